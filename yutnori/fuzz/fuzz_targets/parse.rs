//! Text parsers never panic, and what they accept prints back to something they accept again.
#![no_main]

use libfuzzer_sys::fuzz_target;
use yutnori::{Action, Place, Station, Throw, Variant, YutRules};

fuzz_target!(|data: &[u8]| {
    let Ok(s) = std::str::from_utf8(data) else { return };
    if let Ok(a) = s.parse::<Action>() {
        assert_eq!(a.to_string().parse::<Action>(), Ok(a));
    }
    if let Ok(t) = s.parse::<Throw>() {
        assert_eq!(t.id().parse::<Throw>(), Ok(t));
    }
    if let Ok(st) = s.parse::<Station>() {
        assert_eq!(st.id().to_string().parse::<Station>(), Ok(st));
    }
    if let Ok(p) = s.parse::<Place>() {
        assert_eq!(p.to_string().parse::<Place>(), Ok(p));
    }
    if let Ok(p) = s.parse::<Variant>() {
        assert_eq!(p.id().parse::<Variant>(), Ok(p));
    }
    match s.parse::<YutRules>() {
        Ok(r) => assert_eq!(r.to_string().parse::<YutRules>(), Ok(r)),
        Err(e) => assert!(!e.message(yutnori::Lang::Ko).is_empty()),
    }
});
