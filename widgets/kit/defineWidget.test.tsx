// The custom-element contract on a real element (jsdom's custom elements):
// attributes and properties are live, a move keeps the widget's state, a removal unmounts.
import { act, fireEvent, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget } from './defineWidget';
import { useSignedIn } from './useSignedIn';
import { useWidget } from './WidgetContext';

const life = { mounts: 0, unmounts: 0 };

function Probe({ heading }: { heading?: string }) {
  const { config } = useWidget();
  const signedIn = useSignedIn();
  const [typed, setTyped] = useState('');
  useEffect(() => {
    life.mounts += 1;
    return () => {
      life.unmounts += 1;
    };
  }, []);
  return (
    <div>
      <p data-testid="config">
        {config.vetId} {config.apiBase} {heading ?? '-'} {signedIn === null ? 'asking' : signedIn ? 'signed-in' : 'signed-out'}
      </p>
      <input aria-label="Pet name" value={typed} onChange={(e) => setTyped(e.target.value)} />
    </div>
  );
}

defineWidget<{ heading?: string }>({ tag: 'vet-probe', component: Probe, attributes: { heading: 'string' } });

type Probe = HTMLElement & { vetId?: string; token?: string };

async function mount(attributes: Record<string, string>) {
  const el = document.createElement('vet-probe') as Probe;
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  await act(async () => {
    document.body.append(el);
  });
  return el;
}

const text = (el: HTMLElement) => el.shadowRoot!.querySelector('[data-testid="config"]')!.textContent;
const input = (el: HTMLElement) => el.shadowRoot!.querySelector('input')!;
/**
 * Makes a change to the document, then runs at once what the elements left for after the task
 * (an unmount is put off by a zero-delay timer, in case the element comes back).
 */
async function settled(change: () => void) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    await act(async () => change());
    await act(async () => vi.runOnlyPendingTimers());
  } finally {
    vi.useRealTimers();
  }
}

afterEach(async () => {
  await settled(() => (document.body.innerHTML = ''));
  life.mounts = 0;
  life.unmounts = 0;
});

describe('defineWidget: a good citizen of any page', () => {
  it('follows a changed vet-id and api-base, starting the flow again for the new group', async () => {
    const el = await mount({ 'vet-id': 'tui-vets', 'api-base': 'http://a.test' });
    await waitFor(() => expect(text(el)).toBe('tui-vets http://a.test - signed-out'));
    input(el).value = 'Rex';
    await act(async () => el.setAttribute('vet-id', 'kea-vets'));
    await waitFor(() => expect(text(el)).toContain('kea-vets http://a.test'));
    expect(life.mounts).toBe(2);
    await act(async () => el.setAttribute('api-base', 'http://b.test'));
    await waitFor(() => expect(text(el)).toContain('kea-vets http://b.test'));
    expect(life.mounts).toBe(3);
  });

  it('mirrors properties to attributes (el.vetId = …) and flow attributes stay live', async () => {
    const el = await mount({ 'api-base': 'http://a.test' });
    await act(async () => {
      el.vetId = 'kea-vets';
    });
    expect(el.getAttribute('vet-id')).toBe('kea-vets');
    await waitFor(() => expect(text(el)).toContain('kea-vets'));
    await act(async () => el.setAttribute('heading', 'Book now'));
    await waitFor(() => expect(text(el)).toContain('Book now'));
    await act(async () => el.removeAttribute('heading'));
    await waitFor(() => expect(text(el)).toContain('http://a.test - '));
  });

  it('reads the session again when the token is set or removed, without starting over', async () => {
    const el = await mount({ 'api-base': 'http://a.test' });
    await waitFor(() => expect(text(el)).toContain('signed-out'));
    await act(async () => el.setAttribute('token', 'tok-1'));
    await waitFor(() => expect(text(el)).toContain('signed-in'));
    await act(async () => el.removeAttribute('token'));
    await waitFor(() => expect(text(el)).toContain('signed-out'));
    expect(life.mounts).toBe(1);
  });

  it('keeps its state when moved in the DOM, and unmounts only when really removed', async () => {
    const el = await mount({ 'api-base': 'http://a.test' });
    const typed = input(el);
    fireEvent.change(typed, { target: { value: 'Rex' } });
    expect(input(el).value).toBe('Rex');
    const other = document.createElement('section');
    document.body.append(other);
    await settled(() => other.append(el)); // a framework re-parenting the tag: disconnect and connect in one task
    expect(input(el)).toBe(typed);
    expect(input(el).value).toBe('Rex');
    expect([life.mounts, life.unmounts]).toEqual([1, 0]);

    await settled(() => el.remove());
    expect(life.unmounts).toBe(1);
    // Put back later: a fresh start.
    await act(async () => document.body.append(el));
    await waitFor(() => expect(life.mounts).toBe(2));
  });
});

describe('defineWidget: what frameworks do to a tag', () => {
  function Flags({ compact, heading }: { compact?: boolean; heading?: string }) {
    return (
      <p data-testid="config">
        {compact === true ? 'compact' : 'full'} {heading ?? '-'}
      </p>
    );
  }

  it('takes up properties set before the tag was defined, and later sets too (Vue, plain scripts)', async () => {
    const el = document.createElement('vet-early') as HTMLElement & { vetId?: string; heading?: string; compact?: boolean };
    el.vetId = 'kea-vets';
    el.heading = 'Set early';
    el.compact = true;
    await act(async () => document.body.append(el));
    defineWidget<{ compact?: boolean; heading?: string }>({ tag: 'vet-early', component: Flags, attributes: { heading: 'string', compact: 'boolean' } });
    await waitFor(() => expect(text(el)).toBe('compact Set early'));
    expect(Object.prototype.hasOwnProperty.call(el, 'vetId')).toBe(false);
    expect(el.getAttribute('vet-id')).toBe('kea-vets');
    expect(el.vetId).toBe('kea-vets');
    await act(async () => {
      el.heading = 'Set later';
      el.compact = false;
    });
    await waitFor(() => expect(text(el)).toBe('full Set later'));
    expect(el.hasAttribute('compact')).toBe(false);
  });

  it('understands the lowercase attributes React 19 writes before the tag is defined (vetid, backurl)', async () => {
    const el = document.createElement('vet-lower');
    el.setAttribute('vetid', 'kea-vets');
    el.setAttribute('apibase', 'http://a.test');
    el.setAttribute('heading', 'Hi');
    await act(async () => document.body.append(el));
    defineWidget<{ heading?: string }>({ tag: 'vet-lower', component: Probe, attributes: { heading: 'string' } });
    await waitFor(() => expect(text(el)).toContain('kea-vets http://a.test Hi'));
    await act(async () => el.setAttribute('vetid', 'tui-vets'));
    await waitFor(() => expect(text(el)).toContain('tui-vets http://a.test'));
    // Defined now, React sets the property: it owns the value, the lowercase copy goes.
    await act(async () => {
      (el as HTMLElement & { vetId?: string }).vetId = 'kea-vets';
    });
    expect([el.getAttribute('vet-id'), el.hasAttribute('vetid')]).toEqual(['kea-vets', false]);
    await act(async () => {
      (el as HTMLElement & { vetId?: string }).vetId = undefined;
    });
    await waitFor(() => expect(text(el)).toContain('tui-vets http://a.test'));
  });

  it('counts a bare boolean attribute as true, as native ones do, and "false" or removal as false', async () => {
    defineWidget<{ compact?: boolean }>({ tag: 'vet-flags', component: Flags, attributes: { compact: 'boolean' } });
    const el = document.createElement('vet-flags') as HTMLElement & { compact?: boolean };
    el.setAttribute('compact', '');
    await act(async () => document.body.append(el));
    await waitFor(() => expect(text(el)).toBe('compact -'));
    expect(el.compact).toBe(true);
    await act(async () => el.setAttribute('compact', 'false'));
    await waitFor(() => expect(text(el)).toBe('full -'));
    await act(async () => el.setAttribute('compact', 'compact'));
    await waitFor(() => expect(text(el)).toBe('compact -'));
    await act(async () => el.removeAttribute('compact'));
    await waitFor(() => expect(text(el)).toBe('full -'));
    await act(async () => {
      el.compact = true;
    });
    expect(el.getAttribute('compact')).toBe('');
  });
});
