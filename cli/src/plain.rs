//! Line mode: the game as plain text, each person's dice and plays read from standard input
//! (for scripts and screen readers), and a whole bot game printed as text.
//!
//! The listed plays carry numbers and a number chooses its play, so a script can play a
//! whole game; dice thrown at the table are typed as `6 3` or `63`. Lines are read within
//! [`input::MAX_LINE`] bytes, so no input holds more memory than that.

use std::io::{self, BufRead, Write};

use ssangryuk::{PlayText, Roll, Side};
use ssangryuk_session::ssangryuk::Next;
use ssangryuk_session::SessionError;

use crate::input::{self, say, Lines};
use crate::table::Table;
use unicode_width::UnicodeWidthStr;

use crate::text::{describe, destination_name, last_plays, origin_name, rules_name, rules_text};
use crate::words::{self, Word};

/// `watch --plain`: the transcript of one bot game, the same for the same game number; its
/// last line names the winner and the points.
pub fn watch(mut table: Table) -> Result<(), String> {
    let lang = table.lang;
    let mut out = io::stdout().lock();
    let _ = writeln!(out, "# {}", table.players());
    let mut played = Ok(());
    while table.session.next() != Next::Over {
        played = table.session.bot_turn().map_err(|e| table.explain(&e));
        if played.is_err() {
            break;
        }
    }
    let game = table.session.game();
    let transcript = words::play_words(lang, &game.transcript(lang, table.numbering()));
    let (first, rest) = transcript.split_once('\n').unwrap_or((&transcript, ""));
    let rules = rules_name(game.rules(), lang);
    let heading = words::transcript_heading(lang, first, &rules, game.number());
    let _ = write!(out, "{heading}\n{rest}");
    played?;
    if let Some(note) = table.save()? {
        eprintln!("ssangryuk: {note}");
    }
    Ok(())
}

/// `play --plain`: reads the people's dice and plays from standard input.
pub fn play(table: Table, resumed: bool) -> Result<(), String> {
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut out = io::stdout().lock();
    play_lines(table, resumed, &mut input, &mut out)
}

/// Plays `table` from `input`; where the input ends (or is refused) before the game does,
/// the error says where the game so far is saved, if it is.
fn play_lines(
    mut table: Table,
    resumed: bool,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<(), String> {
    let played = play_table(&mut table, resumed, input, out);
    let saved = table.save().map(|note| {
        if let Some(note) = note {
            eprintln!("ssangryuk: {note}");
        }
    });
    match (played, saved, table.saved_to()) {
        (Err(e), Ok(()), Some(paths)) if table.session.next() != Next::Over => {
            let file = paths.record.display().to_string();
            Err(format!("{e} {}", words::kept_in(table.lang, "play", &file)))
        }
        (played, saved, _) => played.and(saved),
    }
}

/// Saves after an action, the `.mat` file's note (once) on standard error.
fn saved(table: &mut Table) -> Result<(), String> {
    if let Some(note) = table.save()? {
        eprintln!("ssangryuk: {note}");
    }
    Ok(())
}

fn play_table(
    t: &mut Table,
    resumed: bool,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<(), String> {
    let lang = t.lang;
    let rules = rules_name(t.session.game().rules(), lang);
    say(
        out,
        &words::plain_title(lang, &rules, &t.game_name(), &t.players()),
    )?;
    say(out, Word::PlainHelp.get(lang))?;
    if let (true, Some(paths)) = (resumed, t.saved_to()) {
        say(
            out,
            &words::resumed(lang, &paths.record.display().to_string()),
        )?;
    }
    let mut shown = 0;
    let mut lines = Lines::new(input::MAX_LINE);
    // The log's length when the hand-over was said, and when the plays were listed: each
    // is said once for where the game stands.
    let mut handed = None;
    let mut listed = None;
    loop {
        for line in t.lines(shown).collect::<Vec<_>>() {
            say(out, &line)?;
        }
        shown = t.session.log().len();
        if let Some(side) = t.session.handover().filter(|_| handed != Some(shown)) {
            say(out, &words::handover_line(lang, &t.who(side)))?;
            handed = Some(shown);
        }
        match t.session.next() {
            Next::Over => return Ok(()),
            Next::NextGame => t.session.next_game().map_err(|e| t.explain(&e))?,
            Next::Bot(side) => {
                t.session.bot_turn().map_err(|e| t.explain(&e))?;
                // The bot's play first, then what it led to (hits, the result).
                if t.session.game().phase() != ssangryuk::Phase::Opening {
                    let last = last_plays(t.session.game(), lang, t.numbering());
                    if let Some(p) = &last[side as usize] {
                        say(out, &format!("{} {p}", side.name(lang)))?;
                    }
                }
            }
            Next::Roll(_) if !t.session.may_rest() => {
                t.session.roll().map_err(|e| t.explain(&e))?;
            }
            next @ (Next::Roll(_) | Next::EnterDice(_) | Next::Move(_)) => {
                match next {
                    Next::Move(_) => {
                        let game = t.session.game();
                        let board = describe(game.position(), lang, t.numbering());
                        write!(out, "{board}").map_err(|e| e.to_string())?;
                        let left = game.dice_left().map(|d| d.values().to_vec());
                        say(out, &words::dice_left(lang, &left.unwrap_or_default()))?;
                        if listed != Some(shown) {
                            list(t, out)?;
                            listed = Some(shown);
                        }
                    }
                    Next::EnterDice(_) => say(
                        out,
                        &format!("{} {}", t.session.prompt(lang), Word::DiceExample.get(lang)),
                    )?,
                    _ => say(out, Word::RollOrRest.get(lang))?,
                }
                let Some(line) = lines.ask(input, out, lang, Word::InputEnded.get(lang))? else {
                    continue;
                };
                let line = words::command(line);
                let line = line.as_str();
                if matches!(line, "quit" | "q") {
                    return Ok(());
                }
                let before = t.session.log().len();
                command(t, line, out)?;
                if t.session.log().len() != before {
                    saved(t)?;
                }
                // On a shared screen, a person's finished turn is said for the next one.
                if let Next::Move(side) = next {
                    let hot = t.session.seat(side.opponent()).is_person();
                    if hot && t.session.next() != next {
                        let last = last_plays(t.session.game(), lang, t.numbering());
                        if let Some(p) = &last[side as usize] {
                            say(out, &format!("{} {p}", t.who(side)))?;
                        }
                    }
                }
                continue;
            }
        }
        saved(t)?;
    }
}

/// The plays of the dice left, numbered from 1 (a number chooses its play).
fn list(t: &Table, out: &mut impl Write) -> Result<(), String> {
    let plays = t.session.game().legal_plays();
    say(out, &words::plays_heading(t.lang, plays.len()))?;
    // As many to a line as fit 80 columns, three spaces apart.
    let mut line = String::new();
    for (i, p) in plays.iter().enumerate() {
        let play = words::play_words(t.lang, &p.written(t.numbering()).to_string());
        let item = format!("{}) {play}", i + 1);
        if !line.is_empty() && line.width() + 3 + item.width() > 80 {
            say(out, &std::mem::take(&mut line))?;
        }
        if !line.is_empty() {
            line.push_str("   ");
        }
        line.push_str(&item);
    }
    if !line.is_empty() {
        say(out, &line)?;
    }
    Ok(())
}

/// Two dice typed: `6 3`, `63`, `6-3` or `6,3`. `None` for text that is not digits;
/// `Some(None)` for digits that are not two faces 1–6.
fn typed_dice(text: &str) -> Option<Option<Roll>> {
    let digits: Vec<u8> = text
        .chars()
        .filter(|c| !matches!(c, ' ' | '-' | ','))
        .map(|c| c.to_digit(10).map(|d| d as u8))
        .collect::<Option<_>>()?;
    if digits.is_empty() {
        return None;
    }
    Some(match digits[..] {
        [a, b] => Roll::new(a, b).ok(),
        _ => None,
    })
}

/// One line of a person's.
fn command(t: &mut Table, cmd: &str, out: &mut impl Write) -> Result<(), String> {
    let lang = t.lang;
    let refused = |t: &Table, out: &mut _, e: SessionError| say(out, &t.explain(&e));
    match cmd {
        "" => Ok(()),
        "help" | "?" => say(out, Word::PlainHelp.get(lang)),
        "rules" => say(out, &rules_text(t.session.game().rules(), lang, 80)),
        "id" => say(
            out,
            &crate::text::ids(t.session.game().position())
                .unwrap_or_else(|| Word::NoIds.get(lang).to_owned()),
        ),
        "board" => write!(
            out,
            "{}",
            describe(t.session.game().position(), lang, t.numbering())
        )
        .map_err(|e| e.to_string()),
        "list" => list(t, out),
        // A refused roll or rest is answered, and the prompt comes again.
        "roll" => match t.session.roll() {
            Ok(()) => Ok(()),
            Err(e) => refused(t, out, e),
        },
        "rest" => match t.session.rest() {
            Ok(()) => Ok(()),
            // The rules' own reason (no resting in these rules, the dice already rolled),
            // asked of a copy of the game.
            Err(SessionError::NotNow) => match t.session.game().clone().rest() {
                Err(e) => refused(t, out, SessionError::Turn(e)),
                Ok(_) => refused(t, out, SessionError::NotNow),
            },
            Err(e) => refused(t, out, e),
        },
        "hint" => say(out, &t.hint()),
        "steps" => {
            let (side, n) = (t.session.game().turn(), t.numbering());
            let steps: Vec<String> = t
                .session
                .game()
                .legal_steps()
                .iter()
                .filter_map(|st| {
                    let side = side?;
                    Some(format!(
                        "{}/{}({})",
                        origin_name(n, side, st.from(), lang),
                        destination_name(n, side, st.to(), lang),
                        st.die()
                    ))
                })
                .collect();
            say(out, &steps.join(" "))
        }
        text => {
            if matches!(t.session.next(), Next::EnterDice(_)) {
                return match typed_dice(text) {
                    Some(Some(roll)) => match t.session.enter_dice(roll) {
                        Ok(()) => Ok(()),
                        Err(e) => refused(t, out, e),
                    },
                    Some(None) => say(out, Word::BadDice.get(lang)),
                    None => refused(t, out, SessionError::NotNow),
                };
            }
            if let Ok(n) = text.parse::<usize>() {
                let count = t.session.game().legal_plays().len();
                let Some(index) = n.checked_sub(1) else {
                    return say(out, &words::choose_from(lang, count));
                };
                return match t.session.play_nth(index) {
                    Ok(()) => Ok(()),
                    Err(e) => refused(t, out, e),
                };
            }
            let text = &words::typed_play(text);
            let Err(err) = t.session.play_text(text) else {
                return Ok(());
            };
            match one_step(t, text) {
                Some(Ok(())) => Ok(()),
                Some(Err(e)) => say(out, &e),
                None => refused(t, out, err),
            }
        }
    }
}

/// A single step `from/to` in the mover's numbers or the board's labels: `None` when the
/// text is not one step, otherwise the step made or why it is refused.
fn one_step(t: &mut Table, text: &str) -> Option<Result<(), String>> {
    let side: Side = t.session.game().turn()?;
    let (from, to) = text.parse::<PlayText>().ok()?.single_step(side)?;
    Some(match t.session.game().die_for(from, to) {
        Some(die) => t.session.step(from, die).map_err(|e| t.explain(&e)),
        None => Err(t.refusal(from, Some(to))),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssangryuk::bot::BotKind;
    use ssangryuk::{Lang, Variant};
    use ssangryuk_session::ssangryuk::{Setup, SsangryukSession};
    use ssangryuk_session::Throws;

    fn table_of(setup: Setup, lang: Lang) -> Table {
        Table::new(SsangryukSession::new(setup).unwrap(), lang, true, None)
    }

    fn table() -> Table {
        table_of(
            Setup::against(Variant::App.rules(), 5, BotKind::Greedy),
            Lang::En,
        )
    }

    fn run(t: Table, input: &[u8]) -> (Result<(), String>, String) {
        let mut out = Vec::new();
        let mut input = input;
        let r = play_lines(t, false, &mut input, &mut out);
        (r, String::from_utf8(out).unwrap())
    }

    #[test]
    fn a_refused_line_says_why_and_the_game_goes_on() {
        let (r, text) = run(table(), b"24/1\nquit\n");
        assert_eq!(r, Ok(()));
        assert!(text.contains("opening: black"), "{text}");
        assert!(text.matches("> ").count() >= 2, "{text}");
    }

    #[test]
    fn input_that_ends_early_is_an_error_not_a_hang() {
        let (r, _) = run(table(), b"");
        assert!(r.unwrap_err().contains("ended"));
    }

    /// An endless line (no line break, as from `/dev/zero`) ends the game with a sentence
    /// in the screen's language.
    #[test]
    fn an_endless_line_ends_the_game_with_a_sentence() {
        let zeros = vec![0u8; 3 * input::MAX_LINE];
        let mut t = table();
        t.lang = Lang::Ko;
        let (r, _) = run(t, &zeros);
        let e = r.unwrap_err();
        assert!(e.contains("4096바이트보다 길어"), "{e}");
    }

    #[test]
    fn dice_are_typed_as_two_digits_with_or_without_a_space() {
        let roll = |a, b| Some(Some(Roll::new(a, b).unwrap()));
        assert_eq!(typed_dice("63"), roll(6, 3));
        assert_eq!(typed_dice("6 3"), roll(6, 3));
        assert_eq!(typed_dice("1-1"), roll(1, 1));
        assert_eq!(typed_dice("2,5"), roll(2, 5));
        for bad in ["7 3", "0 1", "633", "6"] {
            assert_eq!(typed_dice(bad), Some(None), "{bad}");
        }
        assert_eq!(typed_dice("13/7"), None);
        assert_eq!(typed_dice("board"), None);
        assert_eq!(typed_dice(""), None);
    }

    /// With hand dice, the opening takes black's die then white's; a tie is thrown again;
    /// the listed plays are numbered and a number plays its entry.
    #[test]
    fn hand_dice_and_numbered_plays_play_a_turn() {
        let mut setup = Setup::against(Variant::App.rules(), 5, BotKind::Greedy);
        setup.throws = Throws::Hand;
        let t = table_of(setup, Lang::En);
        let (r, text) = run(t, b"3 3\n7 1\n52\n2\n");
        assert!(r.unwrap_err().contains("ended"), "{text}");
        assert!(
            text.contains("opening: type black's die") || text.contains("each throw one die"),
            "{text}"
        );
        assert!(text.contains(Word::BadDice.get(Lang::En)), "{text}");
        assert!(text.contains("plays (choose by number):"), "{text}");
        assert!(text.contains("\n1) "), "{text}");
        // Black played its second listed play; then white's dice are asked for.
        assert!(text.contains("throw its two dice for it"), "{text}");
    }

    /// A session played on (bots' turns, the player's rolls) to the player's first dice.
    fn at_the_players_dice() -> Table {
        let mut t = table();
        while !matches!(t.session.next(), Next::Move(_)) {
            match t.session.next() {
                Next::Roll(_) => t.session.roll().unwrap(),
                _ => t.session.bot_turn().unwrap(),
            }
        }
        t
    }

    #[test]
    fn one_numbering_is_used_for_the_steps_offered() {
        let mut t = at_the_players_dice();
        let mut out = Vec::new();
        command(&mut t, "steps", &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(!text.contains('상') && !text.contains('하'), "{text}");
        t.toggle_numbering();
        let mut out = Vec::new();
        command(&mut t, "steps", &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains('상') || text.contains('하'), "{text}");
    }

    /// A play's number plays that entry of the list; 0 and numbers past it are refused.
    #[test]
    fn a_number_chooses_its_play() {
        let mut t = at_the_players_dice();
        let count = t.session.game().legal_plays().len();
        let mut out = Vec::new();
        command(&mut t, "0", &mut out).unwrap();
        command(&mut t, &(count + 1).to_string(), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains(&format!("choose 1 to {count}")), "{text}");
        let want = t.session.game().legal_plays()[count - 1];
        let before = *t.session.game().position();
        command(&mut t, &count.to_string(), &mut Vec::new()).unwrap();
        assert_eq!(*t.session.game().position(), before.after_play(&want));
    }

    /// `hint` on the player's turn lists the best plays of the dice with their equities,
    /// the best first, each one of the turn's legal plays.
    #[test]
    fn the_hint_lists_the_best_plays_with_their_equities() {
        let mut t = at_the_players_dice();
        let mut out = Vec::new();
        command(&mut t, "hint", &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let list = text.trim().split_once(":\n").expect("a list").1;
        let plays: Vec<(&str, f32)> = list
            .split(" · ")
            .map(|p| {
                let (play, e) = p.rsplit_once(' ').unwrap();
                (play, e.parse().unwrap())
            })
            .collect();
        assert!(!plays.is_empty() && plays.len() <= 3, "{text}");
        let legal: Vec<String> = t
            .session
            .game()
            .legal_plays()
            .iter()
            .map(|p| p.written(t.numbering()).to_string())
            .collect();
        assert!(
            plays.iter().all(|(p, _)| legal.contains(&p.to_string())),
            "{text}"
        );
        assert!(
            plays.iter().all(|(_, e)| (-1.0..=1.0).contains(e)),
            "{text}"
        );
    }
}
