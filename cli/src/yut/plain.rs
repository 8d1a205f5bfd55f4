//! The yut line modes: `yut watch --plain` prints a whole bot game, the same every time for
//! the same game number, and ends naming the winner; `yut play --plain` reads the people's
//! throws and plays from standard input: a listed play by its number (`1`) or its notation
//! (`geol 5-22`), and real sticks' results as 도 개 걸 윷 모 빽도 낙 (or their romanizations).
//!
//! Lines are read within [`input::MAX_LINE`] bytes, so no input holds more memory than
//! that; the game is saved after every action where `--save` (or `--resume`) asks.

use std::io::{self, BufRead, Write};

use ssangryuk_session::yutnori::{HandThrow, Next};
use yutnori::{Action, Event, Side};

use super::board::plain_lines;
use super::table::YutTable;
use super::words::YutWord;
use crate::input::{self, say, Lines};
use crate::words::{game_name, handover_line, kept_in, resumed as resumed_line};

/// Prints a whole bot game.
pub fn watch(mut t: YutTable) -> Result<(), String> {
    let mut out = io::stdout().lock();
    write_header(&mut out, &t)?;
    let mut shown = 0;
    while !t.finished() {
        t.bot_step()?;
        shown = write_log(&mut out, &t, shown)?;
    }
    say(&mut out, &t.session.prompt(t.lang))
}

/// Plays a game from standard input.
pub fn play(t: YutTable, resumed: bool) -> Result<(), String> {
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut out = io::stdout().lock();
    play_lines(t, resumed, &mut input, &mut out)
}

/// Plays `t` from `input`; where the input ends (or is refused) before the game does, the
/// error says where the game so far is saved, if it is.
fn play_lines(
    mut t: YutTable,
    resumed: bool,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<(), String> {
    let played = play_table(&mut t, resumed, input, out);
    let saved = t.save();
    match (played, saved, t.saved_to()) {
        (Err(e), Ok(()), Some(paths)) if !t.finished() => {
            let file = paths.record.display().to_string();
            Err(format!("{e} {}", kept_in(t.lang, "yut play", &file)))
        }
        (played, saved, _) => played.and(saved),
    }
}

fn play_table(
    t: &mut YutTable,
    resumed: bool,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<(), String> {
    let lang = t.lang;
    write_header(out, t)?;
    say(out, YutWord::PlainHelp.get(lang))?;
    if let (true, Some(paths)) = (resumed, t.saved_to()) {
        say(
            out,
            &resumed_line(lang, &paths.record.display().to_string()),
        )?;
    }
    let mut shown = 0;
    let mut lines = Lines::new(input::MAX_LINE);
    // The log's length when the hand-over was said, and when the plays were listed: each
    // is said once for where the game stands.
    let mut handed = None;
    let mut listed = None;
    loop {
        shown = write_log(out, t, shown)?;
        if let Some(p) = t.session.handover().filter(|_| handed != Some(shown)) {
            say(out, &handover_line(lang, &t.who(p)))?;
            handed = Some(shown);
        }
        let next = t.session.next();
        match next {
            Next::Over(_) => return say(out, &t.session.prompt(lang)),
            Next::Bot(_) => t.bot_step()?,
            Next::Throw(_) => t.session.throw().map_err(|e| t.explain(&e))?,
            Next::EnterThrow(_) | Next::Move(_) => {
                if matches!(next, Next::Move(_)) && listed != Some(shown) {
                    write_choice(out, t)?;
                    listed = Some(shown);
                }
                say(out, &t.session.prompt(lang))?;
                let Some(line) = lines.ask(input, out, lang, YutWord::InputEnded.get(lang))? else {
                    continue;
                };
                let line = crate::words::command(line);
                let line = line.as_str();
                if matches!(line, "quit" | "q") {
                    return Ok(());
                }
                let before = t.session.log().len();
                command(t, line, out)?;
                if t.session.log().len() == before {
                    continue;
                }
            }
        }
        t.save()?;
    }
}

/// One line of a person's: a command, a throw's result, or a play.
fn command(t: &mut YutTable, line: &str, out: &mut impl Write) -> Result<(), String> {
    let lang = t.lang;
    match line {
        "" => return Ok(()),
        "help" | "?" => return say(out, YutWord::PlainHelp.get(lang)),
        "board" | "list" => return write_choice(out, t),
        "rules" => {
            return say(
                out,
                &super::words::rules_view(lang, t.session.game().rules()),
            )
        }
        _ => {}
    }
    let done = match t.session.next() {
        Next::EnterThrow(_) => line
            .parse::<HandThrow>()
            .and_then(|throw| t.session.enter_throw(throw)),
        _ => match line.parse::<usize>() {
            Ok(0) => return say(out, YutWord::NoSuchNumber.get(lang)),
            Ok(n) => t.session.play_nth(n - 1),
            Err(_) => match line.parse::<Action>() {
                Ok(action) => t.session.play(action),
                Err(e) => return say(out, &e.message(lang)),
            },
        },
    };
    match done {
        Ok(()) => Ok(()),
        Err(e) => say(out, &t.explain(&e)),
    }
}

/// The title: the game, the rules, the number, who plays each side.
fn write_header(out: &mut impl Write, t: &YutTable) -> Result<(), String> {
    let lang = t.lang;
    let game = t.session.game();
    let rules = crate::words::yut_rules_heading(lang, game.rules());
    say(
        out,
        &format!(
            "{} · {rules} · {}",
            YutWord::Title.get(lang),
            game_name(lang, game.number(), None)
        ),
    )?;
    say(out, &t.seats_line(" "))
}

/// The log from entry `shown` on (the win is said by the last line); returns the entries
/// seen now.
fn write_log(out: &mut impl Write, t: &YutTable, shown: usize) -> Result<usize, String> {
    let log = t.session.log();
    for said in &log[shown.min(log.len())..] {
        if !matches!(said.event, Event::Won(_)) {
            say(out, &t.session.line(said, t.lang))?;
        }
    }
    Ok(log.len())
}

/// The board, the results held and the numbered plays.
fn write_choice(out: &mut impl Write, t: &YutTable) -> Result<(), String> {
    let (lang, game) = (t.lang, t.session.game());
    for line in plain_lines(game.position(), lang) {
        say(out, &line)?;
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
        say(out, &format!("{}: {counts}", side.name(lang)))?;
    }
    let held: Vec<&str> = game.pending().iter().map(|t| t.name(lang)).collect();
    say(
        out,
        &format!("{}: {}", YutWord::Held.get(lang), held.join(" ")),
    )?;
    if !matches!(t.session.next(), Next::Move(_)) {
        return Ok(());
    }
    say(out, &format!("{}:", YutWord::Actions.get(lang)))?;
    for (i, a) in t.session.plays().iter().enumerate() {
        let words = t.session.play_words(a, lang);
        say(out, &format!("  {}) {a}  ({words})", i + 1))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssangryuk::Lang;
    use ssangryuk_session::yutnori::{Setup, YutSession};
    use ssangryuk_session::Throws;
    use yutnori::bot::BotKind;
    use yutnori::Variant;

    fn table(throws: Throws, lang: Lang) -> YutTable {
        let mut setup = Setup::against(Variant::Dominant.rules(), 5, BotKind::Greedy);
        setup.throws = throws;
        YutTable::new(YutSession::new(setup).unwrap(), lang, None, None)
    }

    fn run(t: YutTable, input: &[u8]) -> (Result<(), String>, String) {
        let mut out = Vec::new();
        let mut input = input;
        let r = play_lines(t, false, &mut input, &mut out);
        (r, String::from_utf8(out).unwrap())
    }

    /// Results typed in Korean or romanized are the throws; a word that is none is answered
    /// and the prompt comes again; a play's number plays it.
    #[test]
    fn typed_throws_and_numbered_plays_play_a_turn() {
        let (r, text) = run(
            table(Throws::Hand, Lang::Ko),
            "여섯\n걸\n1\nnak\n".as_bytes(),
        );
        assert!(r.unwrap_err().contains("입력이 판보다 먼저"), "{text}");
        assert!(text.contains("\"여섯\"은 윷 패가 아닙니다"), "{text}");
        assert!(text.contains("  1) geol w-3  (걸: 대기 → 걸(3))"), "{text}");
        // Then the bot's throw is typed for it: 낙.
        assert!(text.contains("대신 윷을 던져"), "{text}");
    }

    #[test]
    fn an_endless_line_ends_the_game_with_a_sentence() {
        let zeros = vec![0u8; 3 * input::MAX_LINE];
        let (r, _) = run(table(Throws::Hand, Lang::En), &zeros);
        let e = r.unwrap_err();
        assert!(e.contains("longer than 4096 bytes"), "{e}");
    }
}
