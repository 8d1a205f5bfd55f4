//! Teams whose members take turns to throw, and individual games of more than two sides.

use yutnori::bot::{play_out, Bot, Played, RandomBot};
use yutnori::Entry;
use yutnori::{Access, Event, Field, Game, RulesError, Side, Throw, Variant};

fn side(n: u8) -> Side {
    Side::new(n).unwrap()
}

#[test]
fn members_of_a_team_throw_in_turn() {
    // Two teams of two: team 1's member 0, team 2's member 0, team 1's member 1, ...
    let rules = Variant::Dominant
        .rules()
        .to_builder()
        .members(2)
        .build()
        .unwrap();
    let mut g = Game::new(rules, 0);
    assert_eq!((g.turn(), g.thrower()), (side(1), 0));
    g.throw_with(Throw::Do).unwrap();
    g.apply(g.legal_actions()[0]).unwrap();
    assert_eq!((g.turn(), g.thrower()), (side(2), 0));
    g.throw_with(Throw::Gae).unwrap();
    let ev = g.apply(g.legal_actions()[0]).unwrap();
    assert!(
        ev.contains(&Event::Thrower {
            side: side(1),
            member: 1
        }),
        "{ev:?}"
    );
    assert_eq!((g.turn(), g.thrower()), (side(1), 1));
    // The state keeps whose throw it is.
    let st = g.state();
    assert_eq!(st.throwers, vec![1, 1]);
    assert_eq!(Game::from_state(rules, &st, 0).unwrap().thrower(), 1);
    let mut bad = st.clone();
    bad.throwers = vec![2, 0];
    assert!(Game::from_state(rules, &bad, 0).is_err());
}

#[test]
fn members_are_one_to_six_and_cited() {
    assert_eq!(
        Variant::Dominant.rules().to_builder().members(0).build(),
        Err(RulesError::Members(0))
    );
    for n in 0..=8u8 {
        let b = Variant::Dominant.rules().to_builder().members(n);
        assert_eq!(b.build().is_ok(), (1..=6).contains(&n), "{n}");
        // `TryFrom` is `build`.
        assert_eq!(yutnori::YutRules::try_from(b), b.build());
    }
    let teams = Variant::Dominant
        .rules()
        .to_builder()
        .members(3)
        .build()
        .unwrap();
    assert!(teams
        .citations(Field::Members)
        .any(|c| c.access == Access::Quoted));
    assert!(Field::ThrowingOrder
        .citations()
        .iter()
        .all(|c| c.access == Access::Interpretation));
}

fn play(rules: yutnori::YutRules, n: u64) -> (Played, Game) {
    let mut bots: Vec<RandomBot> = (0..rules.sides())
        .map(|s| RandomBot::new(n + u64::from(s)))
        .collect();
    let mut seats: Vec<&mut dyn Bot> = bots.iter_mut().map(|b| b as &mut dyn Bot).collect();
    let mut game = Game::new(rules, n);
    let played = play_out(&mut game, &mut seats).unwrap();
    assert_eq!(played.record.replay(), Ok(game.clone()));
    (played, game)
}

#[test]
fn a_two_by_two_team_game_records_who_threw() {
    let rules = Variant::Dominant
        .rules()
        .to_builder()
        .members(2)
        .build()
        .unwrap();
    let (rec, _) = play(rules, 5);
    // Every turn of a team is thrown by the member after the one before.
    let mut last = [None, None];
    for p in rec
        .record
        .entries
        .iter()
        .filter(|p| matches!(p, Entry::Threw { .. }))
    {
        let side = p.side().index();
        if let Some(m) = last[side] {
            assert!(p.member() == m || p.member() == (m + 1) % 2);
        }
        last[side] = Some(p.member());
    }
    assert!(rec.record.entries.iter().any(|p| p.member() == 1));
}

#[test]
fn a_four_player_game_runs_to_a_winner() {
    let rules = Variant::Dominant
        .rules()
        .to_builder()
        .sides(4)
        .build()
        .unwrap();
    for n in 0..5 {
        let (rec, game) = play(rules, n);
        let w = rec.winner;
        assert!(w.number() <= 4);
        assert_eq!(game.position().finished(w), rules.pieces());
        let sides: std::collections::BTreeSet<Side> =
            rec.record.entries.iter().map(|p| p.side()).collect();
        assert_eq!(sides.len(), 4);
    }
}
