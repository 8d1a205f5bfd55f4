//! The text forms: plays in standard notation (here), positions (`position.rs`) and rule
//! sets (`rules.rs`).
//!
//! Plays are written `24/18 13/10`, `bar/22`, `6/off`, `8/5(2)`, with `*` for a hit. Points
//! are numbered from the mover's side (1..=24, its home first). A checker that uses
//! several dice is written as one journey (`24/13`), naming a middle point only when it
//! hits there (`24/18*/13`). Reading is in two steps: [`PlayText`] parses the text alone
//! (numbers, the board labels `하8/하5` of [`PointLabel`], `bar`, `off`), then
//! [`PlayText::resolve`] matches the position it describes against the legal plays of a
//! position and the dice left, so any order of the moves is accepted.
//! [`Position::parse_play`] does both.

use core::fmt;
use core::str::FromStr;

use smallvec::SmallVec;

use crate::board::Position;
use crate::dice::{DiceLeft, Roll};
use crate::labels::Numbering;
use crate::labels::{PointLabel, Side};
use crate::movegen::{Destination, MoveGen, Origin, Play, Step};

mod movetext;
pub(crate) mod position;
pub(crate) mod rules;

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
        let (from, to) = (s.start_number(), s.end_number());
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

fn write_point(
    f: &mut fmt::Formatter<'_>,
    p: u8,
    mover: Side,
    numbering: Numbering,
) -> fmt::Result {
    match p {
        BAR => f.write_str("bar"),
        OFF => f.write_str("off"),
        p => f.write_str(&numbering.point(mover, p)),
    }
}

fn write_play(
    f: &mut fmt::Formatter<'_>,
    steps: &[Step],
    mover: Side,
    numbering: Numbering,
) -> fmt::Result {
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
        write_point(f, j.from, mover, numbering)?;
        let last = j.path.len() - 1;
        for (k, &(p, hit)) in j.path.iter().enumerate() {
            if k == last || hit {
                f.write_str("/")?;
                write_point(f, p, mover, numbering)?;
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

/// `mover`'s steps in standard notation, points named by `numbering`.
pub(crate) fn format_steps(steps: &[Step], mover: Side, numbering: Numbering) -> String {
    struct Steps<'a>(&'a [Step], Side, Numbering);
    impl fmt::Display for Steps<'_> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write_play(f, self.0, self.1, self.2)
        }
    }
    Steps(steps, mover, numbering).to_string()
}

/// Writes `steps`, padded to the formatter's width when it has one.
fn pad_play(
    f: &mut fmt::Formatter<'_>,
    steps: &[Step],
    mover: Side,
    numbering: Numbering,
) -> fmt::Result {
    if f.width().is_none() && f.precision().is_none() {
        return write_play(f, steps, mover, numbering);
    }
    f.pad(&format_steps(steps, mover, numbering))
}

impl fmt::Display for Play {
    /// Standard notation in the mover's numbering, e.g. `24/18 13/10` or `8/5*(2)`;
    /// padded to the formatter's width (`{play:<24}`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        pad_play(f, self.steps(), self.mover(), Numbering::Mover)
    }
}

/// A play written in a [`Numbering`] ([`Play::written`], [`Play::labeled`]); padded to the
/// formatter's width like the play.
#[derive(Clone, Copy, Debug)]
pub struct Written<'a>(&'a Play, Numbering);

impl fmt::Display for Written<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        pad_play(f, self.0.steps(), self.0.mover(), self.1)
    }
}

impl Play {
    /// The play with its points named by `numbering`: `Numbering::Own(Side::White)` writes
    /// black's `24/18` as `1/7`.
    #[must_use]
    pub const fn written(&self, numbering: Numbering) -> Written<'_> {
        Written(self, numbering)
    }

    /// The play with the board's labels instead of numbers (`하8/하5 하6/하5`): a short
    /// form of `written(Numbering::Labels)`.
    #[must_use]
    pub const fn labeled(&self) -> Written<'_> {
        Written(self, Numbering::Labels)
    }
}

/// Why a play's text was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum NotationError {
    /// The text is not notation.
    Syntax(String),
    /// A move starts where the mover has no checker.
    NoChecker(String),
    /// The text describes moves that are not a legal play for this roll.
    Illegal(String),
    /// Nothing can be played: the turn passes.
    NoLegalPlay,
}

/// A point as written: a number in the mover's numbering (0 off, 25 the bar) or a board
/// label, which only a side turns into a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Spot {
    Number(u8),
    Label(PointLabel),
}

impl Spot {
    fn number(self, side: Side) -> u8 {
        match self {
            Spot::Number(n) => n,
            Spot::Label(l) => side.point_of(l),
        }
    }
}

/// One written move: a checker's points, start first, `count` times (`8/5(2)`).
#[derive(Clone, Debug, PartialEq, Eq)]
struct MoveText {
    spots: SmallVec<[Spot; 5]>,
    count: u8,
}

/// A play's text, parsed without a position: which points each written move passes.
///
/// Parsing checks only the text (numbers 1..=24, `bar`/`25`/`가운데` to start,
/// `off`/`0`/`밖` to end, 상/하 labels, `(n)` repeats, and the `move 8-5` form of other
/// programs); what the text
/// means is settled by [`PlayText::resolve`] against a position and the dice left.
///
/// ```
/// use ssangryuk::{DiceLeft, PlayText, Position, Roll, Side, Variant};
/// let text: PlayText = "13/7 8/7".parse()?;
/// let start = Position::start(Variant::App.rules(), Side::Black);
/// let dice = DiceLeft::new(Roll::new(6, 1)?, start.rules().doubles());
/// let play = text.resolve(&start, &dice)?;
/// assert_eq!(play.to_string(), "13/7 8/7");
/// assert!("13/14".parse::<PlayText>().is_err()); // a checker moves down, never up
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayText {
    /// The text as given, trimmed (for errors).
    text: String,
    moves: Vec<MoveText>,
}

fn parse_spot(tok: &str, first: bool) -> Option<Spot> {
    let t = tok.trim();
    let lower = t.to_ascii_lowercase();
    match lower.as_str() {
        "bar" | "b" | "가운데" if first => return Some(Spot::Number(BAR)),
        "off" | "o" | "밖" if !first => return Some(Spot::Number(OFF)),
        _ => {}
    }
    if let Ok(n) = t.parse::<u8>() {
        return match n {
            1..=24 => Some(Spot::Number(n)),
            BAR if first => Some(Spot::Number(BAR)),
            OFF if !first => Some(Spot::Number(OFF)),
            _ => None,
        };
    }
    t.parse().ok().map(Spot::Label)
}

/// The text without spaces around `/` and before `*` or `(`: `13 / 7` is `13/7`.
fn tight(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_whitespace() {
            while chars.next_if(|c| c.is_whitespace()).is_some() {}
            let next = chars.peek().copied();
            let glued = out.ends_with('/') || matches!(next, Some('/' | '*' | '('));
            if !glued && !out.is_empty() && next.is_some() {
                out.push(' ');
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Points strictly decreasing: a checker only moves toward its home.
fn descending(points: &[u8]) -> bool {
    points.len() >= 2 && points.windows(2).all(|w| w[1] < w[0])
}

impl FromStr for PlayText {
    type Err = NotationError;
    fn from_str(text: &str) -> Result<Self, NotationError> {
        let syntax = || NotationError::Syntax(text.to_owned());
        // Other programs' forms too (`move 8-5 6-5`): see `movetext`.
        let normalized = tight(&movetext::normalize(text));
        let mut moves = Vec::new();
        for token in normalized.split_whitespace() {
            let (body, count) = match token.split_once('(') {
                Some((body, rest)) => {
                    let n: u8 = rest
                        .strip_suffix(')')
                        .and_then(|n| n.parse().ok())
                        .filter(|&n| (1..=4).contains(&n))
                        .ok_or_else(syntax)?;
                    (body, n)
                }
                None => (token, 1),
            };
            let spots: SmallVec<[Spot; 5]> = body
                .split('/')
                .enumerate()
                .map(|(i, p)| parse_spot(p.trim_end_matches('*'), i == 0))
                .collect::<Option<_>>()
                .ok_or_else(syntax)?;
            // Numbers are checked here; labels, whose numbers depend on the side, in
            // `resolve`.
            let numbers: SmallVec<[u8; 5]> = spots
                .iter()
                .filter_map(|s| match s {
                    Spot::Number(n) => Some(*n),
                    Spot::Label(_) => None,
                })
                .collect();
            if spots.len() < 2 || (numbers.len() == spots.len() && !descending(&numbers)) {
                return Err(syntax());
            }
            moves.push(MoveText { spots, count });
        }
        if moves.is_empty() {
            return Err(syntax());
        }
        Ok(PlayText {
            text: text.trim().to_owned(),
            moves,
        })
    }
}

impl PlayText {
    /// The legal play this text describes in `pos` with `dice` left to play.
    ///
    /// # Errors
    /// [`NotationError::NoLegalPlay`] when nothing can be played; [`NotationError::Syntax`]
    /// when labels make a move go backward for the side to move;
    /// [`NotationError::NoChecker`] when a move starts where the mover has no checker;
    /// [`NotationError::Illegal`] when the moves are not one of the legal plays.
    pub fn resolve(&self, pos: &Position, dice: &DiceLeft) -> Result<Play, NotationError> {
        let mut gen = MoveGen::new();
        let plays = gen.plays_with(pos, dice);
        Ok(plays[self.index_in(pos, plays)?])
    }

    /// Which of `plays` (the legal plays of `pos` and its dice left) this text describes.
    pub(crate) fn index_in(&self, pos: &Position, plays: &[Play]) -> Result<usize, NotationError> {
        if plays.is_empty() {
            return Err(NotationError::NoLegalPlay);
        }
        let side = pos.turn();
        let start = pos.board();
        let mut b = start;
        let mut hit = [false; 26];
        for m in &self.moves {
            let points: SmallVec<[u8; 5]> = m.spots.iter().map(|s| s.number(side)).collect();
            if !descending(&points) {
                return Err(NotationError::Syntax(self.text.clone()));
            }
            for _ in 0..m.count {
                for w in points.windows(2) {
                    let (from, to) = (usize::from(w[0]), usize::from(w[1]));
                    let slot = if from == usize::from(BAR) { 0 } else { from };
                    if b[slot] <= 0 {
                        return Err(NotationError::NoChecker(written(&points)));
                    }
                    b[slot] -= 1;
                    if to != usize::from(OFF) {
                        if start[to] == -1 && !hit[to] {
                            hit[to] = true;
                            b[to] = 0;
                            b[25] -= 1;
                        }
                        b[to] += 1;
                    }
                }
            }
        }
        plays
            .iter()
            .position(|p| p.board_for(side) == b)
            .ok_or_else(|| NotationError::Illegal(self.text.clone()))
    }
}

impl PlayText {
    /// The one step this text writes, for `side` to move: `Some` when the text is a single
    /// `from/to` (no middle point, no repeat), with its start and end in `side`'s
    /// numbering. Which die makes it, and whether it is legal, is the game's to say (see
    /// [`Game::targets`](crate::Game::targets) and [`Game::step`](crate::Game::step)).
    ///
    /// ```
    /// use ssangryuk::{Destination, Origin, PlayText, Side};
    /// let text: PlayText = "하6/밖".parse()?;
    /// assert_eq!(text.single_step(Side::Black), Some((Origin::Point(6), Destination::Off)));
    /// assert_eq!(text.single_step(Side::White), Some((Origin::Point(19), Destination::Off)));
    /// assert_eq!("bar/22".parse::<PlayText>()?.single_step(Side::Black), Some((Origin::Bar, Destination::Point(22))));
    /// assert_eq!("24/18 13/7".parse::<PlayText>()?.single_step(Side::Black), None);
    /// # Ok::<_, ssangryuk::NotationError>(())
    /// ```
    #[must_use]
    pub fn single_step(&self, side: Side) -> Option<(Origin, Destination)> {
        let [m] = self.moves.as_slice() else {
            return None;
        };
        let [from, to] = m.spots.as_slice() else {
            return None;
        };
        if m.count != 1 {
            return None;
        }
        let origin = match from.number(side) {
            BAR => Origin::Bar,
            p => Origin::Point(p),
        };
        let destination = match to.number(side) {
            OFF => Destination::Off,
            p => Destination::Point(p),
        };
        Some((origin, destination))
    }
}

/// A move's points as numbers (`bar/22`, `6/off`), for an error.
fn written(points: &[u8]) -> String {
    let mut s = String::new();
    for (i, &p) in points.iter().enumerate() {
        if i > 0 {
            s.push('/');
        }
        match p {
            BAR => s.push_str("bar"),
            OFF => s.push_str("off"),
            p => s.push_str(&p.to_string()),
        }
    }
    s
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
        self.parse_play_with(&DiceLeft::new(roll, self.rules().doubles()), text)
    }

    /// Reads a play of the dice left of a turn in progress; see [`Position::parse_play`]
    /// and, for the two steps apart, [`PlayText`].
    ///
    /// # Errors
    /// As [`Position::parse_play`].
    pub fn parse_play_with(&self, dice: &DiceLeft, text: &str) -> Result<Play, NotationError> {
        text.parse::<PlayText>()?.resolve(self, dice)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;
    use ssangryuk_cited::Lang;

    fn start() -> Position {
        Position::start(Variant::App.rules(), Side::Black)
    }

    #[test]
    fn text_parses_without_a_position() {
        for ok in [
            "24/18 13/10",
            "bar/22",
            "6/off",
            "8/5(2)",
            "24/18*/13",
            "하8/하5",
            "move 8-5 6-5",
        ] {
            assert!(ok.parse::<PlayText>().is_ok(), "{ok}");
        }
        let moves = |t: &str| t.parse::<PlayText>().map(|p| p.moves);
        assert_eq!(moves(" 13 / 7   8 /7* "), moves("13/7 8/7*"));
        assert_eq!(moves("8/5 (2)"), moves("8/5(2)"));
        assert_eq!(moves("move 8 - 5 6 - 5"), moves("8/5 6/5"));
        for bad in [
            "", "24", "13/14", "6/6", "off/3", "3/bar", "8/5(5)", "8/5(x", "x/y", "25/0/1",
        ] {
            assert_eq!(
                bad.parse::<PlayText>(),
                Err(NotationError::Syntax(bad.to_owned())),
                "{bad}"
            );
        }
    }

    #[test]
    fn a_single_step_is_read_for_either_side() {
        let step = |t: &str, side| t.parse::<PlayText>().ok()?.single_step(side);
        assert_eq!(
            step("가운데/상3", Side::Black),
            Some((Origin::Bar, Destination::Point(22)))
        );
        assert_eq!(
            step("25/22", Side::White),
            Some((Origin::Bar, Destination::Point(22)))
        );
        assert_eq!(
            step("상2/0", Side::White),
            Some((Origin::Point(2), Destination::Off))
        );
        assert_eq!(
            step("13/7*", Side::Black),
            Some((Origin::Point(13), Destination::Point(7)))
        );
        for not_one in ["13/7 8/7", "24/18/13", "8/5(2)", "밖/3"] {
            assert_eq!(step(not_one, Side::Black), None, "{not_one}");
        }
    }

    #[test]
    fn labels_resolve_for_the_side_to_move() {
        let roll = Roll::new(3, 1).unwrap();
        let black = start();
        let white = Position::start(Variant::App.rules(), Side::White);
        assert_eq!(
            black
                .parse_play(roll, "하8/하5 하6/하5")
                .unwrap()
                .to_string(),
            "8/5 6/5"
        );
        assert_eq!(
            white
                .parse_play(roll, "상8/상5 상6/상5")
                .unwrap()
                .to_string(),
            "8/5 6/5"
        );
        // Labels backward for the side to move; the same text is forward for the other.
        assert_eq!(
            black.parse_play(roll, "하5/하8"),
            Err(NotationError::Syntax("하5/하8".into()))
        );
        assert_eq!(
            white.parse_play(roll, "하5/하8"),
            Err(NotationError::NoChecker("20/17".into()))
        );
    }

    #[test]
    fn resolving_says_why() {
        let pos = start();
        let dice = DiceLeft::new(Roll::new(6, 1).unwrap(), pos.rules().doubles());
        let resolve = |t: &str| t.parse::<PlayText>().unwrap().resolve(&pos, &dice);
        assert_eq!(
            resolve("5/4 7/1"),
            Err(NotationError::NoChecker("5/4".into()))
        );
        assert_eq!(
            resolve("13/7 13/12"),
            Err(NotationError::Illegal("13/7 13/12".into()))
        );
        assert_eq!(resolve(" 8/7 13/7 ").unwrap().to_string(), "13/7 8/7");
    }

    #[test]
    fn korean_messages_are_korean_throughout() {
        let errors = [
            NotationError::Syntax("x".into()),
            NotationError::NoChecker("5/4".into()),
            NotationError::Illegal("13/7".into()),
            NotationError::NoLegalPlay,
        ];
        for e in errors {
            let ko = e.message(Lang::Ko);
            let words: Vec<&str> = ko
                .split(|c: char| !c.is_ascii_alphabetic())
                .filter(|w| w.len() > 1)
                .collect();
            assert!(words.is_empty(), "English in {ko:?}: {words:?}");
            assert_eq!(e.message(Lang::En), e.to_string());
        }
        assert!(NotationError::Syntax("x".into())
            .message(Lang::Ko)
            .contains("`가운데`에서"));
    }

    #[test]
    fn width_and_alignment_pad_plays() {
        let pos = start();
        let play = pos
            .parse_play(Roll::new(6, 1).unwrap(), "13/7 8/7")
            .unwrap();
        assert_eq!(format!("[{play:<12}]"), "[13/7 8/7    ]");
        assert_eq!(format!("[{play:>10}]"), "[  13/7 8/7]");
        assert_eq!(
            format!("[{:<16}]", play.labeled()),
            "[상12/하7 하8/하7    ]"
        );
        assert_eq!(format!("{play}"), "13/7 8/7");
    }
}
