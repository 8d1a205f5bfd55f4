//! Every refusal explains itself in English and in Korean.

use yutnori::{IllegalAction, Lang, ParseError, Place, RulesError, StateError, Station, Throw};

#[test]
fn every_refusal_has_english_and_korean() {
    let s = Station::BANG;
    let illegal = [
        IllegalAction::GameOver,
        IllegalAction::MustThrow,
        IllegalAction::NoThrowDue,
        IllegalAction::ThrowNotInRules(Throw::BackDo),
        IllegalAction::NakNotInRules,
        IllegalAction::NotPending(Throw::Mo),
        IllegalAction::OutOfOrder {
            expected: Throw::Yut,
        },
        IllegalAction::NoneWaiting,
        IllegalAction::NotYourPiece(s),
        IllegalAction::AlreadyFinished,
        IllegalAction::CannotEnterBackwards,
        IllegalAction::WrongDestination {
            throw: Throw::Do,
            from: Place::At(s),
            to: Place::Finished,
        },
        IllegalAction::MustUseResult,
    ];
    let mut texts: Vec<(String, &str)> = illegal
        .iter()
        .map(|e| (e.to_string(), e.korean()))
        .collect();
    texts.extend(
        [
            ParseError::Station,
            ParseError::Throw,
            ParseError::Preset,
            ParseError::Action,
            ParseError::Lang,
        ]
        .iter()
        .map(|e| (e.to_string(), e.korean())),
    );
    texts.extend(
        [
            RulesError::Pieces(5),
            RulesError::Sides(9),
            RulesError::ZeroCap,
        ]
        .iter()
        .map(|e| (e.to_string(), e.korean())),
    );
    texts.extend(
        [
            StateError::Sides {
                found: 1,
                expected: 2,
            },
            StateError::Turn(3),
            StateError::PieceCount {
                side: 0,
                found: 3,
                expected: 4,
            },
            StateError::Station(40),
            StateError::EmptyStack(3),
            StateError::Crowded(3),
            StateError::Throw(Throw::FreeGeol),
            StateError::Flow,
            StateError::Winners,
        ]
        .iter()
        .map(|e| (e.to_string(), e.korean())),
    );
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
        IllegalAction::MustThrow.message(Lang::Ko),
        IllegalAction::MustThrow.korean()
    );
    assert_eq!(
        IllegalAction::MustThrow.message(Lang::En),
        IllegalAction::MustThrow.to_string()
    );
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
