//! Every documented text grammar of the crate, form by form: the rule-set text
//! (`app;cap=6`), the position text, the `Display` of every public type that has one (read
//! back where it has a `FromStr`), and the builder's bounds; play notation is `notation.rs`.
//!
//! Each value is checked for what it *means* (the field it sets), not only that it
//! parses, so a grammar arm that stopped working, or read the wrong value, fails here.

mod common;

use common::{position, roll};

use ssangryuk::bot::BotKind;
use ssangryuk::{
    Doubles, Field, Game, Goal, Layout, Opening, Origin, Overshoot, PointCap, Position,
    PositionParseError, Resting, Roll, RuleSet, RuleSetError, RuleSetParseError, Scoring, Side,
    StepError, TurnError, UnknownVariant, Variant, MAX_CHECKERS,
};

fn rules(text: &str) -> RuleSet {
    text.parse()
        .unwrap_or_else(|e| panic!("{text:?} should parse: {e}"))
}

fn refused(text: &str) -> RuleSetParseError {
    text.parse::<RuleSet>()
        .expect_err(&format!("{text:?} should be refused"))
}

/// The refusal of `text`'s last override, `key=value`, as a bad value of `field`.
fn bad_value(field: Field, text: &str) -> RuleSetParseError {
    let (_, value) = text.rsplit_once(';').unwrap().1.split_once('=').unwrap();
    RuleSetParseError::Value {
        field,
        value: value.trim().into(),
    }
}

/// A layout placing `n` checkers on each of `points` (own numbering).
fn custom(points: &[(usize, u8)]) -> Layout {
    let mut c = [0u8; 24];
    for &(p, n) in points {
        c[p - 1] = n;
    }
    Layout::Custom(c)
}

// ------------------------------------------------------------ rule-set text ---

#[test]
fn every_preset_id_and_alias_is_a_base() {
    for v in Variant::ALL {
        assert_eq!(rules(v.id()), v.rules(), "{v}");
        assert_eq!(rules(&format!("  {}  ", v.id().to_uppercase())), v.rules());
        for alias in v.aliases() {
            assert_eq!(rules(alias), v.rules(), "{alias}");
        }
        // A preset prints as its id alone.
        assert_eq!(v.rules().to_string(), v.id());
    }
    assert_eq!(
        refused("backgammon1931"),
        RuleSetParseError::Variant(UnknownVariant("backgammon1931".into()))
    );
    assert!(matches!(refused(""), RuleSetParseError::Variant(_)));
    assert!(matches!(refused(";cap=6"), RuleSetParseError::Variant(_)));
}

#[test]
fn checkers_key_sets_the_count() {
    let r = rules("app;checkers=3;layout=24:1/13:1/6:1");
    assert_eq!(r.checkers(), 3);
    assert_eq!(r.to_string(), "app;checkers=3;layout=24:1/13:1/6:1");
    // Alone it contradicts the standard layout's 15: a typed refusal, not a guess.
    assert_eq!(
        refused("app;checkers=16"),
        RuleSetParseError::Invalid(RuleSetError::LayoutCount {
            placed: 15,
            checkers: 16
        })
    );
    assert_eq!(rules("app;checkers=15"), Variant::App.rules());
    for bad in ["app;checkers=x", "app;checkers=-1", "app;checkers=256"] {
        assert_eq!(refused(bad), bad_value(Field::Checkers, bad));
    }
}

#[test]
fn layout_standard_sixteen_and_custom() {
    // `layout=standard` turns the 16-checker preset's layout back into the standard one.
    let r = rules("sixteen;layout=standard;checkers=15");
    assert_eq!(r.layout(), Layout::Standard);
    assert_eq!(r.checkers(), 15);
    assert_eq!(r.cap(), PointCap::AtMost(6));
    assert_eq!(r.to_string(), "app;cap=6");
    assert_eq!(rules("app;layout=standard"), Variant::App.rules());
    // `layout=sixteen` with its count and cap is the preset itself.
    let r = rules("app;layout=sixteen;checkers=16;cap=6");
    assert_eq!(r, Variant::Sixteen.rules());
    assert_eq!(r.to_string(), "sixteen");
    let r = rules("app;layout=sixteen;checkers=16;cap=none");
    assert_eq!(r.layout(), Layout::Sixteen);
    assert_eq!(r.to_string(), "sixteen;cap=none");
    // A custom layout: `P:N` items, any order, spaces allowed, a point given twice adds up.
    let r = rules("app;checkers=4;layout= 6:1 / 24:2 /6:1");
    assert_eq!(r.layout(), custom(&[(24, 2), (6, 2)]));
    assert_eq!(r.layout().total(), 4);
    // Printed highest point first, and only the points that hold checkers.
    assert_eq!(r.to_string(), "app;checkers=4;layout=24:2/6:2");
    assert_eq!(rules(&r.to_string()), r);
    for bad in [
        "app;layout=",
        "app;layout=random",
        "app;layout=0:15",
        "app;layout=25:15",
        "app;layout=24",
        "app;layout=24:x",
        "app;layout=24:200/24:100",
    ] {
        assert_eq!(refused(bad), bad_value(Field::Layout, bad), "{bad}");
    }
}

#[test]
fn custom_layouts_print_exactly_their_points() {
    // One checker on every point of the own half the mirror image does not use.
    let points: Vec<(usize, u8)> = (13..=24).map(|p| (p, 1)).collect();
    let r = RuleSet::builder(Variant::App)
        .checkers(12)
        .layout(custom(&points))
        .build()
        .unwrap();
    let written: Vec<String> = (13..=24).rev().map(|p| format!("{p}:1")).collect();
    assert_eq!(
        r.to_string(),
        format!("app;checkers=12;layout={}", written.join("/"))
    );
    let r = RuleSet::builder(Variant::App)
        .checkers(1)
        .layout(custom(&[(7, 1)]))
        .build()
        .unwrap();
    assert_eq!(r.to_string(), "app;checkers=1;layout=7:1");
}

#[test]
fn cap_key_none_and_numbers() {
    assert_eq!(rules("app;cap=none").cap(), PointCap::Unlimited);
    assert_eq!(rules("app;cap=7").cap(), PointCap::AtMost(7));
    assert_eq!(rules("l1931;cap=5").cap(), PointCap::AtMost(5));
    assert_eq!(rules("app;cap=5"), Variant::App.rules());
    assert_eq!(rules("app;cap=none").to_string(), "app;cap=none");
    assert_eq!(rules("app;cap=7").to_string(), "app;cap=7");
    assert_eq!(
        refused("app;cap=0"),
        RuleSetParseError::Invalid(RuleSetError::ZeroCap)
    );
    // The standard layout has 5 on a point: a cap of 4 contradicts it.
    assert_eq!(
        refused("app;cap=4"),
        RuleSetParseError::Invalid(RuleSetError::LayoutOverCap {
            point: 6,
            count: 5,
            cap: 4
        })
    );
    for bad in ["app;cap=", "app;cap=unlimited", "app;cap=-1", "app;cap=300"] {
        assert_eq!(refused(bad), bad_value(Field::Cap, bad));
    }
}

#[test]
fn doubles_key_two_and_four() {
    // The 1931 laws play a double four times; `doubles=2` overrides that.
    let r = rules("l1931;doubles=2");
    assert_eq!(r.doubles(), Doubles::Twice);
    assert_eq!(r.doubles().steps(), 2);
    assert_eq!(Variant::L1931.rules().doubles(), Doubles::FourTimes);
    assert_eq!(rules("app;doubles=4").doubles(), Doubles::FourTimes);
    assert_eq!(rules("app;doubles=2"), Variant::App.rules());
    assert_eq!(rules("app;doubles=4").to_string(), "app;doubles=4");
    for bad in ["app;doubles=3", "app;doubles=twice", "app;doubles="] {
        assert_eq!(refused(bad), bad_value(Field::Doubles, bad));
    }
}

#[test]
fn overshoot_key_free_and_strict() {
    for strict in [Variant::L1931, Variant::Culin] {
        assert_eq!(strict.rules().overshoot(), Overshoot::Strict);
        let text = format!("{};overshoot=free", strict.id());
        assert_eq!(rules(&text).overshoot(), Overshoot::Free, "{text}");
    }
    assert_eq!(
        rules("culin;overshoot=free"),
        RuleSet::builder(Variant::App)
            .cap(PointCap::Unlimited)
            .build()
            .unwrap()
    );
    assert_eq!(rules("app;overshoot=strict").overshoot(), Overshoot::Strict);
    assert_eq!(
        rules("app;overshoot=strict").to_string(),
        "app;overshoot=strict"
    );
    assert_eq!(rules("app;overshoot=free"), Variant::App.rules());
    assert_eq!(
        refused("app;overshoot=loose"),
        bad_value(Field::Overshoot, "app;overshoot=loose")
    );
}

#[test]
fn goal_key_off_and_home() {
    assert_eq!(Variant::BanSugoroku.rules().goal(), Goal::AllHome);
    let r = rules("bansugoroku;goal=off");
    assert_eq!(r.goal(), Goal::BearOffAll);
    assert_eq!(r.opening(), Opening::FixedFirst);
    assert_eq!(r.to_string(), "bansugoroku;goal=off");
    assert_eq!(rules("app;goal=home").goal(), Goal::AllHome);
    assert_eq!(rules("app;goal=home").to_string(), "app;goal=home");
    assert_eq!(rules("app;goal=off"), Variant::App.rules());
    assert_eq!(
        refused("app;goal=bearoff"),
        bad_value(Field::Goal, "app;goal=bearoff")
    );
}

#[test]
fn rest_key_yes_and_no() {
    // 문화체육관광부 allows resting; the app does not.
    assert_eq!(rules("app;rest=yes"), Variant::Mcst.rules());
    assert_eq!(rules("app;rest=yes").resting(), Resting::Allowed);
    assert_eq!(rules("mcst;rest=no"), Variant::App.rules());
    assert_eq!(rules("mcst;rest=no").resting(), Resting::NotAllowed);
    assert_eq!(rules("mcst;rest=yes"), Variant::Mcst.rules());
    assert_eq!(rules("l1931;rest=yes").to_string(), "l1931;rest=yes");
    assert_eq!(
        refused("app;rest=maybe"),
        bad_value(Field::Resting, "app;rest=maybe")
    );
}

#[test]
fn opening_key_die_and_fixed() {
    assert_eq!(Variant::BanSugoroku.rules().opening(), Opening::FixedFirst);
    let r = rules("bansugoroku;opening=die");
    assert_eq!(r.opening(), Opening::OneDieEach);
    assert_eq!(r.goal(), Goal::AllHome);
    assert_eq!(r.to_string(), "bansugoroku;opening=die");
    assert_eq!(rules("app;opening=fixed").opening(), Opening::FixedFirst);
    assert_eq!(rules("app;opening=fixed").to_string(), "app;opening=fixed");
    assert_eq!(rules("app;opening=die"), Variant::App.rules());
    assert_eq!(
        refused("app;opening=coin"),
        bad_value(Field::Opening, "app;opening=coin")
    );
}

#[test]
fn scoring_key_single_and_gammons() {
    assert_eq!(Variant::L1931.rules().scoring(), Scoring::Gammons);
    let r = rules("l1931;scoring=single");
    assert_eq!(r.scoring(), Scoring::Single);
    // As far from `culin` (doubles) as from `l1931` (scoring): the earlier preset wins.
    assert_eq!(r.to_string(), "l1931;scoring=single");
    assert_eq!(rules("app;scoring=gammons").scoring(), Scoring::Gammons);
    assert_eq!(
        rules("app;scoring=gammons").to_string(),
        "app;scoring=gammons"
    );
    assert_eq!(rules("app;scoring=single"), Variant::App.rules());
    assert_eq!(
        refused("app;scoring=double"),
        bad_value(Field::Scoring, "app;scoring=double")
    );
}

/// Every key at once, in any order, with spaces: the overrides compose.
#[test]
fn all_keys_combined() {
    let text = " app ; scoring=gammons; opening = die ;rest=no;goal=off;overshoot=strict;doubles=4;cap=none;layout=standard;checkers=15 ";
    assert_eq!(rules(text), Variant::L1931.rules());
    let back = "culin;checkers=16;layout=sixteen;cap=6;doubles=4;overshoot=free;goal=home;rest=yes;opening=fixed;scoring=gammons";
    let r = rules(back);
    assert_eq!(
        (
            r.checkers(),
            r.layout(),
            r.cap(),
            r.doubles(),
            r.overshoot(),
            r.goal(),
            r.resting(),
            r.opening(),
            r.scoring()
        ),
        (
            16,
            Layout::Sixteen,
            PointCap::AtMost(6),
            Doubles::FourTimes,
            Overshoot::Free,
            Goal::AllHome,
            Resting::Allowed,
            Opening::FixedFirst,
            Scoring::Gammons
        )
    );
    assert_eq!(
        r.to_string(),
        "sixteen;opening=fixed;doubles=4;rest=yes;goal=home;scoring=gammons"
    );
    assert_eq!(rules(&r.to_string()), r);
}

/// A key given twice is refused, whatever the values: `app;cap=6;cap=5` has no one meaning.
#[test]
fn repeated_keys_are_refused() {
    for (text, field) in [
        ("app;cap=6;cap=5", Field::Cap),
        ("app;cap=6;cap=6", Field::Cap),
        ("app;rest=yes; rest = no", Field::Resting),
        ("app;checkers=15;doubles=4;checkers=15", Field::Checkers),
        ("app;layout=standard;layout=standard", Field::Layout),
    ] {
        assert_eq!(refused(text), RuleSetParseError::Repeated(field), "{text}");
    }
    // An unknown key given twice is refused as unknown.
    assert_eq!(
        refused("app;colour=red;colour=red"),
        RuleSetParseError::Field("colour".into())
    );
    let e = refused("app;cap=6;cap=5");
    assert_eq!(e.to_string(), "rule key `cap` is given twice");
    assert!(e.message(ssangryuk::Lang::Ko).contains("두 번"));
}

#[test]
fn unknown_keys_and_malformed_overrides_are_refused() {
    let field = |key: &str| RuleSetParseError::Field(key.into());
    let syntax = |part: &str| RuleSetParseError::Syntax(part.into());
    for (part, why) in [
        ("color=red", field("color")),
        ("cap", syntax("cap")),
        ("=5", field("")),
        ("", syntax("")),
        ("Cap=6", field("Cap")),
        ("checker=15", field("checker")),
        ("board=fixed", field("board")),
        ("cap=6=7", bad_value(Field::Cap, "app;cap=6=7")),
        ("rest=YES", bad_value(Field::Resting, "app;rest=YES")),
    ] {
        let text = format!("app;{part}");
        assert_eq!(refused(&text), why, "{text}");
    }
    let e = refused("app;color=red");
    assert!(e.to_string().contains("\"color\""), "{e}");
    assert!(
        e.to_string()
            .contains("checkers, layout, opening, doubles, cap, rest, overshoot, goal, scoring"),
        "{e}"
    );
}

#[test]
fn every_variant_converts_into_its_own_rules() {
    for v in Variant::ALL {
        let r = RuleSet::from(v);
        assert_eq!(r, v.rules(), "{v}");
        assert_eq!(r.variant(), Some(v));
        assert_eq!(Variant::from_rules(&r), Some(v));
    }
    // The presets are distinct (so a conversion to the wrong one fails above).
    let l1931 = RuleSet::from(Variant::L1931);
    assert_ne!(l1931, RuleSet::default());
    assert_eq!(l1931.doubles(), Doubles::FourTimes);
    assert_eq!(l1931.scoring(), Scoring::Gammons);
}

// -------------------------------------------------------------- the builder ---

#[test]
fn builder_checker_bounds() {
    let build = |n: u8, layout: Layout| {
        RuleSet::builder(Variant::App)
            .checkers(n)
            .layout(layout)
            .cap(PointCap::Unlimited)
            .build()
    };
    assert_eq!(build(0, custom(&[])), Err(RuleSetError::CheckerCount(0)));
    let one = build(1, custom(&[(24, 1)])).unwrap();
    assert_eq!(one.checkers(), 1);
    let thirty = build(MAX_CHECKERS, custom(&[(24, 10), (13, 10), (6, 10)])).unwrap();
    assert_eq!(thirty.checkers(), 30);
    assert_eq!(
        build(31, custom(&[(24, 11), (13, 10), (6, 10)])),
        Err(RuleSetError::CheckerCount(31))
    );
    assert_eq!(
        build(u8::MAX, custom(&[(24, 255)])),
        Err(RuleSetError::CheckerCount(255))
    );
    assert_eq!(MAX_CHECKERS, 30);
    // The extremes play: a start position, legal plays, and the text form reads back.
    for r in [one, thirty] {
        let start = Position::start(r, Side::Black);
        assert_eq!(start.in_play(Side::Black), r.checkers());
        assert!(!start.legal_plays(Roll::new(6, 5).unwrap()).is_empty());
        assert_eq!(start.to_string().parse::<Position>(), Ok(start));
        assert_eq!(rules(&r.to_string()), r);
    }
    // The same bounds through the text form.
    assert_eq!(
        refused("app;checkers=0;layout=24:0"),
        RuleSetParseError::Invalid(RuleSetError::CheckerCount(0))
    );
    assert_eq!(
        refused("app;checkers=31;cap=none;layout=24:11/13:10/6:10"),
        RuleSetParseError::Invalid(RuleSetError::CheckerCount(31))
    );
    assert_eq!(
        rules("app;checkers=30;cap=none;layout=24:10/13:10/6:10").checkers(),
        30
    );
}

#[test]
fn builder_caps_and_layout_checks() {
    let b = RuleSet::builder(Variant::App);
    assert_eq!(
        b.cap(PointCap::AtMost(0)).build(),
        Err(RuleSetError::ZeroCap)
    );
    // A cap of 1 holds with a layout of single checkers, and is kept.
    let r = b
        .checkers(2)
        .layout(custom(&[(24, 1), (13, 1)]))
        .cap(PointCap::AtMost(1))
        .build()
        .unwrap();
    assert_eq!(r.cap(), PointCap::AtMost(1));
    assert_eq!(r.cap().limit(), Some(1));
    assert_eq!(PointCap::Unlimited.limit(), None);
    assert_eq!(
        b.checkers(2)
            .layout(custom(&[(24, 2)]))
            .cap(PointCap::AtMost(1))
            .build(),
        Err(RuleSetError::LayoutOverCap {
            point: 24,
            count: 2,
            cap: 1
        })
    );
    // A cap equal to the largest stack is allowed (the app's 5 on the standard layout).
    assert!(b.cap(PointCap::AtMost(5)).build().is_ok());
    assert_eq!(
        b.checkers(2).layout(custom(&[(24, 1), (1, 1)])).build(),
        Err(RuleSetError::LayoutClash(1))
    );
    assert_eq!(
        b.checkers(14).build(),
        Err(RuleSetError::LayoutCount {
            placed: 15,
            checkers: 14
        })
    );
    assert_eq!(
        b.checkers(2)
            .layout(custom(&[(6, 1), (1, 1)]))
            .goal(Goal::AllHome)
            .build(),
        Err(RuleSetError::LayoutAlreadyHome)
    );
    // One checker outside home (point 7) is enough for the all-home goal.
    assert!(b
        .checkers(2)
        .layout(custom(&[(7, 1), (1, 1)]))
        .goal(Goal::AllHome)
        .build()
        .is_ok());
    // A built rule set goes back to a builder unchanged.
    assert_eq!(r.to_builder().build(), Ok(r));
    // `TryFrom` is `build`: the same checks, the same rules.
    assert_eq!(RuleSet::try_from(r.to_builder()), Ok(r));
    assert_eq!(
        RuleSet::try_from(RuleSet::builder(Variant::L1931)),
        Ok(Variant::L1931.rules())
    );
    assert_eq!(
        RuleSet::try_from(b.checkers(0)),
        Err(RuleSetError::CheckerCount(0))
    );
}

// ------------------------------------------------------------ position text ---

#[test]
fn position_text_is_exact_and_tolerates_spaces() {
    let start = Position::start(Variant::App.rules(), Side::Black);
    let text = "app b 0,-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2,0";
    assert_eq!(start.to_string(), text);
    assert_eq!(text.parse::<Position>(), Ok(start));
    let white = Position::start(Variant::L1931.rules(), Side::White);
    assert!(white.to_string().starts_with("l1931 w 0,"));
    for spaced in [
        format!(" {text} "),
        text.replace(',', ", "),
        text.replace(',', " , "),
        text.replacen(' ', "\t", 2),
        text.replacen(' ', "   ", 2),
        text.replacen(" b ", " black ", 1),
        text.replacen(" b ", " B ", 1),
        text.replacen(" b ", " 흑 ", 1),
        text.replacen("app", "app;cap=5", 1),
    ] {
        assert_eq!(spaced.parse::<Position>(), Ok(start), "{spaced:?}");
    }
    let custom = "app;cap=none w 0,-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2,0";
    let pos: Position = custom.parse().unwrap();
    assert_eq!(pos.turn(), Side::White);
    assert_eq!(pos.rules().cap(), PointCap::Unlimited);
    assert_eq!(pos.to_string(), custom);
}

#[test]
fn position_text_refusals_are_typed() {
    let counts = "0,-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2,0";
    let parse = |t: &str| t.parse::<Position>();
    assert_eq!(parse(""), Err(PositionParseError::Parts));
    assert_eq!(parse("app"), Err(PositionParseError::Parts));
    assert_eq!(
        parse(&format!("app,{counts}")),
        Err(PositionParseError::Parts)
    );
    assert!(matches!(
        parse(&format!("nope b {counts}")),
        Err(PositionParseError::Rules(RuleSetParseError::Variant(_)))
    ));
    assert!(matches!(
        parse(&format!("app;cap=6;cap=7 b {counts}")),
        Err(PositionParseError::Rules(RuleSetParseError::Repeated(_)))
    ));
    assert!(matches!(
        parse(&format!("app x {counts}")),
        Err(PositionParseError::Side(_))
    ));
    assert_eq!(
        parse(&format!("app b {}", counts.replacen("-2", "-129", 1))),
        Err(PositionParseError::Count("-129".into()))
    );
    assert_eq!(
        parse(&format!("app b {},", counts)),
        Err(PositionParseError::Count(String::new()))
    );
    assert_eq!(
        parse(&format!("app b {},0", counts)),
        Err(PositionParseError::Counts(27))
    );
    assert_eq!(parse("app b 0"), Err(PositionParseError::Counts(1)));
    // Well-formed but not a position: a sixth checker on a point under a cap of 5.
    assert!(matches!(
        parse(&format!("app b {}", counts.replacen(",5,", ",6,", 1))),
        Err(PositionParseError::Invalid(_))
    ));
}

// ------------------------------------------------------ Display, FromStr ---

#[test]
fn step_display_every_shape() {
    let start = Position::start(Variant::App.rules(), Side::Black);
    let steps: Vec<String> = start
        .legal_steps(roll(6, 1))
        .iter()
        .map(ToString::to_string)
        .collect();
    for s in ["24/18", "13/7", "8/7", "6/5"] {
        assert!(steps.contains(&s.to_owned()), "{s} in {steps:?}");
    }
    let p = position(
        "l1931",
        &[(13, 5), (8, 3), (6, 5), (24, 1)],
        &[(22, 1), (1, 14)],
        1,
    );
    let s = p.legal_steps(roll(3, 3))[0];
    assert_eq!(s.to_string(), "bar/22*");
    assert_eq!(format!("[{s:>9}]"), "[  bar/22*]");
    assert_eq!(format!("[{s:<9}]"), "[bar/22*  ]");
    let p = position(
        "app",
        &[(6, 5), (5, 5), (4, 5)],
        &[(24, 5), (23, 5), (22, 5)],
        0,
    );
    let s = p.legal_steps(roll(6, 5))[0];
    assert_eq!(s.to_string(), "6/off");
    assert_eq!(format!("{s:^7}"), " 6/off ");
}

#[test]
fn variant_side_roll_and_bot_display_read_back() {
    for v in Variant::ALL {
        assert_eq!(v.to_string(), v.id());
        assert!(!v.to_string().is_empty());
        assert_eq!(v.to_string().parse::<Variant>(), Ok(v));
        assert_eq!(format!("{v:>12}").trim_start(), v.id());
        assert_eq!(format!("{v:>12}").chars().count(), 12);
    }
    for (side, name) in [(Side::Black, "black"), (Side::White, "white")] {
        assert_eq!(side.to_string(), name);
        assert_eq!(name.parse::<Side>(), Ok(side));
        assert_eq!(format!("[{side:<6}]"), format!("[{name} ]"));
    }
    for a in 1..=6 {
        for b in 1..=6 {
            let r = roll(a, b);
            assert_eq!(r.to_string(), format!("{a}-{b}"));
            assert_eq!(format!("{r:>4}"), format!(" {a}-{b}"));
        }
    }
    for k in BotKind::ALL {
        assert_eq!(k.to_string(), k.id());
        assert_eq!(k.to_string().parse::<BotKind>(), Ok(k));
    }
    assert!("grandmaster".parse::<BotKind>().is_err());
}

#[test]
fn a_move_generator_debugs_as_its_name_without_its_buffers() {
    let mut gen = ssangryuk::MoveGen::new();
    let start = Position::start(Variant::L1931.rules(), Side::Black);
    assert!(!gen.plays(&start, roll(3, 1)).is_empty());
    assert_eq!(format!("{gen:?}"), "MoveGen { .. }");
}

#[test]
fn play_display_and_labels_pad() {
    let start = Position::start(Variant::App.rules(), Side::White);
    let play = start.parse_play(roll(6, 1), "하12/상7 상8/상7").unwrap();
    assert_eq!(play.to_string(), "13/7 8/7");
    assert_eq!(play.labeled().to_string(), "하12/상7 상8/상7");
    assert_eq!(
        format!("[{:>16}]", play.labeled()),
        "[    하12/상7 상8/상7]"
    );
}

// ------------------------------------------------- the maximal-dice refusal ---

/// A step by the *smaller* die that would strand the larger one is refused as leaving a
/// die unused (both dice can be played, 13/7 8/5), not as "use the larger die".
#[test]
fn a_smaller_die_that_strands_the_larger_is_would_leave_die_unused() {
    // Black: one on 13, one on 8, 13 on 1 (cannot move: not all home, strict overshoot).
    // White blocks 4 and 2. 13/10 leaves the 6 unplayable (10/4 and 8/2 blocked).
    let p = position(
        "l1931",
        &[(13, 1), (8, 1), (1, 13)],
        &[(4, 2), (2, 2), (24, 11)],
        0,
    );
    let mut g = Game::from_position(p, 0).unwrap();
    g.roll_with(roll(6, 3)).unwrap();
    assert_eq!(
        g.step(Side::Black, Origin::Point(13), 3).unwrap_err(),
        TurnError::Step(StepError::WouldLeaveDieUnused)
    );
    assert_eq!(
        p.parse_play(roll(6, 3), "13/7 8/5").unwrap().to_string(),
        "13/7 8/5"
    );
    g.step(Side::Black, Origin::Point(13), 6).unwrap();
    g.step(Side::Black, Origin::Point(8), 3).unwrap();
    assert_eq!(g.turn(), Some(Side::White));
}

/// Each preset has its own name in each language: Korean in Korean, English in English.
#[test]
fn variant_names_are_distinct_and_in_their_language() {
    use ssangryuk::Lang;
    let hangul = |s: &str| s.chars().any(|c| ('가'..='힣').contains(&c));
    for lang in [Lang::Ko, Lang::En] {
        let names: std::collections::BTreeSet<&str> =
            Variant::ALL.iter().map(|v| v.name(lang)).collect();
        assert_eq!(names.len(), Variant::ALL.len(), "{lang:?}: {names:?}");
    }
    for v in Variant::ALL {
        assert!(hangul(v.name(Lang::Ko)), "{v}: {}", v.name(Lang::Ko));
        assert!(!hangul(v.name(Lang::En)), "{v}: {}", v.name(Lang::En));
        assert!(v.name(Lang::En).len() > 3, "{v}");
    }
    assert_eq!(Variant::L1931.name(Lang::Ko), "1931년 국제 표준규칙");
    assert_eq!(Variant::App.name(Lang::En), "the app's rules (default)");
}
