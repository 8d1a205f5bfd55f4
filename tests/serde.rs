//! With the `serde` feature: every serialized type round-trips, and corrupted data is
//! refused instead of building an invalid state.
#![cfg(feature = "serde")]

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::json;
use ssangryuk::bot::RandomBot;
use ssangryuk::{Action, GameRecord, RecordError, Rolls};
use ssangryuk::{
    DiceLeft, Game, Layout, Match, MatchFormat, Origin, PointCap, Position, Roll, RuleSet, Side,
    Variant,
};

fn round_trip<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(value: &T) {
    let text = serde_json::to_string(value).unwrap();
    let back: T = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(&back, value, "{text}");
}

fn refused<T: DeserializeOwned + std::fmt::Debug>(value: serde_json::Value) {
    let r: Result<T, _> = serde_json::from_value(value.clone());
    assert!(r.is_err(), "{value} was accepted as {r:?}");
}

fn played_game(v: Variant, number: u64, turns: usize) -> Game {
    let mut g = Game::new(v.rules(), number);
    let (mut black, mut white) = (RandomBot::new(number), RandomBot::new(!number));
    for _ in 0..turns {
        if g.outcome().is_some() {
            break;
        }
        ssangryuk::bot::play_turn(&mut g, &mut black, &mut white).unwrap();
    }
    g
}

#[test]
fn rule_sets_round_trip_and_bad_ones_are_refused() {
    for v in Variant::ALL {
        round_trip(&v);
        round_trip(&v.rules());
    }
    let mut layout = [0u8; 24];
    layout[23] = 3;
    layout[5] = 12;
    let custom = RuleSet::builder(Variant::L1931)
        .layout(Layout::Custom(layout))
        .build()
        .unwrap();
    round_trip(&custom);
    // Checked on the way in: 16 checkers on the 15-checker layout, five on a point of a
    // layout that stacks six, a zero cap, text that is not a rule set, the old object form.
    refused::<RuleSet>(json!("app;checkers=16"));
    refused::<RuleSet>(json!("sixteen;cap=5"));
    refused::<RuleSet>(json!("app;cap=0"));
    refused::<RuleSet>(json!("nonsense"));
    refused::<RuleSet>(json!({"checkers": 15}));
    refused::<Variant>(json!("BanSugoroku"));
}

/// One case convention: snake_case enum values and fields; rule sets and variants as their
/// text form and id.
#[test]
fn json_uses_snake_case_and_the_rules_text_form() {
    assert_eq!(
        serde_json::to_value(Variant::Mcst.rules()).unwrap(),
        json!("mcst")
    );
    let cap6 = RuleSet::builder(Variant::App)
        .cap(PointCap::AtMost(6))
        .build()
        .unwrap();
    assert_eq!(serde_json::to_value(cap6).unwrap(), json!("app;cap=6"));
    assert_eq!(
        serde_json::from_value::<RuleSet>(json!(" app;cap=6 ")).unwrap(),
        cap6
    );
    assert_eq!(
        serde_json::to_value(Variant::BanSugoroku).unwrap(),
        json!("bansugoroku")
    );
    assert_eq!(
        serde_json::to_value(PointCap::AtMost(5)).unwrap(),
        json!({"at_most": 5})
    );
    assert_eq!(
        serde_json::to_value(PointCap::Unlimited).unwrap(),
        json!("unlimited")
    );
    assert_eq!(
        serde_json::to_value(Layout::Standard).unwrap(),
        json!("standard")
    );
    assert_eq!(
        serde_json::to_value(ssangryuk::Goal::BearOffAll).unwrap(),
        json!("bear_off_all")
    );
    assert_eq!(
        serde_json::to_value(ssangryuk::Doubles::FourTimes).unwrap(),
        json!("four_times")
    );
    assert_eq!(
        serde_json::to_value(ssangryuk::Opening::OneDieEach).unwrap(),
        json!("one_die_each")
    );
    assert_eq!(
        serde_json::to_value(ssangryuk::Resting::NotAllowed).unwrap(),
        json!("not_allowed")
    );
    assert_eq!(serde_json::to_value(Side::White).unwrap(), json!("white"));
    let label = Side::Black.label(7).unwrap();
    assert_eq!(
        serde_json::to_value(label).unwrap(),
        json!({"row": "lower", "number": 7})
    );
    let start = Position::start(Variant::Sixteen.rules(), Side::Black);
    let v = serde_json::to_value(start).unwrap();
    assert_eq!(v["rules"], json!("sixteen"));
    assert_eq!(v["turn"], json!("black"));
}

#[test]
fn dice_steps_and_positions_round_trip_and_bad_ones_are_refused() {
    round_trip(&Roll::new(6, 2).unwrap());
    refused::<Roll>(json!([7, 1]));
    refused::<Roll>(json!([0, 1]));
    for r in Roll::all() {
        round_trip(&DiceLeft::new(r, ssangryuk::Doubles::FourTimes));
    }
    refused::<DiceLeft>(json!([3, 4, 5]));
    refused::<DiceLeft>(json!([3, 3, 3, 3, 3]));
    refused::<DiceLeft>(json!([9]));
    let g = played_game(Variant::App, 3, 12);
    round_trip(g.position());
    for s in g.position().legal_steps(Roll::new(5, 2).unwrap()) {
        round_trip(&s);
    }
    refused::<ssangryuk::Step>(json!({"from": 3, "to": 5, "die": 2, "hit": false}));
    refused::<ssangryuk::Step>(json!({"from": 30, "to": 24, "die": 6, "hit": false}));
    let mut bad = serde_json::to_value(g.position()).unwrap();
    bad["board"][1] = json!(9);
    refused::<Position>(bad);
    let mut bad = serde_json::to_value(g.position()).unwrap();
    bad["board"][0] = json!(-1);
    refused::<Position>(bad);
}

/// A step is read back exactly when it is one: a start 1 to 25 (25 the bar), a die 1 to
/// 6, the point the die reaches (or off, 0, from a start no higher than the die), and a
/// hit only where it lands on a point. Every field combination around those ranges.
#[test]
fn a_step_is_read_back_exactly_when_it_is_one() {
    let mut accepted = 0;
    for from in 0..=26u8 {
        for to in 0..=26u8 {
            for die in 0..=7u8 {
                for hit in [false, true] {
                    let raw = json!({"from": from, "to": to, "die": die, "hit": hit});
                    let read: Result<ssangryuk::Step, _> = serde_json::from_value(raw.clone());
                    let valid = (1..=25).contains(&from)
                        && (1..=6).contains(&die)
                        && to == from.saturating_sub(die)
                        && !(hit && to == 0);
                    assert_eq!(read.is_ok(), valid, "{raw}");
                    if let Ok(step) = read {
                        assert_eq!(serde_json::to_value(step).unwrap(), raw);
                        accepted += 1;
                    }
                }
            }
        }
    }
    // 25 starts by 6 dice; a hit is possible wherever the step does not bear off.
    let off = (1..=25u8)
        .map(|f| (1..=6u8).filter(|&d| f <= d).count())
        .sum::<usize>();
    assert_eq!(accepted, 2 * 25 * 6 - off);
}

/// A play is written as its mover, steps and resulting board (it is not read back: its
/// legality depends on the position and dice it came from); the steps read back as they were.
#[test]
fn plays_are_written_as_mover_steps_and_board() {
    let start = Position::start(Variant::Mcst.rules(), Side::White);
    for r in Roll::all() {
        for p in start.legal_plays(r) {
            let v = serde_json::to_value(p).unwrap();
            assert_eq!(v["mover"], serde_json::to_value(Side::White).unwrap());
            let steps: Vec<ssangryuk::Step> = serde_json::from_value(v["steps"].clone()).unwrap();
            assert_eq!(steps, p.steps());
            let board: Vec<i8> = serde_json::from_value(v["board"].clone()).unwrap();
            assert_eq!(board, p.board().to_vec());
        }
    }
}

#[test]
fn games_and_records_round_trip_and_replay_to_the_same_position() {
    for v in Variant::ALL {
        for turns in [0, 1, 7, 1000] {
            let g = played_game(v, 11, turns);
            round_trip(&g);
            let back: Game = serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
            assert_eq!(back.position(), g.position());
            round_trip(&g.record());
        }
    }
    // A game from a set-up position keeps its start.
    let pos = played_game(Variant::L1931, 2, 9).position().to_owned();
    let mut g = Game::from_position(pos, 77).unwrap();
    g.roll().unwrap();
    round_trip(&g);
    let mut outcome_game = played_game(Variant::App, 4, 1000);
    assert!(outcome_game.outcome().is_some());
    round_trip(&outcome_game.outcome().unwrap());
    assert!(outcome_game.roll().is_err());
}

/// A stored game's dice are game N's: one tampered roll is refused with the typed reason
/// (a program trusting "game N's dice replay" cannot be handed chosen dice), unless the
/// record declares dice from outside; a game rolled by hand records that itself.
#[test]
fn a_record_with_a_tampered_roll_is_refused_unless_it_declares_outside_dice() {
    let g = played_game(Variant::App, 5, 40);
    let mut record = g.record();
    assert_eq!(record.rolls, Rolls::Game);
    let v = serde_json::to_value(&record).unwrap();
    assert!(v.get("rolls").is_none(), "the default is not written: {v}");
    let last = record
        .actions
        .iter()
        .rposition(|a| matches!(a, Action::Roll(_)))
        .unwrap();
    record.actions.truncate(last + 1);
    let Action::Roll(own) = record.actions[last] else {
        unreachable!()
    };
    let chosen = if own == Roll::new(6, 6).unwrap() {
        Roll::new(5, 5).unwrap()
    } else {
        Roll::new(6, 6).unwrap()
    };
    record.actions[last] = Action::Roll(chosen);
    let error = Game::try_from(record.clone()).unwrap_err();
    assert_eq!(
        error,
        RecordError::NotTheGamesDice {
            index: last,
            roll: chosen,
            expected: own
        }
    );
    assert!(
        error.to_string().contains("not this game's roll"),
        "{error}"
    );
    refused::<Game>(serde_json::to_value(&record).unwrap());
    // Declared, the same record is read (its dice came from elsewhere).
    let mut v = serde_json::to_value(&record).unwrap();
    v["rolls"] = json!("outside");
    let back: Game = serde_json::from_value(v).unwrap();
    assert_eq!(back.record().rolls, Rolls::Outside);
    // A game rolled by hand says so in its own record, and round-trips.
    let mut by_hand = Game::new(Variant::App.rules(), 5);
    while by_hand.roll_with(Roll::new(6, 5).unwrap()).is_ok() {
        if by_hand.play_nth(0).is_err() {
            break;
        }
        if by_hand.actions().len() > 20 {
            break;
        }
    }
    assert_eq!(by_hand.record().rolls, Rolls::Outside);
    round_trip(&by_hand);
}

#[test]
fn corrupted_game_records_are_refused() {
    let g = played_game(Variant::App, 5, 6);
    let record = g.record();
    // An illegal step inserted after the first roll.
    let mut bad = record.clone();
    bad.actions.insert(
        1,
        Action::Step {
            from: Origin::Point(24),
            die: 5,
        },
    );
    let mut v = serde_json::to_value(&bad).unwrap();
    refused::<Game>(v.clone());
    // A rest under rules that forbid it.
    bad = record.clone();
    bad.actions.push(Action::Rest);
    refused::<Game>(serde_json::to_value(&bad).unwrap());
    // A die value out of range.
    v["actions"][0] = json!({"roll": [7, 1]});
    refused::<Game>(v);
    // A start position under other rules than the record's.
    let other = GameRecord {
        rules: Variant::L1931.rules(),
        number: 1,
        start: Some(Position::start(Variant::App.rules(), Side::Black)),
        actions: vec![],
        rolls: Rolls::Game,
    };
    refused::<Game>(serde_json::to_value(other).unwrap());
}

#[test]
fn matches_round_trip_and_corrupted_ones_are_refused() {
    let mut m = Match::new(Variant::App.rules(), 9, MatchFormat::BestOf(3)).unwrap();
    let (mut black, mut white) = (RandomBot::new(9), RandomBot::new(10));
    while m.winner().is_none() {
        if m.game().outcome().is_some() {
            m.next_game().unwrap();
        }
        ssangryuk::bot::play_out(m.game_mut(), &mut black, &mut white).unwrap();
        round_trip(&m);
    }
    let mut v = serde_json::to_value(&m).unwrap();
    // A game after the match was decided.
    let games = v["games"].as_array().unwrap().clone();
    let mut more = games.clone();
    more.push(json!([]));
    v["games"] = json!(more);
    refused::<Match>(v.clone());
    // An unfinished game followed by another.
    v["games"] = json!([[], []]);
    refused::<Match>(v);
    // A game's first roll not its own: refused, unless the match declares outside dice.
    let mut v = serde_json::to_value(&m).unwrap();
    let first = v["games"][0][0]["roll"].clone();
    let other = if first == json!([6, 6]) {
        json!([5, 5])
    } else {
        json!([6, 6])
    };
    v["games"][0] = json!([{ "roll": other }]);
    v["games"] = json!([v["games"][0].clone()]);
    refused::<Match>(v.clone());
    v["rolls"] = json!("outside");
    let back: Match = serde_json::from_value(v).unwrap();
    assert_eq!(ssangryuk::MatchRecord::from(back).rolls, Rolls::Outside);
}

/// A single game as a match: numbered as the game, from its own start position, decided
/// with the game, and stored with its start.
#[test]
fn a_single_game_is_a_match_of_one_and_round_trips_with_its_start() {
    let start = played_game(Variant::L1931, 4, 12).position().pass().pass();
    let game = Game::from_position(start, 77).unwrap();
    let mut m = Match::from_game(game.clone());
    assert_eq!(m.format(), MatchFormat::Single);
    assert_eq!((m.number(), m.game().number()), (77, 77));
    assert_eq!(m.game(), &game);
    let (mut black, mut white) = (RandomBot::new(1), RandomBot::new(2));
    ssangryuk::bot::play_out(m.game_mut(), &mut black, &mut white).unwrap();
    let winner = m.game().outcome().unwrap().winner;
    assert_eq!(m.winner(), Some(winner));
    assert!(m.next_game().is_err(), "a single game has no next");
    round_trip(&m);
    let v = serde_json::to_value(&m).unwrap();
    assert_eq!(v["format"], json!("single"));
    assert_eq!(v["start"], serde_json::to_value(start).unwrap());
    // Match::new numbers a single game as the match, unlike a best of.
    let one = Match::new(Variant::App.rules(), 5, MatchFormat::Single).unwrap();
    assert_eq!(one.game().number(), 5);
    let three = Match::new(Variant::App.rules(), 5, MatchFormat::BestOf(3)).unwrap();
    assert_ne!(three.game().number(), 5);
    // Only a single game may name a start.
    let mut v = serde_json::to_value(&three).unwrap();
    v["start"] = serde_json::to_value(start).unwrap();
    refused::<Match>(v);
}

#[cfg(feature = "rand")]
#[test]
fn any_rand_core_generator_can_be_the_dice() {
    use ssangryuk::RngDice;
    use std::convert::Infallible;
    /// A counter-based generator, enough to drive the dice.
    struct Counter(u64);
    impl rand_core::TryRng for Counter {
        type Error = Infallible;
        fn try_next_u32(&mut self) -> Result<u32, Infallible> {
            Ok(self.try_next_u64()? as u32)
        }
        fn try_next_u64(&mut self) -> Result<u64, Infallible> {
            self.0 += 1;
            Ok(ssangryuk_cited::random::mix64(self.0))
        }
        fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
            for b in dst {
                *b = self.try_next_u64()? as u8;
            }
            Ok(())
        }
    }
    let mut dice = RngDice(Counter(0));
    let mut g = Game::new(Variant::App.rules(), 0);
    let mut seen = [0u32; 6];
    for _ in 0..600 {
        let r = ssangryuk::DiceSource::roll(&mut dice);
        for d in r.dice() {
            seen[d as usize - 1] += 1;
        }
    }
    assert!(seen.iter().all(|&n| n > 150), "{seen:?}");
    g.roll_from(&mut dice).unwrap();
}
