//! Position IDs, match IDs and XGIDs against GNU Backgammon's own answers
//! (`tests/data/formats_gnubg.jsonl`, written by `tools/gen_formats_vectors.sh`), in both
//! directions, plus round trips over random positions of every 15-checker preset.

mod common;

use ssangryuk::formats::xgid::{Xgid, XgidDice};
use ssangryuk::formats::{gnubg::MatchId, read_id, IdError, IdKind};
use ssangryuk::{Position, Roll, Side, Variant};

struct Vector {
    board: [i8; 26],
    gnubg: String,
    xgid: String,
    match_id: String,
}

fn vectors() -> Vec<Vector> {
    let text = include_str!("data/formats_gnubg.jsonl");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            let board: Vec<i8> = v["board"]
                .as_array()
                .unwrap()
                .iter()
                .map(|x| x.as_i64().unwrap() as i8)
                .collect();
            Vector {
                board: board.try_into().unwrap(),
                gnubg: v["gnubg"].as_str().unwrap().to_owned(),
                xgid: v["xgid"].as_str().unwrap().to_owned(),
                match_id: v["match"].as_str().unwrap().to_owned(),
            }
        })
        .collect()
}

#[test]
fn at_least_5000_positions_of_every_kind() {
    let vs = vectors();
    assert!(vs.len() >= 5000, "{} vectors", vs.len());
    let bar = vs
        .iter()
        .filter(|v| v.board[0] > 0 || v.board[25] < 0)
        .count();
    let contact = vs
        .iter()
        .filter(|v| {
            let last_opp = (1..25).rev().find(|&p| v.board[p] < 0).unwrap_or(0);
            (1..25).any(|p| v.board[p] > 0 && p > 25 - last_opp.max(1))
        })
        .count();
    let off = vs
        .iter()
        .filter(|v| {
            v.board
                .iter()
                .filter(|&&c| c > 0)
                .map(|&c| c as u32)
                .sum::<u32>()
                < 15
        })
        .count();
    let bear_off = vs
        .iter()
        .filter(|v| v.board[0] == 0 && (7..25).all(|p| v.board[p] <= 0))
        .count();
    for (what, n) in [
        ("bar", bar),
        ("contact", contact),
        ("off", off),
        ("bear-off", bear_off),
    ] {
        assert!(n >= 200, "only {n} {what} positions");
    }
}

#[test]
fn position_ids_agree_with_gnubg_both_ways() {
    let rules = Variant::L1931.rules();
    for v in vectors() {
        for side in Side::BOTH {
            let pos = Position::from_board(rules, side, v.board).unwrap();
            assert_eq!(pos.gnubg_id().unwrap(), v.gnubg, "{:?}", v.board);
            let back = Position::from_gnubg_id(rules, side, &v.gnubg).unwrap();
            assert_eq!(back, pos, "{}", v.gnubg);
        }
    }
}

#[test]
fn xgids_agree_with_gnubg_both_ways() {
    let rules = Variant::L1931.rules();
    for v in vectors() {
        // gnubg read this XGID as this board with the mover on roll.
        let x = Xgid::parse(rules, &v.xgid).unwrap();
        assert_eq!(x.position.board(), v.board, "{}", v.xgid);
        // And the crate writes the same text back.
        assert_eq!(x.to_string(), v.xgid);
        // The match ID gnubg made of the XGID's other fields.
        let m = x.match_id().unwrap();
        assert_eq!(
            m.to_string(),
            v.match_id,
            "{} -> {m:?} gnubg {:?}",
            v.xgid,
            v.match_id.parse::<MatchId>()
        );
        assert_eq!(v.match_id.parse::<MatchId>(), Ok(m), "{}", v.match_id);
        // The cubeless money XGID of the same position reads back to it.
        let money = x.position.xgid().unwrap();
        assert_eq!(
            Xgid::parse(rules, &money).map(|x| x.position),
            Ok(x.position)
        );
        assert!(money.ends_with(":00:0:0:0:0:10"), "{money}");
    }
}

/// `read_id` reads each vector's three texts (the XGID, `position ID:match ID`, the bare
/// position ID) as the same board, with the side on roll and the dice each one names.
#[test]
fn read_id_reads_every_kind_with_its_side_and_dice() {
    let rules = Variant::L1931.rules();
    let mut rolled = 0;
    for v in vectors() {
        let x = Xgid::parse(rules, &v.xgid).unwrap();
        let read = read_id(rules, &v.xgid).unwrap();
        let dice = match x.dice {
            XgidDice::Rolled(r) => Some(r),
            _ => None,
        };
        assert_eq!(
            (read.kind, read.position, read.dice),
            (IdKind::Xgid, x.position, dice),
            "{}",
            v.xgid
        );
        rolled += usize::from(dice.is_some());
        // GNU Backgammon's `set xgid` puts the player to act on roll as player 1 (white)
        // and stores the dice larger first.
        let full = format!("{}:{}", v.gnubg, v.match_id);
        let read = read_id(rules, &format!("  {full} ")).unwrap();
        assert_eq!(read.kind, IdKind::MatchId, "{full}");
        assert_eq!(read.position.turn(), Side::White, "{full}");
        assert_eq!(read.position.board(), v.board, "{full}");
        let gnubg_order = dice.map(|r| Roll::new(r.high(), r.low()).unwrap());
        assert_eq!(read.dice, gnubg_order, "{full}");
        let read = read_id(rules, &v.gnubg).unwrap();
        assert_eq!(
            (
                read.kind,
                read.position.turn(),
                read.position.board(),
                read.dice
            ),
            (IdKind::PositionId, Side::Black, v.board, None),
            "{}",
            v.gnubg
        );
    }
    assert!(rolled > 100, "only {rolled} vectors with dice");
}

/// An XGID at a cube decision names the player to act on the cube: no checker play starts
/// there, so `read_id` refuses it (the detailed `Xgid::parse` keeps it).
#[test]
fn read_id_refuses_an_xgid_at_a_cube_decision() {
    let rules = Variant::L1931.rules();
    for c in ['D', 'B', 'R'] {
        let text = format!("XGID=-b----E-C---eE---c-e----B-:1:1:-1:{c}:0:0:0:0:10");
        assert_eq!(read_id(rules, &text), Err(IdError::CubeAction(c)), "{text}");
        assert!(Xgid::parse(rules, &text).is_ok(), "{text}");
    }
    // Errors of the kind the text was taken for.
    assert!(matches!(
        read_id(rules, "XGID=-b----E-C---eE---c-e----B-:0:0:1:00"),
        Err(IdError::Field {
            kind: IdKind::Xgid,
            ..
        })
    ));
    assert!(matches!(
        read_id(rules, "4HPwATDgc/ABMA:cAk"),
        Err(IdError::Length {
            kind: IdKind::MatchId,
            ..
        })
    ));
    assert!(matches!(
        read_id(rules, "4HPwATDgc/AB"),
        Err(IdError::Length {
            kind: IdKind::PositionId,
            ..
        })
    ));
}

#[test]
fn every_15_checker_preset_round_trips() {
    let mut rng = ssangryuk::testing::Random::new(12);
    for v in Variant::ALL {
        let rules = v.rules();
        for _ in 0..200 {
            let turns = rng.below(80);
            let pos = rng.position(rules, turns);
            if rules.checkers() != 15 {
                assert_eq!(pos.gnubg_id(), Err(IdError::NotFifteen(rules.checkers())));
                assert_eq!(pos.xgid(), Err(IdError::NotFifteen(rules.checkers())));
                continue;
            }
            let id = pos.gnubg_id().unwrap();
            assert_eq!(Position::from_gnubg_id(rules, pos.turn(), &id), Ok(pos));
            let x = pos.xgid().unwrap();
            assert_eq!(Xgid::parse(rules, &x).map(|x| x.position), Ok(pos));
        }
    }
}

#[test]
fn move_text_as_other_programs_write_it() {
    use ssangryuk::Roll;
    let rules = Variant::L1931.rules();
    let start = Position::start(rules, Side::Black);
    let roll = |a, b| Roll::new(a, b).unwrap();
    let same = |pos: &Position, r: Roll, texts: &[&str]| {
        let plays: Vec<_> = texts
            .iter()
            .map(|t| pos.parse_play(r, t).unwrap_or_else(|e| panic!("{t}: {e}")))
            .collect();
        assert!(plays.windows(2).all(|w| w[0] == w[1]), "{texts:?}");
        plays[0]
    };
    same(
        &start,
        roll(3, 1),
        &["8/5 6/5", "move 8-5 6-5", "m 8-5 6-5", "8/5 6/5"],
    );
    same(
        &start,
        roll(2, 2),
        &["6/4(2) 8/6(2)", "6/4 6/4 8/6 8/6", "move 6-4 6-4 8-6 8-6"],
    );
    // A hit in the middle of a chained move.
    let mut b = start.board();
    b[19] = -4;
    b[18] = -1;
    let blot = Position::from_board(rules, Side::Black, b).unwrap();
    let p = same(
        &blot,
        roll(6, 4),
        &["24/18*/14", "24/18* 18/14", "move 24-18*-14"],
    );
    assert_eq!(p.hits(), 1);
    // Entering from the bar, written `bar` or `25`.
    let mut b = start.board();
    b[24] = 1;
    b[0] = 1;
    let bar = Position::from_board(rules, Side::Black, b).unwrap();
    same(
        &bar,
        roll(3, 1),
        &["bar/22 6/5", "25/22 6/5", "move 25-22 6-5"],
    );
    // Bearing off, written `off` or `0`.
    let mut b = [0i8; 26];
    b[6] = 2;
    b[12] = -15;
    let home = Position::from_board(rules, Side::Black, b).unwrap();
    same(&home, roll(6, 5), &["6/off 6/1", "6/0 6/1", "move 6-0 6-1"]);
}
