//! The checks of the `yutnori` fuzz targets, one function a target: each takes the
//! fuzzer's bytes and panics (so libFuzzer records a crash) when the library breaks a
//! promise. `tests/fuzz_seeds.rs` replays the committed seeds through them.

use yutnori::testing::Random;
use yutnori::{Action, Game, Move, Nak, Phase, Place, Side, Station, Sticks, Throw};
use yutnori::{Variant, YutRules};

/// Text parsers never panic, and what they accept prints back to something they accept
/// again; a refused rule text has a Korean message.
pub fn parse(data: &[u8]) {
    let Ok(s) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(a) = s.parse::<Action>() {
        assert_eq!(a.to_string().parse::<Action>(), Ok(a));
    }
    if let Ok(t) = s.parse::<Throw>() {
        assert_eq!(t.id().parse::<Throw>(), Ok(t));
    }
    if let Ok(st) = s.parse::<Station>() {
        assert_eq!(st.id().to_string().parse::<Station>(), Ok(st));
    }
    if let Ok(p) = s.parse::<Place>() {
        assert_eq!(p.to_string().parse::<Place>(), Ok(p));
    }
    if let Ok(p) = s.parse::<Variant>() {
        assert_eq!(p.id().parse::<Variant>(), Ok(p));
    }
    match s.parse::<YutRules>() {
        Ok(r) => assert_eq!(r.to_string().parse::<YutRules>(), Ok(r)),
        Err(e) => assert!(!e.message(yutnori::Lang::Ko).is_empty()),
    }
}

/// Arbitrary rules and arbitrary choices from the start position: every listed action is
/// legal, every refused one is unlisted and changes nothing, pieces are conserved, and the
/// game's record replays to the game.
///
/// The first 8 bytes choose the rules ([`Random::rules`], the crate's one source of
/// random rule sets); then each pair of bytes is a throw (its sticks, or 낙 for `0xFF`) or
/// an arbitrary action tried and a listed one taken.
pub fn play(data: &[u8]) {
    let Some((head, moves)) = data.split_first_chunk::<8>() else {
        return;
    };
    let rules = Random::new(u64::from_le_bytes(*head)).rules();
    let mut g = Game::new(rules, u64::from_le_bytes(*head));
    for pair in moves.chunks(2) {
        let (x, y) = (pair[0], pair.get(1).copied().unwrap_or(0));
        match g.phase() {
            Phase::Over(_) => break,
            Phase::Throw => {
                let r = if x == 0xFF {
                    g.nak()
                } else {
                    g.throw_sticks(Sticks::from_bits(x))
                };
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
                let any = Action::Move(Move {
                    throw: Throw::ALL[usize::from(x) % 7],
                    from: place(y),
                    to: place(x / 7),
                });
                let before = g.clone();
                let mut probe = g.clone();
                assert_eq!(probe.apply(any).is_ok(), actions.contains(&any));
                if !actions.contains(&any) {
                    assert_eq!(probe, before);
                }
                g.apply(actions[usize::from(y) % actions.len()]).unwrap();
            }
        }
        for s in Side::all(rules.sides()) {
            let p = g.position();
            assert_eq!(p.waiting(s) + p.finished(s) + p.on_board(s), rules.pieces());
        }
    }
    assert_eq!(g.record().replay(), Ok(g));
}

/// Every public serde type read from arbitrary JSON: never a panic, and whatever is
/// accepted is a valid value that writes back to itself.
#[cfg(feature = "serde")]
pub fn serde(data: &[u8]) {
    use yutnori::{
        BackDoFromDo, BackDoMerge, BackDoRule, CaptureBonus, FreeGeolBack, FreeGeolRule, GameState,
        MustUse, ResultOrder, Shortcut, SideState, YutMoExtra,
    };

    let Ok(json) = serde_json::from_slice::<serde_json::Value>(data) else {
        return;
    };
    if let Some(r) = round_trip::<YutRules>(&json) {
        // Valid: rebuilding it through the builder accepts it unchanged.
        assert_eq!(r.to_builder().build(), Ok(r));
    }
    if let Some(g) = round_trip::<Game>(&json) {
        // Valid: its record replays to it, and its own state is accepted against its rules.
        assert_eq!(g.record().replay(), Ok(g.clone()));
        let again = Game::from_state(*g.rules(), &g.state(), g.number()).map(|h| h.state());
        assert_eq!(again, Ok(g.state()));
        let pos = g.position();
        for s in Side::all(g.rules().sides()) {
            assert_eq!(
                pos.waiting(s) + pos.finished(s) + pos.on_board(s),
                g.rules().pieces()
            );
        }
    }
    if let Some(st) = round_trip::<Station>(&json) {
        assert!(st.id() < 29);
    }
    if let Some(state) = round_trip::<GameState>(&json) {
        // Plain data: checking it against any variant never panics.
        for v in Variant::ALL {
            let _ = Game::from_state(v.rules(), &state, 0);
        }
    }
    round_trip::<SideState>(&json);
    round_trip::<Throw>(&json);
    round_trip::<Variant>(&json);
    round_trip::<Shortcut>(&json);
    round_trip::<BackDoRule>(&json);
    round_trip::<BackDoFromDo>(&json);
    round_trip::<BackDoMerge>(&json);
    round_trip::<FreeGeolRule>(&json);
    round_trip::<FreeGeolBack>(&json);
    round_trip::<YutMoExtra>(&json);
    round_trip::<CaptureBonus>(&json);
    round_trip::<ResultOrder>(&json);
    round_trip::<Nak>(&json);
    round_trip::<MustUse>(&json);
}

/// Read `json` as a `T`; if accepted, it writes back to JSON that reads as the same value.
#[cfg(feature = "serde")]
fn round_trip<T>(json: &serde_json::Value) -> Option<T>
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + core::fmt::Debug,
{
    let v: T = serde_json::from_value(json.clone()).ok()?;
    let back: T = serde_json::from_value(serde_json::to_value(&v).unwrap()).unwrap();
    assert_eq!(back, v);
    Some(v)
}
