// What the 쌍륙 and 윷놀이 pages share: the header (the two pages' names, each linking to the
// other, and the rules, language and install buttons) and the rules dialog, the language
// and the page's words (web/src/words.rs), the settings form with its seats (each side a
// person, maybe named, or a bot), the message line and the log, the bots' Web Worker with
// its game key and timings, the game kept in the browser's storage and carried in a link
// (`#g=`), the service worker that keeps the pages playable offline, and the boot: loading
// the wasm crate, the URL's settings, resuming a linked or stored game, the buttons and
// keys every page has. Each page (app.js, yut.js) keeps its board, its game and its own
// words. No sentence is written here either.
import init, { words } from './ssangryuk_web.js';

export const $ = (id) => document.getElementById(id);
export const params = new URLSearchParams(location.search);

/** The browser's storage, where it can be used (a private window may refuse it). */
const storage = (() => {
  try { localStorage.setItem('ssangryuk:probe', '1'); localStorage.removeItem('ssangryuk:probe'); return localStorage; } catch { return null; }
})();

/** The page's language, `ko` or `en`: `?lang=en`, else the last one chosen here. */
export let lang = (params.get('lang') ?? storage?.getItem('ssangryuk:lang')) === 'en' ? 'en' : 'ko';
/** The page's words in `lang`, by key. */
export let W = {};

/** The two pages, in the header's order: file, title word, link id. */
const PAGES = [
  { id: 'ssangryuk', href: 'index.html', title: 'title' },
  { id: 'yut', href: 'yut.html', title: 'yutTitle' },
];

/** Words every page shows, by element id. */
const SHARED_WORDS = [
  ['rules-button', 'rulesView'], ['lang-button', 'otherLang'], ['install-button', 'install'],
  ['settings-title', 'settings'], ['number-label', 'gameNumber'], ['start', 'start'],
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
  const install = button('install-button');
  install.hidden = true;
  const header = el('header', {}, nav, el('div', { className: 'tools' }, install, button('rules-button'), button('lang-button')));
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

/** A game kept in the browser's storage, one per page (`id`): saved after every move, so a
 *  reload or a closed tab goes on with it. */
export const store = {
  load(id) { return storage?.getItem(`ssangryuk:game:${id}`) ?? null; },
  save(id, text) { try { storage?.setItem(`ssangryuk:game:${id}`, text); } catch { /* full: the game goes on unsaved */ } },
  clear(id) { storage?.removeItem(`ssangryuk:game:${id}`); },
};

/** Text as base64url (UTF-8), and back: a saved game in a link's `#g=`. */
const toBase64url = (text) => {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromBase64url = (code) => {
  const bin = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
};

/** The link to a saved game: this page's address with the whole game in `#g=`. */
export function gameLink(text) {
  const query = lang === 'en' ? '?lang=en' : '';
  return `${location.origin}${location.pathname}${query}#g=${toBase64url(text)}`;
}

/** The saved game a link carries (`#g=`), taken out of the address (the game is kept in
 *  the storage from then on), or null. Text that does not decode is returned as it is, for
 *  the page to refuse in the library's words. */
function linkedGame() {
  if (!location.hash.startsWith('#g=')) return null;
  const code = location.hash.slice(3);
  history.replaceState(null, '', location.pathname + location.search);
  try { return fromBase64url(code); } catch { return code; }
}

/** Shows the link to the saved game `text` in `box` (an input, selected) and copies it, or
 *  hands it to the phone's share sheet; says which in the message line. */
export async function shareGame(text, input) {
  const url = gameLink(text);
  input.value = url;
  input.closest('[hidden]')?.removeAttribute('hidden');
  input.select();
  if (navigator.share && matchMedia('(pointer: coarse)').matches) {
    try { await navigator.share({ title: document.title, url }); return; } catch { /* dismissed: the link stays shown */ }
  }
  try {
    await navigator.clipboard.writeText(url);
    setMessage(W.linkCopied, true);
  } catch {
    setMessage(W.linkShown, true);
  }
}

/**
 * The seats in the settings: a row per side or team member (`{key, name, cls}`, `name`
 * its name in the words of the moment, `cls` its swatch's class, else `key`), each a person (the name optional) or one of `botItems` (`{id, name}`).
 * `read(key)` gives the seat's text as the libraries read it (`human`, `human:NAME`, a
 * bot's id), `set(key, text)` shows one. Both pages build their seats with it.
 */
export function seatRows(box, sides, botItems, defaults) {
  const rows = new Map();
  const show = (key) => {
    const r = rows.get(key);
    r.name.hidden = r.select.value !== 'human';
  };
  box.replaceChildren(...sides.map((side) => {
    const select = document.createElement('select');
    select.id = `seat-${side.key}`;
    const name = document.createElement('input');
    name.id = `name-${side.key}`;
    name.maxLength = 16;
    name.autocomplete = 'off';
    const label = document.createElement('label');
    label.className = 'seat';
    label.htmlFor = select.id;
    const swatch = document.createElement('span');
    swatch.className = `swatch ${side.cls ?? side.key}`;
    const text = document.createElement('span');
    text.className = 'seat-side';
    const row = document.createElement('div');
    row.className = 'seat-row';
    label.append(swatch, text);
    row.append(label, select, name);
    rows.set(side.key, { select, name, text });
    select.addEventListener('change', () => show(side.key));
    return row;
  }));
  const seats = {
    /** The words of the moment: the sides' names, the choices, the placeholder. */
    words(sideNames, bots) {
      for (const side of sides) {
        const r = rows.get(side.key);
        r.text.textContent = sideNames[side.key];
        fillSelect(r.select, [{ id: 'human', name: W.person }, ...bots]);
        r.name.placeholder = W.nameOptional;
        r.name.setAttribute('aria-label', `${sideNames[side.key]}: ${W.nameOptional}`);
        show(side.key);
      }
    },
    read(key) {
      const r = rows.get(key);
      const name = r.name.value.trim();
      return r.select.value === 'human' && name ? `human:${name}` : r.select.value;
    },
    set(key, text) {
      const r = rows.get(key);
      const [who, ...name] = String(text).split(':');
      const person = ['human', 'person', '사람'].includes(who.toLowerCase());
      r.select.value = person ? 'human' : who;
      r.name.value = person ? name.join(':') : '';
      show(key);
    },
  };
  seats.words(Object.fromEntries(sides.map((s) => [s.key, s.name])), botItems);
  for (const [key, text] of Object.entries(defaults)) seats.set(key, text);
  return seats;
}

/** The pause before a bot's move, in milliseconds: `ms`, or none with `?fast` (the tests). */
export const botPause = (ms) => (params.has('fast') ? 0 : ms);

/** The message line: a refusal, or (`info`) a word of what was done. */
export function setMessage(text, info = false) {
  $('message').textContent = text || '';
  $('message').classList.toggle('info', info);
}

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

/** The service worker (sw.js, written by web/build.sh with the build's version and files)
 *  keeps every file the pages need, so they load and play with the network off after a
 *  first visit; a new build is picked up on the next load. `?nosw` leaves it out. */
function offline() {
  if (!('serviceWorker' in navigator) || params.has('nosw')) return;
  navigator.serviceWorker.register('./sw.js').catch(() => { /* served without it (file://, http on a LAN): online only */ });
}

/** The browser's own install prompt, offered as a button where it fires. */
function installButton() {
  let prompt = null;
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    prompt = e;
    $('install-button').hidden = false;
  });
  $('install-button').addEventListener('click', async () => {
    $('install-button').hidden = true;
    await prompt?.prompt();
    prompt = null;
  });
}

/**
 * Starts a page once the wasm crate is loaded. `page`: `id` (`ssangryuk` or `yut`),
 * `words` ([element id, word key] pairs of its own), `applyWords()` (its selects and the
 * rest, after the words change), `fields` ([URL parameter, input id] pairs), `start()` (a new
 * game from the settings), `resume(text)` (a saved game, from a link or the storage: true
 * when it goes on with it, throws the refusal when it cannot; optional), `langChanged()`,
 * `rulesHtml()` (the rules view of the rules in play, in `lang`), `cancel()` (Escape), and
 * `key`/`button`: the keys that press its main button.
 */
export async function boot(page) {
  chrome(page);
  offline();
  installButton();
  await init();
  applyWords(page);
  for (const [key, id] of page.fields) {
    if (params.get(key)) $(id).value = params.get(key);
  }
  page.fieldsRead?.();
  $('settings-form').addEventListener('submit', (e) => { e.preventDefault(); page.start(); });
  $('new').addEventListener('click', () => page.start());
  $('lang-button').addEventListener('click', () => {
    lang = lang === 'ko' ? 'en' : 'ko';
    storage?.setItem('ssangryuk:lang', lang);
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
  // A linked game first, then the one kept here, else a new one from the settings.
  let refusal = null;
  let resumed = false;
  if (page.resume) {
    try {
      const linked = linkedGame();
      resumed = page.resume(linked ?? store.load(page.id));
    } catch (err) {
      refusal = String(err.message ?? err);
    }
  }
  if (!resumed) page.start();
  if (refusal) setMessage(refusal);
}
