//! The board (말판): 29 stations (말밭), the forward edges, the back-do predecessors and the
//! walks a result makes from a station.
//!
//! Ids 0–28 are this crate's own (no source numbers stations):
//! 0 참먹이 (start and finish), 1–4 the first side, 5 모, 6–9 뒷밭, 10 뒷모, 11–14 찌밭, 15 찌모,
//! 16–19 날밭, 20–21 the 모 diagonal, 22 방 (the centre), 23–24 the 모 diagonal after 방,
//! 25–26 the 뒷모 diagonal, 27–28 사려 and 안찌 toward 참먹이.

use core::str::FromStr;

use smallvec::SmallVec;

use crate::parse::ParseError;
use crate::rules::{BackDoFromDo, BackDoMerge, Shortcut};
use ssangryuk_cited::Lang;

/// A station (말밭) of the board, by its stable id 0–28.
///
/// Ids never change between versions: they are what the JSON driver and saved states use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "u8", into = "u8")
)]
pub struct Station(u8);

/// The romanized names, by id (also accepted as input).
const ROMANIZED: [&str; 29] = [
    "chammeogi",
    "do",
    "gae",
    "geol",
    "yut",
    "mo",
    "dwitdo",
    "dwitgae",
    "dwitgeol",
    "dwityut",
    "dwitmo",
    "jjido",
    "jjigae",
    "jjigeol",
    "jjiyut",
    "jjimo",
    "naldo",
    "nalgae",
    "nalgeol",
    "nalyut",
    "modo",
    "mogae",
    "bang",
    "sogyut",
    "sokmo",
    "dwitmodo",
    "dwitmogae",
    "saryeo",
    "anjji",
];

/// Forward edges by id; out-degree 2 only at 모 5, 뒷모 10 and 방 22 (the shortcut first).
const NEXT: [&[u8]; 29] = [
    &[1],
    &[2],
    &[3],
    &[4],
    &[5],
    &[20, 6],
    &[7],
    &[8],
    &[9],
    &[10],
    &[25, 11],
    &[12],
    &[13],
    &[14],
    &[15],
    &[16],
    &[17],
    &[18],
    &[19],
    &[0],
    &[21],
    &[22],
    &[27, 23],
    &[24],
    &[15],
    &[26],
    &[22],
    &[28],
    &[0],
];

/// Back-do predecessors by id; two at the merge points 방 22, 찌모 15 and 참먹이 0.
const PRED: [&[u8]; 29] = [
    &[19, 28],
    &[0],
    &[1],
    &[2],
    &[3],
    &[4],
    &[5],
    &[6],
    &[7],
    &[8],
    &[9],
    &[10],
    &[11],
    &[12],
    &[13],
    &[14, 24],
    &[15],
    &[16],
    &[17],
    &[18],
    &[5],
    &[20],
    &[21, 26],
    &[22],
    &[23],
    &[10],
    &[25],
    &[22],
    &[27],
];

/// (row, column) of each station on the 7 × 7 drawing grid, by id (see [`Station::cell`]).
const CELLS: [(u8, u8); 29] = [
    (6, 6),
    (5, 6),
    (4, 6),
    (2, 6),
    (1, 6),
    (0, 6),
    (0, 5),
    (0, 4),
    (0, 2),
    (0, 1),
    (0, 0),
    (1, 0),
    (2, 0),
    (4, 0),
    (5, 0),
    (6, 0),
    (6, 1),
    (6, 2),
    (6, 4),
    (6, 5),
    (1, 5),
    (2, 4),
    (3, 3),
    (4, 2),
    (5, 1),
    (1, 1),
    (2, 2),
    (4, 4),
    (5, 5),
];

/// Fewest pips from each station to finished (derived from the board: stopping where useful).
const MIN_PIPS: [u8; 29] = [
    1, 11, 10, 9, 8, 7, 11, 10, 9, 8, 7, 10, 9, 8, 7, 6, 5, 4, 3, 2, 6, 5, 4, 8, 7, 6, 5, 3, 2,
];

impl Station {
    /// 참먹이, where pieces enter from and must pass to finish.
    pub const CHAMMEOGI: Station = Station(0);
    /// 모, the first corner: stopping here turns onto the 모 diagonal.
    pub const MO: Station = Station(5);
    /// 뒷모, the second corner: stopping here turns onto the 뒷모 diagonal.
    pub const DWITMO: Station = Station(10);
    /// 찌모, the third corner, where the 모 diagonal rejoins the ring.
    pub const JJIMO: Station = Station(15);
    /// 방, the centre where the diagonals cross.
    pub const BANG: Station = Station(22);
    /// Number of stations.
    pub const COUNT: usize = 29;

    /// The station with this id.
    ///
    /// # Errors
    /// [`ParseError::Station`] when `id > 28`.
    pub const fn new(id: u8) -> Result<Station, ParseError> {
        if id < 29 {
            Ok(Station(id))
        } else {
            Err(ParseError::Station)
        }
    }

    /// The stable id, 0–28.
    #[must_use]
    pub const fn id(self) -> u8 {
        self.0
    }

    /// The index into per-station arrays.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Every station, by id.
    pub fn all() -> impl Iterator<Item = Station> + Clone {
        (0..29).map(Station)
    }

    /// The romanized name (e.g. `"dwitmo"`), an ASCII id that never changes.
    #[must_use]
    pub const fn romanized(self) -> &'static str {
        ROMANIZED[self.index()]
    }

    /// Rows and columns of the grid the board is drawn on ([`cell`](Station::cell)).
    pub const GRID_SIZE: u8 = 7;

    /// Where this station is drawn: (row, column) on a 7 × 7 grid ([`GRID_SIZE`]), row 0
    /// at the top and column 0 at the left, the square board seen as the usual drawing of
    /// the 말판 shows it: 참먹이 at the bottom right (6, 6), 모 at the top right (0, 6), 뒷모 at
    /// the top left (0, 0), 찌모 at the bottom left (6, 0) and 방 in the centre (3, 3). The
    /// four stations between two corners take four of a side's five inner cells, the middle
    /// one left empty; the diagonals' stations lie on the grid's diagonals. Every forward
    /// edge joins two cells on one row, column or diagonal with no station between them.
    /// The layout is this crate's (the sources draw the board, they give no coordinates).
    ///
    /// [`GRID_SIZE`]: Station::GRID_SIZE
    #[must_use]
    pub const fn cell(self) -> (u8, u8) {
        CELLS[self.index()]
    }

    /// The station drawn at (row, column) of the grid ([`cell`](Station::cell)), if any.
    #[must_use]
    pub fn at_cell(row: u8, col: u8) -> Option<Station> {
        Station::all().find(|s| s.cell() == (row, col))
    }

    /// The forward edges out of this station; two at 모, 뒷모 and 방, the shortcut first.
    ///
    /// 참먹이's edge to 도 is only used by entering pieces: a piece standing on 참먹이 finishes
    /// with its next forward result.
    pub fn successors(self) -> impl Iterator<Item = Station> + Clone {
        NEXT[self.index()].iter().map(|&i| Station(i))
    }

    /// The back-do edges out of this station; two at the merge points 방, 찌모 and 참먹이.
    pub fn predecessors(self) -> impl Iterator<Item = Station> + Clone {
        PRED[self.index()].iter().map(|&i| Station(i))
    }

    /// Whether stopping here changes the next move's first step (모, 뒷모, 방).
    #[must_use]
    pub const fn is_branch(self) -> bool {
        matches!(self.0, 5 | 10 | 22)
    }

    /// Fewest pips this piece still needs to finish, stopping on corners where that helps.
    #[must_use]
    pub fn min_pips_to_finish(self) -> u8 {
        MIN_PIPS[self.index()]
    }

    /// The next station going straight on, having come from `prev`.
    fn straight(prev: Station, cur: Station) -> Station {
        match cur.0 {
            5 => Station(6),
            10 => Station(11),
            22 if prev.0 == 26 => Station(27),
            22 => Station(23),
            _ => Station(NEXT[cur.index()][0]),
        }
    }
}

impl TryFrom<u8> for Station {
    type Error = ParseError;
    fn try_from(id: u8) -> Result<Self, ParseError> {
        Station::new(id)
    }
}

impl From<Station> for u8 {
    fn from(s: Station) -> u8 {
        s.0
    }
}

impl FromStr for Station {
    type Err = ParseError;
    /// Accepts the id, the Korean name or the romanized name.
    fn from_str(s: &str) -> Result<Self, ParseError> {
        let s = s.trim();
        if let Ok(id) = s.parse::<u8>() {
            return Station::new(id);
        }
        Station::all()
            .find(|st| st.name(Lang::Ko) == s || st.romanized().eq_ignore_ascii_case(s))
            .ok_or(ParseError::Station)
    }
}

/// Where a piece is, off or on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Place {
    /// Not entered yet, or captured: waiting to enter.
    Waiting,
    /// On a station.
    At(Station),
    /// Home: passed 참먹이.
    Finished,
}

impl Place {
    /// Fewest pips to finish from here: 12 while waiting, 0 once finished.
    #[must_use]
    pub fn min_pips_to_finish(self) -> u8 {
        match self {
            Place::Waiting => 12,
            Place::At(s) => s.min_pips_to_finish(),
            Place::Finished => 0,
        }
    }
}

impl FromStr for Place {
    type Err = ParseError;
    /// `w` (waiting), `F` (finished), or a station (id or name).
    fn from_str(s: &str) -> Result<Self, ParseError> {
        match s.trim() {
            "w" | "W" | "waiting" | "대기" => Ok(Place::Waiting),
            "F" | "f" | "finished" | "났음" | "남" => Ok(Place::Finished),
            other => other.parse().map(Place::At),
        }
    }
}

/// Where a move may end: up to a few destinations when the rules leave a choice.
pub(crate) type Dests = SmallVec<[Place; 4]>;

fn push_unique(out: &mut Dests, p: Place) {
    if !out.contains(&p) {
        out.push(p);
    }
}

/// Destinations of a forward move of `steps` pips for a piece at `from`.
///
/// The first step depends on the station the piece stands on (the branch rule); later steps go
/// straight on. A piece on 참먹이 finishes; passing 참먹이 with pips to spare finishes.
pub(crate) fn forward(from: Place, steps: u8, shortcut: Shortcut) -> Dests {
    let mut out = Dests::new();
    let start = match from {
        Place::Finished => return out,
        Place::Waiting => {
            // Entering: 참먹이 is not counted, result n lands on station n.
            out.push(Place::At(Station(steps.min(5))));
            return out;
        }
        Place::At(s) => s,
    };
    if start == Station::CHAMMEOGI {
        out.push(Place::Finished);
        return out;
    }
    let firsts: &[u8] = match (start.0, shortcut) {
        (5 | 10 | 22, Shortcut::Forced) => &NEXT[start.index()][..1],
        _ => NEXT[start.index()],
    };
    for &first in firsts {
        let mut prev = start;
        let mut cur = Station(first);
        let mut place = Place::At(cur);
        for _ in 1..steps {
            if cur == Station::CHAMMEOGI {
                place = Place::Finished;
                break;
            }
            let next = Station::straight(prev, cur);
            prev = cur;
            cur = next;
            place = Place::At(cur);
        }
        push_unique(&mut out, place);
    }
    out
}

/// Destinations of a backward move of `steps` pips (빽도: 1, 자유걸 backwards: 3).
pub(crate) fn backward(
    from: Station,
    steps: u8,
    merge: BackDoMerge,
    from_do: BackDoFromDo,
) -> Dests {
    let mut out = Dests::new();
    // A stack that came onto 참먹이 by 빽도 under `FinishNextTurn` is the game's concern
    // (it remembers how it arrived); from here every stack on 참먹이 walks back.
    back_walk(from, steps, merge, from_do, &mut out);
    out
}

fn back_walk(cur: Station, steps: u8, merge: BackDoMerge, from_do: BackDoFromDo, out: &mut Dests) {
    if steps == 0 {
        push_unique(out, Place::At(cur));
        return;
    }
    let preds = PRED[cur.index()];
    let preds = match merge {
        BackDoMerge::PlayerChooses => preds,
        BackDoMerge::Outer => &preds[..1],
    };
    for &p in preds {
        let p = Station(p);
        if p == Station::CHAMMEOGI && from_do == BackDoFromDo::FinishAtOnce {
            // Backwards onto the start finishes at once.
            push_unique(out, Place::Finished);
        } else {
            back_walk(p, steps - 1, merge, from_do, out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(id: u8) -> Place {
        Place::At(Station(id))
    }

    /// At 방 a piece goes straight on along the diagonal it came in by.
    #[test]
    fn passing_bang_keeps_the_diagonal() {
        assert_eq!(forward(at(21), 3, Shortcut::Forced).as_slice(), [at(24)]);
        assert_eq!(forward(at(26), 2, Shortcut::Forced).as_slice(), [at(27)]);
        // Stopping on 방 turns toward 참먹이 when forced, either way when optional.
        assert_eq!(forward(at(22), 1, Shortcut::Forced).as_slice(), [at(27)]);
        assert_eq!(
            forward(at(22), 1, Shortcut::Optional).as_slice(),
            [at(27), at(23)]
        );
    }

    /// The fewest-pips table is what moves of one to five pips give, stopping anywhere.
    #[test]
    fn min_pips_is_the_shortest_course() {
        let mut dist = [u8::MAX; 29];
        for _ in 0..40 {
            for s in Station::all() {
                for k in 1..=5 {
                    for d in forward(Place::At(s), k, Shortcut::Optional) {
                        let rest = match d {
                            Place::Finished => 0,
                            Place::At(t) => dist[t.index()],
                            Place::Waiting => u8::MAX,
                        };
                        dist[s.index()] = dist[s.index()].min(rest.saturating_add(k));
                    }
                }
            }
        }
        assert_eq!(dist, MIN_PIPS);
        let entering = (1..=5u8)
            .map(|k| k + dist[usize::from(k.min(5))])
            .min()
            .unwrap();
        assert_eq!(Place::Waiting.min_pips_to_finish(), entering);
    }

    /// The drawing: one cell a station inside the grid, the corners at the grid's corners
    /// and 방 in its centre, and every forward edge along a row, a column or a diagonal with
    /// no station drawn between its ends.
    #[test]
    fn the_drawing_puts_each_edge_on_a_line() {
        let n = Station::GRID_SIZE;
        for s in Station::all() {
            let (r, c) = s.cell();
            assert!(r < n && c < n, "{s}");
            assert_eq!(Station::at_cell(r, c), Some(s), "{s} shares its cell");
        }
        assert_eq!(Station::all().count(), Station::COUNT);
        assert_eq!(Station::CHAMMEOGI.cell(), (n - 1, n - 1));
        assert_eq!(Station::MO.cell(), (0, n - 1));
        assert_eq!(Station::DWITMO.cell(), (0, 0));
        assert_eq!(Station::JJIMO.cell(), (n - 1, 0));
        assert_eq!(Station::BANG.cell(), (n / 2, n / 2));
        for s in Station::all() {
            for t in s.successors() {
                let ((r0, c0), (r1, c1)) = (s.cell(), t.cell());
                let (dr, dc) = (i16::from(r1) - i16::from(r0), i16::from(c1) - i16::from(c0));
                assert!(
                    dr == 0 || dc == 0 || dr.abs() == dc.abs(),
                    "{s} → {t} is off a line"
                );
                let steps = dr.abs().max(dc.abs());
                for k in 1..steps {
                    let r = u8::try_from(i16::from(r0) + dr / steps * k).unwrap();
                    let c = u8::try_from(i16::from(c0) + dc / steps * k).unwrap();
                    assert_eq!(Station::at_cell(r, c), None, "{s} → {t} passes a station");
                }
            }
        }
    }

    /// Two predecessors only at the merge points, and every edge runs both ways.
    #[test]
    fn back_edges_mirror_the_forward_ones() {
        for s in Station::all() {
            let preds: Vec<Station> = s.predecessors().collect();
            assert_eq!(preds.len() == 2, matches!(s.id(), 0 | 15 | 22), "{s}");
            for p in preds {
                assert!(p.successors().any(|n| n == s), "{p} -> {s}");
            }
        }
    }
}
