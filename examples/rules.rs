//! Prints the rules-and-sources table of a variant as Markdown.
//!
//! ```text
//! cargo run --example rules -- [VARIANT] [--lang ko|en]
//! ```
//!
//! `VARIANT` is a preset id or alias (`app`, `mcst`, `sixteen`, `l1931`, `culin`,
//! `bansugoroku`; default `app`); the language defaults to Korean.

use std::process::ExitCode;
use std::str::FromStr;

use ssangryuk::rules_table;
use ssangryuk::{Lang, Variant};

const USAGE: &str = "usage: rules [VARIANT] [--lang ko|en]

Prints the rules-and-sources table of a 쌍륙 variant as Markdown.

VARIANT     app (default), mcst, sixteen, l1931, culin, bansugoroku
--lang L    ko (default) or en
-h, --help  this message";

fn main() -> ExitCode {
    let mut variant: Option<Variant> = None;
    let mut lang = Lang::Ko;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let lang_arg = if arg == "--lang" {
            match args.next() {
                Some(value) => Some(value),
                None => return fail("--lang needs a value (ko or en)"),
            }
        } else {
            arg.strip_prefix("--lang=").map(str::to_owned)
        };
        if let Some(value) = lang_arg {
            match Lang::from_str(&value) {
                Ok(l) => lang = l,
                Err(e) => return fail(&e.to_string()),
            }
        } else if arg == "-h" || arg == "--help" {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        } else if arg.starts_with('-') {
            return fail(&format!("unknown option {arg:?}"));
        } else if variant.is_some() {
            return fail(&format!(
                "unexpected argument {arg:?}: one variant at a time"
            ));
        } else {
            match Variant::from_str(&arg) {
                Ok(v) => variant = Some(v),
                Err(e) => return fail(&e.to_string()),
            }
        }
    }
    let rules = variant.unwrap_or(Variant::App).rules();
    print!("{}", rules_table(&rules, lang));
    ExitCode::SUCCESS
}

fn fail(message: &str) -> ExitCode {
    eprintln!("rules: {message}\n\n{USAGE}");
    ExitCode::from(2)
}
