//! `.mat` match files against GNU Backgammon, both ways, over committed files
//! (`tests/data/mat/`, made by `tools/gen_formats_vectors.sh`):
//!
//! - `gnubg_*.mat`: games GNU Backgammon played and exported (`gnubg_cube_*` with the
//!   cube in use, whose actions the crate skips); the crate imports them
//!   and reaches, turn by turn, the positions GNU Backgammon recorded
//!   (`gnubg_import.jsonl`: every turn's dice and position ID as GNU Backgammon reads
//!   its own file).
//! - `crate_*.mat`: 100 seeded bot games (and a few matches) the crate exported; GNU
//!   Backgammon imported them, and every position ID it recorded (`crate_import.jsonl`)
//!   is the crate's. The crate still plays and writes these games turn by turn (run
//!   with `BLESS=1` to rewrite them after a deliberate change, then regenerate the GNU
//!   Backgammon side).

use std::collections::BTreeMap;
use std::path::PathBuf;

use ssangryuk::bot::RandomBot;
use ssangryuk::formats::{mat, mat::MatError};
use ssangryuk::{Action, Event};
use ssangryuk::{
    Game, Match, MatchFormat, Position, Roll, RuleSet, Side, StepError, TurnError, Variant,
};

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/mat")
}

/// Every turn of a game: the position before it, with the mover on roll, and the roll.
fn turns(rules: RuleSet, record: &ssangryuk::GameRecord) -> Vec<(Position, Roll)> {
    let mut g = Game::new(rules, record.number);
    let mut out = Vec::new();
    for &a in &record.actions {
        match a {
            Action::Roll(r) => {
                for e in g.roll_with(r).unwrap() {
                    if let Event::Rolled { side, roll } = e {
                        let b = g.position().board_for(side);
                        out.push((Position::from_board(rules, side, b).unwrap(), roll));
                    }
                }
            }
            Action::Step { from, die } => {
                g.step(g.turn().unwrap(), from, die).unwrap();
            }
            Action::Rest => {
                g.rest().unwrap();
            }
        }
    }
    out
}

/// Per game, every turn's position ID (mover on roll) and dice, larger first.
type Reading = Vec<Vec<(String, [u8; 2])>>;

/// GNU Backgammon's reading of each file, and each game's winner (`X` is the left
/// column, black) and points.
fn gnubg_reading(name: &str) -> BTreeMap<String, (Reading, Vec<(Side, u32)>)> {
    let text = std::fs::read_to_string(dir().join(name)).unwrap();
    let mut out = BTreeMap::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        let games = v["games"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| {
                g["turns"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|t| {
                        let d = t[1].as_str().unwrap().as_bytes();
                        let (x, y) = (d[0] - b'0', d[1] - b'0');
                        (t[0].as_str().unwrap().to_owned(), [x.max(y), x.min(y)])
                    })
                    .collect()
            })
            .collect();
        let results = v["games"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| {
                let side = if g["winner"] == "X" {
                    Side::Black
                } else {
                    Side::White
                };
                (side, g["points"].as_u64().unwrap() as u32)
            })
            .collect();
        out.insert(v["file"].as_str().unwrap().to_owned(), (games, results));
    }
    out
}

fn crate_reading(file: &mat::MatFile) -> Reading {
    file.games
        .iter()
        .map(|g| {
            turns(file.rules, &g.game.record())
                .into_iter()
                .map(|(p, r)| (p.gnubg_id().unwrap(), [r.high(), r.low()]))
                .collect()
        })
        .collect()
}

fn check_against_gnubg(prefix: &str, index: &str, min_files: usize) {
    let reading = gnubg_reading(index);
    assert!(
        reading.len() >= min_files,
        "{} files in {index}",
        reading.len()
    );
    let rules = Variant::L1931.rules();
    for (name, (games, results)) in &reading {
        let text = std::fs::read_to_string(dir().join(name)).unwrap();
        assert!(name.starts_with(prefix));
        let file = mat::read(&text, rules).unwrap_or_else(|e| panic!("{name}: {e}"));
        let ours = crate_reading(&file);
        assert_eq!(ours.len(), games.len(), "{name}: games");
        for (k, (a, b)) in ours.iter().zip(games).enumerate() {
            assert_eq!(a, b, "{name}, game {}", k + 1);
        }
        // GNU Backgammon, the file and the crate agree on each game's winner and points.
        // A game GNU Backgammon's player resigned is unfinished in the crate (a `.mat`
        // file writes only the result); every game the crate exported is finished.
        assert_eq!(results.len(), file.games.len());
        for (g, &gnubg) in file.games.iter().zip(results) {
            assert_eq!(g.result, Some(gnubg), "{name}");
            match g.game.outcome() {
                // With the cube in use the points are the cube's; the crate has none.
                Some(o) if name.contains("cube") => assert_eq!(o.winner, gnubg.0, "{name}"),
                Some(o) => assert_eq!((o.winner, o.points), gnubg, "{name}"),
                None => assert!(prefix == "gnubg_", "{name}: unfinished"),
            }
        }
    }
}

#[test]
fn gnubg_exported_files_import_with_gnubgs_positions() {
    check_against_gnubg("gnubg_", "gnubg_import.jsonl", 10);
}

#[test]
fn crate_exported_files_import_into_gnubg_with_the_crates_positions() {
    check_against_gnubg("crate_", "crate_import.jsonl", 100);
}

fn bot_game(number: u64) -> Game {
    let mut g = Game::new(Variant::L1931.rules(), number);
    let (mut black, mut white) = (RandomBot::new(number), RandomBot::new(!number));
    ssangryuk::bot::play_out(&mut g, &mut black, &mut white).unwrap();
    g
}

fn bot_match(number: u64, points: u32) -> Match {
    let mut m = Match::new(Variant::L1931.rules(), number, MatchFormat::FirstTo(points)).unwrap();
    let (mut black, mut white) = (RandomBot::new(number), RandomBot::new(!number));
    loop {
        ssangryuk::bot::play_out(m.game_mut(), &mut black, &mut white).unwrap();
        if m.winner().is_some() {
            return m;
        }
        m.next_game().unwrap();
    }
}

/// The crate's exports: 100 single games and 4 matches.
fn exports() -> Vec<(String, String)> {
    let players = ["black", "white"];
    let mut out: Vec<(String, String)> = (0..100)
        .map(|n| {
            let g = bot_game(n);
            (
                format!("crate_game_{n:03}.mat"),
                mat::write_game(&g, players).unwrap(),
            )
        })
        .collect();
    for n in 0..4 {
        let m = bot_match(1000 + n, 3 + n as u32);
        out.push((
            format!("crate_match_{n}.mat"),
            mat::write_match(&m, players).unwrap(),
        ));
    }
    out
}

/// The committed export `name` still holds the game the crate plays today, turn by turn
/// (the text may list a play's moves in another order). `BLESS=1` rewrites the files.
#[test]
fn the_crate_still_plays_and_writes_the_committed_games() {
    let bless = std::env::var_os("BLESS").is_some();
    let rules = Variant::L1931.rules();
    for (name, text) in exports() {
        let path = dir().join(&name);
        if bless {
            std::fs::write(&path, &text).unwrap();
        }
        let committed = mat::read(&std::fs::read_to_string(&path).unwrap(), rules).unwrap();
        let today = mat::read(&text, rules).unwrap();
        assert_eq!(committed.games.len(), today.games.len(), "{name}");
        for (a, b) in committed.games.iter().zip(&today.games) {
            assert_eq!(
                turns(rules, &a.game.record()),
                turns(rules, &b.game.record()),
                "{name}"
            );
            assert_eq!(a.result, b.result, "{name}");
        }
    }
}

#[test]
fn crate_files_round_trip_through_the_crate() {
    for n in 0..20 {
        let g = bot_game(n);
        let text = mat::write_game(&g, ["a", "b"]).unwrap();
        let file = mat::read(&text, Variant::L1931.rules()).unwrap();
        assert_eq!(file.games.len(), 1);
        let back = &file.games[0].game;
        assert_eq!(back.position(), g.position());
        assert_eq!(back.outcome(), g.outcome());
        assert_eq!(
            turns(g.rules().to_owned(), &g.record()).last(),
            turns(*back.rules(), &back.record()).last()
        );
    }
    let m = bot_match(7, 5);
    let text = mat::write_match(&m, ["a", "b"]).unwrap();
    let file = mat::read(&text, Variant::L1931.rules()).unwrap();
    assert_eq!(file.length, 5);
    let total: u32 = file
        .games
        .iter()
        .filter_map(|g| g.result)
        .map(|r| r.1)
        .sum();
    assert_eq!(total, m.score(Side::Black) + m.score(Side::White));
    assert!(text.contains("and the match"));
}

#[test]
fn other_presets_name_their_rules_and_refuse_other_imports() {
    for v in [
        Variant::App,
        Variant::Mcst,
        Variant::Culin,
        Variant::Sixteen,
        Variant::BanSugoroku,
    ] {
        let rules = v.rules();
        let mut g = Game::new(rules, 3);
        let (mut black, mut white) = (RandomBot::new(3), RandomBot::new(4));
        for _ in 0..400 {
            if g.outcome().is_some() || g.is_deadlocked() {
                break;
            }
            ssangryuk::bot::play_turn(&mut g, &mut black, &mut white).unwrap();
        }
        let text = mat::write_game(&g, ["a", "b"]).unwrap();
        assert!(
            text.contains(&format!("; [Rules \"ssangryuk {}\"]", v.id())),
            "{text}"
        );
        let file = mat::read(&text, rules).unwrap_or_else(|e| panic!("{v:?}: {e}"));
        assert_eq!(file.games[0].game.position(), g.position(), "{v:?}");
        let err = mat::read(&text, Variant::L1931.rules()).unwrap_err();
        assert!(matches!(err, MatError::OtherRules { .. }), "{err}");
    }
    // A file that declares no rules is backgammon: refused under any other preset.
    let text = std::fs::read_to_string(dir().join("gnubg_00.mat")).unwrap();
    let err = mat::read(&text, Variant::App.rules()).unwrap_err();
    assert!(
        matches!(err, MatError::OtherRules { declared: None, .. }),
        "{err}"
    );
}

#[test]
fn names_the_format_cannot_hold_are_refused() {
    let g = bot_game(1);
    for bad in ["", "  ", "a:b", "two\nlines"] {
        assert_eq!(
            mat::write_game(&g, [bad, "b"]),
            Err(MatError::PlayerName(bad.to_owned()))
        );
    }
    let text = mat::write_game(&g, ["Kim Hong-do", "b"]).unwrap();
    let file = mat::read(&text, Variant::L1931.rules()).unwrap();
    assert_eq!(file.players, ["Kim Hong-do".to_owned(), "b".to_owned()]);
}

#[test]
fn an_illegal_move_names_the_game_and_move() {
    let text = " 1 point match\n\n Game 1\n a : 0      b : 0\n  1) 31: 8/5 6/5                 52: 24/22 13/8\n  2) 64: 24/18 13/9              66: 8/2(5)\n";
    let err = mat::read(text, Variant::L1931.rules()).unwrap_err();
    match &err {
        MatError::Move {
            game, turn, side, ..
        } => assert_eq!((*game, *turn, *side), (1, 2, Side::White), "{err}"),
        other => panic!("{other:?}"),
    }
    assert!(
        err.to_string().starts_with("game 1, move 2 (white"),
        "{err}"
    );
    // A pass written with moves, and a roll left unplayed.
    let unplayed = " 0 point match\n Game 1\n a : 0   b : 0\n  1) 31:\n";
    assert!(matches!(
        mat::read(unplayed, Variant::L1931.rules()),
        Err(MatError::Move {
            error: TurnError::Step(StepError::WouldLeaveDieUnused),
            ..
        })
    ));
    let garbage = " 0 point match\n Game 1\n a : 0   b : 0\n  1) hello\n";
    assert!(matches!(
        mat::read(garbage, Variant::L1931.rules()),
        Err(MatError::Syntax { line: 4, .. })
    ));
}

#[test]
fn a_result_at_the_end_of_a_move_line_is_read() {
    let mut winners = Vec::new();
    for n in 0..8 {
        let g = bot_game(n);
        let text = mat::write_game(&g, ["a", "b"]).unwrap();
        // Move the `Wins` line up onto the last move line, after the last entry.
        let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
        let wins = lines.iter().position(|l| l.contains("Wins")).unwrap();
        let w = lines.remove(wins);
        let last = &mut lines[wins - 1];
        *last = format!("{last:<33} {}", w.trim());
        let o = g.outcome().unwrap();
        let file = mat::read(&lines.join("\n"), Variant::L1931.rules()).unwrap();
        assert_eq!(file.games[0].result, Some((o.winner, o.points)));
        assert_eq!(file.games[0].game.outcome(), Some(o));
        winners.push(o.winner);
    }
    assert!(winners.contains(&Side::Black) && winners.contains(&Side::White));
}

#[test]
fn other_programs_move_text_is_read() {
    // Jellyfish style (25 for the bar, 0 for off), chained and repeated moves, and the
    // `move` command with dashes, all in one file.
    let text = " 0 point match\n\n Game 1\n a : 0      b : 0\n  1) 31: move 8-5 6-5              52: 24/22 13/8\n  2) 44: 24/20(2) 13/9(2)         61: 13/7 8/7\n";
    let file = mat::read(text, Variant::L1931.rules()).unwrap();
    assert_eq!(
        file.games[0].game.actions().len(),
        (1 + 2) + (1 + 2) + (1 + 4) + (1 + 2)
    );
}

#[test]
fn a_fixed_first_game_without_moves_starts_by_its_place_in_the_file() {
    let rules = Variant::BanSugoroku.rules();
    assert_eq!(rules.opening(), ssangryuk::Opening::FixedFirst);
    let header = mat::write_game(&Game::new(rules, 0), ["a", "b"]).unwrap();
    let (head, game) = header.split_at(header.find(" Game 1").unwrap());
    let two = format!("{head}{game}{}", game.replace("Game 1", "Game 2"));
    let file = mat::read(&two, rules).unwrap();
    let starts: Vec<_> = file.games.iter().map(|g| g.game.turn()).collect();
    assert_eq!(starts, [Some(Side::Black), Some(Side::White)]);
    // Exported alone, the second game is the first of its file: black starts.
    let alone = mat::write_game(&file.games[1].game, ["a", "b"]).unwrap();
    let back = mat::read(&alone, rules).unwrap();
    assert_eq!(back.games[0].game.turn(), Some(Side::Black));
    assert_eq!(
        back.games[0].game.position().board(),
        file.games[1].game.position().board()
    );
}

#[test]
fn a_match_file_carries_the_score_and_names_the_match_winner_once() {
    let m = bot_match(7, 5);
    let text = mat::write_match(&m, ["a", "b"]).unwrap();
    let file = mat::read(&text, Variant::L1931.rules()).unwrap();
    assert!(file.games.len() >= 2, "{}", file.games.len());
    let mut score = [0u32; 2];
    for g in &file.games {
        assert_eq!(g.score, score, "the score before each game");
        let o = g.game.outcome().unwrap();
        score[usize::from(o.winner == Side::White)] += o.points;
    }
    assert_eq!(score, [m.score(Side::Black), m.score(Side::White)]);
    assert_eq!(text.matches("and the match").count(), 1);
    assert!(text.rfind("and the match") > text.rfind(" Game "));
}

#[test]
fn a_wins_line_says_point_for_one_and_points_for_more() {
    let mut seen = [false; 2];
    for n in 0..40 {
        let text = mat::write_game(&bot_game(n), ["a", "b"]).unwrap();
        let wins = text.lines().find(|l| l.contains("Wins")).unwrap().trim();
        let points: u32 = wins.split_whitespace().nth(1).unwrap().parse().unwrap();
        let want = if points == 1 { "point" } else { "points" };
        assert_eq!(wins, format!("Wins {points} {want}"));
        seen[usize::from(points > 1)] = true;
    }
    assert_eq!(seen, [true, true], "single and double games");
}

#[test]
fn a_game_from_a_set_up_position_cannot_be_written() {
    let start = Position::start(Variant::L1931.rules(), Side::Black);
    let g = Game::from_position(start, 0).unwrap();
    assert_eq!(
        mat::write_game(&g, ["a", "b"]),
        Err(MatError::SetUpStart(1))
    );
}

#[test]
fn a_result_the_moves_do_not_give_is_refused() {
    let g = bot_game(3);
    let o = g.outcome().unwrap();
    let text = mat::write_game(&g, ["a", "b"]).unwrap();
    // The same points, said of the other side (its column): the winner's is wrong.
    let other = if o.winner == Side::Black { 34 } else { 6 };
    let s = if o.points == 1 { "" } else { "s" };
    let line = text.lines().find(|l| l.contains("Wins")).unwrap();
    let said = format!("{:other$}Wins {} point{s}", "", o.points);
    let err = mat::read(&text.replace(line, &said), Variant::L1931.rules()).unwrap_err();
    assert!(matches!(err, MatError::Result { game: 1, .. }), "{err}");
}

/// `text` with its `Wins` line written instead as a move line of its own, the result at
/// `column` after the `)`.
fn wins_on_a_move_line(text: &str, column: usize) -> String {
    let line = text.lines().find(|l| l.contains("Wins")).unwrap();
    let moved = format!(" 99){:column$}{}", "", line.trim());
    text.replace(line, &moved)
}

#[test]
fn a_result_alone_on_a_move_line_is_the_side_of_its_column() {
    // Columns up to 14 after the `)` are the left (black) player's.
    for n in 0..8 {
        let g = bot_game(n);
        let o = g.outcome().unwrap();
        let text = mat::write_game(&g, ["a", "b"]).unwrap();
        let column = if o.winner == Side::Black { 14 } else { 15 };
        let file = mat::read(&wins_on_a_move_line(&text, column), Variant::L1931.rules())
            .unwrap_or_else(|e| panic!("{n}: {e}"));
        assert_eq!(file.games[0].result, Some((o.winner, o.points)), "{n}");
        let wrong = if o.winner == Side::Black { 30 } else { 1 };
        let err = mat::read(&wins_on_a_move_line(&text, wrong), Variant::L1931.rules());
        assert!(matches!(err, Err(MatError::Result { .. })), "{n}: {err:?}");
    }
}

#[test]
fn a_lone_entry_or_wins_line_is_the_side_of_its_column() {
    let read = |text: &str| mat::read(text, Variant::L1931.rules());
    let head = " 0 point match\n Game 1\n a : 0   b : 0\n";
    // Black's opening 31 alone on the line, its entry starting 14 columns after the `)`.
    let left = format!("{head}  1){:13} 31: 8/5 6/5\n", "");
    let g = &read(&left).unwrap().games[0].game;
    assert_eq!(g.actions().len(), 3, "the opening roll and two steps");
    assert_eq!(g.turn(), Some(Side::White), "black moved");
    // One column further it is white's.
    let right = format!("{head}  1){:14} 31: 8/5 6/5\n", "");
    let g = &read(&right).unwrap().games[0].game;
    assert_eq!(g.turn(), Some(Side::Black), "white moved");
    // A `Wins` line indented 14 is black's, 15 white's.
    let g = bot_game(3);
    let o = g.outcome().unwrap();
    let text = mat::write_game(&g, ["a", "b"]).unwrap();
    let line = text.lines().find(|l| l.contains("Wins")).unwrap();
    for (indent, side) in [(14, Side::Black), (15, Side::White)] {
        let moved = format!("{:indent$}{}", "", line.trim());
        let res = read(&text.replace(line, &moved));
        if side == o.winner {
            assert_eq!(res.unwrap().games[0].result, Some((side, o.points)));
        } else {
            assert!(matches!(res, Err(MatError::Result { .. })), "{res:?}");
        }
    }
}

#[test]
fn a_rest_is_written_and_read_back() {
    // MCST "다섯째, 주사위를 던지지 않고 쉴 수 있다".
    let rules = Variant::Mcst.rules();
    let mut g = Game::new(rules, 5);
    let (mut black, mut white) = (RandomBot::new(5), RandomBot::new(6));
    ssangryuk::bot::play_turn(&mut g, &mut black, &mut white).unwrap();
    g.rest().unwrap();
    g.rest().unwrap();
    for _ in 0..6 {
        ssangryuk::bot::play_turn(&mut g, &mut black, &mut white).unwrap();
    }
    let text = mat::write_game(&g, ["a", "b"]).unwrap();
    assert_eq!(text.matches("Rests").count(), 2, "{text}");
    let back = mat::read(&text, rules).unwrap();
    assert_eq!(back.games[0].game.actions(), g.actions());
    // `Rests` takes nothing after it.
    let err = mat::read(&text.replacen("Rests", "Rests now", 1), rules).unwrap_err();
    assert!(matches!(err, MatError::Syntax { .. }), "{err}");
}

#[test]
fn a_fixed_first_game_with_moves_starts_with_the_player_who_moves_first_in_the_file() {
    // Any game of a file may be started by either player: the reader numbers it so.
    let rules = Variant::BanSugoroku.rules();
    let mut games = Vec::new();
    for number in [0, 1] {
        let mut g = Game::new(rules, number);
        let (mut black, mut white) = (RandomBot::new(number), RandomBot::new(!number));
        for _ in 0..6 {
            ssangryuk::bot::play_turn(&mut g, &mut black, &mut white).unwrap();
        }
        games.push(g);
    }
    let text = |g: &Game| mat::write_game(g, ["a", "b"]).unwrap();
    let first = text(&games[0]);
    let head = &first[..first.find(" Game 1").unwrap()];
    let body = |g: &Game| {
        let t = text(g);
        t[t.find(" Game 1").unwrap()..].to_owned()
    };
    // White's game first, then black's, then black's again.
    let file = format!(
        "{head}{}{}{}",
        body(&games[1]),
        body(&games[0]).replace("Game 1", "Game 2"),
        body(&games[0]).replace("Game 1", "Game 3")
    );
    let read = mat::read(&file, rules).unwrap();
    for (got, want) in read.games.iter().zip([&games[1], &games[0], &games[0]]) {
        assert_eq!(got.game.actions(), want.actions());
        assert_eq!(got.game.position(), want.position());
    }
}

/// A game saved in the middle of a turn (the player quit with the dice rolled, a step
/// made) is written up to its last finished turn, and reads back as that game.
#[test]
fn a_turn_in_progress_is_left_out_and_the_file_reads_back() {
    let rules = Variant::App.rules();
    let mut game = Game::new(rules, 17);
    // Ten whole turns (the opening's included), then a roll and one step of the next.
    while game.turns().len() < 10 {
        game.roll().unwrap();
        if !game.legal_plays().is_empty() {
            game.play_nth(0).unwrap();
        }
    }
    let finished = game.clone();
    while !matches!(game.phase(), ssangryuk::Phase::Moving { .. }) || game.legal_steps().is_empty()
    {
        game.roll().unwrap();
    }
    let step = game.legal_steps()[0];
    game.step(game.turn().unwrap(), step.from(), step.die())
        .unwrap();
    assert!(
        matches!(game.phase(), ssangryuk::Phase::Moving { .. }),
        "a turn in progress"
    );
    let text = mat::write_game(&game, ["a", "b"]).unwrap();
    let read = mat::read(&text, rules).unwrap();
    assert_eq!(read.games[0].game.turns(), finished.turns());
    assert_eq!(read.games[0].game.position(), finished.position());
}
