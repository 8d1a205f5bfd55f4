//! 쌍륙 (ssangryuk), the Korean relative of backgammon, as a *cited variant system*.
//!
//! Every rule on which the Korean sources disagree is a field of a [`RuleSet`]; every value
//! of every field can say which source states it ([`RuleSet::citations`]), and one generic
//! engine plays any documented variant ([`Variant`]) or any valid combination of fields.
//!
//! # Examples
//!
//! Pick a variant, set up, roll, list the plays:
//!
//! ```
//! use ssangryuk::{Position, Roll, Side, Variant};
//!
//! let rules = Variant::Mcst.rules(); // cap of 5, doubles used twice, free overshoot
//! let start = Position::start(rules, Side::Black);
//! let roll = Roll::new(6, 1)?;
//! let plays = start.legal_plays(roll);
//! for play in &plays {
//!     println!("{play}  ({})", play.labeled()); // e.g. "13/7 8/7  (상12/하7 하8/하7)"
//! }
//! assert!(plays.iter().any(|p| p.to_string() == "13/7 8/7"));
//! // The position a play leads to, with the opponent to move.
//! let after = start.after_play(&plays[0]);
//! assert_eq!(after.turn(), Side::White);
//! assert_eq!(after.pip_count(Side::Black), 167 - 7);
//! # Ok::<_, ssangryuk::DieError>(())
//! ```
//!
//! Ask the rules where they come from, or print the whole rules-and-sources table:
//!
//! ```
//! use ssangryuk::{Field, Lang, Variant};
//!
//! let rules = Variant::Mcst.rules();
//! let cap = rules.citations(Field::Cap).next().unwrap();
//! assert_eq!(cap.quote, Some("첫째, 칸 한 개에는 다섯 개의 말을 세울 수 있다"));
//! let table = ssangryuk::rules_table(&rules, Lang::En);
//! assert!(table.contains("at most 5"));
//! ```
//!
//! # Layout: one path per item
//!
//! The game's core lives in private modules and every core item is re-exported here, at
//! the root, so each has exactly one path (`ssangryuk::Game`, `ssangryuk::StepError`):
//!
//! - the rules: [`RuleSet`] (built from a [`Variant`] or with [`RuleSet::builder`]), its
//!   fields ([`PointCap`], [`Doubles`], …) and their text form; scoring ([`Outcome`],
//!   [`WinKind`]);
//! - the sources: [`Source`], [`Field`], [`Value`], [`Citation`] ([`RuleSet::citations`])
//!   and the table generated from them, [`rules_table`];
//! - the board: the validated [`Position`], [`Side`], the 상/하 labels ([`PointLabel`]), and
//!   how points are named to a reader ([`Numbering`]: the mover's numbers, the labels, or
//!   one side's numbers throughout);
//! - the dice: [`Roll`], the dice left in a turn ([`DiceLeft`]), the reproducible dice
//!   ([`game_roll`], [`GameDice`]);
//! - the move generator: [`MoveGen`] (reuses its buffers, in a documented generation
//!   order; [`MoveGen::for_each_board`] and [`MoveGen::count`] keep nothing), [`Play`],
//!   [`Step`];
//! - notation: `24/18 13/10`, `bar/22`, `6/off`, `8/5(2)`, `*`, read without a position
//!   ([`PlayText`]) and resolved against one ([`Position::parse_play`]), written in any
//!   numbering ([`Written`]); the position and rule-set text forms are their
//!   `Display`/`FromStr`;
//! - the game: the turn state machine ([`Game`]) with this turn's legal plays (a bot's
//!   choice is applied as it is, [`Game::play_nth`]) and queries that change nothing
//!   ([`Game::check_step`], [`Game::check_move`], [`Game::die_for`]), its [`Event`]s, its
//!   one history ([`Turn`]; the actions, [`GameRecord`] and the transcript are views of
//!   it; a record's dice are checked to be the game's own unless it declares
//!   [`Rolls::Outside`]) and matches ([`Match`]);
//! - errors by concern, each in the module that makes it ([`StepError`], [`TurnError`],
//!   [`RecordError`], [`MatchError`], the parse errors …), each with `message(lang)` and an
//!   English `Display` from one function of the text layer, and the crate's [`Error`] on
//!   top, which they all convert into.
//!
//! The modules form layers, each importing only those below it: labels, rules, dice,
//! board and scoring, then sources and the move generator, notation, the game, then the
//! concerns below, and on top the text layer (every sentence; it gives the types their
//! `name`/`message`) and the crate's `Error`.
//!
//! Concerns built on the core are public modules whose items are *not* re-exported:
//!
//! - [`bot`]: the [`bot::Bot`] trait, the app's greedy and safe players, the
//!   [`bot::ExpertBot`] (0, 1 or 2 plies) over the learned [`bot::NetEval`] (a network
//!   per rule [`bot::Family`], exact [`bot::BearOff`] tables in the bear-off) or the
//!   hand-tuned [`bot::HandEval`], and a seeded [`bot::RandomBot`]; [`bot::play_out`]
//!   plays a game between two bots.
//! - [`analysis`]: a played game's decisions rated against the best play at 0, 1 or 2
//!   plies over any evaluation ([`analysis::Analyzer`]), with marks, each roll's luck and
//!   each side's error rate.
//! - [`arena`]: paired games between two bots, with confidence intervals and statistics.
//! - [`formats`]: GNU Backgammon's position and match IDs, XGID, and `.mat` match files
//!   (for every 15-checker preset; checked against GNU Backgammon).
//! - `train` (feature `train`): TD(λ) self-play for the networks (with checkpoints) and
//!   for the hand evaluation's weights, relabelling rounds, as yutnori's `train`.
//! - `testing` (feature `testing`): reproducible random rule sets and reachable positions,
//!   the one source the crate's tests, fuzz targets and benchmarks draw from.
//!
//! [`Lang`] and [`Text`] come from `ssangryuk-cited`, the conventions this crate shares
//! with `yutnori`.
//!
//! # Rules and sources
//!
//! | id | preset | checkers | cap | doubles | overshoot | goal | rest | opening | scoring |
//! |---|---|---|---|---|---|---|---|---|---|
//! | `app` | the app's combination (default) | 15 | 5 | twice | free | bear off | no | one die each | single |
//! | `mcst` | 문화체육관광부 | 15 | 5 | twice | free | bear off | yes | one die each | single |
//! | `sixteen` | 16 checkers (CNK; EKC) | 16 | 6 | twice | free | bear off | no | one die each | single |
//! | `l1931` | 1931 international laws | 15 | none | four | strict | bear off | no | one die each | ×1/×2/×3 |
//! | `culin` | Culin 1895 | 15 | none | twice | strict | bear off | no | one die each | single |
//! | `bansugoroku` | 盤双六 | 15 | none | twice | — | all home | no | fixed first | single |
//!
//! Where no source settles a point, the crate says so: these are *interpretations*
//! ([`Access::Interpretation`]): use as many dice as possible and the larger if
//! only one (the app's rule); a checker using both dice stops on the middle point, which
//! must be open and within the cap; reaching the goal ends the play, while the
//! maximal-dice rule still counts the dice actually used (as GNU Backgammon does); the
//! 16-checker layout's reading of CNK's quarter labels. [`rules_table`] prints the whole
//! table (the app: `ssangryuk rules <id> --lang en`).
//!
//! The `l1931` preset is backgammon without the cube; its move generation is checked
//! against GNU Backgammon on thousands of positions (`tests/data/l1931_gnubg.jsonl`), and
//! every preset against a separate Python reading of the rules as `docs/rules.md` writes
//! them down (`tests/data/xref_*`).
//!
//! # JSON-lines drivers
//!
//! The workspace's unpublished lab crate (`lab/`) has three binaries that answer one JSON
//! request a line, for scripting and cross-checking against other programs: `movegen`
//! (every legal play: [`Position::from_board`], [`MoveGen::boards`], [`sort_boards`]),
//! `botmove` (a bot's play: the protocol of the strength arena that plays the bots against
//! GNU Backgammon and pubeval) and `ids` (a position as a board, a GNU Backgammon ID and an
//! XGID). `tests/data/README.md` specifies their board encoding and protocols; each keeps
//! going after a bad line.
//!
//! # Backgammon's formats
//!
//! Positions read and write as GNU Backgammon's position ID and eXtreme Gammon's XGID,
//! and games as `.mat` match files ([`formats`]). [`formats::read_id`] reads any ID, with
//! the dice it says are rolled:
//!
//! ```
//! use ssangryuk::{formats, Position, Roll, Side, Variant};
//!
//! let rules = Variant::L1931.rules();
//! let read = formats::read_id(rules, "4HPwATDgc/ABMA:MIEFAAAAAAAE")?;
//! assert_eq!(read.position, Position::start(rules, Side::Black));
//! assert_eq!(read.dice, Some(Roll::new(3, 1)?));
//! assert_eq!(read.position.gnubg_id()?, "4HPwATDgc/ABMA");
//! assert_eq!(read.position.xgid()?, "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10");
//! # Ok::<_, ssangryuk::Error>(())
//! ```
//!
//! The lab's `ids` driver converts between them (see `tests/data/README.md`).
//!
//! # Feature flags
//!
//! - `serde`: `Serialize`/`Deserialize` for rule sets, rolls, dice, steps, positions,
//!   games and matches, and `Serialize` for plays. Nothing invalid gets in: rule sets
//!   (stored as their text form) and positions are validated, games and matches are
//!   stored as records and replayed, and a play is not read back at all (its legality
//!   depends on the position and dice it came from).
//! - `rand`: any `rand_core` generator as the dice (`RngDice`).
//! - `train`: the `train` module (self-play training of the evaluations).
//! - `testing`: the `testing` module, reproducible random rule sets and reachable
//!   positions for tests, fuzzers and benches; not part of the stable API.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

// The core: private modules, every item re-exported at the root (one path each).
mod board;
mod dice;
mod error;
mod game;
mod labels;
mod movegen;
mod notation;
mod rules;
mod scoring;
mod sources;
mod table;
mod text;

// Concerns built on the core: public modules, not re-exported.
pub mod analysis;
pub mod arena;
pub mod bot;
pub mod formats;
#[cfg(any(test, feature = "testing"))]
pub mod testing;
#[cfg(feature = "train")]
pub mod train;

pub use board::{Position, PositionError};
#[cfg(feature = "rand")]
pub use dice::RngDice;
pub use dice::{game_roll, DiceError, DiceLeft, DiceSource, DieError, GameDice, Roll};
pub use error::Error;
pub use game::{
    Action, Event, Events, Game, GameRecord, Match, MatchError, MatchFormat, MatchRecord, Phase,
    RecordError, Rolls, Route, Targets, Turn, TurnError,
};
pub use labels::{LabelParseError, Numbering, PointLabel, Row, Side, UnknownSide};
pub use movegen::{
    sort_boards, sort_plays, Destination, MoveGen, Origin, Play, Step, StepError, Steps,
};
pub use notation::position::PositionParseError;
pub use notation::rules::RuleSetParseError;
pub use notation::{NotationError, PlayText, Written};
pub use rules::{
    Doubles, Goal, Layout, Opening, Overshoot, PointCap, Resting, RuleSet, RuleSetBuilder,
    RuleSetError, Scoring, UnknownVariant, Variant, MAX_CHECKERS,
};
pub use scoring::{Outcome, WinKind};
pub use sources::{Access, Citation, Field, Source, Value};
pub use ssangryuk_cited::Text;
pub use ssangryuk_cited::{Lang, UnknownLang};
pub use table::rules_table;

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
