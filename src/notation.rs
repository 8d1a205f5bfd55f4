//! Standard notation for plays: `24/18 13/10`, `bar/22`, `6/off`, `8/5(2)`, `*` for a hit.
//!
//! Points are numbered from the mover's side (1..=24, its home first). A checker that uses
//! several dice is written as one journey (`24/13`), naming a middle point only when it
//! hits there (`24/18*/13`). [`Position::parse_play`] reads this notation back, and also
//! seed 000's board labels (`하8/하5`), by matching the position it describes against the
//! legal plays, so any order of the moves is accepted.

use core::fmt;

use smallvec::SmallVec;

use crate::dice::{DiceLeft, Roll};
use crate::movegen::{MoveGen, Play, Step};
use crate::position::{Position, Side};

const BAR: u8 = 25;
const OFF: u8 = 0;

/// One checker's path during a play: its start and its landings (point, hit).
#[derive(Clone, PartialEq, Eq)]
struct Journey {
    from: u8,
    path: SmallVec<[(u8, bool); 4]>,
}

fn journeys(steps: &[Step]) -> SmallVec<[Journey; 4]> {
    let mut out: SmallVec<[Journey; 4]> = SmallVec::new();
    for s in steps {
        let (from, to) = (s.from_number(), s.to_number());
        match out
            .iter_mut()
            .find(|j| j.path.last().is_some_and(|&(p, _)| p == from && p != OFF))
        {
            Some(j) => j.path.push((to, s.is_hit())),
            None => out.push(Journey {
                from,
                path: smallvec::smallvec![(to, s.is_hit())],
            }),
        }
    }
    out.sort_by(|a, b| {
        (b.from, b.path.last().map(|x| x.0)).cmp(&(a.from, a.path.last().map(|x| x.0)))
    });
    out
}

fn write_point(f: &mut fmt::Formatter<'_>, p: u8, side: Option<Side>) -> fmt::Result {
    match (p, side) {
        (BAR, _) => f.write_str("bar"),
        (OFF, _) => f.write_str("off"),
        (p, Some(side)) => match side.label(p) {
            Some(l) => write!(f, "{l}"),
            None => write!(f, "{p}"),
        },
        (p, None) => write!(f, "{p}"),
    }
}

fn write_play(f: &mut fmt::Formatter<'_>, steps: &[Step], side: Option<Side>) -> fmt::Result {
    let js = journeys(steps);
    let mut i = 0;
    while i < js.len() {
        let mut n = 1;
        while i + n < js.len() && js[i + n] == js[i] {
            n += 1;
        }
        if i > 0 {
            f.write_str(" ")?;
        }
        let j = &js[i];
        write_point(f, j.from, side)?;
        let last = j.path.len() - 1;
        for (k, &(p, hit)) in j.path.iter().enumerate() {
            if k == last || hit {
                f.write_str("/")?;
                write_point(f, p, side)?;
                if hit {
                    f.write_str("*")?;
                }
            }
        }
        if n > 1 {
            write!(f, "({n})")?;
        }
        i += n;
    }
    Ok(())
}

/// Steps in standard notation, with 상/하 labels from `side`'s view when given.
pub(crate) fn format_steps(steps: &[Step], labels: Option<Side>) -> String {
    struct Steps<'a>(&'a [Step], Option<Side>);
    impl fmt::Display for Steps<'_> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write_play(f, self.0, self.1)
        }
    }
    Steps(steps, labels).to_string()
}

impl fmt::Display for Play {
    /// Standard notation in the mover's numbering, e.g. `24/18 13/10` or `8/5*(2)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_play(f, self.steps(), None)
    }
}

/// A play written with seed 000's board labels (상1–상12, 하1–하12); see [`Play::labeled`].
#[derive(Clone, Copy, Debug)]
pub struct Labeled<'a>(&'a Play);

impl fmt::Display for Labeled<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_play(f, self.0.steps(), Some(self.0.mover()))
    }
}

impl Play {
    /// The play with seed 000's labels instead of numbers: `하8/하5 하6/하5`.
    #[must_use]
    pub fn labeled(&self) -> Labeled<'_> {
        Labeled(self)
    }
}

/// Why a play's text was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum NotationError {
    /// The text is not notation.
    #[error("cannot read {0:?} as a move (write e.g. `24/18 13/10`, `bar/22`, `6/off`, `8/5(2)`)")]
    Syntax(String),
    /// A move starts where the mover has no checker.
    #[error("there is no checker to move from {0}")]
    NoChecker(String),
    /// The text describes moves that are not a legal play for this roll.
    #[error("`{0}` is not a legal play for this roll")]
    Illegal(String),
    /// Nothing can be played: the turn passes.
    #[error("no move is possible with this roll: the turn passes")]
    NoLegalPlay,
}

fn parse_point(tok: &str, side: Side, first: bool) -> Option<u8> {
    let t = tok.trim().to_ascii_lowercase();
    match t.as_str() {
        "bar" | "b" if first => return Some(BAR),
        "off" | "o" if !first => return Some(OFF),
        _ => {}
    }
    if let Ok(n) = t.parse::<u8>() {
        return match n {
            1..=24 => Some(n),
            25 if first => Some(BAR),
            0 if !first => Some(OFF),
            _ => None,
        };
    }
    tok.trim().parse().ok().map(|l| side.point_of(l))
}

impl Position {
    /// Reads a play in standard notation (or with 상/하 labels) for `roll`, returning the
    /// legal play it describes. Moves may be written in any order; a middle point that is
    /// not written is passed over without hitting.
    ///
    /// # Errors
    /// [`NotationError`] when the text is not notation, moves a checker that is not
    /// there, is not a legal play for the roll, or when no move is possible at all.
    pub fn parse_play(&self, roll: Roll, text: &str) -> Result<Play, NotationError> {
        self.parse_play_with(&DiceLeft::new(roll, self.rules.doubles()), text)
    }

    /// Reads a play of the dice left of a turn in progress; see [`Position::parse_play`].
    ///
    /// # Errors
    /// As [`Position::parse_play`].
    pub fn parse_play_with(&self, dice: &DiceLeft, text: &str) -> Result<Play, NotationError> {
        let plays = MoveGen::new().plays_with(self, dice).to_vec();
        if plays.is_empty() {
            return Err(NotationError::NoLegalPlay);
        }
        let syntax = || NotationError::Syntax(text.to_owned());
        let start = self.board;
        let mut b = start;
        let mut hit = [false; 26];
        let mut any = false;
        // Other programs' forms too (`move 8-5 6-5`): see `formats::movetext`.
        let normalized = crate::formats::movetext::normalize(text);
        for token in normalized.split_whitespace() {
            let (body, count) = match token.split_once('(') {
                Some((body, rest)) => {
                    let n: usize = rest
                        .strip_suffix(')')
                        .and_then(|n| n.parse().ok())
                        .filter(|&n| (1..=4).contains(&n))
                        .ok_or_else(syntax)?;
                    (body, n)
                }
                None => (token, 1),
            };
            let points: SmallVec<[u8; 5]> = body
                .split('/')
                .enumerate()
                .map(|(i, p)| parse_point(p.trim_end_matches('*'), self.turn, i == 0))
                .collect::<Option<_>>()
                .ok_or_else(syntax)?;
            if points.len() < 2 || points.windows(2).any(|w| w[1] >= w[0]) {
                return Err(syntax());
            }
            for _ in 0..count {
                for w in points.windows(2) {
                    let (from, to) = (w[0] as usize, w[1] as usize);
                    let slot = if from == BAR as usize { 0 } else { from };
                    if b[slot] <= 0 {
                        return Err(NotationError::NoChecker(body.to_owned()));
                    }
                    b[slot] -= 1;
                    if to != OFF as usize {
                        if start[to] == -1 && !hit[to] {
                            hit[to] = true;
                            b[to] = 0;
                            b[25] -= 1;
                        }
                        b[to] += 1;
                    }
                }
            }
            any = true;
        }
        if !any {
            return Err(syntax());
        }
        plays
            .into_iter()
            .find(|p| *p.board() == b)
            .ok_or_else(|| NotationError::Illegal(text.trim().to_owned()))
    }
}
