//! The text form both games give a rule set: a base variant's id, then `;key=value`
//! overrides (`app;cap=6`, `reorder;pieces=2`). This module reads the shape; each crate
//! maps the keys to its own fields (by their ids) and checks the values.

/// A rule set's text form, split: the base id and the overrides in order, every part
/// trimmed, each key at most once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form<'a> {
    /// The base variant's id (or alias), as written.
    pub base: &'a str,
    /// The `key=value` overrides, in the order written.
    pub overrides: Vec<(&'a str, &'a str)>,
}

/// Why a text is not of the form `base;key=value;…`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormError<'a> {
    /// A part after a `;` has no `=` (the trimmed part).
    Syntax(&'a str),
    /// The same key is given twice (the key).
    Repeated(&'a str),
}

impl<'a> Form<'a> {
    /// Splits `text`. Spaces around every part, key and value are ignored.
    ///
    /// ```
    /// use ssangryuk_cited::form::{Form, FormError};
    ///
    /// let form = Form::parse(" app ; cap = 6 ;doubles=4")?;
    /// assert_eq!(form.base, "app");
    /// assert_eq!(form.overrides, [("cap", "6"), ("doubles", "4")]);
    /// assert_eq!(Form::parse("app;cap"), Err(FormError::Syntax("cap")));
    /// assert_eq!(Form::parse("app;cap=5;cap=6"), Err(FormError::Repeated("cap")));
    /// # Ok::<_, FormError>(())
    /// ```
    ///
    /// # Errors
    /// [`FormError::Syntax`] for a part without `=`, [`FormError::Repeated`] for a key
    /// given twice.
    pub fn parse(text: &'a str) -> Result<Form<'a>, FormError<'a>> {
        let mut parts = text.split(';');
        let base = parts.next().unwrap_or_default().trim();
        let mut overrides: Vec<(&str, &str)> = Vec::new();
        for part in parts {
            let (key, value) = part
                .split_once('=')
                .ok_or_else(|| FormError::Syntax(part.trim()))?;
            let (key, value) = (key.trim(), value.trim());
            if overrides.iter().any(|&(k, _)| k == key) {
                return Err(FormError::Repeated(key));
            }
            overrides.push((key, value));
        }
        Ok(Form { base, overrides })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bare_base_has_no_overrides() {
        assert_eq!(
            Form::parse("  mcst "),
            Ok(Form {
                base: "mcst",
                overrides: vec![]
            })
        );
        assert_eq!(Form::parse("").map(|f| f.base), Ok(""));
    }

    #[test]
    fn empty_parts_and_values() {
        assert_eq!(Form::parse("app;"), Err(FormError::Syntax("")));
        assert_eq!(Form::parse("app; ;cap=1"), Err(FormError::Syntax("")));
        assert_eq!(
            Form::parse("app;cap=").map(|f| f.overrides),
            Ok(vec![("cap", "")])
        );
        assert_eq!(
            Form::parse("app;a=b=c").map(|f| f.overrides),
            Ok(vec![("a", "b=c")])
        );
        assert_eq!(
            Form::parse("app; cap =1;cap= 2"),
            Err(FormError::Repeated("cap"))
        );
    }
}
