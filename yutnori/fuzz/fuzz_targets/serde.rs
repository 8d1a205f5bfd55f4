//! Every public serde type read from arbitrary JSON: never a panic, and whatever is accepted
//! is a valid value that writes back to itself.
#![no_main]

use libfuzzer_sys::fuzz_target;
use serde::de::DeserializeOwned;
use serde::Serialize;
use yutnori::{
    BackDoFromDo, BackDoMerge, BackDoRule, CaptureBonus, FreeGeolBack, FreeGeolRule, Game,
    GameState, MustUse, Nak, ResultOrder, Shortcut, SideState, Station, Throw, Variant,
    YutMoExtra, YutRules,
};

/// Read `json` as a `T`; if accepted, it writes back to JSON that reads as the same value.
fn round_trip<T: Serialize + DeserializeOwned + PartialEq + core::fmt::Debug>(
    json: &serde_json::Value,
) -> Option<T> {
    let v: T = serde_json::from_value(json.clone()).ok()?;
    let back: T = serde_json::from_value(serde_json::to_value(&v).unwrap()).unwrap();
    assert_eq!(back, v);
    Some(v)
}

fuzz_target!(|data: &[u8]| {
    let Ok(json) = serde_json::from_slice::<serde_json::Value>(data) else { return };
    if let Some(r) = round_trip::<YutRules>(&json) {
        // Valid: rebuilding it through the builder accepts it unchanged.
        assert_eq!(r.to_builder().build(), Ok(r));
    }
    if let Some(g) = round_trip::<Game>(&json) {
        // Valid: its own state is accepted against its own rules.
        assert_eq!(Game::from_state(*g.rules(), &g.state()), Ok(g.clone()));
        let pos = g.position();
        for s in 0..g.rules().sides() {
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
            let _ = Game::from_state(v.rules(), &state);
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
});
