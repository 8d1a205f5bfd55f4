//! The yut screen's tests: a two-side, a four-side and a team game drawn at 80×24 with
//! ratatui's test backend, in both languages; keys and clicks; announcements.

use std::time::Duration;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::backend::TestBackend;
use ratatui::Terminal;
use ssangryuk::Lang;
use ssangryuk_session::yutnori::{Next, Setup, YutSession};
use ssangryuk_session::{Seat, Throws};
use yutnori::bot::BotKind;
use yutnori::{Place, Side, Station, Variant, YutRules};

use super::screen::App;
use super::table::{notable, YutTable};
use crate::words::Word;

fn rules(sides: u8, members: u8) -> YutRules {
    YutRules::builder(Variant::Dominant)
        .sides(sides)
        .members(members)
        .build()
        .unwrap()
}

/// Seats for `rules`: the members of side `human` people, the other sides greedy and
/// random bots by turns.
fn seats(rules: &YutRules, human: Option<Side>) -> Vec<Seat<BotKind>> {
    Side::all(rules.sides())
        .flat_map(|side| {
            let seat = if Some(side) == human {
                Seat::PERSON
            } else {
                Seat::Bot([BotKind::Greedy, BotKind::Random][side.index() % 2])
            };
            std::iter::repeat_n(seat, usize::from(rules.members()))
        })
        .collect()
}

fn app(rules: YutRules, human: Option<Side>, lang: Lang, number: u64) -> App {
    let setup = Setup {
        seats: seats(&rules, human),
        rules,
        number,
        throws: Throws::Drawn,
    };
    let session = YutSession::new(setup).unwrap();
    App::new(YutTable::new(session, lang, None, None), Duration::ZERO)
}

/// The screen as an 80×24 terminal shows it (the cell after a two-column character is
/// that character's second half).
fn screen(app: &mut App) -> String {
    let (w, h) = (80, 24);
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

/// Bots move and the person throws until the person has a result to spend.
fn to_human_choice(app: &mut App) {
    for _ in 0..10_000 {
        if app.moving() {
            return;
        }
        if matches!(app.table.session.next(), Next::Bot(_)) {
            app.bot_step();
        } else {
            press(app, KeyCode::Enter);
        }
    }
    panic!("the person never got a result to spend");
}

#[test]
fn a_two_side_game_draws_the_board_the_sticks_and_the_results_held_in_both_languages() {
    for lang in [Lang::Ko, Lang::En] {
        let mut a = app(rules(2, 1), Some(Side::FIRST), lang, 1);
        let before = screen(&mut a);
        for s in Station::all() {
            assert!(
                before.contains(s.name(lang)),
                "{} missing:\n{before}",
                s.name(lang)
            );
        }
        assert!(
            before.contains(super::words::YutWord::ThrowKey.get(lang)),
            "{before}"
        );
        press(&mut a, KeyCode::Enter);
        let after = screen(&mut a);
        // Four sticks, flat (open) or round (solid), and the result held.
        assert!(after.contains('▐') || after.contains('┌'), "{after}");
        let held = a
            .table
            .session
            .game()
            .pending()
            .first()
            .map(|t| t.name(lang))
            .unwrap();
        let lines: Vec<&str> = after.lines().collect();
        let at = lines
            .iter()
            .position(|l| l.contains(super::words::YutWord::Held.get(lang)))
            .unwrap();
        assert!(lines[at + 1].contains(held), "{after}");
    }
}

#[test]
fn choosing_a_piece_numbers_its_destinations_and_a_digit_moves_it() {
    let mut a = app(rules(2, 1), Some(Side::FIRST), Lang::Ko, 1);
    to_human_choice(&mut a);
    // Nothing on the board yet: the only origin is the waiting pieces.
    assert_eq!(a.table.origins(), vec![Place::Waiting]);
    press(&mut a, KeyCode::Enter);
    assert_eq!(a.selected, Some(Place::Waiting));
    let targets = a.table.targets(Place::Waiting);
    let shown = screen(&mut a);
    assert!(shown.contains("[1]"), "{shown}");
    assert!(shown.contains("갈 곳을 고르세요"), "{shown}");
    // Esc cancels without moving.
    press(&mut a, KeyCode::Esc);
    assert_eq!(a.selected, None);
    assert!(screen(&mut a).contains("고르기를 취소했습니다"));
    press(&mut a, KeyCode::Enter);
    let waiting = a.table.session.game().position().waiting(Side::FIRST);
    press(&mut a, KeyCode::Char('1'));
    assert_eq!(
        a.table.session.game().position().waiting(Side::FIRST),
        waiting - 1
    );
    let Place::At(st) = targets[0].to else {
        panic!("an entering piece lands on a station")
    };
    assert_eq!(
        a.table.session.game().position().at(st).map(|s| s.side),
        Some(Side::FIRST)
    );
}

#[test]
fn a_click_selects_a_stack_and_another_click_moves_it() {
    let mut a = app(rules(2, 1), Some(Side::FIRST), Lang::En, 1);
    // Enter pieces until one stands on the board with the person to move again.
    for _ in 0..200 {
        to_human_choice(&mut a);
        if a.table.origins().iter().any(|o| matches!(o, Place::At(_))) {
            break;
        }
        press(&mut a, KeyCode::Char('1'));
        press(&mut a, KeyCode::Char('1'));
    }
    screen(&mut a); // lays the board out
    let from = *a
        .table
        .origins()
        .iter()
        .find(|o| matches!(o, Place::At(_)))
        .unwrap();
    let Place::At(st) = from else { unreachable!() };
    let (row, col) = (u16::from(st.cell().0), u16::from(st.cell().1));
    a.click(
        col * super::board::CELL_W + 2,
        1 + row * super::board::CELL_H,
    );
    assert_eq!(a.selected, Some(from));
    let target = a.table.targets(from)[0];
    if let Place::At(to) = target.to {
        let (row, col) = (u16::from(to.cell().0), u16::from(to.cell().1));
        a.click(
            col * super::board::CELL_W + 2,
            1 + row * super::board::CELL_H + 1,
        );
        assert_eq!(a.selected, None, "the click made the move");
        assert!(a.table.session.game().position().at(to).is_some());
    }
}

#[test]
fn a_four_side_game_shows_every_side_and_announces_captures() {
    for lang in [Lang::Ko, Lang::En] {
        let mut a = app(rules(4, 1), None, lang, 5);
        let mut captured = false;
        for _ in 0..400 {
            a.bot_step();
            let text = screen(&mut a);
            let capture = a.table.session.log().iter().any(|s| notable(&s.event));
            if capture && a.notice.is_some() {
                captured = true;
                assert!(text.contains(a.notice.as_deref().unwrap()), "{text}");
            }
            if a.table.finished() {
                break;
            }
        }
        assert!(
            captured,
            "a four-side game of 400 steps had no capture or earned throw"
        );
        let text = screen(&mut a);
        assert!(
            text.contains(super::words::YutWord::PanelHeading.get(lang)),
            "{text}"
        );
        let pos = a.table.session.game().position();
        for side in Side::all(4) {
            let row = format!(
                "{} {:>4} {:>4}",
                side.number(),
                pos.waiting(side),
                pos.finished(side)
            );
            assert!(text.lines().any(|l| l.contains(&row)), "{row}:\n{text}");
        }
    }
}

#[test]
fn a_team_game_shows_who_throws() {
    for lang in [Lang::Ko, Lang::En] {
        let mut a = app(rules(2, 2), Some(Side::FIRST), lang, 2);
        let first = a.table.session.turn_line(lang);
        assert!(first.starts_with(&Side::FIRST.name(lang)), "{first}");
        assert!(screen(&mut a).contains(&first), "{}", screen(&mut a));
        // After the first turn, the other team's member throws.
        to_human_choice(&mut a);
        while a.table.session.game().turn() == Side::FIRST {
            press(&mut a, KeyCode::Char('1'));
            press(&mut a, KeyCode::Char('1'));
            if matches!(a.table.session.next(), Next::Throw(_)) {
                press(&mut a, KeyCode::Enter);
            }
        }
        let s = &a.table.session;
        let now = s.who(s.turn(), lang);
        assert!(now.contains(&s.turn().side.name(lang)), "{now}");
        assert!(screen(&mut a).contains(&now), "{}", screen(&mut a));
    }
}

#[test]
fn a_small_terminal_is_told_the_size_needed() {
    let mut a = app(rules(2, 1), Some(Side::FIRST), Lang::Ko, 1);
    let mut t = Terminal::new(TestBackend::new(60, 20)).unwrap();
    t.draw(|f| a.draw(f)).unwrap();
    let text: String = t
        .backend()
        .buffer()
        .content()
        .iter()
        .map(|c| c.symbol())
        .collect();
    assert!(text.contains("80"), "{text}");
}

#[test]
fn quitting_a_game_in_progress_asks_first() {
    let mut a = app(rules(2, 1), Some(Side::FIRST), Lang::En, 1);
    press(&mut a, KeyCode::Char('q'));
    assert!(a.confirm_quit);
    press(&mut a, KeyCode::Char('n'));
    assert!(!a.confirm_quit);
}

/// Side 1 to spend `pending` with stacks at `stacks` (station id, count), side 2 all waiting.
fn position(pending: Vec<yutnori::Throw>, stacks: Vec<(u8, u8)>) -> App {
    use yutnori::{Game, GameState, SideState};
    let rules = rules(2, 1);
    let on_board: u8 = stacks.iter().map(|s| s.1).sum();
    let sides = vec![
        SideState::new(4 - on_board, 0, stacks),
        SideState::new(4, 0, Vec::new()),
    ];
    let state = GameState::new(Side::FIRST, 0, pending, sides);
    let game = Game::from_state(rules, &state, 1).unwrap();
    // A session from a set position: resumed from a record that starts there.
    let saved = ssangryuk_session::yutnori::Saved {
        seats: seats(&rules, Some(Side::FIRST)),
        throws: Throws::Drawn,
        record: game.record(),
    };
    let session = YutSession::resume(&saved).unwrap();
    App::new(YutTable::new(session, Lang::Ko, None, None), Duration::ZERO)
}

/// The line of the screen that holds `text`, and the one under it.
fn cell_lines(screen: &str, text: &str) -> (String, String) {
    let lines: Vec<&str> = screen.lines().collect();
    let i = lines.iter().position(|l| l.contains(text)).unwrap();
    (lines[i].to_owned(), lines[i + 1].to_owned())
}

#[test]
fn shortcuts_back_do_and_finishing_are_numbered_destinations() {
    use yutnori::Throw;
    // From 모 with 개, the dominant rules take the diagonal: 모개, numbered [1].
    let mut a = position(vec![Throw::Gae], vec![(5, 1)]);
    screen(&mut a); // lays the board out for the click
    a.click(6 * super::board::CELL_W + 2, 1);
    assert_eq!(a.selected, Some(Place::At(Station::MO)));
    let to = a.table.targets(Place::At(Station::MO));
    assert_eq!(to.len(), 1);
    assert_eq!(to[0].to, Place::At(Station::new(21).unwrap()));
    let (_, under) = cell_lines(&screen(&mut a), "모개");
    assert!(under.contains("[1]"), "{under}");
    // 빽도 from 도 goes back: its destination is numbered on the board.
    let mut a = position(vec![Throw::BackDo], vec![(1, 1)]);
    press(&mut a, KeyCode::Enter);
    assert_eq!(a.selected, Some(Place::At(Station::new(1).unwrap())));
    let back = a.table.targets(a.selected.unwrap());
    assert!(!back.is_empty() && back.iter().all(|m| m.throw == Throw::BackDo));
    assert!(screen(&mut a).contains("[1]"));
    // From 사려 with 걸, the stack finishes: the destination is the side's line on the right.
    let mut a = position(vec![Throw::Geol], vec![(27, 2)]);
    screen(&mut a);
    // 사려 is on the fifth row and column of the grid: its piece line is clicked.
    a.click(
        4 * super::board::CELL_W + 4,
        1 + 4 * super::board::CELL_H + 1,
    );
    assert_eq!(a.selected, Some(Place::At(Station::new(27).unwrap())));
    let home = a.table.targets(a.selected.unwrap());
    assert!(home.iter().any(|m| m.to == Place::Finished), "{home:?}");
    let shown = screen(&mut a);
    assert!(
        shown.lines().any(|l| l.contains("▶1    2    0[1]")),
        "{shown}"
    );
    // A click on that line (under the panel's heading) finishes the stack.
    a.click(super::board::WIDTH + 3, 2);
    assert_eq!(a.table.session.game().position().finished(Side::FIRST), 2);
}

#[test]
fn the_rules_table_is_a_key_away_and_every_key_help_fits_80_columns() {
    use unicode_width::UnicodeWidthStr;
    for lang in [Lang::Ko, Lang::En] {
        let mut a = app(rules(2, 1), Some(Side::FIRST), lang, 1);
        press(&mut a, KeyCode::Char('t'));
        let shown = screen(&mut a);
        // The rules view's heading names the rules, the library's table under it.
        let heading = super::words::YutWord::RulesHeading.fill(lang, &[""]);
        assert!(shown.contains(heading.trim_end()), "{shown}");
        let table = yutnori::rules_table(&rules(2, 1), lang);
        let field = table.lines().nth(2).unwrap().trim();
        let field = field.split(" = ").next().unwrap();
        assert!(shown.contains(field), "{field}:\n{shown}");
        // Keys other than the table's do nothing while it is open; t closes it.
        press(&mut a, KeyCode::Enter);
        assert!(a.table.session.sticks().is_none());
        press(&mut a, KeyCode::Down);
        assert_eq!(a.rules, Some(1));
        press(&mut a, KeyCode::Char('t'));
        assert_eq!(a.rules, None);
        for w in [
            super::words::YutWord::PlayKeys,
            super::words::YutWord::WatchKeys,
            super::words::YutWord::OverKeys,
        ] {
            assert!(w.get(lang).width() <= 80, "{w:?}");
        }
    }
}

/// People share the screen with real sticks: a result is entered by its key (the key help
/// lists them), a key with no result says which keys there are, and when the turn passes to
/// another person a box over the board names them.
#[test]
fn real_sticks_are_entered_by_key_and_the_next_person_is_handed_the_screen() {
    for lang in [Lang::Ko, Lang::En] {
        let rules = rules(2, 2);
        let setup = Setup {
            seats: vec![
                "human:철수".parse().unwrap(),
                Seat::PERSON,
                "human:영희".parse().unwrap(),
                Seat::PERSON,
            ],
            rules,
            number: 1,
            throws: Throws::Hand,
        };
        let session = YutSession::new(setup).unwrap();
        let mut a = App::new(YutTable::new(session, lang, None, None), Duration::ZERO);
        let shown = screen(&mut a);
        let help = super::words::YutWord::HandKeys
            .get(lang)
            .split(':')
            .next()
            .unwrap();
        let keys = shown.lines().last().unwrap();
        assert!(
            keys.starts_with(help) && (keys.contains("b 빽도") || keys.contains("b backdo")),
            "{shown}"
        );
        assert!(
            !shown.contains(Word::HandoverTitle.get(lang).trim()),
            "no hand-over before anyone played"
        );
        press(&mut a, KeyCode::Char('z'));
        assert!(
            a.notice.as_deref().unwrap().contains("3 "),
            "{:?}",
            a.notice
        );
        // 걸, then the one play: the turn passes to 2편 1번, 영희.
        press(&mut a, KeyCode::Char('3'));
        assert_eq!(a.table.session.game().pending(), [yutnori::Throw::Geol]);
        press(&mut a, KeyCode::Char('1'));
        press(&mut a, KeyCode::Char('1'));
        let next = a.table.session.handover().expect("영희's turn");
        assert_eq!(next.side.number(), 2);
        let shown = screen(&mut a);
        assert!(
            shown.contains(Word::HandoverTitle.get(lang).trim()),
            "{shown}"
        );
        let who = crate::words::to_play(lang, &a.table.who(next));
        assert!(who.contains("영희") && shown.contains(&who), "{shown}");
        // The box goes once she has thrown.
        press(&mut a, KeyCode::Char('2'));
        assert!(a.table.session.handover().is_none());
        assert!(!screen(&mut a).contains(Word::HandoverTitle.get(lang).trim()));
        // 빽도 by 0 (or b).
        press(&mut a, KeyCode::Char('1'));
        press(&mut a, KeyCode::Char('1'));
        press(&mut a, KeyCode::Char('0'));
        let last = a
            .table
            .session
            .log()
            .iter()
            .rev()
            .find_map(|s| match s.event {
                yutnori::Event::Thrown(t) => Some(t),
                _ => None,
            });
        assert_eq!(last, Some(yutnori::Throw::BackDo));
    }
}

/// In 한글 input mode every letter key's jamo does what the letter does: `ㅂ` then `ㅛ`
/// quits, and `ㅜ`/`ㅠ` enter a thrown 낙 or 빽도 like `n`/`b`.
#[test]
fn every_jamo_does_what_its_key_letter_does() {
    let mut a = app(rules(2, 1), Some(Side::FIRST), Lang::Ko, 1);
    press(&mut a, KeyCode::Char('ㅂ'));
    assert!(a.confirm_quit);
    press(&mut a, KeyCode::Char('ㅛ'));
    assert!(a.quit);
    let chosen = |keys: &[KeyCode]| {
        let mut a = app(rules(2, 1), Some(Side::FIRST), Lang::Ko, 1);
        to_human_choice(&mut a);
        for &k in keys {
            press(&mut a, k);
        }
        a
    };
    let states: [&[KeyCode]; 4] = [
        &[],
        &[KeyCode::Char('t')],
        &[KeyCode::Char('q')],
        &[KeyCode::Enter],
    ];
    for keys in states {
        for (letter, jamo) in crate::keys::TWO_BEOLSIK {
            let (mut by_letter, mut by_jamo) = (chosen(keys), chosen(keys));
            press(&mut by_letter, KeyCode::Char(letter));
            press(&mut by_jamo, KeyCode::Char(jamo));
            assert_eq!(
                screen(&mut by_letter),
                screen(&mut by_jamo),
                "{letter} {jamo}"
            );
            assert_eq!(by_letter.quit, by_jamo.quit, "{letter} {jamo}");
        }
    }
    let hand = || {
        let setup = Setup {
            seats: vec![Seat::PERSON, "greedy".parse().unwrap()],
            rules: rules(2, 1),
            number: 1,
            throws: Throws::Hand,
        };
        let session = YutSession::new(setup).unwrap();
        App::new(YutTable::new(session, Lang::Ko, None, None), Duration::ZERO)
    };
    for (letter, jamo) in crate::keys::TWO_BEOLSIK {
        let (mut by_letter, mut by_jamo) = (hand(), hand());
        press(&mut by_letter, KeyCode::Char(letter));
        press(&mut by_jamo, KeyCode::Char(jamo));
        assert_eq!(
            screen(&mut by_letter),
            screen(&mut by_jamo),
            "{letter} {jamo}"
        );
        let thrown = by_jamo.table.session.game().pending().to_vec();
        assert_eq!(by_letter.table.session.game().pending(), thrown);
    }
    // `ㅠ` is a thrown 빽도: the throw is taken (and the game goes on), not refused.
    let mut a = hand();
    press(&mut a, KeyCode::Char('ㅠ'));
    let shown = screen(&mut a);
    assert!(a.notice.is_none() && shown.contains("빽도"), "{shown}");
    assert_ne!(shown, screen(&mut hand()));
}

/// The Korean title names changed rules by the variant they change and the bots by their
/// Korean names, never by a rule text or a bot's id.
#[test]
fn the_korean_title_has_no_rule_text_or_bot_ids() {
    let mut a = app(rules(2, 2), Some(Side::FIRST), Lang::Ko, 1);
    let shown = screen(&mut a);
    let title = shown.lines().next().unwrap();
    assert!(title.contains("지배적인 규칙에서 고친 규칙"), "{title}");
    assert!(title.contains("2편:아무렇게나"), "{title}");
    assert!(!title.contains(';') && !title.contains("random"), "{title}");
}

/// After the end, `n` (or its jamo `ㅜ`) starts the next game at the same table: the same
/// rules and seats, the next game number, an empty log; before the end `n` starts nothing.
#[test]
fn n_after_the_end_starts_the_next_game_at_the_same_table() {
    for (lang, key) in [(Lang::Ko, 'ㅜ'), (Lang::En, 'n')] {
        let mut a = app(rules(2, 1), None, lang, 9);
        press(&mut a, KeyCode::Char(key));
        assert_eq!(a.table.session.game().number(), 9, "n before the end");
        for _ in 0..2_000 {
            if a.table.finished() {
                break;
            }
            a.bot_step();
        }
        assert!(a.table.finished(), "a bot game of 2,000 steps did not end");
        assert!(screen(&mut a).contains(super::words::YutWord::OverKeys.get(lang)));
        let seats = a.table.session.seats().to_vec();
        let rules = *a.table.session.game().rules();
        press(&mut a, KeyCode::Char(key));
        assert_eq!(a.table.session.game().number(), 10);
        assert_eq!(a.table.session.seats(), &seats[..]);
        assert_eq!(*a.table.session.game().rules(), rules);
        assert!(!a.table.finished());
        assert!(
            a.table.session.log().len() < 3,
            "{:?}",
            a.table.session.log()
        );
    }
}

/// The panel heads its columns `대기 났음` (`wait home`): finished pieces are 났음, as the
/// log says, never `남`, which reads as "remaining"; a finish is logged `→ 났음`.
#[test]
fn finished_pieces_are_nasseum_in_the_panel_and_the_log() {
    use yutnori::Throw;
    let mut a = position(vec![Throw::Geol], vec![(27, 2)]);
    let before = screen(&mut a);
    assert!(before.contains("   대기 났음"), "{before}");
    assert!(before.contains("▶1    2    0"), "{before}");
    assert!(
        !before.contains(" 남 ") && !before.contains("남 0"),
        "{before}"
    );
    // 사려 is the second origin (after the waiting pieces): 2 chooses it.
    press(&mut a, KeyCode::Char('2'));
    assert_eq!(a.selected, Some(Place::At(Station::new(27).unwrap())));
    let i = a
        .table
        .targets(a.selected.unwrap())
        .iter()
        .position(|m| m.to == Place::Finished)
        .unwrap();
    let digit = char::from(b'1' + u8::try_from(i).unwrap());
    press(&mut a, KeyCode::Char(digit));
    assert_eq!(a.table.session.game().position().finished(Side::FIRST), 2);
    let log: Vec<String> = a
        .table
        .session
        .log()
        .iter()
        .map(|said| a.table.session.line(said, Lang::Ko))
        .collect();
    assert!(
        log.iter().any(|l| l.ends_with("사려(27) → 났음")),
        "{log:?}"
    );
    let after = screen(&mut a);
    assert!(after.contains(" 1    2    2"), "{after}");
    assert!(!after.contains(" 남"), "{after}");
    // Every side's row fits the panel at 80 columns, its key number included.
    for l in after.lines() {
        assert!(unicode_width::UnicodeWidthStr::width(l) <= 80, "{l}");
    }
}

/// The pieces that may move are chosen in the order they stand along the route (waiting,
/// then the furthest from home to the nearest), each numbered with its key while choosing;
/// Esc leaves the cursor on the piece that was chosen.
#[test]
fn pieces_are_chosen_along_the_route_numbered_and_esc_keeps_the_cursor() {
    use yutnori::Throw;
    let (geol, bang, sogyut) = (
        Station::new(3).unwrap(),
        Station::BANG,
        Station::new(23).unwrap(),
    );
    // 속윷 (8 pips from home) stands behind 방 (4) though its id is larger.
    let mut a = position(vec![Throw::Do], vec![(3, 1), (22, 1), (23, 1)]);
    let route = vec![
        Place::Waiting,
        Place::At(geol),
        Place::At(sogyut),
        Place::At(bang),
    ];
    assert_eq!(a.table.origins(), route);
    let shown = screen(&mut a);
    // The keys are shown by the pieces: 대기 on the panel, the stacks on the board.
    assert!(shown.contains("▶1    1    0[1]"), "{shown}");
    let mut t = Terminal::new(TestBackend::new(80, 24)).unwrap();
    t.draw(|f| a.draw(f)).unwrap();
    for (s, key) in [(geol, 2), (sogyut, 3), (bang, 4)] {
        let (row, col) = s.cell();
        let (x, y) = (
            u16::from(col) * super::board::CELL_W,
            2 + u16::from(row) * 2,
        );
        let under: String = (x..x + super::board::CELL_W)
            .map(|x| t.backend().buffer()[(x, y)].symbol().to_owned())
            .collect();
        assert_eq!(under.trim(), format!("1[{key}]"), "{}", s.name(Lang::Ko));
    }
    // → walks the route, wrapping round to the waiting pieces.
    for i in 1..=4 {
        press(&mut a, KeyCode::Right);
        assert_eq!(a.cursor, i % 4);
    }
    press(&mut a, KeyCode::Left);
    assert_eq!(a.cursor, 3);
    // 3 chooses 속윷; Esc drops it and the cursor stays there.
    press(&mut a, KeyCode::Char('3'));
    assert_eq!(a.selected, Some(Place::At(sogyut)));
    assert!(
        !screen(&mut a).contains("1[3]"),
        "no origin keys while a piece is chosen"
    );
    press(&mut a, KeyCode::Esc);
    assert_eq!(a.selected, None);
    assert_eq!(a.cursor, 2);
    press(&mut a, KeyCode::Enter);
    assert_eq!(a.selected, Some(Place::At(sogyut)));
}

/// A turn's change is drawn in the colour of the side whose turn begins, not of the side
/// that just played (the log entry follows that side's last action).
#[test]
fn the_turn_change_is_credited_to_the_side_whose_turn_begins() {
    use super::screen::credited;
    use yutnori::Event;
    let mut a = app(rules(2, 1), None, Lang::Ko, 3);
    let second = Side::new(2).unwrap();
    for _ in 0..50 {
        a.bot_step();
        if a.table
            .session
            .log()
            .iter()
            .any(|s| s.event == Event::TurnTo(second))
        {
            break;
        }
    }
    let said = a
        .table
        .session
        .log()
        .iter()
        .find(|s| s.event == Event::TurnTo(second))
        .copied()
        .expect("the turn passed to 2편");
    assert_eq!(said.player.side, Side::FIRST, "logged after 1편's action");
    assert_eq!(credited(&said), second);
    let line = a.table.session.line(&said, Lang::Ko);
    assert!(line.starts_with("2편") && !line.contains("1편"), "{line}");
    // On the screen the line is 2편's colour (blue), not 1편's (red).
    let shown = screen(&mut a);
    let row = shown
        .lines()
        .enumerate()
        .filter(|(y, l)| *y > 15 && l.starts_with("2편") && l.contains("차례입니다"))
        .map(|(y, _)| y)
        .last()
        .unwrap_or_else(|| panic!("the turn line in the log:\n{shown}"));
    let row = u16::try_from(row).unwrap();
    let mut t = Terminal::new(TestBackend::new(80, 24)).unwrap();
    t.draw(|f| a.draw(f)).unwrap();
    let buf = t.backend().buffer();
    assert_eq!(buf[(0, row)].fg, ratatui::style::Color::Blue);
}

/// In play a bot's turn waits 0.5 s before its first step and quickens after it: each turn,
/// on a clock the test moves, takes the waits [`turn_step`] gives for its steps, so a turn
/// of one throw and its move takes 0.75 s and none reaches 1.3 s; watching keeps its delay.
#[test]
fn a_bots_turn_is_brisk_in_play_and_even_when_watched() {
    use crate::pace::turn_step;
    use std::time::Instant;
    use yutnori::Event;
    let delay = Duration::from_millis(500);
    for brisk in [true, false] {
        let mut a = app(rules(2, 1), None, Lang::Ko, 3);
        a = App::new(a.table, delay).brisk(brisk);
        let t0 = Instant::now();
        let (mut now, mut turn_began, mut steps) = (t0, t0, 0u32);
        let mut turns = Vec::new();
        while turns.len() < 12 && !a.table.finished() {
            let before = a.table.session.log().len();
            a.tick(now);
            let log = a.table.session.log();
            if log.len() > before {
                steps += 1;
                if log[before..]
                    .iter()
                    .any(|s| matches!(s.event, Event::TurnTo(_)))
                {
                    turns.push((steps, now - turn_began));
                    (turn_began, steps) = (now, 0);
                }
            }
            now += Duration::from_millis(5);
        }
        assert!(turns.len() >= 12, "{turns:?}");
        for &(steps, took) in &turns {
            // A tick every 5 ms: each step comes within one tick of its time.
            let due: Duration = if brisk {
                (0..steps).map(|k| turn_step(delay, k)).sum()
            } else {
                delay * steps
            };
            let late = Duration::from_millis(5) * steps;
            assert!(
                took >= due && took <= due + late,
                "{steps} steps in {took:?}, due {due:?}"
            );
            if brisk {
                assert!(
                    took < Duration::from_millis(1300),
                    "{steps} steps in {took:?}"
                );
            }
        }
        if brisk {
            assert!(
                turns.iter().any(|&(steps, _)| steps == 2),
                "a turn of one throw and its move: {turns:?}"
            );
            assert!(
                turns.iter().any(|&(steps, _)| steps > 2),
                "a turn with an extra throw: {turns:?}"
            );
        }
    }
}

/// The rules view names the rules (`윷놀이 규칙: 지배적인 규칙에서 고친 규칙`), not their text,
/// and a team game's title fits 80 columns: members alike are counted, then the rules are
/// left out; every side is still named.
#[test]
fn the_rules_view_names_the_rules_and_a_team_title_fits_80_columns() {
    use unicode_width::UnicodeWidthStr;
    for lang in [Lang::Ko, Lang::En] {
        let mut a = app(rules(2, 2), Some(Side::FIRST), lang, 1);
        press(&mut a, KeyCode::Char('t'));
        let shown = screen(&mut a);
        let heading =
            super::words::YutWord::ChangedFrom.fill(lang, &[Variant::Dominant.name(lang)]);
        assert!(shown.contains(&heading), "{shown}");
        assert!(
            !shown.contains("dominant;") && !shown.contains("members=2"),
            "{shown}"
        );
        for (sides, members) in [(2, 2), (3, 3), (4, 4), (6, 6)] {
            let mut a = app(rules(sides, members), Some(Side::FIRST), lang, 1);
            let shown = screen(&mut a);
            let title = shown.lines().next().unwrap().trim_end();
            assert!(title.width() <= 80, "{title}");
            if sides <= 4 {
                // Every side is named, its members counted.
                for side in Side::all(sides) {
                    let (name, number) = (
                        format!("{}:", side.name(lang)),
                        format!(" {}:", side.number()),
                    );
                    assert!(title.contains(&name) || title.contains(&number), "{title}");
                }
                assert!(title.contains(&format!("×{members}")), "{title}");
                assert!(!title.ends_with('…'), "{title}");
            }
        }
    }
    // Two sides of two: the rules' name still fits (`지배적인 규칙에서 고친 규칙`).
    let mut a = app(rules(2, 2), Some(Side::FIRST), Lang::Ko, 1);
    let title = screen(&mut a).lines().next().unwrap().trim_end().to_owned();
    assert_eq!(
        title,
        "윷놀이 · 지배적인 규칙에서 고친 규칙 · 게임 1 · 1편:사람×2 · 2편:아무렇게나 봇×2"
    );
}

/// Under the dominant rules a capture made with 윷 or 모 earns no bonus throw (the result's
/// own extra throw stands for it): the log on the screen says why, right under the capture.
#[test]
fn a_capture_by_yut_or_mo_is_logged_with_why_no_bonus_throw() {
    let mut seen = 0;
    for number in 1..=30 {
        let mut a = app(rules(2, 1), None, Lang::Ko, number);
        for _ in 0..600 {
            let before = a.table.session.log().len();
            a.bot_step();
            let log = a.table.session.log();
            let why = (before..log.len()).find_map(|i| match log[i].event {
                yutnori::Event::NoBonusThrow(t) => Some((i, t)),
                _ => None,
            });
            if let Some((i, t)) = why {
                seen += 1;
                assert!(matches!(log[i - 1].event, yutnori::Event::Captured { .. }));
                assert!(t.grants_extra_throw());
                let text = screen(&mut a);
                let said = format!(
                    "잡은 덤은 없습니다: {}의 한 번 더가 그 덤을 겸합니다",
                    t.name(Lang::Ko)
                );
                assert!(text.contains(&said), "{text}");
            }
            if a.table.finished() {
                break;
            }
        }
    }
    assert!(seen > 0, "no capture by 윷 or 모 in 30 games");
}
