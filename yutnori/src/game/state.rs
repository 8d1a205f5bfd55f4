//! The plain-data form of a game and its validation.

use crate::board::Station;
use crate::game::{Events, Game};
use crate::game::{Side, Stack, StateError};
use crate::rules::{BackDoFromDo, YutRules};
use crate::throw::Throw;

/// The plain-data form of a game state, as the JSON driver reads and writes it; turned into a
/// [`Game`] only through [`Game::from_state`], which checks it against the rules.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct GameState {
    /// The side to move (in the serde form its number, from 1).
    pub turn: Side,
    /// Throws still owed this turn (0 while spending).
    pub owed: u8,
    /// Throws made this turn (for a cap on 윷/모 extra throws).
    #[cfg_attr(feature = "serde", serde(default))]
    pub thrown: u8,
    /// Results thrown and not yet spent, in throw order.
    pub pending: Vec<Throw>,
    /// Every side's pieces, in turn order (side 1 first).
    pub sides: Vec<SideState>,
    /// In team games, the member of each side who throws its next (or current) turn; empty
    /// means member 0 everywhere.
    #[cfg_attr(feature = "serde", serde(default))]
    pub throwers: Vec<u8>,
    /// The stack on 참먹이 went back there by 빽도 (only under
    /// [`BackDoFromDo::FinishNextTurn`], where it then
    /// finishes with whatever is thrown next); see [`Position::chammeogi_by_back_do`](crate::Position::chammeogi_by_back_do).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "core::ops::Not::not")
    )]
    pub chammeogi_by_back_do: bool,
}

/// One side's pieces in a [`GameState`].
#[derive(Clone, Debug, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct SideState {
    /// Pieces waiting to enter.
    pub waiting: u8,
    /// Pieces finished.
    pub finished: u8,
    /// `[station id, count]` for each stack on the board.
    pub stacks: Vec<(u8, u8)>,
}

impl GameState {
    /// A state with `turn` to move, `owed` throws due, `pending` results (thrown this turn)
    /// and each side's pieces; fields added later take their defaults (`throwers`: member 0).
    #[must_use]
    pub fn new(turn: Side, owed: u8, pending: Vec<Throw>, sides: Vec<SideState>) -> GameState {
        GameState {
            turn,
            owed,
            thrown: u8::try_from(pending.len()).unwrap_or(u8::MAX),
            pending,
            sides,
            throwers: Vec::new(),
            chammeogi_by_back_do: false,
        }
    }
}

impl SideState {
    /// A side with `waiting` and `finished` pieces and `[station id, count]` stacks.
    #[must_use]
    pub fn new(waiting: u8, finished: u8, stacks: Vec<(u8, u8)>) -> SideState {
        SideState {
            waiting,
            finished,
            stacks,
        }
    }
}

impl Game {
    /// Game number `number` from its plain-data state, checked against `rules` (a problem,
    /// or a game taken over from elsewhere); its throws are drawn as [`Game::new`]'s, and its
    /// record starts from the state ([`Game::start`]), settled as the game is (a result with
    /// no use voided).
    ///
    /// # Errors
    /// [`StateError`] saying what does not fit.
    pub fn from_state(rules: YutRules, state: &GameState, number: u64) -> Result<Game, StateError> {
        let n = rules.sides();
        if state.sides.len() != usize::from(n) {
            return Err(StateError::Sides {
                found: state.sides.len(),
                expected: n,
            });
        }
        if state.turn.number() > n {
            return Err(StateError::Turn(state.turn));
        }
        let mut g = Game::new(rules, number);
        g.position.waiting = [0; 6];
        let mut winners = 0;
        for (side, s) in Side::all(n).zip(&state.sides) {
            let i = side.index();
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
        if g.winner.is_none() && state.owed == 0 && state.pending.is_empty() {
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
        if state.chammeogi_by_back_do {
            if rules.back_do_from_do() != BackDoFromDo::FinishNextTurn {
                return Err(StateError::BackDoArrival { stack: true });
            }
            if g.position.board[Station::CHAMMEOGI.index()].is_none() {
                return Err(StateError::BackDoArrival { stack: false });
            }
            g.position.chammeogi_by_back_do = true;
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
        let start = g.state();
        if start != Game::new(rules, number).state() {
            g.start = Some(start);
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
            sides: Side::all(self.rules.sides())
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
            chammeogi_by_back_do: self.position.chammeogi_by_back_do,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Phase;
    use crate::rules::Variant;

    fn two(a: SideState, b: SideState) -> GameState {
        GameState::new(Side::FIRST, 1, Vec::new(), vec![a, b])
    }

    fn home() -> SideState {
        SideState::new(4, 0, Vec::new())
    }

    /// Each check of the plain data, one refusal at a time.
    #[test]
    fn every_refusal_names_what_does_not_fit() {
        let rules = Variant::Dominant.rules();
        let refused = |st: &GameState| Game::from_state(rules, st, 0).unwrap_err();
        let mut st = two(home(), home());
        st.sides.pop();
        assert_eq!(
            refused(&st),
            StateError::Sides {
                found: 1,
                expected: 2
            }
        );
        let mut st = two(home(), home());
        st.turn = Side::new(3).unwrap();
        assert_eq!(refused(&st), StateError::Turn(st.turn));
        let st = two(SideState::new(3, 0, Vec::new()), home());
        assert_eq!(
            refused(&st),
            StateError::PieceCount {
                side: Side::FIRST,
                found: 3,
                expected: 4
            }
        );
        let st = two(SideState::new(3, 0, vec![(29, 1)]), home());
        assert_eq!(refused(&st), StateError::Station(29));
        let st = two(SideState::new(4, 0, vec![(3, 0)]), home());
        assert_eq!(refused(&st), StateError::EmptyStack(3));
        let st = two(
            SideState::new(3, 0, vec![(3, 1)]),
            SideState::new(3, 0, vec![(3, 1)]),
        );
        assert_eq!(refused(&st), StateError::Crowded(3));
        let st = two(
            SideState::new(0, 4, Vec::new()),
            SideState::new(0, 4, Vec::new()),
        );
        assert_eq!(refused(&st), StateError::Winners);
        let mut st = two(home(), home());
        st.owed = 0;
        st.pending = vec![Throw::FreeGeol];
        assert_eq!(refused(&st), StateError::Throw(Throw::FreeGeol));
        let mut st = two(home(), home());
        st.owed = 0;
        assert_eq!(refused(&st), StateError::Flow);
        let mut st = two(home(), home());
        st.throwers = vec![0, 1];
        assert_eq!(refused(&st), StateError::Throwers);
        let mut st = two(SideState::new(3, 0, vec![(0, 1)]), home());
        st.chammeogi_by_back_do = true;
        assert_eq!(refused(&st), StateError::BackDoArrival { stack: true });
        let local = Variant::Local.rules();
        assert_eq!(
            Game::from_state(local, &st, 0).map(|g| g.position().chammeogi_by_back_do()),
            Ok(true)
        );
        let mut st = two(home(), home());
        st.chammeogi_by_back_do = true;
        assert_eq!(
            Game::from_state(local, &st, 0).unwrap_err(),
            StateError::BackDoArrival { stack: false }
        );
    }

    /// A state is settled on the way in: an unusable result is voided and the turn passes.
    #[test]
    fn an_unusable_pending_result_is_voided_on_the_way_in() {
        let mut st = two(home(), home());
        st.owed = 0;
        st.pending = vec![Throw::BackDo];
        let g = Game::from_state(Variant::Dominant.rules(), &st, 0).unwrap();
        assert_eq!(
            (g.turn().number(), g.phase(), g.pending()),
            (2, Phase::Throw, &[][..])
        );
        assert_eq!(g.start(), Some(&g.state()));
        assert_eq!(Game::from_state(*g.rules(), &g.state(), 0), Ok(g));
    }
}
