//! The full screen's tests: rendering at 80×24 in both languages, keys, mouse, refusals.

use super::*;
use ratatui::backend::TestBackend;
use ratatui::Terminal;
use ssangryuk::bot::BotKind;
use ssangryuk::{Numbering, Variant};

fn app(lang: Lang) -> App {
    app_with(lang, false, 3)
}

fn app_with(lang: Lang, own_numbers: bool, number: u64) -> App {
    let setup = Setup {
        rules: Variant::App.rules(),
        number,
        lang,
        own_numbers,
        human: Some(Side::Black),
        bots: [BotKind::Random, BotKind::Greedy],
        format: None,
        start: None,
        roll: None,
        save: None,
    };
    App::new(setup, Duration::ZERO)
}

/// In English (the player's own numbers), the bot's plays, the events and the board
/// name every point as the player numbers it: white's play and white's hits read in
/// black's numbers, never in white's own.
#[test]
fn in_english_the_bots_plays_the_events_and_the_board_use_one_numbering() {
    let own = Numbering::Own(Side::Black);
    let mut hits = 0;
    for number in 0..6 {
        let mut a = app_with(Lang::En, true, number);
        assert_eq!(a.session.numbering(), own);
        let board = screen(&mut a);
        assert!(board.contains("24") && !board.contains("상1"), "{board}");
        for _ in 0..300 {
            if a.session.finished() || a.session.game().outcome().is_some() {
                break;
            }
            if !a.session.bot_to_act() {
                if a.session.game().dice_left().is_none() {
                    press(&mut a, KeyCode::Enter);
                } else {
                    let step = a.session.game().legal_steps()[0];
                    a.session.step(step.from(), step.die()).unwrap();
                }
                continue;
            }
            let logged = a.session.log.len();
            a.bot_move();
            let game = a.session.game();
            let white = game.turns().iter().rev().find(|t| t.side() == Side::White);
            let Some(turn) = white.cloned() else {
                continue;
            };
            let shown = screen(&mut a);
            let mine = turn.written(Lang::En, own);
            assert!(shown.contains(&mine), "{mine}\n{shown}");
            let theirs = turn.written(Lang::En, Numbering::Mover);
            if theirs != mine {
                assert!(!shown.contains(&format!(": {theirs}")), "{theirs}\n{shown}");
            }
            for line in &a.session.log[logged..] {
                if let Some(at) = line.strip_prefix("white hits the lone checker on ") {
                    hits += 1;
                    let mut hit = turn.steps().iter().filter(|s| s.is_hit());
                    let named = |s: &ssangryuk::Step| match s.to() {
                        ssangryuk::Destination::Point(p) => own.point(Side::White, p),
                        ssangryuk::Destination::Off => own.point(Side::White, 0),
                    };
                    assert!(hit.any(|s| named(s) == at), "{line}");
                }
            }
        }
    }
    assert!(hits > 0, "some game has a hit by the bot");
}

fn screen(app: &mut App) -> String {
    screen_of(app, 100, 36)
}

/// The screen as a terminal shows it at `w`×`h`: the cell after a two-column character
/// is that character's second half, whatever the buffer holds there.
fn screen_of(app: &mut App, w: u16, h: u16) -> String {
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| app.draw(f)).unwrap();
    let buf = t.backend().buffer();
    let mut s = String::new();
    for y in 0..h {
        let mut skip = 0;
        for x in 0..w {
            if skip > 0 {
                skip -= 1;
                continue;
            }
            let sym = buf[(x, y)].symbol();
            skip = unicode_width::UnicodeWidthStr::width(sym).saturating_sub(1);
            s.push_str(sym);
        }
        s.push('\n');
    }
    s
}

fn press(app: &mut App, code: KeyCode) {
    app.key(KeyEvent::new(code, KeyModifiers::NONE));
}

/// Plays the opening and any bot turns until the human has dice to play.
fn to_human_dice(app: &mut App) {
    while app.session.game().dice_left().is_none() || !app.session.human_to_act() {
        if app.session.bot_to_act() {
            app.bot_move();
        } else {
            press(app, KeyCode::Enter);
        }
    }
}

#[test]
fn selecting_highlights_targets_and_esc_cancels_without_moving() {
    let mut a = app(Lang::Ko);
    to_human_dice(&mut a);
    let side = a.session.turn().unwrap();
    let step = a.session.game().legal_steps()[0];
    a.cursor = Spot::of_origin(side, step.from()).unwrap();
    let before = *a.session.game().position();
    press(&mut a, KeyCode::Enter);
    assert_eq!(a.selected, Some(step.from()));
    let shown = screen(&mut a);
    assert!(shown.contains("고른 말"), "{shown}");
    press(&mut a, KeyCode::Esc);
    assert_eq!(a.selected, None);
    assert_eq!(a.session.game().position(), &before);
    assert!(screen(&mut a).contains("고르기를 취소했습니다"));
}

#[test]
fn a_placed_step_is_made_and_a_refused_one_is_explained_in_the_seeds_words() {
    let mut a = app(Lang::Ko);
    to_human_dice(&mut a);
    let side = a.session.turn().unwrap();
    let step = a.session.game().legal_steps()[0];
    a.cursor = Spot::of_origin(side, step.from()).unwrap();
    press(&mut a, KeyCode::Enter);
    // The player points at the target: Enter places the checker.
    a.cursor = Spot::of_destination(side, step.to()).unwrap();
    let dice_before = a.session.game().dice_left().unwrap().len();
    press(&mut a, KeyCode::Enter);
    let moved = a.session.game().dice_left().map_or(0, |d| d.len()) < dice_before
        || a.session.turn() != Some(side);
    assert!(moved);
    // An empty point cannot be selected: the library's reason is shown.
    if a.session.human_to_act() && a.session.game().dice_left().is_some() {
        let empty = (1..=24)
            .find(|&p| a.session.game().position().count(side, p) == 0)
            .unwrap();
        a.cursor = Spot::of_point(side, empty).unwrap();
        press(&mut a, KeyCode::Enter);
        let n = a.notice.clone().unwrap();
        assert!(
            n.contains("옮길 말이 없습니다") || n.contains("귀향말"),
            "{n}"
        );
    }
}

#[test]
fn a_whole_game_can_be_played_with_keys_and_announces_the_result() {
    let mut a = app(Lang::En);
    for _ in 0..2000 {
        if a.session.finished() {
            break;
        }
        if a.session.bot_to_act() {
            a.bot_move();
            continue;
        }
        if a.session.game().dice_left().is_none() {
            press(&mut a, KeyCode::Enter);
            continue;
        }
        let side = a.session.turn().unwrap();
        let step = a.session.game().legal_steps()[0];
        a.cursor = Spot::of_origin(side, step.from()).unwrap();
        press(&mut a, KeyCode::Enter);
        press(&mut a, KeyCode::Char((b'0' + step.die()) as char));
    }
    assert!(a.session.finished());
    let shown = screen(&mut a);
    assert!(shown.contains("wins"), "{shown}");
    assert!(shown.contains("pip count"));
    assert!(shown.contains(Word::GameOverKeys.get(Lang::En)), "{shown}");
    // `r` reviews the game: the board of each turn before it was played, its decision
    // with the play made, each side's summary; arrows walk, Esc ends the review.
    press(&mut a, KeyCode::Char('r'));
    let (turns, decided) = {
        let (review, turn) = a.review.as_ref().expect("a review");
        assert_eq!(*turn, 0);
        let decided = review
            .turns
            .iter()
            .position(|t| t.decision.is_some())
            .unwrap();
        (review.turns.len(), decided)
    };
    assert_eq!(turns, a.session.game().turns().len());
    for _ in 0..decided {
        press(&mut a, KeyCode::Right);
    }
    let shown = screen(&mut a);
    let (review, turn) = a.review.as_ref().unwrap();
    assert_eq!(*turn, decided);
    let d = review.turns[decided].decision.as_ref().unwrap();
    let made = d.made().play.written(a.session.numbering()).to_string();
    assert!(
        shown.contains(&format!("review {}/{turns}", decided + 1)),
        "{shown}"
    );
    assert!(shown.contains(&made), "{made}\n{shown}");
    assert!(
        shown.contains(&review.summary(Side::Black, Lang::En)[..20]),
        "{shown}"
    );
    assert!(shown.contains(Word::ReviewKeys.get(Lang::En)), "{shown}");
    for _ in 0..turns + 3 {
        press(&mut a, KeyCode::Right);
    }
    assert_eq!(
        a.review.as_ref().unwrap().1,
        turns - 1,
        "the last turn at most"
    );
    press(&mut a, KeyCode::Esc);
    assert!(a.review.is_none());
}

#[test]
fn a_click_on_a_point_selects_its_checker() {
    let mut a = app(Lang::En);
    to_human_dice(&mut a);
    screen(&mut a); // lays the board out, as a frame does before any click
    let side = a.session.turn().unwrap();
    let step = a.session.game().legal_steps()[0];
    let spot = Spot::of_origin(side, step.from()).unwrap();
    let (x, y) = (a.board_area.x + spot.x() + 1, a.board_area.y + 3);
    let click = crossterm::event::MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: x,
        row: if spot.row == Row::Upper { y } else { y + 8 },
        modifiers: KeyModifiers::NONE,
    };
    a.handle(TermEvent::Mouse(click));
    assert_eq!(a.selected, Some(step.from()));
}

#[test]
fn the_rules_table_is_a_key_away() {
    let mut a = app(Lang::En);
    press(&mut a, KeyCode::Char('t'));
    assert!(screen(&mut a).contains("rules and sources"));
    press(&mut a, KeyCode::Char('t'));
    assert!(!screen(&mut a).contains("rules and sources"));
}

/// A screen row as display cells: a two-column character fills its cell and the next
/// (as a terminal draws it), so cell `x` is what the terminal shows in column `x`.
fn cells(row: &str) -> Vec<String> {
    let mut out = Vec::new();
    for c in row.chars() {
        let w = unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
        for _ in 0..w.max(1) {
            out.push(c.to_string());
        }
    }
    out
}

/// At 80×24 (a standard terminal) the whole board is drawn, every point's checkers
/// in its column, with the status line, the notice and the key help whole, in Korean
/// (the default) and in English.
#[test]
fn a_standard_80_by_24_terminal_shows_the_board_and_the_status_in_both_languages() {
    for (lang, own) in [(Lang::Ko, false), (Lang::En, true)] {
        let mut a = app_with(lang, own, 3);
        to_human_dice(&mut a);
        let side = a.session.turn().unwrap();
        // A refusal to read on screen: an empty point chosen.
        let empty = (1..=24)
            .find(|&p| a.session.game().position().count(side, p) == 0)
            .unwrap();
        a.cursor = Spot::of_point(side, empty).unwrap();
        press(&mut a, KeyCode::Enter);
        let notice = a.notice.clone().unwrap();
        let shown = screen_of(&mut a, 80, 24);
        let rows: Vec<&str> = shown.lines().collect();
        assert_eq!(a.stack, COMPACT_STACK);
        assert!(
            !shown.contains("too small") && !shown.contains("작아"),
            "{shown}"
        );
        let b = a.board_area;
        let h = board::height(a.stack);
        assert_eq!((b.width, b.height), (WIDTH, h), "{shown}");
        assert!(rows[b.y as usize].starts_with('┌'), "{shown}");
        assert!(rows[(b.y + h - 1) as usize].starts_with('└'), "{shown}");
        let position = *a.session.game().position();
        let mut widget = Board::new(&position, lang, a.session.numbering());
        widget.stack = a.stack;
        for row in [Row::Upper, Row::Lower] {
            let (head, first) = match row {
                Row::Upper => (b.y + 1, b.y + 2),
                Row::Lower => (b.y + h - 2, b.y + h - 3),
            };
            let (head, first) = (cells(rows[head as usize]), cells(rows[first as usize]));
            for col in 0..=13 {
                let spot = Spot { row, col };
                let x = usize::from(spot.x());
                let w = usize::from(spot.width());
                let name = head[x..x + w].concat();
                if let board::Place::Point(n) = spot.place() {
                    let l = crate::text::label(row, n).unwrap();
                    let label = crate::text::label_name(a.session.numbering(), l);
                    assert!(name.contains(&label), "{label} in {name:?}\n{shown}");
                }
                let cell: String = first[x..x + w].concat();
                // A wide glyph's second half repeats it in `cells`; one is enough.
                match widget.contents(spot) {
                    Some((side, _)) => assert!(
                        cell.contains(words::glyph(side, lang)),
                        "{spot:?}: {cell:?}\n{shown}"
                    ),
                    None => assert_eq!(cell.trim(), "", "{spot:?}\n{shown}"),
                }
            }
        }
        let opponent = BotKind::Greedy.name(lang);
        assert!(rows[0].trim_end().ends_with(opponent), "{}", rows[0]);
        let status = words::turn_status(lang, side, true, Word::ChooseChecker);
        assert!(shown.contains(&status), "{status}\n{shown}");
        assert!(shown.contains(&notice), "{notice}\n{shown}");
        let keys = Word::PlayKeys.get(lang);
        assert!(rows[23].starts_with(keys), "{keys}\n{shown}");
    }
}

/// Smaller than 80×24: no broken board, but the reason in the screen's language, the
/// size needed and the line mode.
#[test]
fn a_smaller_terminal_is_told_the_size_needed_in_its_language() {
    for lang in [Lang::Ko, Lang::En] {
        for (w, h) in [(79, 24), (80, 23), (40, 10)] {
            let mut a = app(lang);
            let shown = screen_of(&mut a, w, h)
                .split_whitespace()
                .collect::<String>();
            let said = words::too_small(lang, (w, h), MIN_SIZE)
                .split_whitespace()
                .collect::<String>();
            assert!(shown.starts_with(&said[..said.len().min(30)]), "{shown}");
            assert!(shown.contains("80×24") || w < 60, "{shown}");
            assert!(!shown.contains('┌'), "{shown}");
        }
    }
    assert!(words::too_small(Lang::Ko, (79, 24), MIN_SIZE).contains("80×24"));
    assert!(words::too_small(Lang::Ko, (79, 24), MIN_SIZE).contains("--plain"));
    assert!(words::too_small(Lang::En, (79, 24), MIN_SIZE).contains("--plain"));
    // A click there finds no board.
    let mut a = app(Lang::En);
    to_human_dice(&mut a);
    screen_of(&mut a, 40, 10);
    let click = crossterm::event::MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: 10,
        row: 3,
        modifiers: KeyModifiers::NONE,
    };
    a.handle(TermEvent::Mouse(click));
    assert_eq!(a.selected, None);
}

/// `q` in a game asks first, in the screen's language; only `y` quits. Watching, or
/// once the game is over, `q` quits at once.
#[test]
fn q_asks_before_quitting_a_game() {
    for lang in [Lang::Ko, Lang::En] {
        let mut a = app(lang);
        to_human_dice(&mut a);
        let before = *a.session.game().position();
        press(&mut a, KeyCode::Char('q'));
        assert!(!a.quit);
        let shown = screen_of(&mut a, 80, 24);
        assert!(shown.contains(Word::QuitConfirm.get(lang)), "{shown}");
        // Any other key goes on, and does nothing else.
        press(&mut a, KeyCode::Enter);
        assert!(!a.quit && !a.confirm_quit && a.selected.is_none());
        assert_eq!(a.session.game().position(), &before);
        assert!(!screen_of(&mut a, 80, 24).contains(Word::QuitConfirm.get(lang)));
        press(&mut a, KeyCode::Char('q'));
        press(&mut a, KeyCode::Char('q'));
        assert!(!a.quit, "q twice is not a yes");
        press(&mut a, KeyCode::Char('q'));
        press(&mut a, KeyCode::Char('y'));
        assert!(a.quit);
    }
    let mut watching = app(Lang::Ko);
    watching.session.setup.human = None;
    press(&mut watching, KeyCode::Char('q'));
    assert!(watching.quit);
}

/// Enter twice on a checker selects it and drops it again: the cursor stays on the
/// checker (it used to jump to the first target, where the second Enter played it).
/// After Esc the cursor is still on the checker, so Enter selects it again.
#[test]
fn enter_twice_never_plays_a_move_the_player_did_not_point_at() {
    let mut a = app(Lang::Ko);
    to_human_dice(&mut a);
    let side = a.session.turn().unwrap();
    for step in a.session.game().legal_steps() {
        let origin = Spot::of_origin(side, step.from()).unwrap();
        a.cursor = origin;
        let before = *a.session.game().position();
        press(&mut a, KeyCode::Enter);
        assert_eq!(a.selected, Some(step.from()));
        assert_eq!(a.cursor, origin, "the cursor stays on the selected checker");
        press(&mut a, KeyCode::Enter);
        assert_eq!(a.selected, None);
        assert_eq!(a.session.game().position(), &before);
        press(&mut a, KeyCode::Char(' '));
        press(&mut a, KeyCode::Esc);
        assert_eq!(a.cursor, origin, "Esc leaves the cursor on the checker");
        press(&mut a, KeyCode::Enter);
        assert_eq!(a.selected, Some(step.from()));
        press(&mut a, KeyCode::Enter);
        assert_eq!(a.session.game().position(), &before);
    }
}

/// Black, to move 3-1, has one checker left on its 7 point: `7/off` is refused
/// because not every checker is home, and the screen says so (not "no die moves
/// there"), by keys and by mouse; the next click takes the refusal away.
#[test]
fn bearing_off_too_early_is_refused_with_the_rules_reason() {
    let mut b = [0i8; 26];
    b[7] = 1;
    b[6] = 4;
    b[5] = 5;
    b[4] = 5;
    b[24] = -5;
    b[23] = -5;
    b[22] = -5;
    let rules = Variant::App.rules();
    let start = ssangryuk::Position::from_board(rules, Side::Black, b).unwrap();
    for lang in [Lang::Ko, Lang::En] {
        let setup = Setup {
            rules,
            number: 1,
            lang,
            own_numbers: true,
            human: Some(Side::Black),
            bots: [BotKind::Random, BotKind::Greedy],
            format: None,
            start: Some(start),
            roll: Some(ssangryuk::Roll::new(3, 1).unwrap()),
            save: None,
        };
        let mut a = App::new(setup, Duration::ZERO);
        assert_eq!(a.session.game().dice_left().unwrap().values(), &[3, 1]);
        let home = ssangryuk::TurnError::Step(ssangryuk::StepError::NotAllHome(15));
        let why = a.session.explain(&home);
        a.cursor = Spot::of_point(Side::Black, 7).unwrap();
        press(&mut a, KeyCode::Enter);
        a.cursor = Spot::of_destination(Side::Black, ssangryuk::Destination::Off).unwrap();
        press(&mut a, KeyCode::Enter);
        assert_eq!(a.notice.as_deref(), Some(why.as_str()));
        assert!(screen_of(&mut a, 80, 24).contains(&why));
        // By mouse: the checker, then the tray; then a checker that can move.
        screen_of(&mut a, 80, 24);
        let click = |a: &mut App, spot: Spot| {
            let h = board::height(a.stack);
            let y = if spot.row == Row::Upper { 2 } else { h - 3 };
            a.handle(TermEvent::Mouse(crossterm::event::MouseEvent {
                kind: MouseEventKind::Down(MouseButton::Left),
                column: a.board_area.x + spot.x() + 1,
                row: a.board_area.y + y,
                modifiers: KeyModifiers::NONE,
            }));
        };
        press(&mut a, KeyCode::Esc);
        click(&mut a, Spot::of_point(Side::Black, 7).unwrap());
        click(
            &mut a,
            Spot::of_destination(Side::Black, ssangryuk::Destination::Off).unwrap(),
        );
        assert_eq!(a.notice.as_deref(), Some(why.as_str()));
        click(&mut a, Spot::of_point(Side::Black, 7).unwrap());
        assert_eq!(a.notice, None, "the refusal no longer applies");
        assert_eq!(a.selected, None, "a click on the selected checker drops it");
        assert!(!screen_of(&mut a, 80, 24).contains(&why));
    }
}

/// The rules table keeps its left edge on every row, whatever was under it: a Korean
/// title or log line starting in the first column used to cover it (a terminal draws a
/// two-column syllable over the next cell, and ratatui never redraws that cell).
#[test]
fn the_rules_table_keeps_its_left_border_over_korean_lines() {
    for (w, h) in [(80, 24), (100, 36)] {
        let mut a = app(Lang::Ko);
        to_human_dice(&mut a);
        // The screen under the table: the title and the log start with Hangul.
        let under = screen_of(&mut a, w, h);
        assert!(under.starts_with(Word::AppName.get(Lang::Ko)), "{under}");
        press(&mut a, KeyCode::Char('t'));
        let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
        // Two frames, as on a terminal: the board first, then the table over it.
        a.rules = None;
        t.draw(|f| a.draw(f)).unwrap();
        a.rules = Some(0);
        t.draw(|f| a.draw(f)).unwrap();
        let buf = t.backend().buffer();
        for y in 0..h {
            // What a terminal shows in column 1: the first cell's wide character's
            // second half, or cell 1 itself.
            let first = buf[(0, y)].symbol();
            let wide = unicode_width::UnicodeWidthStr::width(first) > 1;
            let shown = if wide { first } else { buf[(1, y)].symbol() };
            let edge = match y {
                0 => "┌",
                y if y == h - 1 => "└",
                _ => "│",
            };
            assert_eq!(shown, edge, "row {y} at {w}×{h}");
        }
    }
}
