//! Records: what a game or a match is stored as, and replayed from.

use super::{MatchError, RecordError};
use crate::dice::Roll;
use crate::game::{Game, Match, MatchFormat};
use smallvec::SmallVec;

use crate::board::Position;
use crate::labels::Side;
use crate::movegen::{Origin, Step};
use crate::rules::RuleSet;

/// One entry of a game's record: replaying the actions rebuilds the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Action {
    /// Dice thrown (in the opening: black's die, then white's).
    Roll(Roll),
    /// One checker moved by one die.
    Step {
        /// From where.
        from: Origin,
        /// With which die.
        die: u8,
    },
    /// The side to move rested.
    Rest,
}

/// One turn of a game's history ([`Game::turns`]): who, the roll, and the steps played.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Turn {
    pub(super) side: Side,
    pub(super) roll: Option<Roll>,
    pub(super) steps: SmallVec<[Step; 4]>,
}

impl Turn {
    /// Who played the turn.
    #[must_use]
    pub const fn side(&self) -> Side {
        self.side
    }

    /// The roll; `None` when the side rested.
    #[must_use]
    pub const fn roll(&self) -> Option<Roll> {
        self.roll
    }

    /// The steps played, in order (in the mover's numbering).
    #[must_use]
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// Whether the roll could not be played at all (the turn passed by itself).
    #[must_use]
    pub fn is_pass(&self) -> bool {
        self.roll.is_some() && self.steps.is_empty()
    }
}

/// Where a game's dice came from, as its record declares it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Rolls {
    /// The game's own dice, [`game_roll`](crate::game_roll)`(number, index)`: reading the
    /// record checks every roll against them, so a record cannot be handed chosen dice.
    #[default]
    Game,
    /// Dice from elsewhere (physical dice, another program, fixed dice): taken as written.
    Outside,
}

/// A game's record: what [`Game::replay`] needs. With the `serde` feature this is how a
/// [`Game`] is stored.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GameRecord {
    /// The rules.
    pub rules: RuleSet,
    /// The game number.
    pub number: u64,
    /// The starting position, when not the rules' layout ([`Game::from_position`]).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub start: Option<Position>,
    /// Every action, in order.
    pub actions: Vec<Action>,
    /// Where the dice came from; absent (the game's own) in a stored record unless
    /// declared.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Rolls::is_game")
    )]
    pub rolls: Rolls,
}

impl Rolls {
    /// Whether these are the game's own dice.
    #[must_use]
    pub fn is_game(&self) -> bool {
        *self == Rolls::Game
    }
}

impl From<Game> for GameRecord {
    fn from(g: Game) -> Self {
        g.record()
    }
}

impl TryFrom<GameRecord> for Game {
    type Error = RecordError;
    /// Replays the record; a start position under other rules than the record's is
    /// refused as [`RecordError::RulesMismatch`], a won one as
    /// [`RecordError::StartIsOver`], and a roll that is not the game's own (unless the
    /// record declares [`Rolls::Outside`]) as [`RecordError::NotTheGamesDice`].
    fn try_from(r: GameRecord) -> Result<Game, RecordError> {
        if r.rolls == Rolls::Game {
            let rolls = r
                .actions
                .iter()
                .enumerate()
                .filter_map(|(index, a)| match a {
                    Action::Roll(roll) => Some((index, *roll)),
                    _ => None,
                });
            for (k, (index, roll)) in rolls.enumerate() {
                let expected = crate::dice::game_roll(r.number, k as u64);
                if roll != expected {
                    return Err(RecordError::NotTheGamesDice {
                        index,
                        roll,
                        expected,
                    });
                }
            }
        }
        let game = match r.start {
            None => Game::new(r.rules, r.number),
            Some(p) if *p.rules() == r.rules => {
                Game::from_position(p, r.number).map_err(|_| RecordError::StartIsOver)?
            }
            Some(p) => {
                return Err(RecordError::RulesMismatch {
                    record: r.rules,
                    start: *p.rules(),
                })
            }
        };
        game.replaying(&r.actions)
    }
}

/// A match as stored: every game's actions, replayed when read.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MatchRecord {
    /// The rules.
    pub rules: RuleSet,
    /// The match number.
    pub number: u64,
    /// The format.
    pub format: MatchFormat,
    /// Each game's actions, in order.
    pub games: Vec<Vec<Action>>,
    /// Where a [`MatchFormat::Single`] match's game started, when not from the rules'
    /// layout (as [`GameRecord::start`]); absent otherwise.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub start: Option<Position>,
    /// Where the dice came from: [`Rolls::Outside`] when any game's did not come from its
    /// own number; absent (the games' own) in a stored record unless declared.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Rolls::is_game")
    )]
    pub rolls: Rolls,
}

impl From<Match> for MatchRecord {
    fn from(m: Match) -> Self {
        let games: Vec<Game> = m
            .finished
            .into_iter()
            .chain(core::iter::once(m.game))
            .collect();
        let outside = games.iter().any(|g| g.rolls_source() == Rolls::Outside);
        MatchRecord {
            rules: m.rules,
            number: m.number,
            format: m.format,
            start: games.first().and_then(|g| g.start),
            games: games.iter().map(Game::actions).collect(),
            rolls: if outside { Rolls::Outside } else { Rolls::Game },
        }
    }
}

impl TryFrom<MatchRecord> for Match {
    type Error = MatchError;
    fn try_from(r: MatchRecord) -> Result<Match, MatchError> {
        let mut m = Match::new(r.rules, r.number, r.format)?;
        let single = r.format == MatchFormat::Single;
        if r.start.is_some() && !single {
            return Err(MatchError::StartInMatch(r.format));
        }
        for (index, actions) in r.games.iter().enumerate() {
            if index > 0 {
                m.next_game().map_err(|_| MatchError::OutOfPlace(index))?;
            }
            let record = GameRecord {
                rules: r.rules,
                number: if single {
                    r.number
                } else {
                    Match::game_number(r.number, index as u64)
                },
                start: r.start,
                actions: actions.clone(),
                rolls: r.rolls,
            };
            m.game = Game::try_from(record).map_err(|error| MatchError::Game { index, error })?;
        }
        Ok(m)
    }
}
