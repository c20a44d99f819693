// Picture work one at a time. sharp decodes on libuv's thread pool (four threads), the same
// pool scrypt hashes passwords on: a few uploads at once would take every thread and make
// each sign-in wait behind them. One picture at a time leaves the rest of the pool to
// sign-ins, and a short queue bounds what waiting uploads hold in memory; past it the
// upload is refused at once (ImageQueueFull) and the client tries again shortly.

/** Uploads that may wait for their turn; one more is refused. */
export const IMAGE_QUEUE_WAITING = 8;

export class ImageQueueFull extends Error {}

let running = false;
const waiting: (() => void)[] = [];

/** Runs work when no other picture is being worked on, in order of arrival. */
export async function oneImageAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (running) {
    if (waiting.length >= IMAGE_QUEUE_WAITING) throw new ImageQueueFull();
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running = true;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running = false;
  }
}
