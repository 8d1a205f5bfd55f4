//! The user's language.

use core::fmt;
use core::str::FromStr;

/// The language of user-facing text.
///
/// Korean is the default: the games, their sources and the apps they come from are Korean.
///
/// ```
/// use ssangryuk_cited::Lang;
/// assert_eq!(Lang::default(), Lang::Ko);
/// assert_eq!("EN".parse::<Lang>(), Ok(Lang::En));
/// assert_eq!(Lang::En.to_string(), "en");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// 한국어.
    #[default]
    Ko,
    /// English.
    En,
}

impl Lang {
    /// Both languages, Korean first.
    pub const ALL: [Lang; 2] = [Lang::Ko, Lang::En];

    /// The language's code: `ko` or `en`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Lang::Ko => "ko",
            Lang::En => "en",
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.code())
    }
}

impl FromStr for Lang {
    type Err = UnknownLang;
    /// `ko`, `kr`, `korean`, `한국어` or `en`, `english`, in any case, spaces around allowed.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "ko" | "kr" | "korean" | "한국어" => Ok(Lang::Ko),
            "en" | "english" => Ok(Lang::En),
            _ => Err(UnknownLang(s.to_owned())),
        }
    }
}

/// A language name other than `ko` or `en`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLang(pub String);

fn unknown_lang(e: &UnknownLang, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!("{:?}: 모르는 언어입니다 (ko 또는 en)", e.0),
        Lang::En => format!("unknown language {:?} (known: ko, en)", e.0),
    }
}

crate::bilingual! { error UnknownLang => unknown_lang }

/// A fixed text in both languages.
///
/// ```
/// use ssangryuk_cited::{Lang, Text};
/// const BAR: Text = Text::new("가운데", "the bar");
/// assert_eq!(BAR.get(Lang::Ko), "가운데");
/// assert_eq!(BAR.get(Lang::En), "the bar");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Text {
    ko: &'static str,
    en: &'static str,
}

impl Text {
    /// A text from its Korean and English forms.
    #[must_use]
    pub const fn new(ko: &'static str, en: &'static str) -> Text {
        Text { ko, en }
    }

    /// The empty text (no note).
    pub const EMPTY: Text = Text::new("", "");

    /// The text in `lang`.
    #[must_use]
    pub const fn get(self, lang: Lang) -> &'static str {
        match lang {
            Lang::Ko => self.ko,
            Lang::En => self.en,
        }
    }

    /// Whether both forms are empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.ko.is_empty() && self.en.is_empty()
    }
}
