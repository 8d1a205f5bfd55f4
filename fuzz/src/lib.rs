//! Shared helpers for the `ssangryuk` fuzz targets: how bytes become rule sets, rolls and
//! boards, and the invariants every position and every roll must satisfy.
//!
//! The checks panic (so libFuzzer records a crash) when the library breaks a promise:
//! - [`check_position`]: checkers are conserved for both sides (on board + bar + off =
//!   checkers per side, none missing under the all-home goal), no point is over the cap,
//!   the board re-validates through [`Position::from_board`] and its text form reads back;
//! - [`check_roll`]: the plays of a roll are distinct (in the generation order), all of
//!   the same (maximal) length, agree with [`MoveGen::boards`] and
//!   [`Position::legal_plays`], replay step by step through [`Position::after_step`]
//!   (each step one of [`Position::legal_steps_with`]), conserve checkers and leave no
//!   die that could still be played; every legal first step applies, and completing the
//!   dice left ([`MoveGen::plays_with`]) reaches exactly the plays' results;
//! - [`check_notation`]: a play prints as notation, with numbers and with 상/하 labels,
//!   that [`Position::parse_play`] reads back to the same play ([`check_notations`]: the
//!   plays of a roll, sampled when there are very many).

use std::collections::BTreeSet;
use std::sync::OnceLock;

use ssangryuk::testing::{self, Random};
use ssangryuk::{
    sort_boards, DiceLeft, Goal, MoveGen, Play, PointLabel, Position, Roll, RuleSet, Side, Variant,
};

/// A step's start as a number: 25 for the bar, else the point (the mover's numbers).
fn from_number(s: &ssangryuk::Step) -> u8 {
    match s.from() {
        ssangryuk::Origin::Bar => 25,
        ssangryuk::Origin::Point(p) => p,
    }
}

/// A step's end as a number: 0 for off, else the point (the mover's numbers).
fn to_number(s: &ssangryuk::Step) -> u8 {
    match s.to() {
        ssangryuk::Destination::Off => 0,
        ssangryuk::Destination::Point(p) => p,
    }
}

/// How many rule sets [`rules`] chooses from (`ssangryuk::testing::RULE_SETS`).
pub const RULE_COUNT: usize = testing::RULE_SETS;

/// The rule set chosen by a byte: a preset ([`Variant::ALL`]) or one of a few variations
/// (`ssangryuk::testing::rule_set`).
pub fn rules(byte: u8) -> RuleSet {
    testing::rule_set(usize::from(byte))
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

/// FNV-1a of the bytes: a seed that every byte of the input changes.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
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
    check_counts(pos);
    let rules = pos.rules();
    let n = u32::from(rules.checkers());
    let b = pos.board();
    for side in Side::BOTH {
        let count = in_play(pos, side);
        assert_eq!(u32::from(pos.in_play(side)), count, "in_play: {pos}");
        if rules.goal() == Goal::AllHome {
            assert_eq!(
                count, n,
                "a checker left the board under the all-home goal: {pos}"
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
    check_roll_sample(pos, roll, gen, usize::MAX)
}

/// [`check_roll`], replaying step by step only an even sample of at most `sample` plays
/// (the replay checks each step against [`Position::legal_steps_with`]: a generation per
/// step, the square of a four-step double's thousand plays). Everything else still covers
/// every play.
pub fn check_roll_sample(
    pos: &Position,
    roll: Roll,
    gen: &mut MoveGen,
    sample: usize,
) -> Vec<Play> {
    let mover = pos.turn();
    let dice = DiceLeft::new(roll, pos.rules().doubles());
    let plays = gen.plays(pos, roll).to_vec();
    let results: Vec<[i8; 26]> = plays.iter().map(|p| p.board_for(mover)).collect();
    let mut sorted = results.clone();
    sort_boards(&mut sorted);
    assert!(
        sorted.windows(2).all(|w| w[0] < w[1]),
        "plays not distinct: {pos} {roll}"
    );
    assert_eq!(gen.count(pos, roll), results.len(), "count: {pos} {roll}");
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
    let every = plays.len().div_ceil(sample.max(1)).max(1);
    for play in plays.iter().step_by(every) {
        check_play(pos, &dice, play);
        check_position(&pos.after_play(play));
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
    check_notations_sample(pos, roll, plays, NOTATION_SAMPLE);
}

/// [`check_notations`] for an even sample of at most `sample` plays.
pub fn check_notations_sample(pos: &Position, roll: Roll, plays: &[Play], sample: usize) {
    let step = plays.len().div_ceil(sample.max(1)).max(1);
    for play in plays.iter().step_by(step) {
        check_notation(pos, roll, play);
    }
}

/// Replays one play step by step and checks what it does to the checkers.
fn check_play(pos: &Position, dice: &DiceLeft, play: &Play) {
    let mover = pos.turn();
    let opp = mover.opponent();
    assert_eq!(play.mover(), mover);
    let after = pos.after_play(play);
    assert_eq!(after.turn(), opp);
    assert_eq!(after.board_for(mover), *play.board());
    let (mut cur, mut left, mut off) = (*pos, *dice, 0);
    for &s in play.steps() {
        let legal = cur.legal_steps_with(&left);
        assert!(legal.contains(&s), "step {s} not legal: {play} in {pos}");
        let (from, to) = (from_number(&s), to_number(&s));
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
        play.board_for(mover),
        "replay of {play}: {pos}"
    );
    assert!(
        cur.legal_steps_with(&left).is_empty(),
        "{play} leaves a playable die: {pos}"
    );
    assert_eq!(
        in_play(&after, mover) + off,
        in_play(pos, mover),
        "{play}: {pos}"
    );
    assert_eq!(in_play(&after, opp), in_play(pos, opp), "{play}: {pos}");
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
            reached.extend(more.iter().map(|p| p.board_for(pos.turn())));
        }
    }
    let expected: BTreeSet<[i8; 26]> = results.iter().copied().collect();
    assert_eq!(reached, expected, "first steps vs plays: {pos} {roll}");
}

// ----------------------------------------------------------------- targets ---

/// Long enough for any random game of the presets to end (they last about 70 to 130
/// plies); a game still going after it (a custom cap can block both sides for ever) stops.
pub const MAX_PLIES: usize = 240;

/// How many plies the PRNG plays once the bytes run out: most of a game (the middle game,
/// often the start of bearing off); longer inputs drive the rest.
pub const PRNG_PLIES: usize = 64;

/// One ply in this many gets the full checks ([`check_roll`], the plays' notation read
/// back, the text form): they cost a square per ply (every first step is completed, every
/// play replayed step by step), a hundred times the ply itself. Which plies depends on the
/// whole input, so the fuzzer steers it like the rest.
pub const FULL_CHECK_EVERY: usize = 128;

/// How many plays of a fully checked ply [`movegen`] replays step by step and reads back
/// as notation (an even sample; see [`check_roll_sample`]).
pub const GAME_SAMPLE: usize = 8;

/// The checks of every ply, cheap enough for all of them: checkers conserved for both
/// sides and none over the cap (see [`check_position`] for the full ones).
pub fn check_counts(pos: &Position) {
    let rules = pos.rules();
    let n = u32::from(rules.checkers());
    let b = pos.board();
    assert!(b[0] >= 0 && b[25] <= 0, "bar signs: {pos}");
    for side in Side::BOTH {
        let count = in_play(pos, side);
        assert_eq!(count + u32::from(pos.off(side)), n, "conservation: {pos}");
    }
    if let Some(cap) = rules.cap().limit() {
        assert!(
            b[1..25].iter().all(|v| v.unsigned_abs() <= cap),
            "a point over the cap {cap}: {pos}"
        );
    }
}

/// Plays a game chosen by the bytes and checks the positions and rolls on the way.
///
/// The first byte picks the rule set (a preset, or one of a few variations) and who starts;
/// then each turn takes two bytes, the roll and which of the legal plays to make (a turn
/// with no play passes). Choosing among *legal* plays from the start position, as
/// shakmaty's fuzzers do, keeps the positions realistic. When the bytes run out the game
/// goes on for [`PRNG_PLIES`] with rolls and choices from a PRNG seeded by the whole
/// input, so even short inputs reach the middle game; it stops when someone wins or after
/// [`MAX_PLIES`].
///
/// Every ply: [`check_counts`]. One ply in [`FULL_CHECK_EVERY`], at an offset the input
/// sets: [`check_position`], [`check_roll_sample`] (the reference: every first step
/// completed, [`MoveGen::count`], [`MoveGen::boards`] and [`Position::legal_plays`] agree,
/// a sample of [`GAME_SAMPLE`] plays replayed step by step) and that sample's notation read
/// back. The start position and the game's end are always checked in full.
pub fn movegen(data: &[u8]) {
    let Some((&first, turns)) = data.split_first() else {
        return;
    };
    let side = Side::BOTH[usize::from(first) / RULE_COUNT % 2];
    let mut pos = Position::start(rules(first), side);
    let mut gen = MoveGen::new();
    let mut driven = turns.chunks_exact(2);
    let seed = fnv1a(data);
    let mut rng = Random::new(seed);
    let offset = (seed % FULL_CHECK_EVERY as u64) as usize;
    check_position(&pos);
    for ply in 0..MAX_PLIES {
        let (dice, choice) = match driven.next() {
            Some(t) => (t[0], usize::from(t[1])),
            None if ply >= turns.len() / 2 + PRNG_PLIES => break,
            None => (rng.below(36) as u8, rng.below(256)),
        };
        let roll = roll(dice);
        let full = ply % FULL_CHECK_EVERY == offset;
        let chosen = if full {
            let plays = check_roll_sample(&pos, roll, &mut gen, GAME_SAMPLE);
            check_notations_sample(&pos, roll, &plays, GAME_SAMPLE);
            plays.get(choice % plays.len().max(1)).copied()
        } else {
            let plays = gen.plays(&pos, roll);
            plays.get(choice % plays.len().max(1)).copied()
        };
        pos = match chosen {
            None => pass(&pos),
            Some(play) => {
                if full {
                    check_notation(&pos, roll, &play);
                }
                pos.after_play(&play)
            }
        };
        if full {
            check_position(&pos);
        } else {
            check_counts(&pos);
        }
        if pos.winner().is_some() {
            check_position(&pos);
            // Nothing moves once the game is over.
            assert!(check_roll(&pos, roll, &mut gen).is_empty());
            break;
        }
    }
}

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

/// Builds an arbitrary board from the bytes and, if `Position::from_board` accepts it,
/// checks move generation and notation on it: the positions a game from the start rarely reaches
/// (stacks, odd bear-offs, both sides on the bar, games already won). As in [`movegen`], every
/// play is checked against the reference, but only a sample of [`GAME_SAMPLE`] is replayed step
/// by step (each costs a generation per step) and of [`RAW_NOTATION_SAMPLE`] read back as
/// notation.
///
/// Bytes: the rule set, the side to move (bit 0) and the board encoding (bit 1), the
/// roll, then the board. The raw encoding reads the 26 counts as `i8` (missing bytes are
/// 0), so `from_board`'s validation is fuzzed too; the placement encoding puts one checker
/// per byte (bit 0 the side, the rest the bar, a point or off), which reaches crowded
/// valid boards quickly.
pub fn movegen_raw(data: &[u8]) {
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
    let plays = check_roll_sample(&pos, roll, &mut MoveGen::new(), GAME_SAMPLE);
    check_notations_sample(&pos, roll, &plays, RAW_NOTATION_SAMPLE);
}

/// How many plays of its one roll [`movegen_raw`] reads back as notation: each read
/// generates the plays again (twice: numbers and labels), and notation has targets of its
/// own ([`parsers`], [`movegen`]).
pub const RAW_NOTATION_SAMPLE: usize = 2;

/// The positions `parse_play` is tried on.
fn positions() -> &'static [Position] {
    static POSITIONS: OnceLock<Vec<Position>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        Variant::ALL
            .iter()
            .enumerate()
            .flat_map(|(i, v)| {
                [
                    Position::start(v.rules(), Side::Black),
                    Random::new(i as u64).position(v.rules(), 12),
                ]
            })
            .collect()
    })
}

/// Feeds arbitrary text to every parser: none may panic, and whatever parses must print
/// and parse back to the same value.
///
/// Bytes: the roll and which fixed position to read a play in (the start of each preset
/// and a position from a short seeded game of each), then the text (UTF-8 only). The
/// text goes to `RuleSet`, `Position`, `PointLabel` and `Variant`'s `FromStr` and to
/// `Position::parse_play`. A position that parses is checked like any other
/// (`check_position`, `check_roll`, `check_notations`), which reaches rule sets only the text form can
/// build (custom layouts, caps of 1, 1 to 30 checkers).
pub fn parsers(data: &[u8]) {
    let [r, which, ref rest @ ..] = *data else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let roll = roll(r);

    if let Ok(rules) = text.parse::<RuleSet>() {
        let printed = rules.to_string();
        assert_eq!(
            printed.parse::<RuleSet>(),
            Ok(rules),
            "{text:?} -> {printed:?}"
        );
    }
    if let Ok(variant) = text.parse::<Variant>() {
        assert_eq!(variant.to_string().parse::<Variant>(), Ok(variant));
        assert_eq!(Variant::from_rules(&variant.rules()), Some(variant));
    }
    if let Ok(label) = text.parse::<PointLabel>() {
        assert_eq!(label.to_string().parse::<PointLabel>(), Ok(label));
        for side in Side::BOTH {
            assert_eq!(side.label(side.point_of(label)), Some(label));
        }
    }
    if let Ok(side) = text.parse::<Side>() {
        assert_eq!(side.to_string().parse::<Side>(), Ok(side));
    }
    if let Ok(pos) = text.parse::<Position>() {
        check_position(&pos); // includes the text round trip
        let plays = check_roll(&pos, roll, &mut MoveGen::new());
        check_notations(&pos, roll, &plays);
    }

    let positions = positions();
    let pos = &positions[usize::from(which) % positions.len()];
    if let Ok(play) = pos.parse_play(roll, text) {
        assert!(
            pos.legal_plays(roll).contains(&play),
            "{text:?} read as an illegal play"
        );
        check_notation(pos, roll, &play);
    }
}

/// The first byte and the rest as UTF-8 text (`None` when either is missing).
fn byte_and_text(data: &[u8]) -> Option<(u8, &str)> {
    let (&r, rest) = data.split_first()?;
    Some((r, std::str::from_utf8(rest).ok()?))
}

/// GNU Backgammon's position and match IDs from arbitrary text: no panic; an ID that
/// reads is a valid position ([`check_position`]) that writes back to the same ID (the
/// encoding has one spelling per position), and a match ID that reads writes back the same.
///
/// Bytes: the rule set and side to move, then the text (UTF-8 only).
pub fn gnubg_id(data: &[u8]) {
    let Some((r, text)) = byte_and_text(data) else {
        return;
    };
    let rules = rules(r);
    let side = if r & 0x80 == 0 {
        Side::Black
    } else {
        Side::White
    };
    if let Ok(pos) = Position::from_gnubg_id(rules, side, text) {
        check_position(&pos);
        assert_eq!(pos.gnubg_id().as_deref(), Ok(text.trim()), "{text:?}");
        let x = pos.xgid().expect("a 15-checker position has an XGID");
        let read = ssangryuk::formats::read_id(rules, &x).map(|r| (r.position, r.dice));
        assert_eq!(read, Ok((pos, None)), "{x}");
    }
    if let Ok(m) = text.parse::<ssangryuk::formats::gnubg::MatchId>() {
        assert_eq!(m.to_string(), text.trim(), "{text:?}");
    }
}

/// XGIDs from arbitrary text: no panic; one that reads is a valid position that prints as
/// an XGID reading back the same, with the position ID of the same position.
///
/// Bytes: the rule set, then the text (UTF-8 only).
pub fn xgid(data: &[u8]) {
    let Some((r, text)) = byte_and_text(data) else {
        return;
    };
    let rules = rules(r);
    if let Ok(x) = ssangryuk::formats::xgid::Xgid::parse(rules, text) {
        check_position(&x.position);
        let printed = x.to_string();
        assert_eq!(
            ssangryuk::formats::xgid::Xgid::parse(rules, &printed),
            Ok(x),
            "{printed}"
        );
        let id = x
            .position
            .gnubg_id()
            .expect("an XGID position has a position ID");
        assert_eq!(
            Position::from_gnubg_id(rules, x.position.turn(), &id),
            Ok(x.position)
        );
        if let Some(m) = x.match_id() {
            assert_eq!(m.to_string().parse(), Ok(m));
        }
    }
}

/// `.mat` files from arbitrary text: no panic; every game of a file that reads replays,
/// its positions are valid, and writing it back out and reading that gives the same game
/// (but for who starts a game with no move under a fixed first player, which no file says).
///
/// Bytes: the rule set, then the text (UTF-8 only). Under `l1931` a file needs no rules
/// header; the seeds include files with one for the other presets.
pub fn mat(data: &[u8]) {
    let Some((r, text)) = byte_and_text(data) else {
        return;
    };
    let rules = rules(r);
    let Ok(file) = ssangryuk::formats::mat::read(text, rules) else {
        return;
    };
    for g in &file.games {
        let game = &g.game;
        check_position(game.position());
        let out = ssangryuk::formats::mat::write_game(game, ["a", "b"])
            .expect("an imported game has no set-up start");
        let back = ssangryuk::formats::mat::read(&out, rules).expect("an export reads back");
        assert_eq!(back.games.len(), 1);
        let again = &back.games[0].game;
        if game.actions().is_empty() && rules.opening() == ssangryuk::Opening::FixedFirst {
            // No move says who starts: a game alone in a file starts with black (documented).
            assert_eq!(again.position().board(), game.position().board(), "{out}");
            assert_eq!(again.turn(), Some(Side::Black), "{out}");
        } else {
            assert_eq!(again.position(), game.position(), "{out}");
        }
        assert_eq!(again.outcome(), game.outcome());
    }
}

/// Arbitrary JSON into every public `serde` type: no panic, and whatever is accepted is a
/// valid value (positions and the positions of plays pass [`check_position`], a rule
/// set's text form reads back, a game is what replaying its record gives, labels and dice
/// are in range) that writes and reads back to itself.
#[cfg(feature = "serde")]
pub fn serde(data: &[u8]) {
    use ssangryuk::{Action, GameRecord};
    use ssangryuk::{Game, Match, MatchFormat, Origin, Step};

    fn back<T>(v: &T)
    where
        T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
    {
        let text = serde_json::to_string(v).expect("a value serializes");
        let again: T = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("{v:?} wrote {text}, which reads back as {e}"));
        assert_eq!(&again, v, "{text}");
    }
    fn read<T: serde::de::DeserializeOwned>(data: &[u8]) -> Option<T> {
        serde_json::from_slice(data).ok()
    }
    if let Some(r) = read::<RuleSet>(data) {
        back(&r);
        assert_eq!(r.to_string().parse::<RuleSet>().as_ref(), Ok(&r));
        check_position(&Position::start(r, Side::Black));
    }
    if let Some(v) = read::<Variant>(data) {
        back(&v);
        assert_eq!(serde_json::to_value(v).ok(), Some(v.id().into()));
    }
    if let Some(s) = read::<Side>(data) {
        back(&s);
    }
    if let Some(l) = read::<ssangryuk::Layout>(data) {
        back(&l);
    }
    if let Some(c) = read::<ssangryuk::PointCap>(data) {
        back(&c);
    }
    if let Some(p) = read::<Position>(data) {
        back(&p);
        check_position(&p);
    }
    if let Some(r) = read::<Roll>(data) {
        back(&r);
        assert!(r.dice().iter().all(|d| (1..=6).contains(d)));
    }
    if let Some(d) = read::<DiceLeft>(data) {
        back(&d);
        assert!(d.len() <= 4 && d.values().iter().all(|v| (1..=6).contains(v)));
    }
    if let Some(s) = read::<Step>(data) {
        back(&s);
        assert!((1..=6).contains(&s.die()));
        if s.from() != Origin::Bar {
            assert!(from_number(&s) <= 24);
        }
    }
    if let Some(l) = read::<PointLabel>(data) {
        back(&l);
        assert!((1..=12).contains(&l.number()));
    }
    if let Some(g) = read::<Game>(data) {
        back(&g);
        check_position(g.position());
        let again =
            Game::replay(*g.rules(), g.number(), &g.actions()).expect("a stored game replays");
        assert_eq!(again.position(), g.position());
    }
    if let Some(r) = read::<GameRecord>(data) {
        back(&r);
    }
    if let Some(m) = read::<Match>(data) {
        back(&m);
        check_position(m.game().position());
    }
    if let Some(f) = read::<MatchFormat>(data) {
        back(&f);
    }
    if let Some(a) = read::<Action>(data) {
        back(&a);
    }
}
