//! Who sits at each side, from the command line, the same for both games: the player takes
//! one side (`--side`), `--bot` seats every other side (`--bot human` makes them people: a
//! hot seat, everyone on one screen), and `--seat N=SEAT` seats side N (counted from 1, the
//! first to play) as a person (`human`, `human:NAME`) or a bot (its id). A seat's text is
//! the session's ([`Seat`]'s `FromStr`).

use core::fmt;
use core::str::FromStr;

use ssangryuk::Lang;
use ssangryuk_session::{Seat, SeatError};

use crate::words;

/// `--seat N=SEAT`: side `N` (from 1) seated as `SEAT`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatArg<K> {
    /// The side, counted from 1.
    pub side: u8,
    /// Who sits there.
    pub seat: Seat<K>,
}

/// Why seats from the command line were refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatArgError {
    /// Not `N=SEAT` (the text, cut short).
    Form(String),
    /// The seat itself (after `=`) was refused.
    Seat(SeatError),
    /// A side past the game's sides.
    NoSuchSide {
        /// The side asked for.
        side: u8,
        /// How many sides the game has.
        sides: u8,
    },
    /// The same side seated twice.
    Twice(u8),
}

impl SeatArgError {
    /// Why, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            SeatArgError::Form(_) => words::seat_form(lang),
            SeatArgError::Seat(e) => e.message(lang),
            SeatArgError::NoSuchSide { side, sides } => words::no_such_side(lang, *side, *sides),
            SeatArgError::Twice(side) => words::seat_twice(lang, *side),
        }
    }
}

impl fmt::Display for SeatArgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(Lang::En))
    }
}

impl std::error::Error for SeatArgError {}

impl<K: FromStr> FromStr for SeatArg<K> {
    type Err = SeatArgError;

    /// `N=SEAT`: `2=expert`, `1=human:철수`.
    fn from_str(s: &str) -> Result<SeatArg<K>, SeatArgError> {
        let form = || SeatArgError::Form(s.chars().take(40).collect());
        let (side, seat) = s.split_once('=').ok_or_else(form)?;
        let side: u8 = side.trim().parse().map_err(|_| form())?;
        if side == 0 {
            return Err(form());
        }
        let seat = seat.parse().map_err(SeatArgError::Seat)?;
        Ok(SeatArg { side, seat })
    }
}

/// The seats of a game of `sides` sides: side `you` (from 1) a person, every other side
/// `others`, then each `--seat` in its place.
///
/// # Errors
/// [`SeatArgError::NoSuchSide`] for a side past `sides`; [`SeatArgError::Twice`] for a side
/// seated twice.
pub fn seats<K: Clone>(
    sides: u8,
    you: u8,
    others: &Seat<K>,
    chosen: &[SeatArg<K>],
) -> Result<Vec<Seat<K>>, SeatArgError> {
    let mut seats: Vec<Seat<K>> = (1..=sides)
        .map(|side| {
            if side == you {
                Seat::Person(None)
            } else {
                others.clone()
            }
        })
        .collect();
    for (i, arg) in chosen.iter().enumerate() {
        if arg.side > sides {
            return Err(SeatArgError::NoSuchSide {
                side: arg.side,
                sides,
            });
        }
        if chosen[..i].iter().any(|a| a.side == arg.side) {
            return Err(SeatArgError::Twice(arg.side));
        }
        seats[usize::from(arg.side - 1)] = arg.seat.clone();
    }
    Ok(seats)
}

/// What a seat's player is called in a file's list of players (a `.mat` file's, an
/// analysis's heading): a person's name, `human`, or a bot's id.
pub fn player_id<K: fmt::Display>(seat: &Seat<K>) -> String {
    match seat {
        Seat::Person(Some(name)) => name.to_string(),
        Seat::Person(None) => "human".to_owned(),
        Seat::Bot(kind) => kind.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssangryuk::bot::BotKind;

    fn arg(text: &str) -> SeatArg<BotKind> {
        text.parse().unwrap()
    }

    #[test]
    fn the_player_sits_at_one_side_and_bot_human_seats_people_at_the_others() {
        let expert = Seat::Bot(BotKind::Expert);
        assert_eq!(
            seats(2, 1, &expert, &[]).unwrap(),
            [Seat::PERSON, expert.clone()]
        );
        assert_eq!(
            seats(2, 2, &expert, &[]).unwrap(),
            [expert.clone(), Seat::PERSON]
        );
        let human: Seat<BotKind> = "human".parse().unwrap();
        assert_eq!(
            seats(2, 1, &human, &[]).unwrap(),
            [Seat::PERSON, Seat::PERSON]
        );
        let named = seats(2, 1, &human, &[arg("1=human:철수"), arg(" 2 = 사람:영희")]).unwrap();
        let names: Vec<String> = named.iter().map(player_id).collect();
        assert_eq!(names, ["철수", "영희"]);
        let bots = seats(2, 1, &expert, &[arg("1=greedy")]).unwrap();
        assert_eq!(
            bots.iter().map(player_id).collect::<Vec<_>>(),
            ["greedy", "expert"]
        );
        assert_eq!(player_id(&Seat::<BotKind>::PERSON), "human");
    }

    #[test]
    fn a_bad_seat_is_refused_saying_why_in_both_languages() {
        let refused = |t: &str| t.parse::<SeatArg<BotKind>>().unwrap_err();
        assert_eq!(refused("expert"), SeatArgError::Form("expert".into()));
        assert_eq!(refused("0=expert"), SeatArgError::Form("0=expert".into()));
        assert_eq!(refused("x=expert"), SeatArgError::Form("x=expert".into()));
        assert!(matches!(refused("2=nobody"), SeatArgError::Seat(_)));
        assert!(matches!(
            refused("2=expert:Kim"),
            SeatArgError::Seat(SeatError::NamedBot(_))
        ));
        let expert = Seat::Bot(BotKind::Expert);
        let e = seats(2, 1, &expert, &[arg("3=human")]).unwrap_err();
        assert_eq!(e, SeatArgError::NoSuchSide { side: 3, sides: 2 });
        assert!(
            e.message(Lang::Ko).contains("3편"),
            "{}",
            e.message(Lang::Ko)
        );
        assert!(
            e.message(Lang::En).contains("side 3"),
            "{}",
            e.message(Lang::En)
        );
        let e = seats(2, 1, &expert, &[arg("2=human"), arg("2=safe")]).unwrap_err();
        assert_eq!(e, SeatArgError::Twice(2));
        for e in [refused("expert"), e] {
            assert!(e
                .message(Lang::Ko)
                .chars()
                .any(|c| ('가'..='힣').contains(&c)));
            assert!(!e.message(Lang::En).is_empty());
        }
    }
}
