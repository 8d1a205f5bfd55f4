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
//!
//! The command line may fix the bot and its depth for every request ([`Fixed`]), so the
//! strength arena compares bots at equal depth through its `cmd:` players:
//!
//! ```text
//! arena.py 'cmd:target/release/botmove --bot expert --plies 0@expert0' gnubg0
//! ```
//!
//! With `--bot KIND` a request's `bot` field is only the arena's label for the player (the
//! `expert0` above) and is not read; `--plies N` is the depth of a request that names none.
//! `--net A.net[+B.net…]` has the expert judge by those network files (a committee where
//! there are several, [`crate::nets::committee`]; `shipped` names the shipped `l1931`
//! network) instead of the shipped one, so a network still in training meets GNU Backgammon
//! through the same arena:
//!
//! ```text
//! arena.py 'cmd:target/release/botmove --bot expert --plies 0 --net lab/nets/l1931-wide.net@wide0' gnubg0
//! ```

use std::io::{self, BufRead, Write};

use ssangryuk::bot::{choose_play, Bot, BotKind, ExpertBot, Family, NetEval};
use ssangryuk::MoveGen;
use ssangryuk_cited::random::mix64;

use crate::driver;

/// What the driver's command line fixes for every request: `--bot KIND`, `--plies N` and
/// `--net FILES`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Fixed {
    /// The bot that plays every request; a request's `bot` field is then only a label.
    pub bot: Option<BotKind>,
    /// The depth of every request that names none (0, 1 or 2; `classic` and `expert` only).
    pub plies: Option<u8>,
    /// The networks the expert judges by, read from files; `None`: the shipped one.
    pub net: Option<NetEval>,
}

impl Fixed {
    /// Reads `--bot KIND`, `--plies N` and `--net A.net[+B.net…]` (each at most once) from
    /// the arguments after the program's name, reading the network files.
    ///
    /// # Errors
    /// A sentence saying which argument is wrong and what is accepted.
    pub fn from_args(args: impl IntoIterator<Item = String>) -> Result<Fixed, String> {
        let mut fixed = Fixed::default();
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            let value = args.next();
            match (arg.as_str(), value) {
                ("--bot", Some(v)) if fixed.bot.is_none() => {
                    fixed.bot = Some(v.parse().map_err(|e| format!("--bot: {e}"))?);
                }
                ("--plies", Some(v)) if fixed.plies.is_none() => {
                    fixed.plies = Some(plies(v.parse::<u64>().ok())?);
                }
                ("--net", Some(v)) if fixed.net.is_none() => {
                    let net = crate::nets::committee(&v, Family::L1931);
                    fixed.net = Some(net.map_err(|e| format!("--net {e}"))?);
                }
                _ => {
                    return Err(format!(
                        "botmove: unexpected {arg:?}; usage: botmove [--bot KIND] [--plies 0|1|2] [--net A.net[+B.net]]"
                    ))
                }
            }
        }
        if let (Some(kind), Some(_)) = (fixed.bot, &fixed.net) {
            if kind != BotKind::Expert {
                return Err(format!("--net applies to expert only, not {kind}"));
            }
        }
        if let (Some(kind), Some(_)) = (fixed.bot, fixed.plies) {
            if !kind.searches() {
                return Err(format!(
                    "--plies applies to classic and expert only, not {kind}"
                ));
            }
        }
        Ok(fixed)
    }
}

fn plies(asked: Option<u64>) -> Result<u8, String> {
    match asked {
        Some(p @ 0..=2) => Ok(p as u8),
        _ => Err("\"plies\" must be 0, 1 or 2".to_owned()),
    }
}

fn request(
    line: &str,
    gen: &mut MoveGen,
    out: &mut String,
    pick: fn(Option<BotKind>) -> BotKind,
    fixed: &Fixed,
    experts: &mut Option<[ExpertBot<NetEval>; 3]>,
) -> Result<(), String> {
    let r = driver::parse(line)?;
    let kind = match (fixed.bot, r.fields.get("bot")) {
        (Some(kind), _) => kind,
        (None, None) => pick(None),
        (None, Some(v)) => pick(Some(
            v.as_str()
                .ok_or("\"bot\" must be a string")?
                .parse()
                .map_err(|e| format!("{e}"))?,
        )),
    };
    let plies = match r.fields.get("plies") {
        None => fixed.plies,
        Some(v) => Some(plies(v.as_u64())?),
    };
    let board = r.position.board();
    let seed = board
        .iter()
        .chain(&r.roll.dice().map(|d| d as i8))
        .fold(0u64, |h, &v| mix64(h ^ v as u8 as u64));
    let plies = match plies {
        Some(_) if !kind.searches() => {
            return Err("\"plies\" applies to classic and expert only".to_owned())
        }
        p => p.unwrap_or(1),
    };
    let mut built;
    let bot: &mut dyn Bot = match (kind, experts) {
        (BotKind::Expert, Some(experts)) => &mut experts[usize::from(plies)],
        _ => {
            built = kind.build_at(seed, plies);
            built.as_mut()
        }
    };
    match choose_play(bot, &r.position, r.roll, gen).map_err(|e| e.to_string())? {
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
    serve_fixed(input, output, Fixed::default())
}

/// As [`serve`], with the bot or its depth fixed by the command line.
///
/// # Errors
/// As [`serve`].
pub fn serve_fixed(input: impl BufRead, output: impl Write, fixed: Fixed) -> io::Result<()> {
    serve_all(
        input,
        output,
        |asked| asked.unwrap_or(BotKind::Expert),
        fixed,
    )
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
    serve_all(input, output, pick, Fixed::default())
}

fn serve_all(
    input: impl BufRead,
    output: impl Write,
    pick: fn(Option<BotKind>) -> BotKind,
    fixed: Fixed,
) -> io::Result<()> {
    let mut gen = MoveGen::new();
    // The named networks' expert at each depth, built once: a network is too large to copy
    // for every request, and an expert keeps nothing from one play to the next.
    let mut experts = fixed
        .net
        .as_ref()
        .map(|net| [0, 1, 2].map(|p| ExpertBot::new(net.clone()).with_plies(p)));
    driver::serve(input, output, |line, out| {
        request(line, &mut gen, out, pick, &fixed, &mut experts)
    })
}
