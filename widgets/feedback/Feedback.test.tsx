import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeReply } from '../../shared/api/fakeFetch';
import { fail, fakeServer, fill, ok, renderWidget } from '../kit/form/testing';
import { WidgetRoot } from '../kit/WidgetRoot';
import { ATTACHMENTS_MAX_BYTES, ATTACHMENTS_TOO_LARGE } from '../../shared/schemas/feedback';
import { ATTACHMENT_FAILED, Feedback, FEEDBACK_FAILED, FEEDBACK_THANKS, type FeedbackProps } from './Feedback';
import { fakeAnswer } from '../../shared/schemas/fakeAnswer';
import { ProfileAnswerSchema } from '../../shared/schemas/profile';

function setup(reply: FakeReply = ok({ id: 12, mailed: true }, 201), props: Partial<FeedbackProps> = {}) {
  const fetch = fakeServer((request) => (request.path === '/api/v1/feedback' ? reply : { status: 404 }));
  const rendered = renderWidget(
    'vet-feedback',
    <Feedback readImageSize={async () => ({ width: 1200, height: 800 })} {...props} />,
    ['vet-feedback:submitted', 'vet-feedback:error'],
    {},
    fetch,
  );
  return { ...rendered, fetch };
}

const box = (name: RegExp) => screen.getByRole('textbox', { name });
const send = () => screen.getByRole('button', { name: 'Send feedback' });

async function fillIn(user: ReturnType<typeof setup>['user']) {
  await fill(user, box(/First name/), 'Sam');
  await fill(user, box(/Last name/), 'Taylor');
  await fill(user, box(/^Email/), 'sam@example.nz');
  await fill(user, box(/^Phone/), '021 000 111');
  await fill(user, box(/Message/), 'The booking calendar is lovely.');
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<vet-feedback>', () => {
  it('offers Bug and Feature Request with the wire values', () => {
    setup();
    const select = screen.getByRole('combobox', { name: 'Type of feedback' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => [o.value, o.textContent])).toEqual([
      ['none', 'General feedback'],
      ['bug', 'Bug'],
      ['featureRequest', 'Feature Request'],
    ]);
  });

  it('sends the payload the spec names, then shows the thank-you view', async () => {
    const { user, fetch, events } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of feedback' }), 'featureRequest');
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: /You may contact me/ }));
    await user.click(send());
    expect(await screen.findByRole('heading', { name: FEEDBACK_THANKS })).toBeTruthy();
    expect(fetch.last().body).toEqual({
      type: 'featureRequest',
      firstName: 'Sam',
      lastName: 'Taylor',
      emailAddress: 'sam@example.nz',
      phone: '021 000 111',
      message: 'The booking calendar is lovely.',
      attachments: [],
      allowFollowUp: true,
    });
    expect(events('vet-feedback:submitted')).toEqual([{ id: '12', type: 'featureRequest', mailed: true }]);
  });

  it('sends a screenshot as base64 with its file name', async () => {
    const { user, fetch } = setup();
    await fillIn(user);
    await user.upload(screen.getByLabelText(/Screenshot/), new File(['png-bytes'], 'bug.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: 'Preview of bug.png' });
    await user.click(send());
    await screen.findByRole('heading', { name: FEEDBACK_THANKS });
    const body = fetch.last().body as { attachments: { data: string; filename: string }[] };
    expect(body.attachments).toEqual([{ data: btoa('png-bytes'), filename: 'bug.png' }]);
  });

  it('prefills the signed-in client', () => {
    setup(undefined, { firstName: 'Sam', lastName: 'Taylor', email: 'sam@example.nz', phone: '021 000 111' });
    expect((box(/First name/) as HTMLInputElement).value).toBe('Sam');
    expect((box(/^Email/) as HTMLInputElement).value).toBe('sam@example.nz');
  });

  it("starts from the signed-in client's profile where the attributes leave a field empty", async () => {
    const fetch = fakeServer((request) =>
      request.path === '/api/v1/profile'
        ? ok(fakeAnswer(ProfileAnswerSchema, { id: 1, firstName: 'Sam', lastName: 'Taylor', email: 'sam@example.nz', phone: '021 555 0101' }))
        : { status: 404 },
    );
    renderWidget('vet-feedback', <Feedback firstName="Samantha" />, [], { token: 'a.b.c' }, fetch);
    await waitFor(() => expect((box(/^Email/) as HTMLInputElement).value).toBe('sam@example.nz'));
    expect((box(/First name/) as HTMLInputElement).value).toBe('Samantha');
    expect((box(/Last name/) as HTMLInputElement).value).toBe('Taylor');
    expect((box(/^Phone/) as HTMLInputElement).value).toBe('021 555 0101');
  });

  it('asks for no profile when signed out', async () => {
    const { fetch, settled } = setup();
    await settled();
    expect(fetch.requests.filter((r) => r.path === '/api/v1/profile')).toHaveLength(0);
  });

  it('shows the feedback/contact variant messages and focuses the first', async () => {
    const { user, fetch } = setup();
    await user.click(send());
    for (const message of [
      'The First Name is required',
      'The Last Name is required',
      'The Email is required',
      'The Phone is required',
      'The Message is required',
    ])
      expect(screen.getByText(message)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(box(/First name/)));
    await fill(user, box(/^Email/), 'sam@');
    expect(screen.getByText('The Email is invalid')).toBeTruthy();
    await fill(user, box(/^Phone/), 'abc');
    expect(screen.getByText('Invalid phone number')).toBeTruthy();
    expect(fetch.requests).toHaveLength(0);
  });

  it('states the size the server accepts and refuses a bigger screenshot on the page, sending nothing', async () => {
    const { user, fetch } = setup();
    expect(screen.getByText(new RegExp(`and ${ATTACHMENTS_MAX_BYTES / 1024} KB`))).toBeTruthy();
    await fillIn(user);
    const big = new File([new Uint8Array(ATTACHMENTS_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/Screenshot/), big);
    await user.click(send());
    expect((await screen.findAllByText(ATTACHMENTS_TOO_LARGE)).length).toBeGreaterThan(0);
    expect(fetch.requests).toHaveLength(0);
  });

  it('follows prefill attributes changed after it shows, keeping what the visitor typed', async () => {
    const { user, view, fetch } = setup(undefined, { firstName: 'Aroha' });
    await fill(user, box(/Last name/), 'Typed');
    const again = (props: Partial<FeedbackProps>) =>
      view.rerender(
        <WidgetRoot tag="vet-feedback" host={document.body} root={document.body} attributes={{ apiBase: 'http://api.test' }} fetch={fetch}>
          <Feedback readImageSize={async () => ({ width: 1, height: 1 })} {...props} />
        </WidgetRoot>,
      );
    again({ firstName: 'Mere', lastName: 'Tane', email: 'mere@example.nz' });
    await waitFor(() => expect((box(/First name/) as HTMLInputElement).value).toBe('Mere'));
    expect((box(/Last name/) as HTMLInputElement).value).toBe('Typed');
    expect((box(/^Email/) as HTMLInputElement).value).toBe('mere@example.nz');
  });

  it("shows the server's message and keeps the form", async () => {
    const { user } = setup(fail(413, 'The attachments are too large.'));
    await fillIn(user);
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe('The attachments are too large.');
    expect((box(/Message/) as HTMLTextAreaElement).value).toBe('The booking calendar is lovely.');
  });

  it('falls back to its own message', async () => {
    const { user } = setup(fail(500));
    await fillIn(user);
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(FEEDBACK_FAILED);
  });

  it('says so when the screenshot cannot be read', async () => {
    const { user, fetch } = setup();
    await fillIn(user);
    await user.upload(screen.getByLabelText(/Screenshot/), new File(['x'], 'bug.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: 'Preview of bug.png' });
    const original = FileReader.prototype.readAsDataURL;
    FileReader.prototype.readAsDataURL = function (this: FileReader) {
      queueMicrotask(() => this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>));
    };
    try {
      await user.click(send());
      expect((await screen.findByRole('alert')).textContent).toBe(ATTACHMENT_FAILED);
    } finally {
      FileReader.prototype.readAsDataURL = original;
    }
    expect(fetch.requests).toHaveLength(0);
  });
});
