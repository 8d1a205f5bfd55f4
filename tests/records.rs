//! Records, transcripts and matches: replays, the history's views, corrupted records and
//! the refusals of records and matches.

mod common;

use common::{board, roll};
use ssangryuk::bot::RandomBot;
use ssangryuk::Numbering;
use ssangryuk::{Action, MatchError, RecordError, StepError};
use ssangryuk::{
    Game, Lang, Match, MatchFormat, Origin, Position, Roll, RuleSet, Side, TurnError, Variant,
};

/// The history is the one record: a turn a line, whose rolls and steps are the actions,
/// replay to the same game, and write the transcript's lines.
#[test]
fn the_turns_are_the_record_and_the_actions_and_transcript_are_views() {
    for v in Variant::ALL {
        for number in 0..20 {
            let mut g = Game::new(v.rules(), number);
            let (mut black, mut white) = (RandomBot::new(number), RandomBot::new(!number));
            ssangryuk::bot::play_out(&mut g, &mut black, &mut white).unwrap();
            let ties = g.opening().iter().filter(|r| r.is_double()).count();
            let steps: usize = g.turns().iter().map(|t| t.steps().len()).sum();
            assert_eq!(g.actions().len(), ties + g.turns().len() + steps);
            let again = Game::replay(v.rules(), number, &g.actions()).unwrap();
            assert_eq!(again, g);
            assert_eq!(again.turns(), g.turns());
            // Sides alternate, rests aside.
            for w in g.turns().windows(2) {
                assert_ne!(w[0].side(), w[1].side(), "{v:?} {number}");
            }
            let transcript = g.transcript(Lang::En, Numbering::Mover);
            for (i, t) in g.turns().iter().enumerate() {
                let line = format!(
                    "{}. {} {}",
                    i + 1,
                    t.side().name(Lang::En),
                    t.written(Lang::En, Numbering::Mover)
                );
                assert!(transcript.contains(&line), "{line}\n{transcript}");
            }
        }
    }
}

// ------------------------------------------------------- replay, match ---

#[test]
fn replaying_a_game_number_gives_the_same_transcript() {
    for v in Variant::ALL {
        let play = || {
            let mut g = Game::new(v.rules(), 7);
            let (mut black, mut white) = (
                ssangryuk::bot::RandomBot::new(7),
                ssangryuk::bot::RandomBot::new(8),
            );
            ssangryuk::bot::play_out(&mut g, &mut black, &mut white).unwrap();
            g
        };
        let (a, b) = (play(), play());
        assert_eq!(
            a.transcript(Lang::Ko, Numbering::Labels),
            b.transcript(Lang::Ko, Numbering::Labels)
        );
        assert_eq!(a.actions(), b.actions());
        let replayed = Game::replay(v.rules(), 7, &a.actions()).unwrap();
        assert_eq!(
            replayed.transcript(Lang::En, Numbering::Mover),
            a.transcript(Lang::En, Numbering::Mover)
        );
        let t = a.transcript(Lang::Ko, Numbering::Labels);
        assert!(t.lines().last().unwrap().contains("이겼습니다"), "{t}");
    }
}

#[test]
fn a_transcript_has_a_line_a_turn_saying_what_was_played_or_that_nothing_could_be() {
    // Black, on the bar, faces white's closed home: its roll passes; white then plays.
    let opp: Vec<(usize, i8)> = (19..=24).map(|p| (p, 2)).chain([(12, 3)]).collect();
    let pos = Position::from_board(
        Variant::Culin.rules(),
        Side::Black,
        board(1, &[(6, 14)], &opp, 0),
    );
    let mut g = Game::from_position(pos.unwrap(), 5).unwrap();
    g.roll_with(roll(3, 1)).unwrap();
    g.roll_with(roll(6, 5)).unwrap();
    g.step(Side::White, Origin::Point(13), 6).unwrap();
    g.step(Side::White, Origin::Point(13), 5).unwrap();
    let en = g.transcript(Lang::En, Numbering::Mover);
    let ko = g.transcript(Lang::Ko, Numbering::Mover);
    let en: Vec<&str> = en.lines().collect();
    let ko: Vec<&str> = ko.lines().collect();
    assert_eq!(en.len(), 3, "{en:?}");
    assert_eq!(en[0], "# ssangryuk culin game 5");
    assert_eq!(en[1], "1. black 3-1: no move");
    assert_eq!(en[2], "2. white 6-5: 13/8 13/7");
    assert_eq!(ko[1], "1. 흑 3-1: 갈 자리 없음");
    assert_eq!(ko[2], "2. 백 6-5: 13/8 13/7");
}

#[test]
fn a_corrupted_record_is_refused() {
    let mut actions = vec![
        Action::Roll(roll(4, 2)),
        Action::Step {
            from: Origin::Point(13),
            die: 5,
        },
    ];
    assert_eq!(
        Game::replay(Variant::App.rules(), 0, &actions).unwrap_err(),
        RecordError::Action {
            index: 1,
            error: TurnError::Step(StepError::NoSuchDie(5))
        }
    );
    actions[1] = Action::Step {
        from: Origin::Point(8),
        die: 4,
    };
    actions.push(Action::Step {
        from: Origin::Point(6),
        die: 2,
    });
    let g = Game::replay(Variant::App.rules(), 0, &actions).unwrap();
    assert_eq!(g.turn(), Some(Side::White));
    actions.push(Action::Rest);
    assert_eq!(
        Game::replay(Variant::App.rules(), 0, &actions).unwrap_err(),
        RecordError::Action {
            index: 3,
            error: TurnError::RestNotAllowed
        }
    );
}

// NFM (seed 003 reports): "보통 세 번 겨뤄 두 동 이상이면 최종 승리".
#[test]
fn a_best_of_three_match_ends_at_two_wins_and_replays() {
    let rules = Variant::App.rules();
    let mut m = Match::new(rules, 5, MatchFormat::BestOf(3)).unwrap();
    assert_eq!(m.game().number(), Match::game_number(5, 0));
    let mut games = 0;
    while m.winner().is_none() {
        if m.game().outcome().is_some() {
            m.next_game().unwrap();
        }
        let g = m.game_mut();
        let mut black = ssangryuk::bot::RandomBot::new(g.number());
        let mut white = ssangryuk::bot::RandomBot::new(!g.number());
        ssangryuk::bot::play_out(g, &mut black, &mut white).unwrap();
        games += 1;
    }
    let w = m.winner().unwrap();
    assert_eq!(m.number(), 5);
    assert_eq!(m.wins(w), 2);
    let won_by = |s: Side| m.results().filter(|o| o.winner == s).count() as u32;
    assert_eq!(
        (m.wins(w), m.wins(w.opponent())),
        (won_by(w), won_by(w.opponent()))
    );
    assert_eq!(m.wins(w) + m.wins(w.opponent()), games as u32);
    assert!(games == 2 || games == 3);
    assert_eq!(m.next_game().unwrap_err(), MatchError::MatchOver(w));
    assert_eq!(m.results().count(), games);
}

#[test]
fn a_match_to_points_counts_gammons() {
    let rules: RuleSet = Variant::L1931.rules();
    let mut m = Match::new(rules, 1, MatchFormat::FirstTo(5)).unwrap();
    assert_eq!(m.next_game().unwrap_err(), MatchError::GameNotOver);
    while m.winner().is_none() {
        if m.game().outcome().is_some() {
            m.next_game().unwrap();
        }
        let g = m.game_mut();
        let mut black = ssangryuk::bot::RandomBot::new(g.number() ^ 99);
        let mut white = ssangryuk::bot::RandomBot::new(g.number() ^ 98);
        ssangryuk::bot::play_out(g, &mut black, &mut white).unwrap();
    }
    let w = m.winner().unwrap();
    assert!(m.score(w) >= 5);
    let total: u32 = m.results().map(|o| o.points).sum();
    assert_eq!(total, m.score(Side::Black) + m.score(Side::White));
    for side in Side::BOTH {
        let won: u32 = m
            .results()
            .filter(|o| o.winner == side)
            .map(|o| o.points)
            .sum();
        assert_eq!(m.score(side), won, "{side}");
    }
}

#[test]
fn a_match_of_one_game_or_of_five_ends_at_a_majority_of_wins() {
    for (games, needed) in [(1, 1), (5, 3)] {
        let rules = Variant::App.rules();
        let mut m = Match::new(rules, 9, MatchFormat::BestOf(games)).unwrap();
        loop {
            let g = m.game_mut();
            let mut black = ssangryuk::bot::RandomBot::new(g.number());
            let mut white = ssangryuk::bot::RandomBot::new(!g.number());
            ssangryuk::bot::play_out(g, &mut black, &mut white).unwrap();
            let most = Side::BOTH.map(|s| m.wins(s)).into_iter().max().unwrap();
            if most == needed {
                break;
            }
            assert_eq!(m.winner(), None, "best of {games}: {most} wins");
            m.next_game().unwrap();
        }
        let w = m.winner().expect("decided");
        assert_eq!(m.wins(w), needed);
    }
}

/// A best of an even number could end level and need one game more than it says (best of
/// 2 played three games at one all): it is refused, saying why, in both languages.
#[test]
fn a_best_of_an_even_number_of_games_is_refused() {
    for n in [2, 4, 10] {
        let e = Match::new(Variant::App.rules(), 1, MatchFormat::BestOf(n)).unwrap_err();
        assert_eq!(e, MatchError::EvenBestOf(n));
        assert!(e.to_string().contains("odd number"), "{e}");
        assert!(
            e.message(Lang::Ko).contains("홀수"),
            "{}",
            e.message(Lang::Ko)
        );
    }
    for n in [1, 3, 7] {
        assert!(Match::new(Variant::App.rules(), 1, MatchFormat::BestOf(n)).is_ok());
    }
}

#[test]
fn record_and_match_refusals_say_which_and_why_in_both_languages() {
    let app = Variant::App.rules();
    let l1931 = Variant::L1931.rules();
    let e = RecordError::RulesMismatch {
        record: app,
        start: l1931,
    };
    assert_eq!(
        e.to_string(),
        format!("the record's rules are `{app}` but its start position is under `{l1931}`")
    );
    assert!(e
        .message(Lang::Ko)
        .contains(&format!("기록의 규칙(`{app}`)")));
    let e = RecordError::StartIsOver;
    assert_eq!(
        e.to_string(),
        "someone has already won in the record's start position"
    );
    assert!(e.message(Lang::Ko).contains("이미 승패가 났습니다"));
    // A step before the opening roll, as the record's third action.
    let roll = Action::Roll(Roll::new(3, 3).unwrap());
    let step = Action::Step {
        from: Origin::Point(8),
        die: 3,
    };
    let e = Game::replay(l1931, 0, &[roll, roll, step]).unwrap_err();
    let RecordError::Action { index: 2, error } = &e else {
        panic!("{e:?}")
    };
    assert_eq!(
        e.to_string(),
        format!("action 3 of the record does not replay: {error}")
    );
    assert_eq!(
        e.message(Lang::Ko),
        format!(
            "기록의 3번째 동작을 되살릴 수 없습니다: {}",
            error.message(Lang::Ko)
        )
    );
    for (format, en, ko) in [
        (MatchFormat::FirstTo(0), "first to 0", "0점 먼저 내기"),
        (MatchFormat::BestOf(0), "best of 0", "0판 중 과반"),
    ] {
        let e = Match::new(l1931, 0, format).unwrap_err();
        assert_eq!(e, MatchError::Empty(format));
        assert_eq!(
            e.to_string(),
            format!("a match needs at least one game or one point, not {en}")
        );
        assert!(
            e.message(Lang::Ko).contains(&format!("({ko})")),
            "{}",
            e.message(Lang::Ko)
        );
    }
}

#[test]
fn a_transcript_says_when_a_side_rests() {
    let mut g = Game::new(Variant::Mcst.rules(), 2);
    let (mut black, mut white) = (
        ssangryuk::bot::RandomBot::new(1),
        ssangryuk::bot::RandomBot::new(2),
    );
    ssangryuk::bot::play_turn(&mut g, &mut black, &mut white).unwrap();
    g.rest().unwrap();
    for (lang, word) in [(Lang::En, " rests"), (Lang::Ko, " 쉼")] {
        let t = g.transcript(lang, Numbering::Mover);
        assert_eq!(t.lines().filter(|l| l.ends_with(word)).count(), 1, "{t}");
    }
}
