// The 쌍륙 page: draws what the wasm crate says and sends it the player's taps. Every
// sentence shown comes from the crate (the library's words, or the page's words in
// web/src/words.rs); this script writes none. The bot decides in a Web Worker.
import init, { WebGame, rules_html, presets, bots, words } from './ssangryuk_web.js';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const BOT_PAUSE_MS = params.has('fast') ? 0 : 350;

let lang = params.get('lang') === 'en' ? 'en' : 'ko';
let W = {};
let game = null;
let gameKey = 0;
let selected = null;
let targets = [];
let pending = null; // a step waiting for the die to be chosen
let botBusy = false;
let timer = null;
const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
// For the tests: the bot's decision times in milliseconds, in order.
window.__botTimes = [];

function st() { return JSON.parse(game.state()); }

function setMessage(text) { $('message').textContent = text || ''; }

function fillSelect(sel, items, keep) {
  const old = keep ?? sel.value;
  sel.replaceChildren(...items.map((it) => new Option(it.name, it.id)));
  if (old && items.some((it) => it.id === old)) sel.value = old;
}

function applyWords() {
  W = JSON.parse(words(lang));
  document.documentElement.lang = lang;
  document.title = W.title;
  $('title').textContent = W.title;
  $('to-yut').textContent = W.yutTitle;
  $('to-yut').href = `yut.html${lang === 'en' ? '?lang=en' : ''}`;
  $('rules-button').textContent = W.rulesView;
  $('lang-button').textContent = W.otherLang;
  $('settings-title').textContent = W.settings;
  $('preset-label').textContent = W.preset;
  $('rule-text-label').textContent = W.ruleText;
  $('opponent-label').textContent = W.opponent;
  $('number-label').textContent = W.gameNumber;
  $('bo3-label').textContent = W.bestOfThree;
  $('start').textContent = W.start;
  $('new').textContent = W.newGame;
  $('next').textContent = W.nextGame;
  $('rest').textContent = W.rest;
  $('rules-close').textContent = W.close;
  $('log-title').textContent = W.log;
  $('choose-die-text').textContent = W.chooseDie;
  fillSelect($('preset'), JSON.parse(presets(lang)));
  fillSelect($('opponent'), JSON.parse(bots(lang)), $('opponent').value || 'greedy');
}

function checkers(n, cls) {
  const out = [];
  const shown = Math.min(n, 5);
  for (let i = 0; i < shown; i++) {
    const c = document.createElement('span');
    c.className = 'c ' + cls;
    if (i === shown - 1 && n > 5) c.textContent = String(n);
    out.push(c);
  }
  return out;
}

function cell(kind, p, label, content, alt) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = kind + (alt ? ' alt' : '');
  b.dataset.p = String(p);
  const l = document.createElement('span');
  l.className = 'label';
  l.textContent = label;
  b.append(l, ...content);
  b.addEventListener('click', () => tap(p));
  return b;
}

function render() {
  const s = st();
  document.body.dataset.phase = s.phase;
  document.body.dataset.human = s.humanToAct ? '1' : '0';
  $('game-line').textContent = `${s.rulesName} · ${W.gameNumber} ${s.number} · ${W.you}: ${s.you} · ${W.opponent}: ${s.botName} (${s.opponent})`;
  const byP = new Map(s.points.map((pt) => [pt.p, pt]));
  const point = (p, i) => {
    const pt = byP.get(p);
    const content = pt.n > 0 ? checkers(pt.n, 'black') : checkers(-pt.n, 'white');
    return cell('point', p, pt.label, content, i % 2 === 1);
  };
  const top = [];
  for (let i = 0; i < 6; i++) top.push(point(13 + i, i));
  top.push(cell('bar', 26, W.bar, checkers(s.bar.white, 'white')));
  for (let i = 0; i < 6; i++) top.push(point(19 + i, i));
  const tray = (p, n, cls) => {
    const t = cell('tray', p, narrow ? String(n) : `${W.off} ${n}`, checkers(n, cls));
    t.setAttribute('aria-label', `${W.off} ${n}`);
    return t;
  };
  const narrow = window.innerWidth < 600;
  top.push(tray(-1, s.off.white, 'white'));
  const bottom = [];
  for (let i = 0; i < 6; i++) bottom.push(point(12 - i, i + 1));
  bottom.push(cell('bar', 25, W.bar, checkers(s.bar.black, 'black')));
  for (let i = 0; i < 6; i++) bottom.push(point(6 - i, i + 1));
  bottom.push(tray(0, s.off.black, 'black'));
  $('row-top').replaceChildren(...top);
  $('row-bottom').replaceChildren(...bottom);
  for (const p of s.movable) document.querySelector(`#board [data-p="${p}"]`)?.classList.add('movable');
  if (selected !== null) {
    document.querySelector(`#board [data-p="${selected}"]`)?.classList.add('selected');
    for (const t of targets) document.querySelector(`#board [data-p="${t.to}"]`)?.classList.add('target');
  }
  // The dice: the roll, the ones used dimmed.
  const left = [...s.diceLeft];
  const dice = [];
  const roll = s.roll.length === 2 && s.roll[0] === s.roll[1] && left.length > 2 ? left : s.roll;
  for (const d of roll) {
    const el = document.createElement('span');
    el.className = 'die ' + (s.rollSide ?? '');
    el.textContent = String(d);
    const k = left.indexOf(d);
    if (s.phase === 'moving' && k >= 0) left.splice(k, 1);
    else if (s.phase === 'moving') el.classList.add('used');
    dice.push(el);
  }
  $('dice').replaceChildren(...dice);
  const canRoll = s.humanToAct && (s.phase === 'opening' || s.phase === 'roll');
  $('roll').disabled = !canRoll;
  $('roll').textContent = s.phase === 'opening' ? W.openingRoll : W.roll;
  $('next').hidden = !s.canNext;
  $('rest').hidden = !s.mayRest;
  $('score').hidden = !s.score;
  $('score').textContent = s.score ?? '';
  $('prompt').textContent = s.botToAct ? `${W.botTurn} ${botBusy ? W.thinking : ''}` : (selected !== null ? W.chooseTarget : s.prompt);
  $('notice').textContent = [s.outcome ?? s.notice, s.matchWinner].filter(Boolean).join(' · ');
  $('pips').textContent = `${W.pips}: ${s.you} ${s.pips.black} · ${s.opponent} ${s.pips.white}`;
  const log = $('log');
  log.replaceChildren(...s.log.map((line) => { const li = document.createElement('li'); li.textContent = line; return li; }));
  log.scrollTop = log.scrollHeight;
}

function clearSelection() { selected = null; targets = []; }

function afterAnswer(answer) {
  const r = JSON.parse(answer);
  if (r.ask) {
    showDieChoice(r.ask);
    return;
  }
  setMessage(r.error);
  if (!r.error) clearSelection();
  render();
  drive();
}

function showDieChoice(dice) {
  const box = $('die-buttons');
  box.replaceChildren(...dice.map((d) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'die-choice';
    b.textContent = String(d);
    b.addEventListener('click', () => {
      $('choose-die').hidden = true;
      const { from, to } = pending;
      pending = null;
      afterAnswer(game.step(from, to, d));
    });
    return b;
  }));
  $('choose-die').hidden = false;
}

function tap(p) {
  if (!game || pending) return;
  const s = st();
  if (!s.humanToAct || s.phase !== 'moving') return;
  setMessage('');
  if (selected !== null && p === selected) {
    clearSelection();
    setMessage(W.cancelled);
    render();
    return;
  }
  if (selected !== null && (targets.some((t) => t.to === p) || p === 0 || !ownChecker(s, p))) {
    pending = { from: selected, to: p };
    const answer = game.step(selected, p, 0);
    if (!JSON.parse(answer).ask) pending = null;
    afterAnswer(answer);
    return;
  }
  if (ownChecker(s, p)) {
    const t = JSON.parse(game.targets(p));
    if (t.error) {
      clearSelection();
      setMessage(t.error);
    } else {
      selected = p;
      targets = t.targets;
    }
    render();
  }
}

function ownChecker(s, p) {
  if (p === 25) return s.bar.black > 0;
  const pt = s.points.find((x) => x.p === p);
  return !!pt && pt.n > 0;
}

function drive() {
  clearTimeout(timer);
  if (!game || botBusy) return;
  const s = st();
  if (!s.botToAct) return;
  timer = setTimeout(() => {
    const req = JSON.parse(game.bot_request());
    if (req === null) {
      setMessage(JSON.parse(game.roll()).error);
      render();
      drive();
      return;
    }
    botBusy = true;
    render();
    worker.postMessage({ key: gameKey, ...req });
  }, BOT_PAUSE_MS);
}

worker.onmessage = (e) => {
  const { key, index, ms } = e.data;
  if (key !== gameKey) return;
  botBusy = false;
  window.__botTimes.push(ms);
  const r = JSON.parse(game.bot_play(index));
  setMessage(r.error);
  render();
  drive();
};
worker.onerror = (e) => { setMessage(String(e.message)); };

function startGame() {
  const text = $('rule-text').value.trim() || $('preset').value;
  const number = Math.max(1, Math.min(4000000000, Number($('number').value) || 1));
  try {
    const g = new WebGame(text, number, $('opponent').value, $('best-of-three').checked, lang);
    game?.free();
    game = g;
  } catch (err) {
    // The library's refusal of the rule text; the game being played goes on (on the
    // first load, the chosen preset's game starts instead).
    if (!game) {
      $('rule-text').value = '';
      startGame();
    }
    setMessage(String(err));
    return;
  }
  gameKey += 1;
  botBusy = false;
  pending = null;
  if ($('opponent').value === 'expert') worker.postMessage({ warm: st().rules });
  $('choose-die').hidden = true;
  clearSelection();
  setMessage('');
  render();
  drive();
}

async function main() {
  await init();
  applyWords();
  if (params.get('game')) $('number').value = params.get('game');
  if (params.get('bot')) $('opponent').value = params.get('bot');
  if (params.get('rules')) $('rule-text').value = params.get('rules');
  $('settings-form').addEventListener('submit', (e) => { e.preventDefault(); startGame(); });
  $('new').addEventListener('click', startGame);
  $('roll').addEventListener('click', () => {
    clearSelection();
    setMessage(JSON.parse(game.roll()).error);
    render();
    drive();
  });
  $('rest').addEventListener('click', () => {
    clearSelection();
    setMessage(JSON.parse(game.rest()).error);
    render();
    drive();
  });
  $('next').addEventListener('click', () => { if (game.next_game()) { gameKey += 1; clearSelection(); render(); drive(); } });
  $('lang-button').addEventListener('click', () => {
    lang = lang === 'ko' ? 'en' : 'ko';
    applyWords();
    game?.set_lang(lang);
    if (game) render();
  });
  $('rules-button').addEventListener('click', () => {
    const text = game ? st().rules : ($('rule-text').value.trim() || $('preset').value);
    try {
      $('rules-content').innerHTML = rules_html(text, lang);
    } catch (err) {
      $('rules-content').textContent = String(err);
    }
    $('rules-dialog').showModal();
    $('rules-dialog').scrollTop = 0;
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && selected !== null) { clearSelection(); setMessage(W.cancelled); render(); }
    if (e.key === 'r' && !$('roll').disabled && document.activeElement?.tagName !== 'INPUT') { e.preventDefault(); $('roll').click(); }
  });
  startGame();
}

main();
