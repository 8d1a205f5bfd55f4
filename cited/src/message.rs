//! The one way both game crates turn a type into a sentence, and their one umbrella
//! error ([`umbrella!`](crate::umbrella)).
//!
//! A crate's text layer writes one function per type, `fn(&T, Lang) -> String`, holding
//! both languages side by side; [`bilingual!`](crate::bilingual) then gives the type its
//! `message(lang)` method and an English [`Display`](core::fmt::Display) from that one
//! function (and, for errors, [`std::error::Error`]). The types themselves name no text
//! module: the text layer imports the types, never the other way round.

/// Gives each listed type `message(&self, lang) -> String` and an English `Display`, both
/// from one function of the text layer; `error` types also get `std::error::Error`.
///
/// Invoke it in the crate that defines the types (inherent methods must be), from the
/// module that holds the sentences:
///
/// ```
/// use ssangryuk_cited::{bilingual, Lang};
///
/// #[derive(Debug)]
/// pub struct Blocked(u8);
///
/// fn blocked(e: &Blocked, lang: Lang) -> String {
///     match lang {
///         Lang::Ko => format!("{}번 칸은 막혔습니다", e.0),
///         Lang::En => format!("point {} is blocked", e.0),
///     }
/// }
///
/// bilingual! { error Blocked => blocked }
///
/// let e = Blocked(7);
/// assert_eq!(e.message(Lang::Ko), "7번 칸은 막혔습니다");
/// assert_eq!(e.to_string(), "point 7 is blocked");
/// let _: &dyn std::error::Error = &e;
/// ```
#[macro_export]
macro_rules! bilingual {
    () => {};
    (error $t:ty => $f:path $(, $($rest:tt)*)?) => {
        $crate::bilingual!(text $t => $f);
        impl ::std::error::Error for $t {}
        $($crate::bilingual!($($rest)*);)?
    };
    (text $t:ty => $f:path $(, $($rest:tt)*)?) => {
        impl $t {
            /// The sentence in `lang` (English is the `Display`).
            #[must_use]
            pub fn message(&self, lang: $crate::Lang) -> ::std::string::String {
                $f(self, lang)
            }
        }

        impl ::core::fmt::Display for $t {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.pad(&$f(self, $crate::Lang::En))
            }
        }
        $($crate::bilingual!($($rest)*);)?
    };
}

/// Declares a crate's one umbrella error: the enum, with one variant wrapping each
/// concern's error, `From` for each (so `?` converts), and `message(lang)`, `Display` and
/// `source` passed on to the error inside (the umbrella adds no words of its own).
///
/// ```
/// use ssangryuk_cited::{bilingual, umbrella, Lang};
///
/// #[derive(Debug)]
/// pub struct Blocked(u8);
/// fn blocked(e: &Blocked, lang: Lang) -> String {
///     match lang {
///         Lang::Ko => format!("{}번 칸은 막혔습니다", e.0),
///         Lang::En => format!("point {} is blocked", e.0),
///     }
/// }
/// bilingual! { error Blocked => blocked }
///
/// umbrella! {
///     /// Any error of this crate.
///     #[derive(Debug)]
///     pub enum Error {
///         /// A blocked point.
///         Blocked(Blocked),
///     }
/// }
///
/// fn step() -> Result<(), Error> {
///     Err(Blocked(7))?
/// }
/// let e = step().unwrap_err();
/// assert_eq!(e.to_string(), "point 7 is blocked");
/// assert_eq!(e.message(Lang::Ko), "7번 칸은 막혔습니다");
/// ```
#[macro_export]
macro_rules! umbrella {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $($(#[$vmeta:meta])* $variant:ident($inner:ty)),* $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis enum $name {
            $($(#[$vmeta])* $variant($inner),)*
        }

        $(
            impl ::core::convert::From<$inner> for $name {
                fn from(e: $inner) -> $name {
                    $name::$variant(e)
                }
            }
        )*

        impl $name {
            /// The message in `lang` (English is the `Display`): the wrapped error's.
            #[must_use]
            pub fn message(&self, lang: $crate::Lang) -> ::std::string::String {
                match self {
                    $($name::$variant(e) => e.message(lang),)*
                }
            }
        }

        impl ::core::fmt::Display for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                match self {
                    $($name::$variant(e) => ::core::fmt::Display::fmt(e, f),)*
                }
            }
        }

        impl ::std::error::Error for $name {
            fn source(&self) -> ::core::option::Option<&(dyn ::std::error::Error + 'static)> {
                match self {
                    $($name::$variant(e) => ::std::error::Error::source(e),)*
                }
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use crate::lang::Lang;

    #[derive(Debug)]
    struct Plain;
    #[derive(Debug)]
    struct Failure(u8);

    fn plain(_: &Plain, lang: Lang) -> String {
        crate::Text::new("말", "word").get(lang).to_owned()
    }
    fn failure(e: &Failure, lang: Lang) -> String {
        match lang {
            Lang::Ko => format!("{}번 실패", e.0),
            Lang::En => format!("failure {}", e.0),
        }
    }

    bilingual! {
        text Plain => plain,
        error Failure => failure,
    }

    #[test]
    fn one_function_gives_both_languages_and_the_display() {
        assert_eq!(Plain.message(Lang::Ko), "말");
        assert_eq!(Plain.to_string(), "word");
        assert_eq!(format!("[{:>6}]", Plain), "[  word]");
        assert_eq!(Failure(3).message(Lang::Ko), "3번 실패");
        assert_eq!(Failure(3).to_string(), "failure 3");
        let e: Box<dyn std::error::Error> = Box::new(Failure(4));
        assert_eq!(e.to_string(), "failure 4");
    }
}
