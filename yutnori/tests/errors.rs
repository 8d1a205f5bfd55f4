//! Every refusal explains itself in English and in Korean, and the Korean is Korean
//! throughout, with the right particle after a number or a word.

use ssangryuk_cited::ko::{with_particle, Particle};
use yutnori::bot::BotError;
use yutnori::solve::{LoadError, SolveError};
use yutnori::{
    ActionError, Error, Field, Lang, ModelError, ParseError, Place, ReplayError, RulesError, Side,
    SideError, StateError, Station, Throw, ThrowError, YutRules, YutRulesParseError,
};

fn side(n: u8) -> Side {
    Side::new(n).unwrap()
}

/// The English and Korean messages of one of every refusal.
fn every_refusal() -> Vec<(String, String)> {
    let s = Station::BANG;
    let mut errors: Vec<Error> = Vec::new();
    errors.extend(
        [
            ThrowError::GameOver,
            ThrowError::NoThrowDue,
            ThrowError::NotInRules(Throw::BackDo),
            ThrowError::NakNotInRules,
        ]
        .map(Error::from),
    );
    errors.extend(
        [
            ActionError::GameOver,
            ActionError::MustThrow,
            ActionError::NotPending(Throw::Mo),
            ActionError::OutOfOrder {
                expected: Throw::Yut,
            },
            ActionError::NoneWaiting,
            ActionError::NotYourPiece(s),
            ActionError::AlreadyFinished,
            ActionError::CannotEnterBackwards,
            ActionError::WrongDestination {
                throw: Throw::Do,
                from: Place::At(s),
                to: Place::Finished,
            },
            ActionError::MustUseResult,
        ]
        .map(Error::from),
    );
    errors.extend(
        [
            ParseError::Station,
            ParseError::Throw,
            ParseError::Variant,
            ParseError::Action,
        ]
        .map(Error::from),
    );
    errors.extend(
        [
            RulesError::Pieces(5),
            RulesError::Sides(9),
            RulesError::Members(0),
            RulesError::ZeroCap,
        ]
        .map(Error::from),
    );
    errors.extend(
        [
            StateError::Sides {
                found: 1,
                expected: 2,
            },
            StateError::Turn(side(3)),
            StateError::PieceCount {
                side: side(1),
                found: 3,
                expected: 4,
            },
            StateError::Station(40),
            StateError::EmptyStack(3),
            StateError::Crowded(3),
            StateError::Throw(Throw::FreeGeol),
            StateError::Flow,
            StateError::Winners,
            StateError::Throwers,
        ]
        .map(Error::from),
    );
    errors.push(ModelError(1.5).into());
    errors.push(SideError(7).into());
    errors.push(
        ReplayError::NotTheGamesThrow {
            index: 4,
            expected: Throw::Gae,
        }
        .into(),
    );
    errors.push(BotError::TooLong { throws: 100_000 }.into());
    errors.push(SolveError::Sides(3).into());
    errors.push(SolveError::TooLarge(4).into());
    errors.push(LoadError::Format.into());
    errors.push(LoadError::Mismatch.into());
    errors.push(LoadError::Io(std::io::Error::other("disk")).into());
    errors.push(YutRulesParseError::Repeated(Field::Shortcut).into());
    errors.push(YutRulesParseError::Invalid(RulesError::ZeroCap).into());
    errors.push(
        YutRulesParseError::Value {
            field: Field::Nak,
            value: "sometimes".into(),
        }
        .into(),
    );
    errors
        .iter()
        .map(|e| (e.to_string(), e.message(Lang::Ko)))
        .collect()
}

#[test]
fn every_refusal_has_english_and_korean() {
    let texts = every_refusal();
    for (en, ko) in &texts {
        // English (Korean only in names such as 방 or 낙), lowercase, no trailing period.
        let first = en.split_whitespace().next().unwrap();
        assert!(
            first.is_ascii() && first.chars().next().unwrap().is_ascii_lowercase(),
            "{en}"
        );
        assert!(!en.ends_with('.') && en != ko, "{en}");
        assert!(
            ko.chars().any(|c| ('가'..='힣').contains(&c)),
            "Korean: {ko}"
        );
    }
    assert_eq!(
        ActionError::MustThrow.message(Lang::En),
        ActionError::MustThrow.to_string()
    );
    assert_eq!(
        Error::from(ActionError::MustThrow).message(Lang::Ko),
        ActionError::MustThrow.message(Lang::Ko)
    );
}

#[test]
fn korean_messages_have_no_english_in_them() {
    // Quoted user input (`"sometimes"`) aside, no Latin letter appears in a Korean message.
    for (_, ko) in every_refusal() {
        let outside_quotes: String = ko.split('"').step_by(2).collect();
        assert!(
            !outside_quotes.chars().any(|c| c.is_ascii_alphabetic()),
            "{ko}"
        );
    }
}

#[test]
fn the_particle_after_a_number_is_right_from_1_to_30() {
    for n in 1..=30u8 {
        let topic = with_particle(u64::from(n), Particle::Topic);
        let subject = with_particle(u64::from(n), Particle::Subject);
        let and = with_particle(u64::from(n), Particle::And);
        let station = StateError::Station(n).message(Lang::Ko);
        assert!(station.starts_with(&format!("{topic} ")), "{station}");
        let pieces = RulesError::Pieces(n).message(Lang::Ko);
        assert!(pieces.contains(&format!(" {topic} ")), "{pieces}");
        let sides = StateError::Sides {
            found: usize::from(n),
            expected: n,
        }
        .message(Lang::Ko);
        assert!(
            sides.contains(&format!(" {subject} ")) && sides.contains(&format!(" {and} ")),
            "{sides}"
        );
    }
    // Spot checks of the rule itself: 5가, 3이, 10이, 2와, 6과.
    assert!(StateError::Station(5).message(Lang::Ko).starts_with("5는 "));
    assert!(StateError::Station(30)
        .message(Lang::Ko)
        .starts_with("30은 "));
    let sides = StateError::Sides {
        found: 5,
        expected: 6,
    };
    assert_eq!(
        sides.message(Lang::Ko),
        "상태의 편 수 5가 규칙의 6과 다릅니다"
    );
}

#[test]
fn the_particle_after_a_throw_is_right() {
    let ko = |t| ThrowError::NotInRules(t).message(Lang::Ko);
    assert_eq!(ko(Throw::BackDo), "이 규칙에는 빽도가 없습니다");
    assert_eq!(ko(Throw::FreeGeol), "이 규칙에는 자유걸이 없습니다");
    assert_eq!(
        ActionError::NotPending(Throw::Yut).message(Lang::Ko),
        "나온 패 가운데 윷이 없습니다"
    );
    let wrong = |throw| ActionError::WrongDestination {
        throw,
        from: Place::Waiting,
        to: Place::Finished,
    };
    assert!(wrong(Throw::Yut).message(Lang::Ko).starts_with("윷으로는 "));
    assert!(wrong(Throw::Geol).message(Lang::Ko).starts_with("걸로는 "));
    assert!(wrong(Throw::Mo).message(Lang::Ko).starts_with("모로는 "));
    let repeated = YutRulesParseError::Repeated(Field::Pieces).message(Lang::Ko);
    assert_eq!(repeated, "한 편의 말 수가 두 번 나옵니다");
    assert!("dominant;x".parse::<YutRules>().is_err());
}

#[test]
fn actions_print_and_parse() {
    use yutnori::{Action, Move};
    let a = Action::Move(Move {
        throw: Throw::Geol,
        from: Place::At(Station::MO),
        to: Place::At(Station::BANG),
    });
    assert_eq!(a.to_string(), "geol 5-22");
    assert_eq!("geol 5-22".parse::<Action>(), Ok(a));
    assert_eq!("걸 모-방".parse::<Action>(), Ok(a));
    assert_eq!("pass".parse::<Action>(), Ok(Action::Pass));
    for bad in ["", "geol", "geol 5", "geol 5-99", "six 1-2"] {
        assert!(bad.parse::<Action>().is_err(), "{bad}");
    }
}

#[test]
fn korean_events_count_in_native_numerals() {
    use yutnori::{Event, Move};
    let captured = Event::Captured {
        side: side(2),
        count: 2,
    };
    assert_eq!(captured.message(Lang::Ko), "2편의 말 두 개를 잡았습니다");
    assert_eq!(captured.to_string(), "captured 2 of side 2");
    let moved = Event::Moved {
        mv: Move {
            throw: Throw::Geol,
            from: Place::At(Station::MO),
            to: Place::At(Station::BANG),
        },
        count: 1,
    };
    assert_eq!(moved.message(Lang::Ko), "걸 말 한 개: 모(5) → 방(22)");
    assert_eq!(
        Event::Thrown(Throw::Geol).message(Lang::Ko),
        "걸이 나왔습니다"
    );
    assert_eq!(
        Event::Thrown(Throw::Mo).message(Lang::Ko),
        "모가 나왔습니다"
    );
    assert_eq!(
        Event::Voided(Throw::Yut).message(Lang::Ko),
        "윷은 쓸 수 없어 버립니다"
    );
    let count = StateError::PieceCount {
        side: side(1),
        found: 3,
        expected: 4,
    };
    assert_eq!(
        count.message(Lang::Ko),
        "1편의 말이 세 개입니다: 규칙은 네 개입니다"
    );
}

/// Sentences number sides and members from 1, as players count (the first side is 1편,
/// side 1).
#[test]
fn sides_and_members_are_named_from_one() {
    use yutnori::Event;
    assert_eq!(Side::FIRST.name(Lang::Ko), "1편");
    assert_eq!(Side::FIRST.name(Lang::En), "side 1");
    assert_eq!(Side::FIRST.to_string(), "side 1");
    assert_eq!(Side::new(0), Err(SideError(0)));
    assert_eq!(
        SideError(0).message(Lang::Ko),
        "0편은 없습니다: 편은 1편부터 6편까지입니다"
    );
    assert_eq!(
        SideError(9).to_string(),
        "no side 9: sides are numbered 1 to 6"
    );
    let said = |e: Event| (e.message(Lang::Ko), e.message(Lang::En));
    assert_eq!(
        said(Event::TurnTo(side(1))),
        ("1편 차례입니다".into(), "turn to side 1".into())
    );
    assert_eq!(
        said(Event::Thrower {
            side: side(2),
            member: 0
        }),
        (
            "2편 1번이 던집니다".into(),
            "member 1 of side 2 throws".into()
        )
    );
    assert_eq!(
        said(Event::Won(side(6))),
        ("6편이 이겼습니다".into(), "side 6 won".into())
    );
    assert_eq!(
        StateError::Turn(side(3)).message(Lang::En),
        "no side 3 to move"
    );
}
