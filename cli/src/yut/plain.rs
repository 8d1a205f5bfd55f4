//! The yut line modes: `yut watch --plain` prints a whole bot game, the same every time for
//! the same game number, and ends naming the winner; `yut play --plain` reads the person's
//! actions from standard input (an action's number or its notation, `geol 5-22`).

use std::io::{self, BufRead, Write};

use yutnori::{Action, Event, Game, Side};

use super::board::plain_lines;
use super::session::{Session, Setup};
use super::words::{self, YutWord};
use crate::words::game_name;

/// Prints a whole bot game.
pub fn watch(setup: Setup) -> Result<(), String> {
    let mut s = Session::new(setup);
    let mut out = io::stdout().lock();
    let mut shown = 0;
    write_header(&mut out, &s).map_err(|e| e.to_string())?;
    while !s.finished() {
        s.bot_step()?;
        shown = write_log(&mut out, &s, shown).map_err(|e| e.to_string())?;
    }
    write_end(&mut out, &s).map_err(|e| e.to_string())
}

/// Plays a game from standard input.
pub fn play(setup: Setup) -> Result<(), String> {
    let lang = setup.lang;
    let mut s = Session::new(setup);
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    let mut out = io::stdout().lock();
    let io = |e: io::Error| e.to_string();
    write_header(&mut out, &s).map_err(io)?;
    writeln!(out, "{}", YutWord::PlainHelp.get(lang)).map_err(io)?;
    let mut shown = 0;
    let mut listed = false;
    while !s.finished() {
        if s.human_to_throw() {
            s.throw()?;
        } else if s.bot_to_move() {
            s.bot_step()?;
        }
        shown = write_log(&mut out, &s, shown).map_err(io)?;
        if !s.human_to_act() {
            listed = false;
            continue;
        }
        let actions = s.game().legal_actions();
        if !listed {
            write_choice(&mut out, s.game(), lang).map_err(io)?;
            listed = true;
        }
        write!(out, "> ").map_err(io)?;
        out.flush().map_err(io)?;
        let Some(line) = lines.next() else {
            return Err(YutWord::InputEnded.get(lang).to_owned());
        };
        let line = line.map_err(io)?;
        let line = line.trim();
        let chosen: Result<Action, String> = match line {
            "" => continue,
            "quit" | "q" => return Ok(()),
            "board" => {
                write_choice(&mut out, s.game(), lang).map_err(io)?;
                continue;
            }
            _ => match line.parse::<usize>() {
                Ok(n) => n
                    .checked_sub(1)
                    .and_then(|i| actions.get(i).copied())
                    .ok_or_else(|| YutWord::NoSuchNumber.get(lang).to_owned()),
                Err(_) => line.parse::<Action>().map_err(|e| e.message(lang)),
            },
        };
        match chosen.and_then(|a| s.act(a).map_err(|e| e.message(lang))) {
            Ok(()) => listed = false,
            Err(why) => writeln!(out, "{why}").map_err(io)?,
        }
    }
    shown = write_log(&mut out, &s, shown).map_err(io)?;
    let _ = shown;
    write_end(&mut out, &s).map_err(io)
}

/// The title: the game, the rules, the number, who plays each side.
fn write_header(out: &mut impl Write, s: &Session) -> io::Result<()> {
    let lang = s.lang();
    let setup = &s.setup;
    let (name, text) = (
        words::rules_name(lang, &setup.rules),
        setup.rules.to_string(),
    );
    let rules = if name == text {
        text
    } else {
        format!("{name} ({text})")
    };
    writeln!(
        out,
        "{} · {rules} · {}",
        YutWord::Title.get(lang),
        game_name(lang, setup.number, None)
    )?;
    let seats: Vec<String> = Side::all(setup.rules.sides())
        .map(|side| {
            let who = if setup.human == Some(side) {
                YutWord::You.get(lang).trim().to_owned()
            } else {
                setup.bot(side).id().to_owned()
            };
            format!("{}: {who}", side.name(lang))
        })
        .collect();
    writeln!(out, "{}", seats.join(" · "))?;
    if setup.rules.members() > 1 {
        let g = s.game();
        let first = Event::Thrower {
            side: g.turn(),
            member: g.thrower(),
        };
        writeln!(out, "{}", first.message(lang))?;
    }
    Ok(())
}

/// The log from line `shown` on; returns the lines shown now.
fn write_log(out: &mut impl Write, s: &Session, shown: usize) -> io::Result<usize> {
    let lang = s.lang();
    for said in &s.log()[shown..] {
        writeln!(out, "[{}] {}", said.side.name(lang), said.text)?;
    }
    Ok(s.log().len())
}

/// The board, the results held and the numbered actions.
fn write_choice(out: &mut impl Write, game: &Game, lang: ssangryuk::Lang) -> io::Result<()> {
    for line in plain_lines(game.position(), lang) {
        writeln!(out, "{line}")?;
    }
    for side in Side::all(game.rules().sides()) {
        let pos = game.position();
        let counts = YutWord::SideCounts.fill(
            lang,
            &[
                &pos.waiting(side).to_string(),
                &pos.finished(side).to_string(),
            ],
        );
        writeln!(out, "{}: {counts}", side.name(lang))?;
    }
    let held: Vec<&str> = game.pending().iter().map(|t| t.name(lang)).collect();
    writeln!(out, "{}: {}", YutWord::Held.get(lang), held.join(" "))?;
    writeln!(out, "{}:", YutWord::Actions.get(lang))?;
    for (i, a) in game.legal_actions().iter().enumerate() {
        match a {
            Action::Move(m) => {
                writeln!(out, "  {}) {a}  ({})", i + 1, words::move_words(lang, *m))?
            }
            Action::Pass => writeln!(out, "  {}) {a}", i + 1)?,
        }
    }
    Ok(())
}

/// The last line: the winner (the library's sentence), or that no one won.
fn write_end(out: &mut impl Write, s: &Session) -> io::Result<()> {
    let lang = s.lang();
    match s.game().winner() {
        Some(w) => writeln!(out, "{}", Event::Won(w).message(lang)),
        None => writeln!(out, "{}", YutWord::Unfinished.get(lang)),
    }
}
