//! Play 쌍륙 in the terminal against a bot, or watch two bots.
//!
//! ```text
//! cargo run --example play -- [--rules <id>] [--game N] [--bot <name>] [--watch] [--lang ko|en] [--side black|white]
//! ```
//!
//! `--bot` picks the opponent: `random`, `greedy` (욕심 봇), `safe` (안전 봇) or `expert`
//! (고수 봇, the default); with `--watch`, `--bot <black>,<white>` names one for each side.
//!
//! Moves are read from standard input in standard notation: a whole play (`13/7 8/7`,
//! `bar/22`, `6/off`, `8/5(2)`, or with 상/하 labels) or one step at a time (`13/7`).
//! `rest` rests where the rules allow it; `quit` stops. The dice are game N's own, and the
//! bots are seeded with N, so `--game N` replays the same game.

use std::io::{self, BufRead, Write};

use ssangryuk::bot::BotKind;
use ssangryuk::{
    Destination, Event, Game, Lang, Origin, PlayText, Position, Resting, RuleSet, Side, Variant,
};
use ssangryuk_cited::random::mix64;

struct Options {
    rules: RuleSet,
    game: u64,
    watch: bool,
    lang: Lang,
    human: Side,
    /// Black's and white's bots (the human's seat ignores its entry).
    bots: [BotKind; 2],
}

const USAGE: &str =
    "usage: play [--rules <id>] [--game N] [--bot <name>] [--watch] [--lang ko|en] [--side black|white]
  --rules  app (default), mcst, sixteen, l1931, culin, bansugoroku, or a rule text like app;cap=6
  --game   the game number: its dice and the bots' choices (default 1)
  --bot    the opponent: random, greedy, safe, expert (default); with --watch, black,white
  --watch  two bots play each other
  --lang   ko (default) or en
  --side   the side you play (default black)";

fn options(args: Vec<String>) -> Result<Options, String> {
    let mut o = Options {
        rules: Variant::App.rules(),
        game: 1,
        watch: false,
        lang: Lang::Ko,
        human: Side::Black,
        bots: [BotKind::Expert; 2],
    };
    let mut args = args.into_iter();
    while let Some(a) = args.next() {
        let (flag, inline) = match a.split_once('=') {
            Some((f, v)) => (f.to_owned(), Some(v.to_owned())),
            None => (a.clone(), None),
        };
        let mut value = || {
            inline
                .clone()
                .or_else(|| args.next())
                .ok_or_else(|| format!("{flag} needs a value"))
        };
        match flag.as_str() {
            "--rules" => o.rules = value()?.parse().map_err(|e| format!("{e}"))?,
            "--game" => o.game = value()?.parse().map_err(|e| format!("--game: {e}"))?,
            "--lang" => o.lang = value()?.parse().map_err(|e| format!("{e}"))?,
            "--side" => {
                o.human = match value()?.as_str() {
                    "black" | "b" | "흑" => Side::Black,
                    "white" | "w" | "백" => Side::White,
                    s => return Err(format!("unknown side {s:?}")),
                }
            }
            "--bot" => {
                let v = value()?;
                let names: Vec<&str> = v.split(',').collect();
                let kind = |s: &str| s.parse::<BotKind>().map_err(|e| e.to_string());
                o.bots = match names[..] {
                    [one] => [kind(one)?; 2],
                    [black, white] => [kind(black)?, kind(white)?],
                    _ => {
                        return Err(format!(
                            "--bot takes one name or two (black,white), not {v:?}"
                        ))
                    }
                };
            }
            "--watch" => o.watch = true,
            "-h" | "--help" => return Err(String::new()),
            _ => return Err(format!("unknown option {a:?}")),
        }
    }
    Ok(o)
}

/// The board from black's side: 상 row on top (상12 … 상1), 하 row below (하12 … 하1).
fn draw(pos: &Position, lang: Lang) -> String {
    let cell = |label: &str| -> String {
        let label = label.parse().expect("a label");
        let b = pos.count(Side::Black, Side::Black.point_of(label));
        let w = pos.count(Side::White, Side::White.point_of(label));
        match (b, w) {
            (0, 0) => "  · ".to_owned(),
            (n, 0) => format!(" {}{n:<2}", if lang == Lang::Ko { "흑" } else { "B" }),
            (_, n) => format!(" {}{n:<2}", if lang == Lang::Ko { "백" } else { "W" }),
        }
    };
    let row = |r: &str| -> (String, String) {
        let labels: Vec<String> = (1..=12).rev().map(|n| format!("{r}{n}")).collect();
        let head = labels.iter().map(|l| format!("{l:>4}")).collect::<String>();
        let body = labels.iter().map(|l| cell(l)).collect::<String>();
        (head, body)
    };
    let (uh, ub) = row("상");
    let (lh, lb) = row("하");
    let (bar, off, pips) = match lang {
        Lang::Ko => ("귀향말", "나간 말", "남은 거리"),
        Lang::En => ("bar", "off", "pips"),
    };
    let side_line = |s: Side| {
        format!(
            "{}: {bar} {}, {off} {}, {pips} {}",
            s.name(lang),
            pos.bar(s),
            pos.off(s),
            pos.pip_count(s)
        )
    };
    format!(
        "{uh}\n{ub}\n{lb}\n{lh}\n{}\n{}\n",
        side_line(Side::Black),
        side_line(Side::White)
    )
}

fn say(events: &[Event], lang: Lang, out: &mut impl Write) -> io::Result<()> {
    for e in events {
        match e {
            // Moves are shown as whole plays, the result at the end; hits and entries are
            // worth a line.
            Event::Moved { .. } | Event::Rolled { .. } | Event::BorneOff { .. } | Event::Won(_) => {
            }
            _ => writeln!(out, "  {}", e.message(lang))?,
        }
    }
    Ok(())
}

/// Reads one step `from/to` (numbers or 상/하 labels) against the legal steps.
fn parse_step(game: &Game, text: &str) -> Option<(Origin, u8)> {
    let side = game.turn()?;
    let (origin, dest) = text.parse::<PlayText>().ok()?.single_step(side)?;
    if let Some((die, _)) = game.targets(origin).into_iter().find(|&(_, d)| d == dest) {
        return Some((origin, die));
    }
    // Not legal: still name a die so the game can say why.
    let from_n = match origin {
        Origin::Bar => 25,
        Origin::Point(p) => p,
    };
    let die = match dest {
        Destination::Point(t) if t < from_n => from_n - t,
        Destination::Off => *game.dice_left()?.values().iter().find(|&&d| d >= from_n)?,
        Destination::Point(_) => return None,
    };
    Some((origin, die))
}

/// A line of input the game cannot read.
struct Unreadable;

impl Unreadable {
    fn message(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::Ko => "읽을 수 없는 줄입니다 (UTF-8이 아닙니다). 다시 입력하세요.",
            Lang::En => "that line is not UTF-8 text; type it again",
        }
    }
}

/// The next line of input without its line end: `None` at the end of input; a line that
/// is not UTF-8 is `Err`, so the game says so and asks again instead of stopping.
fn next_line(input: &mut impl BufRead) -> io::Result<Option<Result<String, Unreadable>>> {
    let mut raw = Vec::new();
    if input.read_until(b'\n', &mut raw)? == 0 {
        return Ok(None);
    }
    Ok(Some(
        String::from_utf8(raw)
            .map(|s| s.trim_end_matches(['\n', '\r']).to_owned())
            .map_err(|_| Unreadable),
    ))
}

fn main() -> io::Result<()> {
    let args = std::env::args().skip(1).collect();
    let code = run(args, io::stdin().lock(), &mut io::stdout().lock())?;
    std::process::exit(code);
}

/// Runs the program on these arguments, input and output; returns the exit code.
pub(crate) fn run(
    args: Vec<String>,
    mut input: impl BufRead,
    out: &mut impl Write,
) -> io::Result<i32> {
    let o = match options(args) {
        Ok(o) => o,
        Err(e) => {
            if !e.is_empty() {
                eprintln!("{e}");
            }
            eprintln!("{USAGE}");
            return Ok(if e.is_empty() { 0 } else { 2 });
        }
    };
    let lang = o.lang;
    let mut game = Game::new(o.rules, o.game);
    let mut bots = [
        o.bots[0].build(mix64(o.game)),
        o.bots[1].build(mix64(o.game ^ 1)),
    ];
    let name = o.rules.variant().map_or("custom", Variant::id);
    writeln!(out, "# ssangryuk {name}, game {}", o.game)?;
    for side in Side::BOTH {
        if o.watch || side != o.human {
            let bot = o.bots[side as usize].name(lang);
            writeln!(out, "# {}: {bot}", side.name(lang))?;
        }
    }
    let mut turn_no = 0;
    while game.outcome().is_none() {
        let side = game.turn();
        let human = !o.watch && side == Some(o.human);
        if human && o.rules.resting() == Resting::Allowed {
            // A human may rest instead of rolling.
            write!(out, "{}", draw(game.position(), lang))?;
            let prompt = match lang {
                Lang::Ko => "굴리려면 Enter, 쉬려면 rest: ",
                Lang::En => "Enter to roll, or rest: ",
            };
            write!(out, "{prompt}")?;
            out.flush()?;
            let line = match next_line(&mut input)? {
                None => return Ok(0),
                Some(Ok(line)) => line,
                Some(Err(why)) => {
                    writeln!(out, "  {}", why.message(lang))?;
                    continue;
                }
            };
            if line.trim() == "rest" {
                let ev = game.rest().expect("resting is allowed");
                say(&ev, lang, out)?;
                continue;
            }
        }
        let events = game.roll().expect("the game is waiting for a roll");
        let Some(&Event::Rolled { side, roll }) =
            events.iter().find(|e| matches!(e, Event::Rolled { .. }))
        else {
            say(&events, lang, out)?; // an opening tie
            continue;
        };
        turn_no += 1;
        if events.iter().any(|e| matches!(e, Event::Passed { .. })) {
            say(&events, lang, out)?;
            if game.is_deadlocked() {
                let msg = match lang {
                    Lang::Ko => "어느 쪽도 더는 움직일 수 없습니다. 이 판은 끝나지 않습니다.",
                    Lang::En => "neither side can ever move again: this game cannot end",
                };
                writeln!(out, "{msg}")?;
                return Ok(1);
            }
            continue;
        }
        say(&events, lang, out)?;
        let start = *game.position();
        if !o.watch && side == o.human {
            write!(out, "{}", draw(&start, lang))?;
            loop {
                if game.turn() != Some(side) || game.outcome().is_some() {
                    break;
                }
                let dice = game.dice_left().expect("moving");
                let steps: Vec<String> =
                    game.legal_steps().iter().map(ToString::to_string).collect();
                let prompt = match lang {
                    Lang::Ko => format!(
                        "{} {roll} (남은 눈 {:?}) 둘 수 있는 걸음: {}\n> ",
                        side.name(lang),
                        dice.values(),
                        steps.join(" ")
                    ),
                    Lang::En => format!(
                        "{side} {roll} (dice left {:?}) legal steps: {}\n> ",
                        dice.values(),
                        steps.join(" ")
                    ),
                };
                write!(out, "{prompt}")?;
                out.flush()?;
                let line = match next_line(&mut input)? {
                    None => return Ok(0),
                    Some(Ok(line)) => line,
                    Some(Err(why)) => {
                        writeln!(out, "  {}", why.message(lang))?;
                        continue;
                    }
                };
                let line = line.trim();
                if line == "quit" {
                    return Ok(0);
                }
                let result = match game.play_text(line) {
                    Ok(ev) => Ok(ev),
                    Err(e) => match parse_step(&game, line) {
                        Some((from, die)) if !line.contains(' ') => game.step(side, from, die),
                        _ => Err(e),
                    },
                };
                match result {
                    Ok(ev) => say(&ev, lang, out)?,
                    Err(e) => writeln!(out, "  {}", e.message(lang))?,
                }
            }
        } else {
            let bot = &mut bots[side as usize];
            let plays = game.legal_plays();
            let dice = game.dice_left().expect("the turn did not pass");
            let play = plays[bot.choose(game.position(), &dice, &plays)];
            let text = play.to_string();
            let labeled = play.labeled().to_string();
            let ev = game.play(&play).expect("a bot's play is legal");
            writeln!(
                out,
                "{turn_no}. {} {roll}: {text}  ({labeled})",
                side.name(lang)
            )?;
            say(&ev, lang, out)?;
        }
    }
    write!(out, "{}", draw(game.position(), lang))?;
    let outcome = game.outcome().expect("the game is over");
    writeln!(out, "{}", outcome.message(lang))?;
    Ok(0)
}
