// A graceful stop on SIGTERM (what systemd, Docker and Kubernetes send) and SIGINT (Ctrl-C):
// readiness turns false at once, the listener closes (new connections are refused) and idle
// kept-alive ones with it, answers from then on carry `Connection: close`, and the requests
// under way finish. Only then do the background work (the outbox sender's batch, the
// scheduler's run) and the database pool stop, in that order, and the process exits 0. A
// request still running when the grace time is up is cut off: its transaction rolls back with
// the connection, and the process exits 1 so the supervisor's log says so.
import type { Server } from 'node:http';
import type { Logger } from 'pino';

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
    log.info({ signal, inFlight: drain.inFlight(), graceMs }, 'Shutting down: finishing the requests under way');
    const closed = Promise.all(servers.map((server) => new Promise<void>((done) => server.close(() => done()))));
    // A kept-alive connection that goes quiet after its answer is closed too (one that answered
    // from here on was told Connection: close, but one whose answer began before was not).
    const closeIdle = () => servers.forEach((server) => server.closeIdleConnections());
    closeIdle();
    const sweeper = setInterval(closeIdle, 100);
    let timer: NodeJS.Timeout | undefined;
    const graceUp = new Promise<'late'>((done) => (timer = setTimeout(() => done('late'), graceMs)));
    const outcome = await Promise.race([Promise.all([drain.idle(), closed]).then(() => 'done' as const), graceUp]);
    clearTimeout(timer);
    clearInterval(sweeper);
    if (outcome === 'late') {
      log.warn({ inFlight: drain.inFlight() }, 'Grace time is up: cutting off the requests still running');
      for (const server of servers) server.closeAllConnections();
    }
    for (const step of options.then) {
      try {
        await step();
      } catch (error) {
        log.error({ err: error }, 'A shutdown step failed');
      }
    }
    log.info({ cutOff: outcome === 'late' }, 'Stopped');
    log.flush();
    process.exit(outcome === 'late' ? 1 : 0);
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
