use super::*;
use crate::bot::{self, BotKind, HandEval};
use crate::formats::mat;
use crate::rules::Variant;
use ssangryuk_cited::Lang;

/// A finished game between two bots.
fn played(rules: crate::RuleSet, number: u64, black: BotKind, white: BotKind) -> Game {
    let mut game = Game::new(rules, number);
    bot::play_out(
        &mut game,
        black.build(number).as_mut(),
        white.build(number ^ 1).as_mut(),
    )
    .expect("bots finish a game");
    game
}

#[test]
fn marks_start_at_their_documented_thresholds() {
    assert_eq!(Mark::of_loss(0.0), None);
    assert_eq!(Mark::of_loss(0.039), None);
    assert_eq!(Mark::of_loss(0.04), Some(Mark::Doubtful));
    assert_eq!(Mark::of_loss(0.079), Some(Mark::Doubtful));
    assert_eq!(Mark::of_loss(0.08), Some(Mark::Bad));
    assert_eq!(Mark::of_loss(0.159), Some(Mark::Bad));
    assert_eq!(Mark::of_loss(0.16), Some(Mark::VeryBad));
    assert_eq!(Mark::of_loss(2.0), Some(Mark::VeryBad));
    for m in Mark::ALL {
        assert_ne!(m.name(Lang::Ko), m.name(Lang::En));
        assert_eq!(Mark::ALL[m.index()], m);
    }
}

/// Every turn of games under every preset: a decision exactly where the roll had two or
/// more plays, the play made is the turn's own, the loss is the best's equity minus the
/// made one's, and the sides' totals add up the turns.
#[test]
fn every_decision_of_every_variant_is_rated_and_the_totals_add_up() {
    for (k, v) in Variant::ALL.into_iter().enumerate() {
        let game = played(v.rules(), 11 + k as u64, BotKind::Random, BotKind::Greedy);
        let review = Analyzer::new(HandEval::default()).review(&game);
        assert_eq!(review.turns.len(), game.turns().len(), "{v:?}");
        let mut totals = [SideReport::default(); 2];
        let mut gen = MoveGen::new();
        for (t, turn) in review.turns.iter().zip(game.turns()) {
            assert_eq!((t.side, t.roll), (turn.side(), turn.roll()));
            assert_eq!(t.position.turn(), t.side);
            let plays = match t.roll {
                Some(r) => gen.plays(&t.position, r).to_vec(),
                None => Vec::new(),
            };
            assert_eq!(
                t.play.map(|p| p.steps().to_vec()),
                (!turn.steps().is_empty()).then(|| turn.steps().to_vec()),
                "{v:?} turn {}",
                t.index
            );
            let s = &mut totals[usize::from(t.side == Side::White)];
            s.luck += t.luck.unwrap_or(0.0);
            let Some(d) = &t.decision else {
                assert!(plays.len() < 2, "{v:?} turn {}: no decision", t.index);
                continue;
            };
            assert_eq!(d.plays.len(), plays.len(), "every play ranked");
            assert_eq!(Some(d.made().play), t.play);
            assert_eq!(d.made().plies, review.plies, "the play made is searched");
            let deep: Vec<f32> = d
                .plays
                .iter()
                .filter(|r| r.plies == review.plies)
                .map(|r| r.equity)
                .collect();
            assert!(deep.windows(2).all(|w| w[0] >= w[1]), "best first");
            assert_eq!(d.best().equity, deep[0]);
            assert!((d.loss - (d.best().equity - d.made().equity)).abs() < 1e-6);
            assert_eq!(d.mark, Mark::of_loss(d.loss));
            s.decisions += 1;
            s.total_loss += d.loss;
            if let Some(m) = d.mark {
                s.marks[m.index()] += 1;
            }
        }
        for side in [Side::Black, Side::White] {
            let (want, got) = (totals[usize::from(side == Side::White)], review.side(side));
            assert_eq!(want.decisions, got.decisions, "{v:?}");
            assert_eq!(want.marks, got.marks, "{v:?}");
            assert!((want.total_loss - got.total_loss).abs() < 1e-4, "{v:?}");
            assert!((want.luck - got.luck).abs() < 1e-4, "{v:?}");
        }
        assert!(review.sides.iter().all(|s| s.decisions > 5), "{v:?}");
    }
}

/// The luck of a roll is measured against the average roll: over the 36 rolls, weighted,
/// it comes to nothing; and the equity before the roll is that average.
#[test]
fn luck_averages_to_nothing_over_the_rolls() {
    let game = played(Variant::L1931.rules(), 5, BotKind::Greedy, BotKind::Safe);
    let mut a = Analyzer::new(HandEval::default()).with_plies(0);
    let review = a.review(&game);
    for t in review.turns.iter().step_by(7) {
        let mut total = 0.0;
        for roll in Roll::all() {
            let w = if roll.is_double() { 1.0 } else { 2.0 };
            total += w * (a.roll_value(&t.position, roll) - t.equity);
        }
        assert!((total / 36.0).abs() < 1e-4, "turn {}: {total}", t.index);
        if let (Some(luck), Some(roll)) = (t.luck, t.roll) {
            assert!((luck - (a.roll_value(&t.position, roll) - t.equity)).abs() < 1e-6);
        }
    }
    // The opening's roll is not rated; every later roll is.
    assert_eq!(review.turns[0].luck, None);
    assert!(review.turns[1..].iter().all(|t| t.luck.is_some()));
}

/// Under single scoring the equity is the chance to win scaled, within ±1, and the
/// curve ends at the result; with gammons it may reach beyond.
#[test]
fn single_scoring_equity_stays_within_one_point_and_the_curve_ends_at_the_result() {
    let game = played(Variant::App.rules(), 9, BotKind::Greedy, BotKind::Random);
    let review = Analyzer::new(HandEval::default())
        .with_plies(0)
        .review(&game);
    let o = review.outcome.expect("finished");
    for side in [Side::Black, Side::White] {
        let curve = review.curve(side);
        assert_eq!(curve.len(), review.turns.len() + 1);
        assert!(curve.iter().all(|e| (-1.0..=1.0).contains(e)), "{curve:?}");
        let last = if o.winner == side { 1.0 } else { -1.0 };
        assert_eq!(curve.last(), Some(&last));
    }
    let black = review.curve(Side::Black);
    let white = review.curve(Side::White);
    assert!(black.iter().zip(&white).all(|(b, w)| *b == -*w));
}

/// A game read back from its `.mat` file reviews the same as the game itself.
#[test]
fn a_game_read_from_a_mat_file_reviews_as_the_game() {
    let rules = Variant::L1931.rules();
    let game = played(rules, 21, BotKind::Safe, BotKind::Greedy);
    let text = mat::write_game(&game, ["a", "b"]).expect("writes");
    let read = mat::read(&text, rules).expect("reads");
    let mut a = Analyzer::new(HandEval::default()).with_plies(0);
    let (x, y) = (a.review(&game), a.review(&read.games[0].game));
    assert_eq!(x.sides, y.sides);
    assert_eq!(x.turns.len(), y.turns.len());
}

/// The hint: every legal play, the best first, and the best is what the expert plays.
#[test]
fn the_hint_ranks_every_play_and_its_best_is_the_experts_choice() {
    let mut random = crate::testing::Random::new(3);
    let mut checked = 0;
    for n in 0..12 {
        let rules = Variant::ALL[n % Variant::ALL.len()].rules();
        let turns = 6 + random.below(30);
        let pos = random.position(rules, turns);
        let roll = random.roll();
        let plays = pos.legal_plays(roll);
        let hint = Analyzer::new(HandEval::default()).rank(&pos, roll);
        assert_eq!(hint.len(), plays.len());
        if plays.len() < 2 {
            continue;
        }
        let dice = crate::DiceLeft::new(roll, rules.doubles());
        let i = crate::bot::Bot::choose(
            &mut ExpertBot::new(HandEval::default()),
            &pos,
            &dice,
            &plays,
        );
        assert_eq!(hint[0].play.board(), plays[i].board(), "{pos} {roll}");
        checked += 1;
    }
    assert!(checked >= 6, "{checked}");
}

/// Random play loses far more per decision than the expert's (a seeded game under the
/// app's rules, at the default depth).
#[test]
fn random_errs_at_least_three_times_as_much_as_the_expert() {
    let game = played(Variant::App.rules(), 4, BotKind::Random, BotKind::Expert);
    let review = Analyzer::<NetEval>::default().review(&game);
    let (random, expert) = (review.side(Side::Black), review.side(Side::White));
    assert!(random.decisions > 10 && expert.decisions > 10);
    assert!(
        random.error_rate() >= 3.0 * expert.error_rate(),
        "{} vs {}",
        random.error_rate(),
        expert.error_rate()
    );
    let summary = review.summary(Side::Black, Lang::En);
    assert!(
        summary.contains(&format!("{} decisions", random.decisions)),
        "{summary}"
    );
    assert!(review
        .summary(Side::White, Lang::Ko)
        .starts_with("백: 결정"));
}
