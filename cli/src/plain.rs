//! Line mode: the game as plain text, plays read from standard input (for scripts and
//! screen readers), and a whole bot game printed as text.

use std::io::{self, BufRead, Write};

use ssangryuk::{Phase, PlayText};

use crate::session::Session;
use crate::text::{describe, destination_name, last_plays, origin_name, rules_name, rules_text};
use crate::words::{self, Word};
use crate::Setup;

/// `watch --plain`: the transcript of one bot game, the same for the same game number; its
/// last line names the winner and the points.
pub fn watch(setup: &Setup) -> Result<(), String> {
    let lang = setup.lang;
    // From `--position` (and its dice) where one is given, as the full screen does.
    let (mut game, _) = setup.first_game();
    let [mut black, mut white] = setup.build_bots(setup.number);
    let names = format!("# {}", words::bots(lang, setup.bots[0], setup.bots[1]));
    let played = ssangryuk::bot::play_out(&mut game, black.as_mut(), white.as_mut());
    let mut out = io::stdout().lock();
    let _ = writeln!(out, "{names}");
    let _ = write!(out, "{}", game.transcript(lang, setup.numbering()));
    played.map_err(|e| e.message(lang))?;
    match &setup.save {
        Some(path) => {
            let names = setup.player_ids();
            let what = crate::saved::Saved::Game(&game);
            crate::saved::save(path, what, [&names[0], &names[1]], lang)
        }
        None => Ok(()),
    }
}

/// `play --plain`: reads the player's plays from standard input.
pub fn play(setup: &Setup) -> Result<(), String> {
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut out = io::stdout().lock();
    play_lines(setup, &mut input, &mut out)
}

fn say(out: &mut impl Write, line: &str) -> Result<(), String> {
    writeln!(out, "{line}").map_err(|e| e.to_string())
}

fn play_lines(setup: &Setup, input: &mut impl BufRead, out: &mut impl Write) -> Result<(), String> {
    let mut s = Session::new(setup.clone());
    let result = play_session(&mut s, input, out);
    let saved = s.save();
    result.and(saved)
}

fn play_session(
    s: &mut Session,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<(), String> {
    let setup = &s.setup.clone();
    let lang = s.lang();
    let human = setup.human.unwrap_or(ssangryuk::Side::Black);
    let opponent = setup.bots[if human == ssangryuk::Side::Black {
        1
    } else {
        0
    }];
    let rules = rules_name(&setup.rules, lang);
    let title = words::plain_title(lang, &rules, &s.game_name(), human, opponent);
    say(out, &title)?;
    say(out, Word::PlainHelp.get(lang))?;
    let mut shown = 0;
    let mut flush = |s: &Session, out: &mut dyn Write| {
        for line in &s.log[shown..] {
            let _ = writeln!(out, "{line}");
        }
        shown = s.log.len();
    };
    let mut raw = Vec::new();
    loop {
        flush(s, out);
        if s.game().outcome().is_some() && !s.finished() {
            s.next_game();
            continue;
        }
        if s.finished() {
            return Ok(());
        }
        if s.bot_to_act() {
            let side = s.turn();
            s.bot_turn()?;
            // The bot's play first, then what it led to (hits, the result).
            if let Some(side) = side.filter(|_| s.game().phase() != Phase::Opening) {
                if let Some(p) = &last_plays(s.game(), lang, s.numbering())[side as usize] {
                    say(out, &format!("{} {p}", side.name(lang)))?;
                }
            }
            continue;
        }
        match s.game().phase() {
            Phase::Opening => s.roll()?,
            Phase::AwaitingRoll if !s.can_rest() => s.roll()?,
            Phase::AwaitingRoll | Phase::Moving { .. } => {
                if let Some(dice) = s.game().dice_left() {
                    write!(
                        out,
                        "{}",
                        describe(s.game().position(), lang, s.numbering())
                    )
                    .map_err(|e| e.to_string())?;
                    say(out, &words::dice_left(lang, dice.values()))?;
                } else {
                    say(out, Word::RollOrRest.get(lang))?;
                }
                write!(out, "> ")
                    .and_then(|()| out.flush())
                    .map_err(|e| e.to_string())?;
                raw.clear();
                if input
                    .read_until(b'\n', &mut raw)
                    .map_err(|e| e.to_string())?
                    == 0
                {
                    return Err(Word::InputEnded.get(lang).to_owned());
                }
                // A line that is not UTF-8 is answered, and the prompt comes again.
                let Ok(line) = std::str::from_utf8(&raw) else {
                    say(out, Word::NotUtf8.get(lang))?;
                    continue;
                };
                if matches!(line.trim(), "quit" | "q") {
                    return Ok(());
                }
                command(s, line.trim(), out)?;
                if s.game().phase() == ssangryuk::Phase::Deadlocked {
                    flush(s, out);
                    return Ok(());
                }
            }
            Phase::Over(_) | Phase::Deadlocked => {}
        }
    }
}

/// One line of the player's.
fn command(s: &mut Session, cmd: &str, out: &mut impl Write) -> Result<(), String> {
    let lang = s.lang();
    match cmd {
        "" => Ok(()),
        "help" | "?" => say(out, Word::PlainHelp.get(lang)),
        "rules" => say(out, &rules_text(&s.setup.rules, lang, 80)),
        "id" => say(
            out,
            &crate::text::ids(s.game().position())
                .unwrap_or_else(|| Word::NoIds.get(lang).to_owned()),
        ),
        "board" => write!(
            out,
            "{}",
            describe(s.game().position(), lang, s.numbering())
        )
        .map_err(|e| e.to_string()),
        // A refused roll or rest is answered, and the prompt comes again.
        "roll" if s.game().dice_left().is_none() => s.roll().or_else(|e| say(out, &e)),
        "rest" => s.rest().or_else(|e| say(out, &e)),
        "hint" => say(out, &s.hint()),
        "steps" => {
            let (side, n) = (s.turn(), s.numbering());
            let steps: Vec<String> = s
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
            let whole = s.play_text(text);
            let Err(err) = whole else { return Ok(()) };
            match one_step(s, text) {
                Some(Ok(())) => Ok(()),
                Some(Err(e)) => say(out, &e),
                None => say(out, &s.explain(&err)),
            }
        }
    }
}

/// A single step `from/to` in the mover's numbers or the board's labels: `None` when the
/// text is not one step, otherwise the step made or why it is refused.
fn one_step(s: &mut Session, text: &str) -> Option<Result<(), String>> {
    let side = s.turn()?;
    let (from, to) = text.parse::<PlayText>().ok()?.single_step(side)?;
    Some(match s.game().die_for(from, to) {
        Some(die) => s.step(from, die).map_err(|e| s.explain(&e)),
        None => Err(s.refusal(from, Some(to))),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssangryuk::bot::BotKind;
    use ssangryuk::{Lang, Side, Variant};

    fn setup() -> Setup {
        Setup {
            rules: Variant::App.rules(),
            number: 5,
            lang: Lang::En,
            own_numbers: true,
            human: Some(Side::Black),
            bots: [BotKind::Random, BotKind::Greedy],
            format: None,
            start: None,
            roll: None,
            save: None,
        }
    }

    #[test]
    fn a_refused_line_says_why_and_the_game_goes_on() {
        let mut out = Vec::new();
        let mut input: &[u8] = b"24/1\nquit\n";
        let r = play_lines(&setup(), &mut input, &mut out);
        assert_eq!(r, Ok(()));
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("opening: black"), "{text}");
        assert!(text.matches("> ").count() >= 2, "{text}");
    }

    #[test]
    fn input_that_ends_early_is_an_error_not_a_hang() {
        let mut out = Vec::new();
        let mut input: &[u8] = b"";
        let r = play_lines(&setup(), &mut input, &mut out);
        assert!(r.unwrap_err().contains("ended"));
    }

    /// A session played on (bots' turns, the player's rolls) to the player's first dice.
    fn at_the_players_dice() -> Session {
        let mut s = Session::new(setup());
        while !s.human_to_act() || s.game().dice_left().is_none() {
            if s.bot_to_act() {
                s.bot_turn().unwrap();
            } else {
                s.roll().unwrap();
            }
        }
        s
    }

    #[test]
    fn one_numbering_is_used_for_the_steps_offered() {
        let mut s = at_the_players_dice();
        let mut out = Vec::new();
        command(&mut s, "steps", &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(!text.contains('상') && !text.contains('하'), "{text}");
        s.toggle_numbering();
        let mut out = Vec::new();
        command(&mut s, "steps", &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains('상') || text.contains('하'), "{text}");
    }

    /// `hint` on the player's turn lists the best plays of the dice with their equities,
    /// the best first, each one of the turn's legal plays.
    #[test]
    fn the_hint_lists_the_best_plays_with_their_equities() {
        let mut s = at_the_players_dice();
        let mut out = Vec::new();
        command(&mut s, "hint", &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let list = text.trim().split_once(": ").expect("a list").1;
        let plays: Vec<(&str, f32)> = list
            .split(" · ")
            .map(|p| {
                let (play, e) = p.rsplit_once(' ').unwrap();
                (play, e.parse().unwrap())
            })
            .collect();
        assert!(!plays.is_empty() && plays.len() <= 3, "{text}");
        let legal: Vec<String> = s
            .game()
            .legal_plays()
            .iter()
            .map(|p| p.written(s.numbering()).to_string())
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

    /// `--save` writes the game as a `.mat` file and as its record, which read back as the
    /// same game, also when the player quits half way (the `.mat` file leaves out the
    /// turn being played; the record keeps it).
    #[test]
    fn save_writes_a_mat_file_and_the_record_that_read_back_as_the_game() {
        let path = std::env::temp_dir().join(format!("ssangryuk-save-{}.mat", std::process::id()));
        let json = path.with_extension("json");
        let mut with_save = setup();
        with_save.save = Some(path.clone());
        let mut input: &[u8] = b"hint\nquit\n";
        let mut out = Vec::new();
        play_lines(&with_save, &mut input, &mut out).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        let record = std::fs::read_to_string(&json).unwrap();
        let _ = std::fs::remove_file(&path);
        let _ = std::fs::remove_file(&json);
        let file = ssangryuk::formats::mat::read(&text, Variant::App.rules()).unwrap();
        assert_eq!(file.players, ["you".to_owned(), "greedy".to_owned()]);
        let turns = file.games[0].game.turns();
        assert!(!turns.is_empty());
        let kept = crate::saved::read_record(&record, None, Lang::En).unwrap();
        assert_eq!(kept.len(), 1);
        assert_eq!(kept[0].number(), 5);
        assert_eq!(&kept[0].turns()[..turns.len()], turns);
        // The played turns are the game's: the opening's roll first.
        let opening = ssangryuk::Game::new(Variant::App.rules(), 5);
        assert_eq!(opening.phase(), Phase::Opening);
    }
}
