//! Reading the fields of the pages' flat JSON answers, for both games' tests (no escapes
//! inside strings, no nesting of the same key: enough for these tests).

/// A number (or `null`, or `true`/`false`) field, as written.
pub fn field<'a>(json: &'a str, key: &str) -> Option<&'a str> {
    let start = json.find(&format!("\"{key}\":"))? + key.len() + 3;
    let rest = &json[start..];
    let end = rest.find([',', '}']).unwrap_or(rest.len());
    Some(&rest[..end])
}

/// The numbers of an array field of numbers.
pub fn numbers<T: core::str::FromStr>(json: &str, key: &str) -> Vec<T>
where
    T::Err: core::fmt::Debug,
{
    let start = json.find(&format!("\"{key}\":[")).expect(key) + key.len() + 4;
    let rest = &json[start..];
    let inner = &rest[..rest.find(']').unwrap()];
    inner
        .split(',')
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect()
}

/// The nearest destination of a `targets` answer (the lowest `to`), as the pages' tests tap.
pub fn nearest_target<T: core::str::FromStr + Ord>(targets: &str) -> T
where
    T::Err: core::fmt::Debug,
{
    targets
        .split("\"to\":")
        .skip(1)
        .map(|t| t[..t.find(',').unwrap()].parse::<T>().unwrap())
        .min()
        .expect("a destination")
}

/// A string field.
pub fn text<'a>(json: &'a str, key: &str) -> &'a str {
    let start = json.find(&format!("\"{key}\":\"")).expect(key) + key.len() + 4;
    &json[start..start + json[start..].find('"').unwrap()]
}
