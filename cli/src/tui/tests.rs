//! The full screen's tests: rendering at 80×24 in both languages, keys, mouse, refusals.

use super::*;
use ratatui::backend::TestBackend;
use ratatui::Terminal;
use ssangryuk::bot::BotKind;
use ssangryuk::{Numbering, Variant};
use ssangryuk_cited::random::SplitMix64;
use ssangryuk_session::ssangryuk::{Setup, SsangryukSession};
use ssangryuk_session::Throws;

pub(super) fn app(lang: Lang) -> App {
    app_with(lang, false, 3)
}

pub(super) fn app_with(lang: Lang, own_numbers: bool, number: u64) -> App {
    app_of(
        ["human", "greedy"],
        Throws::Drawn,
        lang,
        own_numbers,
        number,
    )
}

/// A screen for these seats and dice, game `number` of the app's rules.
pub(super) fn app_of(
    seats: [&str; 2],
    throws: Throws,
    lang: Lang,
    own_numbers: bool,
    number: u64,
) -> App {
    let mut setup = Setup::against(Variant::App.rules(), number, BotKind::Greedy);
    setup.seats = seats.map(|s| s.parse().unwrap());
    setup.throws = throws;
    let session = SsangryukSession::new(setup).unwrap();
    App::new(Table::new(session, lang, own_numbers, None), Duration::ZERO)
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
        assert_eq!(a.table.numbering(), own);
        let board = screen(&mut a);
        assert!(board.contains("24") && !board.contains("상1"), "{board}");
        for _ in 0..300 {
            if a.next() == Next::Over || a.table.session.game().outcome().is_some() {
                break;
            }
            if !matches!(a.next(), Next::Bot(_)) {
                if a.table.session.game().dice_left().is_none() {
                    press(&mut a, KeyCode::Enter);
                } else {
                    let step = a.table.session.game().legal_steps()[0];
                    a.table.session.step(step.from(), step.die()).unwrap();
                }
                continue;
            }
            let logged = a.table.session.log().len();
            a.bot_move();
            let game = a.table.session.game();
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
            for line in a.table.lines(logged).collect::<Vec<_>>() {
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
pub(super) fn screen_of(app: &mut App, w: u16, h: u16) -> String {
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

pub(super) fn press(app: &mut App, code: KeyCode) {
    app.key(KeyEvent::new(code, KeyModifiers::NONE));
}

/// Plays the opening and any bot turns until the person has dice to play.
pub(super) fn to_human_dice(app: &mut App) {
    while !matches!(app.next(), Next::Move(_)) {
        if matches!(app.next(), Next::Bot(_)) {
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
    let side = a.table.session.game().turn().unwrap();
    let step = a.table.session.game().legal_steps()[0];
    a.cursor = Spot::of_origin(side, step.from()).unwrap();
    let before = *a.table.session.game().position();
    press(&mut a, KeyCode::Enter);
    assert_eq!(a.selected, Some(step.from()));
    let shown = screen(&mut a);
    assert!(shown.contains("고른 말"), "{shown}");
    press(&mut a, KeyCode::Esc);
    assert_eq!(a.selected, None);
    assert_eq!(a.table.session.game().position(), &before);
    assert!(screen(&mut a).contains("고르기를 취소했습니다"));
}

#[test]
fn a_placed_step_is_made_and_a_refused_one_is_explained_in_the_seeds_words() {
    let mut a = app(Lang::Ko);
    to_human_dice(&mut a);
    let side = a.table.session.game().turn().unwrap();
    let step = a.table.session.game().legal_steps()[0];
    a.cursor = Spot::of_origin(side, step.from()).unwrap();
    press(&mut a, KeyCode::Enter);
    // The player points at the target: Enter places the checker.
    a.cursor = Spot::of_destination(side, step.to()).unwrap();
    let dice_before = a.table.session.game().dice_left().unwrap().len();
    press(&mut a, KeyCode::Enter);
    let moved = a.table.session.game().dice_left().map_or(0, |d| d.len()) < dice_before
        || a.table.session.game().turn() != Some(side);
    assert!(moved);
    // An empty point cannot be selected: the library's reason is shown.
    if a.table.session.person_to_act() && a.table.session.game().dice_left().is_some() {
        let empty = (1..=24)
            .find(|&p| a.table.session.game().position().count(side, p) == 0)
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
        if a.next() == Next::Over {
            break;
        }
        if matches!(a.next(), Next::Bot(_)) {
            a.bot_move();
            continue;
        }
        if a.table.session.game().dice_left().is_none() {
            press(&mut a, KeyCode::Enter);
            continue;
        }
        let side = a.table.session.game().turn().unwrap();
        let step = a.table.session.game().legal_steps()[0];
        a.cursor = Spot::of_origin(side, step.from()).unwrap();
        press(&mut a, KeyCode::Enter);
        press(&mut a, KeyCode::Char((b'0' + step.die()) as char));
    }
    assert_eq!(a.next(), Next::Over);
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
    assert_eq!(turns, a.table.session.game().turns().len());
    for _ in 0..decided {
        press(&mut a, KeyCode::Right);
    }
    let shown = screen(&mut a);
    let (review, turn) = a.review.as_ref().unwrap();
    assert_eq!(*turn, decided);
    let d = review.turns[decided].decision.as_ref().unwrap();
    let made = d.made().play.written(a.table.numbering()).to_string();
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
    let side = a.table.session.game().turn().unwrap();
    let step = a.table.session.game().legal_steps()[0];
    let spot = Spot::of_origin(side, step.from()).unwrap();
    let (x, y) = (a.board_area.x + spot.x(a.size.cell) + 1, a.board_area.y + 3);
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
pub(super) fn cells(row: &str) -> Vec<String> {
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
        let side = a.table.session.game().turn().unwrap();
        // A refusal to read on screen: an empty point chosen.
        let empty = (1..=24)
            .find(|&p| a.table.session.game().position().count(side, p) == 0)
            .unwrap();
        a.cursor = Spot::of_point(side, empty).unwrap();
        press(&mut a, KeyCode::Enter);
        let notice = a.notice.clone().unwrap();
        let shown = screen_of(&mut a, 80, 24);
        let rows: Vec<&str> = shown.lines().collect();
        assert_eq!(a.size, Size::COMPACT);
        assert!(
            !shown.contains("too small") && !shown.contains("작아"),
            "{shown}"
        );
        let b = a.board_area;
        assert_eq!(
            (b.width, b.height),
            (Size::COMPACT.width(), a.size.height())
        );
        check_board_on_screen(&a, &shown);
        let opponent = BotKind::Greedy.name(lang);
        assert!(rows[0].trim_end().ends_with(opponent), "{}", rows[0]);
        let status = words::turn_status(lang, &a.table.who(side), Word::ChooseChecker.get(lang));
        assert!(shown.contains(&status), "{status}\n{shown}");
        assert!(shown.contains(&notice), "{notice}\n{shown}");
        let keys = Word::PlayKeys.get(lang);
        assert!(rows[23].starts_with(keys), "{keys}\n{shown}");
    }
}

/// Reads the board back from the screen `shown` as `a` last laid it out: the frame's
/// corners, every point's name over its column and its checkers in it.
pub(super) fn check_board_on_screen(a: &App, shown: &str) {
    let lang = a.lang();
    let rows: Vec<&str> = shown.lines().collect();
    let b = a.board_area;
    let h = a.size.height();
    assert!(rows[b.y as usize].starts_with('┌'), "{shown}");
    assert!(rows[(b.y + h - 1) as usize].starts_with('└'), "{shown}");
    let corner = cells(rows[(b.y + h - 1) as usize])[usize::from(b.width - 1)].clone();
    assert_eq!(corner, "┘", "the frame is {} wide\n{shown}", b.width);
    let position = *a.table.session.game().position();
    let mut widget = Board::new(&position, lang, a.table.numbering());
    widget.size = a.size;
    for row in [Row::Upper, Row::Lower] {
        let (head, first) = match row {
            Row::Upper => (b.y + 1, b.y + 2),
            Row::Lower => (b.y + h - 2, b.y + h - 3),
        };
        let (head, first) = (cells(rows[head as usize]), cells(rows[first as usize]));
        for col in 0..=13 {
            let spot = Spot { row, col };
            let x = usize::from(spot.x(a.size.cell));
            let w = usize::from(spot.width(a.size.cell));
            let name = head[x..x + w].concat();
            if let board::Place::Point(n) = spot.place() {
                let l = crate::text::label(row, n).unwrap();
                let label = crate::text::label_name(a.table.numbering(), l);
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
        let before = *a.table.session.game().position();
        press(&mut a, KeyCode::Char('q'));
        assert!(!a.quit);
        let shown = screen_of(&mut a, 80, 24);
        assert!(shown.contains(Word::QuitConfirm.get(lang)), "{shown}");
        // Any other key goes on, and does nothing else.
        press(&mut a, KeyCode::Enter);
        assert!(!a.quit && !a.confirm_quit && a.selected.is_none());
        assert_eq!(a.table.session.game().position(), &before);
        assert!(!screen_of(&mut a, 80, 24).contains(Word::QuitConfirm.get(lang)));
        press(&mut a, KeyCode::Char('q'));
        press(&mut a, KeyCode::Char('q'));
        assert!(!a.quit, "q twice is not a yes");
        press(&mut a, KeyCode::Char('q'));
        press(&mut a, KeyCode::Char('y'));
        assert!(a.quit);
    }
    let mut watching = app_of(["safe", "greedy"], Throws::Drawn, Lang::Ko, false, 3);
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
    let side = a.table.session.game().turn().unwrap();
    for step in a.table.session.game().legal_steps() {
        let origin = Spot::of_origin(side, step.from()).unwrap();
        a.cursor = origin;
        let before = *a.table.session.game().position();
        press(&mut a, KeyCode::Enter);
        assert_eq!(a.selected, Some(step.from()));
        assert_eq!(a.cursor, origin, "the cursor stays on the selected checker");
        press(&mut a, KeyCode::Enter);
        assert_eq!(a.selected, None);
        assert_eq!(a.table.session.game().position(), &before);
        press(&mut a, KeyCode::Char(' '));
        press(&mut a, KeyCode::Esc);
        assert_eq!(a.cursor, origin, "Esc leaves the cursor on the checker");
        press(&mut a, KeyCode::Enter);
        assert_eq!(a.selected, Some(step.from()));
        press(&mut a, KeyCode::Enter);
        assert_eq!(a.table.session.game().position(), &before);
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
        let mut setup = Setup::against(rules, 1, BotKind::Greedy);
        setup.start = Some((start, Some(ssangryuk::Roll::new(3, 1).unwrap())));
        let session = SsangryukSession::new(setup).unwrap();
        let mut a = App::new(Table::new(session, lang, true, None), Duration::ZERO);
        assert_eq!(
            a.table.session.game().dice_left().unwrap().values(),
            &[3, 1]
        );
        let home = ssangryuk::TurnError::Step(ssangryuk::StepError::NotAllHome(15));
        let why = a.table.explain(&SessionError::Turn(home));
        a.cursor = Spot::of_point(Side::Black, 7).unwrap();
        press(&mut a, KeyCode::Enter);
        a.cursor = Spot::of_destination(Side::Black, ssangryuk::Destination::Off).unwrap();
        press(&mut a, KeyCode::Enter);
        assert_eq!(a.notice.as_deref(), Some(why.as_str()));
        assert!(screen_of(&mut a, 80, 24).contains(&why));
        // By mouse: the checker, then the tray; then a checker that can move.
        screen_of(&mut a, 80, 24);
        let click = |a: &mut App, spot: Spot| {
            let h = a.size.height();
            let y = if spot.row == Row::Upper { 2 } else { h - 3 };
            a.handle(TermEvent::Mouse(crossterm::event::MouseEvent {
                kind: MouseEventKind::Down(MouseButton::Left),
                column: a.board_area.x + spot.x(a.size.cell) + 1,
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

/// Types two dice as keys.
fn type_dice(a: &mut App, first: u8, second: u8) {
    press(a, KeyCode::Char((b'0' + first) as char));
    press(a, KeyCode::Char((b'0' + second) as char));
}

/// Two named people share the screen with real dice: the opening takes black's die then
/// white's (a tie is thrown again); when the turn passes to the other person a box over
/// the board says whose turn it is, in Korean and English, and goes once they act; a
/// die typed waits for the second; a face past 6 is refused.
#[test]
fn a_hot_seat_with_hand_dice_hands_the_screen_over_and_takes_typed_dice() {
    for lang in [Lang::Ko, Lang::En] {
        let mut a = app_of(["human:철수", "human:영희"], Throws::Hand, lang, false, 3);
        assert_eq!(a.next(), Next::EnterDice(None));
        let shown = screen_of(&mut a, 80, 24);
        assert!(shown.contains(Word::OpeningHand.get(lang)), "{shown}");
        assert!(shown.contains("철수") && shown.contains("영희"), "{shown}");
        type_dice(&mut a, 4, 4); // a tie: thrown again
        assert_eq!(a.next(), Next::EnterDice(None));
        press(&mut a, KeyCode::Char('5'));
        assert_eq!(a.typed, Some(5));
        assert!(screen_of(&mut a, 80, 24).contains(&words::dice_pending(lang, 5)));
        press(&mut a, KeyCode::Esc);
        assert_eq!(a.typed, None, "Esc clears the die typed");
        type_dice(&mut a, 5, 2);
        assert_eq!(a.next(), Next::Move(Side::Black));
        assert_eq!(a.table.session.handover(), None, "the opening is no one's");
        // Black plays its first listed play by keys, step by step.
        while a.next() == Next::Move(Side::Black) {
            let step = a.table.session.game().legal_steps()[0];
            a.cursor = Spot::of_origin(Side::Black, step.from()).unwrap();
            press(&mut a, KeyCode::Enter);
            press(&mut a, KeyCode::Char((b'0' + step.die()) as char));
        }
        assert_eq!(a.next(), Next::EnterDice(Some(Side::White)));
        assert_eq!(a.table.session.handover(), Some(Side::White));
        let shown = screen_of(&mut a, 80, 24);
        let title = Word::HandoverTitle.get(lang).trim();
        let whose = words::to_play(lang, &a.table.who(Side::White));
        assert!(whose.contains("영희"), "{whose}");
        assert!(shown.contains(title) && shown.contains(&whose), "{shown}");
        let status = words::turn_status(
            lang,
            &a.table.who(Side::White),
            Word::EnterDiceKeys.get(lang),
        );
        assert!(shown.contains(&status), "{status}\n{shown}");
        // The box's row keeps the board's frame whole either side of it.
        let row = shown.lines().find(|l| l.contains(&whose)).unwrap();
        assert!(
            row.starts_with('│') && row.trim_end().ends_with('│'),
            "{row}"
        );
        press(&mut a, KeyCode::Char('7'));
        assert_eq!(a.notice.as_deref(), Some(Word::BadDice.get(lang)));
        assert_eq!(a.typed, None);
        type_dice(&mut a, 6, 3);
        assert_eq!(a.next(), Next::Move(Side::White));
        assert_eq!(a.table.session.handover(), None);
        let shown = screen_of(&mut a, 80, 24);
        assert!(!shown.contains(title), "{shown}");
        assert!(
            shown.contains(&words::dice(lang, Roll::new(6, 3).unwrap(), &[6, 3])),
            "{shown}"
        );
    }
}

/// A hot-seat game with real dice played to its end by keys alone, saved after every
/// action: the winner is named (by name) in the log, the saved file resumes to the same
/// game, and its record marks the dice as from outside the game.
#[test]
fn a_whole_hot_seat_game_is_played_with_typed_dice_and_saved_as_it_goes() {
    let dir = std::env::temp_dir().join(format!("ssangryuk-tui-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let paths = crate::saved::paths("--save", &dir.join("hot")).unwrap();
    let mut setup = Setup::against(Variant::App.rules(), 9, BotKind::Greedy);
    setup.seats = ["human:철수".parse().unwrap(), "human:영희".parse().unwrap()];
    setup.throws = Throws::Hand;
    let table = Table::new(
        SsangryukSession::new(setup).unwrap(),
        Lang::Ko,
        false,
        Some(paths.clone()),
    );
    let mut a = App::new(table, Duration::ZERO);
    let mut rng = SplitMix64::new(5);
    let mut handovers = 0;
    for _ in 0..5000 {
        match a.next() {
            Next::Over => break,
            Next::EnterDice(_) => {
                handovers += usize::from(a.table.session.handover().is_some());
                let mut d = || rng.below(6) as u8 + 1;
                let (x, y) = (d(), d());
                type_dice(&mut a, x, y);
            }
            Next::Move(side) => {
                let step = a.table.session.game().legal_steps()[0];
                a.cursor = Spot::of_origin(side, step.from()).unwrap();
                press(&mut a, KeyCode::Enter);
                press(&mut a, KeyCode::Char((b'0' + step.die()) as char));
            }
            other => panic!("no bot here: {other:?}"),
        }
    }
    assert_eq!(a.next(), Next::Over);
    assert!(handovers > 10, "{handovers}");
    let winner = a.table.session.game().outcome().unwrap().winner;
    let name = if winner == Side::Black {
        "철수"
    } else {
        "영희"
    };
    let shown = screen(&mut a);
    assert!(shown.contains(&format!("{name}: ")), "{shown}");
    let again = crate::saved::resume(&paths.record, Lang::Ko).unwrap();
    assert_eq!(again.game(), a.table.session.game());
    assert_eq!(again.log(), a.table.session.log());
    assert_eq!(again.saved().record.rolls, ssangryuk::Rolls::Outside);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Against a bot with real dice, its dice are typed for it (the status says so); then it
/// plays on its own.
#[test]
fn a_bots_dice_are_typed_for_it_then_it_plays() {
    let mut a = app_of(["human", "greedy"], Throws::Hand, Lang::En, false, 3);
    type_dice(&mut a, 2, 5); // white opens
    assert_eq!(a.next(), Next::Bot(Side::White));
    a.bot_move();
    type_dice(&mut a, 3, 1);
    while matches!(a.next(), Next::Move(_)) {
        let step = a.table.session.game().legal_steps()[0];
        a.cursor = Spot::of_origin(Side::Black, step.from()).unwrap();
        press(&mut a, KeyCode::Enter);
        press(&mut a, KeyCode::Char((b'0' + step.die()) as char));
    }
    assert_eq!(a.next(), Next::EnterDice(Some(Side::White)));
    assert_eq!(a.table.session.handover(), None, "no hand-over to a bot");
    let shown = screen_of(&mut a, 80, 24);
    assert!(
        shown.contains(Word::EnterBotDiceKeys.get(Lang::En)),
        "{shown}"
    );
    let turns = a.table.session.game().turns().len();
    type_dice(&mut a, 6, 6);
    assert_eq!(a.next(), Next::Bot(Side::White));
    a.bot_move();
    assert!(a.table.session.game().turns().len() > turns);
    assert_eq!(a.next(), Next::EnterDice(Some(Side::Black)));
}

/// The app after `keys`, with its screen at 80×24.
fn after(keys: &[KeyCode]) -> App {
    let mut a = app(Lang::Ko);
    for &k in keys {
        press(&mut a, k);
    }
    a
}

/// In 한글 input mode `ㅂ` (the q key) asks to quit and `ㅛ` (the y key) answers yes.
#[test]
fn in_hangul_mode_the_q_and_y_keys_quit_the_game() {
    let mut a = after(&[KeyCode::Enter]);
    press(&mut a, KeyCode::Char('ㅂ'));
    assert!(a.confirm_quit && !a.quit);
    assert!(screen_of(&mut a, 80, 24).contains("그만둘까요"));
    press(&mut a, KeyCode::Char('ㅛ'));
    assert!(a.quit);
}

/// Every letter key's 2-beolsik jamo does what the letter does, in each state the keys
/// reach (before the roll, after it, a checker selected, the rules, the quit question).
#[test]
fn every_jamo_does_what_its_key_letter_does() {
    let states: [&[KeyCode]; 6] = [
        &[],
        &[KeyCode::Enter],
        &[KeyCode::Enter, KeyCode::Enter],
        &[KeyCode::Char('t')],
        &[KeyCode::Enter, KeyCode::Char('q')],
        &[KeyCode::Enter, KeyCode::Char('n')],
    ];
    let mut differ = 0;
    for keys in states {
        let untouched = screen_of(&mut after(keys), 80, 24);
        for (letter, jamo) in crate::keys::TWO_BEOLSIK {
            let (mut by_letter, mut by_jamo) = (after(keys), after(keys));
            press(&mut by_letter, KeyCode::Char(letter));
            press(&mut by_jamo, KeyCode::Char(jamo));
            let shown = screen_of(&mut by_letter, 80, 24);
            assert_eq!(
                shown,
                screen_of(&mut by_jamo, 80, 24),
                "{letter} {jamo} {keys:?}"
            );
            assert_eq!(by_letter.quit, by_jamo.quit, "{letter} {jamo} {keys:?}");
            assert_eq!(by_letter.confirm_quit, by_jamo.confirm_quit);
            differ += usize::from(shown != untouched || by_letter.quit);
        }
    }
    // The keys did something: q, t, n, h, l, j, k, y and the rest change the screen.
    assert!(differ > 15, "{differ}");
}

/// In Korean the full screen has no backgammon words through a whole game: the plays
/// read 가운데 and 내보냄 as the board does, and the position IDs show only on `i`.
#[test]
fn the_korean_screen_has_no_bar_off_or_position_ids_unless_asked() {
    let mut words_seen = [false; 2];
    for number in 0..4 {
        let mut a = app_of(["greedy", "safe"], Throws::Drawn, Lang::Ko, false, number);
        for _ in 0..400 {
            if a.table.session.game().outcome().is_some() {
                break;
            }
            a.bot_move();
            let shown = screen_of(&mut a, 80, 24);
            for word in ["bar", "off", "GNU ID", "XGID"] {
                assert!(!shown.contains(word), "{word}\n{shown}");
            }
            words_seen[0] |= shown.contains("가운데/");
            words_seen[1] |= shown.contains("/내보냄");
        }
    }
    assert_eq!(words_seen, [true, true]);
    let mut a = app(Lang::Ko);
    press(&mut a, KeyCode::Char('i'));
    let shown = screen_of(&mut a, 80, 24);
    assert!(
        shown.contains("GNU ID") && shown.contains("XGID="),
        "{shown}"
    );
    press(&mut a, KeyCode::Char('ㅑ'));
    assert!(!screen_of(&mut a, 80, 24).contains("XGID"));
}

/// The Korean title names the rules and the bot in Korean: a preset by its name, a rule
/// text by the preset it changes, never by its id or text.
#[test]
fn the_korean_title_names_the_rules_and_the_bot_in_korean() {
    let mut a = app(Lang::Ko);
    let title = screen_of(&mut a, 80, 24).lines().next().unwrap().to_owned();
    assert!(
        title.contains("앱의 규칙 (기본)") && title.contains("욕심 봇"),
        "{title}"
    );
    assert!(
        !title.contains("app") && !title.contains("greedy"),
        "{title}"
    );
    let rules: ssangryuk::RuleSet = "app;cap=6".parse().unwrap();
    let setup = Setup::against(rules, 1, BotKind::Expert);
    let session = SsangryukSession::new(setup).unwrap();
    let mut a = App::new(Table::new(session, Lang::Ko, false, None), Duration::ZERO);
    let title = screen_of(&mut a, 80, 24).lines().next().unwrap().to_owned();
    assert!(
        title.contains("에서 고친 규칙") && title.contains("고수 봇"),
        "{title}"
    );
    assert!(!title.contains("cap") && !title.contains(';'), "{title}");
}
