// The expert's decisions in the page's Web Worker, timed over a middle game's positions.
import assert from 'node:assert/strict';
import { open, test, browser, middle } from './lib.mjs';

await test('the expert decides a middle game\'s positions in the page\'s Web Worker', async () => {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const { page, errors } = await open(context, '?fast=1');
  const ms = await page.evaluate(async () => {
    const m = await import('./ssangryuk_web.js');
    const positions = JSON.parse(m.middle_game('app', 1));
    const worker = new Worker('./worker.js', { type: 'module' });
    const out = [];
    for (const p of positions) {
      const answer = await new Promise((ok) => {
        worker.onmessage = (e) => ok(e.data);
        worker.postMessage({ key: 'timing', bot: 'expert', seed: 1, ...p });
      });
      if (answer.index < 0) throw new Error('no play');
      out.push(answer.ms);
    }
    worker.terminate();
    return out;
  });
  assert.ok(ms.length >= 10);
  middle.push(...ms);
  assert.deepEqual(errors, []);
  await context.close();
});
