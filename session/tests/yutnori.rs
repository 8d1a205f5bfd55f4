//! 윷놀이 sessions as the app and the page drive them: a seat for every member of every
//! side, sticks thrown at the table and entered by hand (낙 too), the hand-over between
//! people, bots here or elsewhere, and a session saved at any moment resuming to the same
//! game and log.

use ssangryuk_cited::random::SplitMix64;
use ssangryuk_session::yutnori::{BotRequest, HandThrow, Next, Player, Setup, YutSession};
use ssangryuk_session::{Saved, Seat, SessionError, Throws};
use yutnori::bot::BotKind;
use yutnori::{
    Action, Entry, Event, Lang, Nak, Phase, Place, ResultOrder, Side, Sticks, Throw, ThrowError,
    ThrowModel, Variant, YutRules,
};

fn rules(sides: u8, members: u8) -> YutRules {
    Variant::Dominant
        .rules()
        .to_builder()
        .sides(sides)
        .members(members)
        .build()
        .unwrap()
}

/// Every seat a person, named `p1`, `p2`… in seat order.
fn people(rules: YutRules, number: u64, throws: Throws) -> YutSession {
    let mut setup = Setup::against(rules, number, BotKind::Expert);
    setup.seats = (1..=setup.seats.len())
        .map(|i| format!("human:p{i}").parse().unwrap())
        .collect();
    setup.throws = throws;
    YutSession::new(setup).unwrap()
}

/// Sticks thrown on a blanket: each falls flat side up half the time; now and then one
/// leaves the blanket (낙) where the rules have it.
fn table_throw(s: &YutSession, rng: &mut SplitMix64) -> HandThrow {
    if s.hand_throws().contains(&HandThrow::Nak) && rng.below(40) == 0 {
        return HandThrow::Nak;
    }
    let sticks = Sticks::new([0, 1, 2, 3].map(|_| rng.below(2) == 0));
    HandThrow::Throw(sticks.result(s.game().rules()))
}

/// One action of whoever is to act: a throw (drawn, or from `rng` at the table), a
/// person's listed play `pick` (wrapped to the list), a bot's turn.
fn act(s: &mut YutSession, rng: &mut SplitMix64, pick: usize) {
    match s.next() {
        Next::Throw(_) => s.throw().unwrap(),
        Next::EnterThrow(_) => {
            let throw = table_throw(s, rng);
            s.enter_throw(throw).unwrap();
        }
        Next::Move(_) => {
            let n = s.plays().len();
            s.play_nth(pick % n).unwrap();
        }
        Next::Bot(_) => s.bot_turn().unwrap(),
        Next::Over(_) => panic!("nothing to do"),
    }
}

fn resumed(s: &YutSession) -> YutSession {
    let text = Saved::Yutnori(s.saved()).to_json();
    let Saved::Yutnori(saved) = Saved::from_json(&text).unwrap() else {
        panic!("a 윷놀이 session reads back as one");
    };
    YutSession::resume(&saved).unwrap()
}

/// Plays until the game is over, `pick` from `rng` for each person's play; returns the
/// number of actions.
fn play_to_end(s: &mut YutSession, rng: &mut SplitMix64) -> usize {
    let mut actions = 0;
    while !matches!(s.next(), Next::Over(_)) {
        let pick = rng.below(16);
        act(s, rng, pick);
        actions += 1;
        assert!(actions < 20_000, "the game ends");
    }
    actions
}

/// Four people in two teams (two sides of two members) play a whole game with real sticks
/// on one screen: no seat is a bot, each turn goes to the next member, the screen is handed
/// over at every turn, and the winning team is named.
#[test]
fn four_people_in_two_teams_play_a_whole_game_with_real_sticks() {
    let mut s = people(rules(2, 2), 1, Throws::Hand);
    assert_eq!(s.seats().len(), 4);
    assert_eq!(s.handover(), None, "no one has thrown yet");
    let mut rng = SplitMix64::new(42);
    let mut turns = Vec::new();
    let mut handovers = 0;
    while !matches!(s.next(), Next::Over(_)) {
        let next = s.next();
        assert!(
            matches!(next, Next::EnterThrow(_) | Next::Move(_)),
            "no bot: {next:?}"
        );
        if let Some(p) = s.handover() {
            handovers += 1;
            assert_eq!(p, s.turn());
            // Whose turn, which member, their name: the prompt begins with it.
            let who = s.who(p, Lang::Ko);
            assert_eq!(
                who,
                format!(
                    "{} {}번 · p{}",
                    p.side.name(Lang::Ko),
                    p.member + 1,
                    1 + p.side.index() * 2 + usize::from(p.member)
                )
            );
            assert!(
                s.prompt(Lang::Ko).starts_with(&who),
                "{}",
                s.prompt(Lang::Ko)
            );
            turns.push(p);
        }
        let pick = rng.below(8);
        act(&mut s, &mut rng, pick);
    }
    // The members throw in turn: 1편 1번, 2편 1번, 1편 2번, 2편 2번, …
    let p = |side, member| Player {
        side: Side::new(side).unwrap(),
        member,
    };
    assert_eq!(turns[..4], [p(2, 0), p(1, 1), p(2, 1), p(1, 0)]);
    assert!(handovers > 20, "{handovers}");
    let Next::Over(Some(winner)) = s.next() else {
        panic!("a side won");
    };
    let team = if winner.number() == 1 {
        "(p1, p2)"
    } else {
        "(p3, p4)"
    };
    let said = s.line(s.log().last().unwrap(), Lang::Ko);
    assert_eq!(said, format!("{}편 {team}이 이겼습니다", winner.number()));
    assert_eq!(
        s.prompt(Lang::En),
        format!("side {} {team} won.", winner.number())
    );
    assert_eq!(s.turn_line(Lang::Ko), s.prompt(Lang::Ko));
    let saved = s.saved();
    assert_eq!(
        saved.record.throws,
        yutnori::Throws::Outside,
        "hand throws are marked"
    );
    let json = Saved::Yutnori(saved).to_json();
    assert!(
        json.starts_with(
            r#"{"game":"yutnori","seats":["human:p1","human:p2","human:p3","human:p4"],"throws":"hand","record":{"#
        ),
        "{json}"
    );
}

/// The issue's table, `--sides 4 --members 2`: four teams of two, eight people. Cut off half
/// way, saved and resumed, the game finishes exactly as it does played straight through.
#[test]
fn a_game_saved_half_way_resumes_and_finishes_as_played_straight_through() {
    let rules = rules(4, 2);
    let mut straight = people(rules, 9, Throws::Hand);
    assert_eq!(straight.seats().len(), 8);
    let actions = play_to_end(&mut straight, &mut SplitMix64::new(5));

    let mut first = people(rules, 9, Throws::Hand);
    let mut rng = SplitMix64::new(5);
    for _ in 0..actions / 2 {
        let pick = rng.below(16);
        act(&mut first, &mut rng, pick);
    }
    let text = Saved::Yutnori(first.saved()).to_json();
    drop(first); // the terminal closed
    let Saved::Yutnori(saved) = Saved::from_json(&text).unwrap() else {
        panic!("a 윷놀이 session");
    };
    let mut again = YutSession::resume(&saved).unwrap();
    assert_eq!(again.game().entries().len(), saved.record.entries.len());
    play_to_end(&mut again, &mut rng);
    assert_eq!(again.next(), straight.next());
    assert_eq!(again.game().winner(), straight.game().winner());
    assert_eq!(again.saved(), straight.saved());
    assert_eq!(again.log(), straight.log());
}

/// Drawn throws are game N's own: the same number gives the same throws wherever it is
/// played, resumed or not; the record says so; another number throws otherwise.
#[test]
fn drawn_throws_are_the_games_own_and_replay_from_its_number() {
    let play = |number| {
        let mut s = people(rules(2, 1), number, Throws::Drawn);
        let mut rng = SplitMix64::new(3);
        for i in 0..200 {
            if matches!(s.next(), Next::Over(_)) {
                break;
            }
            assert!(!matches!(s.next(), Next::EnterThrow(_)), "no hand throws");
            act(&mut s, &mut rng, i);
            if i == 100 {
                s = resumed(&s);
            }
        }
        s
    };
    let (a, b, c) = (play(11), play(11), play(12));
    assert_eq!(a, b);
    let throws = |s: &YutSession| -> Vec<Throw> {
        s.game()
            .entries()
            .iter()
            .filter_map(|e| match *e {
                Entry::Threw { throw, .. } => Some(throw),
                _ => None,
            })
            .collect()
    };
    let own: Vec<Throw> = (0..throws(&a).len() as u64)
        .map(|k| {
            ThrowModel::TEXTBOOK
                .reproducible(11, k)
                .result(a.game().rules())
        })
        .collect();
    assert_eq!(throws(&a), own);
    assert_ne!(throws(&a), throws(&c));
    assert_eq!(a.saved().record.throws, yutnori::Throws::Game);
    let last = a.game().throw_count() - 1;
    assert_eq!(
        a.sticks(),
        Some(ThrowModel::TEXTBOOK.reproducible(11, last))
    );
    // Entered by hand, even the game's own results are marked as from outside.
    let mut hand = people(rules(2, 1), 11, Throws::Hand);
    assert_eq!(
        hand.throw(),
        Err(SessionError::NotNow),
        "no drawn sticks at this table"
    );
    hand.enter_throw(HandThrow::Throw(own[0])).unwrap();
    assert_eq!(hand.game().record().throws, yutnori::Throws::Game);
    assert_eq!(hand.saved().record.throws, yutnori::Throws::Outside);
    assert_eq!(hand.sticks(), None);
}

/// A person against the expert: the bot plays its own turns (never asking the person), and
/// the game ends. With hand throws the people throw for the bot and it plays only after.
#[test]
fn a_person_plays_against_a_bot_with_drawn_or_hand_throws() {
    for throws in [Throws::Drawn, Throws::Hand] {
        let mut setup = Setup::against(Variant::Dominant.rules(), 4, BotKind::Expert);
        setup.seats[0] = "human:민수".parse().unwrap();
        setup.throws = throws;
        let mut s = YutSession::new(setup).unwrap();
        let mut rng = SplitMix64::new(8);
        let (mut bot_turns, mut entered_for_bot) = (0, 0);
        let mut n = 0;
        while !matches!(s.next(), Next::Over(_)) {
            let side2 = s.turn().side.number() == 2;
            match s.next() {
                Next::Throw(p) | Next::Move(p) => assert_eq!(p.side.number(), 1),
                Next::Bot(p) => {
                    assert!(side2 && p.side.number() == 2);
                    bot_turns += 1;
                }
                Next::EnterThrow(p) if side2 => {
                    entered_for_bot += 1;
                    assert_eq!(s.bot_turn(), Err(SessionError::NotNow), "its throw first");
                    assert!(
                        s.prompt(Lang::Ko).contains("대신 "),
                        "{}",
                        s.prompt(Lang::Ko)
                    );
                    assert!(s.prompt(Lang::Ko).starts_with("2편 · 고수 봇 차례"));
                    assert_eq!(p.side.number(), 2);
                }
                _ => {}
            }
            assert_eq!(s.handover(), None, "one person alone");
            act(&mut s, &mut rng, n);
            n += 1;
            assert!(n < 5000);
        }
        assert!(bot_turns > 5, "{bot_turns}");
        assert_eq!(
            entered_for_bot > 5,
            throws == Throws::Hand,
            "{entered_for_bot}"
        );
        assert!(s
            .log()
            .iter()
            .any(|l| s.line(l, Lang::Ko).starts_with("2편 · 고수 봇: ")));
        assert!(s
            .log()
            .iter()
            .any(|l| s.line(l, Lang::En).starts_with("side 1 · 민수: ")));
    }
}

/// The page's worker path (throw, request as JSON, choose there, apply) plays the same game
/// as the app's `bot_turn`, every seat a bot, in a three-side game.
#[test]
fn a_bot_thinking_elsewhere_plays_the_same_game() {
    let setup = || {
        let mut s = Setup::against(rules(3, 1), 6, BotKind::Greedy);
        s.seats = vec![
            Seat::Bot(BotKind::Random),
            Seat::Bot(BotKind::Expecti),
            Seat::Bot(BotKind::Greedy),
        ];
        s
    };
    let mut here = YutSession::new(setup()).unwrap();
    let mut there = YutSession::new(setup()).unwrap();
    let mut posted = 0;
    while !matches!(here.next(), Next::Over(_)) {
        here.bot_turn().unwrap();
        while there.game().entries().len() < here.game().entries().len() {
            match there.bot_request() {
                None => there.bot_throw().unwrap(),
                Some(request) => {
                    let json = serde_json::to_string(&request).unwrap();
                    let read: BotRequest = serde_json::from_str(&json).unwrap();
                    assert_eq!(read, request);
                    there.bot_play(read.choose().unwrap()).unwrap();
                    posted += 1;
                }
            }
        }
        assert_eq!(here.game(), there.game());
    }
    assert!(posted > 20);
    assert_eq!(here, there);
    assert!(matches!(here.bot_turn(), Err(SessionError::NotNow)));
}

/// Every way a family writes a result is read; anything else is refused with a reason in
/// both languages.
#[test]
fn hand_results_are_read_from_korean_words_or_romanizations() {
    let t = HandThrow::Throw;
    for (words, expected) in [
        (&["도", "do", "DO", " Do ", "1"][..], t(Throw::Do)),
        (&["개", "gae", "GAE", "2"], t(Throw::Gae)),
        (&["걸", "geol", "Geol", "gul", "3"], t(Throw::Geol)),
        (&["윷", "yut", "YUT", "yoot", "4"], t(Throw::Yut)),
        (&["모", "mo", "MO", "5"], t(Throw::Mo)),
        (
            &[
                "빽도", "뒷도", "backdo", "BackDo", "back-do", "back do", "baekdo", "-1",
            ],
            t(Throw::BackDo),
        ),
        (&["자유걸", "freegeol", "free-geol"], t(Throw::FreeGeol)),
        (&["낙", "nak", "NAK", " Nak"], HandThrow::Nak),
    ] {
        for word in words {
            assert_eq!(word.parse::<HandThrow>(), Ok(expected), "{word:?}");
        }
        // The name on a button reads back.
        assert_eq!(expected.name(Lang::Ko).parse::<HandThrow>(), Ok(expected));
        assert_eq!(expected.to_string().parse::<HandThrow>(), Ok(expected));
    }
    for junk in [
        "", "  ", "six", "도도", "dog", "0", "6", "윷윷", "nakk", "도 개",
    ] {
        let e = junk.parse::<HandThrow>().unwrap_err();
        assert_eq!(e, SessionError::UnknownThrow(junk.to_owned()), "{junk:?}");
        assert!(
            e.message(Lang::Ko).contains("윷 패가 아닙니다"),
            "{}",
            e.message(Lang::Ko)
        );
        assert!(e.to_string().contains("is not a throw"));
    }
    let long = "x".repeat(1000);
    assert_eq!(
        long.parse::<HandThrow>(),
        Err(SessionError::UnknownThrow("x".repeat(40)))
    );
}

/// 낙 where the rules have it: under the dominant rules the turn is lost, results thrown
/// before it too; where it only voids the throw, the results before it are spent; where
/// the rules have none, it is refused, and no button offers it.
#[test]
fn nak_follows_the_rules() {
    // The dominant rules: the whole turn is lost.
    let mut s = people(rules(2, 1), 1, Throws::Hand);
    s.enter_throw(HandThrow::Throw(Throw::Yut)).unwrap(); // 윷: another throw
    s.enter_throw(HandThrow::Nak).unwrap();
    assert_eq!(s.turn().side.number(), 2);
    assert_eq!(
        s.game().position().waiting(Side::FIRST),
        4,
        "the 윷 was lost too"
    );
    let events: Vec<Event> = s.log().iter().map(|l| l.event).collect();
    assert!(events.ends_with(&[
        Event::Nak,
        Event::Passed,
        Event::TurnTo(Side::new(2).unwrap())
    ]));
    assert!(matches!(s.game().entries()[1], Entry::Nak { .. }));
    assert_eq!(resumed(&s), s);

    // Only the throw is void: the 윷 before it is spent.
    let void = Variant::Dominant
        .rules()
        .to_builder()
        .nak(Nak::VoidThrow)
        .build()
        .unwrap();
    let mut s = people(void, 1, Throws::Hand);
    s.enter_throw(HandThrow::Throw(Throw::Yut)).unwrap();
    s.enter_throw(HandThrow::Nak).unwrap();
    assert_eq!(s.next(), Next::Move(s.turn()));
    assert_eq!(s.game().pending(), [Throw::Yut]);

    // No 낙 in these rules, and no 빽도 in the textbook's.
    let off = Variant::Textbook
        .rules()
        .to_builder()
        .nak(Nak::Off)
        .build()
        .unwrap();
    let mut s = people(off, 1, Throws::Hand);
    assert!(!s.hand_throws().contains(&HandThrow::Nak));
    assert!(!s.hand_throws().contains(&HandThrow::Throw(Throw::BackDo)));
    assert_eq!(
        s.enter_throw(HandThrow::Nak),
        Err(SessionError::YutThrow(ThrowError::NakNotInRules))
    );
    let e = s.enter_throw(HandThrow::Throw(Throw::BackDo)).unwrap_err();
    assert_eq!(e.message(Lang::Ko), "이 규칙에는 빽도가 없습니다");
    assert!(s.game().entries().is_empty(), "nothing refused is kept");
    let names: Vec<&str> = people(rules(2, 1), 1, Throws::Hand)
        .hand_throws()
        .iter()
        .map(|t| t.name(Lang::Ko))
        .collect();
    assert_eq!(names, ["도", "개", "걸", "윷", "모", "빽도", "낙"]);
}

/// Any sequence of valid choices, with any seats and either kind of throws, resumes after
/// every action to an equal session: the same game, seats, log, next step and hand-over.
#[test]
fn a_session_saved_after_any_action_resumes_equal() {
    let kinds = [
        Seat::PERSON,
        Seat::Bot(BotKind::Random),
        Seat::Bot(BotKind::Greedy),
        "human:수진".parse().unwrap(),
    ];
    for seed in 0..12 {
        let mut rng = SplitMix64::new(seed);
        let (sides, members) = (2 + rng.below(3) as u8, 1 + rng.below(2) as u8);
        let variant = Variant::ALL[rng.below(Variant::ALL.len())];
        let rules = variant
            .rules()
            .to_builder()
            .sides(sides)
            .members(members)
            .build()
            .unwrap();
        let mut setup = Setup::against(rules, seed, BotKind::Random);
        for seat in &mut setup.seats {
            *seat = kinds[rng.below(kinds.len())].clone();
        }
        setup.throws = if rng.below(2) == 0 {
            Throws::Drawn
        } else {
            Throws::Hand
        };
        let mut s = YutSession::new(setup).unwrap();
        for _ in 0..150 {
            if matches!(s.next(), Next::Over(_)) {
                break;
            }
            let pick = rng.below(16);
            act(&mut s, &mut rng, pick);
            let again = resumed(&s);
            assert_eq!(again, s, "seed {seed}");
            assert_eq!(again.handover(), s.handover());
            assert_eq!(again.prompt(Lang::Ko), s.prompt(Lang::Ko));
        }
    }
}

/// Pieces taken to a place: by the one result that takes them there; when two results do,
/// the session asks which; a place nothing reaches is refused with the rules' reason.
#[test]
fn a_move_to_a_place_asks_which_result_when_two_take_it_there() {
    let free = Variant::Dominant
        .rules()
        .to_builder()
        .result_order(ResultOrder::Free)
        .build()
        .unwrap();
    let mut s = people(free, 2, Throws::Hand);
    s.enter_throw(HandThrow::Throw(Throw::Mo)).unwrap();
    s.enter_throw(HandThrow::Throw(Throw::Gae)).unwrap();
    // 모 enters on 모 (5), 개 on 개 (2): one result each.
    let five = Place::At(yutnori::Station::MO);
    s.move_to(Place::Waiting, five).unwrap();
    assert_eq!(
        s.game()
            .position()
            .at(yutnori::Station::MO)
            .map(|st| st.count),
        Some(1)
    );
    let e = s.move_to(five, Place::Waiting).unwrap_err();
    assert!(matches!(e, SessionError::YutAction(_)), "{e:?}");
    assert_eq!(
        e.message(Lang::Ko),
        "개로는 모(5)에서 대기까지 갈 수 없습니다"
    );
    // Find a moment where two results take one stack to one place (both finish it).
    let mut rng = SplitMix64::new(1);
    let mut asked = false;
    for number in 0..200 {
        let mut s = people(free, number, Throws::Hand);
        while !asked && !matches!(s.next(), Next::Over(_)) {
            if matches!(s.next(), Next::Move(_)) {
                let moves = s.game().legal_moves();
                if let Some((m, n)) = moves.iter().find_map(|m| {
                    moves
                        .iter()
                        .find(|n| (n.from, n.to) == (m.from, m.to) && n.throw != m.throw)
                        .map(|n| (m, n))
                }) {
                    let e = s.move_to(m.from, m.to).unwrap_err();
                    let SessionError::WhichThrow(ref throws) = e else {
                        panic!("{e:?}");
                    };
                    assert!(throws.contains(&m.throw) && throws.contains(&n.throw));
                    assert!(e.message(Lang::Ko).starts_with("어느 패로 옮길까요? "));
                    s.play(Action::Move(*m)).unwrap();
                    asked = true;
                    break;
                }
            }
            let pick = rng.below(4);
            act(&mut s, &mut rng, pick);
        }
        if asked {
            break;
        }
    }
    assert!(asked, "two results that take one stack to one place");
}

/// Plays are listed in the game's order and said with places by name and number; a number
/// past the list is refused; nothing is played for a person out of turn.
#[test]
fn plays_are_listed_and_said_with_their_places() {
    let mut s = people(rules(2, 1), 3, Throws::Hand);
    assert_eq!(s.play_nth(0), Err(SessionError::NotNow), "a throw first");
    s.enter_throw("yut".parse().unwrap()).unwrap();
    assert_eq!(
        s.prompt(Lang::Ko),
        "1편 · p1 차례: 한 번 더 던져 나온 패를 넣으세요 (도 개 걸 윷 모 빽도 낙)."
    );
    s.enter_throw("do".parse().unwrap()).unwrap();
    assert_eq!(
        s.prompt(Lang::Ko),
        "1편 · p1 차례: 나온 패 윷 도. 말을 옮기세요."
    );
    assert_eq!(s.turn_line(Lang::En), "side 1 · p1 to play · held: yut do");
    let words: Vec<String> = s
        .plays()
        .iter()
        .map(|a| s.play_words(a, Lang::Ko))
        .collect();
    assert_eq!(words, ["윷: 대기 → 윷(4)"]);
    assert_eq!(
        s.play_words(&s.plays()[0], Lang::En),
        "yut: waiting → yut(4)"
    );
    assert_eq!(
        s.play_words(&Action::Pass, Lang::En),
        "pass: give up the results left"
    );
    assert_eq!(
        s.play_nth(1),
        Err(SessionError::NoSuchPlay { index: 1, count: 1 })
    );
    assert_eq!(
        SessionError::NoSuchPlay { index: 1, count: 1 }.message(Lang::Ko),
        "2번 수는 없습니다. 1부터 1까지 고르세요."
    );
    s.play_nth(0).unwrap();
    s.play_nth(1).unwrap(); // 도: the piece on 윷 (4) to 모 (5), listed after entering one
    assert_eq!(s.turn().side.number(), 2);
    // The turn's change is said with the new player, not credited to the last one.
    let lines: Vec<String> = s.log().iter().map(|l| s.line(l, Lang::Ko)).collect();
    assert_eq!(lines.last().unwrap(), "2편 · p2 차례입니다");
    assert_eq!(lines[0], "1편 · p1: 윷이 나왔습니다");
}

/// A saved session that does not fit is refused with a reason, never a panic: seats for
/// other rules, a record that does not replay, throws that are not the game's own in a
/// session that draws them.
#[test]
fn a_saved_session_that_does_not_fit_is_refused() {
    let mut setup = Setup::against(rules(2, 2), 1, BotKind::Greedy);
    setup.seats.pop();
    assert_eq!(
        YutSession::new(setup).unwrap_err(),
        SessionError::Seats {
            found: 3,
            expected: 4
        }
    );
    let mut s = people(rules(2, 1), 5, Throws::Drawn);
    let mut rng = SplitMix64::new(0);
    for i in 0..30 {
        act(&mut s, &mut rng, i);
    }
    let saved = s.saved();
    let mut more_seats = saved.clone();
    more_seats.seats.push(Seat::PERSON);
    let e = YutSession::resume(&more_seats).unwrap_err();
    assert_eq!(
        e,
        SessionError::Seats {
            found: 3,
            expected: 2
        }
    );
    assert!(
        e.message(Lang::Ko).contains("2자리"),
        "{}",
        e.message(Lang::Ko)
    );
    // Another throw in a drawn game: not the game's own, even where the record says it
    // came from outside.
    let mut chosen = saved.clone();
    let k = chosen
        .record
        .entries
        .iter()
        .position(|e| matches!(e, Entry::Threw { .. }))
        .unwrap();
    let Entry::Threw {
        side,
        member,
        throw,
    } = chosen.record.entries[k]
    else {
        unreachable!()
    };
    let other = if throw == Throw::Mo {
        Throw::Do
    } else {
        Throw::Mo
    };
    chosen.record.entries[k] = Entry::Threw {
        side,
        member,
        throw: other,
    };
    chosen.record.throws = yutnori::Throws::Outside;
    let e = YutSession::resume(&chosen).unwrap_err();
    assert!(
        matches!(
            e,
            SessionError::YutReplay(yutnori::ReplayError::NotTheGamesThrow { .. })
        ),
        "{e:?}"
    );
    // Entries out of turn.
    let mut cut = saved.clone();
    cut.record.entries.remove(0);
    assert!(matches!(
        YutSession::resume(&cut),
        Err(SessionError::YutReplay(_))
    ));
    // Text that is no saved game, or seats no one can sit in.
    for text in [
        r#"{"game":"yutnori"}"#,
        r#"{"game":"yutnori","seats":["human","nobody"],"throws":"drawn","record":{"rules":"dominant","number":1,"entries":[]}}"#,
    ] {
        assert!(
            matches!(Saved::from_json(text), Err(SessionError::Saved(_))),
            "{text}"
        );
    }
    let ok = r#"{"game":"yutnori","seats":["human","expert"],"throws":"drawn","record":{"rules":"dominant","number":1,"entries":[]}}"#;
    let Saved::Yutnori(saved) = Saved::from_json(ok).unwrap() else {
        panic!("a 윷놀이 session");
    };
    let s = YutSession::resume(&saved).unwrap();
    assert_eq!(s.next(), Next::Throw(s.turn()));
    assert_eq!(s.game().phase(), Phase::Throw);
}
