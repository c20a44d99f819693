// A graceful stop on SIGTERM (what systemd, Docker and Kubernetes send) and SIGINT (Ctrl-C):
// readiness turns false at once, the listener closes (new connections are refused), answers
// from then on carry `Connection: close`, idle kept-alive connections close after a short
// linger, and the requests under way finish. Only then do the background work (the outbox sender's batch, the
// scheduler's run) and the database pool stop, in that order, and the process exits 0. All of
// it within the grace time: whatever still runs then (a request, a run, a pool waiting on a
// database that stopped answering) is cut off, its transaction rolls back with the connection,
// and the process exits 1 so the supervisor's log says so.
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Logger } from 'pino';

/** How long idle kept-alive connections stay open after the signal (a quarter of the grace at most). */
const IDLE_LINGER_MS = 1_000;

export interface Drain {
  /** True from the first signal on. */
  draining: () => boolean;
  /** Requests under way (server/index.ts counts them around the app). */
  started: () => void;
  finished: () => void;
}

export function drainState(): Drain & { begin: () => void; inFlight: () => number; idle: () => Promise<void> } {
  let draining = false;
  let inFlight = 0;
  const waiters: (() => void)[] = [];
  return {
    draining: () => draining,
    begin: () => void (draining = true),
    started: () => void inFlight++,
    finished: () => {
      inFlight--;
      if (inFlight === 0) for (const wake of waiters.splice(0)) wake();
    },
    inFlight: () => inFlight,
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((wake) => waiters.push(wake))),
  };
}

export function shutDownOnSignals(options: {
  servers: Server[];
  drain: ReturnType<typeof drainState>;
  graceMs: number;
  log: Logger;
  /** Background work to end after the last request (each awaited, in order). */
  then: (() => Promise<void> | void)[];
}): void {
  const { servers, drain, graceMs, log } = options;
  const stop = async (signal: NodeJS.Signals) => {
    drain.begin();
    const deadline = Date.now() + graceMs;
    /** True when `work` ends before the deadline, false when the deadline comes first. */
    const beforeDeadline = async (work: Promise<unknown>) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((done) => (timer = setTimeout(() => done(false), Math.max(0, deadline - Date.now()))));
      try {
        return await Promise.race([work.then(() => true as const), late]);
      } finally {
        clearTimeout(timer);
      }
    };
    log.info({ signal, inFlight: drain.inFlight(), graceMs }, 'Shutting down: finishing the requests under way');
    // Connections the kernel has queued but Node has not yet accepted would be reset by the
    // close: one more turn of the event loop, whose poll accepts them, goes first (the next
    // timers phase, then its poll, then this check phase).
    await new Promise((turn) => setTimeout(() => setImmediate(turn), 0));
    // The listener only (net's close): http's own close() also ends every connection with no
    // request under way at once, and that includes one just accepted whose request is already
    // in its socket, unread: the caller would see a reset for a request it sent in time.
    const closed = Promise.all(servers.map((server) => new Promise<void>((done) => NetServer.prototype.close.call(server, () => done()))));
    // Kept-alive connections with nothing under way are closed only after a short linger: a proxy
    // (or a browser) may be writing its next request on one at this very moment, and closing it
    // then resets that request, a POST the proxy may not send elsewhere. Meanwhile a request on
    // one is answered with Connection: close, which ends it cleanly; after the linger those still
    // idle are closed, and those whose answer was under way as they go quiet.
    const closeIdle = () => servers.forEach((server) => server.closeIdleConnections());
    let sweeper: NodeJS.Timeout | undefined;
    const linger = setTimeout(
      () => {
        closeIdle();
        sweeper = setInterval(closeIdle, 100);
      },
      Math.min(IDLE_LINGER_MS, graceMs / 4),
    );
    const requestsDone = await beforeDeadline(Promise.all([drain.idle(), closed]));
    clearTimeout(linger);
    clearInterval(sweeper);
    if (!requestsDone) {
      log.warn({ inFlight: drain.inFlight() }, 'Grace time is up: cutting off the requests still running');
      for (const server of servers) server.closeAllConnections();
    }
    // The background work and the pool get what is left of the grace: a database that stopped
    // answering must not keep the process past it (the supervisor would kill it anyway).
    let stepsDone = true;
    for (const step of options.then) {
      try {
        stepsDone = await beforeDeadline(Promise.resolve().then(step));
      } catch (error) {
        log.error({ err: error }, 'A shutdown step failed');
      }
      if (!stepsDone) {
        log.warn('Grace time is up: exiting without waiting for the background work and the database');
        break;
      }
    }
    const cutOff = !requestsDone || !stepsDone;
    log.info({ cutOff }, 'Stopped');
    log.flush();
    process.exit(cutOff ? 1 : 0);
  };
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // npm start's wrapper passes on the Ctrl-C the terminal already sent: one stop is enough.
      if (stopping) return;
      stopping = true;
      void stop(signal);
    });
  }
}
