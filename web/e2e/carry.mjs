// Games carried: by a link to a fresh browser, offline after a first visit (both pages, and
// the yut page alone), and a new build's service worker replacing the kept files.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, open, playToEnd, test, dist, shots, base, browser, snapshot, yutSnapshot } from './lib.mjs';

await test('a link carries the game to a fresh browser; a bad link says why', async () => {
  const one = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const { page, errors } = await open(one, '?game=4&bot=greedy&fast=1');
  let moves = 0;
  await playToEnd(page, false, { screenshot: false, each: async (m) => { moves = m; if (m >= 12) throw new Error('enough'); } }).catch((e) => { if (e.message !== 'enough') throw e; });
  assert.ok(moves >= 12);
  await page.waitForFunction(() => document.body.dataset.human === '1');
  await page.click('#share');
  await page.waitForFunction(() => document.querySelector('#share-link').value.includes('#g='));
  const link = await page.inputValue('#share-link');
  assert.ok(link.startsWith(base) && /#g=[A-Za-z0-9_-]+$/.test(link), link);
  assert.match(await page.textContent('#message'), /링크/);
  const before = await snapshot(page);
  await page.screenshot({ path: join(shots, 'desktop-share.png'), fullPage: true });
  const two = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const other = await open(two, link.slice(base.length));
  assert.deepEqual(await snapshot(other.page), before);
  assert.equal(await other.page.evaluate(() => location.hash), '', 'the link is taken out of the address');
  assert.ok(await other.page.evaluate(() => localStorage.getItem('ssangryuk:game:ssangryuk')?.startsWith('{"game":"ssangryuk"')));
  // The game goes on there.
  await other.page.click('#roll').catch(() => {});
  await playToEnd(other.page, false, { screenshot: false });
  assert.deepEqual(other.errors, []);
  // A bad link: the library's words, and a new game instead.
  const bad = await open(two, '?fast=1#g=bm90IGEgZ2FtZQ');
  assert.match(await bad.page.textContent('#message'), /^저장한 판을 읽을 수 없습니다/);
  assert.equal(await bad.page.getAttribute('body', 'data-phase'), 'opening');
  assert.deepEqual(bad.errors, []);
  // A new game clears the kept one.
  await bad.page.click('#new');
  assert.equal(await bad.page.$$eval('#log li', (els) => els.length), 0);
  assert.deepEqual(errors, []);
  await one.close();
  await two.close();
});

await test('offline: after a first visit both pages load and play with the network off', async () => {
  const own = await serve();
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const { page, errors } = await open(context, '?game=6&bot=greedy&fast=1', '#board .point', own.base);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
  });
  assert.ok(await page.evaluate(() => !!document.querySelector('link[rel=manifest]')));
  const manifest = await page.evaluate(async () => (await fetch('manifest.webmanifest')).json());
  assert.deepEqual(manifest.icons.map((i) => i.sizes), ['192x192', '512x512', '512x512']);
  // No network at all: the server is gone and the browser is offline.
  await own.close();
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('#board .point');
  let moves = 0;
  await playToEnd(page, false, { screenshot: false, each: async (m) => { moves = m; if (m >= 8) throw new Error('enough'); } }).catch((e) => { if (e.message !== 'enough') throw e; });
  assert.ok(moves >= 8);
  assert.ok((await page.$$eval('#log li', (els) => els.length)) > 8);
  await page.screenshot({ path: join(shots, 'desktop-offline.png'), fullPage: true });
  // The other page and the English page too, from the kept files.
  const yut = await context.newPage();
  await yut.goto(`${own.base}yut.html?lang=en&fast=1`);
  await yut.waitForSelector('#yboard .station');
  await yut.click('#throw');
  assert.match(await yut.textContent('#log'), /threw/);
  await context.setOffline(false);
  assert.deepEqual(errors, []);
  await context.close();
});

await test('yut offline: after a first visit to the yut page alone, a closed tab resumes its game with the network off', async () => {
  const own = await serve();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const { page, errors } = await open(context, 'yut.html?game=3&sticks=hand&seats=human:A,human:B&fast=1', '#yboard .station', own.base);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
  });
  // Every file the pages load is kept (web/build.sh lists web/dist's files for sw.js).
  const kept = await page.evaluate(async () => {
    const keys = await caches.keys();
    const cache = await caches.open(keys.find((k) => k.startsWith('ssangryuk-')));
    return (await cache.keys()).map((r) => new URL(r.url).pathname.slice(1)).sort();
  });
  for (const f of ['yut.html', 'yut.js', 'yut.css', 'common.js', 'style.css', 'worker.js', 'ssangryuk_web.js', 'ssangryuk_web_bg.wasm', 'manifest.webmanifest']) assert.ok(kept.includes(f), `${f} kept: ${kept}`);
  assert.match(await page.textContent('#hand-prompt'), /^1편 · A · /);
  await page.tap('#hand-throws [data-throw="yut"]');
  await page.tap('#hand-throws [data-throw="geol"]');
  const before = await yutSnapshot(page);
  assert.equal(before.log.length > 2, true);
  // The tab is closed, the network is gone; the page comes back with the game.
  await page.close();
  await own.close();
  await context.setOffline(true);
  const again = await context.newPage();
  again.on('pageerror', (e) => errors.push(String(e)));
  await again.goto(`${own.base}yut.html?fast=1`);
  await again.waitForSelector('#yboard .station');
  assert.deepEqual(await yutSnapshot(again), before);
  await again.tap('#waiting');
  await again.waitForSelector('.target');
  assert.equal(await again.textContent('#message'), '');
  await context.setOffline(false);
  assert.deepEqual(errors, []);
  await context.close();
});

await test('a new build is picked up: its service worker replaces the kept files', async () => {
  const root = mkdtempSync(join(tmpdir(), 'ssangryuk-dist-'));
  cpSync(dist, root, { recursive: true });
  const own = await serve(root);
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const { page, errors } = await open(context, '?fast=1', '#board .point', own.base);
  const controlled = () => page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
  });
  await controlled();
  const kept = () => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('ssangryuk-')));
  const [first] = await kept();
  // A new build: a file changed, and sw.js with a new version (as web/build.sh writes it).
  writeFileSync(join(root, 'style.css'), `${readFileSync(join(root, 'style.css'), 'utf8')}\n/* build 2 */\n`);
  const sw = readFileSync(join(root, 'sw.js'), 'utf8');
  writeFileSync(join(root, 'sw.js'), sw.replace(/const VERSION = "[0-9a-f]+";/, 'const VERSION = "0000000000000002";'));
  assert.notEqual(readFileSync(join(root, 'sw.js'), 'utf8'), sw);
  await page.reload();
  // The browser fetches sw.js again on a navigation and installs the new one, which
  // keeps the new files and drops the old.
  for (let t = 0; ; t += 1) {
    const keys = await kept();
    if (keys.length === 1 && keys[0] === 'ssangryuk-0000000000000002') break;
    assert.ok(t < 200, `kept: ${keys}`);
    await page.waitForTimeout(50);
  }
  assert.notEqual(first, 'ssangryuk-0000000000000002');
  await page.reload();
  await page.waitForSelector('#board .point');
  assert.match(await page.evaluate(async () => (await fetch('style.css')).text()), /build 2/);
  assert.deepEqual(errors, []);
  await context.close();
  await own.close();
  rmSync(root, { recursive: true });
});
