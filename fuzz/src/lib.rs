//! Shared helpers for the `ssangryuk` fuzz targets: how bytes become rule sets, rolls and
//! boards, and the invariants every position and every roll must satisfy.
//!
//! The checks panic (so libFuzzer records a crash) when the library breaks a promise:
//! - [`check_position`]: checkers are conserved for both sides (on board + bar + off =
//!   checkers per side, none missing under the all-home goal), no point is over the cap,
//!   the board re-validates through [`Position::from_board`] and its text form reads back;
//! - [`check_roll`]: the plays of a roll are distinct, sorted by resulting board, all of
//!   the same (maximal) length, agree with [`MoveGen::boards`] and
//!   [`Position::legal_plays`], replay step by step through [`Position::after_step`]
//!   (each step one of [`Position::legal_steps_with`]), conserve checkers and leave no
//!   die that could still be played; every legal first step applies, and completing the
//!   dice left ([`MoveGen::plays_with`]) reaches exactly the plays' results;
//! - [`check_notation`]: a play prints as notation, with numbers and with 상/하 labels,
//!   that [`Position::parse_play`] reads back to the same play ([`check_notations`]: the
//!   plays of a roll, sampled when there are very many).

use std::collections::BTreeSet;

use ssangryuk::{DiceLeft, Goal, MoveGen, Play, Position, Roll, RuleSet, Side, Variant};

/// Rule sets beyond the presets, in the text form, so the fuzzers also see caps with four
/// steps a double, strict overshoot with a cap, and the all-home goal with a cap.
const EXTRA_RULES: [&str; 4] = [
    "app;doubles=4",
    "app;cap=4;layout=24:2/13:4/11:1/8:4/6:4;overshoot=strict",
    "bansugoroku;cap=5",
    "sixteen;doubles=4;overshoot=strict",
];

/// How many rule sets [`rules`] chooses from: the six presets, then [`EXTRA_RULES`].
pub const RULE_COUNT: usize = Variant::ALL.len() + EXTRA_RULES.len();

/// The rule set chosen by a byte: a preset ([`Variant::ALL`]) or one of a few variations.
pub fn rules(byte: u8) -> RuleSet {
    let i = usize::from(byte) % RULE_COUNT;
    match Variant::ALL.get(i) {
        Some(v) => v.rules(),
        None => EXTRA_RULES[i - Variant::ALL.len()]
            .parse()
            .expect("the extra rule sets are valid"),
    }
}

/// The roll chosen by a byte (all 36 ordered rolls).
pub fn roll(byte: u8) -> Roll {
    Roll::new(byte % 6 + 1, byte / 6 % 6 + 1).expect("dice are 1..=6")
}

/// The position after a turn that passes: the same board, the other side to move.
pub fn pass(pos: &Position) -> Position {
    let next = pos.turn().opponent();
    Position::from_board(*pos.rules(), next, pos.board_for(next)).expect("a passed turn is valid")
}

/// A small deterministic PRNG (SplitMix64): games continued past the fuzzer's bytes, and
/// the fixed positions of the parser target.
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// FNV-1a of the bytes: a seed that every byte of the input changes.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The position after `plies` random legal turns from the start (fewer if the game ends).
pub fn random_game(rules: RuleSet, seed: u64, plies: usize) -> Position {
    let mut rng = SplitMix64(seed);
    let mut gen = MoveGen::new();
    let mut pos = Position::start(rules, Side::Black);
    for _ in 0..plies {
        if pos.winner().is_some() {
            break;
        }
        let plays = gen.plays(&pos, roll(rng.below(36) as u8));
        pos = match plays.len() {
            0 => pass(&pos),
            n => *plays[rng.below(n)].position(),
        };
    }
    pos
}

/// `side`'s checkers on the board and the bar, counted from the raw board.
fn in_play(pos: &Position, side: Side) -> u32 {
    let b = pos.board_for(side);
    b[0].unsigned_abs() as u32
        + b[1..25]
            .iter()
            .filter(|&&v| v > 0)
            .map(|&v| v as u32)
            .sum::<u32>()
}

/// Invariants of a single position; panics on a violation.
pub fn check_position(pos: &Position) {
    let rules = pos.rules();
    let n = u32::from(rules.checkers());
    let b = pos.board();
    assert!(b[0] >= 0 && b[25] <= 0, "bar signs: {pos}");
    for side in Side::BOTH {
        let count = in_play(pos, side);
        assert!(count <= n, "{side} has {count} > {n} checkers: {pos}");
        assert_eq!(u32::from(pos.in_play(side)), count, "in_play: {pos}");
        assert_eq!(count + u32::from(pos.off(side)), n, "conservation: {pos}");
        if rules.goal() == Goal::AllHome {
            assert_eq!(
                count, n,
                "a checker left the board under the all-home goal: {pos}"
            );
        }
    }
    if let Some(cap) = rules.cap().limit() {
        for (p, v) in b.iter().enumerate().take(25).skip(1) {
            assert!(
                v.unsigned_abs() <= cap,
                "point {p} over the cap {cap}: {pos}"
            );
        }
    }
    assert_eq!(
        Position::from_board(*rules, pos.turn(), b).as_ref(),
        Ok(pos),
        "re-validation"
    );
    let text = pos.to_string();
    assert_eq!(text.parse::<Position>().as_ref(), Ok(pos), "text {text:?}");
}

/// Invariants of the plays of `roll` in `pos` (see the crate docs); returns the plays.
pub fn check_roll(pos: &Position, roll: Roll, gen: &mut MoveGen) -> Vec<Play> {
    let mover = pos.turn();
    let dice = DiceLeft::new(roll, pos.rules().doubles());
    let plays = gen.plays(pos, roll).to_vec();
    let results: Vec<[i8; 26]> = plays
        .iter()
        .map(|p| p.position().board_for(mover))
        .collect();
    assert!(
        results.windows(2).all(|w| w[0] < w[1]),
        "plays not distinct and sorted: {pos} {roll}"
    );
    assert!(
        gen.boards(pos, roll).eq(results.iter().copied()),
        "boards() disagrees with plays(): {pos} {roll}"
    );
    assert_eq!(pos.legal_plays(roll), plays, "legal_plays: {pos} {roll}");
    if pos.winner().is_some() {
        assert!(plays.is_empty(), "plays after the game is over: {pos}");
    }
    if let Some(first) = plays.first() {
        let len = first.steps().len();
        assert!((1..=dice.len()).contains(&len), "{len} steps: {pos} {roll}");
        assert!(
            plays.iter().all(|p| p.steps().len() == len),
            "plays of different lengths: {pos} {roll}"
        );
    }
    for play in &plays {
        check_play(pos, &dice, play);
        check_position(play.position());
    }
    check_first_steps(pos, roll, &dice, &results, gen);
    plays
}

/// The play's notation, with numbers and with 상/하 labels, reads back to the same play.
/// Each read regenerates the plays, so checking every play of a roll costs a square.
pub fn check_notation(pos: &Position, roll: Roll, play: &Play) {
    let text = play.to_string();
    assert_eq!(
        pos.parse_play(roll, &text),
        Ok(*play),
        "notation {text:?}: {pos} {roll}"
    );
    let labeled = play.labeled().to_string();
    assert_eq!(
        pos.parse_play(roll, &labeled),
        Ok(*play),
        "labels {labeled:?}: {pos} {roll}"
    );
}

/// How many plays of a roll [`check_notations`] reads back at most.
pub const NOTATION_SAMPLE: usize = 32;

/// [`check_notation`] for every play of a roll, or for an even sample of
/// [`NOTATION_SAMPLE`] when there are more: a four-step double under a cap can have over
/// a thousand plays, and reading them all back would take seconds.
pub fn check_notations(pos: &Position, roll: Roll, plays: &[Play]) {
    let step = plays.len().div_ceil(NOTATION_SAMPLE).max(1);
    for play in plays.iter().step_by(step) {
        check_notation(pos, roll, play);
    }
}

/// Replays one play step by step and checks what it does to the checkers.
fn check_play(pos: &Position, dice: &DiceLeft, play: &Play) {
    let mover = pos.turn();
    let opp = mover.opponent();
    assert_eq!(play.mover(), mover);
    assert_eq!(play.position().turn(), opp);
    assert_eq!(play.position().rules(), pos.rules());
    let (mut cur, mut left, mut off) = (*pos, *dice, 0);
    for &s in play.steps() {
        let legal = cur.legal_steps_with(&left);
        assert!(legal.contains(&s), "step {s} not legal: {play} in {pos}");
        let (from, to) = (s.from_number(), s.to_number());
        if to == 0 {
            assert!(from <= s.die(), "bear-off {s} with die {}: {pos}", s.die());
            off += 1;
        } else {
            assert_eq!(from - to, s.die(), "step {s} with die {}: {pos}", s.die());
        }
        cur = cur.after_step(s).expect("a play's step applies");
        left = left.without(s.die()).expect("a play's die was rolled");
    }
    assert_eq!(
        cur.board(),
        play.position().board_for(mover),
        "replay of {play}: {pos}"
    );
    assert!(
        cur.legal_steps_with(&left).is_empty(),
        "{play} leaves a playable die: {pos}"
    );
    let after = play.position();
    assert_eq!(
        in_play(after, mover) + off,
        in_play(pos, mover),
        "{play}: {pos}"
    );
    assert_eq!(in_play(after, opp), in_play(pos, opp), "{play}: {pos}");
    assert_eq!(
        usize::from(after.bar(opp)),
        usize::from(pos.bar(opp)) + play.hits(),
        "hits of {play}: {pos}"
    );
}

/// Every legal first step applies, and completing the dice left from there reaches
/// exactly the results of the plays (`results`, mover's view).
fn check_first_steps(
    pos: &Position,
    roll: Roll,
    dice: &DiceLeft,
    results: &[[i8; 26]],
    gen: &mut MoveGen,
) {
    let steps = pos.legal_steps(roll);
    assert_eq!(steps.as_slice(), pos.legal_steps_with(dice).as_slice());
    assert_eq!(
        steps.is_empty(),
        results.is_empty(),
        "legal steps vs plays: {pos} {roll}"
    );
    let mut reached = BTreeSet::new();
    for (i, &s) in steps.iter().enumerate() {
        assert!(
            !steps[..i].contains(&s),
            "step {s} listed twice: {pos} {roll}"
        );
        let after = pos.after_step(s).expect("a legal step applies");
        assert_eq!(after.turn(), pos.turn());
        check_position(&after);
        let rest = dice
            .without(s.die())
            .expect("a legal step uses a rolled die");
        let more = gen.plays_with(&after, &rest);
        if more.is_empty() {
            reached.insert(after.board());
        } else {
            reached.extend(more.iter().map(|p| p.position().board_for(pos.turn())));
        }
    }
    let expected: BTreeSet<[i8; 26]> = results.iter().copied().collect();
    assert_eq!(reached, expected, "first steps vs plays: {pos} {roll}");
}
