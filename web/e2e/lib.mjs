// What every end-to-end module shares: the pages served from web/dist on a port of their
// own, Debian's Chromium (playwright-core), a page that fails its test on any console
// error, the test runner (ONLY=word), the games' players by click and by touch, the table's
// dice and sticks, the snapshots a reload or a link must bring back, and the timings the
// run reports. Each module of tests (ssangryuk.mjs, carry.mjs, yut.mjs, phone.mjs,
// worker.mjs) imports what it needs; run.mjs runs them in order.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, dirname, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const here = dirname(fileURLToPath(import.meta.url));
export const dist = join(here, '..', 'dist');
export const shots = join(here, 'shots');
mkdirSync(shots, { recursive: true });
assert.ok(existsSync(join(dist, 'index.html')), 'web/dist is missing: run web/build.sh first');

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm',
  '.png': 'image/png', '.webmanifest': 'application/manifest+json',
};
/** Serves `root` (web/dist) on a port of its own: `{ base, close() }`. */
export async function serve(root = dist) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path === '/' ? 'index.html' : path);
    if (!file.startsWith(root) || !existsSync(file)) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    base: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((ok) => { server.closeAllConnections(); server.close(ok); }),
  };
}
export const main = await serve();
export const base = main.base;

export const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});

/** A page that fails the test on any console error, page error or outside request. */
export async function open(context, query, ready = '#board .point', at = base) {
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => { if (!r.url().startsWith(at) && !r.url().startsWith('data:')) errors.push(`outside request: ${r.url()}`); });
  await page.goto(at + query);
  await page.waitForSelector(ready);
  return { page, errors };
}

/** Dice thrown at a table: the same faces every run (a small generator of its own). */
export function tableDice(seed) {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return 1 + ((x >>> 16) % 6);
  };
}

/** What a reload or a link must bring back: the board's checkers, the dice, the log and
 *  the prompt. */
export const snapshot = (page) => page.evaluate(() => ({
  board: [...document.querySelectorAll('#board [data-p]')].map((e) => `${e.dataset.p}:${e.querySelectorAll('.c.black').length}/${e.querySelectorAll('.c.white').length}/${e.textContent}`).join(' '),
  dice: document.querySelector('#dice').textContent,
  log: [...document.querySelectorAll('#log li')].map((e) => e.textContent),
  prompt: document.querySelector('#prompt').textContent,
  line: document.querySelector('#game-line').textContent,
}));

/** What a reload or a link must bring back on the yut page: the board, the trays, the
 *  sides, the turn, the held results, the log, the buttons of real sticks. */
export const yutSnapshot = (p) => p.evaluate(() => ({
  board: [...document.querySelectorAll('#yboard .station')].map((e) => e.getAttribute('aria-label')).join('|'),
  trays: `${document.querySelector('#waiting').textContent}|${document.querySelector('#home').textContent}`,
  sides: document.querySelector('#side-list').textContent,
  turn: document.querySelector('#turn-line').textContent,
  held: document.querySelector('#held').textContent,
  hand: [...document.querySelectorAll('#hand-throws button')].map((b) => b.textContent).join(' '),
  log: [...document.querySelectorAll('#log li')].map((e) => e.textContent),
}));

/** Plays the people's turns to the end: rolls (or, with real dice, taps two faces from
 *  `dice`), taps the first movable checker and its first target (the first die when
 *  asked), waits while a bot thinks. `each(moves)` runs after every action. */
export async function playToEnd(page, touch, { screenshot = true, dice = null, each = null, name = touch ? 'phone' : 'desktop' } = {}) {
  const press = (sel) => (touch ? page.tap(sel) : page.click(sel));
  let moves = 0;
  let shot = false;
  for (let i = 0; i < 6000; i++) {
    const phase = await page.getAttribute('body', 'data-phase');
    if (phase === 'over' || phase === 'deadlocked') return { phase, moves };
    if (moves === 20 && !shot && screenshot) {
      shot = true;
      await page.screenshot({ path: join(shots, `${name}-middle.png`), fullPage: true });
    }
    if (await page.isVisible('#dice-pad')) {
      await press(`#faces [data-face="${dice()}"]`);
      await press(`#faces [data-face="${dice()}"]`);
      if (each) await each(moves);
      continue;
    }
    if (await page.getAttribute('body', 'data-human') !== '1') { await page.waitForTimeout(15); continue; }
    if (await page.isVisible('#roll') && await page.isEnabled('#roll')) { await press('#roll'); continue; }
    // The lowest-numbered movable checker and its lowest-numbered destination (black's
    // tray is 0, white's -1): web/src/tests.rs plays the same way, so a game here is the
    // game there.
    const lowest = (sel) => page.$$eval(sel, (els) => els.length ? Math.min(...els.map((e) => Number(e.dataset.p))) : null);
    const p = await lowest('#board .movable');
    if (p === null) { await page.waitForTimeout(15); continue; }
    await press(`#board [data-p="${p}"]`);
    await page.waitForSelector('#board .target', { timeout: 3000 });
    await press(`#board [data-p="${await lowest('#board .target')}"]`);
    if (await page.isVisible('#choose-die')) await press('#choose-die .die-choice');
    moves += 1;
    if (each) await each(moves);
  }
  throw new Error('the game did not end');
}

export const results = [];
// ONLY=word runs only the tests whose name contains it (for working on one page).
export async function test(name, body) {
  if (process.env.ONLY && !name.includes(process.env.ONLY)) return;
  const t0 = Date.now();
  try {
    await body();
    results.push(`ok   ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  } catch (e) {
    results.push(`FAIL ${name}: ${e.stack ?? e}`);
  }
}

/** Sticks thrown at a table: the same results every run (a small generator of its own),
 *  as the ids of the page's buttons; 낙 is left to the tests that want one. */
export function tableSticks(seed) {
  const ids = ['do', 'gae', 'gae', 'geol', 'geol', 'yut', 'mo', 'backdo', 'do', 'gae', 'geol'];
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return ids[(x >>> 16) % ids.length];
  };
}

/** Plays the people's side of a yut game to the end: throws (or, with real sticks, taps
 *  the result `sticks()` gives), taps the lowest-numbered piece or stack that may move
 *  (stations by id, then the waiting pieces, 29) and its lowest-numbered destination
 *  (home, 30, last), the first result when asked, waits while the bots play.
 *  web/src/yut_tests.rs plays the same way. */
export async function playYut(page, touch, sticks = tableSticks(1)) {
  const press = (sel) => (touch ? page.tap(sel) : page.click(sel));
  const lowest = (sel) => page.$$eval(sel, (els) => els.length ? Math.min(...els.map((e) => Number(e.dataset.p))) : null);
  let moves = 0;
  let shot = false;
  for (let i = 0; i < 8000; i++) {
    if (await page.getAttribute('body', 'data-phase') === 'over') return moves;
    if (moves === 10 && !shot) {
      shot = true;
      await page.screenshot({ path: join(shots, `yut-${touch ? 'phone' : 'desktop'}-middle.png`), fullPage: true });
    }
    const human = await page.getAttribute('body', 'data-human');
    if (human === 'throw') { await press('#throw'); continue; }
    if (human === 'enter') { await press(`#hand-throws [data-throw="${sticks()}"]`); continue; }
    if (human !== 'act') { await page.waitForTimeout(15); continue; }
    const p = await lowest('.movable');
    if (p === null) { await page.waitForTimeout(15); continue; }
    await press(`[data-p="${p}"]`);
    await page.waitForSelector('.target', { timeout: 3000 });
    await press(`[data-p="${await lowest('.target')}"]`);
    if (await page.isVisible('#choose-throw')) await press('#choose-throw .throw-choice');
    moves += 1;
  }
  throw new Error('the yut game did not end');
}

/** The expert's decision times in the desktop games and in a middle game, in ms, for the
 *  report at the end. */
export const times = [];
export const yutTimes = [];
export const middle = [];
