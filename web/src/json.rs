//! A small JSON writer: the page reads every answer of the crate as one JSON object, and
//! this is all the crate needs to write them (no parser, no serde).

use core::fmt::Write as _;

/// One JSON object being written: `Obj::new().str("k", "v").num("n", 3).end()`.
#[derive(Debug)]
pub struct Obj {
    out: String,
    first: bool,
}

impl Default for Obj {
    fn default() -> Obj {
        Obj::new()
    }
}

/// `s` as a JSON string literal, quotes included.
#[must_use]
pub fn string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if u32::from(c) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A JSON array of already written values.
#[must_use]
pub fn array<I: IntoIterator<Item = String>>(items: I) -> String {
    let mut out = String::from("[");
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&item);
    }
    out.push(']');
    out
}

impl Obj {
    /// An empty object.
    #[must_use]
    pub fn new() -> Obj {
        Obj {
            out: String::from("{"),
            first: true,
        }
    }

    /// Adds `key` with an already written JSON value.
    #[must_use]
    pub fn raw(mut self, key: &str, value: &str) -> Obj {
        if !self.first {
            self.out.push(',');
        }
        self.first = false;
        self.out.push_str(&string(key));
        self.out.push(':');
        self.out.push_str(value);
        self
    }

    /// Adds a string.
    #[must_use]
    pub fn str(self, key: &str, value: &str) -> Obj {
        self.raw(key, &string(value))
    }

    /// Adds a string, or `null`.
    #[must_use]
    pub fn opt_str(self, key: &str, value: Option<&str>) -> Obj {
        match value {
            Some(v) => self.str(key, v),
            None => self.raw(key, "null"),
        }
    }

    /// Adds a number.
    #[must_use]
    pub fn num(self, key: &str, value: impl Into<f64>) -> Obj {
        let v: f64 = value.into();
        self.raw(key, &v.to_string())
    }

    /// Adds a boolean.
    #[must_use]
    pub fn bool(self, key: &str, value: bool) -> Obj {
        self.raw(key, if value { "true" } else { "false" })
    }

    /// The object's text.
    #[must_use]
    pub fn end(mut self) -> String {
        self.out.push('}');
        self.out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_escaped_and_objects_nest() {
        assert_eq!(string("a\"b\\c\nd\u{1}"), r#""a\"b\\c\nd\u0001""#);
        let inner = Obj::new().num("n", 3u8).bool("t", true).end();
        let o = Obj::new()
            .str("k", "흑")
            .raw("o", &inner)
            .opt_str("none", None)
            .raw("a", &array(["1".to_owned(), "2".to_owned()]))
            .end();
        assert_eq!(
            o,
            r#"{"k":"흑","o":{"n":3,"t":true},"none":null,"a":[1,2]}"#
        );
        assert_eq!(array(Vec::new()), "[]");
    }
}
