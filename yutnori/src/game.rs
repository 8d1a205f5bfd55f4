//! The game: positions, the turn flow (throw, then spend), actions, events and refusals.

use core::fmt;
use core::str::FromStr;

use smallvec::SmallVec;

use crate::board::{self, ParseError, Place, Station};
use crate::rules::{
    CaptureBonus, FreeGeolBack, Lang, MustUse, Nak, ResultOrder, YutMoExtra, YutRules,
};
use crate::throw::{Sticks, Throw};

/// A side (a player or a team), numbered from 0 in turn order.
pub type Side = u8;

/// Pieces of one side standing together on a station: a stack (업은 말) when `count` > 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Stack {
    /// Whose pieces.
    pub side: Side,
    /// How many (1 to pieces per side).
    pub count: u8,
}

/// Where every piece is. Stacking is automatic, so a station holds at most one side's stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    board: [Option<Stack>; 29],
    waiting: [u8; 6],
    finished: [u8; 6],
}

impl Position {
    /// The stack on a station, if any.
    #[must_use]
    pub fn at(&self, station: Station) -> Option<Stack> {
        self.board[station.index()]
    }

    /// Pieces of `side` waiting to enter.
    #[must_use]
    pub fn waiting(&self, side: Side) -> u8 {
        self.waiting.get(usize::from(side)).copied().unwrap_or(0)
    }

    /// Pieces of `side` that have finished.
    #[must_use]
    pub fn finished(&self, side: Side) -> u8 {
        self.finished.get(usize::from(side)).copied().unwrap_or(0)
    }

    /// The stacks of `side` on the board, by station id.
    pub fn stacks(&self, side: Side) -> impl Iterator<Item = (Station, u8)> + '_ {
        Station::all().filter_map(move |s| match self.board[s.index()] {
            Some(st) if st.side == side => Some((s, st.count)),
            _ => None,
        })
    }

    /// Pieces of `side` on the board.
    #[must_use]
    pub fn on_board(&self, side: Side) -> u8 {
        self.stacks(side).map(|(_, c)| c).sum()
    }

    /// Remaining distance: the sum over `side`'s pieces of the fewest pips each still needs.
    #[must_use]
    pub fn pips(&self, side: Side) -> u32 {
        u32::from(self.waiting(side)) * 12
            + self
                .stacks(side)
                .map(|(s, c)| u32::from(c) * u32::from(s.min_pips_to_finish()))
                .sum::<u32>()
    }

    /// Every piece's place, for `side`, waiting first, then by station id, then finished.
    pub fn places(&self, side: Side) -> impl Iterator<Item = Place> + '_ {
        let w = core::iter::repeat_n(Place::Waiting, usize::from(self.waiting(side)));
        let on = self
            .stacks(side)
            .flat_map(|(s, c)| core::iter::repeat_n(Place::At(s), usize::from(c)));
        let f = core::iter::repeat_n(Place::Finished, usize::from(self.finished(side)));
        w.chain(on).chain(f)
    }
}

/// One result spent on one piece or stack: `throw` takes the pieces at `from` to `to`.
///
/// Actions are identified by where they end, so route choices (shortcut or not, which way back
/// from a merge point, 자유걸 forward or back) are all just different destinations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The pending result spent.
    pub throw: Throw,
    /// [`Place::Waiting`] to enter a piece, or the station of the stack to move.
    pub from: Place,
    /// A station, or [`Place::Finished`].
    pub to: Place,
}

/// What the side to move may do with its results.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Spend a result.
    Move(Move),
    /// Give up the remaining results (only with [`MustUse::MayPass`]).
    Pass,
}

impl fmt::Display for Move {
    /// `<throw> <from>-<to>`, e.g. `mo w-5`, `geol 5-22`, `backdo 1-0`, `do 0-F`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}-{}", self.throw, self.from, self.to)
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Move(m) => m.fmt(f),
            Action::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for Action {
    type Err = ParseError;
    /// Parses what [`Display`](fmt::Display) writes.
    fn from_str(s: &str) -> Result<Self, ParseError> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("pass") || s == "패스" {
            return Ok(Action::Pass);
        }
        let (t, rest) = s
            .split_once(char::is_whitespace)
            .ok_or(ParseError::Action)?;
        let (from, to) = rest.trim().split_once('-').ok_or(ParseError::Action)?;
        Ok(Action::Move(Move {
            throw: t.parse()?,
            from: from.parse().map_err(|_| ParseError::Action)?,
            to: to.parse().map_err(|_| ParseError::Action)?,
        }))
    }
}

/// What happened, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// A result was thrown and joins the pending ones.
    Thrown(Throw),
    /// 낙: a stick went out.
    Nak,
    /// `count` pieces moved (entered, moved, stacked or finished).
    Moved {
        /// The move.
        mv: Move,
        /// How many pieces moved together.
        count: u8,
    },
    /// Pieces of `side` were captured and went back to waiting.
    Captured {
        /// Whose pieces.
        side: Side,
        /// How many.
        count: u8,
    },
    /// The mover joined its own pieces (업기).
    Stacked {
        /// The station.
        at: Station,
        /// The size of the stack now.
        count: u8,
    },
    /// Another throw was earned by a capture.
    BonusThrow,
    /// A result had no legal use and was lost.
    Voided(Throw),
    /// The side passed (or lost the turn to 낙); its remaining results are lost.
    Passed,
    /// The turn went to `side`.
    TurnTo(Side),
    /// In a team game, this member of `side` throws this turn (after [`Event::TurnTo`]).
    Thrower {
        /// The side (team).
        side: Side,
        /// The member, numbered from 0.
        member: u8,
    },
    /// `side` won.
    Won(Side),
}

impl fmt::Display for Event {
    /// A short English line, e.g. `moved 2: mo 5-20`, `captured 1 of side 1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Thrown(t) => write!(f, "threw {t}"),
            Event::Nak => f.write_str("nak"),
            Event::Moved { mv, count } => write!(f, "moved {count}: {mv}"),
            Event::Captured { side, count } => write!(f, "captured {count} of side {side}"),
            Event::Stacked { at, count } => write!(f, "stacked {count} on {}", at.id()),
            Event::BonusThrow => f.write_str("bonus throw"),
            Event::Voided(t) => write!(f, "voided {t}"),
            Event::Passed => f.write_str("passed"),
            Event::TurnTo(side) => write!(f, "turn to side {side}"),
            Event::Thrower { side, member } => write!(f, "member {member} of side {side} throws"),
            Event::Won(side) => write!(f, "side {side} won"),
        }
    }
}

impl Event {
    /// The event in Korean.
    #[must_use]
    pub fn korean(&self) -> String {
        match self {
            Event::Thrown(t) => format!("{}이(가) 나왔습니다", t.korean()),
            Event::Nak => "낙입니다".into(),
            Event::Moved { mv, count } => format!(
                "{} {count}개: {} → {}",
                mv.throw.korean(),
                place_ko(mv.from),
                place_ko(mv.to)
            ),
            Event::Captured { side, count } => format!("{side}편의 말 {count}개를 잡았습니다"),
            Event::Stacked { at, count } => {
                format!("{}에서 말 {count}개를 업었습니다", at.korean())
            }
            Event::BonusThrow => "잡았으니 한 번 더 던집니다".into(),
            Event::Voided(t) => format!("{}은(는) 쓸 수 없어 버립니다", t.korean()),
            Event::Passed => "차례를 넘깁니다".into(),
            Event::TurnTo(side) => format!("{side}편 차례입니다"),
            Event::Thrower { side, member } => format!("{side}편 {member}번이 던집니다"),
            Event::Won(side) => format!("{side}편이 이겼습니다"),
        }
    }
}

fn place_ko(p: Place) -> String {
    match p {
        Place::Waiting => "대기".into(),
        Place::At(s) => s.to_string(),
        Place::Finished => "남".into(),
    }
}

/// The events of one call.
pub type Events = SmallVec<[Event; 6]>;

/// The phase of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The side to move must throw (`owed` throws left before spending).
    Throw,
    /// The side to move spends its pending results.
    Spend,
    /// The game is won.
    Over(Side),
}

/// An illegal throw or action, refused with the reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum IllegalAction {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// Results are spent only after every owed throw is made.
    #[error("throw first: the turn still owes a throw")]
    MustThrow,
    /// A throw while results are pending and no throw is owed.
    #[error("no throw is due: spend the pending results first")]
    NoThrowDue,
    /// The rules have no such result (빽도 or 자유걸 when off).
    #[error("the rules have no {0}")]
    ThrowNotInRules(Throw),
    /// The rules have no 낙.
    #[error("the rules have no 낙")]
    NakNotInRules,
    /// The result is not among the pending ones.
    #[error("{0} is not a pending result")]
    NotPending(Throw),
    /// Results are spent in throw order and another comes first.
    #[error("results are spent in throw order: {expected} comes first")]
    OutOfOrder {
        /// The result to spend now.
        expected: Throw,
    },
    /// No piece of the side waits to enter.
    #[error("no piece is waiting to enter")]
    NoneWaiting,
    /// The station holds no piece of the side.
    #[error("none of your pieces is on {0}")]
    NotYourPiece(Station),
    /// Finished pieces never move again.
    #[error("finished pieces do not move")]
    AlreadyFinished,
    /// 빽도 (or 자유걸 backwards) cannot enter a piece.
    #[error("a backward result cannot enter a piece")]
    CannotEnterBackwards,
    /// This result does not take these pieces there.
    #[error("{throw} does not take pieces from {from} to {to}")]
    WrongDestination {
        /// The result.
        throw: Throw,
        /// The start.
        from: Place,
        /// The refused end.
        to: Place,
    },
    /// Passing is refused while a result can be used.
    #[error("a usable result must be used")]
    MustUseResult,
}

impl IllegalAction {
    /// The reason in Korean.
    #[must_use]
    pub fn korean(&self) -> &'static str {
        match self {
            IllegalAction::GameOver => "이미 끝난 판입니다",
            IllegalAction::MustThrow => "먼저 윷을 던져야 합니다",
            IllegalAction::NoThrowDue => "던질 차례가 아닙니다: 나온 패를 먼저 쓰세요",
            IllegalAction::ThrowNotInRules(_) => "이 규칙에는 없는 패입니다",
            IllegalAction::NakNotInRules => "이 규칙에는 낙이 없습니다",
            IllegalAction::NotPending(_) => "나온 패 가운데 그런 패는 없습니다",
            IllegalAction::OutOfOrder { .. } => {
                "패 순서를 바꿀 수 없습니다: 먼저 나온 패부터 쓰세요"
            }
            IllegalAction::NoneWaiting => "올릴 말이 없습니다",
            IllegalAction::NotYourPiece(_) => "그 자리에 내 말이 없습니다",
            IllegalAction::AlreadyFinished => "난 말은 다시 움직이지 않습니다",
            IllegalAction::CannotEnterBackwards => "뒤로 가는 패로는 말을 올릴 수 없습니다",
            IllegalAction::WrongDestination { .. } => "그 패로는 그 자리에 갈 수 없습니다",
            IllegalAction::MustUseResult => "쓸 수 있는 패는 써야 합니다",
        }
    }

    /// The reason in a language.
    #[must_use]
    pub fn message(&self, lang: Lang) -> String {
        match lang {
            Lang::En => self.to_string(),
            Lang::Ko => self.korean().to_string(),
        }
    }
}

/// The plain-data form of a game state, as the JSON driver reads and writes it; turned into a
/// [`Game`] only through [`Game::from_state`], which checks it against the rules.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct GameState {
    /// The side to move.
    pub turn: Side,
    /// Throws still owed this turn (0 while spending).
    pub owed: u8,
    /// Throws made this turn (for a cap on 윷/모 extra throws).
    #[cfg_attr(feature = "serde", serde(default))]
    pub thrown: u8,
    /// Results thrown and not yet spent, in throw order.
    pub pending: Vec<Throw>,
    /// Every side's pieces, in turn order.
    pub sides: Vec<SideState>,
    /// In team games, the member of each side who throws its next (or current) turn; empty
    /// means member 0 everywhere.
    #[cfg_attr(feature = "serde", serde(default))]
    pub throwers: Vec<u8>,
}

/// One side's pieces in a [`GameState`].
#[derive(Clone, Debug, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct SideState {
    /// Pieces waiting to enter.
    pub waiting: u8,
    /// Pieces finished.
    pub finished: u8,
    /// `[station id, count]` for each stack on the board.
    pub stacks: Vec<(u8, u8)>,
}

/// A game state that breaks the rules it is checked against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum StateError {
    /// The number of sides differs from the rules'.
    #[error("the state has {found} sides, the rules {expected}")]
    Sides {
        /// In the state.
        found: usize,
        /// In the rules.
        expected: u8,
    },
    /// The side to move does not exist.
    #[error("no side {0} to move")]
    Turn(Side),
    /// A side's pieces do not add up to the rules' count.
    #[error("side {side} has {found} pieces, the rules {expected}")]
    PieceCount {
        /// The side.
        side: Side,
        /// Counted.
        found: u32,
        /// In the rules.
        expected: u8,
    },
    /// A station id above 28.
    #[error("no station {0}")]
    Station(u8),
    /// An empty stack.
    #[error("empty stack on station {0}")]
    EmptyStack(u8),
    /// Two stacks on one station.
    #[error("two stacks on station {0}")]
    Crowded(u8),
    /// A pending result the rules do not have.
    #[error("the rules have no {0}")]
    Throw(Throw),
    /// Spending with nothing pending, or more than 64 pending, or more than 64 owed.
    #[error("nothing to throw and nothing to spend, or too many")]
    Flow,
    /// More than one side has finished every piece.
    #[error("more than one side has won")]
    Winners,
    /// A thrower list that does not fit the sides or the members.
    #[error("throwers must name one member (below the rules' count) for each side")]
    Throwers,
}

impl StateError {
    /// The message in Korean.
    #[must_use]
    pub fn korean(&self) -> &'static str {
        match self {
            StateError::Sides { .. } => "편 수가 규칙과 다릅니다",
            StateError::Turn(_) => "차례인 편이 없습니다",
            StateError::PieceCount { .. } => "말 수가 규칙과 맞지 않습니다",
            StateError::Station(_) => "그런 말밭은 없습니다",
            StateError::EmptyStack(_) => "빈 말 묶음이 있습니다",
            StateError::Crowded(_) => "한 말밭에 두 묶음이 있습니다",
            StateError::Throw(_) => "이 규칙에는 없는 패가 있습니다",
            StateError::Flow => "던질 것도 쓸 패도 없거나 너무 많습니다",
            StateError::Winners => "이긴 편이 둘 이상입니다",
            StateError::Throwers => "던질 사람이 편 수나 사람 수와 맞지 않습니다",
        }
    }
}

const MAX_PENDING: usize = 64;

/// Where `throw` may take the pieces at `from` under `rules` (the one place that decides it; the
/// solver builds its tables from it).
pub(crate) fn destinations(r: &YutRules, throw: Throw, from: Place) -> board::Dests {
    let mut out = board::Dests::new();
    if throw.pips() > 0 {
        out = board::forward(from, throw.pips(), r.shortcut());
    }
    if let (Place::At(s), 1..) = (from, throw.back_pips()) {
        if throw == Throw::FreeGeol
            && r.free_geol_back() == FreeGeolBack::Finish
            && (1..=3).contains(&s.id())
        {
            // [S0] fn [2]: from the first 도·개·걸, back round past 참먹이, the piece is out.
            if !out.contains(&Place::Finished) {
                out.push(Place::Finished);
            }
            return out;
        }
        for d in board::backward(s, throw.back_pips(), r.back_do_merge(), r.back_do_from_do()) {
            if !out.contains(&d) {
                out.push(d);
            }
        }
    }
    out
}

/// A game in progress: rules, position, whose turn, and the results thrown but not spent.
///
/// Each turn: [`throw`](Game::throw) until no throw is owed (윷 and 모 owe another), then spend the
/// pending results with [`apply`](Game::apply), choosing among [`legal_actions`](Game::legal_actions).
/// A capture owes a bonus throw at once. Results with no legal use are voided automatically,
/// and the turn passes when nothing is left.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    rules: YutRules,
    position: Position,
    turn: Side,
    owed: u8,
    thrown: u8,
    pending: SmallVec<[Throw; 8]>,
    winner: Option<Side>,
    thrower: [u8; 6],
}

impl Game {
    /// A new game: every piece waiting, side 0 to throw.
    #[must_use]
    pub fn new(rules: YutRules) -> Game {
        let mut waiting = [0; 6];
        for w in waiting.iter_mut().take(usize::from(rules.sides())) {
            *w = rules.pieces();
        }
        Game {
            rules,
            position: Position {
                board: [None; 29],
                waiting,
                finished: [0; 6],
            },
            turn: 0,
            owed: 1,
            thrown: 0,
            pending: SmallVec::new(),
            winner: None,
            thrower: [0; 6],
        }
    }

    /// A game from its plain-data state, checked against `rules`.
    ///
    /// # Errors
    /// [`StateError`] saying what does not fit.
    pub fn from_state(rules: YutRules, state: &GameState) -> Result<Game, StateError> {
        let n = rules.sides();
        if state.sides.len() != usize::from(n) {
            return Err(StateError::Sides {
                found: state.sides.len(),
                expected: n,
            });
        }
        if state.turn >= n {
            return Err(StateError::Turn(state.turn));
        }
        let mut g = Game::new(rules);
        g.position.waiting = [0; 6];
        let mut winners = 0;
        for (i, s) in state.sides.iter().enumerate() {
            let side = i as Side;
            let mut total = u32::from(s.waiting) + u32::from(s.finished);
            for &(id, count) in &s.stacks {
                let st = Station::new(id).map_err(|_| StateError::Station(id))?;
                if count == 0 {
                    return Err(StateError::EmptyStack(id));
                }
                if g.position.board[st.index()].is_some() {
                    return Err(StateError::Crowded(id));
                }
                g.position.board[st.index()] = Some(Stack { side, count });
                total += u32::from(count);
            }
            if total != u32::from(rules.pieces()) {
                return Err(StateError::PieceCount {
                    side,
                    found: total,
                    expected: rules.pieces(),
                });
            }
            g.position.waiting[i] = s.waiting;
            g.position.finished[i] = s.finished;
            if s.finished == rules.pieces() {
                winners += 1;
                g.winner = Some(side);
            }
        }
        if winners > 1 {
            return Err(StateError::Winners);
        }
        if let Some(&t) = state.pending.iter().find(|t| !t.allowed_by(&rules)) {
            return Err(StateError::Throw(t));
        }
        if state.pending.len() > MAX_PENDING
            || usize::from(state.owed) > MAX_PENDING
            || (g.winner.is_none() && state.owed == 0 && state.pending.is_empty())
        {
            return Err(StateError::Flow);
        }
        if !state.throwers.is_empty() {
            if state.throwers.len() != usize::from(n)
                || state.throwers.iter().any(|&m| m >= rules.members())
            {
                return Err(StateError::Throwers);
            }
            g.thrower[..usize::from(n)].copy_from_slice(&state.throwers);
        }
        g.turn = state.turn;
        g.owed = state.owed;
        g.thrown = state.thrown;
        g.pending = state.pending.iter().copied().collect();
        if g.winner.is_some() {
            g.owed = 0;
            g.pending.clear();
        } else {
            let mut ev = Events::new();
            g.settle(&mut ev);
        }
        Ok(g)
    }

    /// The plain-data state (what [`from_state`](Game::from_state) reads back).
    #[must_use]
    pub fn state(&self) -> GameState {
        GameState {
            turn: self.turn,
            owed: self.owed,
            thrown: self.thrown,
            pending: self.pending.to_vec(),
            sides: (0..self.rules.sides())
                .map(|s| SideState {
                    waiting: self.position.waiting(s),
                    finished: self.position.finished(s),
                    stacks: self
                        .position
                        .stacks(s)
                        .map(|(st, c)| (st.id(), c))
                        .collect(),
                })
                .collect(),
            throwers: if self.rules.members() > 1 {
                self.thrower[..usize::from(self.rules.sides())].to_vec()
            } else {
                Vec::new()
            },
        }
    }

    /// The member of the side to move who throws this turn (0 unless the sides are teams).
    #[must_use]
    pub fn thrower(&self) -> u8 {
        self.thrower[usize::from(self.turn)]
    }

    /// The rules.
    #[must_use]
    pub fn rules(&self) -> &YutRules {
        &self.rules
    }

    /// The position.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The side to throw or move.
    #[must_use]
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// Results thrown and not yet spent, in throw order.
    #[must_use]
    pub fn pending(&self) -> &[Throw] {
        &self.pending
    }

    /// Throws still owed before spending.
    #[must_use]
    pub fn owed(&self) -> u8 {
        self.owed
    }

    /// Throws made this turn so far (what a cap on 윷/모 extra throws counts).
    #[must_use]
    pub fn thrown(&self) -> u8 {
        self.thrown
    }

    /// The winner, once there is one.
    #[must_use]
    pub fn winner(&self) -> Option<Side> {
        self.winner
    }

    /// The phase.
    #[must_use]
    pub fn phase(&self) -> Phase {
        match self.winner {
            Some(w) => Phase::Over(w),
            None if self.owed > 0 => Phase::Throw,
            None => Phase::Spend,
        }
    }

    /// Report the sticks as they fell; the rules decide the result.
    ///
    /// # Errors
    /// As [`throw`](Game::throw).
    pub fn throw_sticks(&mut self, sticks: Sticks) -> Result<Events, IllegalAction> {
        self.throw(sticks.result(&self.rules))
    }

    /// Report a throw's result.
    ///
    /// # Errors
    /// [`IllegalAction::GameOver`], [`IllegalAction::NoThrowDue`] while spending, or
    /// [`IllegalAction::ThrowNotInRules`].
    pub fn throw(&mut self, throw: Throw) -> Result<Events, IllegalAction> {
        self.check_throw_due()?;
        if !throw.allowed_by(&self.rules) {
            return Err(IllegalAction::ThrowNotInRules(throw));
        }
        let mut ev = Events::new();
        ev.push(Event::Thrown(throw));
        self.thrown = self.thrown.saturating_add(1);
        self.owed -= 1;
        let extra = throw.grants_extra_throw()
            && match self.rules.yut_mo_extra() {
                YutMoExtra::Unlimited => true,
                YutMoExtra::Capped(n) => self.thrown < n,
            };
        if extra && self.pending.len() + usize::from(self.owed) < MAX_PENDING {
            self.owed += 1;
        }
        self.pending.push(throw);
        self.settle(&mut ev);
        Ok(ev)
    }

    /// Report a 낙: a stick fell out. What follows depends on [`YutRules::nak`].
    ///
    /// # Errors
    /// [`IllegalAction::NakNotInRules`], [`IllegalAction::GameOver`] or
    /// [`IllegalAction::NoThrowDue`].
    pub fn nak(&mut self) -> Result<Events, IllegalAction> {
        self.check_throw_due()?;
        let mut ev = Events::new();
        match self.rules.nak() {
            Nak::Off => return Err(IllegalAction::NakNotInRules),
            Nak::LoseTurn => {
                ev.push(Event::Nak);
                ev.push(Event::Passed);
                self.end_turn(&mut ev);
            }
            Nak::VoidThrow => {
                ev.push(Event::Nak);
                self.thrown = self.thrown.saturating_add(1);
                self.owed = 0;
                self.settle(&mut ev);
            }
        }
        Ok(ev)
    }

    fn check_throw_due(&self) -> Result<(), IllegalAction> {
        if self.winner.is_some() {
            Err(IllegalAction::GameOver)
        } else if self.owed == 0 {
            Err(IllegalAction::NoThrowDue)
        } else {
            Ok(())
        }
    }

    /// The results that may be spent now: the first pending one in throw order, or each distinct
    /// one with free order.
    fn spendable(&self) -> SmallVec<[Throw; 8]> {
        let mut out = SmallVec::new();
        match self.rules.result_order() {
            ResultOrder::AsThrown => out.extend(self.pending.first().copied()),
            _ => {
                for &t in &self.pending {
                    if !out.contains(&t) {
                        out.push(t);
                    }
                }
            }
        }
        out
    }

    fn destinations(&self, throw: Throw, from: Place) -> board::Dests {
        destinations(&self.rules, throw, from)
    }

    fn moves_for(&self, throw: Throw, out: &mut SmallVec<[Action; 16]>) {
        let side = self.turn;
        let mut push = |from, to| out.push(Action::Move(Move { throw, from, to }));
        if throw.pips() > 0 && self.position.waiting(side) > 0 {
            for to in self.destinations(throw, Place::Waiting) {
                push(Place::Waiting, to);
            }
        }
        for (s, _) in self.position.stacks(side) {
            for to in self.destinations(throw, Place::At(s)) {
                push(Place::At(s), to);
            }
        }
    }

    /// Every legal action now; empty unless results are being spent.
    #[must_use]
    pub fn legal_actions(&self) -> SmallVec<[Action; 16]> {
        let mut out = SmallVec::new();
        if self.phase() != Phase::Spend {
            return out;
        }
        for t in self.spendable() {
            self.moves_for(t, &mut out);
        }
        if self.rules.must_use() == MustUse::MayPass {
            out.push(Action::Pass);
        }
        out
    }

    /// Why `action` is illegal now, or `None` if it is legal.
    #[must_use]
    pub fn check(&self, action: Action) -> Option<IllegalAction> {
        self.validate(action).err()
    }

    fn validate(&self, action: Action) -> Result<u8, IllegalAction> {
        match self.phase() {
            Phase::Over(_) => return Err(IllegalAction::GameOver),
            Phase::Throw => return Err(IllegalAction::MustThrow),
            Phase::Spend => {}
        }
        let mv = match action {
            Action::Pass if self.rules.must_use() == MustUse::MayPass => return Ok(0),
            Action::Pass => return Err(IllegalAction::MustUseResult),
            Action::Move(mv) => mv,
        };
        if !self.pending.contains(&mv.throw) {
            return Err(IllegalAction::NotPending(mv.throw));
        }
        if self.rules.result_order() == ResultOrder::AsThrown && self.pending[0] != mv.throw {
            return Err(IllegalAction::OutOfOrder {
                expected: self.pending[0],
            });
        }
        let count = match mv.from {
            Place::Finished => return Err(IllegalAction::AlreadyFinished),
            Place::Waiting if mv.throw.pips() == 0 => {
                return Err(IllegalAction::CannotEnterBackwards)
            }
            Place::Waiting if self.position.waiting(self.turn) == 0 => {
                return Err(IllegalAction::NoneWaiting)
            }
            Place::Waiting => 1,
            Place::At(s) => match self.position.at(s) {
                Some(st) if st.side == self.turn => st.count,
                _ => return Err(IllegalAction::NotYourPiece(s)),
            },
        };
        if !self.destinations(mv.throw, mv.from).contains(&mv.to) {
            return Err(IllegalAction::WrongDestination {
                throw: mv.throw,
                from: mv.from,
                to: mv.to,
            });
        }
        Ok(count)
    }

    /// Take an action.
    ///
    /// # Errors
    /// The [`IllegalAction`] saying why it is refused; the game is then unchanged.
    pub fn apply(&mut self, action: Action) -> Result<Events, IllegalAction> {
        let count = self.validate(action)?;
        let mut ev = Events::new();
        let mv = match action {
            Action::Pass => {
                ev.push(Event::Passed);
                self.end_turn(&mut ev);
                return Ok(ev);
            }
            Action::Move(mv) => mv,
        };
        let side = self.turn;
        let i = self
            .pending
            .iter()
            .position(|&t| t == mv.throw)
            .unwrap_or(0);
        self.pending.remove(i);
        let pos = &mut self.position;
        match mv.from {
            Place::Waiting => pos.waiting[usize::from(side)] -= 1,
            Place::At(s) => pos.board[s.index()] = None,
            Place::Finished => {}
        }
        ev.push(Event::Moved { mv, count });
        match mv.to {
            Place::Finished => {
                pos.finished[usize::from(side)] += count;
                if pos.finished[usize::from(side)] == self.rules.pieces() {
                    self.winner = Some(side);
                    self.owed = 0;
                    self.pending.clear();
                    ev.push(Event::Won(side));
                    return Ok(ev);
                }
            }
            Place::At(s) => match pos.board[s.index()] {
                Some(st) if st.side == side => {
                    let c = st.count + count;
                    pos.board[s.index()] = Some(Stack { side, count: c });
                    ev.push(Event::Stacked { at: s, count: c });
                }
                other => {
                    pos.board[s.index()] = Some(Stack { side, count });
                    if let Some(st) = other {
                        pos.waiting[usize::from(st.side)] += st.count;
                        ev.push(Event::Captured {
                            side: st.side,
                            count: st.count,
                        });
                        let bonus = self.rules.capture_bonus() == CaptureBonus::Cumulative
                            || !mv.throw.grants_extra_throw();
                        if bonus && self.pending.len() + usize::from(self.owed) < MAX_PENDING {
                            self.owed += 1;
                            ev.push(Event::BonusThrow);
                        }
                    }
                }
            },
            Place::Waiting => {}
        }
        self.settle(&mut ev);
        Ok(ev)
    }

    /// Void unusable results and pass the turn when nothing is left to do.
    fn settle(&mut self, ev: &mut Events) {
        while self.winner.is_none() && self.owed == 0 {
            if self.pending.is_empty() {
                self.end_turn(ev);
                return;
            }
            let mut any = SmallVec::<[Action; 16]>::new();
            for t in self.spendable() {
                self.moves_for(t, &mut any);
                if !any.is_empty() {
                    return;
                }
            }
            match self.rules.result_order() {
                ResultOrder::AsThrown => {
                    let t = self.pending.remove(0);
                    ev.push(Event::Voided(t));
                }
                _ => {
                    for t in self.pending.drain(..) {
                        ev.push(Event::Voided(t));
                    }
                }
            }
        }
    }

    fn end_turn(&mut self, ev: &mut Events) {
        self.pending.clear();
        let t = usize::from(self.turn);
        self.thrower[t] = (self.thrower[t] + 1) % self.rules.members();
        self.turn = (self.turn + 1) % self.rules.sides();
        self.owed = 1;
        self.thrown = 0;
        ev.push(Event::TurnTo(self.turn));
        if self.rules.members() > 1 {
            ev.push(Event::Thrower {
                side: self.turn,
                member: self.thrower(),
            });
        }
    }

    /// The game after `action`, leaving this one untouched.
    ///
    /// # Errors
    /// As [`apply`](Game::apply).
    pub fn after(&self, action: Action) -> Result<Game, IllegalAction> {
        let mut g = self.clone();
        g.apply(action)?;
        Ok(g)
    }
}

#[cfg(feature = "serde")]
mod serde_impl {
    use super::{Game, GameState, StateError};
    use crate::rules::YutRules;

    #[derive(serde::Serialize, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    pub(super) struct Record {
        rules: YutRules,
        state: GameState,
    }

    impl TryFrom<Record> for Game {
        type Error = StateError;
        fn try_from(r: Record) -> Result<Game, StateError> {
            Game::from_state(r.rules, &r.state)
        }
    }

    impl From<Game> for Record {
        fn from(g: Game) -> Record {
            Record {
                rules: g.rules,
                state: g.state(),
            }
        }
    }

    impl serde::Serialize for Game {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            Record::from(self.clone()).serialize(s)
        }
    }

    impl<'de> serde::Deserialize<'de> for Game {
        fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Game, D::Error> {
            let r = Record::deserialize(d)?;
            Game::try_from(r).map_err(serde::de::Error::custom)
        }
    }
}
