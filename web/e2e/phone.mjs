// Phone-size checks (390×844) of what a family at one phone met: the 쌍륙 bar's and trays'
// labels whole and readable (10 px at least, where 2vw shrank them to 7.8 px) in their
// narrow columns, no bare 0 in an empty tray; and the yut page's buttons of real sticks,
// each showing its key (1–5, b, n, as the terminal's), the keys entering the results.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { open, test, shots, browser } from './lib.mjs';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

await test('phone 390×844: the 쌍륙 bar and trays are labelled whole, an empty tray shows no 0', async () => {
  for (const lang of ['ko', 'en']) {
    const context = await browser.newContext(phone);
    await context.addInitScript((l) => localStorage.setItem('ssangryuk:lang', l), lang);
    const { page, errors } = await open(context, '?game=3&fast=1');
    const labels = await page.$$eval('#board .bar .label, #board .tray .label', (els) => els.map((e) => {
      const box = e.getBoundingClientRect();
      const cell = e.parentElement.getBoundingClientRect();
      return {
        text: e.textContent,
        clipped: e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1,
        inside: box.left >= cell.left - 1 && box.right <= cell.right + 1 && box.top >= cell.top - 1 && box.bottom <= cell.bottom + 1,
        width: cell.width,
        font: parseFloat(getComputedStyle(e).fontSize),
      };
    }));
    assert.equal(labels.length, 4, JSON.stringify(labels));
    for (const l of labels) {
      assert.ok(l.text.length > 0, JSON.stringify(l));
      assert.ok(!l.clipped && l.inside, `${lang}: a label cut in its ${l.width.toFixed(0)} px column: ${JSON.stringify(l)}`);
      // Readable: not shrunk to fit across the column (2vw was 7.8 px here).
      assert.ok(l.font >= 10, `${lang}: a label in ${l.font} px: ${JSON.stringify(l)}`);
    }
    assert.deepEqual(
      await page.$$eval('#board .tray', (els) => els.map((e) => e.textContent)),
      lang === 'ko' ? ['내보냄', '내보냄'] : ['Off', 'Off'],
      'an empty tray shows its label and no 0',
    );
    assert.ok((await page.$$eval('#board .tray .count', (els) => els.length)) === 0);
    await page.screenshot({ path: join(shots, `phone-sr-bar-trays-${lang}.png`) });
    assert.deepEqual(errors, []);
    await context.close();
  }
});

await test('phone 390×844: the yut buttons of real sticks show their keys, and the keys enter them', async () => {
  const context = await browser.newContext(phone);
  const { page, errors } = await open(context, 'yut.html?game=3&sticks=hand&seats=human:A,human:B&fast=1', '#yboard .station');
  const buttons = () => page.$$eval('#hand-throws button', (els) => els.map((b) => ({
    name: b.textContent,
    key: b.dataset.key,
    shortcut: b.getAttribute('aria-keyshortcuts'),
    shown: getComputedStyle(b, '::after').content,
  })));
  const shown = await buttons();
  assert.deepEqual(shown.map((b) => `${b.name} ${b.key}`), ['도 1', '개 2', '걸 3', '윷 4', '모 5', '빽도 b', '낙 n']);
  for (const b of shown) {
    assert.equal(b.shortcut, b.key);
    assert.equal(b.shown, `"${b.key}"`, `the key is drawn on ${b.name}`);
  }
  await page.screenshot({ path: join(shots, 'phone-yut-stick-keys.png') });
  // 4 enters 윷 (a throw again), 3 then 걸: both held; a key with no result does nothing.
  await page.keyboard.press('x');
  assert.equal(await page.$$eval('#held .chip', (els) => els.length), 0);
  await page.keyboard.press('4');
  await page.keyboard.press('3');
  assert.deepEqual(await page.$$eval('#held .chip', (els) => els.map((e) => e.textContent)), ['윷', '걸']);
  // Spend them, then the other person's 0 is 빽도 and n a 낙.
  for (let i = 0; i < 2; i++) {
    await page.tap('#waiting');
    await page.waitForSelector('.target');
    await page.tap('.target');
    if (await page.isVisible('#choose-throw')) await page.tap('#choose-throw .throw-choice');
  }
  await page.waitForFunction(() => document.querySelector('#hand-prompt').textContent.startsWith('2편'));
  const before = await page.$$eval('#log li', (els) => els.length);
  await page.keyboard.press('n');
  await page.waitForFunction((n) => document.querySelectorAll('#log li').length > n, before);
  assert.match(await page.$eval('#log', (e) => e.textContent), /낙/);
  assert.deepEqual(errors, []);
  await context.close();
});
