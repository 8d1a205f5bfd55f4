//! Print a rule set's rules with their sources.
//!
//! `cargo run -p yutnori --example rules -- <variant or rules text> [--lang ko|en]`, e.g.
//! `dominant`, `genius --lang en`, `"reorder;pieces=2"`.

use yutnori::{rules_table, Lang, Variant, YutRules};

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
        .map_or(Variant::Dominant.id(), |(_, a)| a.as_str());
    match name.parse::<YutRules>() {
        Ok(rules) => print!("{}", rules_table(&rules, lang)),
        Err(e) => {
            eprintln!("{}", e.message(lang));
            std::process::exit(2);
        }
    }
}
