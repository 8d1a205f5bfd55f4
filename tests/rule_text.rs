//! The rule-set text form read through the fields' ids reads every text the hand-spelled
//! reader it replaced read, to the same rule set, and refuses what it refused: every preset
//! id and alias, alone, with every single override and with every pair, valid values and
//! invalid ones. The old reader is kept below as the reference (as it was at `53a9b76`).

use ssangryuk::{
    Doubles, Goal, Layout, Opening, Overshoot, PointCap, Resting, RuleSet, Scoring, Variant,
};
use ssangryuk_cited::form::Form;

/// `RuleSet::from_str` before the text form was driven by `Field::id`/`Value::id`: `None`
/// where it refused the text.
fn old_reader(s: &str) -> Option<RuleSet> {
    let form = Form::parse(s.trim()).ok()?;
    let base: Variant = form.base.parse().ok()?;
    let mut b = RuleSet::builder(base);
    for (key, value) in form.overrides {
        b = match (key, value) {
            ("checkers", n) => b.checkers(n.parse().ok()?),
            ("layout", "standard") => b.layout(Layout::Standard),
            ("layout", "sixteen") => b.layout(Layout::Sixteen),
            ("layout", spec) => {
                let mut c = [0u8; 24];
                for item in spec.split('/') {
                    let (p, n) = item.split_once(':')?;
                    let p: usize = p.trim().parse().ok()?;
                    let n: u8 = n.trim().parse().ok()?;
                    if !(1..=24).contains(&p) {
                        return None;
                    }
                    c[p - 1] = c[p - 1].checked_add(n)?;
                }
                b.layout(Layout::Custom(c))
            }
            ("cap", "none") => b.cap(PointCap::Unlimited),
            ("cap", n) => b.cap(PointCap::AtMost(n.parse().ok()?)),
            ("doubles", "2") => b.doubles(Doubles::Twice),
            ("doubles", "4") => b.doubles(Doubles::FourTimes),
            ("overshoot", "free") => b.overshoot(Overshoot::Free),
            ("overshoot", "strict") => b.overshoot(Overshoot::Strict),
            ("goal", "off") => b.goal(Goal::BearOffAll),
            ("goal", "home") => b.goal(Goal::AllHome),
            ("rest", "yes") => b.resting(Resting::Allowed),
            ("rest", "no") => b.resting(Resting::NotAllowed),
            ("opening", "die") => b.opening(Opening::OneDieEach),
            ("opening", "fixed") => b.opening(Opening::FixedFirst),
            ("scoring", "single") => b.scoring(Scoring::Single),
            ("scoring", "gammons") => b.scoring(Scoring::Gammons),
            _ => return None,
        };
    }
    b.build().ok()
}

/// Overrides to try, each key with the values the old reader took and some it refused
/// (wrong case, out of range, signs, empty, a layout that contradicts the count).
const OVERRIDES: &[(&str, &[&str])] = &[
    ("checkers", &["15", "16", "3", "+15", "0", "31", "x", ""]),
    (
        "layout",
        &[
            "standard",
            "sixteen",
            "24:2/13:5/8:3/6:5",
            " 6:6 / 5:3/1:2/17:3/13:2",
            "24:1/13:1/6:1",
            "0:15",
            "25:15",
            "24:200/24:100",
            "Standard",
            "",
        ],
    ),
    (
        "cap",
        &["none", "5", "6", "7", "+6", "0", "4", "unlimited", ""],
    ),
    ("doubles", &["2", "4", "3", "twice"]),
    ("overshoot", &["free", "strict", "loose", "Strict"]),
    ("goal", &["off", "home", "bearoff"]),
    ("rest", &["yes", "no", "YES", "maybe"]),
    ("opening", &["die", "fixed", "coin"]),
    ("scoring", &["single", "gammons", "double"]),
    ("colour", &["red"]),
    ("board", &["fixed"]),
];

/// Every base name the old reader took: ids, aliases, another case, spaces around.
fn bases() -> Vec<String> {
    let mut names = Vec::new();
    for v in Variant::ALL {
        names.push(v.id().to_owned());
        names.push(format!(" {} ", v.id().to_uppercase()));
        names.extend(v.aliases().iter().map(|a| (*a).to_owned()));
    }
    names.extend(["chess", ""].map(str::to_owned));
    names
}

/// The new reader agrees with the old on `text`: the same rule set, or both refuse; and
/// what it reads writes back as text that reads to it again.
fn agrees(text: &str) -> bool {
    let new = text.parse::<RuleSet>().ok();
    assert_eq!(new, old_reader(text), "{text:?}");
    if let Some(r) = new {
        assert_eq!(r.to_string().parse(), Ok(r), "{text:?} wrote {r}");
    }
    new.is_some()
}

#[test]
fn every_base_with_every_single_override_reads_as_before() {
    let (mut read, mut tried) = (0, 0);
    for base in bases() {
        read += usize::from(agrees(&base));
        tried += 1;
        for (key, values) in OVERRIDES {
            for value in *values {
                read += usize::from(agrees(&format!("{base};{key}={value}")));
                read += usize::from(agrees(&format!("{base} ; {key} = {value} ")));
                tried += 2;
            }
        }
        // Malformed parts.
        for part in ["cap", "", "=5", "cap=6;cap=5"] {
            read += usize::from(agrees(&format!("{base};{part}")));
            tried += 1;
        }
    }
    // Both kinds occur often: the comparison is not all refusals or all readings.
    assert!(read > 300 && tried - read > 300, "{read} of {tried}");
}

#[test]
fn every_preset_with_every_pair_of_overrides_reads_as_before() {
    let (mut read, mut tried) = (0, 0);
    for v in Variant::ALL {
        for (i, (k1, vs1)) in OVERRIDES.iter().enumerate() {
            for (k2, vs2) in &OVERRIDES[i + 1..] {
                for a in *vs1 {
                    for b in *vs2 {
                        let id = v.id();
                        read += usize::from(agrees(&format!("{id};{k1}={a};{k2}={b}")));
                        read += usize::from(agrees(&format!("{id};{k2}={b};{k1}={a}")));
                        tried += 2;
                    }
                }
            }
        }
    }
    assert!(read > 1000 && tried - read > 1000, "{read} of {tried}");
}

/// What the old writer wrote (`app` and every differing field, in its key order) reads
/// to the same rule set: saved records and titles keep reading.
#[test]
fn the_old_writers_texts_still_read() {
    for n in 0..300 {
        let rules = ssangryuk::testing::Random::new(n).rules();
        let old = old_writer(&rules);
        assert_eq!(old.parse(), Ok(rules), "{old}");
        assert_eq!(old_reader(&old), Some(rules), "{old}");
    }
}

/// `Display` before the closest preset: a preset's id, else `app` and its overrides.
fn old_writer(r: &RuleSet) -> String {
    if let Some(v) = r.variant() {
        return v.id().to_owned();
    }
    let base = Variant::App.rules();
    let mut s = String::from("app");
    if r.checkers() != base.checkers() {
        s += &format!(";checkers={}", r.checkers());
    }
    if r.layout() != base.layout() {
        s += ";layout=";
        s += &match r.layout() {
            Layout::Standard => "standard".to_owned(),
            Layout::Sixteen => "sixteen".to_owned(),
            l => {
                let c = l.counts();
                let items: Vec<String> = (1..=24usize)
                    .rev()
                    .filter(|&p| c[p - 1] > 0)
                    .map(|p| format!("{p}:{}", c[p - 1]))
                    .collect();
                items.join("/")
            }
        };
    }
    if r.cap() != base.cap() {
        s += &match r.cap() {
            PointCap::Unlimited => ";cap=none".to_owned(),
            PointCap::AtMost(n) => format!(";cap={n}"),
        };
    }
    if r.doubles() != base.doubles() {
        s += &format!(";doubles={}", r.doubles().steps());
    }
    for (differs, part) in [
        (r.overshoot() != base.overshoot(), ";overshoot=strict"),
        (r.goal() != base.goal(), ";goal=home"),
        (r.resting() != base.resting(), ";rest=yes"),
        (r.opening() != base.opening(), ";opening=fixed"),
        (r.scoring() != base.scoring(), ";scoring=gammons"),
    ] {
        if differs {
            s += part;
        }
    }
    s
}
