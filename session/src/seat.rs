//! Who sits at a seat (a person, maybe named, or a bot), and where the throws come from.

use core::fmt;
use core::str::FromStr;

/// The longest name a person may give (in characters): a name is shown in a turn line
/// beside the side's own name, on a phone too.
pub const MAX_NAME: usize = 16;

/// A person's name at the table: 1 to [`MAX_NAME`] characters, no control characters, no
/// space at either end.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Name(String);

impl Name {
    /// The name, checked.
    ///
    /// # Errors
    /// [`SeatError`] for an empty or blank name, one longer than [`MAX_NAME`] characters,
    /// or one holding a control character (a line break, a tab…).
    pub fn new(text: &str) -> Result<Name, SeatError> {
        let text = text.trim();
        let chars = text.chars().count();
        if chars == 0 {
            return Err(SeatError::EmptyName);
        }
        if chars > MAX_NAME {
            return Err(SeatError::LongName(chars));
        }
        if text.chars().any(char::is_control) {
            return Err(SeatError::ControlInName);
        }
        Ok(Name(text.to_owned()))
    }

    /// The name as given (trimmed).
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&self.0)
    }
}

/// Who plays a seat: a person at the table (maybe named) or one of the game's bots (`K`
/// is the game's bot kind: `ssangryuk::bot::BotKind` or `yutnori::bot::BotKind`).
///
/// Its text form, as the command line and a saved session write it: `human` (also
/// `person` or `사람`), `human:NAME`, or a bot's id (`expert`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Seat<K> {
    /// A person, who rolls or throws and moves on the shared screen.
    Person(Option<Name>),
    /// A bot, which plays its own turns.
    Bot(K),
}

impl<K> Seat<K> {
    /// A person with no name.
    pub const PERSON: Seat<K> = Seat::Person(None);

    /// Whether a person sits here.
    #[must_use]
    pub const fn is_person(&self) -> bool {
        matches!(self, Seat::Person(_))
    }

    /// The person's name, if a named person sits here.
    #[must_use]
    pub fn name(&self) -> Option<&Name> {
        match self {
            Seat::Person(name) => name.as_ref(),
            Seat::Bot(_) => None,
        }
    }
}

impl<K: fmt::Display> fmt::Display for Seat<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Seat::Person(None) => f.write_str("human"),
            Seat::Person(Some(name)) => write!(f, "human:{name}"),
            Seat::Bot(kind) => write!(f, "{kind}"),
        }
    }
}

impl<K: FromStr> FromStr for Seat<K> {
    type Err = SeatError;

    /// `human`, `person` or `사람` (any case), optionally `:NAME`; otherwise a bot's id.
    fn from_str(s: &str) -> Result<Seat<K>, SeatError> {
        let s = s.trim();
        let (who, name) = match s.split_once(':') {
            Some((who, name)) => (who.trim(), Some(name)),
            None => (s, None),
        };
        if ["human", "person", "사람"]
            .iter()
            .any(|p| who.eq_ignore_ascii_case(p))
        {
            return Ok(Seat::Person(name.map(Name::new).transpose()?));
        }
        if name.is_some() {
            return Err(SeatError::NamedBot(who.to_owned()));
        }
        s.parse()
            .map(Seat::Bot)
            .map_err(|_| SeatError::Unknown(s.chars().take(40).collect()))
    }
}

/// Why a seat's text was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SeatError {
    /// `human:` with nothing after it.
    EmptyName,
    /// A name of this many characters, over [`MAX_NAME`].
    LongName(usize),
    /// A name with a control character.
    ControlInName,
    /// A name given to a bot (`expert:Kim`).
    NamedBot(String),
    /// Neither a person nor a bot's id (the text, cut short).
    Unknown(String),
}

/// Where a game's throws come from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Throws {
    /// The game draws them: game N's own dice or sticks, the same wherever it is replayed.
    #[default]
    Drawn,
    /// The people throw real dice or sticks and enter what they show (for a bot's turn
    /// too); the record marks them as thrown outside the game.
    Hand,
}

impl Throws {
    /// The id the command line and a saved session use: `drawn` or `hand`.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Throws::Drawn => "drawn",
            Throws::Hand => "hand",
        }
    }
}

impl fmt::Display for Throws {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.id())
    }
}

impl FromStr for Throws {
    type Err = SeatError;

    /// `drawn` (also `game`) or `hand` (also `real`), any case.
    fn from_str(s: &str) -> Result<Throws, SeatError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "drawn" | "game" => Ok(Throws::Drawn),
            "hand" | "real" => Ok(Throws::Hand),
            _ => Err(SeatError::Unknown(s.chars().take(40).collect())),
        }
    }
}

macro_rules! text_serde {
    ($t:ty $(, $g:ident)?) => {
        impl<$($g: fmt::Display)?> serde::Serialize for $t {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_str(self)
            }
        }
        impl<'de, $($g: FromStr)?> serde::Deserialize<'de> for $t {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
                text.parse().map_err(|e: SeatError| serde::de::Error::custom(e))
            }
        }
    };
}

text_serde!(Seat<K>, K);
text_serde!(Throws);

#[cfg(test)]
mod tests {
    use super::*;
    use ssangryuk::bot::BotKind;

    #[test]
    fn a_seat_reads_a_person_with_or_without_a_name_or_a_bot_and_writes_it_back() {
        for text in ["human", "human:철수", "expert", "greedy"] {
            let seat: Seat<BotKind> = text.parse().unwrap();
            assert_eq!(seat.to_string(), text);
        }
        let seat: Seat<BotKind> = "사람: 할머니 ".parse().unwrap();
        assert_eq!(seat.name().map(Name::as_str), Some("할머니"));
        assert_eq!("PERSON".parse::<Seat<BotKind>>().unwrap(), Seat::PERSON);
    }

    #[test]
    fn a_seat_refuses_bad_names_a_named_bot_and_unknown_words() {
        let refused = |t: &str| t.parse::<Seat<BotKind>>().unwrap_err();
        assert_eq!(refused("human:"), SeatError::EmptyName);
        assert_eq!(refused("human:   "), SeatError::EmptyName);
        assert_eq!(
            refused(&format!("human:{}", "가".repeat(17))),
            SeatError::LongName(17)
        );
        assert_eq!(refused("human:a\nb"), SeatError::ControlInName);
        assert_eq!(refused("expert:Kim"), SeatError::NamedBot("expert".into()));
        assert_eq!(refused("grandma"), SeatError::Unknown("grandma".into()));
        assert!(Name::new(&"가".repeat(MAX_NAME)).is_ok());
    }

    #[test]
    fn seats_and_throws_are_stored_as_their_text() {
        let seats: [Seat<BotKind>; 2] = [
            Seat::Person(Some(Name::new("영희").unwrap())),
            Seat::Bot(BotKind::Expert),
        ];
        let json = serde_json::to_string(&seats).unwrap();
        assert_eq!(json, r#"["human:영희","expert"]"#);
        let back: [Seat<BotKind>; 2] = serde_json::from_str(&json).unwrap();
        assert_eq!(back, seats);
        assert!(serde_json::from_str::<Seat<BotKind>>(r#""nobody""#).is_err());
        assert_eq!(serde_json::to_string(&Throws::Hand).unwrap(), r#""hand""#);
        assert_eq!("REAL".parse::<Throws>().unwrap(), Throws::Hand);
    }
}
