//! The property the fuzz target `drivers` checks (`fuzz/fuzz_targets/drivers.rs`), here so
//! that the lab's own tests replay its committed seeds (`lab/tests/fuzz_seeds.rs`) with
//! `cargo test`, without cargo-fuzz.
//!
//! # Panics
//! [`drivers`] panics when the property fails: that is its purpose.

use std::collections::BTreeSet;

use ssangryuk::bot::BotKind;

use crate::{botmove, movegen};

/// The JSON-lines drivers (`movegen`, `botmove`) on arbitrary bytes: no panic, one JSON
/// answer per non-blank line, and every `movegen` answer lists distinct boards; a bot's
/// play is one of them. The expert (the driver's default) looks a roll ahead, a hundred
/// times the work of the others: here it plays only where an input of one line names it;
/// otherwise the greedy bot plays.
pub fn drivers(data: &[u8]) {
    let lines = data
        .split(|&b| b == b'\n')
        .filter(|l| !std::str::from_utf8(l).is_ok_and(|s| s.trim().is_empty()))
        .count();
    let mut plays = Vec::new();
    movegen::serve(data, &mut plays).expect("writing to memory works");
    let mut chosen = Vec::new();
    // The experts cost a hundred times the others: they play where an input of one line
    // asks for it; otherwise, and where no bot is named, the greedy bot plays.
    let pick: fn(Option<BotKind>) -> BotKind = if lines == 1 {
        |asked| asked.unwrap_or(BotKind::Greedy)
    } else {
        |asked| match asked {
            None | Some(BotKind::Expert | BotKind::Classic) => BotKind::Greedy,
            Some(kind) => kind,
        }
    };
    botmove::serve_with(data, &mut chosen, pick).expect("writing to memory works");
    /// A `movegen` answer, read typed: parsing every board into a `Value` and printing
    /// it back cost more than the drivers themselves.
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Plays {
        plays: Option<Vec<[i8; 26]>>,
        error: Option<String>,
    }
    let text = |out: Vec<u8>| String::from_utf8(out).expect("answers are UTF-8");
    let (plays, chosen) = (text(plays), text(chosen));
    let plays: Vec<Plays> = plays
        .lines()
        .map(|l| serde_json::from_str(l).expect("every movegen answer is JSON"))
        .collect();
    let chosen: Vec<serde_json::Value> = chosen
        .lines()
        .map(|l| serde_json::from_str(l).expect("every botmove answer is JSON"))
        .collect();
    assert_eq!(plays.len(), lines, "one movegen answer per line");
    assert_eq!(chosen.len(), lines, "one botmove answer per line");
    for (p, c) in plays.iter().zip(&chosen) {
        match (&p.plays, &p.error) {
            (Some(list), None) => {
                let set: BTreeSet<[i8; 26]> = list.iter().copied().collect();
                assert_eq!(set.len(), list.len(), "distinct boards: {list:?}");
                match serde_json::from_value::<Option<[i8; 26]>>(c["play"].clone()) {
                    Ok(Some(play)) => assert!(set.contains(&play), "{c} not in {list:?}"),
                    _ => assert!(list.is_empty() || c["error"].is_string(), "{c}"),
                }
            }
            (None, Some(_)) => {}
            _ => panic!("a movegen answer is plays or an error"),
        }
    }
}
