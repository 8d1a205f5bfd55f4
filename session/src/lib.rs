//! Sessions of 쌍륙 (ssangryuk) and 윷놀이 (yut-nori) at a table: what the terminal app and
//! the page both play, so that neither re-implements it.
//!
//! A session is a game (or a match) of one of the two games with:
//!
//! - its **seats** ([`Seat`]): each side — and in 윷놀이 each member of a team — a person
//!   (maybe named) or one of the game's bots, so a family plays together on one screen, a
//!   person against a bot, or bots against each other;
//! - where its **throws** come from ([`Throws`]): drawn by the game (game N's own dice or
//!   sticks, the same wherever it is replayed) or thrown at the table with real dice or
//!   sticks and entered by hand (the record marks them as from outside the game);
//! - what **happened**, kept as the games' own events and said on demand in the language
//!   and numbering of the moment;
//! - what it **waits for** next (a person's roll, a person's move, a bot's turn), and the
//!   hand-over when the next person is not the last one;
//! - a **saved** form ([`Saved`], JSON) from which it resumes exactly: after a reload, a
//!   closed terminal, or on another device.
//!
//! The two halves share these words: a `Setup` to start from, `new`, `resume` and `saved`,
//! `next()` saying what is awaited (`Next`), `handover()`, `bot_turn()` here or
//! `bot_request()` answered elsewhere, and the log's `Said`, told by `line`, `prompt` and
//! `who`. 쌍륙 is [`ssangryuk::SsangryukSession`] (a game or a match, two seats); 윷놀이 is
//! [`yutnori::YutSession`] (two to six sides, a seat for every member of a team, sticks
//! thrown at the table entered as `도 개 걸 윷 모 빽도 낙` or their romanizations).
//!
//! ```
//! use ssangryuk::{bot::BotKind, Variant};
//! use ssangryuk_session::ssangryuk::{Next, Setup, SsangryukSession};
//! use ssangryuk_session::{Saved, Seat, Throws};
//!
//! // Two people share the screen; the dice are real and entered by hand.
//! let mut setup = Setup::against(Variant::App.rules(), 7, BotKind::Expert);
//! setup.seats = ["human:철수".parse()?, "human:영희".parse()?];
//! setup.throws = Throws::Hand;
//! let mut s = SsangryukSession::new(setup)?;
//! assert_eq!(s.next(), Next::EnterDice(None)); // 쟁두: one die each
//! s.enter_dice(ssangryuk::Roll::new(5, 2)?)?; // black's 5 beats white's 2
//! assert_eq!(s.next(), Next::Move(ssangryuk::Side::Black));
//! s.play_nth(0)?;
//! // Saved and resumed: the same game, the same log.
//! let text = Saved::Ssangryuk(s.saved()).to_json();
//! let Saved::Ssangryuk(saved) = Saved::from_json(&text)? else { unreachable!() };
//! let again = SsangryukSession::resume(&saved)?;
//! assert_eq!(again.game(), s.game());
//! assert_eq!(again.log(), s.log());
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod seat;
pub mod ssangryuk;
mod text;
pub mod yutnori;

pub use seat::{Name, Seat, SeatError, Throws};

/// A saved session of either game, as the app writes it to a file and the page keeps it
/// in the browser's storage or its address: `{"game": "ssangryuk", …}` or
/// `{"game": "yutnori", …}`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "game", rename_all = "lowercase")]
#[non_exhaustive]
pub enum Saved {
    /// A 쌍륙 session.
    Ssangryuk(ssangryuk::Saved),
    /// A 윷놀이 session.
    Yutnori(yutnori::Saved),
}

/// The longest saved session read (4 MiB): a long match is a few hundred kilobytes, and
/// anything longer is refused before it is parsed.
pub const MAX_SAVED: usize = 4 << 20;

impl Saved {
    /// The saved session as JSON text.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a saved session serializes")
    }

    /// Reads a saved session back (the games themselves are checked when resumed).
    ///
    /// # Errors
    /// [`SessionError::Saved`] for text longer than [`MAX_SAVED`] or not a saved session.
    pub fn from_json(text: &str) -> Result<Saved, SessionError> {
        if text.len() > MAX_SAVED {
            return Err(SessionError::Saved(format!(
                "{} bytes, more than {MAX_SAVED}",
                text.len()
            )));
        }
        serde_json::from_str(text).map_err(|e| {
            let why = e.to_string();
            SessionError::Saved(why.chars().take(200).collect())
        })
    }
}

/// Why a session refused what was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SessionError {
    /// Not what the session waits for now (a person's move while a bot is to play, dice
    /// entered while the dice are drawn…).
    NotNow,
    /// A 쌍륙 turn refused it, with the rules' reason.
    Turn(::ssangryuk::TurnError),
    /// A 쌍륙 match refused it.
    Match(::ssangryuk::MatchError),
    /// A 쌍륙 bot failed.
    Bot(::ssangryuk::bot::BotError),
    /// A 윷놀이 throw (or 낙) refused by the rules or the moment.
    YutThrow(::yutnori::ThrowError),
    /// A 윷놀이 action refused, with the rules' reason.
    YutAction(::yutnori::ActionError),
    /// A saved 윷놀이 game whose record does not replay (or whose throws are not the game's
    /// own although the session draws them).
    YutReplay(::yutnori::ReplayError),
    /// A 윷놀이 bot failed.
    YutBot(::yutnori::bot::BotError),
    /// Seats that do not fit the rules: every side, and in 윷놀이 every member of a team,
    /// has one.
    Seats {
        /// Seats given.
        found: usize,
        /// Seats the rules have (sides × members).
        expected: usize,
    },
    /// A text that is no throw of the sticks (the text, cut short).
    UnknownThrow(String),
    /// Two different pending results each take the pieces there: which one?
    WhichThrow(Vec<::yutnori::Throw>),
    /// A listed play's number past the list.
    NoSuchPlay {
        /// The index asked for (0-based).
        index: usize,
        /// How many plays there are.
        count: usize,
    },
    /// Two different dice each take the checker there (bearing off): which one?
    WhichDie(Vec<u8>),
    /// A saved session could not be read (why, cut short).
    Saved(String),
}

impl From<::ssangryuk::TurnError> for SessionError {
    fn from(e: ::ssangryuk::TurnError) -> SessionError {
        SessionError::Turn(e)
    }
}

impl From<::ssangryuk::MatchError> for SessionError {
    fn from(e: ::ssangryuk::MatchError) -> SessionError {
        SessionError::Match(e)
    }
}

impl From<::yutnori::ThrowError> for SessionError {
    fn from(e: ::yutnori::ThrowError) -> SessionError {
        SessionError::YutThrow(e)
    }
}

impl From<::yutnori::ActionError> for SessionError {
    fn from(e: ::yutnori::ActionError) -> SessionError {
        SessionError::YutAction(e)
    }
}

impl From<::yutnori::ReplayError> for SessionError {
    fn from(e: ::yutnori::ReplayError) -> SessionError {
        SessionError::YutReplay(e)
    }
}

impl From<::yutnori::bot::BotError> for SessionError {
    fn from(e: ::yutnori::bot::BotError) -> SessionError {
        SessionError::YutBot(e)
    }
}

impl From<::ssangryuk::bot::BotError> for SessionError {
    fn from(e: ::ssangryuk::bot::BotError) -> SessionError {
        SessionError::Bot(e)
    }
}

/// The README's examples, tested.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
