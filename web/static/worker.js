// The bots' decisions, off the page's thread. 쌍륙: each decision as the session's bots make
// it (bot_choose: the bot built afresh with the request's seed, so a game replays in the
// page as in the app), answering the index of its play among the legal plays.
// 윷놀이: one YutBot per side and game, answering its action's text form for the game the
// page's record (the game's serde form) replays to.
import init, { bot_choose, YutBot, warm_up } from './ssangryuk_web.js';

const ready = init();
const yutBots = new Map();

function yut(data) {
  const { key, bot: kind, seed, side, record } = data;
  const k = `${key}:${side}:${kind}:${seed}`;
  if (!yutBots.has(k)) {
    // One game at a time: the bots of older games go.
    for (const [old, b] of yutBots) if (!old.startsWith(`${key}:`)) { b.free(); yutBots.delete(old); }
    yutBots.set(k, new YutBot(kind, seed));
  }
  const t0 = performance.now();
  try {
    const action = yutBots.get(k).choose(record);
    self.postMessage({ key, action, ms: performance.now() - t0 });
  } catch (err) {
    self.postMessage({ key, error: String(err), ms: performance.now() - t0 });
  }
}

self.onmessage = async (e) => {
  await ready;
  if (e.data.game === 'yut') { yut(e.data); return; }
  // A game starts: the expert's bear-off table is built now, before any decision needs it.
  if (e.data.warm !== undefined) { warm_up(e.data.warm); return; }
  const { key, bot, seed, position, dice } = e.data;
  const t0 = performance.now();
  try {
    const index = bot_choose(bot, String(seed), position, dice[0], dice[1]);
    self.postMessage({ key, index, ms: performance.now() - t0 });
  } catch (err) {
    self.postMessage({ key, error: String(err), ms: performance.now() - t0 });
  }
};
