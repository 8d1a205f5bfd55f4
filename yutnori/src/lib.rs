#![doc = include_str!("../README.md")]
//!
//! # How a turn goes
//! The side to move [throws](Game::throw) until no throw is owed (윷 and 모 owe another), then
//! spends the pending results, one [`Action`] each, on a waiting piece (entering on station n for
//! result n) or a stack on the board. Landing on your own pieces stacks them (업기); landing on
//! another side's sends the whole stack back to waiting and owes a bonus throw, thrown at once.
//! A result with no legal use is voided; the turn passes when nothing is left. The first side
//! with every piece past 참먹이 wins.
//!
//! Throws come from outside: report real sticks ([`Game::throw_sticks`], [`Game::nak`]), or use
//! [`ThrowModel::reproducible`], a pure function of (game number, throw index), so that game N
//! always replays the same throws.
//!
//! # Rules and sources
//! Every configurable rule is a [`Field`] of [`YutRules`]; [`YutRules::citation`] gives the
//! source keys of the digest (`S0` is the seed article, `S1` English Wikipedia, …: see
//! [`Source::reference`]), the source's own words, and whether the value is quoted or this
//! crate's [`Status::Interpretation`]. Fixed rules are cited through [`Field::citation`].
//! [`Preset`] names the rule sets: `dominant`, `textbook`, `wikipedia`, `reorder`,
//! `seed-local`, `genius`.
//!
//! Interpretations where no source settles the point: which way 빽도 goes from a merge point
//! (the player chooses by default), a piece that reached a corner by 빽도 turns like any piece
//! standing there, stacking is automatic, capture and stacking on 참먹이 work as anywhere else,
//! a capture's bonus throw is thrown at once, a result with no legal use is void (in throw order,
//! the next one comes up; in free order a 빽도 waits while another result can enter a piece),
//! a usable result must be used, a 낙 loses the whole turn in the dominant preset, and a team's
//! members throw in turn, one member a turn.
//!
//! # Probabilities
//! [`ThrowModel::table`] enumerates the 16 stick outcomes: at p = 0.5 it gives the seed's
//! 도 1/4, 개 3/8, 걸 1/4, 윷 1/16, 모 1/16. The seed's order 걸 > 개 > 윷 > 도 > 모, which it
//! attributes to p ≈ 0.6, holds exactly for 0.6135 < p < 0.7101: at p = 0.6 개 and 걸 tie at
//! 216/625 (see [`exact_table`]) and 도 (96/625) still beats 윷 (81/625).
//!
//! # Driver format
//! The `moves` example reads one JSON object per line and answers one per line:
//!
//! ```text
//! {"rules": "dominant", "state": STATE, "throws": ["mo", "geol"]}
//! ```
//!
//! `rules` is a preset id or a full rule object (the serde form of [`YutRules`]: one key per
//! configurable [`Field::id`], values in kebab case, e.g. `"shortcut": "optional"`,
//! `"yut_mo_extra": {"capped": 3}`, `"pieces": 4`); `state` is
//! optional (a new game when absent); `throws` are applied in order before listing. `STATE` is
//! the serde form of [`GameState`]:
//!
//! ```text
//! {"turn": 0, "owed": 0, "thrown": 2, "pending": ["geol"],
//!  "sides": [{"waiting": 3, "finished": 0, "stacks": [[5, 1]]},
//!            {"waiting": 4, "finished": 0, "stacks": []}]}
//! ```
//!
//! `turn` is the side to move, `owed` the throws it still owes (0 while spending), `thrown` the
//! throws made this turn, `pending` the unspent results in throw order (`backdo`, `do`, `gae`,
//! `geol`, `freegeol`, `yut`, `mo`), and each side lists its waiting and finished pieces and its
//! stacks as `[station id, count]`. The answer is
//! `{"state": STATE, "phase": "throw"|"spend"|"over", "winner": null|SIDE, "actions": [{"action":
//! "geol 5-22", "state": STATE, "events": [...]}, ...]}`, where an action is `<throw>
//! <from>-<to>` with `w` for waiting and `F` for finished (or `pass`). Bad input gets
//! `{"error": "..."}` and the driver reads on. With `--graph [preset]` it prints one line per
//! station and result instead: `{"from": 5, "throw": "geol", "to": [22]}`, `"F"` for finished,
//! `[]` when the result cannot move a piece from there; the first rows, `"from": "w"`, say
//! where a waiting piece enters.
//!
//! # Feature flags
//! - `serde`: serialize and deserialize rules, game states and games; deserializing a [`Game`]
//!   goes through [`Game::from_state`], so invalid states are refused.
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![cfg_attr(docsrs, feature(doc_cfg))]

pub mod board;
pub mod bot;
pub mod expert;
pub mod game;
pub mod rules;
pub mod solve;
pub mod throw;
mod turn;

pub use board::{ParseError, Place, Station};
pub use bot::{play_out, Bot, ExpectiBot, GameRecord, GreedyBot, Play, Played, RandomBot};
pub use expert::{EvalParams, ExpertBot};
pub use game::{
    Action, Event, Events, Game, GameState, IllegalAction, Move, Phase, Position, Side, SideState,
    Stack, StateError,
};
pub use rules::{
    BackDoFromDo, BackDoMerge, BackDoRule, CaptureBonus, Citation, Field, FreeGeolBack,
    FreeGeolRule, Lang, MustUse, Nak, Preset, ResultOrder, RulesError, Shortcut, Source, Status,
    YutMoExtra, YutRules,
};
pub use solve::{solve, Solution, SolveError, SolveOptions, SolvedBot};
pub use throw::{exact_table, mix64, ModelError, SplitMix64, Sticks, Throw, ThrowModel};
