//! The solver and the bots built on it: refusals, values near the end of the game, saved
//! tables, and the searching bots' choices.

mod common;
use common::*;
use std::sync::{Arc, OnceLock};
use yutnori::bot::{play_out, Bot, EvalParams, ExpertBot, RandomBot, SolvedBot};
use yutnori::solve::{solve, Solution, SolveError, SolveOptions};
use yutnori::train;
use yutnori::{Action, ActionError, Entry, ReplayError};
use yutnori::{Game, GameState, Lang, SideState, Throw, ThrowModel, Variant};

/// One quick sweep of the two-piece dominant game (a few seconds in a debug build).
fn rough() -> Arc<Solution> {
    static S: OnceLock<Arc<Solution>> = OnceLock::new();
    S.get_or_init(|| {
        let rules = Variant::Dominant
            .rules()
            .to_builder()
            .pieces(2)
            .build()
            .unwrap();
        let mut opts = SolveOptions::default();
        opts.max_sweeps = 1;
        opts.max_extras = 0;
        Arc::new(solve(&rules, ThrowModel::TEXTBOOK, opts).unwrap())
    })
    .clone()
}

#[test]
fn solver_refuses_more_sides_and_four_pieces() {
    let m = ThrowModel::TEXTBOOK;
    let three = Variant::Dominant
        .rules()
        .to_builder()
        .sides(3)
        .build()
        .unwrap();
    let e = solve(&three, m, SolveOptions::default()).unwrap_err();
    assert_eq!(e, SolveError::Sides(3));
    assert!(e.to_string().contains("two sides"));
    let e = solve(&Variant::Dominant.rules(), m, SolveOptions::default()).unwrap_err();
    assert_eq!(e, SolveError::TooLarge(4));
    assert!(!e.message(Lang::Ko).is_empty());
}

#[test]
fn solver_counts_every_two_piece_position() {
    assert_eq!(rough().states(), 217_562);
}

#[test]
fn a_piece_on_chammeogi_with_the_other_home_wins_unless_backdo() {
    // Any forward result finishes it; only 빽도 (1/16 at p = 0.5) fails this turn.
    let sol = rough();
    let rules = *sol.rules();
    let st = GameState::new(
        side(1),
        1,
        vec![],
        vec![
            SideState::new(0, 1, vec![(0, 1)]),
            SideState::new(2, 0, vec![]),
        ],
    );
    let g = Game::from_state(rules, &st, 0).unwrap();
    let v = sol.value(&g).unwrap();
    assert!((15.0 / 16.0..=1.0).contains(&v), "{v}");
    // Mid-turn, or for other rules, there is no table value.
    let mut h = g.clone();
    h.throw_with(Throw::Gae).unwrap();
    assert_eq!(sol.value(&h), None);
    assert_eq!(sol.value(&Game::new(Variant::Textbook.rules(), 0)), None);
}

#[test]
fn tables_round_trip_and_refuse_other_rules() {
    let sol = rough();
    let mut buf = Vec::new();
    sol.write_to(&mut buf).unwrap();
    let mut opts = SolveOptions::default();
    opts.max_extras = 0;
    let back = Solution::read_from(&buf[..], sol.rules(), sol.model(), opts).unwrap();
    assert_eq!(back.first_mover_value(), sol.first_mover_value());
    let other = Variant::Textbook
        .rules()
        .to_builder()
        .pieces(2)
        .build()
        .unwrap();
    let e = Solution::read_from(&buf[..], &other, sol.model(), opts).unwrap_err();
    assert!(e.to_string().contains("other rules"), "{e}");
    let e = Solution::read_from(&b"not a table"[..], sol.rules(), sol.model(), opts).unwrap_err();
    assert!(e.to_string().contains("not a yutnori"), "{e}");
}

#[test]
fn solved_and_expert_bots_take_a_winning_move() {
    // 걸 finishes the last piece from 날걸 (18); side 1 has two pieces on the board.
    let rules = Variant::Dominant
        .rules()
        .to_builder()
        .pieces(2)
        .build()
        .unwrap();
    let g = spend(
        rules,
        side(1),
        &[Throw::Geol],
        &[(0, 1, &[(18, 1)]), (0, 0, &[(3, 1), (9, 1)])],
    );
    let win = mv(Throw::Geol, at(18), yutnori::Place::Finished);
    assert!(g.legal_actions().contains(&win));
    assert_eq!(SolvedBot::new(rough()).choose(&g), Some(win));
    assert_eq!(ExpertBot::new().choose(&g), Some(win));
}

#[test]
fn solved_values_are_chances_and_the_solved_bot_plays_the_solution() {
    let sol = rough();
    // One sweep, as asked, from values of 0.5: no value moves by more than 0.5.
    assert_eq!(sol.sweeps(), 1);
    assert!(
        sol.residual() > 0.0 && sol.residual() <= 0.5,
        "{}",
        sol.residual()
    );
    let mut opts = SolveOptions::default();
    (opts.max_sweeps, opts.max_extras, opts.tolerance) = (3, 0, 0.0);
    let three = solve(sol.rules(), ThrowModel::TEXTBOOK, opts).unwrap();
    assert_eq!(three.sweeps(), 3);
    assert!(three.residual() < sol.residual(), "the sweeps converge");
    let v = sol.first_mover_value();
    assert!((0.45..0.6).contains(&v), "a nearly fair start: {v}");
    let mut bot = SolvedBot::new(sol.clone());
    assert_eq!(bot.name(), "solved");
    let (mut followed, mut starts) = (0, 0);
    for n in 0..20 {
        let (mut a, mut b) = (RandomBot::new(n), RandomBot::new(n + 100));
        let record = play_out(&mut Game::new(*sol.rules(), n), &mut [&mut a, &mut b]).unwrap();
        let mut g = Game::new(*sol.rules(), n);
        for entry in record.record.entries {
            if let Some(v) = sol.value(&g) {
                assert!((0.0..=1.0).contains(&v), "{v}");
                starts += 1;
            }
            match entry {
                Entry::Threw { throw: t, .. } => {
                    g.throw_with(t).unwrap();
                }
                Entry::Acted { action: a, .. } => {
                    if g.legal_actions().len() > 1 {
                        assert_eq!(bot.choose(&g), sol.best_action(&g));
                        followed += 1;
                    }
                    g.apply(a).unwrap();
                }
                Entry::Nak { .. } => unreachable!("a game's own throws have no 낙"),
            }
        }
    }
    assert!(
        starts > 100 && followed > 20,
        "{starts} turn starts, {followed} choices"
    );
}

#[test]
fn expert_chooses_legal_actions_in_every_preset_and_with_more_sides() {
    let mut rules: Vec<_> = Variant::ALL.iter().map(|p| p.rules()).collect();
    rules.push(
        Variant::Dominant
            .rules()
            .to_builder()
            .sides(3)
            .build()
            .unwrap(),
    );
    for r in rules {
        let mut g = Game::new(r, 0);
        g.throw_with(Throw::Mo).unwrap();
        g.throw_with(Throw::Gae).unwrap();
        let mut bot = ExpertBot::new();
        while g.turn() == side(1) && g.winner().is_none() && !g.legal_actions().is_empty() {
            let a = bot.choose(&g).unwrap();
            assert!(g.legal_actions().contains(&a), "{a}");
            g.apply(a).unwrap();
        }
    }
}

#[test]
fn records_replay_to_the_same_game() {
    let rules = Variant::Reorder.rules();
    let (mut a, mut b) = (RandomBot::new(3), RandomBot::new(4));
    let mut game = Game::new(rules, 9);
    let rec = play_out(&mut game, &mut [&mut a, &mut b]).unwrap();
    // By hand: every entry made by the side and member to move, and accepted.
    let mut g = Game::new(rules, 9);
    for p in &rec.record.entries {
        assert_eq!((g.turn(), g.thrower()), (p.side(), p.member()));
        match *p {
            Entry::Threw { throw: t, .. } => g.throw_with(t).map(drop).unwrap(),
            Entry::Acted { action: x, .. } => g.apply(x).map(drop).unwrap(),
            Entry::Nak { .. } => g.nak().map(drop).unwrap(),
        }
    }
    assert_eq!(g, game);
    assert_eq!(g.winner(), Some(rec.winner));
    // And by the record itself.
    assert_eq!(rec.record.replay(), Ok(game.clone()));
    assert_eq!(rec.record.start, None);
    assert!(game.throw_count() > 0);
}

/// A small network, a few passes: enough to see training move, quick in a test.
fn small(epochs: u32, sample: Option<u64>, seed: u64) -> train::FitOptions {
    train::FitOptions {
        hidden: 4,
        epochs,
        sample,
        seed,
    }
}

#[test]
fn fitting_lowers_the_error_and_the_same_options_give_the_same_network() {
    let sol = rough();
    let start = train::fit(&sol, small(0, None, 3));
    assert_eq!(start.positions as u64, sol.states());
    assert_eq!(start.params.hidden(), 4);
    let fitted = train::fit(&sol, small(2, None, 3));
    assert_ne!(fitted.params, start.params);
    assert!(
        fitted.rms_error < start.rms_error && fitted.rms_error < 0.2,
        "{} vs {}",
        fitted.rms_error,
        start.rms_error
    );
    assert_eq!(train::fit(&sol, small(2, None, 3)), fitted);
    assert_ne!(train::fit(&sol, small(2, None, 4)).params, fitted.params);
}

#[test]
fn fitting_a_sample_takes_about_that_many_positions_the_same_every_time() {
    let sol = rough();
    let all = sol.states();
    assert_eq!(
        train::fit(&sol, small(1, Some(all), 5)),
        train::fit(&sol, small(1, None, 5))
    );
    let quarter = train::fit(&sol, small(1, Some(all / 4), 5));
    let want = (all / 4) as f64;
    // Drawn one by one with chance ¼: within five standard deviations.
    let spread = 5.0 * (want * 0.75).sqrt();
    assert!(
        (quarter.positions as f64 - want).abs() < spread,
        "{} of {all}",
        quarter.positions
    );
    assert_eq!(quarter, train::fit(&sol, small(1, Some(all / 4), 5)));
}

#[test]
fn the_expert_uses_other_weights_beyond_two_pieces() {
    let two = Variant::Dominant
        .rules()
        .to_builder()
        .pieces(2)
        .build()
        .unwrap();
    assert_eq!(EvalParams::for_rules(&two), EvalParams::default());
    assert_ne!(
        EvalParams::for_rules(&Variant::Dominant.rules()),
        EvalParams::default()
    );
}

#[test]
fn a_record_that_does_not_fit_is_refused_at_its_first_bad_entry() {
    let rules = Variant::Dominant.rules();
    let (mut a, mut b) = (RandomBot::new(5), RandomBot::new(6));
    let rec = play_out(&mut Game::new(rules, 2), &mut [&mut a, &mut b])
        .unwrap()
        .record;
    // The first entry is side 1's first throw: said to be side 2's, it is refused.
    let mut wrong_side = rec.clone();
    if let Entry::Threw { side: s, .. } = &mut wrong_side.entries[0] {
        *s = side(2);
    }
    assert_eq!(wrong_side.replay(), Err(ReplayError::Turn { index: 0 }));
    // An action in place of the opening throw (the throws declared from outside, so that
    // they are not checked against game 2's): the game must throw first.
    let mut acting = rec.clone();
    acting.throws = yutnori::Throws::Outside;
    acting.entries[0] = Entry::Acted {
        side: side(1),
        member: 0,
        action: Action::Pass,
    };
    assert_eq!(
        acting.replay(),
        Err(ReplayError::Action {
            index: 0,
            error: ActionError::MustThrow
        })
    );
    // A game from a state replays from its start.
    let mut later = Game::new(rules, 0);
    later.throw_with(Throw::Do).unwrap();
    let (mut a, mut b) = (RandomBot::new(5), RandomBot::new(6));
    let mut game = Game::from_state(rules, &later.state(), 2).unwrap();
    let played = play_out(&mut game, &mut [&mut a, &mut b]).unwrap();
    assert_eq!(played.record.start, Some(later.state()));
    assert_eq!(played.record.replay(), Ok(game));
    let err = ReplayError::Turn { index: 3 };
    assert_eq!(
        err.to_string(),
        "record entry 3: not that side's or member's turn"
    );
    assert_eq!(
        err.message(Lang::Ko),
        "기보의 3번 항목: 그 편이나 사람의 차례가 아닙니다"
    );
}
