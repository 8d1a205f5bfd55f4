//! Computer players: the [`Bot`] trait, the ssangryuk app's two personalities and a searching
//! expert, all driven by the variant's own [`RuleSet`](crate::RuleSet).
//!
//! The ssangryuk app lets a player choose the opponent: "욕심 봇은 잡으러 오고 안전 봇은 길을
//! 막습니다" (the greedy bot comes to hit, the safe bot blocks the way). Both are
//! [`FeatureBot`]s: they score the position after each legal play by a weighting
//! ([`Weights::GREEDY`], [`Weights::SAFE`]) of the named [`Features`] the app's help page
//! teaches (blots and the shots at them, made points, the prime, home points, the race).
//! [`ExpertBot`] evaluates positions with an [`Evaluator`] and looks one roll ahead (every
//! reply to each of the opponent's 21 rolls; 0 or 2 plies on request). The expert
//! ([`BotKind::Expert`]) judges with [`NetEval`], a network trained by self-play for the
//! position's [`Family`] of rules (for `l1931` two hidden layers deep), exact in the
//! bear-off ([`BearOff`]); the classic expert
//! ([`BotKind::Classic`]) with the hand-tuned [`HandEval`]. [`RandomBot`] plays uniformly
//! at random.
//!
//! Every bot is deterministic for its seed, so a game between bots replays exactly.
//! [`play_out`] plays a game between two bots, each side's decisions going to that side's
//! bot, the opening included.
//!
//! ```
//! use ssangryuk::{bot, bot::BotKind, Game, Variant};
//!
//! let mut black = BotKind::Expert.build(1);
//! let mut white = BotKind::Greedy.build(2);
//! let mut game = Game::new(Variant::App.rules(), 7);
//! let played = bot::play_out(&mut game, black.as_mut(), white.as_mut())?;
//! println!("{}", played.outcome.message(ssangryuk::Lang::En));
//! // The same bots, seeds and game number replay the same game.
//! let mut again = Game::new(Variant::App.rules(), 7);
//! let again = bot::play_out(&mut again, BotKind::Expert.build(1).as_mut(), BotKind::Greedy.build(2).as_mut())?;
//! assert_eq!(again.record, played.record);
//! # Ok::<_, ssangryuk::bot::BotError>(())
//! ```

mod bearoff;
mod eval;
mod expert;
mod family;
mod features;
pub(crate) mod net;
mod personality;
mod weights;

use core::fmt;
use core::str::FromStr;

pub use bearoff::{BearOff, Turns};
pub use eval::{Evaluator, HandEval};
pub use expert::ExpertBot;
pub use family::Family;
pub use features::Features;
pub use net::{Activation, Chances, Net, NetError, NetEval};
pub use personality::{FeatureBot, Weights};

use crate::board::Position;
use crate::dice::{DiceLeft, Roll};
use crate::game::{Events, Game, GameRecord, Phase, TurnError};
use crate::labels::Side;
use crate::movegen::{MoveGen, Play};
use crate::scoring::Outcome;
use ssangryuk_cited::random::{mix64, SplitMix64};

/// Something that picks a play for the side to move.
///
/// A bot must be deterministic for its own state (seed), so that games between bots
/// replay; [`play_out`] checks every choice.
pub trait Bot {
    /// Picks one of `plays` by its index. `plays` are all the legal plays from `position`
    /// for `dice` (never empty, in the generator's order), each with the board it
    /// leads to ([`Play::board`]; [`Position::after_play`] gives the whole position).
    fn choose(&mut self, position: &Position, dice: &DiceLeft, plays: &[Play]) -> usize;
}

impl<B: Bot + ?Sized> Bot for Box<B> {
    fn choose(&mut self, position: &Position, dice: &DiceLeft, plays: &[Play]) -> usize {
        (**self).choose(position, dice, plays)
    }
}

/// Lets `bot` choose a play for `roll` in `position`: `Ok(None)` when the turn passes.
///
/// # Errors
/// [`BotError::BadChoice`] when the bot answers an index that is not one of the plays.
pub fn choose_play(
    bot: &mut dyn Bot,
    position: &Position,
    roll: Roll,
    gen: &mut MoveGen,
) -> Result<Option<Play>, BotError> {
    let dice = DiceLeft::new(roll, position.rules().doubles());
    let plays = gen.plays_with(position, &dice);
    if plays.is_empty() {
        return Ok(None);
    }
    let i = bot.choose(position, &dice, plays);
    plays.get(i).copied().map(Some).ok_or(BotError::BadChoice {
        side: position.turn(),
        index: i,
        plays: plays.len(),
    })
}

/// A finished game between bots ([`play_out`]): how it ended and how to replay it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The result.
    pub outcome: Outcome,
    /// The whole game, for [`Game::replay`] or storing.
    pub record: GameRecord,
}

/// Lets the side to move's bot play the turn, rolling the game's own dice first unless
/// the turn is already rolled (by hand, or the opening's winner's dice): `black` decides
/// for black and `white` for white. An opening tie only rolls; a turn with nothing to play
/// passes by itself. The bot's choice is one of the game's own legal plays, applied as it
/// is ([`Game::play_nth`]).
///
/// # Errors
/// [`BotError::Game`] when the game refuses to roll (it is over or deadlocked);
/// [`BotError::BadChoice`] when a bot answers an index outside the legal plays.
pub fn play_turn(
    game: &mut Game,
    black: &mut dyn Bot,
    white: &mut dyn Bot,
) -> Result<Events, BotError> {
    let mut events = match game.phase() {
        Phase::Moving { .. } => Events::new(),
        _ => game.roll()?,
    };
    if let Phase::Moving { dice, .. } = game.phase() {
        let side = game.position().turn();
        let plays = game.legal_plays();
        let index = match side {
            Side::Black => black.choose(game.position(), &dice, plays),
            Side::White => white.choose(game.position(), &dice, plays),
        };
        let count = plays.len();
        game.play_nth_into(index, &mut events)
            .map_err(|_| BotError::BadChoice {
                side,
                index,
                plays: count,
            })?;
    }
    Ok(events)
}

/// Plays the rest of `game` between two bots (see [`play_turn`]) and returns its outcome
/// and record.
///
/// ```
/// use ssangryuk::{bot, bot::BotKind, Game, Variant};
///
/// let mut game = Game::new(Variant::App.rules(), 7);
/// let played = bot::play_out(&mut game, &mut BotKind::Expert.build(1), &mut BotKind::Greedy.build(2))?;
/// assert_eq!(played.outcome, game.outcome().unwrap());
/// # Ok::<_, ssangryuk::bot::BotError>(())
/// ```
///
/// # Errors
/// As [`play_turn`]; [`BotError::Deadlocked`] when the game stops because neither side can
/// ever move again (a tight custom cap).
pub fn play_out(
    game: &mut Game,
    black: &mut dyn Bot,
    white: &mut dyn Bot,
) -> Result<Played, BotError> {
    loop {
        match game.phase() {
            Phase::Over(outcome) => {
                return Ok(Played {
                    outcome,
                    record: game.record(),
                })
            }
            Phase::Deadlocked => return Err(BotError::Deadlocked),
            _ => {
                play_turn(game, black, white)?;
            }
        }
    }
}

/// Why a game between bots could not go on.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum BotError {
    /// A bot chose an index outside the list of legal plays.
    BadChoice {
        /// Whose bot.
        side: Side,
        /// What it answered.
        index: usize,
        /// How many plays there were.
        plays: usize,
    },
    /// Neither side can ever move again (only a tight custom cap allows this; see
    /// [`Game::is_deadlocked`](crate::Game::is_deadlocked)).
    Deadlocked,
    /// The game refused an action (it is over, or was left mid-turn by hand).
    Game(TurnError),
}

impl From<TurnError> for BotError {
    fn from(e: TurnError) -> BotError {
        BotError::Game(e)
    }
}

/// The bots of the crate by name, for drivers, arenas and apps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BotKind {
    /// [`RandomBot`]: a uniformly random legal play.
    Random,
    /// 욕심 봇 ([`Weights::GREEDY`]): comes to hit.
    Greedy,
    /// 안전 봇 ([`Weights::SAFE`]): leaves few blots and blocks the way.
    Safe,
    /// [`ExpertBot`] with the hand-tuned [`HandEval`], one roll ahead: the expert before the
    /// learned evaluation, kept so that progress is measured against it.
    Classic,
    /// [`ExpertBot`] with the learned [`NetEval`], one roll ahead.
    Expert,
}

impl BotKind {
    /// Every bot, weakest first.
    pub const ALL: [BotKind; 5] = [
        BotKind::Random,
        BotKind::Greedy,
        BotKind::Safe,
        BotKind::Classic,
        BotKind::Expert,
    ];

    /// The stable name: `random`, `greedy`, `safe`, `classic`, `expert`.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Greedy => "greedy",
            BotKind::Safe => "safe",
            BotKind::Classic => "classic",
            BotKind::Expert => "expert",
        }
    }

    /// A bot of this kind seeded with `seed` (the seed breaks ties, so games vary by seed
    /// and replay for the same one).
    #[must_use]
    pub fn build(self, seed: u64) -> Box<dyn Bot + Send> {
        self.build_at(seed, 1)
    }

    /// Whether it searches rolls ahead (`classic` and `expert`), so that a depth applies.
    #[must_use]
    pub const fn searches(self) -> bool {
        matches!(self, BotKind::Classic | BotKind::Expert)
    }

    /// [`BotKind::build`], a bot that [`searches`](BotKind::searches) looking `plies` rolls
    /// ahead ([`ExpertBot::with_plies`]: 0, 1 or 2); the others play as they always do.
    #[must_use]
    pub fn build_at(self, seed: u64, plies: u8) -> Box<dyn Bot + Send> {
        match self {
            BotKind::Random => Box::new(RandomBot::new(seed)),
            BotKind::Greedy => Box::new(FeatureBot::new(Weights::GREEDY, seed)),
            BotKind::Safe => Box::new(FeatureBot::new(Weights::SAFE, seed)),
            BotKind::Classic => Box::new(ExpertBot::new(HandEval::default()).with_plies(plies)),
            BotKind::Expert => Box::new(ExpertBot::new(NetEval::default()).with_plies(plies)),
        }
    }
}

impl fmt::Display for BotKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A bot name that is not one of [`BotKind::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownBot(pub String);

impl FromStr for BotKind {
    type Err = UnknownBot;
    fn from_str(s: &str) -> Result<BotKind, UnknownBot> {
        match s.trim().to_ascii_lowercase().as_str() {
            "random" | "아무렇게나" => Ok(BotKind::Random),
            "greedy" | "욕심" => Ok(BotKind::Greedy),
            "safe" | "안전" => Ok(BotKind::Safe),
            "classic" | "옛고수" | "옛 고수" => Ok(BotKind::Classic),
            "expert" | "고수" => Ok(BotKind::Expert),
            _ => Err(UnknownBot(s.to_owned())),
        }
    }
}

/// Picks a uniformly random legal play; the same seed picks the same plays, whatever
/// order the plays come in (each play's draw is keyed by the position it leads to).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RandomBot {
    state: SplitMix64,
}

impl RandomBot {
    /// A random player seeded with `seed` (e.g. the game number, so a game replays).
    #[must_use]
    pub const fn new(seed: u64) -> RandomBot {
        RandomBot {
            state: SplitMix64::new(seed),
        }
    }
}

impl Bot for RandomBot {
    fn choose(&mut self, _: &Position, _: &DiceLeft, plays: &[Play]) -> usize {
        let turn = self.state.next_u64();
        let mut best = (u64::MAX, 0);
        for (i, p) in plays.iter().enumerate() {
            let draw = mix64(turn ^ board_key(&p.board_for(p.mover().opponent())));
            if draw < best.0 {
                best = (draw, i);
            }
        }
        best.1
    }
}

/// A hash of a board, so that a bot's tie-breaks depend on the positions, not on the
/// order the generator lists them in.
pub(crate) fn board_key(b: &[i8; 26]) -> u64 {
    b.chunks(8).fold(0, |h, c| {
        let mut w = [0u8; 8];
        for (x, &v) in w.iter_mut().zip(c) {
            *x = v as u8;
        }
        mix64(h ^ u64::from_le_bytes(w))
    })
}
