//! The game: the turn flow (throw, then spend), over a position, with events and refusals.

mod action;
mod error;
mod event;
mod position;
mod record;
mod state;

pub use action::{Action, Move};
pub use error::{ActionError, SideError, StateError, ThrowError};
pub use event::{Event, Events};
pub use position::{Position, Side, Stack};
pub use record::{Entry, GameRecord, ReplayError, Throws};
pub use state::{GameState, SideState};

use smallvec::SmallVec;

use crate::board::Station;
use crate::board::{self, Place};
use crate::rules::{BackDoFromDo, FreeGeolBack, Nak, YutRules};
use crate::throw::{Sticks, Throw, ThrowModel};

/// The legal actions of a moment.
pub type Actions = SmallVec<[Action; 16]>;

/// The legal moves of a moment ([`Game::legal_moves`]).
pub type Moves = SmallVec<[Move; 16]>;

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

/// Where `throw` may take the pieces at `from` under `rules` (the one place that decides it; the
/// solver builds its tables from it). `by_back_do`: the stack at `from` is on 참먹이 and came
/// there by 빽도 (see [`Position::chammeogi_by_back_do`]).
pub(crate) fn destinations(
    r: &YutRules,
    throw: Throw,
    from: Place,
    by_back_do: bool,
) -> board::Dests {
    let mut out = board::Dests::new();
    if by_back_do
        && from == Place::At(Station::CHAMMEOGI)
        && r.back_do_from_do() == BackDoFromDo::FinishNextTurn
    {
        // Back onto 참먹이 by 빽도: whatever is thrown next finishes it, 빽도 too.
        out.push(Place::Finished);
        return out;
    }
    if throw.pips() > 0 {
        out = board::forward(from, throw.pips(), r.shortcut());
    }
    if let (Place::At(s), 1..) = (from, throw.back_pips()) {
        if throw == Throw::FreeGeol
            && r.free_geol_back() == FreeGeolBack::Finish
            && (1..=3).contains(&s.id())
        {
            // From the first 도·개·걸, back round past 참먹이, the piece is out.
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

/// A game of 윷놀이 under a rule set, numbered so that its throws replay, as
/// `ssangryuk::Game` is for that game.
///
/// Each turn: [`throw`](Game::throw) until no throw is owed (윷 and 모 owe another), then spend the
/// pending results with [`apply`](Game::apply), choosing among [`legal_actions`](Game::legal_actions).
/// A capture owes a bonus throw at once. Results with no legal use are voided automatically,
/// and the turn passes when nothing is left.
///
/// Throws are a rule, not a lottery: [`Game::throw`] draws the game's own, throw `k` of game
/// N being [`ThrowModel::reproducible`]`(N, k)` read by the rules ([`Sticks::result`]), `k`
/// counting the results the game has accepted, so that reopening game N replays it. Throws
/// from outside (real sticks, a result someone calls out) come in through
/// [`throw_with`](Game::throw_with), [`throw_sticks`](Game::throw_sticks) and
/// [`nak`](Game::nak); the record says so ([`Throws::Outside`]) when one differs from the
/// game's own.
///
/// The game keeps one history ([`Game::entries`]): its [`record`](Game::record) replays to
/// the same game ([`GameRecord::replay`]), and with the `serde` feature a game is stored as
/// its record and replayed when read, so an inconsistent one is refused.
///
/// ```
/// use yutnori::{Game, Phase, Throw, Variant};
///
/// let mut game = Game::new(Variant::Dominant.rules(), 7);
/// while game.phase() == Phase::Throw {
///     game.throw()?; // game 7's own throws
/// }
/// let first = game.legal_actions()[0];
/// game.apply(first)?;
/// assert_eq!(game.record().replay()?, game);
/// # Ok::<_, yutnori::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "GameRecord", into = "GameRecord"))]
pub struct Game {
    pub(crate) rules: YutRules,
    model: ThrowModel,
    number: u64,
    /// The state it started from, when not a new game's.
    start: Option<GameState>,
    /// Results accepted so far: the index of the game's next own throw.
    throws: u64,
    entries: Vec<Entry>,
    pub(crate) position: Position,
    pub(crate) turn: Side,
    pub(crate) owed: u8,
    pub(crate) thrown: u8,
    pub(crate) pending: SmallVec<[Throw; 8]>,
    pub(crate) winner: Option<Side>,
    pub(crate) thrower: [u8; 6],
}

impl Game {
    /// Game number `number` under `rules`: every piece waiting, side 1 to throw, the throws
    /// drawn with [`ThrowModel::TEXTBOOK`] (another model: [`Game::with_model`]).
    #[must_use]
    pub fn new(rules: YutRules, number: u64) -> Game {
        let mut waiting = [0; 6];
        for w in waiting.iter_mut().take(usize::from(rules.sides())) {
            *w = rules.pieces();
        }
        Game {
            rules,
            model: ThrowModel::TEXTBOOK,
            number,
            start: None,
            throws: 0,
            entries: Vec::new(),
            position: Position {
                board: [None; 29],
                waiting,
                finished: [0; 6],
                chammeogi_by_back_do: false,
            },
            turn: Side::FIRST,
            owed: 1,
            thrown: 0,
            pending: SmallVec::new(),
            winner: None,
            thrower: [0; 6],
        }
    }

    /// The game drawing its throws with `model`, which the bots weigh throws by too. Meant
    /// for a game about to start ([`Game::new`], [`Game::from_state`]): a record keeps one
    /// model, so throws already made are checked against this one's draws, and the record
    /// marks them as from outside where they differ.
    ///
    /// ```
    /// use yutnori::{Game, ThrowModel, Variant};
    ///
    /// let game = Game::new(Variant::Dominant.rules(), 7).with_model(ThrowModel::REALISTIC);
    /// assert_eq!(game.next_sticks(), ThrowModel::REALISTIC.reproducible(7, 0));
    /// ```
    #[must_use]
    pub fn with_model(mut self, model: ThrowModel) -> Game {
        self.model = model;
        self
    }

    /// The game number.
    #[must_use]
    pub const fn number(&self) -> u64 {
        self.number
    }

    /// The stick model its own throws are drawn with.
    #[must_use]
    pub const fn model(&self) -> ThrowModel {
        self.model
    }

    /// The state it started from, when it did not start as a new game
    /// ([`Game::from_state`]).
    #[must_use]
    pub const fn start(&self) -> Option<&GameState> {
        self.start.as_ref()
    }

    /// The game's history: every throw, 낙 and action so far, in order, with who made it.
    #[must_use]
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// How many results the game has accepted, from inside or outside (a 낙 is not one): the
    /// index of its next own throw.
    #[must_use]
    pub const fn throw_count(&self) -> u64 {
        self.throws
    }

    /// The sticks the game's next own throw ([`Game::throw`]) shows:
    /// [`ThrowModel::reproducible`]`(number, throw_count)` under its model.
    #[must_use]
    pub fn next_sticks(&self) -> Sticks {
        self.model.reproducible(self.number, self.throws)
    }

    /// The record of this game: rules, number, model, start and entries, with where its
    /// throws came from ([`Throws::Outside`] when one is not the game's own draw).
    #[must_use]
    pub fn record(&self) -> GameRecord {
        GameRecord {
            rules: self.rules,
            number: self.number,
            model: self.model,
            start: self.start.clone(),
            entries: self.entries.clone(),
            throws: match self.first_outside(&self.entries) {
                Some(_) => Throws::Outside,
                None => Throws::Game,
            },
        }
    }

    /// The first of `entries` (made from this game's start) that is not this game's own
    /// throw, with the result its own sticks give there.
    pub(crate) fn first_outside(&self, entries: &[Entry]) -> Option<(usize, Throw)> {
        let mut k = 0;
        for (index, entry) in entries.iter().enumerate() {
            let own = || self.model.reproducible(self.number, k).result(&self.rules);
            match *entry {
                Entry::Threw { throw, .. } if throw == own() => k += 1,
                Entry::Threw { .. } | Entry::Nak { .. } => return Some((index, own())),
                Entry::Acted { .. } => {}
            }
        }
        None
    }

    /// The member of the side to move who throws this turn (0 unless the sides are teams).
    #[must_use]
    pub fn thrower(&self) -> u8 {
        self.thrower[self.turn.index()]
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

    /// Throws the game's own sticks ([`Game::next_sticks`]): throw `k` of game N is
    /// [`ThrowModel::reproducible`]`(N, k)` under the game's model, read by the rules
    /// ([`Sticks::result`]), `k` counting the results accepted so far. A refused throw draws
    /// nothing: the next call throws the same sticks.
    ///
    /// # Errors
    /// [`ThrowError::GameOver`], or [`ThrowError::NoThrowDue`] while spending.
    pub fn throw(&mut self) -> Result<Events, ThrowError> {
        self.throw_sticks(self.next_sticks())
    }

    /// Reports sticks thrown outside the game (real ones), as they fell; the rules decide the
    /// result, as for [`throw_with`](Game::throw_with).
    ///
    /// # Errors
    /// As [`throw_with`](Game::throw_with).
    pub fn throw_sticks(&mut self, sticks: Sticks) -> Result<Events, ThrowError> {
        self.throw_with(sticks.result(&self.rules))
    }

    /// Reports a throw's result from outside the game (real sticks, someone calling it
    /// out). The record marks the game's throws as from outside ([`Throws::Outside`]) unless
    /// the result is the one its own sticks give there.
    ///
    /// # Errors
    /// [`ThrowError::GameOver`], [`ThrowError::NoThrowDue`] while spending, or
    /// [`ThrowError::NotInRules`].
    pub fn throw_with(&mut self, throw: Throw) -> Result<Events, ThrowError> {
        self.check_throw_due()?;
        if !throw.allowed_by(&self.rules) {
            return Err(ThrowError::NotInRules(throw));
        }
        self.entries.push(Entry::Threw {
            side: self.turn,
            member: self.thrower(),
            throw,
        });
        self.throws += 1;
        let mut ev = Events::new();
        ev.push(Event::Thrown(throw));
        self.thrown = self.thrown.saturating_add(1);
        self.owed -= 1;
        // A chain of 윷 and 모 is as long as the throws make it (each owes one more throw, as
        // the rules say, however many are held): the caller makes every throw, so the results
        // held grow with the calls made.
        if throw.earns_throw(&self.rules, self.thrown) {
            self.owed += 1;
            ev.push(Event::ThrowAgain);
        }
        self.pending.push(throw);
        self.settle(&mut ev);
        Ok(ev)
    }

    /// Reports a 낙 (a stick fell out) from outside the game: what follows depends on
    /// [`YutRules::nak`]. The game's own throws have no 낙, so the record marks its throws as
    /// from outside ([`Throws::Outside`]).
    ///
    /// # Errors
    /// [`ThrowError::NakNotInRules`], [`ThrowError::GameOver`] or
    /// [`ThrowError::NoThrowDue`].
    pub fn nak(&mut self) -> Result<Events, ThrowError> {
        self.check_throw_due()?;
        if self.rules.nak() == Nak::Off {
            return Err(ThrowError::NakNotInRules);
        }
        self.entries.push(Entry::Nak {
            side: self.turn,
            member: self.thrower(),
        });
        let mut ev = Events::new();
        ev.push(Event::Nak);
        if self.rules.nak() == Nak::LoseTurn {
            ev.push(Event::Passed);
            self.end_turn(&mut ev);
        } else {
            self.thrown = self.thrown.saturating_add(1);
            self.owed = 0;
            self.settle(&mut ev);
        }
        Ok(ev)
    }

    fn check_throw_due(&self) -> Result<(), ThrowError> {
        if self.winner.is_some() {
            Err(ThrowError::GameOver)
        } else if self.owed == 0 {
            Err(ThrowError::NoThrowDue)
        } else {
            Ok(())
        }
    }

    /// The results that may be spent now: the first pending one in throw order, or each distinct
    /// one with free order.
    fn spendable(&self) -> SmallVec<[Throw; 8]> {
        let mut out = SmallVec::new();
        if self.rules.in_throw_order() {
            out.extend(self.pending.first().copied());
        } else {
            for &t in &self.pending {
                if !out.contains(&t) {
                    out.push(t);
                }
            }
        }
        out
    }

    fn destinations(&self, throw: Throw, from: Place) -> board::Dests {
        let flagged = from == Place::At(Station::CHAMMEOGI) && self.position.chammeogi_by_back_do;
        destinations(&self.rules, throw, from, flagged)
    }

    fn moves_for(&self, throw: Throw, out: &mut Actions) {
        let side = self.turn;
        let mut push = |from, to| out.push(Action::Move(Move { throw, from, to }));
        // `destinations` knows that 빽도 cannot enter a piece.
        if self.position.waiting(side) > 0 {
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
    pub fn legal_actions(&self) -> Actions {
        let mut out = SmallVec::new();
        if self.phase() != Phase::Spend {
            return out;
        }
        for t in self.spendable() {
            self.moves_for(t, &mut out);
        }
        if self.rules.may_pass() {
            out.push(Action::Pass);
        }
        out
    }

    /// The legal moves now: [`legal_actions`](Game::legal_actions) without
    /// [`Action::Pass`], in the same order; empty unless results are being spent.
    ///
    /// What a front end offers as pieces to pick up and places to put them down (whether
    /// passing is allowed is `legal_actions().contains(&Action::Pass)`).
    ///
    /// ```
    /// use yutnori::{Action, Game, MustUse, Place, Station, Throw, Variant};
    ///
    /// let rules = Variant::Dominant.rules().to_builder().must_use(MustUse::MayPass).build()?;
    /// let mut game = Game::new(rules, 1);
    /// assert!(game.legal_moves().is_empty()); // a throw first
    /// game.throw_with(Throw::Gae)?;
    /// let moves = game.legal_moves();
    /// assert_eq!(moves.len(), 1);
    /// assert_eq!((moves[0].from, moves[0].to), (Place::Waiting, Place::At(Station::new(2)?)));
    /// assert_eq!(game.legal_actions().as_slice(), [Action::Move(moves[0]), Action::Pass]);
    /// # Ok::<_, yutnori::Error>(())
    /// ```
    #[must_use]
    pub fn legal_moves(&self) -> Moves {
        self.legal_actions()
            .into_iter()
            .filter_map(|a| match a {
                Action::Move(m) => Some(m),
                Action::Pass => None,
            })
            .collect()
    }

    /// Why `action` is illegal now, or `None` if it is legal.
    #[must_use]
    pub fn check(&self, action: Action) -> Option<ActionError> {
        self.validate(action).err()
    }

    fn validate(&self, action: Action) -> Result<u8, ActionError> {
        match self.phase() {
            Phase::Over(_) => return Err(ActionError::GameOver),
            Phase::Throw => return Err(ActionError::MustThrow),
            Phase::Spend => {}
        }
        let mv = match action {
            Action::Pass if self.rules.may_pass() => return Ok(0),
            Action::Pass => return Err(ActionError::MustUseResult),
            Action::Move(mv) => mv,
        };
        if !self.pending.contains(&mv.throw) {
            return Err(ActionError::NotPending(mv.throw));
        }
        if self.rules.in_throw_order() && self.pending[0] != mv.throw {
            return Err(ActionError::OutOfOrder {
                expected: self.pending[0],
            });
        }
        let count = match mv.from {
            Place::Finished => return Err(ActionError::AlreadyFinished),
            Place::Waiting if mv.throw.pips() == 0 => {
                return Err(ActionError::CannotEnterBackwards)
            }
            Place::Waiting if self.position.waiting(self.turn) == 0 => {
                return Err(ActionError::NoneWaiting)
            }
            Place::Waiting => 1,
            Place::At(s) => match self.position.at(s) {
                Some(st) if st.side == self.turn => st.count,
                _ => return Err(ActionError::NotYourPiece(s)),
            },
        };
        if !self.destinations(mv.throw, mv.from).contains(&mv.to) {
            return Err(ActionError::WrongDestination {
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
    /// The [`ActionError`] saying why it is refused; the game is then unchanged.
    pub fn apply(&mut self, action: Action) -> Result<Events, ActionError> {
        let count = self.validate(action)?;
        self.entries.push(Entry::Acted {
            side: self.turn,
            member: self.thrower(),
            action,
        });
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
            Place::Waiting => pos.waiting[side.index()] -= 1,
            Place::At(s) => pos.board[s.index()] = None,
            Place::Finished => {}
        }
        if mv.from == Place::At(Station::CHAMMEOGI) {
            pos.chammeogi_by_back_do = false;
        }
        if mv.to == Place::At(Station::CHAMMEOGI)
            && self.rules.back_do_from_do() == BackDoFromDo::FinishNextTurn
        {
            // The stack remembers that it came by 빽도; joining a stack that came forward (or
            // being joined by one) makes the whole stack one that came forward.
            let joins = matches!(pos.board[0], Some(st) if st.side == side);
            let by_back_do = mv.throw == Throw::BackDo;
            pos.chammeogi_by_back_do = by_back_do && (!joins || pos.chammeogi_by_back_do);
        }
        ev.push(Event::Moved { mv, count });
        match mv.to {
            Place::Finished => {
                pos.finished[side.index()] += count;
                if pos.finished[side.index()] == self.rules.pieces() {
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
                        pos.waiting[st.side.index()] += st.count;
                        ev.push(Event::Captured {
                            side: st.side,
                            count: st.count,
                        });
                        if mv.throw.capture_earns_throw(&self.rules) {
                            self.owed += 1;
                            ev.push(Event::BonusThrow);
                        } else {
                            ev.push(Event::NoBonusThrow(mv.throw));
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
    pub(crate) fn settle(&mut self, ev: &mut Events) {
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
            if self.rules.in_throw_order() {
                let t = self.pending.remove(0);
                ev.push(Event::Voided(t));
            } else {
                for t in self.pending.drain(..) {
                    ev.push(Event::Voided(t));
                }
            }
        }
    }

    fn end_turn(&mut self, ev: &mut Events) {
        self.pending.clear();
        let t = self.turn.index();
        self.thrower[t] = (self.thrower[t] + 1) % self.rules.members();
        self.turn = self.turn.next(self.rules.sides());
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
    pub fn after(&self, action: Action) -> Result<Game, ActionError> {
        let mut g = self.clone();
        g.apply(action)?;
        Ok(g)
    }
}
