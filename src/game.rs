//! The turn state machine: the opening (쟁두), rolls, step-by-step play with reasons for
//! every refusal, automatic passes, resting, the end of the game and its score.
//!
//! A [`Game`] is what an app is built on. Dice are a rule, not a lottery: by default a
//! game's rolls are [`game_roll`]`(number, index)`, so reopening game N replays it. A step
//! once made is final (seed 002: "되돌리기가 없습니다"); choosing a checker is only a query
//! ([`Game::targets`]), never a state.
//!
//! ```
//! use ssangryuk::{game::Game, Variant, Lang};
//!
//! let mut game = Game::new(Variant::App.rules(), 7);
//! while game.outcome().is_none() {
//!     game.roll()?; // the opening first, then one roll a turn; passes happen by themselves
//!     while let Some(&step) = game.legal_steps().first() {
//!         game.step(game.turn().unwrap(), step.from(), step.die())?;
//!     }
//! }
//! let outcome = game.outcome().unwrap();
//! println!("{}", outcome.message(Lang::Ko));
//! // The same game number replays the same game.
//! let again = Game::replay(*game.rules(), 7, game.actions())?;
//! assert_eq!(again.position(), game.position());
//! # Ok::<_, ssangryuk::game::IllegalMove>(())
//! ```
//!
//! **Resting** ([`Resting::Allowed`], MCST "다섯째"): a side may [`Game::rest`] instead of
//! rolling. Resting never ends a game; if both sides only rest, the position never changes
//! and the game goes on for ever, which is why the app leaves resting out. An app that
//! allows it should offer to abandon a game after both sides rest in a row
//! ([`Game::rests_in_a_row`]).

use core::fmt;

use smallvec::SmallVec;

use crate::bot::{Bot, BotError};
use crate::dice::{game_roll, DiceLeft, DiceSource, Roll};
use crate::movegen::{explain_step, legal_steps, Destination, MoveGen, Origin, Play, Step};
use crate::notation::{format_steps, NotationError};
use crate::rules::{Goal, Opening, Resting, RuleSet, Scoring};
use crate::Lang;
use crate::{Position, Side};

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// 쟁두: each side throws one die until they differ ([`Opening::OneDieEach`]).
    Opening,
    /// The side to move must roll (or rest, where the rules allow it).
    AwaitingRoll,
    /// The side to move is playing these dice.
    Moving {
        /// The roll of this turn.
        roll: Roll,
        /// The dice not yet played.
        dice: DiceLeft,
    },
    /// The game is over.
    Over(Outcome),
}

/// How big a win is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum WinKind {
    /// One game (한 동).
    Single,
    /// The loser has borne off none: two games (1931: "두 판의 승부").
    Gammon,
    /// The loser has borne off none and has a checker on the bar or in the winner's home:
    /// three games (1931: "세 판의 승부", with today's definition).
    Backgammon,
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Outcome {
    /// Who won.
    pub winner: Side,
    /// Single, gammon or backgammon ([`Scoring::Gammons`] only; otherwise single).
    pub kind: WinKind,
    /// Points won: 1, 2 or 3.
    pub points: u32,
}

impl Outcome {
    /// The final position's result under `rules`: `None` while nobody has won.
    #[must_use]
    pub fn of(position: &Position) -> Option<Outcome> {
        let winner = position.winner()?;
        let rules = position.rules();
        let loser = winner.opponent();
        let kind = if rules.scoring() == Scoring::Gammons
            && rules.goal() == Goal::BearOffAll
            && position.off(loser) == 0
        {
            let back = position.bar(loser) > 0 || (19..=24).any(|p| position.count(loser, p) > 0);
            if back {
                WinKind::Backgammon
            } else {
                WinKind::Gammon
            }
        } else {
            WinKind::Single
        };
        let points = match kind {
            WinKind::Single => 1,
            WinKind::Gammon => 2,
            WinKind::Backgammon => 3,
        };
        Some(Outcome {
            winner,
            kind,
            points,
        })
    }

    /// "흑이 이겼습니다 (한 동)." / "black wins (1 point)".
    #[must_use]
    pub fn message(&self, lang: Lang) -> String {
        let who = self.winner.name(lang);
        match lang {
            Lang::Ko => {
                let kind = match self.kind {
                    WinKind::Single => "한 동",
                    WinKind::Gammon => "두 판의 승부",
                    WinKind::Backgammon => "세 판의 승부",
                };
                format!("{who}이 이겼습니다 ({kind}, {}점).", self.points)
            }
            Lang::En => {
                let kind = match self.kind {
                    WinKind::Single => "",
                    WinKind::Gammon => " with a gammon",
                    WinKind::Backgammon => " with a backgammon",
                };
                let s = if self.points == 1 { "" } else { "s" };
                format!("{who} wins{kind} ({} point{s})", self.points)
            }
        }
    }
}

/// What happened, for an app to animate and narrate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Event {
    /// 쟁두: each side threw one die; equal dice are thrown again.
    OpeningRoll {
        /// Black's die.
        black: u8,
        /// White's die.
        white: u8,
    },
    /// A side rolled (the opening's winner "rolls" the two opening dice).
    Rolled {
        /// Who.
        side: Side,
        /// The dice.
        roll: Roll,
    },
    /// A checker moved (from/to in `side`'s numbering).
    Moved {
        /// Who.
        side: Side,
        /// The step.
        step: Step,
    },
    /// A checker entered from the bar onto `point`.
    Entered {
        /// Who.
        side: Side,
        /// Where, in `side`'s numbering.
        point: u8,
    },
    /// `side` hit a lone opposing checker (바리) on `point`, sending it to the bar.
    Hit {
        /// The hitter.
        side: Side,
        /// Where, in the hitter's numbering.
        point: u8,
    },
    /// A checker was borne off from `point`.
    BorneOff {
        /// Who.
        side: Side,
        /// From where, in `side`'s numbering.
        point: u8,
    },
    /// No legal move: the turn passed by itself (seed 002: "차례가 저절로 넘어가고 그 사실을
    /// 화면에 적습니다").
    Passed {
        /// Who could not move.
        side: Side,
        /// The roll that could not be played.
        roll: Roll,
    },
    /// A side rested without rolling.
    Rested {
        /// Who.
        side: Side,
    },
    /// The game is over.
    Won(Outcome),
}

impl Event {
    /// A sentence for the event, in Korean or English.
    #[must_use]
    pub fn message(&self, lang: Lang) -> String {
        match (*self, lang) {
            (Event::OpeningRoll { black, white }, Lang::Ko) if black == white => {
                format!("쟁두: 흑 {black}, 백 {white}. 같은 눈이라 다시 던집니다.")
            }
            (Event::OpeningRoll { black, white }, Lang::Ko) => {
                let first = if black > white { "흑" } else { "백" };
                format!("쟁두: 흑 {black}, 백 {white}. {first}이 두 눈으로 먼저 둡니다.")
            }
            (Event::OpeningRoll { black, white }, Lang::En) if black == white => {
                format!("opening: black {black}, white {white}; a tie, throw again")
            }
            (Event::OpeningRoll { black, white }, Lang::En) => {
                let first = if black > white { "black" } else { "white" };
                format!("opening: black {black}, white {white}; {first} starts with both dice")
            }
            (Event::Rolled { side, roll }, Lang::Ko) => format!("{}: {roll}", side.name(lang)),
            (Event::Rolled { side, roll }, Lang::En) => format!("{side} rolls {roll}"),
            (Event::Moved { side, step }, _) => {
                format!("{}: {}", side.name(lang), format_steps(&[step], None))
            }
            (Event::Entered { side, point }, Lang::Ko) => {
                format!("{}의 귀향말이 {point}에 들어왔습니다.", side.name(lang))
            }
            (Event::Entered { side, point }, Lang::En) => {
                format!("{side} enters a checker on {point}")
            }
            (Event::Hit { side, point }, Lang::Ko) => format!(
                "{}이 {point}의 바리를 잡았습니다. 잡힌 말은 귀향말이 됩니다.",
                side.name(lang)
            ),
            (Event::Hit { side, point }, Lang::En) => {
                format!("{side} hits the lone checker on {point}")
            }
            (Event::BorneOff { side, point }, Lang::Ko) => {
                format!("{}이 {point}의 말을 내보냈습니다.", side.name(lang))
            }
            (Event::BorneOff { side, point }, Lang::En) => {
                format!("{side} bears off from {point}")
            }
            (Event::Passed { side, roll }, Lang::Ko) => format!(
                "{} {roll}: 갈 자리가 하나도 없습니다. 차례가 저절로 넘어갑니다.",
                side.name(lang)
            ),
            (Event::Passed { side, roll }, Lang::En) => {
                format!("{side} rolls {roll} and cannot move; the turn passes")
            }
            (Event::Rested { side }, Lang::Ko) => {
                format!("{}이 주사위를 던지지 않고 쉽니다.", side.name(lang))
            }
            (Event::Rested { side }, Lang::En) => format!("{side} rests without rolling"),
            (Event::Won(o), _) => o.message(lang),
        }
    }
}

/// The events of one call.
pub type Events = SmallVec<[Event; 6]>;

/// Why a roll, a rest, a step or a play was refused.
///
/// `Display` is English; [`IllegalMove::message`] also gives the Korean sentence of the
/// app's help page (seed 002) or one in the same voice.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum IllegalMove {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// It is the other side's turn.
    #[error("it is not {0}'s turn")]
    NotYourTurn(Side),
    /// The dice have not been rolled yet.
    #[error("roll the dice first")]
    NotRolled,
    /// The dice have been rolled: play them.
    #[error("the dice are already rolled: play them")]
    AlreadyRolled,
    /// These rules do not allow resting.
    #[error("these rules do not allow resting: roll the dice")]
    RestNotAllowed,
    /// No die of this number is left.
    #[error("there is no {0} among the dice left")]
    NoSuchDie(u8),
    /// A checker on the bar must enter before any other moves.
    #[error("a checker on the bar must enter first")]
    MustEnterFirst,
    /// No checker of the mover stands there.
    #[error("there is no checker of yours to move from {0}")]
    NoChecker(OriginText),
    /// The target point is held by two or more opposing checkers.
    #[error("point {0} is blocked by two or more opposing checkers")]
    Blocked(u8),
    /// The target point already holds as many checkers as the cap allows.
    #[error("point {point} is full: at most {cap} checkers may stand on a point")]
    PointFull {
        /// The point.
        point: u8,
        /// The cap.
        cap: u8,
    },
    /// Bearing off before every checker is home.
    #[error("bearing off starts only when all {0} checkers are home")]
    NotAllHome(u8),
    /// These rules have no bearing off (the all-home goal).
    #[error("these rules have no bearing off: bring every checker home to win")]
    NoBearingOff,
    /// A larger die than needed bears off only the rearmost checker (strict overshoot).
    #[error("a die larger than needed bears off only the checker on the highest point")]
    HigherCheckerFirst,
    /// Only one die can be played, and it must be the larger.
    #[error("only one die can be played, so it must be the larger ({0})")]
    MustUseLargerDie(u8),
    /// The step would leave a die unusable although a play could use more dice.
    #[error("that would leave a die unused, but the dice can be used more fully")]
    WouldLeaveDieUnused,
    /// The play is not one of the legal plays of this turn.
    #[error("that is not a legal play for this turn")]
    NotALegalPlay,
    /// The play's text could not be read.
    #[error(transparent)]
    Notation(#[from] NotationError),
}

/// A step's origin for messages: `bar` or a point number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OriginText(pub Origin);

impl fmt::Display for OriginText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Origin::Bar => f.write_str("the bar"),
            Origin::Point(p) => write!(f, "point {p}"),
        }
    }
}

/// A count in Korean native numerals before a counter: 다섯 (개), 열다섯 (개).
fn ko_count(n: u8) -> String {
    const ONES: [&str; 10] = [
        "", "한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉",
    ];
    const TENS: [&str; 4] = ["", "열", "스물", "서른"];
    match n {
        20 => "스무".to_owned(),
        1..=39 => format!("{}{}", TENS[n as usize / 10], ONES[n as usize % 10]),
        _ => n.to_string(),
    }
}

impl IllegalMove {
    /// The message in `lang`: English is the `Display`; Korean follows the app's help page.
    #[must_use]
    pub fn message(&self, lang: Lang) -> String {
        if lang == Lang::En {
            return self.to_string();
        }
        match self {
            IllegalMove::GameOver => "판이 끝났습니다. 더 둘 수 없습니다.".to_owned(),
            IllegalMove::NotYourTurn(side) => {
                format!("지금은 {}의 차례가 아닙니다.", side.name(Lang::Ko))
            }
            IllegalMove::NotRolled => "먼저 주사위를 굴리세요.".to_owned(),
            IllegalMove::AlreadyRolled => "이미 주사위를 굴렸습니다. 나온 눈을 쓰세요.".to_owned(),
            IllegalMove::RestNotAllowed => {
                "이 규칙에서는 쉴 수 없습니다. 주사위를 굴려야 합니다.".to_owned()
            }
            IllegalMove::NoSuchDie(d) => format!("남은 눈에 {d}이 없습니다."),
            IllegalMove::MustEnterFirst => {
                "말이 안 눌립니다. 귀향말이 있으면 그 말부터 들여보내야 합니다.".to_owned()
            }
            IllegalMove::NoChecker(OriginText(Origin::Bar)) => {
                "가운데에 들여보낼 귀향말이 없습니다.".to_owned()
            }
            IllegalMove::NoChecker(OriginText(Origin::Point(p))) => {
                format!("{p}에는 옮길 말이 없습니다.")
            }
            IllegalMove::Blocked(p) => {
                format!("{p}에는 못 갑니다. 상대 말이 둘 이상 있는 칸은 막혀 있습니다.")
            }
            IllegalMove::PointFull { cap, .. } => format!(
                "같은 칸에 더 못 놓습니다. 한 칸에는 {}까지만 세울 수 있습니다.",
                ko_count(*cap) + " 개"
            ),
            IllegalMove::NotAllHome(n) => format!(
                "말을 못 내보냅니다. {}가 모두 안육에 들어와야 내보내기가 시작됩니다.",
                ko_count(*n) + " 개"
            ),
            IllegalMove::NoBearingOff => {
                "이 규칙에서는 말을 내보내지 않습니다. 말을 모두 안육에 들이면 이깁니다.".to_owned()
            }
            IllegalMove::HigherCheckerFirst => {
                "그 말은 아직 못 내보냅니다. 눈이 지나치면 맨 뒤에 있는 말부터 내보내야 합니다."
                    .to_owned()
            }
            IllegalMove::MustUseLargerDie(_) => {
                "눈 하나를 못 썼습니다. 한쪽만 쓸 수 있는 자리면 큰 눈을 먼저 써야 합니다."
                    .to_owned()
            }
            IllegalMove::WouldLeaveDieUnused => {
                "그렇게 두면 눈 하나를 못 씁니다. 두 눈을 다 써야 합니다.".to_owned()
            }
            IllegalMove::NotALegalPlay => "둘 수 없는 수입니다.".to_owned(),
            IllegalMove::Notation(e) => format!("수를 읽지 못했습니다: {e}"),
        }
    }
}

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

/// A turn as people write it down: who, the roll, and what was played.
#[derive(Clone, Debug, PartialEq, Eq)]
struct TurnLog {
    side: Side,
    roll: Option<Roll>,
    steps: SmallVec<[Step; 4]>,
}

/// A game of 쌍륙 under a [`RuleSet`], numbered so that its dice replay.
///
/// With the `serde` feature a game is stored as its record (rules, number, actions) and
/// rebuilt by [`Game::replay`] when read, so an inconsistent record is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "GameRecord", into = "GameRecord"))]
pub struct Game {
    rules: RuleSet,
    number: u64,
    start: Option<Position>,
    rolls: u64,
    position: Position,
    phase: Phase,
    actions: Vec<Action>,
    opening: Vec<(u8, u8)>,
    turns: Vec<TurnLog>,
    rests_in_a_row: u32,
}

impl Game {
    /// A new game number `number` under `rules`: waiting for the opening roll (one die
    /// each), or, under [`Opening::FixedFirst`], for the first player's roll. The fixed
    /// first player is black in even-numbered games and white in odd ones.
    #[must_use]
    pub fn new(rules: RuleSet, number: u64) -> Game {
        let (turn, phase) = match rules.opening() {
            Opening::OneDieEach => (Side::Black, Phase::Opening),
            Opening::FixedFirst => (Game::fixed_first(number), Phase::AwaitingRoll),
        };
        Game {
            rules,
            number,
            start: None,
            rolls: 0,
            position: Position::start(rules, turn),
            phase,
            actions: Vec::new(),
            opening: Vec::new(),
            turns: Vec::new(),
            rests_in_a_row: 0,
        }
    }

    /// A game numbered `number` that starts from `position` (a problem, or a game taken
    /// over from elsewhere), with the position's side to roll; no opening.
    ///
    /// # Errors
    /// [`IllegalMove::GameOver`] when someone has already won in `position`.
    pub fn from_position(position: Position, number: u64) -> Result<Game, IllegalMove> {
        if position.winner().is_some() {
            return Err(IllegalMove::GameOver);
        }
        let mut g = Game::new(*position.rules(), number);
        g.start = Some(position);
        g.position = position;
        g.phase = Phase::AwaitingRoll;
        Ok(g)
    }

    /// Who moves first under [`Opening::FixedFirst`] in game `number`.
    #[must_use]
    pub const fn fixed_first(number: u64) -> Side {
        if number % 2 == 0 {
            Side::Black
        } else {
            Side::White
        }
    }

    /// Rebuilds a game from its actions (its record).
    ///
    /// # Errors
    /// The first action that is not legal where it stands, as an [`IllegalMove`].
    pub fn replay(rules: RuleSet, number: u64, actions: &[Action]) -> Result<Game, IllegalMove> {
        Game::new(rules, number).replaying(actions)
    }

    /// The record of this game: its rules, number, starting position (when it did not
    /// start from the rules' layout) and actions.
    #[must_use]
    pub fn record(&self) -> GameRecord {
        GameRecord {
            rules: self.rules,
            number: self.number,
            start: self.start,
            actions: self.actions.clone(),
        }
    }

    fn replaying(mut self, actions: &[Action]) -> Result<Game, IllegalMove> {
        let g = &mut self;
        for &a in actions {
            match a {
                Action::Roll(r) => g.roll_with(r)?,
                Action::Step { from, die } => {
                    // The side the position has to move: before the opening roll the
                    // step is refused as not rolled, after the end as game over.
                    let side = g.position.turn();
                    g.step(side, from, die)?
                }
                Action::Rest => g.rest()?,
            };
        }
        Ok(self)
    }

    /// The rules.
    #[must_use]
    pub const fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// The game number.
    #[must_use]
    pub const fn number(&self) -> u64 {
        self.number
    }

    /// The position now (during a turn, with the steps made so far).
    #[must_use]
    pub const fn position(&self) -> &Position {
        &self.position
    }

    /// Where the game stands.
    #[must_use]
    pub const fn phase(&self) -> Phase {
        self.phase
    }

    /// The side to move; `None` during the opening and once the game is over.
    #[must_use]
    pub fn turn(&self) -> Option<Side> {
        match self.phase {
            Phase::AwaitingRoll | Phase::Moving { .. } => Some(self.position.turn()),
            Phase::Opening | Phase::Over(_) => None,
        }
    }

    /// The result, once the game is over.
    #[must_use]
    pub const fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            Phase::Over(o) => Some(o),
            _ => None,
        }
    }

    /// The dice not yet played this turn.
    #[must_use]
    pub fn dice_left(&self) -> Option<DiceLeft> {
        match self.phase {
            Phase::Moving { dice, .. } => Some(dice),
            _ => None,
        }
    }

    /// Every action so far: the record that [`Game::replay`] rebuilds the game from.
    #[must_use]
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// How many times in a row the sides have rested.
    #[must_use]
    pub const fn rests_in_a_row(&self) -> u32 {
        self.rests_in_a_row
    }

    /// Whether neither side can ever move again: no roll gives either side a legal step,
    /// so every turn would pass and the position never change. Only a tight cap makes this
    /// possible (a custom rule set with a cap of 3 reached it in fuzzing: checkers on the
    /// bar facing full or held points, the other side walled in). No rule says how such a
    /// game ends; an app should stop it and say so.
    #[must_use]
    pub fn is_deadlocked(&self) -> bool {
        if self.outcome().is_some() {
            return false;
        }
        let now = self.position;
        let other = now.passed();
        !Roll::all().any(|r| {
            let dice = DiceLeft::new(r, self.rules.doubles());
            !legal_steps(&now, &dice).is_empty() || !legal_steps(&other, &dice).is_empty()
        })
    }

    /// The steps that may be made now (each begins some legal way of playing the dice left).
    #[must_use]
    pub fn legal_steps(&self) -> SmallVec<[Step; 16]> {
        match self.phase {
            Phase::Moving { dice, .. } => legal_steps(&self.position, &dice),
            _ => SmallVec::new(),
        }
    }

    /// Every legal way to play the dice left, one per resulting position.
    #[must_use]
    pub fn legal_plays(&self) -> Vec<Play> {
        match self.phase {
            Phase::Moving { dice, .. } => MoveGen::new().plays_with(&self.position, &dice).to_vec(),
            _ => Vec::new(),
        }
    }

    /// Where a selected checker may go now: the legal steps from `from` (a selection is only
    /// a query; nothing changes).
    #[must_use]
    pub fn targets(&self, from: Origin) -> SmallVec<[(u8, Destination); 4]> {
        self.legal_steps()
            .into_iter()
            .filter(|s| s.from() == from)
            .map(|s| (s.die(), s.to()))
            .collect()
    }

    /// Rolls this game's own dice ([`game_roll`] of the game number and the roll index).
    ///
    /// # Errors
    /// [`IllegalMove::GameOver`], or [`IllegalMove::AlreadyRolled`] during a turn.
    pub fn roll(&mut self) -> Result<Events, IllegalMove> {
        self.check_can_roll()?;
        self.roll_with(game_roll(self.number, self.rolls))
    }

    /// Lets the side to move's bot play the turn, rolling this game's dice first unless
    /// the turn is already rolled (by hand, or the opening's winner's dice): `black`
    /// decides for black and `white` for white, so every decision goes to its own side's
    /// bot. An opening tie only rolls; a turn with nothing to play passes by itself.
    ///
    /// # Errors
    /// [`BotError::Game`] with [`IllegalMove::GameOver`]; [`BotError::BadChoice`] when a
    /// bot answers something that is not one of the legal plays.
    pub fn play_turn(
        &mut self,
        black: &mut dyn Bot,
        white: &mut dyn Bot,
    ) -> Result<Events, BotError> {
        let mut events = match self.phase {
            Phase::Moving { .. } => Events::new(),
            _ => self.roll()?,
        };
        if let Phase::Moving { dice, .. } = self.phase {
            let side = self.position.turn();
            let mut gen = MoveGen::new();
            let plays = gen.plays_with(&self.position, &dice);
            let index = match side {
                Side::Black => black.choose(&self.position, &dice, plays),
                Side::White => white.choose(&self.position, &dice, plays),
            };
            let play = *plays.get(index).ok_or(BotError::BadChoice {
                side,
                index,
                plays: plays.len(),
            })?;
            // One of this turn's legal plays by construction: no second generation.
            events.extend(self.play_steps(&play)?);
        }
        Ok(events)
    }

    /// Plays the rest of the game between two bots (see [`Game::play_turn`]) and returns
    /// its outcome and record.
    ///
    /// # Errors
    /// As [`Game::play_turn`]; [`BotError::Deadlocked`] when neither side can ever move
    /// again (a tight custom cap).
    pub fn play_out(
        &mut self,
        black: &mut dyn Bot,
        white: &mut dyn Bot,
    ) -> Result<Played, BotError> {
        loop {
            if let Some(outcome) = self.outcome() {
                return Ok(Played {
                    outcome,
                    record: self.record(),
                });
            }
            let events = self.play_turn(black, white)?;
            if events.iter().any(|e| matches!(e, Event::Passed { .. })) && self.is_deadlocked() {
                return Err(BotError::Deadlocked);
            }
        }
    }

    /// Rolls dice from any source (fixed dice, an RNG); see [`Game::roll_with`].
    ///
    /// # Errors
    /// As [`Game::roll_with`].
    pub fn roll_from(&mut self, dice: &mut impl DiceSource) -> Result<Events, IllegalMove> {
        self.check_can_roll()?;
        self.roll_with(dice.roll())
    }

    fn check_can_roll(&self) -> Result<(), IllegalMove> {
        match self.phase {
            Phase::Over(_) => Err(IllegalMove::GameOver),
            Phase::Moving { .. } => Err(IllegalMove::AlreadyRolled),
            Phase::Opening | Phase::AwaitingRoll => Ok(()),
        }
    }

    /// Uses `roll` as the next throw: in the opening, black's and white's single dice;
    /// otherwise the side to move's two dice. Passes the turn at once when nothing can be
    /// played ([`Event::Passed`]).
    ///
    /// # Errors
    /// [`IllegalMove::GameOver`], or [`IllegalMove::AlreadyRolled`] during a turn.
    pub fn roll_with(&mut self, roll: Roll) -> Result<Events, IllegalMove> {
        self.check_can_roll()?;
        self.rolls += 1;
        self.actions.push(Action::Roll(roll));
        self.rests_in_a_row = 0;
        let mut events = Events::new();
        if self.phase == Phase::Opening {
            let [black, white] = roll.dice();
            self.opening.push((black, white));
            events.push(Event::OpeningRoll { black, white });
            if black == white {
                return Ok(events);
            }
            let first = if black > white {
                Side::Black
            } else {
                Side::White
            };
            self.position = Position::start(self.rules, first);
        }
        let side = self.position.turn();
        events.push(Event::Rolled { side, roll });
        self.turns.push(TurnLog {
            side,
            roll: Some(roll),
            steps: SmallVec::new(),
        });
        let dice = DiceLeft::new(roll, self.rules.doubles());
        self.phase = Phase::Moving { roll, dice };
        if legal_steps(&self.position, &dice).is_empty() {
            events.push(Event::Passed { side, roll });
            self.end_turn();
        }
        Ok(events)
    }

    /// The side to move rests without rolling ([`Resting::Allowed`] only).
    ///
    /// # Errors
    /// [`IllegalMove::RestNotAllowed`], [`IllegalMove::GameOver`],
    /// [`IllegalMove::AlreadyRolled`], or [`IllegalMove::NotRolled`] during the opening.
    pub fn rest(&mut self) -> Result<Events, IllegalMove> {
        match self.phase {
            Phase::Over(_) => return Err(IllegalMove::GameOver),
            Phase::Moving { .. } => return Err(IllegalMove::AlreadyRolled),
            Phase::Opening => return Err(IllegalMove::NotRolled),
            Phase::AwaitingRoll => {}
        }
        if self.rules.resting() != Resting::Allowed {
            return Err(IllegalMove::RestNotAllowed);
        }
        let side = self.position.turn();
        self.actions.push(Action::Rest);
        self.turns.push(TurnLog {
            side,
            roll: None,
            steps: SmallVec::new(),
        });
        self.rests_in_a_row += 1;
        self.position = self.position.passed();
        Ok(smallvec::smallvec![Event::Rested { side }])
    }

    /// Moves one of `side`'s checkers from `from` by `die`. The step is final.
    ///
    /// # Errors
    /// Why the step is not legal: see [`IllegalMove`].
    pub fn step(&mut self, side: Side, from: Origin, die: u8) -> Result<Events, IllegalMove> {
        let (roll, dice) = self.moving()?;
        if side != self.position.turn() {
            return Err(IllegalMove::NotYourTurn(side));
        }
        let step = self.diagnose(&dice, from, die)?;
        let after = self
            .position
            .after_step(step)
            .expect("a diagnosed step applies");
        self.actions.push(Action::Step { from, die });
        if let Some(t) = self.turns.last_mut() {
            t.steps.push(step);
        }
        let mut events = Events::new();
        events.push(Event::Moved { side, step });
        if let (Origin::Bar, Destination::Point(p)) = (step.from(), step.to()) {
            events.push(Event::Entered { side, point: p });
        }
        if step.is_hit() {
            events.push(Event::Hit {
                side,
                point: step.to_number(),
            });
        }
        if let (Origin::Point(p), Destination::Off) = (step.from(), step.to()) {
            events.push(Event::BorneOff { side, point: p });
        }
        self.position = after;
        if let Some(outcome) = Outcome::of(&after) {
            self.phase = Phase::Over(outcome);
            events.push(Event::Won(outcome));
            return Ok(events);
        }
        let rest = dice.without(die).expect("the die was checked");
        self.phase = Phase::Moving { roll, dice: rest };
        if legal_steps(&self.position, &rest).is_empty() {
            self.end_turn();
        }
        Ok(events)
    }

    /// Plays a whole play (from [`Game::legal_plays`]) step by step.
    ///
    /// # Errors
    /// [`IllegalMove::NotALegalPlay`] when the play was not generated for this turn's
    /// position and dice; otherwise as [`Game::step`].
    pub fn play(&mut self, play: &Play) -> Result<Events, IllegalMove> {
        let (_, dice) = self.moving()?;
        if !MoveGen::new()
            .plays_with(&self.position, &dice)
            .contains(play)
        {
            return Err(IllegalMove::NotALegalPlay);
        }
        self.play_steps(play)
    }

    /// Makes the steps of `play`, one of this turn's legal plays.
    fn play_steps(&mut self, play: &Play) -> Result<Events, IllegalMove> {
        let side = self.position.turn();
        let mut events = Events::new();
        for s in play.steps() {
            events.extend(self.step(side, s.from(), s.die())?);
        }
        Ok(events)
    }

    /// Plays the rest of the turn written in standard notation (`24/18 13/10`, `bar/22`,
    /// `6/off`, or with 상/하 labels).
    ///
    /// # Errors
    /// [`IllegalMove::Notation`] when the text is not a legal play; as [`Game::play`].
    pub fn play_text(&mut self, text: &str) -> Result<Events, IllegalMove> {
        let (_, dice) = self.moving()?;
        let play = self.position.parse_play_with(&dice, text)?;
        self.play(&play)
    }

    /// The roll and dice left of the turn being played, or why there is none.
    fn moving(&self) -> Result<(Roll, DiceLeft), IllegalMove> {
        match self.phase {
            Phase::Over(_) => Err(IllegalMove::GameOver),
            Phase::Opening | Phase::AwaitingRoll => Err(IllegalMove::NotRolled),
            Phase::Moving { roll, dice } => Ok((roll, dice)),
        }
    }

    /// The single step `from`/`die`, or the first reason it is refused: the step rule,
    /// then the maximal-dice and larger-die rules, as the move generator applies them.
    fn diagnose(&self, dice: &DiceLeft, from: Origin, die: u8) -> Result<Step, IllegalMove> {
        explain_step(&self.position, dice, from, die)
    }

    fn end_turn(&mut self) {
        self.position = self.position.passed();
        self.phase = Phase::AwaitingRoll;
    }

    /// The game as people write it down: the opening, then one line a turn with the roll
    /// and the play in standard notation (with 상/하 labels when `labels` is true), and the
    /// result.
    #[must_use]
    pub fn transcript(&self, lang: Lang, labels: bool) -> String {
        use fmt::Write;
        let mut out = String::new();
        let rules = match self.rules.variant() {
            Some(v) => v.id().to_owned(),
            None => self.rules.to_string(),
        };
        let _ = writeln!(out, "# ssangryuk {rules} game {}", self.number);
        for &(black, white) in &self.opening {
            let _ = writeln!(out, "{}", Event::OpeningRoll { black, white }.message(lang));
        }
        for (i, t) in self.turns.iter().enumerate() {
            let side = t.side.name(lang);
            let _ = write!(out, "{}. {side}", i + 1);
            match t.roll {
                None => {
                    let rest = if lang == Lang::Ko { "쉼" } else { "rests" };
                    let _ = writeln!(out, " {rest}");
                }
                Some(roll) if t.steps.is_empty() => {
                    let pass = if lang == Lang::Ko {
                        "갈 자리 없음"
                    } else {
                        "no move"
                    };
                    let _ = writeln!(out, " {roll}: {pass}");
                }
                Some(roll) => {
                    let text = format_steps(&t.steps, labels.then_some(t.side));
                    let _ = writeln!(out, " {roll}: {text}");
                }
            }
        }
        if let Some(o) = self.outcome() {
            let _ = writeln!(out, "{}", o.message(lang));
        }
        out
    }
}

/// A finished game between bots ([`Game::play_out`]): how it ended and how to replay it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The result.
    pub outcome: Outcome,
    /// The whole game, for [`Game::replay`] or storing.
    pub record: GameRecord,
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
}

impl From<Game> for GameRecord {
    fn from(g: Game) -> Self {
        g.record()
    }
}

impl TryFrom<GameRecord> for Game {
    type Error = IllegalMove;
    /// Replays the record; a start position under other rules than the record's is
    /// refused as [`IllegalMove::NotALegalPlay`].
    fn try_from(r: GameRecord) -> Result<Game, IllegalMove> {
        let game = match r.start {
            None => Game::new(r.rules, r.number),
            Some(p) if *p.rules() == r.rules => Game::from_position(p, r.number)?,
            Some(_) => return Err(IllegalMove::NotALegalPlay),
        };
        game.replaying(&r.actions)
    }
}

/// How a match is decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum MatchFormat {
    /// Best of `n` games: the first to win more than half (NFM, seed 003 reports: "세 번
    /// 겨뤄 두 동 이상"). Points do not matter, only games.
    BestOf(u32),
    /// The first to this many points, gammons counting double or triple where the rules
    /// score them.
    FirstTo(u32),
}

/// Why a match refused to go on.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MatchError {
    /// The current game is not over yet.
    #[error("the current game is not over yet")]
    GameNotOver,
    /// The match is already decided.
    #[error("the match is already won by {0}")]
    MatchOver(Side),
    /// A stored game could not be replayed.
    #[error("game {index} of the match: {error}")]
    Game {
        /// Which game (0-based).
        index: usize,
        /// Why.
        error: IllegalMove,
    },
    /// A stored game before the last is not finished, or one follows a decided match.
    #[error("game {0} of the match is out of place: an earlier game is unfinished or the match was already decided")]
    OutOfPlace(usize),
    /// A match of no games or to no points: it would be decided before it starts.
    #[error("a match needs at least one game or one point, not {0:?}")]
    Empty(MatchFormat),
}

/// A match: games under one rule set, numbered from the match number so a whole match
/// replays, with a running score.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "MatchRecord", into = "MatchRecord")
)]
pub struct Match {
    rules: RuleSet,
    number: u64,
    format: MatchFormat,
    finished: Vec<Game>,
    game: Game,
}

impl Match {
    /// Match number `number`: its first game is already set up.
    ///
    /// # Errors
    /// [`MatchError::Empty`] for `BestOf(0)` or `FirstTo(0)`.
    pub fn new(rules: RuleSet, number: u64, format: MatchFormat) -> Result<Match, MatchError> {
        if matches!(format, MatchFormat::BestOf(0) | MatchFormat::FirstTo(0)) {
            return Err(MatchError::Empty(format));
        }
        Ok(Match {
            rules,
            number,
            format,
            finished: Vec::new(),
            game: Game::new(rules, Match::game_number(number, 0)),
        })
    }

    /// The game number of game `index` (0, 1, 2, …) of match `number`:
    /// `number · 2^16 + index`, wrapping.
    #[must_use]
    pub const fn game_number(number: u64, index: u64) -> u64 {
        number.wrapping_mul(1 << 16).wrapping_add(index)
    }

    /// The match number.
    #[must_use]
    pub const fn number(&self) -> u64 {
        self.number
    }

    /// The format.
    #[must_use]
    pub const fn format(&self) -> MatchFormat {
        self.format
    }

    /// The game being played (or the last one, once the match is decided).
    #[must_use]
    pub const fn game(&self) -> &Game {
        &self.game
    }

    /// The game being played, to roll and move in.
    pub fn game_mut(&mut self) -> &mut Game {
        &mut self.game
    }

    /// The results of the games finished so far, the current one included once it is over.
    pub fn results(&self) -> impl Iterator<Item = Outcome> + '_ {
        self.finished
            .iter()
            .chain(core::iter::once(&self.game))
            .filter_map(Game::outcome)
    }

    /// Games won by `side`.
    #[must_use]
    pub fn wins(&self, side: Side) -> u32 {
        self.results().filter(|o| o.winner == side).count() as u32
    }

    /// Points won by `side` (the running score).
    #[must_use]
    pub fn score(&self, side: Side) -> u32 {
        self.results()
            .filter(|o| o.winner == side)
            .map(|o| o.points)
            .sum()
    }

    /// The side that has won the match, if decided.
    #[must_use]
    pub fn winner(&self) -> Option<Side> {
        Side::BOTH.into_iter().find(|&s| match self.format {
            MatchFormat::BestOf(n) => self.wins(s) > n / 2,
            MatchFormat::FirstTo(p) => self.score(s) >= p,
        })
    }

    /// Starts the next game once the current one is over.
    ///
    /// # Errors
    /// [`MatchError::GameNotOver`] or [`MatchError::MatchOver`].
    pub fn next_game(&mut self) -> Result<&mut Game, MatchError> {
        if let Some(w) = self.winner() {
            return Err(MatchError::MatchOver(w));
        }
        if self.game.outcome().is_none() {
            return Err(MatchError::GameNotOver);
        }
        let index = self.finished.len() as u64 + 1;
        let next = Game::new(self.rules, Match::game_number(self.number, index));
        self.finished.push(core::mem::replace(&mut self.game, next));
        Ok(&mut self.game)
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
}

impl From<Match> for MatchRecord {
    fn from(m: Match) -> Self {
        MatchRecord {
            rules: m.rules,
            number: m.number,
            format: m.format,
            games: m
                .finished
                .into_iter()
                .chain(core::iter::once(m.game))
                .map(|g| g.actions)
                .collect(),
        }
    }
}

impl TryFrom<MatchRecord> for Match {
    type Error = MatchError;
    fn try_from(r: MatchRecord) -> Result<Match, MatchError> {
        let mut m = Match::new(r.rules, r.number, r.format)?;
        for (index, actions) in r.games.iter().enumerate() {
            if index > 0 {
                m.next_game().map_err(|_| MatchError::OutOfPlace(index))?;
            }
            m.game = Game::replay(r.rules, Match::game_number(r.number, index as u64), actions)
                .map_err(|error| MatchError::Game { index, error })?;
        }
        Ok(m)
    }
}
