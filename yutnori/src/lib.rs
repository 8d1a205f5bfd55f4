//! 윷놀이 (yut-nori), the Korean New Year race game: the 29-station board with its traditional
//! names, throws from a four-stick model, and every rule families argue about as a field of
//! [`YutRules`] whose values are cited ([`Source`]), or marked as this crate's interpretation
//! where no source settles it. Messages, names and events come in Korean (the default) and
//! English.
//!
//! ```
//! use yutnori::{Action, Game, Phase, Station, Throw, Variant};
//!
//! // The dominant rules: forced shortcuts, 빽도, results spent in throw order.
//! let mut game = Game::new(Variant::Dominant.rules(), 1);
//! game.throw_with(Throw::Mo)?; // 모: five pips and another throw
//! game.throw_with(Throw::Geol)?; // 걸: no extra throw, so now the results are spent
//! assert_eq!(game.phase(), Phase::Spend);
//!
//! // 모 enters a piece on 모 (station 5); 걸 from 모 takes the diagonal to 방, the centre.
//! game.apply("mo w-5".parse()?)?;
//! let to_bang: Action = "geol 5-22".parse()?;
//! assert!(game.legal_actions().contains(&to_bang));
//! game.apply(to_bang)?;
//! assert_eq!(game.position().at(Station::BANG).map(|s| s.count), Some(1));
//! assert_eq!(game.turn().number(), 2); // the turn passed to side 2
//! # Ok::<_, yutnori::Error>(())
//! ```
//!
//! # How a turn goes
//! The side to move [throws](Game::throw) until no throw is owed (윷 and 모 owe another), then
//! spends the pending results, one [`Action`] each, on a waiting piece (entering on station n for
//! result n) or a stack on the board. Landing on your own pieces stacks them (업기); landing on
//! another side's sends the whole stack back to waiting and owes a bonus throw, thrown at once.
//! A result with no legal use is voided; the turn passes when nothing is left. The first side
//! with every piece past 참먹이 wins.
//!
//! A game is numbered, and [`Game::throw`] draws its own throws: throw k of game N is
//! [`ThrowModel::reproducible`]`(N, k)`, a pure function, so that game N always replays the same
//! throws. Throws from outside (real sticks, a result called out, a 낙) come in through
//! [`Game::throw_with`], [`Game::throw_sticks`] and [`Game::nak`], and the record says so. The
//! game keeps one history ([`Game::entries`]); its [`GameRecord`] replays to the same game.
//! Sides are [`Side`]s, numbered from 1 wherever they are shown (`1편`, `side 1`).
//!
//! # Rules and sources
//! Every configurable rule is a [`Field`] of [`YutRules`]; [`YutRules::citations`] gives the
//! [`Citation`]s of its value: which [`Source`] states it ([`Source::Namuwiki`], the wiki
//! article that is the fullest Korean account, [`Source::Wikipedia`], …), in what words, and
//! how we know ([`Access`]: quoted, reported by the repository's rules summary
//! [`docs/yut.md`](https://github.com/ssangryuk/ssangryuk/blob/main/docs/yut.md), derived, or
//! this crate's interpretation). Fixed rules are cited through [`Field::citations`].
//! [`Variant`] names the rule sets: `dominant`, `textbook`, `wikipedia`, `reorder`, `local`,
//! `genius`; [`YutRules::builder`] changes any field, checked when built, and a rule set's text
//! form is its closest variant and what differs (`reorder;pieces=2`).
//!
//! Interpretations where no source settles the point: which way 빽도 goes from a merge point
//! (the player chooses by default), a piece that reached a corner by 빽도 turns like any piece
//! standing there, stacking is automatic, capture and stacking on 참먹이 work as anywhere else,
//! a capture's bonus throw is thrown at once, a result with no legal use is void (in throw order,
//! the next one comes up; in free order a 빽도 waits while another result can enter a piece),
//! a usable result must be used, a 낙 loses the whole turn in the dominant rules, a team's
//! members throw in turn, one member a turn, and under
//! [`BackDoFromDo::FinishNextTurn`] the stack on 참먹이 remembers whether it went back there by
//! 빽도 ([`Position::chammeogi_by_back_do`]; a piece that joins it coming forward clears the mark).
//!
//! # Probabilities
//! [`ThrowModel::table`] enumerates the 16 stick outcomes: at p = 0.5 it gives
//! [`Source::Namuwiki`]'s 도 1/4, 개 3/8, 걸 1/4, 윷 1/16, 모 1/16. The order
//! 걸 > 개 > 윷 > 도 > 모 that it attributes to p ≈ 0.6 holds exactly for 0.6135 < p < 0.7101:
//! at p = 0.6 개 and 걸 tie at 216/625 (see [`exact_table`]) and 도 (96/625) still beats 윷
//! (81/625).
//!
//! # Text
//! Every name, event and refusal exists in Korean and English ([`Lang`], Korean by default):
//! `name(lang)` on [`Station`], [`Throw`], [`Field`], [`Variant`] and [`Source`];
//! `message(lang)` on [`Event`] and on every error, whose `Display` is the English.
//!
//! # API shape
//! The game's core types live in private modules and are re-exported here, at the root, each
//! under one path; a game's [`GameRecord`] (its rules, number, model, start and [`Entry`]s,
//! and where its [`Throws`] came from) is one of them.
//! Concerns built on the core are public modules with no root re-export: [`bot`] (players,
//! and [`bot::play_out`], which plays a game into a [`bot::Played`]), [`solve`] (optimal play
//! for small games) and [`arena`] (bots against each other, with confidence intervals); and,
//! behind features, `testing` (random rule sets and reachable games, for tests, fuzzing and
//! benches) and `train` (fitting the expert's evaluation). The `moves` example, a JSON-lines
//! driver, documents its format in its own file. Errors live with what produces them
//! ([`ThrowError`], [`ActionError`], [`StateError`], [`bot::BotError`], …) and all convert
//! into [`Error`].
//!
//! # Feature flags
//! - `serde`: serialize and deserialize rules (as their text form), variants, throws, stations,
//!   sides (their number, from 1), game states, records and games, in snake case; a [`Game`]
//!   is stored as its [`GameRecord`] and replayed when read ([`GameRecord::replay`]), and rules
//!   go through their builder, so invalid values are refused.
//! - `testing`: `testing::Random`, random rule sets and reachable games from a seed (or a
//!   fuzzer's bytes).
//! - `train`: `train::fit`, which learns the expert's evaluation (a network) from a solved
//!   game; the `fit` example needs it.
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![cfg_attr(docsrs, feature(doc_cfg))]

pub mod arena;
pub mod bot;
pub mod solve;
#[cfg(feature = "testing")]
#[cfg_attr(docsrs, doc(cfg(feature = "testing")))]
pub mod testing;
#[cfg(feature = "train")]
#[cfg_attr(docsrs, doc(cfg(feature = "train")))]
pub mod train;

mod board;
mod error;
mod game;
mod parse;
mod rules;
mod sources;
mod table;
mod text;
mod throw;
mod turn;

pub use board::{Place, Station};
pub use error::Error;
pub use game::{
    Action, ActionError, Actions, Entry, Event, Events, Game, GameRecord, GameState, Move, Moves,
    Phase, Position, ReplayError, Side, SideError, SideState, Stack, StateError, ThrowError,
    Throws,
};
pub use parse::ParseError;
pub use rules::{
    BackDoFromDo, BackDoMerge, BackDoRule, CaptureBonus, FreeGeolBack, FreeGeolRule, MustUse, Nak,
    ResultOrder, RulesError, Shortcut, Variant, YutMoExtra, YutRules, YutRulesBuilder,
};
pub use sources::{Citation, Field, Source, Value, YutRulesParseError};
pub use table::rules_table;
pub use throw::{exact_table, ModelError, Sticks, Throw, ThrowModel};

/// The shared conventions this crate's API uses: the language, and the citation model.
pub use ssangryuk_cited::{Access, Lang, Text, UnknownLang};

/// The README's examples, tested (the crate docs above are written here, not included).
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
