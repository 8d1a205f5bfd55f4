// What the 쌍륙 and 윷놀이 pages share: the header (the two pages' names, each linking to the
// other, and the rules and language buttons) and the rules dialog, the language and the
// page's words (web/src/words.rs), the settings form, the message line and the log, the
// bots' Web Worker with its game key and timings, and the boot: loading the wasm crate,
// the URL's settings, the buttons and keys every page has. Each page (app.js, yut.js) keeps
// its board, its game and its own words. No sentence is written here either.
import init, { words } from './ssangryuk_web.js';

export const $ = (id) => document.getElementById(id);
export const params = new URLSearchParams(location.search);

/** The page's language, `ko` or `en` (`?lang=en`); the language button switches it. */
export let lang = params.get('lang') === 'en' ? 'en' : 'ko';
/** The page's words in `lang`, by key. */
export let W = {};

/** The two pages, in the header's order: file, title word, link id. */
const PAGES = [
  { id: 'ssangryuk', href: 'index.html', title: 'title' },
  { id: 'yut', href: 'yut.html', title: 'yutTitle' },
];

/** Words every page shows, by element id. */
const SHARED_WORDS = [
  ['rules-button', 'rulesView'], ['lang-button', 'otherLang'], ['settings-title', 'settings'],
  ['opponent-label', 'opponent'], ['number-label', 'gameNumber'], ['start', 'start'],
  ['new', 'newGame'], ['rules-close', 'close'], ['log-title', 'log'],
];

/** The header (this page's name, a link to the other) and the rules dialog, for `page`. */
function chrome(page) {
  const el = (tag, props = {}, ...children) => {
    const e = Object.assign(document.createElement(tag), props);
    e.append(...children);
    return e;
  };
  const button = (id) => el('button', { id, type: 'button' });
  const nav = el('nav', { className: 'games' }, ...PAGES.map((p) => (p.id === page.id
    ? el('h1', { id: 'title', textContent: document.title })
    : el('a', { id: `to-${p.id}`, href: p.href }))));
  const header = el('header', {}, nav, el('div', { className: 'tools' }, button('rules-button'), button('lang-button')));
  const dialog = el('dialog', { id: 'rules-dialog' },
    el('form', { method: 'dialog', className: 'dialog-bar' }, el('button', { id: 'rules-close' })),
    el('div', { id: 'rules-content' }));
  document.body.prepend(header);
  document.body.append(dialog);
}

function applyWords(page) {
  W = JSON.parse(words(lang));
  const title = W[PAGES.find((p) => p.id === page.id).title];
  document.documentElement.lang = lang;
  document.title = title;
  $('title').textContent = title;
  for (const p of PAGES.filter((q) => q.id !== page.id)) {
    $(`to-${p.id}`).textContent = W[p.title];
    $(`to-${p.id}`).href = `${p.href}${lang === 'en' ? '?lang=en' : ''}`;
  }
  for (const [id, key] of [...SHARED_WORDS, ...page.words]) $(id).textContent = W[key];
  page.applyWords();
}

/** The pause before a bot's move, in milliseconds: `ms`, or none with `?fast` (the tests). */
export const botPause = (ms) => (params.has('fast') ? 0 : ms);

export function setMessage(text) { $('message').textContent = text || ''; }

/** Fills a select with `{id, name}` items, keeping `keep` (or the value chosen) if listed. */
export function fillSelect(sel, items, keep) {
  const old = keep ?? sel.value;
  sel.replaceChildren(...items.map((it) => new Option(it.name, it.id)));
  if (old && items.some((it) => it.id === old)) sel.value = old;
}

/** The log's lines, scrolled to the last. */
export function showLog(lines) {
  const log = $('log');
  log.replaceChildren(...lines.map((line) => { const li = document.createElement('li'); li.textContent = line; return li; }));
  log.scrollTop = log.scrollHeight;
}

/** The game number asked for in the settings (1 to 4,000,000,000). */
export const gameNumber = () => Math.max(1, Math.min(4000000000, Number($('number').value) || 1));

/** The bots' Web Worker: `key` names the game being played (answers for older games are
 *  dropped), `busy` while a bot decides. The decision times go to `window.__botTimes`
 *  (milliseconds, in order) for the tests. */
export const bots = {
  key: 0,
  busy: false,
  worker: new Worker(new URL('./worker.js', import.meta.url), { type: 'module' }),
  /** A new game: earlier answers are dropped. */
  newGame() { this.key += 1; this.busy = false; },
  /** Asks the worker for the game being played. */
  ask(request) { this.busy = true; this.worker.postMessage({ key: this.key, ...request }); },
  /** `handle(answer)` is called with each answer for the game being played. */
  onAnswer(handle) {
    this.worker.onmessage = (e) => {
      if (e.data.key !== this.key) return;
      this.busy = false;
      window.__botTimes.push(e.data.ms);
      handle(e.data);
    };
  },
};
window.__botTimes = [];
bots.worker.onerror = (e) => { setMessage(String(e.message)); };

/**
 * Starts a page once the wasm crate is loaded. `page`: `id` (`ssangryuk` or `yut`),
 * `words` ([element id, word key] pairs of its own), `applyWords()` (its selects and the
 * rest, after the words change), `fields` ([URL parameter, input id] pairs), `start()` (a new
 * game from the settings), `langChanged()`, `rulesHtml()` (the rules view of the rules in
 * play, in `lang`), `cancel()` (Escape), and `key`/`button`: the keys that press its main
 * button.
 */
export async function boot(page) {
  chrome(page);
  await init();
  applyWords(page);
  for (const [key, id] of page.fields) {
    if (params.get(key)) $(id).value = params.get(key);
  }
  $('settings-form').addEventListener('submit', (e) => { e.preventDefault(); page.start(); });
  $('new').addEventListener('click', page.start);
  $('lang-button').addEventListener('click', () => {
    lang = lang === 'ko' ? 'en' : 'ko';
    applyWords(page);
    page.langChanged();
  });
  $('rules-button').addEventListener('click', () => {
    try {
      $('rules-content').innerHTML = page.rulesHtml();
    } catch (err) {
      $('rules-content').textContent = String(err);
    }
    $('rules-dialog').showModal();
    $('rules-dialog').scrollTop = 0;
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') page.cancel();
    if (page.keys.includes(e.key) && !$(page.button).disabled && document.activeElement?.tagName !== 'INPUT') {
      e.preventDefault();
      $(page.button).click();
    }
  });
  page.start();
}
