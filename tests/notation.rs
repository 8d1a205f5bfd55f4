//! Play notation, form by form: plain, repeated and chained moves, hits, the bar and bearing
//! off in every spelling, 상/하 labels from both sides, and other programs' move text.

mod common;

use common::{position, roll};

use ssangryuk::{Destination, Origin, PlayText, PointLabel, Position, Row, Side, Variant};

// ------------------------------------------------------------ play notation ---

#[test]
fn plain_and_repeated_moves() {
    let start = Position::start(Variant::App.rules(), Side::Black);
    let play = start.parse_play(roll(6, 1), "13/7 8/7").unwrap();
    assert_eq!(play.to_string(), "13/7 8/7");
    assert_eq!(start.parse_play(roll(6, 1), "8/7 13/7"), Ok(play));
    // A double written as a repeat, and the same moves written out.
    let l1931 = Position::start(Variant::L1931.rules(), Side::Black);
    let four = l1931.parse_play(roll(5, 5), "8/3(2) 13/8(2)").unwrap();
    assert_eq!(four.steps().len(), 4);
    assert_eq!(four.to_string(), "13/3(2)");
    for text in ["13/8 13/8 8/3 8/3", "13/3(2)", "13/8/3(2)", "13/3 13/3"] {
        assert_eq!(l1931.parse_play(roll(5, 5), text), Ok(four), "{text}");
    }
    // The app plays a double twice: `(2)` is the whole turn.
    let two = start.parse_play(roll(5, 5), "8/3(2)").unwrap();
    assert_eq!(two.steps().len(), 2);
    assert_eq!(two.to_string(), "8/3(2)");
    assert_eq!(start.parse_play(roll(5, 5), "8/3 8/3"), Ok(two));
    // A repeat beyond the dice is not this roll's play; beyond 4 it is not notation.
    assert!(start.parse_play(roll(5, 5), "8/3(3)").is_err());
    assert!("8/3(5)".parse::<PlayText>().is_err());
    assert!("8/3(0)".parse::<PlayText>().is_err());
}

#[test]
fn chained_moves_and_hits() {
    // A lone white checker on 18 (black's numbering): 24/18*/14 hits on the way.
    let p = position(
        "l1931",
        &[(24, 2), (13, 5), (8, 3), (6, 5)],
        &[(18, 1), (1, 14)],
        0,
    );
    let play = p.parse_play(roll(6, 4), "24/18*/14").unwrap();
    assert_eq!(play.to_string(), "24/18*/14");
    assert_eq!(play.hits(), 1);
    assert_eq!(p.after_play(&play).bar(Side::White), 1);
    // Written without the middle point, the hitting path is not the one meant.
    let quiet = p.parse_play(roll(6, 4), "24/14").unwrap();
    assert_eq!(quiet.hits(), 0);
    assert_eq!(quiet.to_string(), "24/14");
    assert_ne!(quiet, play);
    // `*` on the last point.
    let p = position(
        "l1931",
        &[(24, 2), (13, 5), (8, 3), (6, 5)],
        &[(20, 1), (1, 14)],
        0,
    );
    assert_eq!(
        p.parse_play(roll(4, 1), "24/20* 6/5").unwrap().to_string(),
        "24/20* 6/5"
    );
}

#[test]
fn entering_from_the_bar_every_spelling() {
    let p = position("l1931", &[(13, 5), (8, 3), (6, 5), (24, 1)], &[(1, 15)], 1);
    let play = p.parse_play(roll(3, 1), "bar/22 24/23").unwrap();
    assert_eq!(play.to_string(), "bar/22 24/23");
    assert_eq!(play.labeled().to_string(), "bar/상3 상1/상2");
    for text in [
        "25/22 24/23",
        "b/22 24/23",
        "BAR/22 24/23",
        "가운데/22 24/23",
        "가운데/상3 상1/상2",
        "move bar-22 24-23",
    ] {
        assert_eq!(p.parse_play(roll(3, 1), text), Ok(play), "{text}");
    }
}

#[test]
fn bearing_off_every_spelling() {
    let p = position(
        "app",
        &[(6, 5), (5, 5), (4, 5)],
        &[(24, 5), (23, 5), (22, 5)],
        0,
    );
    let play = p.parse_play(roll(6, 5), "6/off 5/off").unwrap();
    assert_eq!(play.to_string(), "6/off 5/off");
    assert_eq!(play.labeled().to_string(), "하6/off 하5/off");
    for text in [
        "6/0 5/0",
        "6/o 5/o",
        "6/OFF 5/off",
        "6/밖 5/밖",
        "하6/밖 하5/밖",
        "5/off 6/off",
        "m 6-0 5-0",
        "move 6-off 5-off",
    ] {
        assert_eq!(p.parse_play(roll(6, 5), text), Ok(play), "{text}");
    }
    // `off` and `0` end a move, never start one; `bar`/`25` start one, never end it. With
    // labels (whose direction is known only once the side is) the text alone says so.
    for bad in [
        "off/3",
        "0/3",
        "밖/3",
        "6/bar",
        "6/25",
        "6/가운데",
        "off/하3",
        "0/하3",
        "밖/하3",
        "o/하3",
        "하6/bar",
        "하6/25",
        "하6/가운데",
        "하6/b",
        "하6/bar/하1",
    ] {
        assert!(bad.parse::<PlayText>().is_err(), "{bad}");
    }
}

#[test]
fn labels_from_both_sides() {
    for side in Side::BOTH {
        for p in 1..=24u8 {
            let label = side.label(p).expect("every point has a label");
            assert_eq!(side.point_of(label), p);
            let text = label.to_string();
            assert_eq!(text.parse::<PointLabel>(), Ok(label));
            let row = if text.starts_with('상') {
                Row::Upper
            } else {
                Row::Lower
            };
            assert_eq!(label.row(), row);
        }
        assert_eq!(side.label(0), None);
        assert_eq!(side.label(25), None);
    }
    // Black's home is 하1–하6, white's 상1–상6.
    assert_eq!(Side::Black.label(6).unwrap().to_string(), "하6");
    assert_eq!(Side::White.label(6).unwrap().to_string(), "상6");
    assert_eq!(Side::Black.label(13).unwrap().to_string(), "상12");
    for bad in ["상0", "하13", "상", "중3", "3", "상x"] {
        assert!(bad.parse::<PointLabel>().is_err(), "{bad}");
    }
    assert_eq!(" 하 7 ".parse::<PointLabel>().unwrap().number(), 7);
}

#[test]
fn move_text_of_other_programs() {
    let start = Position::start(Variant::App.rules(), Side::Black);
    for text in ["move 8-5 6-5", "MOVE 8-5 6-5", "m 8-5 6-5", "8-5 6-5"] {
        let play = start.parse_play(roll(3, 1), text).unwrap();
        assert_eq!(play.to_string(), "8/5 6/5", "{text}");
    }
    assert!(start.parse_play(roll(3, 1), "movement").is_err());
    // GNU Backgammon writes a checker's two dice one at a time: `8/4 6/4` one die each.
    let l1931 = Position::start(Variant::L1931.rules(), Side::Black);
    assert_eq!(
        l1931.parse_play(roll(4, 2), "8/4 6/4").unwrap().to_string(),
        "8/4 6/4"
    );
}

#[test]
fn a_single_step_names_its_ends() {
    let step = |t: &str, side| t.parse::<PlayText>().unwrap().single_step(side);
    assert_eq!(
        step("6/off", Side::Black),
        Some((Origin::Point(6), Destination::Off))
    );
    assert_eq!(
        step("6/0", Side::Black),
        Some((Origin::Point(6), Destination::Off))
    );
    assert_eq!(
        step("가운데/22", Side::White),
        Some((Origin::Bar, Destination::Point(22)))
    );
    assert_eq!(
        step("하6/하1", Side::White),
        Some((Origin::Point(19), Destination::Point(24)))
    );
}
