//! The full screen's tests for a player's view of it: the board's size on a larger
//! terminal, the player's own notices, the hint on the board, the small words.

use super::tests::{app, app_with, check_board_on_screen, press, screen_of, to_human_dice};
use super::*;
use ssangryuk::bot::BotKind;
use ssangryuk::Variant;
use ssangryuk_session::ssangryuk::{Setup, SsangryukSession};
use ssangryuk_session::Throws;

/// A larger terminal gets a larger board: at 80×24 the compact board, as always; at
/// 120×40 wider points and taller stacks, every column still under its name, the frame
/// and the key help inside the screen, and more of the log shown.
#[test]
fn a_larger_terminal_gets_a_larger_board() {
    for lang in [Lang::Ko, Lang::En] {
        let mut a = app_with(lang, lang == Lang::En, 3);
        to_human_dice(&mut a);
        let small = screen_of(&mut a, 80, 24);
        assert_eq!(a.size, Size::COMPACT);
        let standard = a.board_area;
        assert_eq!((standard.width, standard.height), (77, 13), "{small}");
        check_board_on_screen(&a, &small);
        let large = screen_of(&mut a, 120, 40);
        let b = a.board_area;
        assert!(
            b.width > standard.width + 20 && b.height > standard.height + 4,
            "{b:?}\n{large}"
        );
        assert!(b.x + b.width <= 120 && b.y + b.height < 40 - INFO, "{b:?}");
        assert_eq!((b.width, b.height), (a.size.width(), a.size.height()));
        check_board_on_screen(&a, &large);
        let rows: Vec<&str> = large.lines().collect();
        assert_eq!(rows.len(), 40);
        let keys = Word::PlayKeys.get(lang);
        assert!(rows[39].starts_with(keys), "{keys}\n{large}");
        // Clicks find the wider points: a checker of the player's selected by a click.
        let side = a.table.session.game().turn().unwrap();
        let step = a.table.session.game().legal_steps()[0];
        let spot = Spot::of_origin(side, step.from()).unwrap();
        let y = match spot.row {
            Row::Upper => 2,
            Row::Lower => b.height - 3,
        };
        a.handle(TermEvent::Mouse(crossterm::event::MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: b.x + spot.x(a.size.cell) + spot.width(a.size.cell) - 1,
            row: b.y + y,
            modifiers: KeyModifiers::NONE,
        }));
        assert_eq!(a.selected, Some(step.from()), "{spot:?}");
        press(&mut a, KeyCode::Esc);
    }
    // The full board from 26 rows, as before.
    let mut a = app(Lang::Ko);
    screen_of(&mut a, 80, 26);
    assert_eq!(a.size, Size::FULL);
}

/// With a checker on the bar, for every roll, the hint's first play entered on the board
/// as the hint writes it (each checker from where it stands to each point written, a hit
/// on the way included) is accepted, a point two dice away with one Enter, and gives
/// the position the hint played.
#[test]
fn the_hints_first_play_is_taken_by_the_board_for_every_roll_from_the_bar() {
    use ssangryuk::{Destination, Origin, Position, Roll};
    let mut b = [0i8; 26];
    (b[0], b[6], b[8], b[13], b[24]) = (1, 5, 3, 4, 2);
    (b[1], b[12], b[17], b[19], b[22]) = (-2, -5, -3, -4, -1);
    let rules = Variant::App.rules();
    let start = Position::from_board(rules, Side::Black, b).unwrap();
    let mut by_two_dice = 0;
    for (d1, d2) in (1..=6).flat_map(|a| (a..=6).map(move |b| (a, b))) {
        let mut setup = Setup::against(rules, 1, BotKind::Greedy);
        setup.start = Some((start, Some(Roll::new(d1, d2).unwrap())));
        let session = SsangryukSession::new(setup.clone()).unwrap();
        let mut a = App::new(Table::new(session, Lang::Ko, false, None), Duration::ZERO);
        let Some(best) = a.table.session.hint().first().cloned() else {
            continue;
        };
        let mut hinted = a.table.session.game().clone();
        hinted.play(&best.play).unwrap();
        // The hint's journeys: each checker's steps, in the order played.
        let mut journeys: Vec<Vec<ssangryuk::Step>> = Vec::new();
        for &s in best.play.steps() {
            let follows = |j: &&mut Vec<ssangryuk::Step>| matches!((j.last().unwrap().to(), s.from()), (Destination::Point(p), Origin::Point(q)) if p == q);
            match journeys.iter_mut().find(follows) {
                Some(j) => j.push(s),
                None => journeys.push(vec![s]),
            }
        }
        for j in journeys {
            let mut from = j[0].from();
            // The points the hint writes: where it hits on the way, and the end.
            let last = j.len() - 1;
            for (i, s) in j
                .iter()
                .enumerate()
                .filter(|(i, s)| s.is_hit() || *i == last)
            {
                let dice_used = i + 1 - j.iter().position(|t| t.from() == from).unwrap();
                by_two_dice += usize::from(dice_used > 1);
                a.cursor = Spot::of_origin(Side::Black, from).unwrap();
                press(&mut a, KeyCode::Enter);
                assert_eq!(a.selected, Some(from), "{d1}-{d2}: {:?}", a.notice);
                a.cursor = Spot::of_destination(Side::Black, s.to()).unwrap();
                press(&mut a, KeyCode::Enter);
                assert!(
                    a.notice.is_none() && a.selected.is_none(),
                    "{d1}-{d2} {:?}",
                    a.notice
                );
                if let Destination::Point(p) = s.to() {
                    from = Origin::Point(p);
                }
            }
        }
        assert_eq!(
            a.table.session.game().position(),
            hinted.position(),
            "{d1}-{d2}"
        );
        // At 80×24 the hint, asked before the play, shows whole and says what its
        // numbers are.
        let mut a = App::new(
            Table::new(SsangryukSession::new(setup).unwrap(), Lang::Ko, false, None),
            Duration::ZERO,
        );
        press(&mut a, KeyCode::Char('?'));
        let notice = a.notice.clone().unwrap();
        let shown = screen_of(&mut a, 80, 24);
        assert!(notice.contains("기대 점수"), "{notice}");
        for line in notice.lines() {
            assert!(
                shown.lines().any(|l| l.trim_end() == line),
                "{line}\n{shown}"
            );
        }
    }
    assert!(
        by_two_dice > 0,
        "some hint moves a checker by two dice at once"
    );
}

/// At 80×24 the bot's lines do not push away the person's own: after the person's hit,
/// however many lines the bot's turn adds, the hit is still on screen, until the
/// person's next roll.
#[test]
fn the_players_own_line_stays_on_screen_through_the_bots_turn() {
    let mut seen = 0;
    for number in 0..40 {
        let mut a = app_with(Lang::Ko, false, number);
        for _ in 0..400 {
            let game = a.table.session.game();
            if game.outcome().is_some() {
                break;
            }
            let Next::Move(side) = a.next() else {
                if matches!(a.next(), Next::Bot(_)) {
                    a.bot_move();
                } else {
                    press(&mut a, KeyCode::Enter);
                }
                continue;
            };
            // The person's step, by keys: the checker, then the die.
            let step = game.legal_steps()[0];
            let before = a.table.session.log().len();
            a.cursor = Spot::of_origin(side, step.from()).unwrap();
            press(&mut a, KeyCode::Enter);
            press(&mut a, KeyCode::Char(char::from(b'0' + step.die())));
            let own: Vec<String> = a.table.lines(before).collect();
            let Some(hit) = own.last().cloned() else {
                continue;
            };
            assert_eq!(a.pinned.as_ref(), Some(&hit));
            // The rest of the person's turn, then the bot's.
            let bot_from = loop {
                match a.next() {
                    Next::Move(_) => {
                        let s = a.table.session.game().legal_steps()[0];
                        a.cursor = Spot::of_origin(side, s.from()).unwrap();
                        press(&mut a, KeyCode::Enter);
                        press(&mut a, KeyCode::Char(char::from(b'0' + s.die())));
                    }
                    _ => break a.table.session.log().len(),
                }
            };
            while matches!(a.next(), Next::Bot(_)) {
                a.bot_move();
            }
            if a.table.lines(bot_from).count() < 2 || a.pinned.as_ref() != Some(&hit) {
                continue;
            }
            seen += 1;
            let shown = screen_of(&mut a, 80, 24);
            assert!(shown.lines().any(|l| l.trim_end() == hit), "{hit}\n{shown}");
            // The bot's last line is there too.
            let bots = a.table.last_lines(1).pop().unwrap();
            assert!(shown.contains(&bots), "{bots}\n{shown}");
            if matches!(a.next(), Next::Roll(_)) {
                let rolled = a.table.session.log().len();
                press(&mut a, KeyCode::Enter);
                let own = a.table.lines(rolled).last();
                assert_eq!(a.pinned, own, "the next roll unpins it");
            }
        }
        if seen >= 3 {
            break;
        }
    }
    assert!(
        seen > 0,
        "some bot turn adds two lines after the person's hit"
    );
}

/// The board's cells at `w`×`h`, as drawn.
fn buffer_of(a: &mut App, w: u16, h: u16) -> ratatui::buffer::Buffer {
    let mut t = ratatui::Terminal::new(ratatui::backend::TestBackend::new(w, h)).unwrap();
    t.draw(|f| a.draw(f)).unwrap();
    t.backend().buffer().clone()
}

/// The spots whose header is drawn on the hint's colour.
fn marked(a: &App, buf: &ratatui::buffer::Buffer) -> Vec<Spot> {
    let b = a.board_area;
    let mut spots = Vec::new();
    for row in [Row::Upper, Row::Lower] {
        let y = match row {
            Row::Upper => b.y + 1,
            Row::Lower => b.y + b.height - 2,
        };
        for col in 0..=13 {
            let spot = Spot { row, col };
            if buf[(b.x + spot.x(a.size.cell), y)].bg == Color::Yellow {
                spots.push(spot);
            }
        }
    }
    spots
}

/// `?` marks the hint's best play on the board: the first checker's point and where the
/// last one ends, nothing else that the play does not touch; the marks go once a step
/// is played.
#[test]
fn the_hint_marks_its_play_on_the_board() {
    for number in [3, 5, 8] {
        let mut a = app_with(Lang::Ko, false, number);
        to_human_dice(&mut a);
        let buf = buffer_of(&mut a, 80, 24);
        assert_eq!(marked(&a, &buf), vec![], "no marks before `?`");
        press(&mut a, KeyCode::Char('?'));
        let side = a.table.session.game().turn().unwrap();
        let best = a.table.session.hint()[0].play;
        let steps = best.steps();
        let first = Spot::of_origin(side, steps[0].from()).unwrap();
        let last = Spot::of_destination(side, steps[steps.len() - 1].to()).unwrap();
        for (w, h) in [(80, 24), (120, 40)] {
            let buf = buffer_of(&mut a, w, h);
            let shown = marked(&a, &buf);
            assert!(shown.contains(&first) && shown.contains(&last), "{shown:?}");
            for spot in &shown {
                let touched = steps.iter().any(|s| {
                    Spot::of_origin(side, s.from()) == Some(*spot)
                        || Spot::of_destination(side, s.to()) == Some(*spot)
                });
                assert!(touched, "{spot:?} is marked but not in {steps:?}");
            }
        }
        a.table
            .session
            .step(steps[0].from(), steps[0].die())
            .unwrap();
        let buf = buffer_of(&mut a, 80, 24);
        assert_eq!(marked(&a, &buf), vec![], "the marks go with the position");
    }
}

/// A die pressed with no checker chosen says to choose one first, as Enter on an empty
/// point does, instead of nothing.
#[test]
fn a_die_with_nothing_selected_asks_for_a_checker() {
    for lang in [Lang::Ko, Lang::En] {
        let mut a = app(lang);
        to_human_dice(&mut a);
        assert_eq!(a.selected, None);
        let die = a.table.session.game().legal_steps()[0].die();
        press(&mut a, KeyCode::Char(char::from(b'0' + die)));
        let first = Word::SelectFirst.get(lang);
        assert_eq!(a.notice.as_deref(), Some(first));
        assert!(screen_of(&mut a, 80, 24).contains(first));
    }
}

/// At 80×24 the screen says which way the person's checkers go, by the points the board
/// names: black along the top to 상12 and back along the bottom, white the other way.
#[test]
fn the_screen_says_which_way_the_persons_checkers_go() {
    let cases = [
        (
            ["human", "greedy"],
            Lang::Ko,
            "흑 가는 길 상1→상12→하12→하1",
        ),
        (
            ["greedy", "human"],
            Lang::Ko,
            "백 가는 길 하1→하12→상12→상1",
        ),
        (["human", "greedy"], Lang::En, "black moves 24→13→12→1"),
    ];
    for (seats, lang, way) in cases {
        let mut a = super::tests::app_of(seats, Throws::Drawn, lang, lang == Lang::En, 3);
        let shown = screen_of(&mut a, 80, 24);
        assert!(shown.contains(way), "{way}\n{shown}");
    }
}

/// A pinned line older than the lines the log has room for is drawn first, in bold, and
/// the newest lines after it; none once it is unpinned.
#[test]
fn a_pinned_line_is_drawn_above_the_newest_ones() {
    let mut a = app(Lang::Ko);
    while a.table.lines(0).count() < 12 && a.table.session.game().outcome().is_none() {
        match a.next() {
            Next::Move(_) => {
                let s = a.table.session.game().legal_steps()[0];
                a.table.session.step(s.from(), s.die()).unwrap();
            }
            Next::Bot(_) => a.bot_move(),
            _ => press(&mut a, KeyCode::Enter),
        }
    }
    let all: Vec<String> = a.table.lines(0).collect();
    assert!(all.len() >= 12, "{all:?}");
    let first = all[0].clone();
    let shown = screen_of(&mut a, 80, 24);
    assert!(!shown.contains(&first), "{shown}");
    a.pinned = Some(first.clone());
    let buf = buffer_of(&mut a, 80, 24);
    let shown = screen_of(&mut a, 80, 24);
    let rows: Vec<&str> = shown.lines().collect();
    let at = rows.iter().position(|l| l.trim_end() == first);
    let at = at.unwrap_or_else(|| panic!("{first}\n{shown}"));
    assert!(buf[(0, at as u16)].modifier.contains(Modifier::BOLD));
    assert_eq!(
        rows[at + 1..23].last().unwrap().trim_end(),
        all.last().unwrap()
    );
    a.pinned = None;
    assert!(!screen_of(&mut a, 80, 24).contains(&first));
}
