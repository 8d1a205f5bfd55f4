//! JSON-lines driver for scripting and cross-checking the move generator.
//!
//! ```text
//! cargo run --release --example movegen < requests.jsonl
//! ```
//!
//! Each input line is `{"rules": "<preset id>", "board": [26 ints], "dice": [a, b]}`; each
//! answer is `{"plays": [[26 ints], ...]}` (the distinct boards after every legal play,
//! from the mover's view, sorted; `[]` when the turn passes) or `{"error": "<why>"}`. The
//! board encoding is documented in the crate docs ("JSON-lines driver"). Blank lines are
//! skipped; every other line gets exactly one answer, and a bad line never stops the run.

use std::io::{self, BufRead, BufWriter, Write};

use serde_json::Value;
use ssangryuk::{sort_boards, MoveGen, Position, Roll, RuleSet, Side};

pub(crate) fn request(line: &str, gen: &mut MoveGen, out: &mut String) -> Result<(), String> {
    let v: Value = serde_json::from_str(line).map_err(|e| format!("bad JSON: {e}"))?;
    let obj = v.as_object().ok_or("the request must be a JSON object")?;
    let rules: RuleSet = obj
        .get("rules")
        .ok_or("missing \"rules\"")?
        .as_str()
        .ok_or("\"rules\" must be a string")?
        .parse()
        .map_err(|e| format!("{e}"))?;
    let board = obj
        .get("board")
        .ok_or("missing \"board\"")?
        .as_array()
        .ok_or("\"board\" must be an array of 26 integers")?;
    if board.len() != 26 {
        return Err(format!(
            "\"board\" must have 26 entries, not {}",
            board.len()
        ));
    }
    let mut b = [0i8; 26];
    for (i, x) in board.iter().enumerate() {
        b[i] = x
            .as_i64()
            .and_then(|n| i8::try_from(n).ok())
            .ok_or_else(|| format!("board[{i}] is not a small integer: {x}"))?;
    }
    let dice = obj
        .get("dice")
        .ok_or("missing \"dice\"")?
        .as_array()
        .ok_or("\"dice\" must be an array of two integers")?;
    let [a, d] = dice.as_slice() else {
        return Err(format!("\"dice\" must hold two dice, not {}", dice.len()));
    };
    let die = |x: &Value| -> Result<u8, String> {
        x.as_u64()
            .filter(|n| (1..=6).contains(n))
            .map(|n| n as u8)
            .ok_or_else(|| format!("a die shows 1 to 6, not {x}"))
    };
    let roll = Roll::new(die(a)?, die(d)?).map_err(|e| e.to_string())?;
    // The opponent's bar is written as a number <= 0; a positive count means the same
    // (GNU Backgammon's oracle scripts write it so).
    b[25] = -b[25].abs();
    let pos = Position::from_board(rules, Side::Black, b).map_err(|e| e.to_string())?;
    if let Some(w) = pos.winner() {
        let who = if w == pos.turn() {
            "the side to move"
        } else {
            "the opponent"
        };
        return Err(format!("the game is over: {who} has already won"));
    }
    out.push_str("{\"plays\":[");
    // The protocol answers in sorted order; the generator's own order is not sorted.
    let mut boards: Vec<[i8; 26]> = gen.boards(&pos, roll).collect();
    sort_boards(&mut boards);
    for (i, board) in boards.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push('[');
        for (k, n) in board.iter().enumerate() {
            if k > 0 {
                out.push(',');
            }
            out.push_str(&n.to_string());
        }
        out.push(']');
    }
    out.push_str("]}");
    Ok(())
}

fn main() -> io::Result<()> {
    let stdin = io::stdin();
    let mut out = BufWriter::new(io::stdout().lock());
    let mut gen = MoveGen::new();
    let mut answer = String::new();
    for line in stdin.lock().lines() {
        let line = match line {
            Ok(l) => l,
            Err(e) => {
                // Not UTF-8: answer and go on.
                writeln!(
                    out,
                    "{}",
                    serde_json::json!({ "error": format!("unreadable line: {e}") })
                )?;
                continue;
            }
        };
        if line.trim().is_empty() {
            continue;
        }
        answer.clear();
        match request(&line, &mut gen, &mut answer) {
            Ok(()) => writeln!(out, "{answer}")?,
            Err(e) => writeln!(out, "{}", serde_json::json!({ "error": e }))?,
        }
        out.flush()?;
    }
    Ok(())
}
