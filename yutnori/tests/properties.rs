//! Random games through the public API, for every preset and for arbitrary rule sets: every
//! game ends, pieces are conserved, stacks move together, every listed action is legal and
//! every refused action is unlisted, and the legal moves are the legal actions but Pass.

use proptest::prelude::*;
use ssangryuk_cited::random::SplitMix64;
use yutnori::{
    Action, Game, Move, Nak, Phase, Place, Side, Station, Throw, ThrowModel, Throws, Variant,
    YutRules,
};

const MAX_STEPS: usize = 20_000;

fn conserved(g: &Game) {
    let r = g.rules();
    let pos = g.position();
    let mut on_board = 0u32;
    for s in Side::all(r.sides()) {
        let total =
            u32::from(pos.waiting(s)) + u32::from(pos.finished(s)) + u32::from(pos.on_board(s));
        assert_eq!(total, u32::from(r.pieces()), "{s}");
        on_board += u32::from(pos.on_board(s));
        assert_eq!(pos.places(s).count(), usize::from(r.pieces()));
    }
    let counted: u32 = Station::all()
        .filter_map(|s| pos.at(s))
        .map(|s| u32::from(s.count))
        .sum();
    assert_eq!(on_board, counted);
}

fn random_move(rng: &mut SplitMix64) -> Action {
    let place = |rng: &mut SplitMix64| match rng.below(31) {
        29 => Place::Waiting,
        30 => Place::Finished,
        i => Place::At(Station::new(i as u8).unwrap()),
    };
    if rng.below(40) == 0 {
        return Action::Pass;
    }
    Action::Move(Move {
        throw: Throw::ALL[rng.below(7)],
        from: place(rng),
        to: place(rng),
    })
}

/// Plays one random game (game `seed`, its own throws, now and then a 낙); returns the
/// number of steps.
fn play(rules: YutRules, seed: u64, p: f64) -> usize {
    let model = ThrowModel::new(p).unwrap();
    let mut rng = SplitMix64::new(seed);
    let mut g = Game::new(rules, seed).with_model(model);
    let mut naks = 0;
    for step in 0..MAX_STEPS {
        conserved(&g);
        if step % 8 == 0 {
            let back = Game::from_state(rules, &g.state(), 0).expect("own states are valid");
            assert_eq!(back.state(), g.state(), "state round trip");
            assert_eq!(
                back.start(),
                (back.state() != Game::new(rules, 0).state()).then_some(&back.state())
            );
        }
        match g.phase() {
            Phase::Over(w) => {
                assert_eq!(g.position().finished(w), rules.pieces());
                assert!(g.legal_actions().is_empty());
                assert!(g.legal_moves().is_empty());
                let record = g.record();
                let own = if naks > 0 {
                    Throws::Outside
                } else {
                    Throws::Game
                };
                assert_eq!(record.throws, own);
                assert_eq!(record.replay(), Ok(g));
                return step;
            }
            Phase::Throw => {
                assert!(g.legal_actions().is_empty());
                assert!(g.legal_moves().is_empty());
                if rules.nak() != Nak::Off && rng.below(50) == 0 {
                    g.nak().unwrap();
                    naks += 1;
                } else {
                    let k = g.throw_count();
                    g.throw().unwrap();
                    assert_eq!(g.throw_count(), k + 1);
                }
            }
            Phase::Spend => {
                let actions = g.legal_actions();
                assert!(!actions.is_empty(), "a spending phase always has an action");
                let moves: Vec<Action> = g.legal_moves().into_iter().map(Action::Move).collect();
                let not_passes: Vec<Action> = actions
                    .iter()
                    .copied()
                    .filter(|a| *a != Action::Pass)
                    .collect();
                assert_eq!(
                    moves, not_passes,
                    "the legal moves are the actions but Pass"
                );
                for (i, a) in actions.iter().enumerate() {
                    assert!(!actions[..i].contains(a), "listed twice: {a}");
                    assert_eq!(g.check(*a), None, "listed but refused: {a}");
                }
                for _ in 0..2 {
                    let a = random_move(&mut rng);
                    let refused = g.check(a);
                    assert_eq!(refused.is_none(), actions.contains(&a), "{a}: {refused:?}");
                    if refused.is_some() {
                        let before = g.clone();
                        assert!(g.apply(a).is_err());
                        assert_eq!(g, before, "a refused action changes nothing");
                    }
                }
                let a = actions[rng.below(actions.len())];
                let side = g.turn();
                let before = g.clone();
                g.apply(a).unwrap();
                if let Action::Move(m) = a {
                    moved_together(&before, &g, m, side);
                }
            }
        }
    }
    panic!("no winner after {MAX_STEPS} steps");
}

/// The whole stack at `from` arrives at `to` (or finishes), and `from` is left empty.
fn moved_together(before: &Game, after: &Game, m: Move, side: Side) {
    let count = match m.from {
        Place::At(s) => {
            assert_eq!(after.position().at(s), None, "a stack moves whole");
            before.position().at(s).unwrap().count
        }
        _ => 1,
    };
    match m.to {
        Place::At(t) => {
            let st = after.position().at(t).unwrap();
            assert_eq!(st.side, side);
            let had = before
                .position()
                .at(t)
                .filter(|s| s.side == side)
                .map_or(0, |s| s.count);
            assert_eq!(st.count, had + count);
        }
        Place::Finished => assert_eq!(
            after.position().finished(side),
            before.position().finished(side) + count
        ),
        Place::Waiting => panic!("no move ends waiting"),
    }
}

/// Any rule set, from the crate's one source of random rule sets.
fn arb_rules() -> impl Strategy<Value = YutRules> {
    any::<u64>().prop_map(|k| yutnori::testing::Random::new(k).rules())
}

macro_rules! preset_games {
    ($($name:ident => $preset:expr),* $(,)?) => {$(
        proptest! {
            #[test]
            fn $name(seed in any::<u64>(), realistic in any::<bool>()) {
                play($preset.rules(), seed, if realistic { 0.6 } else { 0.5 });
            }
        }
    )*};
}

preset_games! {
    random_games_dominant => Variant::Dominant,
    random_games_textbook => Variant::Textbook,
    random_games_wikipedia => Variant::Wikipedia,
    random_games_reorder => Variant::Reorder,
    random_games_seed_local => Variant::Local,
    random_games_genius => Variant::Genius,
}

proptest! {
    #[test]
    fn random_games_arbitrary_rules(rules in arb_rules(), seed in any::<u64>()) {
        play(rules, seed, 0.5);
    }

    #[test]
    fn arbitrary_states_are_checked_not_trusted(
        turn in 1u8..=6, owed in 0u8..3, pending in proptest::collection::vec(0usize..7, 0..4),
        sides in proptest::collection::vec((0u8..5, 0u8..5, proptest::collection::vec((0u8..32, 0u8..4), 0..3)), 0..4),
    ) {
        let mut st = yutnori::GameState::new(
            Side::new(turn).unwrap(), owed,
            pending.into_iter().map(|i| Throw::ALL[i]).collect(),
            sides.into_iter().map(|(waiting, finished, stacks)| yutnori::SideState::new(waiting, finished, stacks)).collect(),
        );
        st.thrown = 0;
        for p in Variant::ALL {
            if let Ok(g) = Game::from_state(p.rules(), &st, 0) {
                conserved(&g);
                for a in g.legal_actions() {
                    prop_assert!(g.after(a).is_ok());
                }
            }
        }
    }
}
