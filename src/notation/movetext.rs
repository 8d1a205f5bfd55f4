//! Move text as other programs write it, read by [`Position::parse_play`]: GNU
//! Backgammon's and the `.mat` notation (`24/18*/14`, `6/1(2)`, `bar/22`, `25/22`, `6/0`,
//! `8/4 6/4` one die at a time) and the `move 8-5 6-5` form (FIBS and GNU Backgammon's
//! `move` command, with `-` between points).
//!
//! [`Position::parse_play`]: crate::Position::parse_play

use std::borrow::Cow;

/// The text with a leading `move`/`m` command word dropped and `-` between points read
/// as `/`; other text is returned unchanged.
#[must_use]
pub fn normalize(text: &str) -> Cow<'_, str> {
    let t = text.trim_start();
    let lower = t.get(..5).map(str::to_ascii_lowercase);
    let rest = if lower.as_deref() == Some("move ") {
        &t[5..]
    } else if t.get(..2).is_some_and(|m| m.eq_ignore_ascii_case("m ")) {
        &t[2..]
    } else {
        t
    };
    if rest.len() == text.len() && !text.contains('-') {
        return Cow::Borrowed(text);
    }
    Cow::Owned(rest.replace('-', "/"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_command_and_dashes() {
        assert_eq!(normalize("move 8-5 6-5"), "8/5 6/5");
        assert_eq!(normalize("8-5 6-5"), "8/5 6/5", "dashes alone");
        assert_eq!(
            normalize("move 8/5 6/5"),
            "8/5 6/5",
            "the command word alone"
        );
        assert_eq!(normalize("m 24-18 13-10"), "24/18 13/10");
        assert_eq!(normalize("24/18*/14"), "24/18*/14");
        assert!(matches!(normalize("6/1(2)"), Cow::Borrowed(_)));
        // Labels are several bytes a character: no slicing inside one.
        assert_eq!(normalize("하6/하5 하6/하2"), "하6/하5 하6/하2");
        assert_eq!(normalize("m"), "m");
    }
}
