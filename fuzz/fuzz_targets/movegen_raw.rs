//! Builds an arbitrary board from the bytes and, if `Position::from_board` accepts it,
//! checks move generation and notation on it: the positions a game from the start rarely reaches
//! (stacks, odd bear-offs, both sides on the bar, games already won).
//!
//! Bytes: the rule set, the side to move (bit 0) and the board encoding (bit 1), the
//! roll, then the board. The raw encoding reads the 26 counts as `i8` (missing bytes are
//! 0), so `from_board`'s validation is fuzzed too; the placement encoding puts one checker
//! per byte (bit 0 the side, the rest the bar, a point or off), which reaches crowded
//! valid boards quickly.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ssangryuk::{Goal, MoveGen, Position, RuleSet, Side};
use ssangryuk_fuzz::{check_notations, check_position, check_roll, roll, rules};

/// The 26 counts as raw `i8`s.
fn raw(bytes: &[u8]) -> [i8; 26] {
    let mut b = [0i8; 26];
    for (slot, &byte) in b.iter_mut().zip(bytes) {
        *slot = byte as i8;
    }
    b
}

/// One checker per byte: bit 0 says whose (the mover's or the opponent's), the rest where
/// (0 the bar, 1..=24 a point in the mover's numbering, 25 off). A checker that would
/// share a point with the other side, or exceed the side's count, is skipped. Under the
/// all-home goal nothing is off: such checkers, and any left over, go to the bar.
fn placed(rules: &RuleSet, bytes: &[u8]) -> [i8; 26] {
    let n = i32::from(rules.checkers());
    let home_goal = rules.goal() == Goal::AllHome;
    let mut b = [0i8; 26];
    let mut used = [0i32; 2];
    for &byte in bytes {
        let who = usize::from(byte & 1);
        if used[who] == n {
            continue;
        }
        let sign: i8 = if who == 0 { 1 } else { -1 };
        let slot = match usize::from(byte >> 1) % 26 {
            25 if !home_goal => None,
            0 | 25 => Some(if who == 0 { 0 } else { 25 }),
            p if b[p] * sign < 0 => continue,
            p => Some(p),
        };
        if let Some(s) = slot {
            b[s] += sign;
        }
        used[who] += 1;
    }
    if home_goal {
        b[0] += (n - used[0]) as i8;
        b[25] -= (n - used[1]) as i8;
    }
    b
}

fuzz_target!(|data: &[u8]| {
    let [r, flags, dice, ref rest @ ..] = *data else {
        return;
    };
    let rules = rules(r);
    let turn = if flags & 1 == 0 {
        Side::Black
    } else {
        Side::White
    };
    let board = if flags & 2 == 0 {
        raw(rest)
    } else {
        placed(&rules, rest)
    };
    let Ok(pos) = Position::from_board(rules, turn, board) else {
        return;
    };
    check_position(&pos);
    let roll = roll(dice);
    let plays = check_roll(&pos, roll, &mut MoveGen::new());
    check_notations(&pos, roll, &plays);
});
