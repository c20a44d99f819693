// Test helpers for the form widgets: render a flow inside a WidgetRoot (as the element does),
// against a fake server given to the root (the one place a fake goes in), and record the
// events it fires on its host.
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { QueryCache } from '../query';
import { useWidget } from '../WidgetContext';
import { WidgetRoot } from '../WidgetRoot';
import { fakeFetch, type FakeFetch, type FakeReply, type RecordedRequest } from '../../../shared/api/fakeFetch';
import type { FetchLike } from '../../../shared/api/http';
export { testWidget } from '../testWidget';

export function renderWidget(tag: string, ui: ReactElement, eventNames: string[] = [], attributes: Record<string, string> = {}, fetch?: FetchLike) {
  const host = document.createElement('div');
  document.body.append(host);
  const events: { type: string; detail: unknown }[] = [];
  for (const type of eventNames) host.addEventListener(type, (e) => events.push({ type, detail: (e as CustomEvent).detail }));
  const user = userEvent.setup();
  let queries: QueryCache | undefined;
  const view = render(
    <WidgetRoot tag={tag} host={host} root={host} attributes={{ apiBase: 'http://api.test', ...attributes }} fetch={fetch}>
      {ui}
      <QueriesOf found={(cache) => (queries = cache)} />
    </WidgetRoot>,
  );
  const named = (type: string) => events.filter((e) => e.type === type).map((e) => e.detail);
  /**
   * Waits until every load the widget has begun has its answer, and what those answers start in
   * turn: then a request it was going to make has been made (a test that nothing was asked).
   */
  const settled = () =>
    act(async () => {
      for (let pending = queries!.pending(); pending.length; pending = queries!.pending()) await Promise.all(pending);
    });
  return { host, user, events: named, view, settled };
}

function QueriesOf({ found }: { found: (queries: QueryCache) => void }) {
  found(useWidget().queries);
  return null;
}

export const ok = (data: unknown, status = 200): FakeReply => ({ status, json: { success: true, data } });
export const fail = (status: number, message?: string, issues?: Record<string, string>): FakeReply => ({
  status,
  json: { success: false, ...(message ? { message } : {}), ...(issues ? { issues } : {}) },
});

/** A promise with its resolve/reject outside, to hold a request open mid-test. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The Payload-style list the content service answers with. */
export const contentList = (docs: unknown[]) => ({ status: 200, json: { docs, page: 1, limit: 100, totalDocs: docs.length } });

export const LOCATIONS = [
  {
    id: 'tui-hamilton',
    name: 'Tui Vets Hamilton',
    mainLocation: true,
    contacts: [
      { type: 'Phone', value: '07 856 0140' },
      { type: 'Email', value: 'hamilton@tuivets.example.nz' },
    ],
  },
  { id: 'tui-cambridge', name: 'Tui Vets Cambridge', mainLocation: false, contacts: [{ type: 'Email', value: 'cambridge@tuivets.example.nz' }] },
  { id: 'market', name: 'Hamilton Gardens Sunday market', mainLocation: false, contacts: [{ type: 'Phone', value: '07 000 0000' }] },
];

/** A fake fetch that answers every call through `route` (fakeFetch alone answers from a queue). */
export function fakeServer(route: (request: RecordedRequest) => FakeReply | Promise<FakeReply>): FakeFetch {
  const recorder = fakeFetch();
  const fetch = ((input: string, init: RequestInit) => {
    recorder.reply(route);
    return recorder(input, init);
  }) as FakeFetch;
  fetch.requests = recorder.requests;
  fetch.last = recorder.last;
  fetch.reply = recorder.reply;
  return fetch;
}

/** Fills a field in one go (click, then paste): far quicker than typing key by key on a busy machine. */
export async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}
