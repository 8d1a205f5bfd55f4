//! Input at the edges: every value a careless program can build or deserialize is either
//! valid or refused with a typed error, never a panic or a silent wrong answer.

use ssangryuk::bot::RandomBot;
use ssangryuk::{Action, MatchError, RecordError};
use ssangryuk::{
    Game, Match, MatchFormat, MoveGen, Origin, PointLabel, Position, Row, RuleSet, Side, TurnError,
    Variant,
};

#[test]
fn a_point_label_exists_only_for_numbers_one_to_twelve() {
    assert!(PointLabel::new(Row::Upper, 0).is_none());
    assert!(PointLabel::new(Row::Lower, 13).is_none());
    assert!(PointLabel::new(Row::Upper, 200).is_none());
    for side in Side::BOTH {
        for p in 1..=24 {
            let label = side.label(p).unwrap();
            assert!((1..=12).contains(&label.number()));
            assert_eq!(side.point_of(label), p);
            assert_eq!(PointLabel::new(label.row(), label.number()), Some(label));
        }
    }
}

#[cfg(feature = "serde")]
#[test]
fn a_deserialized_point_label_is_checked() {
    let bad: Result<PointLabel, _> = serde_json::from_str(r#"{"row":"upper","number":200}"#);
    assert!(bad.unwrap_err().to_string().contains("1 to 12"));
    let good: PointLabel = serde_json::from_str(r#"{"row":"lower","number":7}"#).unwrap();
    assert_eq!(Side::Black.point_of(good), 7);
    assert_eq!(Side::White.point_of(good), 18);
}

#[test]
fn a_record_that_steps_before_the_opening_roll_is_refused_as_not_rolled() {
    let actions = [Action::Step {
        from: Origin::Point(13),
        die: 3,
    }];
    assert_eq!(
        Game::replay(Variant::App.rules(), 1, &actions).unwrap_err(),
        RecordError::Action {
            index: 0,
            error: TurnError::NotRolled
        }
    );
    // The same answer as stepping on the game directly.
    let mut g = Game::new(Variant::App.rules(), 1);
    assert_eq!(
        g.step(Side::Black, Origin::Point(13), 3).unwrap_err(),
        TurnError::NotRolled
    );
}

#[test]
fn a_match_of_no_games_or_no_points_is_refused() {
    let rules = Variant::App.rules();
    for format in [MatchFormat::FirstTo(0), MatchFormat::BestOf(0)] {
        assert_eq!(
            Match::new(rules, 1, format).unwrap_err(),
            MatchError::Empty(format)
        );
    }
    let m = Match::new(rules, 1, MatchFormat::FirstTo(1)).unwrap();
    assert_eq!(m.winner(), None);
}

#[cfg(feature = "serde")]
#[test]
fn a_deserialized_match_of_no_points_is_refused() {
    let m = Match::new(Variant::App.rules(), 1, MatchFormat::FirstTo(3)).unwrap();
    let mut v = serde_json::to_value(&m).unwrap();
    v["format"] = serde_json::json!({"firstto": 0});
    let err = serde_json::from_value::<Match>(v.clone()).unwrap_err();
    assert!(err.to_string().contains("at least one"), "{v}: {err}");
}

/// Games, positions, rule sets, generators and bots can be moved to and shared between
/// threads, so a study can run games in parallel.
#[test]
fn the_engine_types_are_send_and_sync() {
    fn send_sync<T: Send + Sync>() {}
    send_sync::<RuleSet>();
    send_sync::<Position>();
    send_sync::<Game>();
    send_sync::<Match>();
    send_sync::<MoveGen>();
    send_sync::<RandomBot>();
    send_sync::<ssangryuk::bot::FeatureBot>();
    send_sync::<ssangryuk::bot::ExpertBot>();
    send_sync::<ssangryuk::bot::HandEval>();
    send_sync::<ssangryuk::arena::Arena>();
}
