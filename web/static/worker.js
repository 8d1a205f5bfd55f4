// The bot's decisions, off the page's thread: one WebBot per game (seeded with the game
// number, so a game replays), answering the index of its play among the legal plays.
import init, { WebBot } from './ssangryuk_web.js';

const ready = init();
let bot = null;
let botKey = null;

self.onmessage = async (e) => {
  await ready;
  const { key, bot: kind, seed, position, dice } = e.data;
  const k = `${key}:${seed}:${kind}`;
  if (k !== botKey) {
    bot?.free();
    bot = new WebBot(kind, seed);
    botKey = k;
  }
  const t0 = performance.now();
  const index = bot.choose(position, dice[0], dice[1]);
  self.postMessage({ key, index, ms: performance.now() - t0 });
};
