//! JSON-lines driver for scripting and cross-checking the move generator.
//!
//! ```text
//! cargo run --release -p ssangryuk-lab --bin movegen < requests.jsonl
//! ```
//!
//! Each input line is `{"rules": "<preset id>", "board": [26 ints], "dice": [a, b]}`; each
//! answer is `{"plays": [[26 ints], ...]}` (the distinct boards after every legal play,
//! from the mover's view, sorted; `[]` when the turn passes) or `{"error": "<why>"}`. The
//! board format and the protocol are specified in `tests/data/README.md`.

use std::io;

use ssangryuk::{sort_boards, MoveGen};

use crate::driver;

/// Answers one request line into `out`, reusing `gen`'s buffers.
///
/// # Errors
/// Why the line is not a request this driver can answer.
pub fn request(line: &str, gen: &mut MoveGen, out: &mut String) -> Result<(), String> {
    let r = driver::parse(line)?;
    // The protocol answers in sorted order; the generator's own order is not sorted.
    let mut boards: Vec<[i8; 26]> = gen.boards(&r.position, r.roll).collect();
    sort_boards(&mut boards);
    out.push_str("{\"plays\":[");
    for (i, board) in boards.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        driver::push_board(out, board);
    }
    out.push_str("]}");
    Ok(())
}

/// Answers every line of `input` on `output`, one line each, until the input ends.
///
/// # Errors
/// Only reading `input` or writing `output` fails it; a bad line gets an error answer.
pub fn serve(input: impl io::BufRead, output: impl io::Write) -> io::Result<()> {
    let mut gen = MoveGen::new();
    driver::serve(input, output, |line, out| request(line, &mut gen, out))
}
