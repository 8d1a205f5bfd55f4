//! Bots: every choice is one of the legal plays, each side's decisions go to its own bot,
//! bot games replay, and the personalities differ the way the seed app says.

use ssangryuk::arena::Arena;
use ssangryuk::bot::{Bot, BotKind};
use ssangryuk::bot::{BotError, ExpertBot, FeatureBot, HandEval, Weights};
use ssangryuk::Phase;
use ssangryuk::{DiceLeft, Game, Play, Position, Side, Variant};

/// Wraps a bot, checks that it is offered exactly the legal plays and answers one of
/// them, and records whose decisions it was given.
struct Checked {
    bot: Box<dyn Bot + Send>,
    sides: Vec<Side>,
}

impl Bot for Checked {
    fn choose(&mut self, position: &Position, dice: &DiceLeft, plays: &[Play]) -> usize {
        assert!(
            !plays.is_empty(),
            "a bot is asked only when there is a play"
        );
        let mut legal: Vec<_> = ssangryuk::MoveGen::new()
            .plays_with(position, dice)
            .iter()
            .map(|p| *p.board())
            .collect();
        let mut offered: Vec<_> = plays.iter().map(|p| *p.board()).collect();
        legal.sort_unstable();
        offered.sort_unstable();
        assert_eq!(
            legal, offered,
            "the bot was offered exactly the legal plays"
        );
        self.sides.push(position.turn());
        let i = self.bot.choose(position, dice, plays);
        assert!(i < plays.len(), "index {i} of {}", plays.len());
        i
    }
}

fn checked(kind: BotKind, seed: u64) -> Checked {
    Checked {
        bot: kind.build(seed),
        sides: Vec::new(),
    }
}

#[test]
fn bots_choose_only_legal_plays_in_every_preset() {
    // Thousands of games per preset by the cheap bots, a few by the searching one.
    let cheap = [BotKind::Random, BotKind::Greedy, BotKind::Safe];
    for v in Variant::ALL {
        for n in 0..1000u64 {
            let mut black = checked(cheap[n as usize % 3], n);
            let mut white = checked(cheap[(n as usize / 3) % 3], !n);
            let played =
                ssangryuk::bot::play_out(&mut Game::new(v.rules(), n), &mut black, &mut white)
                    .unwrap();
            assert!(played.outcome.points >= 1);
        }
        for n in 0..4u64 {
            let mut black = checked(BotKind::Expert, n);
            let mut white = checked(BotKind::Safe, n);
            ssangryuk::bot::play_out(&mut Game::new(v.rules(), n), &mut black, &mut white).unwrap();
        }
    }
}

#[test]
fn each_side_decides_with_its_own_bot_from_the_opening_on() {
    for v in Variant::ALL {
        for n in 0..40u64 {
            let mut black = checked(BotKind::Random, n);
            let mut white = checked(BotKind::Greedy, n);
            let mut game = Game::new(v.rules(), n);
            let played = ssangryuk::bot::play_out(&mut game, &mut black, &mut white).unwrap();
            assert!(black.sides.iter().all(|&s| s == Side::Black));
            assert!(white.sides.iter().all(|&s| s == Side::White));
            // Every turn that was played (not passed) was decided by one bot or the other.
            let replayed = Game::replay(v.rules(), n, &played.record.actions).unwrap();
            let transcript = replayed.transcript(ssangryuk::Lang::En, ssangryuk::Numbering::Mover);
            let played_turns = transcript
                .lines()
                .filter(|l| l.contains(": ") && !l.contains("no move") && !l.starts_with('#'))
                .filter(|l| l.split(':').next().is_some_and(|h| h.contains('.')))
                .count();
            assert_eq!(
                black.sides.len() + white.sides.len(),
                played_turns,
                "{transcript}"
            );
            assert!(!black.sides.is_empty() && !white.sides.is_empty());
        }
    }
}

#[test]
fn the_first_play_after_a_hand_rolled_opening_goes_to_the_winner_of_the_opening() {
    for n in 0..20u64 {
        let mut game = Game::new(Variant::App.rules(), n);
        while game.phase() == Phase::Opening {
            game.roll().unwrap();
        }
        let mover = game.turn().unwrap();
        let (mut black, mut white) = (checked(BotKind::Safe, 1), checked(BotKind::Safe, 2));
        ssangryuk::bot::play_turn(&mut game, &mut black, &mut white).unwrap();
        let (asked, idle) = match mover {
            Side::Black => (&black, &white),
            Side::White => (&white, &black),
        };
        assert_eq!(asked.sides, vec![mover]);
        assert!(idle.sides.is_empty());
    }
}

#[test]
fn a_bot_answering_outside_the_list_is_a_typed_error() {
    struct Wrong;
    impl Bot for Wrong {
        fn choose(&mut self, _: &Position, _: &DiceLeft, plays: &[Play]) -> usize {
            plays.len()
        }
    }
    let err = ssangryuk::bot::play_out(
        &mut Game::new(Variant::App.rules(), 3),
        &mut Wrong,
        &mut Wrong,
    )
    .unwrap_err();
    assert!(matches!(err, BotError::BadChoice { index, plays, .. } if index == plays));
    assert!(err.message(ssangryuk::Lang::Ko).contains("봇"));
}

#[test]
fn bot_games_replay_exactly_for_the_same_seeds() {
    for kind in BotKind::ALL {
        let play = |seed| {
            let mut black = kind.build(seed);
            let mut white = BotKind::Greedy.build(seed + 1);
            ssangryuk::bot::play_out(
                &mut Game::new(Variant::Mcst.rules(), 11),
                black.as_mut(),
                white.as_mut(),
            )
            .unwrap()
        };
        assert_eq!(play(5), play(5), "{kind}");
    }
    // The seed matters for a random player.
    let a = ssangryuk::bot::play_out(
        &mut Game::new(Variant::Mcst.rules(), 11),
        &mut ssangryuk::bot::RandomBot::new(1),
        &mut ssangryuk::bot::RandomBot::new(2),
    )
    .unwrap();
    let b = ssangryuk::bot::play_out(
        &mut Game::new(Variant::Mcst.rules(), 11),
        &mut ssangryuk::bot::RandomBot::new(3),
        &mut ssangryuk::bot::RandomBot::new(2),
    )
    .unwrap();
    assert_ne!(a.record, b.record);
}

// Seed 002: "욕심 봇은 잡으러 오고 안전 봇은 길을 막습니다".
#[test]
fn the_greedy_bot_hits_more_and_the_safe_bot_leaves_fewer_blots() {
    let r = Arena::new(Variant::App.rules(), BotKind::Greedy, BotKind::Safe)
        .games(60)
        .seed(3)
        .run()
        .unwrap();
    assert!(r.hits_per_game[0] > r.hits_per_game[1], "{}", r.table());
    assert!(r.blots_per_turn[1] < r.blots_per_turn[0], "{}", r.table());
}

#[test]
fn the_personalities_weigh_hits_and_blots_as_named() {
    // The greedy weighting values a hit more, the safe one fears a blot more.
    let (g, s) = (Weights::GREEDY, Weights::SAFE);
    assert!(g.hits > s.hits && g.opp_bar > s.opp_bar);
    assert!(s.blots < g.blots && s.shots < g.shots && s.points > g.points);
    let bot = FeatureBot::new(Weights::SAFE, 1);
    assert_eq!(bot.weights(), &Weights::SAFE);
}

#[test]
fn the_expert_takes_a_sure_win_and_its_search_can_be_switched_off() {
    use ssangryuk::{Roll, RuleSet};
    // Two checkers left on the 1 and 2 points with 2-1: bearing both off wins.
    let rules: RuleSet = Variant::L1931.rules();
    let mut b = [0i8; 26];
    b[1] = 1;
    b[2] = 1;
    b[20] = -15;
    let pos = Position::from_board(rules, Side::Black, b).unwrap();
    let roll = Roll::new(2, 1).unwrap();
    let plays = pos.legal_plays(roll);
    let dice = DiceLeft::new(roll, rules.doubles());
    for width in [0, 6] {
        let mut e = ExpertBot::new(HandEval::default()).with_width(width);
        let i = e.choose(&pos, &dice, &plays);
        assert_eq!(pos.after_play(&plays[i]).winner(), Some(Side::Black));
    }
}

#[test]
fn the_expert_beats_the_random_bot() {
    let r = Arena::new(Variant::App.rules(), BotKind::Expert, BotKind::Random)
        .games(10)
        .seed(2)
        .run()
        .unwrap();
    assert!(r.wins[0] >= 9, "{}", r.table());
}

#[test]
fn a_variant_row_counts_gammons_only_where_the_rules_score_them() {
    let row = |v: Variant| {
        Arena::new(v.rules(), BotKind::Greedy, BotKind::Safe)
            .games(2)
            .run()
            .unwrap()
            .variant_row()
    };
    let heading_columns = ssangryuk::arena::Report::VARIANT_HEADING
        .lines()
        .next()
        .unwrap()
        .matches('|')
        .count();
    let app = row(Variant::App);
    assert!(
        app.starts_with("| `app` |") && app.ends_with("| — | — |"),
        "{app}"
    );
    let l1931 = row(Variant::L1931);
    assert!(!l1931.contains('—'), "{l1931}");
    assert_eq!(l1931.matches('|').count(), heading_columns);
}

#[test]
fn every_bot_has_a_name_of_its_own_in_both_languages() {
    use ssangryuk::Lang;
    assert_eq!(BotKind::Expert.name(Lang::Ko), "고수 봇");
    assert_eq!(BotKind::Random.name(Lang::En), "random bot");
    for lang in Lang::ALL {
        let mut names: Vec<&str> = BotKind::ALL.iter().map(|k| k.name(lang)).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), BotKind::ALL.len(), "{lang:?}");
    }
    for k in BotKind::ALL {
        assert!(k.name(Lang::En).starts_with(k.id()), "{k:?}");
        assert!(k.name(Lang::Ko).ends_with(" 봇"), "{k:?}");
    }
}

#[test]
fn a_bot_error_says_why_in_both_languages() {
    use ssangryuk::Lang;
    let e = BotError::Deadlocked;
    assert_eq!(
        e.to_string(),
        "neither side can ever move again: the game cannot end"
    );
    assert_eq!(e.to_string(), e.message(Lang::En));
    assert!(e.message(Lang::Ko).contains("끝나지 않습니다"));
    let e = BotError::BadChoice {
        side: Side::White,
        index: 7,
        plays: 3,
    };
    assert_eq!(e.to_string(), "the white bot chose play 7 of 3");
}

#[test]
fn a_depth_reaches_the_bots_that_search_and_only_them() {
    let record = |mut black: Box<dyn Bot + Send>| {
        let mut white = BotKind::Greedy.build(6);
        ssangryuk::bot::play_out(
            &mut Game::new(Variant::App.rules(), 11),
            black.as_mut(),
            white.as_mut(),
        )
        .unwrap()
        .record
    };
    for kind in BotKind::ALL {
        let (shallow, usual) = (record(kind.build_at(5, 0)), record(kind.build_at(5, 1)));
        assert_eq!(usual, record(kind.build(5)), "{kind}: one ply by default");
        assert_eq!(shallow != usual, kind.searches(), "{kind}");
    }
    let arena = |plies| {
        Arena::new(Variant::App.rules(), BotKind::Classic, BotKind::Greedy)
            .games(2)
            .seed(4)
            .plies(plies)
            .run()
            .unwrap()
    };
    let usual = arena([1, 1]);
    assert_ne!(arena([0, 1]), usual, "the arena's depth reaches classic");
    assert_eq!(arena([1, 0]), usual, "and not greedy");
}
