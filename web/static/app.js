// The 쌍륙 page: draws what the wasm crate says and sends it the players' taps. Every
// sentence shown comes from the crate (the library's words, or the page's words in
// web/src/words.rs); this script writes none. Each side is a person (maybe named) or a
// bot; the dice are drawn by the page or thrown at the table and entered on six faces.
// The bots decide in a Web Worker. The game is kept in the browser's storage after every
// move. What the two pages share is in common.js.
import { WebGame, rules_html, presets, sides, bots as botList } from './ssangryuk_web.js';
import {
  $, W, lang, params, boot, bots, botPause, fillSelect, gameNumber, seatRows, setMessage,
  shareGame, showLog, store,
} from './common.js';

const BOT_PAUSE_MS = botPause(350);
const ID = 'ssangryuk';

let game = null;
let seats = null;
let selected = null;
let targets = [];
let pending = null; // a step waiting for the die to be chosen
let firstFace = null; // the first die tapped on the six faces
let timer = null;
let hint = null; // the hint asked for this turn: its plays and the best play's steps left
let lastStep = null; // the step just sent, to take it off the hint's marks

function st() { return JSON.parse(game.state()); }

/** The page's own words, by element id. */
const WORDS = [
  ['preset-label', 'preset'], ['rule-text-label', 'ruleText'], ['bo3-label', 'bestOfThree'],
  ['next', 'nextGame'], ['rest', 'rest'], ['choose-die-text', 'chooseDie'], ['seats-title', 'seats'],
  ['dice-label', 'dice'], ['share', 'share'], ['pick-again', 'pickAgain'], ['hint', 'hint'],
];

/** The sides' names in the language of the moment (the library's). */
const sideNames = () => JSON.parse(sides(lang));

function applyWords() {
  fillSelect($('preset'), JSON.parse(presets(lang)));
  const botItems = JSON.parse(botList(lang));
  const names = sideNames();
  if (!seats) {
    seats = seatRows($('seats'), [{ key: 'black', name: names.black }, { key: 'white', name: names.white }], botItems, { black: 'human', white: 'expert' });
  }
  seats.words(names, botItems);
  fillSelect($('dice-source'), [{ id: 'drawn', name: W.diceDrawn }, { id: 'hand', name: W.diceHand }]);
  $('share-link').setAttribute('aria-label', W.share);
}

/** The URL's seats and dice (`black=`, `white=` or `bot=`, `dice=hand`). */
function fieldsRead() {
  for (const key of ['black', 'white']) if (params.get(key)) seats.set(key, params.get(key));
  if (params.get('bot')) seats.set('white', params.get('bot'));
  if (params.get('dice')) $('dice-source').value = params.get('dice') === 'hand' ? 'hand' : 'drawn';
}

/** The settings as the game being played has them (after a resume). */
function showSettings(s) {
  const preset = [...$('preset').options].some((o) => o.value === s.rules);
  if (preset) $('preset').value = s.rules;
  $('rule-text').value = preset ? '' : s.rules;
  for (const seat of s.seats) seats.set(seat.side, seat.seat);
  $('dice-source').value = s.throws;
  $('number').value = String(s.matchNumber);
  $('best-of-three').checked = s.bestOfThree;
}

/** Up to five checkers, the last one numbered when there are more (not in a tray, whose
 *  label gives the count). */
function checkers(n, cls, numbered = true) {
  const out = [];
  const shown = Math.min(n, 5);
  for (let i = 0; i < shown; i++) {
    const c = document.createElement('span');
    c.className = 'c ' + cls;
    if (numbered && i === shown - 1 && n > 5) c.textContent = String(n);
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

/** A tray's count of borne-off checkers; none while the tray is empty (a bare 0 read as
 *  a mark of its own on the phone). */
function count(n) {
  if (n === 0) return [];
  const el = document.createElement('span');
  el.className = 'count';
  el.textContent = String(n);
  return [el];
}

function die(d, cls) {
  const el = document.createElement('span');
  el.className = 'die ' + cls;
  el.textContent = String(d);
  return el;
}

function render() {
  const s = st();
  store.save(ID, game.saved());
  document.body.dataset.phase = s.phase;
  document.body.dataset.human = s.humanToAct ? '1' : '0';
  document.body.dataset.next = s.next;
  document.body.dataset.side = s.side ?? '';
  const [black, white] = s.seats;
  $('game-line').textContent = `${s.rulesName} · ${W.gameNumber} ${s.number} · ${black.who} / ${white.who}`
    + (s.throws === 'hand' ? ` · ${W.handDice}` : '');
  const byP = new Map(s.points.map((pt) => [pt.p, pt]));
  const point = (p, i) => {
    const pt = byP.get(p);
    const content = pt.n > 0 ? checkers(pt.n, 'black') : checkers(-pt.n, 'white');
    return cell('point', p, pt.label, content, i % 2 === 1);
  };
  // The terminal's board (cli/src/board.rs): the tray (내보냄) on the left, the points
  // numbered from the left (상1 … 상12 on top, 하1 … 하12 below, black's home 하1–하6 at
  // the lower left), the bar (가운데) in the middle; each side's tray and bar on its half.
  const tray = (p, n, cls) => {
    const t = cell('tray', p, W.off, [...count(n), ...checkers(n, cls, false)]);
    t.setAttribute('aria-label', `${W.off} ${n}`);
    return t;
  };
  const top = [tray(-1, s.off.white, 'white')];
  for (let i = 0; i < 6; i++) top.push(point(24 - i, i));
  top.push(cell('bar', 26, W.bar, checkers(s.bar.white, 'white')));
  for (let i = 0; i < 6; i++) top.push(point(18 - i, i));
  const bottom = [tray(0, s.off.black, 'black')];
  for (let i = 0; i < 6; i++) bottom.push(point(1 + i, i + 1));
  bottom.push(cell('bar', 25, W.bar, checkers(s.bar.black, 'black')));
  for (let i = 0; i < 6; i++) bottom.push(point(7 + i, i + 1));
  $('row-top').replaceChildren(...top);
  $('row-bottom').replaceChildren(...bottom);
  $('board').dataset.mover = s.mover ?? '';
  for (const p of s.movable) document.querySelector(`#board [data-p="${p}"]`)?.classList.add('movable');
  if (selected !== null) {
    document.querySelector(`#board [data-p="${selected}"]`)?.classList.add('selected');
    for (const t of targets) document.querySelector(`#board [data-p="${t.to}"]`)?.classList.add('target');
  }
  showHint(s);
  // The dice: the roll, the ones used dimmed; while dice are entered, the first one tapped.
  const dice = [];
  if (s.next === 'enter') {
    if (firstFace !== null) dice.push(die(firstFace, s.side ?? 'black'));
  } else {
    const left = [...s.diceLeft];
    const roll = s.roll.length === 2 && s.roll[0] === s.roll[1] && left.length > 2 ? left : s.roll;
    for (const d of roll) {
      const el = die(d, s.rollSide ?? '');
      const k = left.indexOf(d);
      if (s.phase === 'moving' && k >= 0) left.splice(k, 1);
      else if (s.phase === 'moving') el.classList.add('used');
      dice.push(el);
    }
  }
  $('dice').replaceChildren(...dice);
  // The six faces, while real dice are to be entered.
  $('dice-pad').hidden = !s.pad;
  if (s.pad) {
    $('pad-prompt').textContent = s.pad[firstFace === null ? 0 : 1];
    $('pick-again').hidden = firstFace === null;
  }
  $('roll').hidden = s.throws === 'hand';
  $('roll').disabled = s.next !== 'roll';
  $('roll').textContent = s.phase === 'opening' ? W.openingRoll : W.roll;
  $('next').hidden = !s.canNext;
  $('rest').hidden = !s.mayRest;
  $('score').hidden = !s.score;
  $('score').textContent = s.score ?? '';
  $('handover').hidden = !s.handover;
  $('handover').className = `handover ${s.handover?.side ?? ''}`;
  $('handover').textContent = s.handover?.text ?? '';
  $('prompt').className = `prompt ${s.side ?? ''}`;
  $('prompt').textContent = s.botToAct ? `${s.prompt} ${bots.busy ? W.thinking : ''}` : (selected !== null ? W.chooseTarget : s.prompt);
  $('notice').textContent = [s.outcome ?? s.notice, s.matchWinner].filter(Boolean).join(' · ');
  $('pips').textContent = `${W.pips}: ${black.name} ${s.pips.black} · ${white.name} ${s.pips.white}`;
  showLog(s.log);
}

function clearSelection() { selected = null; targets = []; }

/** The hint: the best plays with their equities and what the numbers mean, and the best
 *  play's steps marked on the board (each checker's point, and where it goes numbered in
 *  order); gone once the turn is no longer the person's or a step leaves the play. */
function showHint(s) {
  $('hint').disabled = !(s.humanToAct && s.next === 'move');
  if (hint && $('hint').disabled) hint = null;
  $('hint-box').hidden = !hint;
  if (!hint) return;
  $('hint-lead').textContent = hint.lead;
  $('hint-plays').replaceChildren(...hint.plays.map((p) => {
    const li = document.createElement('li');
    li.textContent = `${p.text}  ${p.equity}`;
    return li;
  }));
  $('hint-means').textContent = hint.plays.length ? hint.means : '';
  const mark = (p, cls, key, n) => {
    const el = document.querySelector(`#board [data-p="${p}"]`);
    if (!el) return;
    el.classList.add(cls);
    el.dataset[key] = el.dataset[key] ? `${el.dataset[key]}·${n}` : String(n);
  };
  hint.steps.forEach((st, i) => {
    mark(st.from, 'hint-from', 'hintFrom', i + 1);
    mark(st.to, 'hint-to', 'hint', i + 1);
  });
}

/** A step was made: the hint's marks keep the rest of its play if the step was one of
 *  them, and go otherwise. */
function stepMade() {
  if (!hint || !lastStep) return;
  const k = hint.steps.findIndex((st) => st.from === lastStep.from && st.to === lastStep.to);
  if (k < 0) hint = null;
  else hint.steps.splice(k, 1);
  if (hint && !hint.steps.length) hint = null;
}

function afterAnswer(answer) {
  const r = JSON.parse(answer);
  if (r.ask) {
    showDieChoice(r.ask);
    return;
  }
  setMessage(r.error);
  if (!r.error) {
    clearSelection();
    stepMade();
  }
  lastStep = null;
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
      lastStep = pending;
      pending = null;
      afterAnswer(game.step(from, to, d));
    });
    return b;
  }));
  $('choose-die').hidden = false;
}

/** Whether the page's place `p` holds a checker of the side to move. */
function ownChecker(s, p) {
  if (s.mover === 'black' && p === 25) return s.bar.black > 0;
  if (s.mover === 'white' && p === 26) return s.bar.white > 0;
  const pt = s.points.find((x) => x.p === p);
  return !!pt && (s.mover === 'black' ? pt.n > 0 : pt.n < 0);
}

function tap(p) {
  if (!game || pending) return;
  const s = st();
  if (!s.mover) return;
  setMessage('');
  if (selected !== null && p === selected) {
    clearSelection();
    setMessage(W.cancelled);
    render();
    return;
  }
  if (selected !== null && (targets.some((t) => t.to === p) || p <= 0 || !ownChecker(s, p))) {
    pending = { from: selected, to: p };
    lastStep = pending;
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

/** A face tapped: the first die, then the second, which enters the two. */
function face(n) {
  if (!game || st().next !== 'enter') return;
  setMessage('');
  if (firstFace === null) {
    firstFace = n;
    render();
    return;
  }
  const a = firstFace;
  firstFace = null;
  afterAnswer(game.enter_dice(a, n));
}

function drive() {
  clearTimeout(timer);
  if (!game || bots.busy) return;
  const s = st();
  if (!s.botToAct) return;
  timer = setTimeout(() => {
    const req = JSON.parse(game.bot_request());
    if (req === null) {
      setMessage(JSON.parse(game.bot_roll()).error);
      render();
      drive();
      return;
    }
    bots.ask(req);
    render();
  }, BOT_PAUSE_MS);
}

bots.onAnswer(({ index, error }) => {
  const r = error ? { error } : JSON.parse(game.bot_play(index));
  setMessage(r.error);
  render();
  drive();
});

/** A game is set (new or resumed): nothing selected, the bots told, drawn. */
function ready() {
  bots.newGame();
  pending = null;
  firstFace = null;
  const s = st();
  if (s.seats.some((x) => x.seat === 'expert')) bots.worker.postMessage({ warm: s.rules });
  $('choose-die').hidden = true;
  clearSelection();
  setMessage('');
  render();
  drive();
}

function startGame() {
  const text = $('rule-text').value.trim() || $('preset').value;
  try {
    const g = new WebGame(text, gameNumber(), seats.read('black'), seats.read('white'), $('dice-source').value, $('best-of-three').checked, lang);
    game?.free();
    game = g;
  } catch (err) {
    // The library's refusal of a setting; the game being played goes on (on the first
    // load, the chosen preset's game with the default seats starts instead).
    if (!game) {
      $('rule-text').value = '';
      seats.set('black', 'human');
      seats.set('white', 'expert');
      startGame();
    }
    setMessage(String(err));
    return;
  }
  $('share-box').hidden = true;
  ready();
}

/** Goes on with a saved game (a link's or the storage's); false when there is none. */
function resume(text) {
  if (!text) return false;
  const g = WebGame.resume(text, lang); // throws the refusal, in the library's words
  game?.free();
  game = g;
  showSettings(st());
  ready();
  return true;
}

$('roll').addEventListener('click', () => {
  clearSelection();
  setMessage(JSON.parse(game.roll()).error);
  render();
  drive();
});
$('hint').addEventListener('click', () => {
  hint = JSON.parse(game.hint());
  render();
});
$('rest').addEventListener('click', () => {
  clearSelection();
  setMessage(JSON.parse(game.rest()).error);
  render();
  drive();
});
$('next').addEventListener('click', () => { if (game.next_game()) { bots.newGame(); clearSelection(); render(); drive(); } });
for (const b of document.querySelectorAll('#faces .face')) b.addEventListener('click', () => face(Number(b.dataset.face)));
$('pick-again').addEventListener('click', () => { firstFace = null; render(); });
$('share').addEventListener('click', () => shareGame(game.saved(), $('share-link')));
document.addEventListener('keydown', (e) => {
  // The digits 1–6 tap the faces while real dice are entered.
  if (/^[1-6]$/.test(e.key) && !$('dice-pad').hidden && document.activeElement?.tagName !== 'INPUT') {
    e.preventDefault();
    face(Number(e.key));
  }
});

boot({
  id: ID,
  words: WORDS,
  applyWords,
  fields: [['game', 'number'], ['rules', 'rule-text']],
  fieldsRead,
  start: startGame,
  resume,
  langChanged() {
    game?.set_lang(lang);
    if (hint) hint = JSON.parse(game.hint());
    if (game) render();
  },
  rulesHtml: () => rules_html(game ? st().rules : ($('rule-text').value.trim() || $('preset').value), lang),
  cancel() {
    if (selected !== null) { clearSelection(); setMessage(W.cancelled); render(); }
  },
  keys: ['r'],
  button: 'roll',
});
