//! The serde forms: round trips, the documented driver format, and validation on the way in.
#![cfg(feature = "serde")]

mod common;
use common::*;
use yutnori::{Game, GameState, Shortcut, Throw, Variant, YutMoExtra, YutRules};

#[test]
fn rules_round_trip_and_refuse_bad_values() {
    for p in Variant::ALL {
        let json = serde_json::to_string(&p.rules()).unwrap();
        assert_eq!(json, format!("\"{}\"", p.id()));
        let back: YutRules = serde_json::from_str(&json).unwrap();
        assert_eq!(back, p.rules());
    }
    for seed in 0..200 {
        let r = yutnori::testing::Random::new(seed).rules();
        let back: YutRules = serde_json::from_value(serde_json::to_value(r).unwrap()).unwrap();
        assert_eq!(back, r);
    }
    let err = serde_json::from_str::<YutRules>(r#""dominant;pieces=7""#)
        .unwrap_err()
        .to_string();
    assert!(err.contains("pieces"), "{err}");
    // Not a text: the error says what a rule set looks like.
    let err = serde_json::from_str::<YutRules>(r#"{"pieces": 4}"#)
        .unwrap_err()
        .to_string();
    assert!(err.contains("a rule set's text form"), "{err}");
}

#[test]
fn the_documented_state_parses() {
    // The example of the `moves` driver's format (the lab's `moves`).
    let doc = r#"{"turn": 1, "owed": 0, "thrown": 2, "pending": ["geol"],
      "sides": [{"waiting": 3, "finished": 0, "stacks": [[5, 1]]},
                {"waiting": 4, "finished": 0, "stacks": []}]}"#;
    let st: GameState = serde_json::from_str(doc).unwrap();
    let g = Game::from_state(Variant::Dominant.rules(), &st, 0).unwrap();
    assert_eq!(dests(&g, Throw::Geol, at(5)), [at(22)]);
    assert_eq!(g.state(), st);
}

#[test]
fn games_round_trip_and_invalid_ones_are_refused() {
    // A game is stored as its record: rules, number, start, entries.
    let mut g = spend(
        Variant::Local.rules(),
        side(1),
        &[Throw::Mo],
        &[(3, 0, &[(2, 1)]), (4, 0, &[])],
    );
    g.apply(mv(Throw::Mo, at(2), at(7))).unwrap();
    let json = serde_json::to_string(&g).unwrap();
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    let mut v = serde_json::to_value(&g).unwrap();
    assert_eq!(v["entries"][0]["acted"]["action"], "mo 2-7");
    v["start"]["sides"][0]["waiting"] = 4.into();
    let err = serde_json::from_value::<Game>(v).unwrap_err().to_string();
    assert!(err.contains("pieces"), "{err}");
}

#[test]
fn rule_keys_are_the_field_ids() {
    // A rule set differing from its variant in one field writes that field's id as the key
    // (the text form's keys are the field ids).
    use yutnori::{Field, Value};
    let d = Variant::Dominant.rules();
    let changed = [
        d.to_builder().pieces(3),
        d.to_builder().sides(3),
        d.to_builder().members(2),
        d.to_builder().shortcut(Shortcut::Optional),
        d.to_builder().back_do(yutnori::BackDoRule::Off),
        d.to_builder()
            .back_do_from_do(yutnori::BackDoFromDo::FinishAtOnce),
        d.to_builder().back_do_merge(yutnori::BackDoMerge::Outer),
        d.to_builder().free_geol(yutnori::FreeGeolRule::On),
        d.to_builder().free_geol_back(yutnori::FreeGeolBack::Finish),
        d.to_builder().yut_mo_extra(YutMoExtra::Capped(3)),
        d.to_builder()
            .capture_bonus(yutnori::CaptureBonus::Cumulative),
        d.to_builder().result_order(yutnori::ResultOrder::Free),
        d.to_builder().nak(yutnori::Nak::VoidThrow),
        d.to_builder().must_use(yutnori::MustUse::MayPass),
    ];
    let fields: Vec<Field> = Field::ALL
        .into_iter()
        .filter(|f| f.is_configurable())
        .collect();
    assert_eq!(fields.len(), changed.len());
    for (f, b) in fields.into_iter().zip(changed) {
        let r = b.build().unwrap();
        let text = serde_json::to_value(r).unwrap();
        let text = text.as_str().unwrap();
        let pair = format!("{}={}", f.id(), r.value(f).id());
        let named = text.ends_with(&pair) || text.contains(&format!("{pair};"));
        // Or the change makes another variant exactly (dominant without 빽도 is textbook).
        let variant = text.parse::<Variant>().is_ok_and(|v| v.rules() == r);
        assert!(named || variant, "{text} {f:?}");
        assert_ne!(r.value(f), d.value(f));
        assert!(!matches!(r.value(f), Value::Fixed));
    }
    assert_eq!(serde_json::to_value(Shortcut::Forced).unwrap(), "forced");
    assert_eq!(
        serde_json::to_value(YutMoExtra::Unlimited).unwrap(),
        "unlimited"
    );
    assert_eq!(
        serde_json::to_value(YutMoExtra::Capped(5)).unwrap(),
        serde_json::json!({"capped": 5})
    );
}

#[test]
fn enums_are_snake_case_and_match_their_ids() {
    use yutnori::{BackDoFromDo, CaptureBonus, MustUse, Nak, ResultOrder};
    fn check<T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + core::fmt::Debug>(
        v: T,
        id: &str,
    ) {
        assert_eq!(serde_json::to_value(&v).unwrap(), id);
        assert_eq!(serde_json::from_value::<T>(id.into()).unwrap(), v);
    }
    for &v in BackDoFromDo::ALL {
        check(v, v.id());
    }
    for &v in CaptureBonus::ALL {
        check(v, v.id());
    }
    for &v in ResultOrder::ALL {
        check(v, v.id());
    }
    for &v in Nak::ALL {
        check(v, v.id());
    }
    for &v in MustUse::ALL {
        check(v, v.id());
    }
    for &v in Shortcut::ALL {
        check(v, v.id());
    }
    for v in Variant::ALL {
        check(v, v.id());
    }
    for t in Throw::ALL {
        check(t, t.id());
    }
    assert_eq!(
        serde_json::to_value(BackDoFromDo::FinishNextTurn).unwrap(),
        "finish_next_turn"
    );
}

#[test]
fn a_stack_that_came_by_back_do_keeps_its_mark_through_serde() {
    // Under the local rules (BackDoFromDo::FinishNextTurn) a piece sent back from 도 onto
    // 참먹이 by 빽도 is marked; the mark survives a round trip and is checked on the way in.
    let rules = Variant::Local.rules();
    let mut g = spend(
        rules,
        side(1),
        &[Throw::BackDo],
        &[(3, 0, &[(1, 1)]), (4, 0, &[])],
    );
    g.apply(mv(Throw::BackDo, at(1), at(0))).unwrap();
    assert!(g.position().chammeogi_by_back_do());
    let g = Game::from_state(rules, &g.state(), 0).unwrap();
    assert!(g.position().chammeogi_by_back_do());
    let json = serde_json::to_value(&g).unwrap();
    assert_eq!(json["start"]["chammeogi_by_back_do"], true);
    let back: Game = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, g);
    // Without the field (older documents) there is no mark.
    let st = g.state();
    let mut plain = serde_json::to_value(&st).unwrap();
    plain
        .as_object_mut()
        .unwrap()
        .remove("chammeogi_by_back_do");
    let st2: GameState = serde_json::from_value(plain).unwrap();
    assert!(!st2.chammeogi_by_back_do);
    // Under rules without the mark, or with nothing on 참먹이, it is refused.
    let mut other = json.clone();
    other["rules"] = serde_json::json!("dominant");
    let err = serde_json::from_value::<Game>(other)
        .unwrap_err()
        .to_string();
    assert!(err.contains("finish-next-turn"), "{err}");
    let mut empty = json;
    empty["start"]["sides"][0]["stacks"] = serde_json::json!([]);
    empty["start"]["sides"][0]["waiting"] = serde_json::json!(4);
    let err = serde_json::from_value::<Game>(empty)
        .unwrap_err()
        .to_string();
    assert!(err.contains("no stack stands on"), "{err}");
}
