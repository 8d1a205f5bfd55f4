//! Arbitrary rules and arbitrary choices from the start position: every listed action is
//! legal, every refused one is unlisted and changes nothing, pieces are conserved.
#![no_main]

use libfuzzer_sys::fuzz_target;
use yutnori::{testing, Action, Game, Move, Nak, Phase, Place, Station, Sticks, Throw};

fuzz_target!(|data: &[u8]| {
    let Some((head, moves)) = data.split_first_chunk::<8>() else { return };
    // The rules come from the crate's one source of random rule sets.
    let rules = testing::rules(u64::from_le_bytes(*head));
    let mut g = Game::new(rules);
    for pair in moves.chunks(2) {
        let (x, y) = (pair[0], pair.get(1).copied().unwrap_or(0));
        match g.phase() {
            Phase::Over(_) => break,
            Phase::Throw => {
                let r = if x == 0xFF { g.nak() } else { g.throw_sticks(Sticks::from_bits(x)) };
                assert!(r.is_ok() || (x == 0xFF && rules.nak() == Nak::Off));
            }
            Phase::Spend => {
                let actions = g.legal_actions();
                assert!(!actions.is_empty());
                for &a in &actions {
                    assert!(g.check(a).is_none());
                }
                // An arbitrary action: legal exactly when listed.
                let place = |v: u8| match v % 31 {
                    29 => Place::Waiting,
                    30 => Place::Finished,
                    i => Place::At(Station::new(i).unwrap()),
                };
                let any = Action::Move(Move { throw: Throw::ALL[usize::from(x) % 7], from: place(y), to: place(x / 7) });
                let before = g.clone();
                let mut probe = g.clone();
                assert_eq!(probe.apply(any).is_ok(), actions.contains(&any));
                if !actions.contains(&any) {
                    assert_eq!(probe, before);
                }
                g.apply(actions[usize::from(y) % actions.len()]).unwrap();
            }
        }
        for s in 0..rules.sides() {
            let p = g.position();
            assert_eq!(p.waiting(s) + p.finished(s) + p.on_board(s), rules.pieces());
        }
    }
});
