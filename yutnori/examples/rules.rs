//! Print a preset's rules with their sources.
//!
//! `cargo run -p yutnori --example rules -- <preset> [--lang ko|en]`

use yutnori::{Field, Lang, Preset, Status};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let lang: Lang = args
        .iter()
        .position(|a| a == "--lang")
        .and_then(|i| args.get(i + 1))
        .and_then(|l| l.parse().ok())
        .unwrap_or_default();
    let name = args
        .iter()
        .enumerate()
        .find(|(i, a)| !a.starts_with("--") && (*i == 0 || args[i - 1] != "--lang"))
        .map(|(_, a)| a.as_str())
        .unwrap_or("dominant");
    let preset: Preset = match name.parse() {
        Ok(p) => p,
        Err(e) => {
            let ids: Vec<_> = Preset::ALL.iter().map(|p| p.id()).collect();
            match lang {
                Lang::Ko => eprintln!("{}: {name} (있는 것: {})", e.korean(), ids.join(", ")),
                Lang::En => eprintln!("{e}: {name} (known: {})", ids.join(", ")),
            }
            std::process::exit(2);
        }
    };
    let rules = preset.rules();
    let (title, fixed, sources) = match lang {
        Lang::Ko => ("규칙 묶음", "고정 규칙", "출처"),
        Lang::En => ("preset", "fixed rules", "sources"),
    };
    println!("{title} {preset}: {}", preset.description(lang));
    println!();
    let mut used = Vec::new();
    for field in Field::ALL {
        if field == Field::Entering {
            println!("\n{fixed}:");
        }
        let c = rules.citation(field);
        let status = match (c.status, lang) {
            (Status::Quoted, _) => String::new(),
            (Status::Derived, Lang::En) => " (derived)".into(),
            (Status::Derived, Lang::Ko) => " (추론)".into(),
            (Status::Interpretation, Lang::En) => " (interpretation: no written source)".into(),
            (Status::Interpretation, Lang::Ko) => " (해석: 문헌 없음)".into(),
        };
        let keys: Vec<_> = c.sources.iter().map(|s| format!("[{}]", s.key())).collect();
        let value = if field.is_configurable() {
            format!(" = {}", rules.value_id(field))
        } else {
            String::new()
        };
        println!("  {}{value} {}{status}", field.name(lang), keys.join(""));
        println!("      \"{}\"", c.quote);
        for s in c.sources {
            if !used.contains(s) {
                used.push(*s);
            }
        }
    }
    println!("\n{sources}:");
    for s in used {
        println!("  [{}] {}", s.key(), s.reference());
    }
}
