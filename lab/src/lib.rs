//! The workspace's lab: the tools that measure, train and cross-check the libraries.
//!
//! Unpublished (`publish = false`): it uses `ssangryuk` and `yutnori` and nothing uses
//! it. Its binaries (`src/bin/`) are the tools; this library holds what the JSON-lines
//! drivers answer, so their tests (`lab/tests/`) and the fuzz targets call it directly:
//!
//! - [`movegen`]: every legal play of a 쌍륙 position and roll;
//! - [`botmove`]: a bot's play (the protocol of the strength arena that plays the bots
//!   against GNU Backgammon and pubeval);
//! - [`ids`]: a position as a board, a GNU Backgammon position ID and an XGID;
//! - [`moves`]: a 윷놀이 position's legal actions and where they lead;
//! - [`driver`]: what they share: the answer loop that reads one bounded line at a time
//!   and keeps going after a bad one, and the 쌍륙 request (rules, board, dice);
//! - [`fuzzing`]: the property the `drivers` fuzz target checks, replayed by the tests;
//! - [`nets`]: networks named on a command line, alone or as a committee.
//!
//! The board format and the protocols are specified in `tests/data/README.md`; the
//! binaries and their commands are listed in `lab/README.md`.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod botmove;
pub mod driver;
pub mod fuzzing;
pub mod ids;
pub mod movegen;
pub mod moves;
pub mod nets;
