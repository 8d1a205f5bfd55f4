//! Feeds arbitrary text to every parser: none may panic, and whatever parses must print
//! and parse back to the same value.
//!
//! Bytes: the roll and which fixed position to read a play in (the start of each preset
//! and a position from a short seeded game of each), then the text (UTF-8 only). The
//! text goes to `RuleSet`, `Position`, `PointLabel` and `Variant`'s `FromStr` and to
//! `Position::parse_play`. A position that parses is checked like any other
//! (`check_position`, `check_roll`, `check_notations`), which reaches rule sets only the text form can
//! build (custom layouts, caps of 1, 1 to 30 checkers).
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use ssangryuk::{MoveGen, PointLabel, Position, RuleSet, Side, Variant};
use ssangryuk_fuzz::{
    check_notation, check_notations, check_position, check_roll, random_game, roll,
};

/// The positions `parse_play` is tried on.
fn positions() -> &'static [Position] {
    static POSITIONS: OnceLock<Vec<Position>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        Variant::ALL
            .iter()
            .enumerate()
            .flat_map(|(i, v)| {
                [
                    Position::start(v.rules(), Side::Black),
                    random_game(v.rules(), i as u64, 12),
                ]
            })
            .collect()
    })
}

fuzz_target!(|data: &[u8]| {
    let [r, which, ref rest @ ..] = *data else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let roll = roll(r);

    if let Ok(rules) = text.parse::<RuleSet>() {
        let printed = rules.to_string();
        assert_eq!(
            printed.parse::<RuleSet>(),
            Ok(rules),
            "{text:?} -> {printed:?}"
        );
    }
    if let Ok(variant) = text.parse::<Variant>() {
        assert_eq!(variant.to_string().parse::<Variant>(), Ok(variant));
        assert_eq!(Variant::from_rules(&variant.rules()), Some(variant));
    }
    if let Ok(label) = text.parse::<PointLabel>() {
        assert_eq!(label.to_string().parse::<PointLabel>(), Ok(label));
        for side in Side::BOTH {
            assert_eq!(side.label(side.point_of(label)), Some(label));
        }
    }
    if let Ok(pos) = text.parse::<Position>() {
        check_position(&pos); // includes the text round trip
        let plays = check_roll(&pos, roll, &mut MoveGen::new());
        check_notations(&pos, roll, &plays);
    }

    let positions = positions();
    let pos = &positions[usize::from(which) % positions.len()];
    if let Ok(play) = pos.parse_play(roll, text) {
        assert!(
            pos.legal_plays(roll).contains(&play),
            "{text:?} read as an illegal play"
        );
        check_notation(pos, roll, &play);
    }
});
