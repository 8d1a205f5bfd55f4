//! Match files in the Jellyfish / GNU Backgammon `.mat` text format, which every
//! backgammon analysis program imports:
//!
//! ```text
//!  3 point match
//!
//!  Game 1
//!  black : 0                      white : 0
//!   1) 31: 8/5 6/5                 52: 24/22 13/8
//!   2) 66:                         …
//!       Wins 1 point
//! ```
//!
//! One line a pair of turns, the left column's player ([`Side::Black`]) first; a turn is
//! the roll and its moves one die at a time (`25` is the bar, `0` off, `*` a hit); a roll
//! with nothing after it passes. A line holding one entry, or a result, says whose it is by
//! its column: one that starts more than 14 columns after the move number's `)` (a `Wins`
//! line: indented more than 14) is the right player's.
//!
//! [`write_game`] and [`write_match`] export games played under any rule set; the file
//! names the rule set in a header comment (`; [Rules "ssangryuk l1931"]`), which GNU
//! Backgammon ignores: only `l1931` files are backgammon it can replay. [`read`] imports
//! a file under a rule set, replaying every play through the engine: a file that
//! declares other rules than the ones asked for is refused, and one that declares none is
//! backgammon, read only under `l1931`. Move text may be in any form
//! [`Position::parse_play`](crate::Position::parse_play) reads (`24/18*/14`, `6/1(2)`,
//! `bar/22`, `6/off`, `move 8-5 6-5`).
//!
//! What a `.mat` file cannot hold: a turn still being played (it is left out), a game that started from a set-up position
//! ([`Game::from_position`]), and opening ties (only the deciding opening roll is
//! written; the crate replays it as that single opening throw), and who starts a game that
//! has no move yet under a fixed first player ([`Opening::FixedFirst`](crate::Opening)):
//! such a game reads as starting with the fixed first player of its place in the file
//! (as [`Game::new`] picks it for a game number: black in the first game, white in the second), so
//! one exported alone reads back with black to move. Cube actions in a file
//! (`Doubles => 2`, `Takes`, `Drops`) are skipped on import, since the crate has no
//! cube; a dropped double or a resignation leaves the game's record unfinished, with the
//! file's result in [`MatGame::result`].
//!
//! ```
//! use ssangryuk::{formats::mat, Game, Variant};
//! use ssangryuk::bot::{BotKind};
//!
//! let rules = Variant::L1931.rules();
//! let mut game = Game::new(rules, 7);
//! ssangryuk::bot::play_out(&mut game, BotKind::Greedy.build(1).as_mut(), BotKind::Safe.build(2).as_mut())?;
//! let text = mat::write_game(&game, ["alice", "bob"])?;
//! let file = mat::read(&text, rules)?;
//! assert_eq!(file.games[0].game.position(), game.position());
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

use core::fmt::Write;

use crate::dice::Roll;
use crate::game::{Game, Match, MatchFormat, MatchRecord, Phase, Turn};
use crate::game::{RecordError, TurnError};
use crate::labels::Side;
use crate::movegen::StepError;
use crate::rules::{Opening, RuleSet, Variant};

/// The header key that names the rule set.
const RULES_KEY: &str = "Rules";
/// Its value's prefix: `ssangryuk <rule set text form>`.
const RULES_PREFIX: &str = "ssangryuk ";

/// Why a `.mat` file could not be read or written.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MatError {
    /// A line is not `.mat` text.
    Syntax {
        /// 1-based line number.
        line: usize,
        /// What was expected.
        why: &'static str,
        /// The line.
        text: String,
    },
    /// The file's rule set is not the one asked for.
    OtherRules {
        /// The rule set the file declares (`None`: none, so backgammon).
        declared: Option<String>,
        /// The rule set asked for.
        wanted: String,
    },
    /// A turn of the file is not legal under the rules.
    Move {
        /// 1-based game number in the file.
        game: usize,
        /// The file's move number (the `n)` of its line).
        turn: u32,
        /// Whose turn it is.
        side: Side,
        /// The turn as written.
        text: String,
        /// Why it is refused.
        error: TurnError,
    },
    /// The file's result disagrees with the game its moves play.
    Result {
        /// 1-based game number in the file.
        game: usize,
        /// What the file says.
        said: String,
        /// What the replay gives.
        played: String,
    },
    /// A game's own record did not replay (cannot happen for games the crate built).
    Replay {
        /// 1-based game number.
        game: usize,
        /// Why.
        error: RecordError,
    },
    /// A player's name a `.mat` file cannot hold: empty, or with a `:` or a line break.
    PlayerName(String),
    /// A game started from a set-up position, which a `.mat` file cannot hold.
    SetUpStart(usize),
}

/// One game of a `.mat` file, replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatGame {
    /// Black's (left) and white's (right) scores before the game, as the file says.
    pub score: [u32; 2],
    /// The game, every roll and step replayed through the engine; its record
    /// ([`Game::record`]) is what the crate stores.
    pub game: Game,
    /// The result as the file says it: the winner and the points won.
    pub result: Option<(Side, u32)>,
}

/// A `.mat` file, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatFile {
    /// The left (black) and right (white) players' names.
    pub players: [String; 2],
    /// The match length in points; 0 for a money session.
    pub length: u32,
    /// The rule set the games were replayed under.
    pub rules: RuleSet,
    /// The games, in order.
    pub games: Vec<MatGame>,
}

/// A turn as a `.mat` file writes it: `52: 13/8 6/4*`, one die at a time, or `Rests`.
fn turn_text(t: &Turn) -> String {
    let Some(roll) = t.roll() else {
        return "Rests".to_owned();
    };
    let [a, b] = roll.dice();
    let mut s = format!("{a}{b}:");
    for step in t.steps() {
        let _ = write!(s, " {}/{}", step.start_number(), step.end_number());
        if step.is_hit() {
            s.push('*');
        }
    }
    s
}

fn header(out: &mut String, rules: &RuleSet, length: u32, extra: Option<String>) {
    let _ = writeln!(out, "; [Site \"ssangryuk\"]");
    let _ = writeln!(out, "; [{RULES_KEY} \"{RULES_PREFIX}{rules}\"]");
    if let Some(e) = extra {
        let _ = writeln!(out, "{e}");
    }
    let _ = writeln!(out, "\n {length} point match\n");
}

fn write_one(
    out: &mut String,
    game: &Game,
    index: usize,
    players: [&str; 2],
    score: [u32; 2],
    match_won: bool,
) -> Result<(), MatError> {
    if game.start().is_some() {
        return Err(MatError::SetUpStart(index + 1));
    }
    let _ = writeln!(out, " Game {}", index + 1);
    let left = format!("{} : {}", players[0], score[0]);
    let _ = writeln!(out, " {left:<31}{} : {}", players[1], score[1]);
    // Pair the turns into lines: black (left) then white (right). A turn still being
    // played is left out (its roll alone would read as a pass).
    let mut lines: Vec<(Option<String>, Option<String>)> = Vec::new();
    let turns = game.turns();
    let done = match game.phase() {
        Phase::Moving { .. } => &turns[..turns.len().saturating_sub(1)],
        _ => turns,
    };
    for t in done {
        let text = turn_text(t);
        match (t.side(), lines.last_mut()) {
            (Side::White, Some((Some(_), right @ None))) => *right = Some(text),
            (Side::White, _) => lines.push((None, Some(text))),
            (Side::Black, _) => lines.push((Some(text), None)),
        }
    }
    for (i, (l, r)) in lines.iter().enumerate() {
        let l = l.as_deref().unwrap_or("");
        let mut line = format!("{:>3}) {l:<28}", i + 1);
        if l.len() >= 28 {
            line.push(' ');
        }
        line.push_str(r.as_deref().unwrap_or(""));
        let _ = writeln!(out, "{}", line.trim_end());
    }
    if let Some(o) = game.outcome() {
        let pad = if o.winner == Side::Black { 6 } else { 34 };
        let s = if o.points == 1 { "" } else { "s" };
        let m = if match_won { " and the match" } else { "" };
        let _ = writeln!(out, "{:pad$}Wins {} point{s}{m}", "", o.points);
    }
    let _ = writeln!(out);
    Ok(())
}

fn check_names(players: [&str; 2]) -> Result<(), MatError> {
    for p in players {
        if p.trim().is_empty() || p.contains([':', '\n', '\r']) {
            return Err(MatError::PlayerName(p.to_owned()));
        }
    }
    Ok(())
}

/// A single game as a `.mat` file (a money game, `0 point match`), black the left player.
///
/// # Errors
/// [`MatError::SetUpStart`] for a game that started from a set-up position;
/// [`MatError::PlayerName`] for a name the format cannot hold.
pub fn write_game(game: &Game, players: [&str; 2]) -> Result<String, MatError> {
    check_names(players)?;
    let mut out = String::new();
    header(&mut out, game.rules(), 0, None);
    write_one(&mut out, game, 0, players, [0, 0], false)?;
    Ok(out)
}

/// A whole match as a `.mat` file: a first-to-N match as an N point match; a best-of-N
/// match (games, not points, decide it) as a money session with a `; [Match "best of
/// N"]` comment. Black is the left player.
///
/// # Errors
/// As [`write_game`].
pub fn write_match(m: &Match, players: [&str; 2]) -> Result<String, MatError> {
    check_names(players)?;
    let record = MatchRecord::from(m.clone());
    let (length, extra) = match record.format {
        MatchFormat::Single => (0, None),
        MatchFormat::FirstTo(n) => (n, None),
        MatchFormat::BestOf(n) => (0, Some(format!("; [Match \"best of {n}\"]"))),
    };
    let mut out = String::new();
    header(&mut out, &record.rules, length, extra);
    let mut score = [0u32; 2];
    let decided = m.winner().is_some();
    let last = record.games.len().saturating_sub(1);
    for (i, game) in m.games().enumerate() {
        write_one(&mut out, game, i, players, score, decided && i == last)?;
        if let Some(o) = game.outcome() {
            score[usize::from(o.winner == Side::White)] += o.points;
        }
    }
    Ok(out)
}

/// One entry of a move line: a turn, a cube action, or a rest.
#[derive(Debug)]
enum Entry<'a> {
    Turn { roll: [u8; 2], moves: &'a str },
    Rest,
    Cube,
}

fn is_entry_start(tok: &str) -> bool {
    let b = tok.as_bytes();
    (b.len() == 3 && b[0].is_ascii_digit() && b[1].is_ascii_digit() && b[2] == b':')
        || matches!(
            tok,
            "Doubles" | "Takes" | "Drops" | "Beavers" | "Raccoons" | "Rests"
        )
}

/// The entries of a move line after its `n)`, each with its side.
fn entries(rest: &str) -> Option<Vec<(Side, &str)>> {
    // Byte offsets of the tokens that start an entry.
    let mut starts = Vec::new();
    let mut i = 0;
    for tok in rest.split_ascii_whitespace() {
        let at = i + rest[i..].find(tok)?;
        if is_entry_start(tok) {
            starts.push(at);
        } else if starts.is_empty() {
            return None;
        }
        i = at + tok.len();
    }
    let text = |k: usize| {
        let end = starts.get(k + 1).copied().unwrap_or(rest.len());
        rest[starts[k]..end].trim()
    };
    match starts.len() {
        0 => Some(Vec::new()),
        1 => {
            // A lone entry far to the right is the right player's.
            let side = if starts[0] > 14 {
                Side::White
            } else {
                Side::Black
            };
            Some(vec![(side, text(0))])
        }
        2 => Some(vec![(Side::Black, text(0)), (Side::White, text(1))]),
        _ => None,
    }
}

fn parse_entry(text: &str) -> Option<Entry<'_>> {
    let (head, tail) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
    match head {
        "Rests" if tail.trim().is_empty() => Some(Entry::Rest),
        "Doubles" | "Takes" | "Drops" | "Beavers" | "Raccoons" => Some(Entry::Cube),
        _ => {
            let b = head.as_bytes();
            let d = |c: u8| (b'1'..=b'6').contains(&c).then(|| c - b'0');
            Some(Entry::Turn {
                roll: [d(b[0])?, d(b[1])?],
                moves: tail.trim(),
            })
        }
    }
}

/// `name : score   name : score`.
fn players_line(line: &str) -> Option<([String; 2], [u32; 2])> {
    let (n0, rest) = line.split_once(':')?;
    let rest = rest.trim_start();
    let digits = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let s0: u32 = rest[..digits].parse().ok()?;
    let (n1, s1) = rest[digits..].rsplit_once(':')?;
    let s1: u32 = s1.trim().parse().ok()?;
    Some(([n0.trim().to_owned(), n1.trim().to_owned()], [s0, s1]))
}

/// `Wins N point(s) [and the match]`, with its side from the indent.
fn wins_line(line: &str) -> Option<(Side, u32)> {
    let t = line.trim_start();
    let indent = line.len() - t.len();
    let rest = t.strip_prefix("Wins ")?;
    let n: u32 = rest.split_whitespace().next()?.parse().ok()?;
    let side = if indent > 14 {
        Side::White
    } else {
        Side::Black
    };
    Some((side, n))
}

/// A game being read.
struct Reading {
    index: usize,
    score: [u32; 2],
    game: Game,
    result: Option<(Side, u32)>,
    cube: bool,
}

fn declared_rules(line: &str) -> Option<&str> {
    let inner = line.trim_start_matches(';').trim();
    let inner = inner.strip_prefix('[')?.strip_suffix(']')?;
    let (key, value) = inner.split_once(char::is_whitespace)?;
    if key != RULES_KEY {
        return None;
    }
    value
        .trim()
        .strip_prefix('"')?
        .strip_suffix('"')?
        .strip_prefix(RULES_PREFIX)
}

fn finish(r: Reading, games: &mut Vec<MatGame>) -> Result<(), MatError> {
    if let (Some(o), Some((side, points))) = (r.game.outcome(), r.result) {
        let played = (o.winner, o.points);
        if side != o.winner || (!r.cube && points != o.points) {
            return Err(MatError::Result {
                game: r.index + 1,
                said: format!("{side} wins {points}"),
                played: format!("{} wins {}", played.0, played.1),
            });
        }
    }
    games.push(MatGame {
        score: r.score,
        game: r.game,
        result: r.result,
    });
    Ok(())
}

/// Reads a `.mat` file under `rules`, replaying every game through the engine.
///
/// # Errors
/// [`MatError::OtherRules`] when the file declares another rule set (or none, unless
/// `rules` is `l1931`); [`MatError::Syntax`] for a line that is not `.mat` text;
/// [`MatError::Move`] naming the game and move that is illegal; [`MatError::Result`]
/// when a finished game's written result is not what its moves give.
pub fn read(text: &str, rules: RuleSet) -> Result<MatFile, MatError> {
    let mut declared: Option<String> = None;
    let mut length: Option<u32> = None;
    let mut players = [String::new(), String::new()];
    let mut games: Vec<MatGame> = Vec::new();
    let mut current: Option<Reading> = None;
    let mut expect_players = false;
    let syntax = |line: usize, why, text: &str| MatError::Syntax {
        line: line + 1,
        why,
        text: text.to_owned(),
    };
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim_end();
        let t = line.trim();
        if t.is_empty() {
            continue;
        }
        if t.starts_with(';') {
            if let Some(r) = declared_rules(t) {
                declared = Some(r.to_owned());
            }
            continue;
        }
        if expect_players {
            let (names, score) = players_line(t)
                .ok_or_else(|| syntax(n, "expected `name : score  name : score`", t))?;
            players = names;
            if let Some(r) = current.as_mut() {
                r.score = score;
            }
            expect_players = false;
            continue;
        }
        if let Some(rest) = t.strip_suffix("point match") {
            let v = rest
                .trim()
                .parse()
                .map_err(|_| syntax(n, "expected `N point match`", t))?;
            // The rule set is settled before the first game.
            check_rules(declared.as_deref(), &rules)?;
            length = Some(v);
            continue;
        }
        if let Some(k) = t.strip_prefix("Game ") {
            if length.is_none() {
                return Err(syntax(n, "a game before the `N point match` line", t));
            }
            k.trim()
                .parse::<u32>()
                .map_err(|_| syntax(n, "expected `Game N`", t))?;
            if let Some(r) = current.take() {
                finish(r, &mut games)?;
            }
            current = Some(Reading {
                index: games.len(),
                score: [0, 0],
                game: Game::new(rules, games.len() as u64),
                result: None,
                cube: false,
            });
            expect_players = true;
            continue;
        }
        let Some(r) = current.as_mut() else {
            return Err(syntax(n, "expected `N point match` or `Game N`", t));
        };
        if let Some(w) = wins_line(line) {
            r.result = Some(w);
            continue;
        }
        let (num, rest) = line
            .trim_start()
            .split_once(')')
            .ok_or_else(|| syntax(n, "expected a move line `n) …`", t))?;
        let turn: u32 = num
            .parse()
            .map_err(|_| syntax(n, "expected a move number", t))?;
        // Some programs write the result at the end of the last move line: the winner
        // is then the player who moved last on it (who bore off the last checker).
        let rest = match rest.find("Wins ") {
            Some(at) => {
                let (moves, wins) = rest.split_at(at);
                let points = wins[5..]
                    .split_whitespace()
                    .next()
                    .and_then(|p| p.parse().ok())
                    .ok_or_else(|| syntax(n, "expected `Wins N points`", t))?;
                let column = if at > 14 { Side::White } else { Side::Black };
                let side = entries(moves)
                    .and_then(|e| e.last().map(|x| x.0))
                    .unwrap_or(column);
                r.result = Some((side, points));
                moves
            }
            None => rest,
        };
        let list = entries(rest).ok_or_else(|| syntax(n, "expected rolls and moves", t))?;
        for (side, text) in list {
            let entry = parse_entry(text).ok_or_else(|| syntax(n, "expected a roll `ab:`", t))?;
            let game = r.index + 1;
            let err = |error| MatError::Move {
                game,
                turn,
                side,
                text: text.to_owned(),
                error,
            };
            match entry {
                Entry::Cube => r.cube = true,
                Entry::Rest => {
                    if r.game.turn() != Some(side) {
                        return Err(err(TurnError::NotYourTurn(side)));
                    }
                    r.game.rest().map_err(err)?;
                }
                Entry::Turn { roll, moves } => {
                    play_turn(r, side, roll, moves).map_err(err)?;
                }
            }
        }
    }
    if let Some(r) = current.take() {
        finish(r, &mut games)?;
    }
    if length.is_none() {
        return Err(MatError::Syntax {
            line: text.lines().count(),
            why: "no `N point match` line",
            text: String::new(),
        });
    }
    Ok(MatFile {
        players,
        length: length.unwrap_or(0),
        rules,
        games,
    })
}

fn check_rules(declared: Option<&str>, rules: &RuleSet) -> Result<(), MatError> {
    let ok = match declared {
        None => *rules == Variant::L1931.rules(),
        Some(d) => d.parse::<RuleSet>().is_ok_and(|r| r == *rules),
    };
    if ok {
        Ok(())
    } else {
        Err(MatError::OtherRules {
            declared: declared.map(str::to_owned),
            wanted: rules.to_string(),
        })
    }
}

/// Rolls `roll` for `side` and plays `moves` (empty: the roll must pass).
fn play_turn(r: &mut Reading, side: Side, roll: [u8; 2], moves: &str) -> Result<(), TurnError> {
    if r.game.rules().opening() == Opening::FixedFirst && r.game.actions().is_empty() {
        // The fixed first player is black in even-numbered games: number the game so
        // that the file's first player starts.
        let number = 2 * r.index as u64 + u64::from(side == Side::White);
        r.game = Game::new(*r.game.rules(), number);
    }
    let g = &mut r.game;
    let [a, b] = roll;
    let roll = Roll::new(a, b).map_err(|_| TurnError::NotALegalPlay)?;
    if g.phase() == crate::game::Phase::Opening {
        // The file writes the opening as the winner's roll: black's die, then white's.
        if a == b {
            return Err(TurnError::NotALegalPlay);
        }
        let (hi, lo) = (roll.high(), roll.low());
        let opening = match side {
            Side::Black => Roll::new(hi, lo),
            Side::White => Roll::new(lo, hi),
        };
        g.roll_with(opening.map_err(|_| TurnError::NotALegalPlay)?)?;
    } else {
        if g.turn() != Some(side) {
            return Err(match g.turn() {
                None => TurnError::GameOver,
                Some(_) => TurnError::NotYourTurn(side),
            });
        }
        g.roll_with(roll)?;
    }
    // After `side`'s roll, either `side` moves or the roll passed.
    let moving = matches!(g.phase(), crate::game::Phase::Moving { .. });
    match (moving, moves.is_empty()) {
        (false, true) => Ok(()),
        (false, false) => Err(TurnError::Notation(crate::NotationError::NoLegalPlay)),
        (true, true) => Err(TurnError::Step(StepError::WouldLeaveDieUnused)),
        (true, false) => g.play_text(moves).map(|_| ()),
    }
}
