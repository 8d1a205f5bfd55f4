//! The serde forms: round trips, the documented driver format, and validation on the way in.
#![cfg(feature = "serde")]

mod common;
use common::*;
use yutnori::{Game, GameState, Preset, Throw, YutRules};

#[test]
fn rules_round_trip_and_refuse_bad_values() {
    for p in Preset::ALL {
        let json = serde_json::to_string(&p.rules()).unwrap();
        let back: YutRules = serde_json::from_str(&json).unwrap();
        assert_eq!(back, p.rules());
    }
    let mut v = serde_json::to_value(Preset::Dominant.rules()).unwrap();
    v["pieces"] = 7.into();
    assert!(serde_json::from_value::<YutRules>(v)
        .unwrap_err()
        .to_string()
        .contains("pieces"));
}

#[test]
fn the_documented_state_parses() {
    // The example of the crate docs' "Driver format" section.
    let doc = r#"{"turn": 0, "owed": 0, "thrown": 2, "pending": ["geol"],
      "sides": [{"waiting": 3, "finished": 0, "stacks": [[5, 1]]},
                {"waiting": 4, "finished": 0, "stacks": []}]}"#;
    let st: GameState = serde_json::from_str(doc).unwrap();
    let g = Game::from_state(Preset::Dominant.rules(), &st).unwrap();
    assert_eq!(dests(&g, Throw::Geol, at(5)), [at(22)]);
    assert_eq!(g.state(), st);
}

#[test]
fn games_round_trip_and_invalid_ones_are_refused() {
    let mut g = Game::new(Preset::SeedLocal.rules());
    g.throw(Throw::Mo).unwrap();
    g.throw(Throw::Gae).unwrap();
    let json = serde_json::to_string(&g).unwrap();
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    let mut v = serde_json::to_value(&g).unwrap();
    v["state"]["sides"][0]["waiting"] = 3.into();
    let err = serde_json::from_value::<Game>(v).unwrap_err().to_string();
    assert!(err.contains("pieces"), "{err}");
}

#[test]
fn rule_keys_are_the_field_ids() {
    let v = serde_json::to_value(Preset::Dominant.rules()).unwrap();
    let mut keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    let mut ids: Vec<&str> = yutnori::Field::ALL
        .into_iter()
        .filter(|f| f.is_configurable())
        .map(|f| f.id())
        .collect();
    keys.sort_unstable();
    ids.sort_unstable();
    assert_eq!(keys, ids);
    assert_eq!(v["shortcut"], "forced");
    assert_eq!(v["yut_mo_extra"], "unlimited");
}
