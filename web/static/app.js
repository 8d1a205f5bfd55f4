// The 쌍륙 page: draws what the wasm crate says and sends it the player's taps. Every
// sentence shown comes from the crate (the library's words, or the page's words in
// web/src/words.rs); this script writes none. The bot decides in a Web Worker. What the
// two pages share is in common.js.
import { WebGame, rules_html, presets, bots as botList } from './ssangryuk_web.js';
import { $, W, lang, boot, bots, botPause, fillSelect, gameNumber, setMessage, showLog } from './common.js';

const BOT_PAUSE_MS = botPause(350);

let game = null;
let selected = null;
let targets = [];
let pending = null; // a step waiting for the die to be chosen
let timer = null;

function st() { return JSON.parse(game.state()); }

/** The page's own words, by element id. */
const WORDS = [
  ['preset-label', 'preset'], ['rule-text-label', 'ruleText'], ['bo3-label', 'bestOfThree'],
  ['next', 'nextGame'], ['rest', 'rest'], ['choose-die-text', 'chooseDie'],
];

function applyWords() {
  fillSelect($('preset'), JSON.parse(presets(lang)));
  fillSelect($('opponent'), JSON.parse(botList(lang)), $('opponent').value || 'greedy');
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
  $('prompt').textContent = s.botToAct ? `${W.botTurn} ${bots.busy ? W.thinking : ''}` : (selected !== null ? W.chooseTarget : s.prompt);
  $('notice').textContent = [s.outcome ?? s.notice, s.matchWinner].filter(Boolean).join(' · ');
  $('pips').textContent = `${W.pips}: ${s.you} ${s.pips.black} · ${s.opponent} ${s.pips.white}`;
  showLog(s.log);
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
  if (!game || bots.busy) return;
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
    bots.ask(req);
    render();
  }, BOT_PAUSE_MS);
}

bots.onAnswer(({ index }) => {
  const r = JSON.parse(game.bot_play(index));
  setMessage(r.error);
  render();
  drive();
});

function startGame() {
  const text = $('rule-text').value.trim() || $('preset').value;
  try {
    const g = new WebGame(text, gameNumber(), $('opponent').value, $('best-of-three').checked, lang);
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
  bots.newGame();
  pending = null;
  if ($('opponent').value === 'expert') bots.worker.postMessage({ warm: st().rules });
  $('choose-die').hidden = true;
  clearSelection();
  setMessage('');
  render();
  drive();
}

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
$('next').addEventListener('click', () => { if (game.next_game()) { bots.newGame(); clearSelection(); render(); drive(); } });

boot({
  id: 'ssangryuk',
  words: WORDS,
  applyWords,
  fields: [['game', 'number'], ['bot', 'opponent'], ['rules', 'rule-text']],
  start: startGame,
  langChanged() {
    game?.set_lang(lang);
    if (game) render();
  },
  rulesHtml: () => rules_html(game ? st().rules : ($('rule-text').value.trim() || $('preset').value), lang),
  cancel() {
    if (selected !== null) { clearSelection(); setMessage(W.cancelled); render(); }
  },
  keys: ['r'],
  button: 'roll',
});
