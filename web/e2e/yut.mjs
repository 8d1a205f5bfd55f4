// The 윷놀이 page: a refusal, the rules view and a whole game against the expert by mouse;
// the station names at 390×844; three teams of two by touch in English; four people in two
// teams with real sticks, handed over and resumed; a reload and a link.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { open, test, tableSticks, playYut, shots, main, base, browser, yutSnapshot, times, yutTimes } from './lib.mjs';

await test('yut desktop: a refusal, the rules view, a whole game against the expert by mouse', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { page, errors } = await open(context, 'yut.html?game=1&bot=expert&fast=1', '#yboard .station');
  assert.equal(await page.textContent('#throw'), '윷 던지기');
  assert.equal(await page.$$eval('#yboard .station', (els) => els.length), 29);
  assert.match(await page.textContent('#yboard'), /뒷모도/);
  await page.screenshot({ path: join(shots, 'yut-desktop-start.png'), fullPage: true });
  // Tapping a piece before throwing is refused in the library's words.
  await page.click('#waiting');
  assert.equal(await page.textContent('#message'), '먼저 윷을 던져야 합니다');
  while (await page.getAttribute('body', 'data-human') !== 'act') await page.click('#throw');
  assert.notEqual(await page.$$eval('#sticks .stick', (els) => els.length), 0);
  // 방 holds none of the player's pieces.
  await page.click('#yboard [data-p="22"]');
  assert.equal(await page.textContent('#message'), '방(22)에 내 말이 없습니다');
  // Selecting the waiting pieces shows their destinations; tapping again cancels.
  await page.click('#waiting');
  assert.ok(await page.$('#yboard .target'), 'the waiting pieces show their destinations');
  await page.screenshot({ path: join(shots, 'yut-desktop-select.png'), fullPage: true });
  await page.click('#waiting');
  assert.equal(await page.$('.target'), null);
  await page.click('#rules-button');
  await page.waitForSelector('#rules-dialog[open] p.cite');
  assert.match(await page.textContent('#rules-content h2'), /^규칙 묶음 dominant/);
  await page.screenshot({ path: join(shots, 'yut-desktop-rules.png') });
  await page.click('#rules-close');
  await playYut(page, false);
  assert.match(await page.textContent('#notice'), /편.*이 이겼습니다/);
  await page.screenshot({ path: join(shots, 'yut-desktop-end.png'), fullPage: true });
  // The end: the throw button is gone and 새 판 is the main button, on the screen; it starts
  // the next game.
  assert.ok(await page.isHidden('#throw'));
  assert.match(await page.getAttribute('#new', 'class'), /\bmain\b/);
  assert.ok(await page.$eval('#new', (b) => b.getBoundingClientRect().bottom <= window.innerHeight), 'the new-game button is in view');
  await page.click('#new');
  assert.equal(await page.$$eval('#log li', (els) => els.length), 0);
  assert.ok(await page.isVisible('#throw') && !/\bmain\b/.test(await page.getAttribute('#new', 'class')));
  yutTimes.push(...(await page.evaluate(() => window.__botTimes)));
  assert.deepEqual(errors, []);
  await context.close();
});

await test('yut phone 390×844: no station name over its circle or another station', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const { page, errors } = await open(context, 'yut.html?game=1&bot=expert&fast=1', '#yboard .station');
  const overlaps = await page.$$eval('#yboard .station', (els) => {
    const box = (e) => e.getBoundingClientRect();
    const hit = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    const own = els.filter((e) => box(e.querySelector('.sname')).top < box(e).bottom - 1).map((e) => `${e.querySelector('.sname').textContent} over its own circle`);
    return own.concat(els.flatMap((e) => els.filter((o) => o !== e && hit(box(e.querySelector('.sname')), box(o))).map((o) => `${e.querySelector('.sname').textContent} over ${o.querySelector('.sname').textContent}`)));
  });
  await page.screenshot({ path: join(shots, 'yut-phone-390.png'), fullPage: true });
  assert.deepEqual(overlaps, []);
  assert.deepEqual(errors, []);
  await context.close();
});

await test('yut phone: no horizontal scroll, English, three teams of two, a whole game against greedy by touch', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const { page, errors } = await open(context, 'yut.html?game=2&bot=greedy&sides=3&members=2&fast=1', '#yboard .station');
  const wide = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(await wide() <= 0, 'no horizontal scroll');
  await page.screenshot({ path: join(shots, 'yut-phone-start.png'), fullPage: true });
  assert.equal(await page.$$eval('#side-list li', (els) => els.length), 3);
  // A throw in Korean, then the switch: the log is said again in English, no Korean left.
  await page.tap('#throw');
  assert.match(await page.textContent('#log'), /나왔습니다/);
  await page.tap('#lang-button');
  assert.equal(await page.textContent('#throw'), 'Throw the sticks');
  assert.doesNotMatch(await page.textContent('#log'), /[가-힣]/);
  assert.match(await page.textContent('#log'), /side 1 member 1: threw/);
  assert.doesNotMatch(await page.textContent('#side-list'), /side 0/);
  assert.match(await page.textContent('#side-list'), /side 2 \(greedy bot, greedy bot\)/);
  assert.match(await page.textContent('#yboard'), /dwitmodo/);
  assert.match(await page.textContent('#turn-line'), /^side [1-9] member [1-9]/);
  await page.tap('#rules-button');
  await page.waitForSelector('#rules-dialog[open] p.cite');
  assert.match(await page.textContent('#rules-content h2'), /^variant dominant/);
  assert.ok(await wide() <= 0, 'no horizontal scroll with the rules open');
  await page.tap('#rules-close');
  await playYut(page, true);
  assert.match(await page.textContent('#notice'), /won/);
  assert.ok(await wide() <= 0, 'no horizontal scroll at the end');
  await page.screenshot({ path: join(shots, 'yut-phone-end.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

await test('yut phone: four people in two teams with real sticks, by touch, handed over, resumed after a reload', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const { page, errors } = await open(context, 'yut.html?game=7&fast=1', '#yboard .station');
  const wide = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  // Two sides of two members, every seat a named person, the sticks real: set by touch.
  await page.tap('#settings summary');
  assert.equal(await page.$$eval('#seats .seat-row', (els) => els.length), 2);
  await page.fill('#members', '2');
  assert.equal(await page.$$eval('#seats .seat-row', (els) => els.length), 4);
  assert.deepEqual(await page.$$eval('#seats .seat-side', (els) => els.map((e) => e.textContent)), ['1편 1번', '1편 2번', '2편 1번', '2편 2번']);
  assert.equal(await page.inputValue('#seat-2-1'), 'expert', 'the other side is the expert unless chosen');
  assert.ok(await page.isHidden('#name-2-1'), 'a bot takes no name');
  const names = { '0-0': '1편 1번 · 철수', '0-1': '1편 2번 · 영희', '1-0': '2편 1번 · 할머니', '1-1': '2편 2번 · 삼촌' };
  await page.fill('#name-1-1', '철수');
  await page.fill('#name-1-2', '영희');
  for (const [key, name] of [['2-1', '할머니'], ['2-2', '삼촌']]) {
    await page.selectOption(`#seat-${key}`, 'human');
    await page.fill(`#name-${key}`, name);
  }
  await page.selectOption('#sticks-source', 'hand');
  assert.ok(await wide() <= 0, 'no horizontal scroll in the settings');
  await page.screenshot({ path: join(shots, 'yut-team-settings.png'), fullPage: true });
  await page.tap('#start');
  await page.tap('#settings summary');
  assert.match(await page.textContent('#game-line'), /판 번호 7 · 진짜 윷$/);
  assert.ok(await page.isHidden('#throw'), 'no throw button with real sticks');
  assert.ok(await page.isHidden('#handover'), 'no hand-over before anyone has played');
  assert.deepEqual(await page.$$eval('#hand-throws button', (els) => els.map((e) => e.textContent)), ['도', '개', '걸', '윷', '모', '빽도', '낙']);
  assert.match(await page.textContent('#hand-prompt'), /^1편 1번 · 철수 · /);
  assert.match(await page.textContent('#side-list'), /1편 \(철수, 영희\).*2편 \(할머니, 삼촌\)/);
  // Tapping a piece before the throw is entered is refused.
  await page.tap('#waiting');
  assert.equal(await page.textContent('#message'), '먼저 윷을 던져야 합니다');
  await page.screenshot({ path: join(shots, 'yut-team-start.png'), fullPage: true });
  const sticks = tableSticks(42);
  const press = (sel) => page.tap(sel);
  const lowest = (sel) => page.$$eval(sel, (els) => els.length ? Math.min(...els.map((e) => Number(e.dataset.p))) : null);
  let moves = 0;
  let entered = 0;
  let handovers = 0;
  let reloaded = false;
  let handoverShot = false;
  let nak = false;
  const checkHandover = async () => {
    if (!await page.isVisible('#handover')) return;
    handovers += 1;
    const turn = await page.getAttribute('body', 'data-turn');
    const member = await page.getAttribute('body', 'data-member');
    // Whose turn, which member throws, their name and colour.
    assert.equal(await page.textContent('#handover'), `${names[`${turn}-${member}`]} 차례입니다. 화면을 넘겨주세요.`);
    assert.equal(await page.getAttribute('#handover', 'class'), `handover side-${turn}`);
    assert.ok(await page.evaluate(() => { const r = document.querySelector('#handover').getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight; }), 'the banner is on the screen');
    if (!handoverShot && moves > 4) {
      handoverShot = true;
      await page.screenshot({ path: join(shots, 'yut-team-handover.png') });
      await page.screenshot({ path: join(shots, 'yut-team-handover-full.png'), fullPage: true });
    }
  };
  for (let i = 0; i < 4000; i++) {
    if (await page.getAttribute('body', 'data-phase') === 'over') break;
    if (moves === 15 && !reloaded && await page.getAttribute('body', 'data-human') === 'enter') {
      // A reload in mid-game comes back to the same position, turn, log and saved game.
      reloaded = true;
      const before = await yutSnapshot(page);
      const saved = await page.evaluate(() => localStorage.getItem('ssangryuk:game:yut'));
      assert.ok(saved.startsWith('{"game":"yutnori","seats":["human:철수","human:영희","human:할머니","human:삼촌"],"throws":"hand"'), saved.slice(0, 120));
      await page.reload();
      await page.waitForSelector('#yboard .station');
      assert.deepEqual(await yutSnapshot(page), before);
      assert.equal(await page.evaluate(() => localStorage.getItem('ssangryuk:game:yut')), saved);
      assert.equal(await page.textContent('#message'), '');
      assert.equal(await page.inputValue('#sticks-source'), 'hand', 'the settings are the game\'s');
      assert.equal(await page.inputValue('#name-2-2'), '삼촌');
      // The same game carried by a link to another phone.
      await page.tap('#share');
      await page.waitForFunction(() => document.querySelector('#share-link').value.includes('#g='));
      const link = await page.inputValue('#share-link');
      const fresh = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const other = await open(fresh, link.slice(base.length), '#yboard .station');
      assert.deepEqual(await yutSnapshot(other.page), before);
      assert.deepEqual(other.errors, []);
      await fresh.close();
    }
    const human = await page.getAttribute('body', 'data-human');
    if (human === 'enter') {
      // Once, a stick leaves the blanket: 낙, and the turn is lost.
      const id = entered === 5 ? 'nak' : sticks();
      if (id === 'nak') nak = true;
      await press(`#hand-throws [data-throw="${id}"]`);
      entered += 1;
      await checkHandover();
      continue;
    }
    assert.equal(human, 'act', 'every seat is a person');
    const p = await lowest('.movable');
    if (p === null) throw new Error('no movable piece');
    await press(`[data-p="${p}"]`);
    await page.waitForSelector('.target', { timeout: 3000 });
    await press(`[data-p="${await lowest('.target')}"]`);
    if (await page.isVisible('#choose-throw')) await press('#choose-throw .throw-choice');
    moves += 1;
    await checkHandover();
  }
  assert.equal(await page.getAttribute('body', 'data-phase'), 'over');
  assert.ok(reloaded && nak);
  assert.ok(handovers > 10, `handed over ${handovers} times`);
  assert.match(await page.textContent('#notice'), /^[12]편 \((철수, 영희|할머니, 삼촌)\)이 이겼습니다\.$/);
  const log = await page.$$eval('#log li', (els) => els.map((e) => e.textContent));
  for (const name of Object.values(names)) assert.ok(log.some((l) => l.startsWith(`${name}: `)), `${name} in the log`);
  assert.ok(log.some((l) => /낙/.test(l)), 'the 낙 is in the log');
  assert.ok(await wide() <= 0, 'no horizontal scroll');
  await page.screenshot({ path: join(shots, 'yut-team-end.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

await test('yut: a reload and a link bring the game back', async () => {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const { page, errors } = await open(context, 'yut.html?game=4&bot=greedy&fast=1', '#yboard .station');
  // A few of the player's turns, the bots answering.
  for (let turns = 0; turns < 6;) {
    const human = await page.getAttribute('body', 'data-human');
    if (human === 'throw') { await page.click('#throw'); continue; }
    if (human !== 'act') { await page.waitForTimeout(15); continue; }
    const lowest = (sel) => page.$$eval(sel, (els) => Math.min(...els.map((e) => Number(e.dataset.p))));
    await page.click(`[data-p="${await lowest('.movable')}"]`);
    await page.click(`[data-p="${await lowest('.target')}"]`);
    if (await page.isVisible('#choose-throw')) await page.click('#choose-throw .throw-choice');
    turns += 1;
  }
  await page.waitForFunction(() => document.body.dataset.human !== '0');
  const before = await yutSnapshot(page);
  await page.reload();
  await page.waitForSelector('#yboard .station');
  assert.deepEqual(await yutSnapshot(page), before);
  await page.click('#share');
  const link = await page.inputValue('#share-link');
  assert.match(link, /yut\.html#g=/);
  const fresh = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const other = await open(fresh, link.slice(base.length), '#yboard .station');
  assert.deepEqual(await yutSnapshot(other.page), before);
  assert.deepEqual(other.errors, []);
  await fresh.close();
  assert.deepEqual(errors, []);
  await context.close();
});
