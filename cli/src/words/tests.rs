//! The word table's own checks: every word in both languages, no language branch elsewhere.

use super::*;

/// Words that share their English on purpose: off the board and the tray of those off.
const SAME_ENGLISH: [(Word, Word); 1] = [(Word::Off, Word::Tray)];

fn hangul(s: &str) -> bool {
    s.chars().any(|c| ('가'..='힣').contains(&c))
}

#[test]
fn every_word_has_korean_with_hangul_and_english() {
    for w in Word::ALL {
        let (ko, en) = (w.get(Lang::Ko), w.get(Lang::En));
        assert!(!ko.trim().is_empty(), "{w:?} has no Korean");
        assert!(!en.trim().is_empty(), "{w:?} has no English");
        assert!(hangul(ko), "{w:?}'s Korean {ko:?} has no Hangul");
        assert_eq!(w.get(Lang::Ko), w.text().get(Lang::Ko));
    }
}

#[test]
fn the_list_of_words_has_each_word_once() {
    for (i, a) in Word::ALL.iter().enumerate() {
        assert!(!Word::ALL[i + 1..].contains(a), "{a:?} is listed twice");
    }
}

#[test]
fn no_two_words_share_their_english_unless_intended() {
    for (i, &a) in Word::ALL.iter().enumerate() {
        for &b in &Word::ALL[i + 1..] {
            if a.get(Lang::En) == b.get(Lang::En) {
                assert!(
                    SAME_ENGLISH.contains(&(a, b)) || SAME_ENGLISH.contains(&(b, a)),
                    "{a:?} and {b:?} both read {:?}",
                    a.get(Lang::En)
                );
            }
        }
    }
}

#[test]
fn sentences_read_as_before() {
    assert_eq!(game_name(Lang::En, 7, None), "game 7");
    assert_eq!(
        game_name(Lang::Ko, 9, Some((4, 1))),
        "세 판 겨루기 4 · 1판째 (게임 9)"
    );
    assert_eq!(
        turn_status(
            Lang::En,
            &side_name(Lang::En, Side::White, true),
            Word::RollKey.get(Lang::En)
        ),
        "turn: white (you) · Enter: roll the dice"
    );
    assert_eq!(
        handover_line(Lang::Ko, "백 · 영희"),
        "=== 차례 넘김: 백 · 영희 차례입니다 ==="
    );
    assert_eq!(dice_left(Lang::Ko, &[6, 1]), "남은 눈: 6 1");
    assert_eq!(
        pip_counts(Lang::En, 167, 160),
        "pip count: black 167 · white 160"
    );
    assert!(Word::PlainHelp
        .get(Lang::Ko)
        .contains("명령: 목록/list (수 목록), 걸음/steps (둘 수 있는 걸음), 판/board, 위치/id"));
}

/// The app's other files name no language: they pass a [`Lang`] through to the words
/// here and to the library (their tests may pick one).
#[test]
fn no_other_file_branches_on_the_language() {
    let files = [
        ("board.rs", include_str!("../board.rs")),
        ("main.rs", include_str!("../main.rs")),
        ("plain.rs", include_str!("../plain.rs")),
        ("table.rs", include_str!("../table.rs")),
        ("seats.rs", include_str!("../seats.rs")),
        ("input.rs", include_str!("../input.rs")),
        ("keys.rs", include_str!("../keys.rs")),
        ("saved.rs", include_str!("../saved.rs")),
        ("pace.rs", include_str!("../pace.rs")),
        ("study.rs", include_str!("../study.rs")),
        ("text.rs", include_str!("../text.rs")),
        ("tui.rs", include_str!("../tui.rs")),
        ("tui/view.rs", include_str!("../tui/view.rs")),
        ("analyze.rs", include_str!("../analyze.rs")),
        ("chart.rs", include_str!("../chart.rs")),
        ("yut/mod.rs", include_str!("../yut/mod.rs")),
        ("yut/board.rs", include_str!("../yut/board.rs")),
        ("yut/plain.rs", include_str!("../yut/plain.rs")),
        ("yut/screen.rs", include_str!("../yut/screen.rs")),
        ("yut/table.rs", include_str!("../yut/table.rs")),
        ("yut/sticks.rs", include_str!("../yut/sticks.rs")),
        // The yut words fill templates and never branch either.
        ("yut/words.rs", include_str!("../yut/words.rs")),
    ];
    for (name, source) in files {
        let code = source.split("#[cfg(test)]").next().unwrap_or(source);
        for (i, line) in code.lines().enumerate() {
            let branch = ["Lang::Ko", "Lang::En =>", "if ko"];
            assert!(
                !branch.iter().any(|b| line.contains(b)),
                "{name}:{}: a language branch outside words.rs: {line}",
                i + 1
            );
        }
    }
}

#[test]
fn plays_use_the_boards_words_in_korean_and_stay_as_they_were_in_english() {
    let play = "6-1: bar/상5* 하3/off(2) 하6/off\n2. 흑 5-5: 상4/상9(2)";
    assert_eq!(play_words(Lang::En, play), play);
    assert_eq!(
        play_words(Lang::Ko, play),
        "6-1: 가운데/상5* 하3/내보냄(2) 하6/내보냄\n2. 흑 5-5: 상4/상9(2)"
    );
    assert_eq!(play_words(Lang::Ko, "bar off offer"), "bar off offer");
    assert_eq!(typed_play("하3/내보냄 가운데/상5"), "하3/off 가운데/상5");
}

#[test]
fn the_line_modes_read_korean_commands_and_lone_jamo_keys() {
    assert_eq!(command("목록"), "list");
    assert_eq!(command("그만"), "quit");
    assert_eq!(command("ㅂ"), "q");
    assert_eq!(command("13/7 8/7"), "13/7 8/7");
    assert_eq!(command("걸"), "걸");
    for (ko, en) in KOREAN_COMMANDS {
        assert!(
            Word::PlainHelp
                .get(Lang::Ko)
                .contains(&format!("{ko}/{en}"))
                || ko == "도움말"
                || ko == "굴리기"
        );
    }
}

/// The dice left follow the order the roll shows (`2-4` then `2 4`, `5-1` then `5 1`),
/// never the reverse.
#[test]
fn the_dice_left_read_in_the_rolls_order() {
    let roll = |a, b| Roll::new(a, b).unwrap();
    assert_eq!(
        dice(Lang::Ko, roll(2, 4), &[4, 2]),
        "주사위 2-4 · 남은 눈 2 4"
    );
    assert_eq!(
        dice(Lang::Ko, roll(5, 1), &[1, 5]),
        "주사위 5-1 · 남은 눈 5 1"
    );
    assert_eq!(dice(Lang::En, roll(2, 4), &[4]), "dice 2-4 · dice left 4");
    assert_eq!(
        dice(Lang::En, roll(3, 3), &[3, 3, 3]),
        "dice 3-3 · dice left 3 3 3"
    );
}
