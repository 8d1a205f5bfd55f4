//! Who sits at each side, from the command line, the same for both games: the player takes
//! one side (`--side`), `--bot` seats every other side (`--bot human` makes them people: a
//! hot seat, everyone on one screen), and `--seat N=SEAT` seats side N (counted from 1, the
//! first to play) as a person (`human`, `human:NAME`) or a bot (its id); in a 윷놀이 team
//! game `--seat N.M=SEAT` seats member M of side N alone (both from 1). A seat's text is
//! the session's ([`Seat`]'s `FromStr`).

use core::fmt;
use core::str::FromStr;

use ssangryuk::Lang;
use ssangryuk_session::{Seat, SeatError};

use crate::words;

/// `--seat N=SEAT`: side `N` (from 1) seated as `SEAT`; `--seat N.M=SEAT`: its member `M`
/// (from 1) alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatArg<K> {
    /// The side, counted from 1.
    pub side: u8,
    /// The member of a team, counted from 1; `None` for every member of the side.
    pub member: Option<u8>,
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
    /// A member past the side's members.
    NoSuchMember {
        /// The side, from 1.
        side: u8,
        /// The member asked for, from 1.
        member: u8,
        /// How many members a side has.
        members: u8,
    },
    /// The same side (or the same member of a side) seated twice.
    Twice(u8, Option<u8>),
}

impl SeatArgError {
    /// Why, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            SeatArgError::Form(_) => words::seat_form(lang),
            SeatArgError::Seat(e) => e.message(lang),
            SeatArgError::NoSuchSide { side, sides } => words::no_such_side(lang, *side, *sides),
            SeatArgError::NoSuchMember {
                side,
                member,
                members,
            } => words::no_such_member(lang, *side, *member, *members),
            SeatArgError::Twice(side, member) => words::seat_twice(lang, *side, *member),
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

    /// `N=SEAT` or `N.M=SEAT`: `2=expert`, `1=human:철수`, `2.1=human:영희`.
    fn from_str(s: &str) -> Result<SeatArg<K>, SeatArgError> {
        let form = || SeatArgError::Form(s.chars().take(40).collect());
        let (place, seat) = s.split_once('=').ok_or_else(form)?;
        let (side, member) = match place.split_once('.') {
            Some((side, member)) => (side, Some(member)),
            None => (place, None),
        };
        let number = |t: &str| match t.trim().parse::<u8>() {
            Ok(n) if n > 0 => Ok(n),
            _ => Err(form()),
        };
        let side = number(side)?;
        let member = member.map(number).transpose()?;
        let seat = seat.parse().map_err(SeatArgError::Seat)?;
        Ok(SeatArg { side, member, seat })
    }
}

/// The seats of a game of `sides` sides of `members` members each (side 1's members first):
/// side `you` (from 1) people, every other side `others`, then each `--seat` in its place
/// (a whole side's before a member's, so `2=expert 2.1=human` seats one person beside a
/// bot).
///
/// # Errors
/// [`SeatArgError::NoSuchSide`] or [`SeatArgError::NoSuchMember`] for a seat the game does
/// not have; [`SeatArgError::Twice`] for one seated twice.
pub fn seats<K: Clone>(
    sides: u8,
    members: u8,
    you: u8,
    others: &Seat<K>,
    chosen: &[SeatArg<K>],
) -> Result<Vec<Seat<K>>, SeatArgError> {
    let per = usize::from(members);
    let mut seats: Vec<Seat<K>> = (1..=sides)
        .flat_map(|side| {
            let seat = if side == you {
                Seat::Person(None)
            } else {
                others.clone()
            };
            std::iter::repeat_n(seat, per)
        })
        .collect();
    for (i, arg) in chosen.iter().enumerate() {
        if arg.side > sides {
            return Err(SeatArgError::NoSuchSide {
                side: arg.side,
                sides,
            });
        }
        if let Some(member) = arg.member.filter(|&m| m > members) {
            return Err(SeatArgError::NoSuchMember {
                side: arg.side,
                member,
                members,
            });
        }
        if chosen[..i]
            .iter()
            .any(|a| (a.side, a.member) == (arg.side, arg.member))
        {
            return Err(SeatArgError::Twice(arg.side, arg.member));
        }
    }
    let mut ordered: Vec<&SeatArg<K>> = chosen.iter().collect();
    ordered.sort_by_key(|a| a.member.is_some());
    for arg in ordered {
        let start = usize::from(arg.side - 1) * per;
        let range = match arg.member {
            Some(m) => start + usize::from(m - 1)..start + usize::from(m),
            None => start..start + per,
        };
        for seat in &mut seats[range] {
            *seat = arg.seat.clone();
        }
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
            seats(2, 1, 1, &expert, &[]).unwrap(),
            [Seat::PERSON, expert.clone()]
        );
        assert_eq!(
            seats(2, 1, 2, &expert, &[]).unwrap(),
            [expert.clone(), Seat::PERSON]
        );
        let human: Seat<BotKind> = "human".parse().unwrap();
        assert_eq!(
            seats(2, 1, 1, &human, &[]).unwrap(),
            [Seat::PERSON, Seat::PERSON]
        );
        let named = seats(
            2,
            1,
            1,
            &human,
            &[arg("1=human:철수"), arg(" 2 = 사람:영희")],
        )
        .unwrap();
        let names: Vec<String> = named.iter().map(player_id).collect();
        assert_eq!(names, ["철수", "영희"]);
        let bots = seats(2, 1, 1, &expert, &[arg("1=greedy")]).unwrap();
        assert_eq!(
            bots.iter().map(player_id).collect::<Vec<_>>(),
            ["greedy", "expert"]
        );
        assert_eq!(player_id(&Seat::<BotKind>::PERSON), "human");
    }

    /// In a team game a side's seat fills all its members, and `N.M=` one of them, whatever
    /// the order given.
    #[test]
    fn a_member_of_a_team_is_seated_alone() {
        let expert = Seat::Bot(BotKind::Expert);
        let all = seats(
            2,
            2,
            1,
            &expert,
            &[arg("1.2=human:영희"), arg("1=human:철수")],
        );
        let ids: Vec<String> = all.unwrap().iter().map(player_id).collect();
        assert_eq!(ids, ["철수", "영희", "expert", "expert"]);
        let e = seats(2, 2, 1, &expert, &[arg("2.1=human"), arg("2.1=safe")]).unwrap_err();
        assert_eq!(e, SeatArgError::Twice(2, Some(1)));
        assert!(
            e.message(Lang::En).contains("member 1"),
            "{}",
            e.message(Lang::En)
        );
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
        let e = seats(2, 1, 1, &expert, &[arg("3=human")]).unwrap_err();
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
        let e = seats(2, 1, 1, &expert, &[arg("2.2=human")]).unwrap_err();
        let no_member = SeatArgError::NoSuchMember {
            side: 2,
            member: 2,
            members: 1,
        };
        assert_eq!(e, no_member);
        assert!(
            e.message(Lang::Ko).contains("2편 2번"),
            "{}",
            e.message(Lang::Ko)
        );
        assert_eq!(refused("1.0=human"), SeatArgError::Form("1.0=human".into()));
        let e = seats(2, 1, 1, &expert, &[arg("2=human"), arg("2=safe")]).unwrap_err();
        assert_eq!(e, SeatArgError::Twice(2, None));
        for e in [refused("expert"), e] {
            assert!(e
                .message(Lang::Ko)
                .chars()
                .any(|c| ('가'..='힣').contains(&c)));
            assert!(!e.message(Lang::En).is_empty());
        }
    }
}
