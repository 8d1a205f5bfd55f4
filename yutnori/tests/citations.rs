//! Citations, variants, sources and the rules table: every rule is cited, every variant found
//! by its rules and aliases, every source told apart.

use yutnori::{Access, BackDoFromDo, BackDoRule, Field, ResultOrder, Shortcut, Variant, YutRules};

fn dominant() -> YutRules {
    Variant::Dominant.rules()
}

#[test]
fn every_rule_has_a_citation() {
    for p in Variant::ALL {
        let r = p.rules();
        for f in Field::ALL {
            let cs: Vec<_> = r.citations(f).collect();
            assert!(!cs.is_empty(), "{p} {f:?}");
            for c in &cs {
                assert!(c.quote.is_some() || !c.note.is_empty(), "{p} {f:?}");
            }
            // Only an interpretation has no written source, except where a source states the
            // rule and the crate's choice is how to apply it (automatic stacking, voiding, a
            // stack's mark of coming onto 참먹이 by 빽도).
            let written = cs.iter().any(|c| c.source != yutnori::Source::Crate);
            assert_eq!(
                !written,
                cs.iter().all(|c| c.access == Access::Interpretation),
                "{p} {f:?}"
            );
            assert_eq!(
                cs.iter().any(|c| c.access == Access::Interpretation) && written,
                matches!(f, Field::Stacking | Field::UnusableResult | Field::Capture)
                    || (f == Field::BackDoFromDo
                        && r.back_do_from_do() == BackDoFromDo::FinishNextTurn),
                "{p} {f:?}"
            );
            assert!(!f.name(yutnori::Lang::Ko).is_empty() && !f.name(yutnori::Lang::En).is_empty());
        }
    }
}

#[test]
fn presets_parse_and_differ() {
    for p in Variant::ALL {
        assert_eq!(p.id().parse::<Variant>(), Ok(p));
        assert_eq!(p.to_string(), p.id());
        for q in Variant::ALL {
            assert_eq!(p == q, p.rules() == q.rules(), "{p} vs {q}");
        }
    }
    assert_eq!("seed".parse::<Variant>(), Ok(Variant::Dominant));
    assert!("chess".parse::<Variant>().is_err());
    let d = Variant::Dominant.rules();
    assert_eq!(
        (d.shortcut(), d.back_do(), d.result_order()),
        (Shortcut::Forced, BackDoRule::On, ResultOrder::AsThrown)
    );
    assert_eq!(Variant::Textbook.rules().back_do(), BackDoRule::Off);
    assert_eq!(Variant::Wikipedia.rules().shortcut(), Shortcut::Optional);
    assert_eq!(Variant::Reorder.rules().result_order(), ResultOrder::Free);
    // Each variant differs from the dominant rules in the fields `docs/yut.md` gives it.
    let differs = |v: Variant| -> Vec<Field> {
        let r = v.rules();
        Field::ALL
            .into_iter()
            .filter(|f| f.is_configurable() && r.value(*f) != d.value(*f))
            .collect()
    };
    use Field as F;
    assert_eq!(differs(Variant::Dominant), []);
    assert_eq!(differs(Variant::Textbook), [F::BackDo]);
    assert_eq!(differs(Variant::Wikipedia), [F::Shortcut, F::BackDo]);
    assert_eq!(differs(Variant::Reorder), [F::ResultOrder]);
    let mut local = differs(Variant::Local);
    local.sort_by_key(|f| f.id());
    let mut want = [
        F::BackDoFromDo,
        F::FreeGeol,
        F::FreeGeolBack,
        F::CaptureBonus,
        F::ResultOrder,
    ];
    want.sort_by_key(|f| f.id());
    assert_eq!(local, want);
    let mut genius = differs(Variant::Genius);
    genius.sort_by_key(|f| f.id());
    let mut want = [F::Pieces, F::Shortcut, F::ResultOrder, F::BackDoFromDo];
    want.sort_by_key(|f| f.id());
    assert_eq!(genius, want);
}

#[test]
fn variants_are_found_from_their_rules_and_by_every_alias() {
    use yutnori::Lang;
    for v in Variant::ALL {
        assert_eq!(Variant::from_rules(&v.rules()), Some(v));
        for lang in [Lang::Ko, Lang::En] {
            assert!(!v.name(lang).is_empty() && !v.description(lang).is_empty());
            let others = Variant::ALL.into_iter().filter(|w| *w != v);
            assert!(others.clone().all(|w| w.name(lang) != v.name(lang)), "{v}");
            assert!(others
                .clone()
                .all(|w| w.description(lang) != v.description(lang)));
        }
    }
    let odd = dominant().to_builder().pieces(3).build().unwrap();
    assert_eq!(Variant::from_rules(&odd), None);
    let aliases = [
        (
            Variant::Dominant,
            &["seed", "korean", "default", "지배적", " Default "][..],
        ),
        (
            Variant::Textbook,
            &["no-backdo", "no_backdo", "classic", "교과서"],
        ),
        (
            Variant::Wikipedia,
            &["en", "optional", "optional-shortcuts"],
        ),
        (
            Variant::Reorder,
            &["free-order", "free_order", "reordering"],
        ),
        (
            Variant::Local,
            &[
                "seed-local",
                "seed_local",
                "jayugeol",
                "free-geol",
                "free_geol",
            ],
        ),
        (Variant::Genius, &["the-genius", "the_genius", "TACTICAL"]),
    ];
    for (v, names) in aliases {
        for name in names {
            assert_eq!(name.parse::<Variant>(), Ok(v), "{name:?}");
        }
    }
    // A rules text with an unknown variant says which there are, in both languages.
    let e = "chess;pieces=2".parse::<YutRules>().unwrap_err();
    for lang in [Lang::Ko, Lang::En] {
        let m = e.message(lang);
        assert!(Variant::ALL.iter().all(|v| m.contains(v.id())), "{m}");
    }
}

#[test]
fn every_source_has_a_distinct_id_key_name_and_address() {
    use std::collections::BTreeSet;
    use yutnori::{Lang, Source};
    let distinct = |f: &dyn Fn(Source) -> &'static str| {
        let all: BTreeSet<&str> = Source::ALL.iter().map(|&s| f(s)).collect();
        all.len() == Source::ALL.len() && !all.contains("")
    };
    assert!(distinct(&|s| s.id()));
    assert!(distinct(&|s| s.key()));
    assert!(distinct(&|s| s.name(Lang::Ko)));
    assert!(distinct(&|s| s.name(Lang::En)));
    assert!(distinct(&|s| s.address()));
    for s in Source::ALL {
        // Ids are snake case; keys are the table's (`S0`…, `P3`…, `-` for the crate).
        assert!(s
            .id()
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b == b'_' || b.is_ascii_digit()));
        let k = s.key();
        assert!(
            k == "-" || (k.starts_with(['S', 'P']) && k[1..].parse::<u8>().is_ok()),
            "{k}"
        );
        // Every address works from the published crate (issue 23: `docs/yut.md` is in the
        // repository, not the package, so it is named by its address there).
        let a = s.address();
        let summary = "https://github.com/ssangryuk/ssangryuk/blob/main/docs/yut.md";
        assert!(a.starts_with("http") || a.ends_with(summary), "{a}");
    }
    assert_eq!(
        (Source::Namuwiki.id(), Source::Namuwiki.key()),
        ("namuwiki", "S0")
    );
}

#[test]
fn sources_and_fields_print_as_their_ids_and_serve_the_shared_citation_model() {
    use yutnori::{Lang, Source};
    for s in Source::ALL {
        assert_eq!(format!("{s}"), s.id());
        assert_eq!(format!("{s:>20}"), format!("{:>20}", s.id()));
        // The shared trait gives the same as the inherent methods.
        let shared = <Source as ssangryuk_cited::Source>::id;
        assert_eq!(shared(s), s.id());
        for lang in [Lang::Ko, Lang::En] {
            assert_eq!(
                <Source as ssangryuk_cited::Source>::name(s, lang),
                s.name(lang)
            );
        }
        assert_eq!(<Source as ssangryuk_cited::Source>::address(s), s.address());
    }
    for f in Field::ALL {
        assert_eq!(format!("{f}"), f.id());
        assert_eq!(format!("{f:<30}|"), format!("{:<30}|", f.id()));
    }
}

#[test]
fn values_are_described_in_words_that_tell_them_apart() {
    use yutnori::Lang;
    let two = dominant().to_builder().pieces(2).build().unwrap();
    let free = dominant()
        .to_builder()
        .result_order(ResultOrder::Free)
        .build()
        .unwrap();
    for lang in [Lang::Ko, Lang::En] {
        for (a, b, field) in [
            (dominant(), two, Field::Pieces),
            (dominant(), free, Field::ResultOrder),
        ] {
            let (da, db) = (a.value(field).describe(lang), b.value(field).describe(lang));
            assert!(!da.is_empty() && da != db, "{field}: {da:?} {db:?}");
        }
    }
    assert!(two.value(Field::Pieces).describe(Lang::Ko).contains('2'));
}

#[test]
fn the_rules_table_lists_every_rule_its_citations_and_each_source_once() {
    use yutnori::{rules_table, Lang, Source};
    for v in Variant::ALL {
        let rules = v.rules();
        let table = rules_table(&rules, Lang::En);
        let lines: Vec<&str> = table.lines().collect();
        assert_eq!(
            lines[0],
            format!("variant {v}: {}", v.description(Lang::En))
        );
        // The fixed rules come after the configurable ones, under one heading.
        let fixed = lines.iter().position(|l| *l == "fixed rules:").unwrap();
        assert_eq!(lines.iter().filter(|l| **l == "fixed rules:").count(), 1);
        for f in Field::ALL {
            let at = lines
                .iter()
                .position(|l| l.trim_start().starts_with(f.name(Lang::En)))
                .unwrap_or_else(|| panic!("{f} missing"));
            assert_eq!(at > fixed, !f.is_configurable(), "{f}");
        }
        let uncited = Field::ALL
            .iter()
            .filter(|f| rules.citations(**f).next().is_none())
            .count();
        let said = lines
            .iter()
            .filter(|l| l.trim() == "(no source states this value)")
            .count();
        assert_eq!(said, uncited, "{v}");
        // Every cited source is listed once, with its address, after the last heading.
        let list = lines.iter().position(|l| *l == "sources:").unwrap();
        for s in Source::ALL {
            let cited = Field::ALL
                .iter()
                .any(|f| rules.citations(*f).any(|c| c.source == s));
            let entry = format!("  {}: {}", s.name(Lang::En), s.address());
            let listed = lines[list..].iter().filter(|l| **l == entry).count();
            assert_eq!(listed, usize::from(cited), "{v} {s}");
        }
    }
}
