//! Arbitrary rules and arbitrary choices from the start position: every listed action is
//! legal, every refused one is unlisted and changes nothing, pieces are conserved.
#![no_main]

use libfuzzer_sys::fuzz_target;
use yutnori::{
    Action, BackDoRule, BackDoFromDo, BackDoMerge, CaptureBonus, FreeGeolRule, Game, Move, MustUse, Nak,
    Phase, Place, Preset, ResultOrder, Shortcut, Station, Sticks, Throw, YutMoExtra,
};

fuzz_target!(|data: &[u8]| {
    let Some((head, moves)) = data.split_first_chunk::<4>() else { return };
    let [a, b, c, d] = *head;
    let Ok(rules) = Preset::ALL[usize::from(a) % Preset::ALL.len()]
        .rules()
        .with_pieces(2 + a / 64 % 3)
        .and_then(|r| r.with_sides(2 + b % 5))
        .and_then(|r| r.with_yut_mo_extra(if c & 7 == 0 { YutMoExtra::Unlimited } else { YutMoExtra::Capped(c & 7) }))
    else {
        return;
    };
    let rules = rules
        .with_shortcut(if b & 8 == 0 { Shortcut::Forced } else { Shortcut::Optional })
        .with_back_do(if b & 16 == 0 { BackDoRule::On } else { BackDoRule::Off })
        .with_back_do_from_do([BackDoFromDo::Checkpoint, BackDoFromDo::FinishNextTurn, BackDoFromDo::FinishAtOnce][usize::from(b >> 5) % 3])
        .with_back_do_merge(if c & 8 == 0 { BackDoMerge::PlayerChooses } else { BackDoMerge::Outer })
        .with_free_geol(if c & 16 == 0 { FreeGeolRule::Off } else { FreeGeolRule::On })
        .with_capture_bonus(if c & 32 == 0 { CaptureBonus::NotCumulative } else { CaptureBonus::Cumulative })
        .with_result_order(if c & 64 == 0 { ResultOrder::AsThrown } else { ResultOrder::Free })
        .with_nak([Nak::Off, Nak::LoseTurn, Nak::VoidThrow][usize::from(d) % 3])
        .with_must_use(if d & 4 == 0 { MustUse::Must } else { MustUse::MayPass });
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
