//! A game owns its number, its throws and its history: game N's own throws, throws from
//! outside marked in the record, and records that replay (through serde too) or are refused
//! with the reason.

use yutnori::bot::{play_out, GreedyBot, RandomBot};
use yutnori::{
    Entry, Game, Nak, Phase, ReplayError, Side, Throw, ThrowError, ThrowModel, Throws, Variant,
    YutRules,
};

/// Game `number` between a greedy and a random bot, played to its end.
fn played(rules: YutRules, number: u64) -> Game {
    let mut game = Game::new(rules, number);
    let mut random = RandomBot::new(number);
    play_out(&mut game, &mut [&mut GreedyBot, &mut random]).unwrap();
    game
}

/// A result other than `t` that the rules have.
fn other_than(t: Throw) -> Throw {
    if t == Throw::Do {
        Throw::Gae
    } else {
        Throw::Do
    }
}

/// Throw `k` of game N is `ThrowModel::reproducible(N, k)` read by the rules, under the
/// game's model; the game's history keeps who threw what.
#[test]
fn a_game_draws_the_throws_of_its_number() {
    let rules = Variant::Dominant.rules();
    for model in [ThrowModel::TEXTBOOK, ThrowModel::REALISTIC] {
        let mut game = Game::new(rules, 2026).with_model(model);
        assert_eq!((game.number(), game.model()), (2026, model));
        for k in 0..40 {
            if game.phase() == Phase::Spend {
                game.apply(game.legal_actions()[0]).unwrap();
                continue;
            }
            let sticks = model.reproducible(2026, game.throw_count());
            assert_eq!(game.next_sticks(), sticks);
            let side = game.turn();
            let events = game.throw().unwrap();
            assert_eq!(
                events[0],
                yutnori::Event::Thrown(sticks.result(&rules)),
                "{k}"
            );
            assert_eq!(
                game.entries().last(),
                Some(&Entry::Threw {
                    side,
                    member: 0,
                    throw: sticks.result(&rules)
                })
            );
        }
        assert_eq!(game.record().throws, Throws::Game);
    }
}

/// The app and the page used to disagree on when a draw is consumed; now the game decides:
/// only an accepted result counts, so a refused throw (of any door) draws nothing.
#[test]
fn a_refused_throw_never_consumes_a_draw() {
    let rules = Variant::Dominant
        .rules()
        .to_builder()
        .nak(Nak::VoidThrow)
        .build()
        .unwrap();
    let mut game = Game::new(rules, 11);
    // Throw until results are to be spent.
    while game.phase() == Phase::Throw {
        game.throw().unwrap();
    }
    let (count, next, before) = (game.throw_count(), game.next_sticks(), game.clone());
    assert_eq!(game.throw(), Err(ThrowError::NoThrowDue));
    assert_eq!(game.throw_with(Throw::Mo), Err(ThrowError::NoThrowDue));
    assert_eq!(game.nak(), Err(ThrowError::NoThrowDue));
    assert_eq!(game, before, "refusals change nothing");
    assert_eq!((game.throw_count(), game.next_sticks()), (count, next));
    // Once the results are spent, the next throw is the one the refused calls did not take.
    while game.phase() == Phase::Spend {
        game.apply(game.legal_actions()[0]).unwrap();
    }
    game.throw().unwrap();
    let Some(&Entry::Threw { throw, .. }) = game.entries().last() else {
        panic!("a throw was made");
    };
    assert_eq!(throw, next.result(&rules));
    assert_eq!(game.throw_count(), count + 1);
    // A result the rules do not have is refused too, and draws nothing either.
    let mut textbook = Game::new(Variant::Textbook.rules(), 11);
    let no_nak = rules.to_builder().nak(Nak::Off).build().unwrap();
    assert_eq!(Game::new(no_nak, 11).nak(), Err(ThrowError::NakNotInRules));
    assert_eq!(
        textbook.throw_with(Throw::BackDo),
        Err(ThrowError::NotInRules(Throw::BackDo))
    );
    assert_eq!(textbook.throw_count(), 0);
    assert!(textbook.entries().is_empty());
}

/// Throws from outside (a result called out, sticks as they fell, a 낙) are taken, counted,
/// marked in the record when they are not the game's own, and replay.
#[test]
fn throws_from_outside_are_marked_and_replay() {
    let rules = Variant::Dominant.rules();
    let mut game = Game::new(rules, 5);
    let own = game.next_sticks().result(&rules);
    // The game's own result, called out: still the game's own throws.
    game.throw_with(own).unwrap();
    assert_eq!(game.record().throws, Throws::Game);
    assert_eq!(game.record().replay(), Ok(game.clone()));
    // Another result: the record says the throws came from outside.
    while game.phase() == Phase::Spend {
        game.apply(game.legal_actions()[0]).unwrap();
    }
    let side = game.turn();
    let drawn = game.next_sticks().result(&rules);
    game.throw_with(other_than(drawn)).unwrap();
    assert_eq!(game.throw_count(), 2, "a result from outside is counted");
    let record = game.record();
    assert_eq!(
        record.entries.last(),
        Some(&Entry::Threw {
            side,
            member: 0,
            throw: other_than(drawn)
        })
    );
    assert_eq!(record.throws, Throws::Outside);
    assert_eq!(record.replay(), Ok(game.clone()));
    // Sticks as they fell, giving game N's result there: the game's own result again, but
    // the record stays marked (an earlier throw came from outside).
    while game.phase() == Phase::Spend {
        game.apply(game.legal_actions()[0]).unwrap();
    }
    let sticks = game.next_sticks();
    game.throw_sticks(sticks).unwrap();
    assert_eq!(game.record().throws, Throws::Outside);
    assert_eq!(game.record().replay(), Ok(game.clone()));
    // A 낙 is never the game's own.
    let mut naks = Game::new(rules, 5);
    naks.nak().unwrap();
    assert_eq!(
        naks.entries(),
        [Entry::Nak {
            side: Side::FIRST,
            member: 0
        }]
    );
    assert_eq!(naks.throw_count(), 0, "a 낙 is no result");
    let record = naks.record();
    assert_eq!(record.throws, Throws::Outside);
    assert_eq!(record.replay(), Ok(naks.clone()));
    // Declared the game's own, it is refused where it stands.
    let mut own = record.clone();
    own.throws = Throws::Game;
    assert_eq!(
        own.replay(),
        Err(ReplayError::NotTheGamesThrow {
            index: 0,
            expected: naks.next_sticks().result(&rules)
        })
    );
}

/// A record whose throws are declared the game's own but are not game N's is refused with
/// the typed error (the entry and what game N's sticks give there), and the same entries
/// declared from outside replay.
#[test]
fn a_record_of_chosen_throws_is_refused_unless_declared_from_outside() {
    let rules = Variant::Reorder.rules();
    let game = played(rules, 8);
    let record = game.record();
    assert_eq!(record.throws, Throws::Game);
    assert_eq!(record.replay(), Ok(game.clone()));
    // Another game number: its draws differ somewhere.
    let mut renumbered = record.clone();
    renumbered.number = 9;
    assert!(matches!(
        renumbered.replay(),
        Err(ReplayError::NotTheGamesThrow { .. })
    ));
    // One throw changed (to a result that keeps the game legal: the last turn's first
    // throw is the place where the changes are fewest, but any index shows the check).
    let (index, throw) = record
        .entries
        .iter()
        .enumerate()
        .find_map(|(i, e)| match *e {
            Entry::Threw { throw, .. } => Some((i, throw)),
            _ => None,
        })
        .unwrap();
    let mut chosen = record.clone();
    if let Entry::Threw { throw: t, .. } = &mut chosen.entries[index] {
        *t = other_than(throw);
    }
    assert_eq!(
        chosen.replay(),
        Err(ReplayError::NotTheGamesThrow {
            index,
            expected: throw
        })
    );
    let said = chosen.replay().unwrap_err();
    assert!(
        said.to_string().contains("not this game's own throw"),
        "{said}"
    );
    assert!(
        said.message(yutnori::Lang::Ko).contains("이 판의 윷가락"),
        "{said}"
    );
    // Declared from outside, the changed first throw is taken as written (whether the rest
    // still fits is the game's to say: an error about an entry, not about the throws).
    let mut outside = chosen.clone();
    outside.throws = Throws::Outside;
    assert!(!matches!(
        outside.replay(),
        Err(ReplayError::NotTheGamesThrow { .. })
    ));
    // Another model: other draws.
    let mut remodelled = record.clone();
    remodelled.model = ThrowModel::REALISTIC;
    assert!(matches!(
        remodelled.replay(),
        Err(ReplayError::NotTheGamesThrow { .. })
    ));
}

/// `play_out` plays the same game for the same number and bots, and its record replays to
/// the game as it ended.
#[test]
fn play_out_is_reproducible_and_its_record_replays() {
    for variant in Variant::ALL {
        let rules = variant.rules();
        let (a, b) = (played(rules, 3), played(rules, 3));
        assert_eq!(a, b, "{}", variant.id());
        assert!(a.winner().is_some());
        assert_eq!(a.record().replay(), Ok(a.clone()));
        assert_ne!(a, played(rules, 4), "another number, another game");
    }
}

#[cfg(feature = "serde")]
mod serde_form {
    use super::*;

    /// A game's record goes through JSON and replays to an equal game, with the fields of
    /// a textbook game of its own throws left out.
    #[test]
    fn a_record_round_trips_through_json_and_replays_to_an_equal_game() {
        for variant in Variant::ALL {
            let game = played(variant.rules(), 21);
            let json = serde_json::to_string(&game).unwrap();
            let back: Game = serde_json::from_str(&json).unwrap();
            assert_eq!(back, game);
            let record: yutnori::GameRecord = serde_json::from_str(&json).unwrap();
            assert_eq!(record, game.record());
            assert_eq!(serde_json::to_string(&record).unwrap(), json);
            let v: serde_json::Value = serde_json::from_str(&json).unwrap();
            let mut keys: Vec<&String> = v.as_object().unwrap().keys().collect();
            keys.sort();
            assert_eq!(keys, ["entries", "number", "rules"], "{}", variant.id());
            assert_eq!(v["entries"][0]["threw"]["side"], 1, "sides from 1");
        }
        // Another model, a start, and throws from outside are written, and read back.
        let rules = Variant::Dominant.rules();
        let mut before = Game::new(rules, 2);
        before.throw_with(Throw::Do).unwrap();
        before.apply(before.legal_actions()[0]).unwrap();
        let mut game = Game::from_state(rules, &before.state(), 2)
            .unwrap()
            .with_model(ThrowModel::REALISTIC);
        game.throw_with(Throw::Mo).unwrap();
        game.nak().unwrap();
        let json = serde_json::to_value(&game).unwrap();
        let mut keys: Vec<&String> = json.as_object().unwrap().keys().collect();
        keys.sort();
        assert_eq!(
            keys,
            ["entries", "model", "number", "rules", "start", "throws"]
        );
        assert_eq!(json["model"], 0.6);
        assert_eq!(json["start"]["turn"], 2, "sides from 1");
        assert_eq!(json["throws"], "outside");
        assert_eq!(json["entries"][1], serde_json::json!({"nak": {"side": 2}}));
        let back: Game = serde_json::from_value(json).unwrap();
        assert_eq!(back, game);
        assert_eq!(back.model(), ThrowModel::REALISTIC);
    }

    /// In JSON, a record declaring its own throws is checked against game N's draws, and
    /// anything else invalid is refused too.
    #[test]
    fn a_stored_record_of_chosen_throws_is_refused() {
        let game = played(Variant::Dominant.rules(), 30);
        let mut json = serde_json::to_value(&game).unwrap();
        let first = json["entries"][0]["threw"]["throw"].as_str().unwrap();
        let changed = if first == "do" { "gae" } else { "do" };
        json["entries"][0]["threw"]["throw"] = changed.into();
        let err = serde_json::from_value::<Game>(json.clone()).unwrap_err();
        assert!(
            err.to_string()
                .starts_with("record entry 0: not this game's own throw"),
            "{err}"
        );
        // Declared from outside, the chosen throw is taken.
        json["throws"] = "outside".into();
        json["entries"] = serde_json::json!([{"threw": {"side": 1, "throw": changed}}]);
        let taken: Game = serde_json::from_value(json.clone()).unwrap();
        assert_eq!(taken.record().throws, Throws::Outside);
        // A side numbered from 0, a model outside (0, 1), an unknown field: refused.
        for (key, bad) in [
            (
                "entries",
                serde_json::json!([{"threw": {"side": 0, "throw": "do"}}]),
            ),
            ("model", serde_json::json!(1.0)),
            ("colour", serde_json::json!("red")),
        ] {
            let mut v = json.clone();
            v[key] = bad;
            assert!(serde_json::from_value::<Game>(v).is_err(), "{key}");
        }
    }

    /// The form `Entry`'s docs give, written by hand: throws from outside, actions in their
    /// text form, a 낙.
    #[test]
    fn a_record_written_by_hand_reads() {
        let json = r#"{"rules": "dominant", "number": 7, "throws": "outside", "entries": [
            {"threw": {"side": 1, "throw": "mo"}}, {"threw": {"side": 1, "throw": "geol"}},
            {"acted": {"side": 1, "action": "mo w-5"}}, {"acted": {"side": 1, "action": "geol 5-22"}},
            {"nak": {"side": 2}}]}"#;
        let game: Game = serde_json::from_str(json).unwrap();
        assert_eq!(game.entries().len(), 5);
        assert_eq!((game.turn(), game.throw_count()), (Side::FIRST, 2));
        let refused = json.replace("geol 5-22", "geol 5-23");
        let err = serde_json::from_str::<Game>(&refused).unwrap_err();
        assert!(err.to_string().starts_with("record entry 3: "), "{err}");
    }

    /// A side's serde form is its number, from 1; 0 and 7 are refused with the reason.
    #[test]
    fn a_side_is_its_number_in_json() {
        for side in Side::all(Side::MAX) {
            let json = serde_json::to_value(side).unwrap();
            assert_eq!(json, u64::from(side.number()));
            assert_eq!(serde_json::from_value::<Side>(json).unwrap(), side);
        }
        for bad in [0, 7] {
            let err = serde_json::from_value::<Side>(bad.into()).unwrap_err();
            assert!(err.to_string().contains(&format!("no side {bad}")), "{err}");
        }
    }
}
