// The bots' decisions, off the page's thread, each as the session library's bots make it:
// built afresh with the request's seed, so a game replays in the page as in the app.
// 쌍륙: bot_choose answers the index of the bot's play among the legal plays of the roll.
// 윷놀이: yut_bot_choose reads the session's BotRequest (the bot and the game's record, as
// JSON) and answers the index of its action among the game's legal actions.
import init, { bot_choose, yut_bot_choose, warm_up } from './ssangryuk_web.js';

const ready = init();

/** Runs `choose` and posts its answer (or its refusal) for the game `key`, with its time. */
function answer(key, choose) {
  const t0 = performance.now();
  try {
    const index = choose();
    self.postMessage({ key, index, ms: performance.now() - t0 });
  } catch (err) {
    self.postMessage({ key, error: String(err), ms: performance.now() - t0 });
  }
}

self.onmessage = async (e) => {
  await ready;
  const { key } = e.data;
  if (e.data.game === 'yut') { answer(key, () => yut_bot_choose(e.data.request)); return; }
  // A game starts: the expert's bear-off table is built now, before any decision needs it.
  if (e.data.warm !== undefined) { warm_up(e.data.warm); return; }
  const { bot, seed, position, dice } = e.data;
  answer(key, () => bot_choose(bot, String(seed), position, dice[0], dice[1]));
};
