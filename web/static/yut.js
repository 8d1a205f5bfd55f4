// The 윷놀이 page: draws what the wasm crate says and sends it the player's taps. Every
// sentence shown comes from the crate (the yutnori library's words, or the page's words in
// web/src/words.rs); this script writes none. The bots decide in a Web Worker. The game is
// kept in the browser's storage after every move and travels as a link. What the two
// pages share is in common.js.
import { YutGame, yut_rules_html, yut_variants, yut_bots } from './ssangryuk_web.js';
import { $, W, lang, boot, bots, botPause, fillSelect, gameNumber, setMessage, shareGame, showLog, store } from './common.js';

const BOT_PAUSE_MS = botPause(450);
const ID = 'yut';
const WAITING = 29;
const HOME = 30;

let variants = [];
let game = null;
let selected = null;
let targets = [];
let pending = null; // a move waiting for its result to be chosen
let timer = null;

function st() { return JSON.parse(game.state()); }

/** The page's own words, by element id. */
const WORDS = [
  ['variant-label', 'variant'], ['rule-text-label', 'yutRuleText'], ['sides-label', 'sides'],
  ['members-label', 'members'], ['pieces-label', 'pieces'], ['throw', 'throwSticks'],
  ['pass', 'pass'], ['choose-throw-text', 'chooseThrow'], ['opponent-label', 'opponent'],
  ['share', 'share'],
];

function applyWords() {
  variants = JSON.parse(yut_variants(lang));
  fillSelect($('variant'), variants);
  fillSelect($('opponent'), JSON.parse(yut_bots(lang)), $('opponent').value || 'expert');
  describeVariant();
  $('share-link').setAttribute('aria-label', W.share);
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
  document.body.dataset.human = s.humanToThrow ? 'throw' : (s.humanToAct ? 'act' : '0');
  const me = s.sides[0];
  $('game-line').textContent = `${s.rulesName} · ${W.gameNumber} ${s.number} · ${W.you}: ${me.name}`;
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
  // The player's waiting pieces and home.
  const tray = (el, label, n) => {
    el.replaceChildren(document.createTextNode(`${label} ${n}`), ...Array.from({ length: n }, () => piece(0, 1)));
    el.classList.remove('movable', 'selected', 'target');
  };
  tray($('waiting'), W.waiting, me.waiting);
  tray($('home'), W.home, me.finished);
  for (const p of s.origins) document.querySelector(`[data-p="${p}"]`)?.classList.add('movable');
  if (selected !== null) {
    document.querySelector(`[data-p="${selected}"]`)?.classList.add('selected');
    for (const t of targets) document.querySelector(`[data-p="${t.to}"]`)?.classList.add('target');
  }
  // The last throw: four sticks, the marked one first.
  const sticks = $('sticks');
  if (s.sticks) {
    sticks.replaceChildren(...s.sticks.flat.map((flat, k) => {
      const d = document.createElement('span');
      d.className = `stick ${flat ? 'flat' : 'round'}${k === 0 ? ' marked' : ''}`;
      return d;
    }));
    $('throw-result').textContent = `${s.sides[s.sticks.side].name}: ${s.sticks.result}`;
  } else {
    sticks.replaceChildren();
    $('throw-result').textContent = '';
  }
  $('held').replaceChildren(document.createTextNode(`${W.held}: `), ...s.pending.map((t) => {
    const c = document.createElement('span');
    c.className = 'chip';
    c.textContent = t.name;
    return c;
  }), document.createTextNode(s.owed > 0 && s.phase !== 'over' ? `${s.pending.length ? ' · ' : ''}${W.owed} ${s.owed}` : ''));
  $('throw').disabled = !s.humanToThrow;
  $('pass').hidden = !s.mayPass;
  $('prompt').textContent = s.botToMove ? `${s.prompt} ${bots.busy ? W.thinking : ''}` : (selected !== null ? W.yutTarget : s.prompt);
  $('notice').textContent = s.winner ?? s.notice ?? '';
  $('side-list').replaceChildren(...s.sides.map((x) => {
    const li = document.createElement('li');
    if (x.side === s.turn && s.phase !== 'over') li.className = 'turn';
    const sw = document.createElement('span');
    sw.className = `swatch side-${x.side}`;
    const who = x.bot ?? W.you;
    li.append(sw, document.createTextNode(`${x.name} (${who}) · ${W.waiting} ${x.waiting} · ${W.home} ${x.finished}`));
    if (li.className === 'turn' && s.throwerLine) li.append(document.createTextNode(` · ${s.throwerLine}`));
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

function tap(p) {
  if (!game || pending) return;
  const s = st();
  if (!s.humanToAct) {
    if (s.humanToThrow) setMessage(JSON.parse(game.act(p, HOME, '')).error);
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
    const req = JSON.parse(game.bot_request());
    if (req === null) {
      setMessage(JSON.parse(game.throw_sticks()).error);
      render();
      drive();
      return;
    }
    bots.ask({ game: 'yut', ...req });
    render();
  }, BOT_PAUSE_MS);
}

bots.onAnswer(({ action, error }) => {
  const r = error ? { error } : JSON.parse(game.bot_play(action));
  setMessage(r.error);
  render();
  drive();
});

function startGame() {
  const text = $('rule-text').value.trim() || $('variant').value;
  const count = (id) => Math.max(0, Math.min(6, Number($(id).value) || 0));
  try {
    const g = new YutGame(text, count('sides'), count('members'), count('pieces'), gameNumber(), $('opponent').value, lang);
    game?.free();
    game = g;
  } catch (err) {
    // The library's refusal; the game being played goes on (on the first load, the chosen
    // variant's game starts instead).
    if (!game) {
      $('rule-text').value = '';
      for (const id of ['sides', 'members', 'pieces']) $(id).value = '';
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
  const s = st();
  const preset = variants.some((v) => v.id === s.rules);
  if (preset) $('variant').value = s.rules;
  $('rule-text').value = preset ? '' : s.rules;
  for (const id of ['sides', 'members', 'pieces']) $(id).value = String(s[id]);
  $('number').value = String(s.number);
  ready();
  return true;
}

$('variant').addEventListener('change', describeVariant);
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
  fields: [['game', 'number'], ['bot', 'opponent'], ['rules', 'rule-text'], ['sides', 'sides'], ['members', 'members'], ['pieces', 'pieces']],
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
