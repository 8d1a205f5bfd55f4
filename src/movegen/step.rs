//! The rules about single steps and whole dice, written once: the step rule with its
//! reasons ([`check_step`], [`explain_step`]), the larger-die rule and the maximal-dice
//! rule, shared by the generator, the legal steps and [`Game`](crate::Game)'s refusals.

use smallvec::SmallVec;

use super::node::*;
use super::{Origin, Step, BAR};
use crate::board::Position;
use crate::dice::DiceLeft;

/// Why a single step (one checker by one die) is refused: the step rule's reason, or the
/// rule that the dice be used as fully as possible.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum StepError {
    /// No die of this number is left (or the number is no die at all).
    NoSuchDie(u8),
    /// A checker on the bar must enter before any other moves.
    MustEnterFirst,
    /// No checker of the mover stands there.
    NoChecker(Origin),
    /// The target point is held by two or more opposing checkers.
    Blocked(u8),
    /// The target point already holds as many checkers as the cap allows.
    PointFull {
        /// The point.
        point: u8,
        /// The cap.
        cap: u8,
    },
    /// Bearing off before every checker is home (the rules' checker count).
    NotAllHome(u8),
    /// These rules have no bearing off (the all-home goal).
    NoBearingOff,
    /// A larger die than needed bears off only the rearmost checker (strict overshoot).
    HigherCheckerFirst,
    /// Only one die can be played, and it must be the larger (this one).
    MustUseLargerDie(u8),
    /// The step would leave a die unusable although a play could use more dice.
    WouldLeaveDieUnused,
    /// No die left moves a checker from the chosen start to the chosen end (a move named
    /// by its two ends: [`Game::check_move`](crate::Game::check_move)).
    NoDieMovesThere,
}

/// **The larger-die rule**: when only one of two different numbers can be used, the
/// larger must be (when it can be). Returns that larger die when the rule applies to
/// `dice` with at most `max_used` dice usable.
#[inline]
pub(super) fn larger_die_rule(dice: &DiceLeft, max_used: usize) -> Option<u8> {
    let v = dice.values();
    (max_used == 1 && v.len() == 2 && v[0] != v[1]).then_some(v[0])
}

/// Why a single step `from`/`die` is refused on `pos`'s board, or the step: the step rule
/// ([`sources`]) with its reasons. Whether the rest of the dice can then be used is the
/// turn's concern ([`legal_steps`]).
pub(crate) fn check_step(pos: &Position, from: Origin, die: u8) -> Result<Step, StepError> {
    let b = &pos.board;
    let from_n = match from {
        Origin::Bar => BAR,
        Origin::Point(p) => p,
    };
    let no_checker = Err(StepError::NoChecker(from));
    if from_n == BAR {
        if b[0] == 0 {
            return no_checker;
        }
    } else {
        if b[0] > 0 {
            return Err(StepError::MustEnterFirst);
        }
        if !(1..=24).contains(&from_n) || b[from_n as usize] <= 0 {
            return no_checker;
        }
    }
    if !(1..=6).contains(&die) {
        return Err(StepError::NoSuchDie(die));
    }
    let ctx = Ctx::of(pos);
    let node = Node::new(b, ctx.cap);
    let d = die as usize;
    if sources(&node, d, &ctx) & (1 << from_n) != 0 {
        return Ok(step_from(&node, from_n as usize, d));
    }
    // Refused: say which part of the rule refused it.
    let to = i32::from(from_n) - i32::from(die);
    Err(if to >= 1 {
        if b[to as usize] <= -2 {
            StepError::Blocked(to as u8)
        } else {
            StepError::PointFull {
                point: to as u8,
                cap: pos.rules.cap().limit().unwrap_or(u8::MAX),
            }
        }
    } else {
        bearing_off_refusal(pos).unwrap_or(StepError::HigherCheckerFirst)
    })
}

/// Why no checker of the side to move may be borne off now, if none may: the rules have
/// no bearing off, or not every checker is home.
pub(crate) fn bearing_off_refusal(pos: &Position) -> Option<StepError> {
    let ctx = Ctx::of(pos);
    if !ctx.bear_off {
        Some(StepError::NoBearingOff)
    } else if !Node::new(&pos.board, ctx.cap).all_home() {
        Some(StepError::NotAllHome(pos.rules.checkers()))
    } else {
        None
    }
}

/// The most dice of `dice` that a legal play from `pos` can use.
pub(crate) fn max_dice(pos: &Position, dice: &DiceLeft) -> usize {
    if pos.winner().is_some() {
        return 0;
    }
    let ctx = Ctx::of(pos);
    max_use(&ctx, &Node::new(&pos.board, ctx.cap), dice)
}

/// How many dice a play can use that starts with step `s` and goes on with `rest`
/// (nothing moves once the goal is reached).
#[inline]
pub(super) fn dice_used(ctx: &Ctx, node: &Node, s: Step, rest: &DiceLeft) -> usize {
    let n = node.apply(s, ctx);
    if reaches_goal(&n, s, ctx) {
        1
    } else {
        1 + max_use(ctx, &n, rest)
    }
}

/// **The maximal-dice rule**'s measure: the most dice that can still be used from `node`
/// (nothing moves once the goal is reached).
pub(super) fn max_use(ctx: &Ctx, node: &Node, dice: &DiceLeft) -> usize {
    let mut best = 0;
    for die in dice.distinct() {
        let rest = dice.without(die).unwrap_or(*dice);
        let mut m = sources(node, die as usize, ctx);
        while m != 0 {
            let p = top(m);
            m ^= 1 << p;
            let s = step_from(node, p, die as usize);
            best = best.max(dice_used(ctx, node, s, &rest));
            if best == dice.len() {
                return best;
            }
        }
    }
    best
}

/// The steps that begin some legal way of playing `dice` from `pos`.
pub(crate) fn legal_steps(pos: &Position, dice: &DiceLeft) -> super::Steps {
    let mut out = SmallVec::new();
    if pos.winner().is_some() || dice.is_empty() {
        return out;
    }
    let ctx = Ctx::of(pos);
    let node = Node::new(&pos.board, ctx.cap);
    let need = max_use(&ctx, &node, dice);
    if need == 0 {
        return out;
    }
    for die in dice.distinct() {
        let rest = dice.without(die).unwrap_or(*dice);
        let mut m = sources(&node, die as usize, &ctx);
        while m != 0 {
            let p = top(m);
            m ^= 1 << p;
            let s = step_from(&node, p, die as usize);
            if dice_used(&ctx, &node, s, &rest) == need {
                out.push(s);
            }
        }
    }
    if let Some(larger) = larger_die_rule(dice, need) {
        if out.iter().any(|s| s.die == larger) {
            out.retain(|s| s.die == larger);
        }
    }
    out
}

/// Why step `from`/`die` cannot be played now with `dice` on `pos`, or the step: the
/// step rule ([`check_step`]), then the maximal-dice and larger-die rules.
pub(crate) fn explain_step(
    pos: &Position,
    dice: &DiceLeft,
    from: Origin,
    die: u8,
) -> Result<Step, StepError> {
    if !dice.contains(die) {
        return Err(StepError::NoSuchDie(die));
    }
    let step = check_step(pos, from, die)?;
    if legal_steps(pos, dice).contains(&step) {
        return Ok(step);
    }
    match larger_die_rule(dice, max_dice(pos, dice)) {
        Some(larger) if larger != die => Err(StepError::MustUseLargerDie(larger)),
        _ => Err(StepError::WouldLeaveDieUnused),
    }
}
