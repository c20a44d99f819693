// The outbox's sender: queued mail reaches a real SMTP server once, a refusing or
// missing server keeps it for a later attempt with back-off, and two senders at once (two
// server processes) never send one message twice.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drivers, testApp, type TestApp } from '../test/harness';
import { startSmtpSink, type SmtpSink } from '../test/smtpSink';
import { deliverDue, MAX_ATTEMPTS, retryAfterMs, smtpTransport, startMailDelivery, type MailTransport } from './delivery';
import { outboxMailer } from './mailer';

const FROM = 'Tui Vets <no-reply@tuivets.example.nz>';

describe.each(drivers())('mail delivery on %s', (driver) => {
  let t: TestApp;
  let sink: SmtpSink;

  beforeAll(async () => {
    t = await testApp({ driver, now: '2026-11-23T01:00:00Z' });
    sink = await startSmtpSink();
  }, 60_000);
  afterAll(async () => {
    await sink.close();
    await t.close();
  });
  beforeEach(async () => {
    // Each test starts with nothing waiting.
    await t.db.query('update outbox set sent_at = $1 where sent_at is null', [t.clock.now()]);
    sink.messages.length = 0;
    sink.refuse(false);
    t.clock.set('2026-11-23T01:00:00Z');
  });

  const queue = (to: string, subject = `Hello ${to}`) =>
    outboxMailer(t.db).send({ vetId: 'tui-vets', to, subject, text: `Kia ora\n.\nA line that was a lone dot above.`, html: '<p>Kia ora</p>' });
  const row = (to: string) =>
    t.db.one<{ sent_at: Date | null; attempts: number; last_error: string | null }>('select sent_at, attempts, last_error from outbox where to_address = $1', [
      to,
    ]);
  const pass = (transport: MailTransport = smtpTransport(sink.url)) => deliverDue({ db: t.db, transport, from: FROM, now: t.clock.now });

  it('sends queued mail through SMTP once and marks it sent', async () => {
    await queue('one@example.nz');
    await queue('two@example.nz');
    expect(await pass()).toEqual({ sent: 2, failed: 0, more: false });
    expect(sink.messages.map((m) => m.to)).toEqual([['one@example.nz'], ['two@example.nz']]);
    const [first] = sink.messages;
    expect(first!.from).toBe('no-reply@tuivets.example.nz');
    expect(first!.data).toMatch(/^Subject: Hello one@example\.nz$/m);
    expect(first!.data).toContain('A line that was a lone dot above.');
    expect((await row('one@example.nz'))!.sent_at).not.toBeNull();
    // Sent is sent: the next pass finds nothing.
    expect(await pass()).toEqual({ sent: 0, failed: 0, more: false });
    expect(sink.messages).toHaveLength(2);
  });

  it('sends a message’s own headers (a reminder’s List-Unsubscribe)', async () => {
    await outboxMailer(t.db).send({
      vetId: 'tui-vets',
      to: 'headers@example.nz',
      subject: 'Reminder',
      text: 'Kia ora',
      headers: { 'List-Unsubscribe': '<https://tuivets.example.nz/reminders/unsubscribe?token=abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    expect(await pass()).toMatchObject({ sent: 1 });
    // Long header lines arrive folded (RFC 5322): unfolded, they read as given.
    const data = sink.messages[0]!.data.replace(/\r?\n[ \t]+/g, ' ');
    expect(data).toMatch(/^List-Unsubscribe: <https:\/\/tuivets\.example\.nz\/reminders\/unsubscribe\?token=abc>$/m);
    expect(data).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('keeps a message the server refuses, and tries again only after its back-off', async () => {
    await queue('refused@example.nz');
    sink.refuse(true);
    expect(await pass()).toMatchObject({ sent: 0, failed: 1 });
    expect(await row('refused@example.nz')).toMatchObject({ sent_at: null, attempts: 1, last_error: expect.stringMatching(/550/) });
    // Not before the back-off (a minute after the first attempt) …
    sink.refuse(false);
    t.clock.advance(retryAfterMs(1) - 1000);
    expect(await pass()).toMatchObject({ sent: 0, failed: 0 });
    // … and then it goes.
    t.clock.advance(1000);
    expect(await pass()).toMatchObject({ sent: 1, failed: 0 });
    expect(sink.messages.map((m) => m.to)).toEqual([['refused@example.nz']]);
    expect(await row('refused@example.nz')).toMatchObject({ attempts: 2, last_error: null });
  });

  it('with no mail server at all, waits longer after each attempt and gives up after the last', async () => {
    await queue('nobody@example.nz');
    const closed = smtpTransport('smtp://127.0.0.1:1');
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await pass(closed)).toMatchObject({ failed: 1 });
      expect(await row('nobody@example.nz')).toMatchObject({ sent_at: null, attempts: attempt, last_error: expect.stringMatching(/ECONNREFUSED/) });
      t.clock.advance(retryAfterMs(attempt));
    }
    expect(retryAfterMs(3)).toBe(4 * 60_000);
    expect(retryAfterMs(MAX_ATTEMPTS)).toBe(6 * 60 * 60_000);
    // Given up: left for someone to look at (its last_error), not retried for ever.
    expect(await pass()).toMatchObject({ sent: 0, failed: 0 });
    expect(sink.messages).toEqual([]);
  });

  it('sends soon after mail is queued, without waiting for the next round', async () => {
    const delivery = startMailDelivery({ db: t.db, transport: smtpTransport(sink.url), from: FROM, now: t.clock.now }, 60_000);
    try {
      await outboxMailer(t.db, delivery.nudge).send({ vetId: 'tui-vets', to: 'soon@example.nz', subject: 'Soon', text: 'Now' });
      await expect.poll(() => sink.messages.map((m) => m.to[0]), { timeout: 5000 }).toContain('soon@example.nz');
    } finally {
      await delivery.stop();
    }
  });

  it.runIf(driver === 'pg')('sends each message once when two senders run at once (two processes)', async () => {
    const to = Array.from({ length: 30 }, (_, i) => `both${i}@example.nz`);
    for (const address of to) await queue(address);
    const sent: string[] = [];
    // A slow server: each pass is still sending when the other one claims.
    const slow: MailTransport = {
      sendMail: async (m) => {
        await new Promise((done) => setTimeout(done, 5));
        sent.push(m.to);
      },
    };
    const run = async () => {
      let total = 0;
      for (;;) {
        const { sent: n, more } = await pass(slow);
        total += n;
        if (!more) return total;
      }
    };
    const [a, b] = await Promise.all([run(), run()]);
    expect(a + b).toBe(30);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    expect(sent.sort()).toEqual([...to].sort());
  });
});
