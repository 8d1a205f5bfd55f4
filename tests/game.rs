//! The game flow: reproducible dice, the opening, automatic passes, deadlocks, the turn's
//! legal plays, queries, outcomes and random games through the step API.

mod common;

use common::{board, roll, rolled};
use ssangryuk::{game_roll, GameDice};
use ssangryuk::{Action, Destination, Numbering, StepError};
use ssangryuk::{
    DiceSource, Event, Game, Lang, Origin, Outcome, Phase, Position, Roll, Side, TurnError,
    Variant, WinKind,
};

// ---------------------------------------------------------------- dice ---

/// The dice are pinned: these are the first rolls of several game numbers, computed from
/// the documented function (and checked against a separate Python transcription of it).
/// If this test fails, reopened games would change: never update it without a major
/// version and a CHANGELOG entry.
#[test]
fn game_dice_are_pinned_by_test_vectors() {
    let vectors: [(u64, &str); 6] = [
        (0, "3-6 1-3 1-4 5-1 3-5 5-1 3-4 2-6"),
        (1, "6-1 4-1 5-4 3-5 4-2 1-3 2-5 4-2"),
        (7, "3-4 5-3 6-6 2-1 1-3 3-4 6-1 3-6"),
        (42, "1-3 5-6 4-5 2-3 6-3 4-4 4-5 3-1"),
        (2026, "1-4 5-4 4-5 5-5 1-4 6-3 3-2 5-5"),
        (u64::MAX, "1-4 1-3 5-5 6-6 6-6 5-2 5-6 3-3"),
    ];
    for (game, expected) in vectors {
        let got: Vec<String> = (0..8).map(|i| game_roll(game, i).to_string()).collect();
        assert_eq!(got.join(" "), expected, "game {game}");
        let mut dice = GameDice::new(game);
        let streamed: Vec<String> = (0..8).map(|_| dice.roll().to_string()).collect();
        assert_eq!(streamed, got);
    }
}

/// Pearson's chi-square for independence of a 6×6 table (expected counts from the
/// margins; 25 degrees of freedom).
fn independence_chi2(t: &[[u64; 6]; 6]) -> f64 {
    let n: u64 = t.iter().flatten().sum();
    let rows: Vec<u64> = t.iter().map(|r| r.iter().sum()).collect();
    let cols: Vec<u64> = (0..6).map(|j| t.iter().map(|r| r[j]).sum()).collect();
    let mut chi = 0.0;
    for i in 0..6 {
        for j in 0..6 {
            let e = rows[i] as f64 * cols[j] as f64 / n as f64;
            chi += (t[i][j] as f64 - e).powi(2) / e;
        }
    }
    chi
}

/// Chi-square over 120,000 rolls of 20,000 game numbers: faces uniform (5 degrees of
/// freedom, against 1/6 each) and the two dice independent (a 6×6 contingency table, 25
/// degrees of freedom), and so are consecutive rolls. The thresholds are the 0.001
/// critical values (20.52 and 52.62); the data are fixed, so the test is too.
#[test]
fn game_dice_are_uniform_and_independent() {
    let mut faces = [0u64; 6];
    let mut pairs = [[0u64; 6]; 6];
    let mut n = 0u64;
    for game in 0..20_000u64 {
        for index in 0..6 {
            let [a, b] = game_roll(game, index).dice();
            faces[a as usize - 1] += 1;
            faces[b as usize - 1] += 1;
            pairs[a as usize - 1][b as usize - 1] += 1;
            n += 1;
        }
    }
    let expected = (2 * n) as f64 / 6.0;
    let chi_faces: f64 = faces
        .iter()
        .map(|&o| (o as f64 - expected).powi(2) / expected)
        .sum();
    assert!(chi_faces < 20.52, "faces: chi² = {chi_faces}, {faces:?}");
    let chi_pairs = independence_chi2(&pairs);
    assert!(chi_pairs < 52.62, "pairs: chi² = {chi_pairs}");
    // Consecutive rolls of a game are independent too (first dice of rolls i and i+1).
    let mut seq = [[0u64; 6]; 6];
    let mut m = 0u64;
    for game in 0..20_000u64 {
        for index in 0..5 {
            let a = game_roll(game, index).dice()[0];
            let b = game_roll(game, index + 1).dice()[0];
            seq[a as usize - 1][b as usize - 1] += 1;
            m += 1;
        }
    }
    assert_eq!(m, 100_000);
    let chi_seq = independence_chi2(&seq);
    assert!(chi_seq < 52.62, "consecutive: chi² = {chi_seq}");
}

#[test]
fn fixed_dice_drive_a_game() {
    let mut dice = [roll(2, 5), roll(6, 4)].into_iter();
    let mut g = Game::new(Variant::App.rules(), 0);
    g.roll_from(&mut dice).unwrap();
    assert_eq!(g.turn(), Some(Side::White));
    assert_eq!(g.dice_left().unwrap().values(), &[5, 2]);
}

// ------------------------------------------------------------- opening ---

// L1931 (seed 000): "각자가 주사위 하나씩만을 던져서 높은 숫자가 나온 사람이 시작하는데, 이때만큼은
// 던져진 두 주사위의 사위대로 … 만약 같은 숫자가 나오면 다시 던져 선을 정하면 된다".
#[test]
fn the_opening_rerolls_ties_and_the_higher_die_plays_both_numbers() {
    let mut g = Game::new(Variant::L1931.rules(), 0);
    assert_eq!(g.phase(), Phase::Opening);
    assert_eq!(g.turn(), None);
    let ev = g.roll_with(roll(3, 3)).unwrap();
    assert_eq!(ev.as_slice(), &[Event::OpeningRoll { black: 3, white: 3 }]);
    assert_eq!(g.phase(), Phase::Opening);
    let ev = g.roll_with(roll(4, 2)).unwrap();
    assert_eq!(ev[0], Event::OpeningRoll { black: 4, white: 2 });
    assert_eq!(
        ev[1],
        Event::Rolled {
            side: Side::Black,
            roll: roll(4, 2)
        }
    );
    assert_eq!(g.turn(), Some(Side::Black));
    assert_eq!(g.dice_left().unwrap().values(), &[4, 2]);
    // The events say so, in both languages.
    for (black, white, lang, said) in [
        (
            3,
            3,
            Lang::En,
            "opening: black 3, white 3; a tie, throw again",
        ),
        (
            3,
            3,
            Lang::Ko,
            "쟁두: 흑 3, 백 3. 같은 눈이라 다시 던집니다.",
        ),
        (
            4,
            2,
            Lang::En,
            "opening: black 4, white 2; black starts with both dice",
        ),
        (
            1,
            6,
            Lang::En,
            "opening: black 1, white 6; white starts with both dice",
        ),
        (
            4,
            2,
            Lang::Ko,
            "쟁두: 흑 4, 백 2. 흑이 두 눈으로 먼저 둡니다.",
        ),
        (
            2,
            4,
            Lang::Ko,
            "쟁두: 흑 2, 백 4. 백이 두 눈으로 먼저 둡니다.",
        ),
    ] {
        assert_eq!(Event::OpeningRoll { black, white }.message(lang), said);
    }
    let mut g = Game::new(Variant::L1931.rules(), 0);
    g.roll_with(roll(1, 6)).unwrap();
    assert_eq!(g.turn(), Some(Side::White));
    assert!(ev[0].message(Lang::Ko).contains("쟁두"));
}

/// The side that starts follows from the game number: through the opening dice, or
/// directly under 盤双六's fixed first player.
#[test]
fn the_first_player_follows_from_the_game_number() {
    for number in 0..50 {
        let play = |n| {
            let mut g = Game::new(Variant::App.rules(), n);
            while g.phase() == Phase::Opening {
                g.roll().unwrap();
            }
            g.turn()
        };
        assert_eq!(play(number), play(number));
        let g = Game::new(Variant::BanSugoroku.rules(), number);
        assert_eq!(g.phase(), Phase::AwaitingRoll);
        // The fixed first player alternates: black in even-numbered games.
        let first = if number % 2 == 0 {
            Side::Black
        } else {
            Side::White
        };
        assert_eq!(g.turn(), Some(first));
    }
}

#[test]
fn a_roll_with_no_legal_move_passes_by_itself_and_says_so() {
    let b = board(
        1,
        &[(1, 14)],
        &[(19, 2), (20, 2), (21, 2), (22, 2), (23, 2), (24, 2)],
        3,
    );
    let pos = Position::from_board(Variant::L1931.rules(), Side::Black, b).unwrap();
    let mut g = Game::from_position(pos, 0).unwrap();
    let ev = g.roll_with(roll(6, 6)).unwrap();
    let passed = Event::Passed {
        side: Side::Black,
        roll: roll(6, 6),
    };
    assert_eq!(ev.last(), Some(&passed));
    assert!(passed
        .message(Lang::Ko)
        .contains("갈 자리가 하나도 없습니다"));
    assert!(passed.message(Lang::En).contains("cannot move"));
    assert_eq!(g.turn(), Some(Side::White));
    assert_eq!(g.phase(), Phase::AwaitingRoll);
}

/// Found by the fuzzer under a custom cap of 3: black has four checkers on the bar facing
/// full or held entry points, white is walled in. Every turn would pass for ever: the game
/// stops by itself once both sides have passed, says so once, and refuses further rolls.
#[test]
fn a_game_where_nobody_can_ever_move_is_reported_as_deadlocked() {
    let text = "app;layout=24:2/13:3/11:2/8:3/6:3/5:2;cap=3;overshoot=strict w 0,3,3,3,-3,3,-3,3,-1,0,0,0,0,0,0,0,0,0,-2,0,0,0,-2,0,0,-4";
    let pos: Position = text.parse().unwrap();
    let mut g = Game::from_position(pos, 0).unwrap();
    assert!(g.is_deadlocked());
    let first = g.roll().unwrap();
    assert!(
        matches!(first.last(), Some(Event::Passed { .. })),
        "{first:?}"
    );
    assert_eq!(
        g.phase(),
        Phase::AwaitingRoll,
        "one pass is no deadlock yet"
    );
    let second = g.roll().unwrap();
    assert_eq!(second.last(), Some(&Event::Deadlocked), "{second:?}");
    assert_eq!(
        second.iter().filter(|e| **e == Event::Deadlocked).count(),
        1
    );
    assert_eq!(g.phase(), Phase::Deadlocked);
    assert_eq!(g.turn(), None);
    assert_eq!(g.roll(), Err(TurnError::Deadlocked));
    assert_eq!(g.position().board_for(Side::White), pos.board());
    assert!(Event::Deadlocked
        .message(Lang::Ko)
        .contains("움직일 수 없습니다"));
    // The record replays to the same stop.
    let again = Game::try_from(g.record()).unwrap();
    assert_eq!(again.phase(), Phase::Deadlocked);
    let start = Game::new(Variant::App.rules(), 0);
    assert!(!start.is_deadlocked());
}

#[test]
fn a_side_shut_out_is_not_a_deadlock_while_the_other_can_move() {
    // Black, on the bar, faces white's six home points: no roll lets black move, but
    // white can, so the game goes on.
    let opp: Vec<(usize, i8)> = (19..=24).map(|p| (p, 2)).chain([(12, 3)]).collect();
    let pos = Position::from_board(
        Variant::Culin.rules(),
        Side::Black,
        board(1, &[(6, 14)], &opp, 0),
    );
    let g = Game::from_position(pos.unwrap(), 0).unwrap();
    assert!(Roll::all().all(|r| g.position().legal_plays(r).is_empty()));
    assert!(!g.is_deadlocked());
}

#[test]
fn the_legal_plays_are_those_of_the_dice_left_and_none_before_the_roll() {
    let rules = Variant::Culin.rules();
    let mut g = Game::from_position(Position::start(rules, Side::Black), 0).unwrap();
    assert!(g.legal_plays().is_empty(), "not rolled");
    g.roll_with(roll(6, 5)).unwrap();
    let plays = g.legal_plays();
    assert_eq!(plays, g.position().legal_plays(roll(6, 5)));
    assert!(!plays.is_empty());
    let first = g.legal_steps()[0];
    g.step(Side::Black, first.from(), first.die()).unwrap();
    let after = g.legal_plays();
    assert!(
        !after.is_empty() && after.iter().all(|p| p.steps().len() == 1),
        "one die left"
    );
}

#[test]
fn a_turn_rolled_by_hand_is_played_with_its_roll() {
    use ssangryuk::bot::RandomBot;
    let rules = Variant::Culin.rules();
    let mut g = Game::from_position(Position::start(rules, Side::Black), 3).unwrap();
    g.roll_with(roll(4, 2)).unwrap();
    let (mut black, mut white) = (RandomBot::new(1), RandomBot::new(2));
    ssangryuk::bot::play_turn(&mut g, &mut black, &mut white).unwrap();
    assert_eq!(g.turn(), Some(Side::White));
    let rolls: Vec<Roll> = g
        .actions()
        .iter()
        .filter_map(|a| match a {
            Action::Roll(r) => Some(*r),
            _ => None,
        })
        .collect();
    assert_eq!(rolls, vec![roll(4, 2)], "no roll of its own");
}

#[test]
fn a_selection_is_only_a_query() {
    let g = rolled(
        Variant::App,
        Position::start(Variant::App.rules(), Side::Black).board(),
        roll(3, 1),
    );
    let before = g.clone();
    let targets = g.targets(Origin::Point(8));
    assert_eq!(targets.len(), 2);
    assert_eq!(g, before);
}

/// The queries answer what a step would do, and why not, without changing the game: the
/// step a die makes, the step named by its two ends, and the die that makes it.
#[test]
fn step_queries_say_what_a_step_would_do_and_change_nothing() {
    let g = rolled(
        Variant::App,
        Position::start(Variant::App.rules(), Side::Black).board(),
        roll(6, 5),
    );
    let before = g.clone();
    let step = g.check_step(Origin::Point(24), 6).unwrap();
    assert_eq!(
        (step.from(), step.to()),
        (Origin::Point(24), Destination::Point(18))
    );
    assert_eq!(
        g.check_step(Origin::Point(24), 5),
        Err(TurnError::Step(StepError::Blocked(19)))
    );
    assert_eq!(
        g.die_for(Origin::Point(24), Destination::Point(18)),
        Some(6)
    );
    assert_eq!(g.die_for(Origin::Point(24), Destination::Point(19)), None);
    assert_eq!(
        g.check_move(Origin::Point(24), Destination::Point(18)),
        Ok(step)
    );
    assert_eq!(
        g.check_move(Origin::Point(24), Destination::Point(19)),
        Err(TurnError::Step(StepError::Blocked(19)))
    );
    // No die of the distance (4); and off the board, the bearing-off rule is the reason
    // (not every checker is home), not the dice.
    assert_eq!(
        g.check_move(Origin::Point(24), Destination::Point(20)),
        Err(TurnError::Step(StepError::NoDieMovesThere))
    );
    assert_eq!(
        g.check_move(Origin::Point(24), Destination::Off),
        Err(TurnError::Step(StepError::NotAllHome(15)))
    );
    let refused = TurnError::Step(StepError::NoDieMovesThere);
    assert_ne!(refused.message(Lang::Ko), refused.message(Lang::En));
    assert_eq!(g, before, "a query changes nothing");
    // Before the roll there is no step to ask about.
    let fresh = Game::new(Variant::App.rules(), 1);
    assert_eq!(
        fresh.check_step(Origin::Point(24), 6),
        Err(TurnError::NotRolled)
    );
}

/// A play from the game's own list is applied as it is and leads where its steps one by
/// one lead; a play generated for other dice is refused, as is an entry past the list.
#[test]
fn a_listed_play_is_applied_as_it_is_and_a_foreign_play_is_refused() {
    for number in 0..40 {
        let mut g = Game::new(Variant::App.rules(), number);
        g.roll().unwrap();
        let (Some(dice), false) = (g.dice_left(), g.legal_plays().is_empty()) else {
            continue;
        };
        let plays = g.legal_plays().to_vec();
        let i = number as usize % plays.len();
        let mut by_steps = g.clone();
        let side = g.turn().unwrap();
        for s in plays[i].steps() {
            by_steps.step(side, s.from(), s.die()).unwrap();
        }
        let other_dice = if dice.contains(1) {
            roll(6, 6)
        } else {
            roll(1, 1)
        };
        let foreign = g.position().legal_plays(other_dice)[0];
        assert_eq!(g.play(&foreign), Err(TurnError::NotALegalPlay));
        assert_eq!(g.play_nth(plays.len()), Err(TurnError::NotALegalPlay));
        let events = g.play_nth(i).unwrap();
        assert_eq!(g.position(), by_steps.position());
        assert_eq!(g.phase(), by_steps.phase());
        assert_eq!(g.actions(), by_steps.actions());
        let moved = events
            .iter()
            .filter(|e| matches!(e, Event::Moved { .. }))
            .count();
        assert_eq!(moved, plays[i].steps().len());
        assert!(g.legal_plays().is_empty(), "the turn is over");
    }
}

/// One numbering for everything a reader sees: events, refusals and plays name white's
/// point 20 as white's 20, black's 5, or the board's 하5.
#[test]
fn events_refusals_and_plays_take_one_numbering() {
    let hit = Event::Hit {
        side: Side::White,
        point: 20,
    };
    for (n, name) in [
        (Numbering::Mover, "20"),
        (Numbering::Own(Side::Black), "5"),
        (Numbering::Labels, "하5"),
    ] {
        let en = hit.message_in(Lang::En, n);
        assert_eq!(en, format!("white hits the lone checker on {name}"));
        assert!(hit
            .message_in(Lang::Ko, n)
            .contains(&format!("{name}의 바리")));
        let blocked = TurnError::Step(StepError::Blocked(20));
        assert!(
            blocked
                .message_in(Lang::En, n, Side::White)
                .starts_with(&format!("point {name} is blocked")),
            "{n:?}"
        );
    }
    assert_eq!(
        hit.message(Lang::En),
        hit.message_in(Lang::En, Numbering::Mover)
    );
    // White's opening 3-1 in black's numbers: 8/5 6/5 is 17/20 19/20.
    let start = Position::start(Variant::App.rules(), Side::White);
    let play = start.parse_play(roll(3, 1), "8/5 6/5").unwrap();
    assert_eq!(
        play.written(Numbering::Own(Side::Black)).to_string(),
        "17/20 19/20"
    );
    assert_eq!(
        play.written(Numbering::Own(Side::White)).to_string(),
        "8/5 6/5"
    );
    assert_eq!(
        play.written(Numbering::Labels).to_string(),
        play.labeled().to_string()
    );
}

// ------------------------------------------------------------ outcomes ---

// L1931 (seed 000): one game; two when the loser has borne off none; three when a loser's
// checker is still far back (today's definition: on the bar or in the winner's home).
#[test]
fn outcomes_score_single_gammon_and_backgammon_under_1931() {
    let cases = [
        (board(0, &[(1, 1)], &[(24, 5)], 0), WinKind::Single, 1),
        (board(0, &[(1, 1)], &[(24, 15)], 0), WinKind::Gammon, 2),
        (
            board(0, &[(1, 1)], &[(24, 14), (3, 1)], 0),
            WinKind::Backgammon,
            3,
        ),
        (board(0, &[(1, 1)], &[(24, 14)], 1), WinKind::Backgammon, 3),
    ];
    for (b, kind, points) in cases {
        let mut g = rolled(Variant::L1931, b, roll(2, 1));
        g.step(Side::Black, Origin::Point(1), 2).unwrap();
        let o = g.outcome().unwrap();
        assert_eq!(
            (o.winner, o.kind, o.points),
            (Side::Black, kind, points),
            "{b:?}"
        );
    }
    // The app's rules count every win as one, even a loser with nothing borne off.
    let b = board(0, &[(1, 1)], &[(24, 5), (23, 5), (22, 5)], 0);
    let mut g = rolled(Variant::App, b, roll(2, 1));
    g.step(Side::Black, Origin::Point(1), 2).unwrap();
    assert_eq!(g.outcome().unwrap().points, 1);
    let o = Outcome {
        winner: Side::White,
        kind: WinKind::Gammon,
        points: 2,
    };
    assert_eq!(o.message(Lang::En), "white wins with a gammon (2 points)");
    assert!(o.message(Lang::Ko).contains("두 판의 승부"));
}

/// Thousands of random games per preset through the step API: every game ends, the
/// position stays valid after every step, the winner has borne off (or brought home)
/// every checker, and the points follow the 1931 definitions where they apply.
#[test]
fn random_games_through_the_step_api_end_with_a_valid_outcome() {
    let games: u64 = std::env::var("SSANGRYUK_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    for v in Variant::ALL {
        let rules = v.rules();
        for number in 0..games {
            let mut g = Game::new(rules, number);
            let mut rng = number.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
            let mut turns = 0;
            while g.outcome().is_none() {
                turns += 1;
                assert!(turns < 2000, "{v} game {number} does not end");
                g.roll().unwrap();
                while let Some(side) = g.turn() {
                    let steps = g.legal_steps();
                    if steps.is_empty() {
                        break;
                    }
                    rng ^= rng << 13;
                    rng ^= rng >> 7;
                    rng ^= rng << 17;
                    let s = steps[(rng % steps.len() as u64) as usize];
                    g.step(side, s.from(), s.die()).unwrap();
                    let p = g.position();
                    assert_eq!(Position::from_board(rules, p.turn(), p.board()), Ok(*p));
                    for side in Side::BOTH {
                        assert_eq!(p.in_play(side) + p.off(side), rules.checkers());
                    }
                }
            }
            let o = g.outcome().unwrap();
            let end = g.position();
            let loser = o.winner.opponent();
            match rules.goal() {
                ssangryuk::Goal::BearOffAll => assert_eq!(end.off(o.winner), rules.checkers()),
                ssangryuk::Goal::AllHome => {
                    assert!(end.all_home(o.winner));
                    assert_eq!(end.off(o.winner), 0);
                }
                other => panic!("a goal this test does not know: {other:?}"),
            }
            let expected = if rules.scoring() == ssangryuk::Scoring::Gammons && end.off(loser) == 0
            {
                if end.bar(loser) > 0 || (19..=24).any(|p| end.count(loser, p) > 0) {
                    3
                } else {
                    2
                }
            } else {
                1
            };
            assert_eq!(o.points, expected, "{v} game {number}");
            if number % 50 == 0 {
                let again = Game::replay(rules, number, &g.actions()).unwrap();
                assert_eq!(again, g);
            }
        }
    }
}

/// `Game::routes` against the obvious reading: from every checker in every turn of seeded
/// games, each route's steps are accepted one by one by `Game::step` and end where it says;
/// its one-step routes are `Game::targets`; and it reaches exactly the places that stepping
/// on copies of the game, die after die, reaches.
#[test]
fn routes_are_the_places_a_checker_reaches_step_by_step() {
    use ssangryuk::bot::RandomBot;
    use std::collections::BTreeSet;
    fn reach(game: &Game, at: Origin, out: &mut BTreeSet<Destination>) {
        let side = game.position().turn();
        for (die, to) in game.targets(at) {
            out.insert(to);
            let mut next = game.clone();
            next.step(side, at, die).unwrap();
            if let (Destination::Point(p), Phase::Moving { .. }) = (to, next.phase()) {
                if next.position().turn() == side && next.outcome().is_none() {
                    reach(&next, Origin::Point(p), out);
                }
            }
        }
    }
    let mut checked = 0;
    for (v, number) in [
        (Variant::App, 3),
        (Variant::L1931, 4),
        (Variant::Sixteen, 5),
    ] {
        let mut game = Game::new(v.rules(), number);
        let (mut black, mut white) = (RandomBot::new(number), RandomBot::new(number + 9));
        while game.outcome().is_none() && game.turns().len() < 200 {
            if !matches!(game.phase(), Phase::Moving { .. }) {
                game.roll().unwrap();
            }
            if let Phase::Moving { .. } = game.phase() {
                let side = game.position().turn();
                let origins = core::iter::once(Origin::Bar).chain((1..=24).map(Origin::Point));
                for from in origins {
                    let routes = game.routes(from);
                    let mut by_steps = BTreeSet::new();
                    reach(&game, from, &mut by_steps);
                    let ends: BTreeSet<Destination> = routes.iter().map(|r| r.to()).collect();
                    assert_eq!(ends, by_steps, "{from:?} in {}", game.position());
                    let singles: BTreeSet<(u8, Destination)> =
                        game.targets(from).into_iter().collect();
                    let one: BTreeSet<(u8, Destination)> = routes
                        .iter()
                        .filter(|r| r.steps().len() == 1)
                        .map(|r| (r.steps()[0].die(), r.to()))
                        .collect();
                    assert_eq!(one, singles);
                    for r in &routes {
                        let mut g = game.clone();
                        let mut at = from;
                        for s in r.steps() {
                            assert_eq!(s.from(), at);
                            g.step(side, at, s.die()).unwrap();
                            if let Destination::Point(p) = s.to() {
                                at = Origin::Point(p);
                            }
                        }
                        checked += 1;
                    }
                }
            }
            ssangryuk::bot::play_turn(&mut game, &mut black, &mut white).unwrap();
        }
    }
    assert!(checked > 500, "only {checked} routes checked");
}
