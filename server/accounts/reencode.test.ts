// Picture work is bounded: one picture at a time (so uploads cannot take the thread pool that
// password hashing needs), and a short queue behind it.
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { IMAGE_QUEUE_WAITING } from './imageQueue';
import { reencodePicture } from './reencode';

const MAX = { width: 800, height: 400 };
const noisy = () =>
  sharp({ create: { width: 800, height: 400, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();

it('works on one picture at a time, however many arrive together', async () => {
  const picture = await noisy();
  let most = 0;
  let polling = true;
  const poll = (async () => {
    while (polling) {
      most = Math.max(most, sharp.counters().process);
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  const results = await Promise.all(Array.from({ length: 4 }, () => reencodePicture(picture, { max: MAX })));
  polling = false;
  await poll;
  expect(results.map((r) => ('problem' in r ? r.problem : r.contentType))).toEqual(Array(4).fill('image/png'));
  expect(most).toBe(1);
});

it(`refuses a picture at once as busy when ${IMAGE_QUEUE_WAITING} are already waiting`, async () => {
  const picture = await noisy();
  const results = await Promise.all(Array.from({ length: IMAGE_QUEUE_WAITING + 2 }, () => reencodePicture(picture, { max: MAX })));
  const problems = results.map((r) => ('problem' in r ? r.problem : 'ok'));
  expect(problems).toEqual([...Array(IMAGE_QUEUE_WAITING + 1).fill('ok'), 'busy']);
});
