// Newsletter sign-ups with double opt-in, on the real app and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_CHECK_INBOX } from '../../../shared/schemas/newsletter';
import { drivers, testApp, type TestApp } from '../../test/harness';

describe.each(drivers())('newsletter on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ driver, now: '2026-11-23T01:00:00Z' });
  }, 60_000);
  afterAll(() => t.close());

  const signUp = (email: string, vetId = 'tui-vets') => t.request('/api/v1/newsletter', { body: { email }, vetId });
  const statusOf = async (email: string) =>
    (await t.db.one<{ status: string }>('select status from newsletter_subscribers where lower(email) = lower($1)', [email]))?.status;
  const links = async (email: string) => {
    const mail = (await t.mailbox()).find((m) => m.to === email)!;
    const [confirm, stop] = [/http:\/\/localhost:8080\/newsletter\/confirm\?\S+/, /http:\/\/localhost:8080\/newsletter\/unsubscribe\?\S+/].map(
      (re) => new URL(re.exec(mail.text)![0]),
    );
    return { confirm: confirm!, stop: stop! };
  };
  const press = (url: URL) =>
    t.app.request(`${url.pathname}?vetId=${url.searchParams.get('vetId')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${url.searchParams.get('token')}`,
    });

  it('stores the address as pending and mails a confirmation link with a way out', async () => {
    const res = await signUp('mere@example.nz');
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: { message: string } }).data.message).toBe(NEWSLETTER_CHECK_INBOX);
    expect(await statusOf('mere@example.nz')).toBe('pending');
    const { confirm, stop } = await links('mere@example.nz');
    expect(confirm.searchParams.get('vetId')).toBe('tui-vets');
    expect(stop.pathname).toBe('/newsletter/unsubscribe');
  });

  it('the link page only offers a button; pressing it confirms, once', async () => {
    const { confirm } = await links('mere@example.nz');
    const page = await t.app.request(`${confirm.pathname}${confirm.search}`);
    expect(await page.text()).toContain('Yes, sign me up');
    expect(await statusOf('mere@example.nz')).toBe('pending');
    const done = await press(confirm);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('you are signed up');
    expect(await statusOf('mere@example.nz')).toBe('confirmed');
    expect((await press(confirm)).status).toBe(400);
  });

  it('answers an address already on the list the same way, without a second mail', async () => {
    const before = (await t.mailbox()).length;
    const res = await signUp('MERE@example.nz');
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: { message: string } }).data.message).toBe(NEWSLETTER_CHECK_INBOX);
    expect((await t.mailbox()).length).toBe(before);
  });

  it('unsubscribes with the link from the mail', async () => {
    const { stop } = await links('mere@example.nz');
    expect((await press(stop)).status).toBe(200);
    expect(await statusOf('mere@example.nz')).toBe('unsubscribed');
  });

  it('keeps groups apart, refuses a bad address and an unknown link', async () => {
    expect((await signUp('kea@example.nz', 'kea-vets')).status).toBe(201);
    expect(await t.db.one(`select 1 from newsletter_subscribers where vet_id = 'tui-vets' and email = 'kea@example.nz'`)).toBeUndefined();
    expect((await signUp('not-an-email')).status).toBe(422);
    const unknown = await t.app.request('/newsletter/confirm?vetId=tui-vets', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=nope',
    });
    expect(unknown.status).toBe(400);
  });
});
