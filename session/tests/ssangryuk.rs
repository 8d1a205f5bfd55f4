//! 쌍륙 sessions as the app and the page drive them: seats, hand-entered dice, the
//! hand-over between people, routes of several dice, bots here or elsewhere, and a session
//! saved at any moment resuming to the same game and log.

use ssangryuk::bot::BotKind;
use ssangryuk::{Destination, Lang, MatchFormat, Numbering, Origin, Roll, Rolls, Side, Variant};
use ssangryuk_cited::random::SplitMix64;
use ssangryuk_session::ssangryuk::{Next, Setup, SsangryukSession};
use ssangryuk_session::{Saved, Seat, SessionError, Throws};

fn hot_seat(throws: Throws, number: u64) -> SsangryukSession {
    let mut setup = Setup::against(Variant::App.rules(), number, BotKind::Expert);
    setup.seats = ["human:철수".parse().unwrap(), "human:영희".parse().unwrap()];
    setup.throws = throws;
    SsangryukSession::new(setup).unwrap()
}

/// Dice thrown at the table: any two faces (the opening's two differ sometimes, tie
/// sometimes).
fn table_dice(rng: &mut SplitMix64) -> Roll {
    Roll::new(rng.below(6) as u8 + 1, rng.below(6) as u8 + 1).unwrap()
}

/// One action of whoever is to act: dice from `rng`, a person's listed play `pick`
/// (wrapped to the list), a bot's turn.
fn act(s: &mut SsangryukSession, rng: &mut SplitMix64, pick: usize) {
    match s.next() {
        Next::Roll(_) => s.roll().unwrap(),
        Next::EnterDice(_) => s.enter_dice(table_dice(rng)).unwrap(),
        Next::Move(_) => {
            let n = s.game().legal_plays().len();
            s.play_nth(pick % n).unwrap();
        }
        Next::Bot(_) => s.bot_turn().unwrap(),
        Next::NextGame => s.next_game().unwrap(),
        Next::Over => panic!("nothing to do"),
    }
}

fn resumed(s: &SsangryukSession) -> SsangryukSession {
    let text = Saved::Ssangryuk(s.saved()).to_json();
    let Saved::Ssangryuk(saved) = Saved::from_json(&text).unwrap() else {
        panic!("a 쌍륙 session reads back as one");
    };
    SsangryukSession::resume(&saved).unwrap()
}

/// Two people with real dice play a whole game; saved and resumed after every action, the
/// session is the same game with the same log and goes on to the same end.
#[test]
fn a_hot_seat_game_with_hand_dice_resumes_anywhere_to_the_same_end() {
    let mut s = hot_seat(Throws::Hand, 3);
    let mut rng = SplitMix64::new(11);
    let mut actions = 0;
    while s.next() != Next::Over {
        act(&mut s, &mut rng, actions);
        actions += 1;
        let again = resumed(&s);
        assert_eq!(again.game(), s.game());
        assert_eq!(again.log(), s.log());
        assert_eq!(again.next(), s.next());
        assert!(actions < 2000, "the game ends");
    }
    let saved = s.saved();
    assert_eq!(saved.throws, Throws::Hand);
    assert_eq!(saved.record.rolls, Rolls::Outside, "hand dice are marked");
    let json = Saved::Ssangryuk(saved).to_json();
    assert!(
        json.starts_with(
            r#"{"game":"ssangryuk","seats":["human:철수","human:영희"],"throws":"hand""#
        ),
        "{json}"
    );
    let outcome = s.game().outcome().unwrap();
    assert!(
        s.prompt(Lang::Ko).contains("이겼습니다"),
        "{}",
        s.prompt(Lang::Ko)
    );
    let last = s.line(s.log().last().unwrap(), Lang::Ko, Numbering::Labels);
    let name = if outcome.winner == Side::Black {
        "철수"
    } else {
        "영희"
    };
    assert!(last.starts_with(&format!("{name}: ")), "{last}");
}

/// On one shared screen the screen is handed over when the next person is another one,
/// and never to or from a bot.
#[test]
fn the_screen_is_handed_over_between_people_not_to_a_bot() {
    let mut s = hot_seat(Throws::Drawn, 5);
    assert_eq!(s.handover(), None, "the opening belongs to no one");
    let mut rng = SplitMix64::new(1);
    let mut handed = 0;
    for i in 0..40 {
        let before = s.next();
        act(&mut s, &mut rng, i);
        if let Some(side) = s.handover() {
            handed += 1;
            assert!(matches!(s.next(), Next::Roll(Some(x)) | Next::Move(x) if x == side));
            assert!(s.prompt(Lang::Ko).starts_with(&s.who(side, Lang::Ko)));
        }
        let _ = before;
    }
    assert!(handed >= 5, "turns alternate: {handed}");
    let mut setup = Setup::against(Variant::App.rules(), 5, BotKind::Greedy);
    setup.seats[0] = Seat::PERSON;
    let mut alone = SsangryukSession::new(setup).unwrap();
    for i in 0..40 {
        act(&mut alone, &mut rng, i);
        assert_eq!(alone.handover(), None, "one person against a bot");
    }
}

/// A bot plays its own turns with drawn dice; with hand dice a person enters its dice
/// first, and only then does it play.
#[test]
fn a_bots_dice_are_entered_by_hand_then_it_plays() {
    let mut setup = Setup::against(Variant::L1931.rules(), 8, BotKind::Expert);
    setup.throws = Throws::Hand;
    let mut s = SsangryukSession::new(setup).unwrap();
    let mut rng = SplitMix64::new(2);
    let mut entered_for_bot = 0;
    for i in 0..60 {
        if s.next() == Next::Over {
            break;
        }
        if s.next() == Next::EnterDice(Some(Side::White)) {
            entered_for_bot += 1;
            assert_eq!(s.bot_turn(), Err(SessionError::NotNow), "its dice first");
            assert!(s.prompt(Lang::En).contains("throw its two dice for it"));
        }
        act(&mut s, &mut rng, i);
    }
    assert!(entered_for_bot > 5);
    assert_eq!(
        s.roll(),
        Err(SessionError::NotNow),
        "no drawn dice at this table"
    );
}

/// The page's worker path (roll, request, choose elsewhere, apply) plays the same game as
/// the app's `bot_turn`.
#[test]
fn a_bot_thinking_elsewhere_plays_the_same_game() {
    let setup = |n| {
        let mut s = Setup::against(Variant::Sixteen.rules(), n, BotKind::Safe);
        s.seats[0] = Seat::Bot(BotKind::Greedy);
        s
    };
    let mut here = SsangryukSession::new(setup(4)).unwrap();
    let mut there = SsangryukSession::new(setup(4)).unwrap();
    while here.next() != Next::Over {
        here.bot_turn().unwrap();
        if there.bot_request().is_none() {
            there.bot_roll().unwrap();
        }
        if let Some(request) = there.bot_request() {
            let index = request.choose().unwrap();
            there.bot_play(index).unwrap();
        }
        assert_eq!(here.game(), there.game());
    }
}

/// A checker taken to a point no single die reaches goes there by the dice in a row; a
/// point nothing reaches is refused with the rules' reason.
#[test]
fn a_checker_goes_where_two_dice_take_it_in_one_move() {
    let mut setup = Setup::against(Variant::App.rules(), 1, BotKind::Greedy);
    setup.seats = [Seat::PERSON, Seat::PERSON];
    setup.throws = Throws::Hand;
    let mut s = SsangryukSession::new(setup).unwrap();
    s.enter_dice(Roll::new(6, 3).unwrap()).unwrap(); // black opens with 6-3
    assert_eq!(s.next(), Next::Move(Side::Black));
    // 24 → 15 takes both dice (18 or 21 on the way).
    s.move_to(Origin::Point(24), Destination::Point(15))
        .unwrap();
    assert_eq!(s.game().position().board_for(Side::Black)[15], 1);
    assert_eq!(s.next(), Next::EnterDice(Some(Side::White)));
    let e = s
        .move_to(Origin::Point(13), Destination::Point(2))
        .unwrap_err();
    assert_eq!(e, SessionError::NotNow);
}

/// A move no die reaches is refused with the rules' reason, in the screen's numbering.
#[test]
fn a_move_nothing_reaches_is_refused_with_the_reason() {
    let mut s = hot_seat(Throws::Hand, 2);
    s.enter_dice(Roll::new(4, 1).unwrap()).unwrap();
    let e = s
        .move_to(Origin::Point(13), Destination::Point(3))
        .unwrap_err();
    assert!(matches!(e, SessionError::Turn(_)), "{e:?}");
    assert_eq!(
        s.explain(&e, Lang::Ko, Numbering::Labels),
        "그 자리로 가는 눈이 없습니다."
    );
    assert_eq!(
        s.play_nth(99),
        Err(SessionError::NoSuchPlay {
            index: 99,
            count: s.game().legal_plays().len()
        })
    );
}

/// A best of three between bots: games follow one another, the log says the scores, and a
/// saved match resumes in the middle of its second game.
#[test]
fn a_match_goes_on_game_by_game_and_resumes_mid_match() {
    let mut setup = Setup::against(Variant::App.rules(), 6, BotKind::Greedy);
    setup.seats[0] = Seat::Bot(BotKind::Safe);
    setup.format = MatchFormat::BestOf(3);
    let mut s = SsangryukSession::new(setup).unwrap();
    let mut rng = SplitMix64::new(3);
    let mut checked = false;
    while s.next() != Next::Over {
        act(&mut s, &mut rng, 0);
        if s.contest().games().count() == 2 && !checked && s.game().turns().len() == 10 {
            let again = resumed(&s);
            assert_eq!(again.log(), s.log());
            assert_eq!(again.contest(), s.contest());
            checked = true;
        }
    }
    assert!(checked);
    let lines: Vec<String> = s
        .log()
        .iter()
        .map(|l| s.line(l, Lang::En, Numbering::Labels))
        .collect();
    assert!(
        lines.iter().any(|l| l.starts_with("next game (game ")),
        "{lines:?}"
    );
    assert!(
        lines.last().unwrap().starts_with("match over: "),
        "{lines:?}"
    );
}

/// A saved session that is too long or not one is refused with a reason, never a panic.
#[test]
fn a_bad_saved_session_is_refused_with_a_reason() {
    for text in [
        "",
        "{}",
        "[1,2]",
        r#"{"game":"chess"}"#,
        r#"{"game":"ssangryuk","seats":["human","nobody"],"throws":"drawn","record":{}}"#,
    ] {
        let e = Saved::from_json(text).unwrap_err();
        assert!(matches!(e, SessionError::Saved(_)), "{text}");
        assert!(e
            .message(Lang::Ko)
            .starts_with("저장한 판을 읽을 수 없습니다"));
    }
    let long = " ".repeat(ssangryuk_session::MAX_SAVED + 1);
    assert!(Saved::from_json(&long)
        .unwrap_err()
        .to_string()
        .contains("more than"));
    // A record that does not replay is refused when resumed.
    let s = hot_seat(Throws::Drawn, 4);
    let mut saved = s.saved();
    saved.record.games[0].push(ssangryuk::Action::Rest);
    assert!(SsangryukSession::resume(&saved).is_err());
}
