//! JSON-lines driver that lets a bot choose a play: for matches against other programs
//! (the strength arena that plays a bot against GNU Backgammon and pubeval speaks this
//! protocol).
//!
//! ```text
//! cargo run --release -p ssangryuk-lab --bin botmove < requests.jsonl
//! ```
//!
//! Each line is `{"rules": "<preset id or rule text>", "board": [26 ints], "dice": [a, b],
//! "bot": "<name>"}` (the board format of `tests/data/README.md`, from the side to move;
//! `bot` is `random`, `greedy`, `safe`, `classic` or `expert`, default `expert`; an
//! optional `"plies": 0, 1 or 2` sets how deep `classic` and `expert` search, default 1).
//! The answer is
//! `{"play": [26 ints]}`, the board after the chosen play in the same view (not flipped),
//! `{"play": null}` when the turn passes, or `{"error": "<why>"}`; the driver keeps going
//! after errors. Each request stands alone: the bot is seeded from the request itself, so
//! the same line always gets the same answer.

use std::io::{self, BufRead, Write};

use ssangryuk::bot::{choose_play, BotKind};
use ssangryuk::MoveGen;
use ssangryuk_cited::random::mix64;

use crate::driver;

fn request(
    line: &str,
    gen: &mut MoveGen,
    out: &mut String,
    pick: fn(Option<BotKind>) -> BotKind,
) -> Result<(), String> {
    let r = driver::parse(line)?;
    let asked: Option<BotKind> = match r.fields.get("bot") {
        None => None,
        Some(v) => Some(
            v.as_str()
                .ok_or("\"bot\" must be a string")?
                .parse()
                .map_err(|e| format!("{e}"))?,
        ),
    };
    let kind = pick(asked);
    let plies = match r.fields.get("plies") {
        None => None,
        Some(v) => match v.as_u64() {
            Some(p @ 0..=2) => Some(p as u8),
            _ => return Err("\"plies\" must be 0, 1 or 2".to_owned()),
        },
    };
    let board = r.position.board();
    let seed = board
        .iter()
        .chain(&r.roll.dice().map(|d| d as i8))
        .fold(0u64, |h, &v| mix64(h ^ v as u8 as u64));
    let mut bot = match plies {
        Some(_) if !kind.searches() => {
            return Err("\"plies\" applies to classic and expert only".to_owned())
        }
        p => kind.build_at(seed, p.unwrap_or(1)),
    };
    match choose_play(bot.as_mut(), &r.position, r.roll, gen).map_err(|e| e.to_string())? {
        None => out.push_str("{\"play\":null}"),
        Some(play) => {
            out.push_str("{\"play\":");
            driver::push_board(out, &play.board_for(r.position.turn()));
            out.push('}');
        }
    }
    Ok(())
}

/// Answers every line of `input` on `output`, one line each, until the input ends.
///
/// # Errors
/// Only reading `input` or writing `output` fails it; a bad line gets an error answer.
pub fn serve(input: impl BufRead, output: impl Write) -> io::Result<()> {
    serve_with(input, output, |asked| asked.unwrap_or(BotKind::Expert))
}

/// As [`serve`], with `pick` choosing the bot from the one a request names (`None`: no
/// `bot` field). The fuzz target bounds its work with it: the expert looks a roll ahead,
/// a hundred times the work of the others.
///
/// # Errors
/// As [`serve`].
pub fn serve_with(
    input: impl BufRead,
    output: impl Write,
    pick: fn(Option<BotKind>) -> BotKind,
) -> io::Result<()> {
    let mut gen = MoveGen::new();
    driver::serve(input, output, |line, out| {
        request(line, &mut gen, out, pick)
    })
}
