//! What the JSON-lines drivers share: the loop that answers one line per line and keeps
//! going whatever comes in (all four), and the 쌍륙 request format (a rule set, a board from
//! the side to move's view and two dice: `movegen`, `botmove`, and `ids`' board).

use std::io::{self, BufRead, BufWriter, Write};

use serde_json::{Map, Value};
use ssangryuk::{Position, Roll, RuleSet, Side};
use ssangryuk_cited::line::{excerpt, read_capped};

/// A parsed request: the position (the side to move is called black) and the roll.
pub struct Request {
    /// The position, with the side to move called black.
    pub position: Position,
    /// The dice.
    pub roll: Roll,
    /// The whole request, for the fields a driver reads beyond these.
    pub fields: Map<String, Value>,
}

/// Reads `{"rules": …, "board": [26 ints], "dice": [a, b], …}`; the other fields stay in
/// `fields`.
pub fn parse(line: &str) -> Result<Request, String> {
    let v: Value = serde_json::from_str(line).map_err(|e| format!("bad JSON: {e}"))?;
    let Value::Object(obj) = v else {
        return Err("the request must be a JSON object".to_owned());
    };
    let rules: RuleSet = obj
        .get("rules")
        .ok_or("missing \"rules\"")?
        .as_str()
        .ok_or("\"rules\" must be a string")?
        .parse()
        .map_err(|e| format!("{e}"))?;
    let position = position(rules, obj.get("board").ok_or("missing \"board\"")?)?;
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
    if let Some(w) = position.winner() {
        let who = if w == position.turn() {
            "the side to move"
        } else {
            "the opponent"
        };
        return Err(format!("the game is over: {who} has already won"));
    }
    Ok(Request {
        position,
        roll,
        fields: obj,
    })
}

/// The position of a `"board"` value (26 integers from the side to move's view, which is
/// called black), checked by [`Position::from_board`].
pub fn position(rules: RuleSet, board: &Value) -> Result<Position, String> {
    let board = board
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
    // The opponent's bar is written as a number <= 0; a positive count means the same
    // (GNU Backgammon's oracle scripts write it so). -128 has no positive twin and stays.
    b[25] = b[25].checked_abs().map_or(i8::MIN, |n| -n);
    Position::from_board(rules, Side::Black, b).map_err(|e| e.to_string())
}

/// Writes a board as a JSON array.
pub fn push_board(out: &mut String, board: &[i8; 26]) {
    out.push('[');
    for (k, n) in board.iter().enumerate() {
        if k > 0 {
            out.push(',');
        }
        out.push_str(&n.to_string());
    }
    out.push(']');
}

/// The longest line a driver reads (1 MiB): a request is a few hundred bytes, and a longer
/// line is answered with an error without being held in memory.
pub const MAX_LINE: usize = 1 << 20;

/// The most of an error's text a driver echoes (bad input can be megabytes).
const MAX_ERROR: usize = 200;

/// Answers each non-blank line of `input` with `answer`'s text or `{"error": …}`, one line
/// each, flushing after every answer; a line that is not UTF-8 or longer than [`MAX_LINE`]
/// gets an error too, and no error echoes more than a short excerpt of the input.
pub fn serve(
    mut input: impl BufRead,
    output: impl Write,
    mut answer: impl FnMut(&str, &mut String) -> Result<(), String>,
) -> io::Result<()> {
    let mut out = BufWriter::new(output);
    let mut text = String::new();
    let mut raw = Vec::new();
    loop {
        let length = read_capped(&mut input, &mut raw, MAX_LINE)?;
        if length == 0 {
            return out.flush();
        }
        let error = |out: &mut BufWriter<_>, why: String| -> io::Result<()> {
            writeln!(
                out,
                "{}",
                serde_json::json!({ "error": excerpt(&why, MAX_ERROR) })
            )?;
            out.flush()
        };
        if raw.len() > MAX_LINE {
            error(
                &mut out,
                format!("line too long: {length} bytes (at most {MAX_LINE})"),
            )?;
            continue;
        }
        let line = match std::str::from_utf8(&raw) {
            Ok(l) => l,
            Err(e) => {
                error(&mut out, format!("unreadable line (not UTF-8): {e}"))?;
                continue;
            }
        };
        if line.trim().is_empty() {
            continue;
        }
        text.clear();
        match answer(line, &mut text) {
            Ok(()) => writeln!(out, "{text}")?,
            Err(e) => writeln!(
                out,
                "{}",
                serde_json::json!({ "error": excerpt(&e, MAX_ERROR) })
            )?,
        }
        out.flush()?;
        // A long line's buffer is not kept for the next one.
        raw.shrink_to(4096);
    }
}
