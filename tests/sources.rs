//! The provenance data (`ssangryuk::{Source, Field, Citation}`) and the generated
//! rules-and-sources table (`ssangryuk::rules_table`): completeness of the citations,
//! honesty of their access marks, and the content of the tables `ssangryuk rules` prints.

use ssangryuk::rules_table;
use ssangryuk::{Access, Citation, Field, Source, Value};
use ssangryuk::{Lang, PointCap, RuleSet, Variant};

/// Sources the digest marks as known (in part) only second-hand: KSCD entirely; EKC's 16
/// checkers, cap 6 and 16-checker layout; NFM's 5+4, hitting, blocking, best of three and
/// 6-6 bonus (all "seed 003 reports"); and the local records it only names.
const SECOND_HAND: [Source; 4] = [Source::Kscd, Source::Ekc, Source::Nfm, Source::Local];

fn all_citations() -> impl Iterator<Item = (Field, &'static Citation)> {
    Field::ALL
        .into_iter()
        .flat_map(|f| f.citations().iter().map(move |c| (f, c)))
}

/// Rows of a Markdown table: lines starting with `|`, minus the header and the rule.
fn table_rows(md: &str) -> usize {
    md.lines().filter(|l| l.starts_with('|')).count() - 2
}

/// The table row of the rule `name`.
fn row<'a>(md: &'a str, name: &str) -> &'a str {
    md.lines()
        .find(|l| l.starts_with(&format!("| {name} |")))
        .unwrap_or_else(|| panic!("no {name} row"))
}

#[test]
fn every_field_has_citations() {
    for field in Field::ALL {
        assert!(!field.citations().is_empty(), "{field:?} has no citation");
    }
}

#[test]
fn field_all_lists_every_field_once() {
    for (i, a) in Field::ALL.iter().enumerate() {
        assert!(!Field::ALL[i + 1..].contains(a), "{a:?} listed twice");
    }
    let variable = Field::ALL.iter().filter(|f| f.is_variable()).count();
    assert_eq!(variable, 9, "one variable field per RuleSet field");
}

/// Field ids are distinct lower-case ASCII words: stable names, and for the fields that
/// vary the keys of the rule-set text form.
#[test]
fn field_ids_are_distinct_snake_case() {
    let ids: Vec<&str> = Field::ALL.iter().map(|f| f.id()).collect();
    for (i, id) in ids.iter().enumerate() {
        assert!(!ids[i + 1..].contains(id), "{id} twice");
        assert!(
            !id.is_empty() && id.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'),
            "{id}"
        );
    }
    let keys: Vec<&str> = Field::ALL
        .into_iter()
        .filter(|f| f.is_variable())
        .map(Field::id)
        .collect();
    assert_eq!(
        keys,
        [
            "checkers",
            "layout",
            "opening",
            "doubles",
            "cap",
            "rest",
            "overshoot",
            "goal",
            "scoring"
        ]
    );
}

/// Every value a source states, and every preset's, has an id that `Value::from_id` reads
/// back for its field; the fields that do not vary read none, whatever the text.
#[test]
fn value_ids_read_back_for_their_field() {
    let preset_values = Variant::ALL
        .into_iter()
        .flat_map(|v| Field::ALL.map(|f| (f, v.rules().value(f))));
    let cited = all_citations().map(|(f, c)| (f, c.value));
    let mut read = 0;
    for (field, value) in preset_values.chain(cited) {
        let back = Value::from_id(field, &value.id());
        if field.is_variable() && value != Value::Other {
            assert_eq!(back, Some(value), "{field:?} {}", value.id());
            read += 1;
        } else {
            assert_eq!(back, None, "{field:?} {}", value.id());
        }
    }
    assert!(read > 50, "{read}");
    let mut c = [0u8; 24];
    c[23] = 2;
    c[5] = 2;
    let custom = Value::Layout(ssangryuk::Layout::Custom(c));
    assert_eq!(custom.id(), "24:2/6:2");
    assert_eq!(
        Value::from_id(Field::Layout, " 6:1 / 24:2 /6:1"),
        Some(custom)
    );
    assert_eq!(
        Value::from_id(Field::Cap, "none"),
        Some(Value::Cap(PointCap::Unlimited))
    );
    assert_eq!(Value::from_id(Field::Cap, "Unlimited"), None);
    assert_eq!(Value::from_id(Field::Layout, "25:1"), None);
    assert_eq!(Value::from_id(Field::Resting, "YES"), None);
}

#[test]
fn every_preset_value_of_every_field_is_supported_by_a_citation() {
    for variant in Variant::ALL {
        let rules = variant.rules();
        for field in Field::ALL {
            assert!(
                rules.citations(field).next().is_some(),
                "{variant}: no citation supports {field:?} = {:?}",
                rules.value(field)
            );
        }
    }
}

#[test]
fn common_core_fields_are_fixed_and_described() {
    let rules = RuleSet::default();
    for field in Field::ALL {
        if field.is_variable() {
            assert_ne!(rules.value(field), Value::Fixed);
            assert!(field.core_rule(Lang::Ko).is_none());
        } else {
            assert_eq!(rules.value(field), Value::Fixed);
            assert!(field.core_rule(Lang::Ko).is_some());
            assert!(field.core_rule(Lang::En).is_some());
        }
    }
}

#[test]
fn citation_values_match_their_field() {
    for (field, c) in all_citations() {
        let ok = match c.value {
            Value::Checkers(_) => field == Field::Checkers,
            Value::Layout(_) => field == Field::Layout,
            Value::Cap(_) => field == Field::Cap,
            Value::Doubles(_) => field == Field::Doubles,
            Value::Overshoot(_) => field == Field::Overshoot,
            Value::Goal(_) => field == Field::Goal,
            Value::Resting(_) => field == Field::Resting,
            Value::Opening(_) => field == Field::Opening,
            Value::Scoring(_) => field == Field::Scoring,
            Value::Fixed => !field.is_variable(),
            _ => true,
        };
        assert!(ok, "{field:?} cites {:?}", c.value);
    }
}

#[test]
fn reported_citations_come_only_from_second_hand_sources() {
    for (field, c) in all_citations() {
        if c.access == Access::Reported {
            assert!(
                SECOND_HAND.contains(&c.source),
                "{field:?}: {} is reported but the digest quotes it directly",
                c.source.key()
            );
        }
    }
}

#[test]
fn kscd_is_always_reported() {
    // The digest: "not readable here: every KSCD value is 'seed 003 reports'".
    for (field, c) in all_citations() {
        if c.source == Source::Kscd {
            assert_eq!(c.access, Access::Reported, "{field:?}");
        }
    }
}

#[test]
fn interpretations_are_chosen_by_the_app_or_this_crate_and_explained() {
    for (field, c) in all_citations() {
        if c.access == Access::Interpretation {
            assert!(
                matches!(c.source, Source::App | Source::Crate),
                "{field:?}: an interpretation attributed to {}",
                c.source.key()
            );
            assert!(
                !c.note.get(ssangryuk::Lang::Ko).is_empty()
                    && !c.note.get(ssangryuk::Lang::En).is_empty(),
                "{field:?}"
            );
        }
        if c.source == Source::Crate {
            assert_eq!(c.access, Access::Interpretation, "{field:?}");
        }
    }
}

#[test]
fn quoted_citations_without_words_say_what_they_rest_on() {
    // A first-hand citation without a quote must be a source we name (Culin) or carry a note.
    for (field, c) in all_citations() {
        if c.access == Access::Quoted && c.quote.is_none() && c.source != Source::Culin {
            assert!(
                !c.note.get(ssangryuk::Lang::En).is_empty(),
                "{field:?}: {}",
                c.source.key()
            );
        }
    }
}

#[test]
fn notes_exist_in_both_languages_or_neither() {
    for (field, c) in all_citations() {
        assert_eq!(
            c.note.get(ssangryuk::Lang::Ko).is_empty(),
            c.note.get(ssangryuk::Lang::En).is_empty(),
            "{field:?}"
        );
    }
}

#[test]
fn digest_values_are_cited() {
    use Access::{Quoted, Reported};
    let has = |field: Field, source: Source, access: Access, value: Value| {
        field
            .citations()
            .iter()
            .any(|c| c.source == source && c.access == access && c.value == value)
    };
    assert!(has(
        Field::Checkers,
        Source::Mcst,
        Quoted,
        Value::Checkers(15)
    ));
    assert!(has(
        Field::Checkers,
        Source::Cnk,
        Quoted,
        Value::Checkers(16)
    ));
    assert!(has(
        Field::Checkers,
        Source::Ekc,
        Reported,
        Value::Checkers(16)
    ));
    assert!(has(
        Field::Checkers,
        Source::Kscd,
        Reported,
        Value::Checkers(16)
    ));
    assert!(has(
        Field::Checkers,
        Source::Local,
        Reported,
        Value::Checkers(12)
    ));
    assert!(has(Field::Checkers, Source::Ekc, Quoted, Value::Other));
    assert!(has(
        Field::Cap,
        Source::Mcst,
        Quoted,
        Value::Cap(PointCap::AtMost(5))
    ));
    assert!(has(
        Field::Cap,
        Source::Ekc,
        Reported,
        Value::Cap(PointCap::AtMost(6))
    ));
    assert!(has(
        Field::Cap,
        Source::Kscd,
        Reported,
        Value::Cap(PointCap::AtMost(4))
    ));
    assert!(has(
        Field::Cap,
        Source::Jp,
        Quoted,
        Value::Cap(PointCap::Unlimited)
    ));
    assert!(has(Field::Scoring, Source::Nfm, Reported, Value::Other));
    assert!(has(Field::SixSixBonus, Source::Nfm, Reported, Value::Other));
}

#[test]
fn rule_set_citations_match_its_value() {
    let rules = Variant::L1931.rules();
    assert!(rules
        .citations(Field::Doubles)
        .all(|c| c.value == Value::Doubles(ssangryuk::Doubles::FourTimes)));
    assert!(rules
        .citations(Field::Doubles)
        .any(|c| c.source == Source::L1931));
    // A common-core rule: every citation of the rule as implemented.
    assert_eq!(
        rules.citations(Field::Blocking).count(),
        Field::Blocking.citations().len()
    );
}

#[test]
fn values_are_described_in_both_languages() {
    assert_eq!(Value::Checkers(15).describe(Lang::Ko), "한쪽에 열다섯 개");
    assert_eq!(Value::Checkers(16).describe(Lang::Ko), "한쪽에 열여섯 개");
    assert_eq!(Value::Checkers(20).describe(Lang::Ko), "한쪽에 스무 개");
    assert_eq!(Value::Checkers(15).describe(Lang::En), "15 per side");
    assert_eq!(
        Value::Cap(PointCap::AtMost(5)).describe(Lang::Ko),
        "다섯 개까지"
    );
    assert_eq!(
        Value::Cap(PointCap::AtMost(5)).describe(Lang::En),
        "at most 5"
    );
    assert_eq!(
        Value::Cap(PointCap::Unlimited).describe(Lang::Ko),
        "상한 없음"
    );
    assert_eq!(Value::Cap(PointCap::Unlimited).describe(Lang::En), "no cap");
    let layout = Value::Layout(ssangryuk::Layout::Standard).describe(Lang::En);
    assert!(
        layout.contains("2 on 24, 5 on 13, 3 on 8, 5 on 6"),
        "{layout}"
    );
}

#[test]
fn sources_have_keys_names_and_addresses() {
    for (i, s) in Source::ALL.iter().enumerate() {
        assert!(!Source::ALL[i + 1..].contains(s));
        assert!(s.key().is_ascii() && !s.key().is_empty());
        assert!(!s.name(Lang::Ko).is_empty() && !s.name(Lang::En).is_empty());
        assert!(!s.title(Lang::Ko).is_empty() && !s.title(Lang::En).is_empty());
        assert!(!s.address().is_empty());
    }
    assert_eq!(Source::Mcst.key(), "MCST");
    assert_eq!(Source::L1931.key(), "L1931");
}

// `ssangryuk rules mcst --lang ko --markdown` prints exactly this table.
#[test]
fn mcst_korean_table_quotes_mcst() {
    let md = rules_table(&Variant::Mcst.rules(), Lang::Ko);
    assert!(md.starts_with("# 쌍륙 규칙과 출처: 문화체육관광부"), "{md}");
    for quote in [
        "칸 한 개에는 다섯 개의 말을 세울 수 있다",
        "주사위를 던지지 않고 쉴 수 있다",
        "상대방의 말이 둘 이상 있는 밭에는 말을 옮겨 놓을 수 없다",
        "같은 숫자가 나오면 말 두 개를 한꺼번에 옮길 수 있다",
        "주사위의 숫자가 지나쳐도 상관없다",
    ] {
        assert!(md.contains(quote), "missing {quote:?}");
    }
    assert!(
        md.contains("| 한 칸 상한 | 다섯 개까지 (문화체육관광부"),
        "{md}"
    );
    assert!(md.contains("(앱의 표가 전하는 말)"));
    assert!(md.contains("(해석)"));
}

#[test]
fn l1931_english_table_says_no_cap_and_four_times() {
    let md = rules_table(&Variant::L1931.rules(), Lang::En);
    assert!(md.contains("(`l1931`)"));
    assert!(row(&md, "point cap").starts_with("| point cap | no cap (L1931"));
    assert!(row(&md, "doubles").starts_with("| doubles | the number is used four times (L1931)"));
    assert!(md.contains("(the app's table reports)"));
    assert!(!md.contains("seed") && !md.contains("digest"));
    assert!(md.contains("(interpretation)"));
}

#[test]
fn custom_rule_set_renders_and_says_no_source_states_its_cap() {
    let rules = RuleSet::builder(Variant::App)
        .cap(PointCap::AtMost(7))
        .build()
        .unwrap();
    assert_eq!(rules.variant(), None);
    assert_eq!(rules.citations(Field::Cap).count(), 0);

    let en = rules_table(&rules, Lang::En);
    assert!(en.contains("custom"));
    assert!(en.contains("| point cap | at most 7 (no source states this value) |"));
    assert!(en.contains("- **point cap**: at most 7. No source states this value"));
    let ko = rules_table(&rules, Lang::Ko);
    assert!(ko.contains("| 한 칸 상한 | 일곱 개까지 (이 값을 적은 문헌이 없습니다) |"));
}

#[test]
fn every_preset_renders_in_both_languages_with_one_row_per_field() {
    for variant in Variant::ALL {
        for lang in [Lang::Ko, Lang::En] {
            let md = rules_table(&variant.rules(), lang);
            assert!(md.contains(variant.name(lang)), "{variant} {lang:?}");
            assert_eq!(table_rows(&md), Field::ALL.len(), "{variant} {lang:?}");
            for field in Field::ALL {
                assert!(
                    md.contains(&format!("| {} | ", field.name(lang))),
                    "{variant} {lang:?}: no {field:?} row"
                );
            }
            assert!(!md.contains("no source states this value"), "{variant}");
            assert!(!md.contains("이 값을 적은 문헌이 없습니다"), "{variant}");
        }
    }
}

#[test]
fn bansugoroku_table_marks_overshoot_unused() {
    let md = rules_table(&Variant::BanSugoroku.rules(), Lang::En);
    assert!(md.contains("unused: there is no bearing off under this goal"));
    assert!(md.contains("インナーに入れ切った時点で終わる"));
}

/// The tables name the sources; nothing in them refers to documents the crate does not
/// ship ("seed 003", "the digest").
#[test]
fn tables_name_the_sources_not_seeds_or_a_digest() {
    for v in Variant::ALL {
        for lang in Lang::ALL {
            let md = rules_table(&v.rules(), lang);
            for word in ["seed", "digest", "Seed", "Digest"] {
                assert!(!md.contains(word), "{v:?} {lang:?}: {word}");
            }
        }
    }
    for s in Source::ALL {
        for lang in Lang::ALL {
            assert!(!s.title(lang).contains("seed") && !s.title(lang).contains("digest"));
        }
        assert!(!s.address().contains("seed") && !s.address().contains("digest"));
    }
}

/// The sources are `ssangryuk_cited` sources: a stable lower-case id (the key in lower
/// case, all distinct), the same name and address as the inherent methods.
#[test]
fn sources_implement_the_shared_source_trait() {
    use ssangryuk_cited::Source as Cited;
    let mut ids = Vec::new();
    for s in Source::ALL {
        assert_eq!(Cited::id(s), s.key().to_ascii_lowercase());
        assert_eq!(Cited::address(s), s.address());
        for lang in Lang::ALL {
            assert_eq!(Cited::name(s, lang), s.name(lang));
        }
        ids.push(Cited::id(s));
    }
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), Source::ALL.len());
}

/// Markdown-cell text as the table writes it.
fn in_cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

#[test]
fn the_table_explains_its_marks() {
    for v in Variant::ALL {
        let md = rules_table(&v.rules(), Lang::En);
        for line in [
            "\n- (the app's table reports) reported: second-hand, the source was not read; the ssangryuk app's rules table reports it\n",
            "\n- (reported second-hand, not read) reported: records only named in a summary of the rules, not read\n",
            "\n- (interpretation) interpretation: no source settles it, the app or this crate chose\n",
        ] {
            assert!(md.contains(line), "{v:?}: no legend line {line:?}");
        }
    }
}

#[test]
fn the_interpretations_section_lists_each_interpretation_the_rule_set_rests_on() {
    for v in Variant::ALL {
        let rules = v.rules();
        let md = rules_table(&rules, Lang::En);
        let from = md
            .find("\n## Interpretations\n")
            .expect("an interpretations section");
        let to = md.find("\n## Sources\n").expect("a sources section");
        let listed = md[from..to]
            .lines()
            .filter(|l| l.starts_with("- **"))
            .count();
        let mut want = 0;
        for field in Field::ALL {
            for c in rules.citations(field) {
                if c.access == Access::Interpretation {
                    want += 1;
                    let line = format!(
                        "- **{}** ({}): ",
                        field.name(Lang::En),
                        c.source.name(Lang::En)
                    );
                    assert!(md.contains(&line), "{v:?}: no {line:?}");
                }
            }
        }
        assert_eq!(listed, want, "{v:?}");
    }
}

#[test]
fn the_sources_section_lists_every_source_once_and_each_is_cited() {
    let md = rules_table(&Variant::App.rules(), Lang::En);
    let section = &md[md.find("\n## Sources\n").expect("a sources section")..];
    for s in Source::ALL {
        let line = format!(
            "- **{}** {}: {}. {}",
            s.key(),
            s.name(Lang::En),
            s.title(Lang::En),
            s.address()
        );
        assert_eq!(section.matches(&line).count(), 1, "{s:?}");
        assert!(
            all_citations().any(|(_, c)| c.source == s),
            "{s:?} is cited nowhere"
        );
    }
    let listed = section.lines().filter(|l| l.starts_with("- **")).count();
    assert_eq!(listed, Source::ALL.len());
}

#[test]
fn sources_have_names_titles_and_addresses_of_their_own() {
    for lang in Lang::ALL {
        let mut names: Vec<&str> = Source::ALL.iter().map(|s| s.name(lang)).collect();
        let mut titles: Vec<&str> = Source::ALL.iter().map(|s| s.title(lang)).collect();
        for list in [&mut names, &mut titles] {
            list.sort_unstable();
            list.dedup();
            assert_eq!(list.len(), Source::ALL.len(), "{lang:?}");
        }
    }
    let mut addresses: Vec<&str> = Source::ALL.iter().map(|s| s.address()).collect();
    addresses.sort_unstable();
    addresses.dedup();
    assert_eq!(addresses.len(), Source::ALL.len());
    assert_eq!(Source::Mcst.name(Lang::Ko), "문화체육관광부");
    assert!(Source::Mcst.address().starts_with("mcst.go.kr"));
}

#[test]
fn overshoot_and_bear_off_rows_are_marked_unused_only_without_bearing_off() {
    for v in Variant::ALL {
        let rules = v.rules();
        let md = rules_table(&rules, Lang::En);
        let unused = md
            .matches("unused: there is no bearing off under this goal")
            .count();
        let want = if rules.goal() == ssangryuk::Goal::AllHome {
            2
        } else {
            0
        };
        assert_eq!(unused, want, "{v:?}");
    }
}

#[test]
fn the_sources_column_groups_by_value_and_shows_every_note() {
    let md = rules_table(&Variant::App.rules(), Lang::En);
    let mut fixed_only = 0;
    for field in Field::ALL {
        let sayings = row(&md, field.name(Lang::En)).rsplit(" | ").next().unwrap();
        let values: Vec<Value> = field.citations().iter().map(|c| c.value).collect();
        if values.iter().all(|&v| v == Value::Fixed) {
            // A common-core rule: the sources' words, with no value to group them under.
            assert!(!sayings.starts_with("**"), "{field:?}: {sayings}");
            fixed_only += 1;
        }
        if values.contains(&Value::Other) {
            assert!(sayings.contains("**besides**: "), "{field:?}: {sayings}");
        }
        for c in field.citations() {
            let note = c.note.get(Lang::En);
            if !note.is_empty() {
                assert!(
                    sayings.contains(&format!(" — {}", in_cell(note))),
                    "{field:?}: {note}"
                );
            }
        }
    }
    assert!(fixed_only > 0);
    assert!(all_citations().any(|(_, c)| c.value == Value::Other));
    assert!(!md.contains(" — |") && !md.contains(" — <br>") && !md.contains(" —  · "));
}

/// The Korean table names its sources by their Korean short names, in the value column and
/// in the list of sources, never by the ASCII keys a Korean reader would not know; the
/// English table cites by key and lists each key with its name.
#[test]
fn the_korean_table_names_its_sources_in_korean() {
    let rules = Variant::App.rules();
    let ko = rules_table(&rules, Lang::Ko);
    let en = rules_table(&rules, Lang::En);
    for source in Source::ALL {
        let key = format!("**{}**", source.key());
        assert!(en.contains(&format!("- {key} {}: ", source.name(Lang::En))));
        assert!(
            ko.contains(&format!("- **{}**: ", source.name(Lang::Ko))),
            "{ko}"
        );
        assert!(!ko.contains(&key), "{key} in {ko}");
    }
    let cap = row(&ko, Field::Cap.name(Lang::Ko));
    let keys: Vec<&str> = rules
        .citations(Field::Cap)
        .map(|c| c.source.key())
        .collect();
    assert!(!keys.is_empty());
    for c in rules.citations(Field::Cap) {
        assert!(cap.contains(c.source.name(Lang::Ko)), "{cap}");
    }
    let value_cell = cap.split(" | ").nth(1).unwrap_or_default();
    for key in keys {
        assert!(!value_cell.contains(key), "{value_cell}");
    }
}
