// The 윷놀이 page: draws what the wasm crate says and sends it the players' taps. Every
// sentence shown comes from the crate (the yutnori and session libraries' words, or the
// page's words in web/src/words.rs); this script writes none. Each side, and in a team game
// each member of it, is a person (maybe named) or a bot; the sticks are drawn by the page or
// thrown at the table and entered on buttons (도 개 걸 윷 모 빽도 낙). When the turn goes to
// another person, a banner says whose it is. The bots decide in a Web Worker. The game is
// kept in the browser's storage after every move and travels as a link. What the two pages
// share is in common.js.
import { YutGame, yut_rules_html, yut_variants, yut_bots, yut_seats } from './ssangryuk_web.js';
import {
  $, W, lang, params, boot, bots, botPause, fillSelect, gameNumber, seatRows, setMessage,
  shareGame, showLog, store,
} from './common.js';

const BOT_PAUSE_MS = botPause(450);
const ID = 'yut';
/** The keys of the buttons of real sticks, as the terminal's (cli/src/yut/screen.rs): 1–5
 *  for 도…모, b for 빽도 (0 and - too), g for 자유걸, n for 낙. */
const HAND_KEYS = { do: '1', gae: '2', geol: '3', yut: '4', mo: '5', backdo: 'b', freegeol: 'g', nak: 'n' };
const WAITING = 29;
const HOME = 30;

let variants = [];
let game = null;
let seats = null;
let seatKeys = [];
let selected = null;
let targets = [];
let pending = null; // a move waiting for its result to be chosen
let timer = null;

function st() { return JSON.parse(game.state()); }

/** The page's own words, by element id. */
const WORDS = [
  ['variant-label', 'variant'], ['rule-text-label', 'yutRuleText'], ['sides-label', 'sides'],
  ['members-label', 'members'], ['pieces-label', 'pieces'], ['throw', 'throwSticks'],
  ['pass', 'pass'], ['choose-throw-text', 'chooseThrow'], ['seats-title', 'seats'],
  ['sticks-label', 'sticks'], ['share', 'share'],
];

/** The rule text of the settings (or the variant chosen) and its counts (0: the rules'). */
const ruleText = () => $('rule-text').value.trim() || $('variant').value;
const count = (id) => Math.max(0, Math.min(6, Number($(id).value) || 0));

/** The seats' rows for the rules and counts of the settings: a row per member of every
 *  side, named as the session names them; a row kept keeps its choice, a new one is a
 *  person on side 1 and `?bot=` (or the expert) elsewhere. */
function buildSeats() {
  const labels = JSON.parse(yut_seats(ruleText(), count('sides'), count('members'), lang));
  if (!labels.length) return; // counts the rules refuse: the refusal comes at the start
  const botItems = JSON.parse(yut_bots(lang));
  const names = Object.fromEntries(labels.map((l) => [l.key, l.name]));
  const keys = labels.map((l) => l.key);
  if (seats && keys.join() === seatKeys.join()) { seats.words(names, botItems); return; }
  const old = Object.fromEntries(seatKeys.map((k) => [k, seats.read(k)]));
  const bot = params.get('bot') ?? 'expert';
  const defaults = Object.fromEntries(labels.map((l) => [l.key, old[l.key] ?? (l.side === 0 ? 'human' : bot)]));
  seats = seatRows($('seats'), labels.map((l) => ({ key: l.key, name: l.name, cls: `side-${l.side}` })), botItems, defaults);
  seatKeys = keys;
}

function applyWords() {
  variants = JSON.parse(yut_variants(lang));
  fillSelect($('variant'), variants);
  fillSelect($('sticks-source'), [{ id: 'drawn', name: W.sticksDrawn }, { id: 'hand', name: W.sticksHand }]);
  buildSeats();
  describeVariant();
  $('share-link').setAttribute('aria-label', W.share);
}

/** The URL's seats and sticks (`bot=` for every seat but side 1's, `seats=a,b,…` one per
 *  seat in order, `sticks=hand`), read after the other fields. */
function fieldsRead() {
  buildSeats();
  const list = params.get('seats')?.split(',') ?? [];
  list.forEach((text, i) => { if (seatKeys[i]) seats.set(seatKeys[i], text); });
  if (params.get('sticks')) $('sticks-source').value = params.get('sticks') === 'hand' ? 'hand' : 'drawn';
}

/** The settings as the game being played has them (after a resume). */
function showSettings(s) {
  const preset = variants.some((v) => v.id === s.rules);
  if (preset) $('variant').value = s.rules;
  $('rule-text').value = preset ? '' : s.rules;
  for (const id of ['sides', 'members', 'pieces']) $(id).value = String(s[id]);
  $('number').value = String(s.number);
  buildSeats();
  for (const seat of s.seats) seats.set(seat.key, seat.seat);
  $('sticks-source').value = s.throws;
}

function describeVariant() {
  $('variant-description').textContent = variants.find((v) => v.id === $('variant').value)?.description ?? '';
}

function piece(side, count) {
  const p = document.createElement('span');
  p.className = `piece side-${side}`;
  p.textContent = count > 1 ? String(count) : '';
  return p;
}

let linesDrawn = false;
const at = (n) => 8 + (n * 84) / 6; // a grid line's position, in percent

function render() {
  const s = st();
  store.save(ID, game.saved());
  document.body.dataset.phase = s.phase;
  document.body.dataset.next = s.next;
  document.body.dataset.human = s.humanToThrow ? 'throw' : (s.humanToEnter ? 'enter' : (s.humanToAct ? 'act' : '0'));
  document.body.dataset.turn = String(s.turn);
  document.body.dataset.member = String(s.thrower);
  $('game-line').textContent = `${s.rulesName} · ${W.gameNumber} ${s.number}` + (s.throws === 'hand' ? ` · ${W.handSticks}` : '');
  // Another person's turn on the shared screen: whose, which member, their colour.
  const handingOver = !!s.handover && $('handover').hidden;
  $('handover').hidden = !s.handover;
  $('handover').className = `handover side-${s.handover?.side ?? ''}`;
  $('handover').textContent = s.handover?.text ?? '';
  // A new hand-over is on the screen even when the page was scrolled to the log.
  if (handingOver) $('handover').scrollIntoView({ block: 'nearest' });
  $('turn-line').className = s.phase === 'over' ? '' : `turn side-${s.turn}`;
  $('turn-line').textContent = s.turnLine;
  $('turn-line').hidden = s.phase === 'over'; // the notice says who won
  const board = $('yboard');
  if (!linesDrawn) {
    const svg = $('lines');
    const byId = new Map(s.stations.map((x) => [x.id, x]));
    for (const a of s.stations) {
      for (const id of a.next) {
        const b = byId.get(id);
        const l = document.createElementNS('http://www.w3.org/2000/svg', 'line');
        l.setAttribute('x1', at(a.col)); l.setAttribute('y1', at(a.row));
        l.setAttribute('x2', at(b.col)); l.setAttribute('y2', at(b.row));
        svg.append(l);
      }
    }
    linesDrawn = true;
  }
  board.querySelectorAll('.station').forEach((e) => e.remove());
  for (const x of s.stations) {
    const b = document.createElement('button');
    b.type = 'button';
    const big = x.id === 0 || x.id === 5 || x.id === 10 || x.id === 15 || x.id === 22;
    b.className = `station col-${x.col}` + (big ? ' big' : '');
    b.dataset.p = String(x.id);
    b.style.left = `${at(x.col)}%`;
    b.style.top = `${at(x.row)}%`;
    b.title = x.name;
    if (x.side !== null) b.append(piece(x.side, x.count));
    const name = document.createElement('span');
    name.className = 'sname';
    name.textContent = x.name;
    b.append(name);
    b.setAttribute('aria-label', x.side !== null ? `${x.name}: ${s.sides[x.side].name} ${x.count}` : x.name);
    b.addEventListener('click', () => tap(x.id));
    board.append(b);
  }
  // The waiting pieces and home of the side to move.
  const me = s.sides[s.turn];
  const tray = (el, label, n) => {
    el.replaceChildren(document.createTextNode(`${label} ${n}`), ...Array.from({ length: n }, () => piece(me.side, 1)));
    el.classList.remove('movable', 'selected', 'target');
  };
  tray($('waiting'), W.waiting, me.waiting);
  tray($('home'), W.home, me.finished);
  for (const p of s.origins) document.querySelector(`[data-p="${p}"]`)?.classList.add('movable');
  if (selected !== null) {
    document.querySelector(`[data-p="${selected}"]`)?.classList.add('selected');
    for (const t of targets) document.querySelector(`[data-p="${t.to}"]`)?.classList.add('target');
  }
  // The last throw: four sticks (drawn by the page), the marked one first; who threw what.
  const sticks = $('sticks');
  sticks.replaceChildren(...(s.sticks?.flat ?? []).map((flat, k) => {
    const d = document.createElement('span');
    d.className = `stick ${flat ? 'flat' : 'round'}${k === 0 ? ' marked' : ''}`;
    return d;
  }));
  $('throw-result').textContent = s.thrown?.text ?? '';
  $('throw-result').className = s.thrown ? `side-text-${s.thrown.side}` : '';
  // Real sticks: a button for every result the rules have.
  $('hand-pad').hidden = !s.hand;
  $('hand-prompt').textContent = s.hand ? `${s.player} · ${W.enterThrow}` : '';
  $('hand-pad').className = s.hand ? `pad-side-${s.turn}` : '';
  $('hand-throws').replaceChildren(...(s.hand ?? []).map((t) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = `hand-throw${t.id === 'nak' ? ' nak' : ''}${t.id === 'backdo' ? ' backdo' : ''}`;
    b.dataset.throw = t.id;
    b.textContent = t.name;
    // Its key, shown on the button (as the terminal's: 1–5 for 도…모, b for 빽도, g for
    // 자유걸, n for 낙).
    b.dataset.key = HAND_KEYS[t.id] ?? '';
    if (b.dataset.key) b.setAttribute('aria-keyshortcuts', b.dataset.key);
    b.addEventListener('click', () => enter(t.id));
    return b;
  }));
  $('held').replaceChildren(document.createTextNode(`${W.held}: `), ...s.pending.map((t) => {
    const c = document.createElement('span');
    c.className = 'chip';
    c.textContent = t.name;
    return c;
  }), document.createTextNode(s.owed > 0 && s.phase !== 'over' ? `${s.pending.length ? ' · ' : ''}${W.owed} ${s.owed}` : ''));
  // After the end a new game is the one thing left to do: the throw button goes and the
  // new-game button stands first, as the main button.
  $('throw').hidden = s.throws === 'hand' || s.phase === 'over';
  $('new').classList.toggle('main', s.phase === 'over');
  $('throw').disabled = !s.humanToThrow;
  $('pass').hidden = !s.mayPass;
  $('prompt').textContent = s.botToMove ? `${s.prompt} ${bots.busy ? W.thinking : ''}` : (selected !== null ? W.yutTarget : s.prompt);
  $('notice').textContent = s.winner ?? s.notice ?? '';
  $('side-list').replaceChildren(...s.sides.map((x) => {
    const li = document.createElement('li');
    if (x.side === s.turn && s.phase !== 'over') li.className = 'turn';
    const sw = document.createElement('span');
    sw.className = `swatch side-${x.side}`;
    li.append(sw, document.createTextNode(`${x.who} · ${W.waiting} ${x.waiting} · ${W.home} ${x.finished}`));
    return li;
  }));
  showLog(s.log);
}

function clearSelection() { selected = null; targets = []; }

function afterAnswer(answer) {
  const r = JSON.parse(answer);
  if (r.ask) { showThrowChoice(r.ask); return; }
  pending = null;
  setMessage(r.error);
  if (!r.error) clearSelection();
  render();
  drive();
}

function showThrowChoice(throws) {
  $('throw-buttons').replaceChildren(...throws.map((t) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'throw-choice';
    b.textContent = t.name;
    b.addEventListener('click', () => {
      $('choose-throw').hidden = true;
      const { from, to } = pending;
      afterAnswer(game.act(from, to, t.id));
    });
    return b;
  }));
  $('choose-throw').hidden = false;
}

/** Real sticks: what they showed, entered for whoever throws now. */
// A result's key presses its button while real sticks are entered.
document.addEventListener('keydown', (e) => {
  if ($('hand-pad').hidden || e.ctrlKey || e.metaKey || e.altKey) return;
  if (['INPUT', 'SELECT', 'TEXTAREA'].includes(document.activeElement?.tagName)) return;
  const key = { 0: 'b', '-': 'b' }[e.key] ?? e.key.toLowerCase();
  const button = [...document.querySelectorAll('#hand-throws button')].find((b) => b.dataset.key === key);
  if (button) {
    e.preventDefault();
    button.click();
  }
});

function enter(id) {
  if (!game || !st().humanToEnter) return;
  clearSelection();
  setMessage(JSON.parse(game.enter_throw(id)).error);
  render();
  drive();
}

function tap(p) {
  if (!game || pending) return;
  const s = st();
  if (!s.humanToAct) {
    if (s.humanToThrow || s.humanToEnter) setMessage(JSON.parse(game.targets(p)).error);
    return;
  }
  setMessage('');
  if (selected !== null && p === selected) {
    clearSelection();
    setMessage(W.cancelled);
    render();
    return;
  }
  if (selected !== null && (targets.some((t) => t.to === p) || !s.origins.includes(p))) {
    pending = { from: selected, to: p };
    afterAnswer(game.act(selected, p, ''));
    return;
  }
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

function drive() {
  clearTimeout(timer);
  if (!game || bots.busy) return;
  const s = st();
  if (!s.botToMove) return;
  timer = setTimeout(() => {
    const request = game.bot_request();
    if (request === 'null') {
      setMessage(JSON.parse(game.bot_throw()).error);
      render();
      drive();
      return;
    }
    bots.ask({ game: 'yut', request });
    render();
  }, BOT_PAUSE_MS);
}

bots.onAnswer(({ index, error }) => {
  const r = error ? { error } : JSON.parse(game.bot_play(index));
  setMessage(r.error);
  render();
  drive();
});

function startGame() {
  buildSeats();
  try {
    const list = seatKeys.map((k) => seats.read(k)).join('\n');
    const g = new YutGame(ruleText(), count('sides'), count('members'), count('pieces'), gameNumber(), list, $('sticks-source').value, lang);
    game?.free();
    game = g;
  } catch (err) {
    // The library's refusal; the game being played goes on (on the first load, the chosen
    // variant's game starts instead).
    if (!game) {
      $('rule-text').value = '';
      for (const id of ['sides', 'members', 'pieces']) $(id).value = '';
      seats = null;
      seatKeys = [];
      startGame();
    }
    setMessage(String(err));
    return;
  }
  $('share-box').hidden = true;
  ready();
}

/** A game is set (new or resumed): nothing selected, the bots told, drawn. */
function ready() {
  bots.newGame();
  pending = null;
  $('choose-throw').hidden = true;
  clearSelection();
  setMessage('');
  render();
  drive();
}

/** Goes on with a saved game (a link's or the storage's); false when there is none. */
function resume(text) {
  if (!text) return false;
  const g = YutGame.resume(text, lang); // throws the refusal, in the library's words
  game?.free();
  game = g;
  showSettings(st());
  ready();
  return true;
}

$('variant').addEventListener('change', () => { describeVariant(); buildSeats(); });
for (const id of ['sides', 'members', 'rule-text']) {
  $(id).addEventListener('change', buildSeats);
  $(id).addEventListener('input', buildSeats);
}
$('throw').addEventListener('click', () => {
  clearSelection();
  setMessage(JSON.parse(game.throw_sticks()).error);
  render();
  drive();
});
$('pass').addEventListener('click', () => { clearSelection(); afterAnswer(game.pass()); });
$('waiting').addEventListener('click', () => tap(WAITING));
$('share').addEventListener('click', () => shareGame(game.saved(), $('share-link')));
$('home').addEventListener('click', () => tap(HOME));

boot({
  id: 'yut',
  words: WORDS,
  applyWords,
  fields: [['game', 'number'], ['rules', 'rule-text'], ['sides', 'sides'], ['members', 'members'], ['pieces', 'pieces']],
  fieldsRead,
  start: startGame,
  resume,
  langChanged() {
    game?.set_lang(lang);
    if (selected !== null) targets = JSON.parse(game.targets(selected)).targets;
    if (game) render();
  },
  rulesHtml: () => yut_rules_html(game ? st().rules : ($('rule-text').value.trim() || $('variant').value), lang),
  cancel() {
    if (selected !== null) { clearSelection(); setMessage(W.cancelled); render(); }
  },
  keys: ['t', ' '],
  button: 'throw',
});
