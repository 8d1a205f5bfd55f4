//! The bots: greedy captures first then makes progress; the searcher beats random play.

mod common;
use common::*;
use yutnori::bot::{
    play_against_itself, play_out, Bot, BotError, BotKind, ExpectiBot, ExpertBot, GreedyBot,
    RandomBot,
};
use yutnori::{Game, Place, Throw, ThrowModel, Variant};

#[test]
fn greedy_captures_first() {
    // 개 could take the piece on 18 home, but 3 → 5 captures.
    let g = spend(
        Variant::Dominant.rules(),
        side(1),
        &[Throw::Gae],
        &[(2, 0, &[(3, 1), (18, 1)]), (3, 0, &[(5, 1)])],
    );
    assert_eq!(GreedyBot.choose(&g), Some(mv(Throw::Gae, at(3), at(5))));
}

#[test]
fn greedy_then_makes_progress() {
    // 걸 from 5 (the shortcut to 방) saves more pips than entering or moving the piece on 10.
    let g = spend(
        Variant::Dominant.rules(),
        side(1),
        &[Throw::Geol],
        &[(2, 0, &[(5, 1), (12, 1)]), (4, 0, &[])],
    );
    let choice = GreedyBot.choose(&g).unwrap();
    let best = g
        .legal_actions()
        .into_iter()
        .map(|a| g.after(a).unwrap().position().pips(side(1)))
        .min()
        .unwrap();
    assert_eq!(g.after(choice).unwrap().position().pips(side(1)), best);
}

#[test]
fn greedy_captures_even_for_less_progress_and_otherwise_goes_furthest() {
    // Free order, 도 and 걸 held: 도 from 3 captures on 4; 걸 from 11 gains the most pips.
    let sides: &[SideSpec<'_>] = &[(0, 2, &[(3, 1), (11, 1)]), (3, 0, &[(4, 1)])];
    let g = spend(
        Variant::Reorder.rules(),
        side(1),
        &[Throw::Do, Throw::Geol],
        sides,
    );
    assert_eq!(GreedyBot.choose(&g), Some(mv(Throw::Do, at(3), at(4))));
    // Nothing to capture: the move that leaves the fewest pips (걸 from 3 would pass the
    // corner at 5 and lose the shortcut).
    let sides: &[SideSpec<'_>] = &[(0, 2, &[(3, 1), (11, 1)]), (4, 0, &[])];
    let g = spend(
        Variant::Reorder.rules(),
        side(1),
        &[Throw::Do, Throw::Geol],
        sides,
    );
    assert_eq!(GreedyBot.choose(&g), Some(mv(Throw::Geol, at(11), at(14))));
}

#[test]
fn greedy_wins_rather_than_captures() {
    // Two home, the other two stacked on 19: 개 takes them home and wins; 도 would capture
    // on 참먹이.
    let sides: &[SideSpec<'_>] = &[(0, 2, &[(19, 2)]), (3, 0, &[(0, 1)])];
    let g = spend(
        Variant::Reorder.rules(),
        side(1),
        &[Throw::Do, Throw::Gae],
        sides,
    );
    assert_eq!(
        GreedyBot.choose(&g),
        Some(mv(Throw::Gae, at(19), Place::Finished))
    );
}

#[test]
fn greedy_breaks_ties_by_the_first_legal_action() {
    // Three moves of 걸, each 3 pips and no capture.
    let sides: &[SideSpec<'_>] = &[(2, 0, &[(5, 1), (12, 1)]), (4, 0, &[])];
    let g = spend(Variant::Dominant.rules(), side(1), &[Throw::Geol], sides);
    let pips: Vec<u32> = g
        .legal_actions()
        .iter()
        .map(|&a| g.after(a).unwrap().position().pips(side(1)))
        .collect();
    assert!(
        pips.len() == 3 && pips.iter().all(|&p| p == pips[0]),
        "{pips:?}"
    );
    assert_eq!(GreedyBot.choose(&g), g.legal_actions().first().copied());
}

#[test]
fn the_searchers_break_ties_by_the_first_legal_action() {
    // One piece on 1 and 도, 개 held in free order: either order ends on 4, so both first
    // actions are worth the same.
    let sides: &[SideSpec<'_>] = &[(0, 3, &[(1, 1)]), (4, 0, &[])];
    let g = spend(
        Variant::Reorder.rules(),
        side(1),
        &[Throw::Do, Throw::Gae],
        sides,
    );
    let actions = g.legal_actions();
    assert_eq!(actions.len(), 2);
    let choice = ExpectiBot::new().choose(&g);
    assert_eq!(choice, Some(actions[0]));
    // The expert too: the first result held, then the first move of it.
    let choice = ExpertBot::new().choose(&g);
    assert_eq!(choice, Some(mv(Throw::Do, at(1), at(2))));
}

/// FNV-1a over the text of every play of `games` games of `bot` against itself.
fn digest(bot: &mut dyn Bot, rules: yutnori::YutRules, games: std::ops::Range<u64>) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for n in games {
        let mut game = Game::new(rules, n);
        let record = play_against_itself(&mut game, bot).unwrap();
        assert_eq!(game.winner(), Some(record.winner));
        for entry in &record.record.entries {
            let text = match *entry {
                yutnori::Entry::Threw { throw, .. } => throw.to_string(),
                yutnori::Entry::Acted { action, .. } => action.to_string(),
                yutnori::Entry::Nak { .. } => "nak".to_owned(),
            };
            for b in text.bytes().chain([b' ']) {
                h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
            }
        }
    }
    h
}

/// The searching bots' play, pinned: a digest of their choices in fixed games, as a chess
/// engine keeps its `bench` node count as a signature. Their evaluations are heuristics
/// and fits, so their play is the behaviour to guard: a change meant to change it updates
/// these numbers, after measuring the new strength in the arena (the lab's `yut-arena`).
/// (The expert's evaluation goes through `f64::exp`; a platform whose `exp` rounds
/// differently could, rarely, break a near tie the other way.)
#[test]
fn the_searching_bots_play_is_pinned() {
    let three_sides = Variant::Dominant
        .rules()
        .to_builder()
        .sides(3)
        .build()
        .unwrap();
    let two = Variant::Dominant
        .rules()
        .to_builder()
        .pieces(2)
        .build()
        .unwrap();
    let mut expecti = ExpectiBot::new();
    let mut expert = ExpertBot::new();
    let got = [
        digest(&mut expecti, Variant::Dominant.rules(), 0..3),
        digest(&mut expecti, Variant::Reorder.rules(), 0..2),
        digest(&mut expert, Variant::Dominant.rules(), 0..1),
        digest(&mut expert, two, 0..2),
        digest(&mut expecti, three_sides, 0..1),
        // A budget small enough to cut the search.
        digest(
            &mut ExpectiBot::new().with_budget(12),
            Variant::Reorder.rules(),
            0..3,
        ),
    ];
    let pinned = [
        0x068d_d65a_82f4_eee4,
        0x3cb6_1145_3f76_321f,
        0xd31b_10c5_2937_cb2a,
        0x4781_71c1_4c4b_0cad,
        0xfe0e_ac98_0984_d5e2,
        0x520d_cebb_0aae_2b74,
    ];
    assert_eq!(got, pinned, "{got:#x?}");
}

#[test]
fn where_passing_is_allowed_the_expert_still_takes_the_winning_move() {
    let rules = Variant::Reorder
        .rules()
        .to_builder()
        .must_use(yutnori::MustUse::MayPass)
        .build()
        .unwrap();
    let sides: &[SideSpec<'_>] = &[(0, 3, &[(19, 1)]), (4, 0, &[])];
    let g = spend(rules, side(1), &[Throw::Gae], sides);
    assert!(g.legal_actions().contains(&yutnori::Action::Pass));
    let win = mv(Throw::Gae, at(19), Place::Finished);
    assert_eq!(ExpertBot::new().choose(&g), Some(win));
}

#[test]
fn every_bot_reports_under_its_own_name() {
    let names = [
        RandomBot::new(1).name(),
        GreedyBot.name(),
        ExpectiBot::new().name(),
        ExpertBot::new().name(),
    ];
    assert_eq!(names, ["random", "greedy", "expectimax", "expert"]);
}

#[test]
fn bots_only_choose_legal_actions_and_none_when_throwing() {
    let mut g = Game::new(Variant::Local.rules(), 0);
    let mut bots: [Box<dyn Bot>; 3] = [
        Box::new(RandomBot::new(1)),
        Box::new(GreedyBot),
        Box::new(ExpectiBot::new()),
    ];
    for b in bots.iter_mut() {
        assert_eq!(b.choose(&g), None);
    }
    g.throw_with(Throw::Yut).unwrap();
    g.throw_with(Throw::Gae).unwrap();
    for b in bots.iter_mut() {
        let a = b.choose(&g).unwrap();
        assert!(g.legal_actions().contains(&a), "{} chose {a}", b.name());
    }
}

/// A game between bots is game N's: the same number and seeds play the same game, its
/// record replays to the game as it ended, and the game drew its own throws
/// ([`yutnori::Throws::Game`]).
#[test]
fn games_replay_from_their_number() {
    let rules = Variant::Dominant.rules();
    let run = |n| {
        let (mut a, mut b) = (RandomBot::new(n), RandomBot::new(n + 1));
        let mut game = Game::new(rules, n);
        let played = play_out(&mut game, &mut [&mut a, &mut b]).unwrap();
        (played, game)
    };
    for n in 0..10 {
        let (played, game) = run(n);
        assert_eq!(game.winner(), Some(played.winner));
        assert_eq!(played, run(n).0);
        assert_eq!(played.record, game.record());
        assert_eq!(played.record.throws, yutnori::Throws::Game);
        assert_eq!(played.record.replay(), Ok(game.clone()));
        // Throw k was game N's throw k, read by the rules.
        let throws: Vec<Throw> = played
            .record
            .entries
            .iter()
            .filter_map(|e| match *e {
                yutnori::Entry::Threw { throw, .. } => Some(throw),
                _ => None,
            })
            .collect();
        assert_eq!(throws.len() as u64, game.throw_count());
        for (k, t) in throws.into_iter().enumerate() {
            let sticks = ThrowModel::TEXTBOOK.reproducible(n, k as u64);
            assert_eq!(t, sticks.result(&rules), "game {n}, throw {k}");
        }
        // A game already over plays nothing more.
        let mut over = game.clone();
        let (mut a, mut b) = (RandomBot::new(0), RandomBot::new(0));
        let again = play_out(&mut over, &mut [&mut a, &mut b]).unwrap();
        assert_eq!((again, over), (played, game));
    }
}

/// A bot that always passes never ends a game where passing is allowed: `play_out` stops
/// it after [`yutnori::bot::MAX_THROWS`] throws with a typed error, the game left where it
/// stood.
#[test]
fn a_game_that_never_ends_is_stopped_with_a_typed_error() {
    struct Passer;
    impl Bot for Passer {
        fn name(&self) -> &'static str {
            "passer"
        }
        fn choose(&mut self, game: &Game) -> Option<yutnori::Action> {
            game.legal_actions().last().copied()
        }
    }
    let rules = Variant::Reorder
        .rules()
        .to_builder()
        .must_use(yutnori::MustUse::MayPass)
        .build()
        .unwrap();
    let mut game = Game::new(rules, 3);
    let result = play_out(&mut game, &mut [&mut Passer, &mut Passer]);
    let max = yutnori::bot::MAX_THROWS;
    assert_eq!(result, Err(BotError::TooLong { throws: max }));
    assert_eq!(game.throw_count(), max);
    assert_eq!(game.winner(), None);
    assert!(BotError::TooLong { throws: max }
        .message(yutnori::Lang::Ko)
        .contains("100000"));
}

#[test]
fn expectimax_beats_random_play() {
    // 40 games, seats swapped every game; random play wins about one game in ten.
    let rules = Variant::Dominant.rules();
    let mut wins = 0;
    for n in 0..40u64 {
        let mut strong = ExpectiBot::new().with_budget(300);
        let mut weak = RandomBot::new(n);
        let strong_first = n % 2 == 0;
        let mut seats: [&mut dyn Bot; 2] = if strong_first {
            [&mut strong, &mut weak]
        } else {
            [&mut weak, &mut strong]
        };
        let w = play_out(&mut Game::new(rules, n), &mut seats)
            .unwrap()
            .winner;
        if (w == side(1)) == strong_first {
            wins += 1;
        }
    }
    assert!(wins >= 28, "expectimax won only {wins} of 40");
}

/// Issue 23: `play_out` with no bots stopped without a winner, and with fewer bots than sides
/// it gave a bot two sides' seats. It refuses both (a bot against itself is
/// `play_against_itself`).
#[test]
fn play_out_wants_one_bot_a_side() {
    for sides in [2u8, 3, 4] {
        let rules = Variant::Dominant
            .rules()
            .to_builder()
            .sides(sides)
            .build()
            .unwrap();
        let mut bots: Vec<RandomBot> = (0..6).map(RandomBot::new).collect();
        for count in 0..=6 {
            let mut seats: Vec<&mut dyn Bot> = bots
                .iter_mut()
                .take(count)
                .map(|b| b as &mut dyn Bot)
                .collect();
            let mut game = Game::new(rules, 7);
            let result = play_out(&mut game, &mut seats);
            let expected = match count {
                0 => Err(BotError::NoBot),
                c if c != usize::from(sides) => Err(BotError::Seats { bots: c, sides }),
                _ => Ok(()),
            };
            assert_eq!(
                result.map(|p| assert_eq!(game.winner(), Some(p.winner))),
                expected
            );
            if expected.is_err() {
                assert_eq!(
                    game,
                    Game::new(rules, 7),
                    "refused before anything is played"
                );
            }
        }
        let mut one = RandomBot::new(1);
        let mut game = Game::new(rules, 7);
        let played = play_against_itself(&mut game, &mut one).unwrap();
        assert_eq!(game.winner(), Some(played.winner));
    }
}

/// A chain of 윷 longer than the searchers look ahead (issue 23: a game holds any number):
/// every bot still picks a legal action.
#[test]
fn every_bot_acts_legally_with_a_hundred_results_held() {
    let mut g = Game::new(Variant::Dominant.rules(), 0);
    for _ in 0..100 {
        g.throw_with(Throw::Yut).unwrap();
    }
    g.throw_with(Throw::Do).unwrap();
    for kind in BotKind::ALL {
        let mut bot = kind.build(1);
        let action = bot.choose(&g).unwrap();
        assert_eq!(g.check(action), None, "{kind}: {action}");
    }
}
