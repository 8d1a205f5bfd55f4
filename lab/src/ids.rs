//! JSON-lines driver for position IDs: GNU Backgammon's position ID, XGID and the board.
//!
//! ```text
//! cargo run --release -p ssangryuk-lab --bin ids < requests.jsonl
//! ```
//!
//! Each input line is one of `{"board": [26 ints]}` (the board format of
//! `tests/data/README.md`, from the side to move), `{"gnubg": "<position ID>"}` or `{"xgid": "XGID=…"}`, with an
//! optional `"rules"` (a preset id or rule-set text; default `l1931`). The answer is
//! `{"board": [...], "gnubg": "...", "xgid": "..."}`: the same position in all three forms,
//! the side to move on roll (the XGID a cubeless money game with the dice not yet rolled),
//! or `{"error": "<why>"}`. Blank lines are skipped; every other line gets exactly one
//! answer, and a bad line never stops the run. A board or position ID is read with black
//! to move; an XGID says who moves (`1` black, `-1` white), and its board is from that side.

use std::io;

use serde_json::{json, Value};
use ssangryuk::{Position, RuleSet, Variant};

// The movegen and botmove drivers' board reading and answer loop; this driver reads no
// dice.
use crate::driver;

/// The answer to one request line.
///
/// # Errors
/// Why the line is not a request this driver can answer.
pub fn request(line: &str) -> Result<Value, String> {
    let v: Value = serde_json::from_str(line).map_err(|e| format!("bad JSON: {e}"))?;
    let obj = v.as_object().ok_or("the request must be a JSON object")?;
    let rules: RuleSet = match obj.get("rules") {
        None => Variant::L1931.rules(),
        Some(r) => r
            .as_str()
            .ok_or("\"rules\" must be a string")?
            .parse()
            .map_err(|e| format!("{e}"))?,
    };
    let string = |key: &str| -> Result<Option<&str>, String> {
        obj.get(key)
            .map(|x| x.as_str().ok_or(format!("\"{key}\" must be a string")))
            .transpose()
    };
    let given = ["board", "gnubg", "xgid"]
        .iter()
        .filter(|k| obj.contains_key(**k))
        .count();
    if given != 1 {
        return Err("give exactly one of \"board\", \"gnubg\" or \"xgid\"".into());
    }
    let pos = if let Some(board) = obj.get("board") {
        driver::position(rules, board)?
    } else if let Some(id) = string("gnubg")? {
        // A bare position ID (black on roll) or `ID:matchID`, as the app reads it.
        match id.trim().split_once(':') {
            None => Position::from_gnubg_id(rules, ssangryuk::Side::Black, id),
            Some((id, m)) => m
                .parse::<ssangryuk::formats::gnubg::MatchId>()
                .and_then(|m| Position::from_gnubg_id(rules, m.on_roll_side(), id)),
        }
        .map_err(|e| e.to_string())?
    } else {
        let x = string("xgid")?.unwrap_or_default();
        ssangryuk::formats::xgid::Xgid::parse(rules, x)
            .map_err(|e| e.to_string())?
            .position
    };
    let gnubg = pos.gnubg_id().map_err(|e| e.to_string())?;
    let xgid = pos.xgid().map_err(|e| e.to_string())?;
    Ok(json!({ "board": pos.board(), "gnubg": gnubg, "xgid": xgid }))
}

/// Answers every line of `input` on `output`.
///
/// # Errors
/// Only reading `input` or writing `output` fails it; a bad line gets an error answer.
pub fn serve(input: impl io::BufRead, output: impl io::Write) -> io::Result<()> {
    driver::serve(input, output, |line, out| {
        out.push_str(&request(line)?.to_string());
        Ok(())
    })
}
