//! Exact one-sided bear-off tables: for every way a side's checkers can stand on its six
//! home points, the distribution of the number of turns it needs to bear them all off,
//! playing each roll to need the fewest turns on average.
//!
//! A table is built by backward induction (every step takes pips off, so a position
//! depends only on positions with fewer pips), with the crate's own move generation, so
//! the cap, free or strict overshoot, doubles played twice or four times and the number of
//! checkers are the rule set's: each rule is written once, in `movegen`. Where a roll has
//! no legal play (strict overshoot can leave one), the turn passes and the position stays.
//!
//! Two sides that are both bearing off, with no contact, race independently: the chance
//! that the side on roll wins is `Σₜ P(it needs t turns) · P(the other needs t or more)`.
//! A gammon needs the loser to have borne nothing off when the winner finishes; for it
//! the table also keeps the turns to bear the first checker off (each side then plays
//! for its own fastest finish, an interpretation: a side saving a gammon might play
//! otherwise, as GNU Backgammon's gammon tables assume too).
//!
//! Under [`Goal::AllHome`] nothing is borne off: the race ends when the last checker comes
//! home. Its table is the same reckoning one quarter further out: the checkers on the six
//! points just outside home (7 to 12), each gone once it is home, built with the all-home
//! rules' own move generation. Checkers already home play no part when the points have no
//! cap (nothing can block a checker coming home, so every die is always used), so a
//! capped all-home rule set has no table.

use std::sync::{Arc, Mutex};

use ssangryuk_cited::parallel::{chunked, cores};

use super::Chances;
use crate::board::Position;
use crate::dice::Roll;
use crate::labels::Side;
use crate::movegen::MoveGen;
use crate::rules::{Doubles, Goal, Overshoot, PointCap, RuleSet};

/// The most turns a distribution keeps; the mass of a longer finish (only passes on a
/// strict overshoot can make one) is added to the last.
const MAX_TURNS: usize = 64;

/// The rules a bear-off depends on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Key {
    goal: Goal,
    checkers: u8,
    cap: PointCap,
    doubles: Doubles,
    overshoot: Overshoot,
}

impl Key {
    /// The point before the table's six: 0 when bearing off, 6 under the all-home goal.
    fn base(self) -> usize {
        match self.goal {
            Goal::BearOffAll => 0,
            Goal::AllHome => 6,
        }
    }

    fn of(rules: &RuleSet) -> Key {
        Key {
            goal: rules.goal(),
            checkers: rules.checkers(),
            cap: rules.cap(),
            doubles: rules.doubles(),
            overshoot: rules.overshoot(),
        }
    }
}

/// The turns a position needs: `probs[i]` is the chance of needing `first + i` turns.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Turns<'a> {
    /// The fewest turns it can need.
    pub first: u8,
    /// The chances from `first` on (they add up to 1).
    pub probs: &'a [f32],
}

impl Turns<'_> {
    /// The chance of needing `t` turns or more.
    #[must_use]
    pub fn at_least(&self, t: usize) -> f32 {
        let skip = t.saturating_sub(usize::from(self.first));
        self.probs.iter().skip(skip).sum()
    }

    /// The expected number of turns.
    #[must_use]
    pub fn mean(&self) -> f32 {
        self.probs
            .iter()
            .enumerate()
            .map(|(i, p)| p * (usize::from(self.first) + i) as f32)
            .sum()
    }
}

/// A one-sided bear-off table for one rule set (see the module docs).
#[derive(Clone, Debug)]
pub struct BearOff {
    key: Key,
    /// Binomial coefficients for ranking positions.
    choose: Vec<[u32; 8]>,
    /// Per position: the first turn, the offset and length of its chances in `probs`.
    finish: Vec<(u8, u32, u8)>,
    /// The same for the turns to bear the first checker off (positions with none off).
    first_off: Vec<(u8, u32, u8)>,
    probs: Vec<f32>,
}

impl BearOff {
    /// How many positions a table of `checkers` has: every way to leave at most that many
    /// checkers on six points.
    fn positions(choose: &[[u32; 8]], checkers: u8) -> usize {
        choose[usize::from(checkers) + 6][6] as usize
    }

    /// The table for `rules`, built here (the bench `bots -- bearoff` times it); `None`
    /// under [`Goal::AllHome`] with a cap (see the module docs). [`BearOff::for_rules`]
    /// builds each once and shares it.
    #[must_use]
    pub fn build(rules: &RuleSet) -> Option<BearOff> {
        BearOff::build_up_to(rules, rules.checkers())
    }

    /// [`BearOff::build`] for the positions of at most `most` checkers only (a closed set:
    /// no play adds a checker); the others read as zero.
    fn build_up_to(rules: &RuleSet, most: u8) -> Option<BearOff> {
        if !has_table(rules) {
            return None;
        }
        let key = Key::of(rules);
        let n = usize::from(key.checkers);
        let mut choose = vec![[0u32; 8]; n + 8];
        for i in 0..n + 8 {
            choose[i][0] = 1;
            for k in 1..8 {
                if i > 0 {
                    choose[i][k] = choose[i - 1][k - 1] + choose[i - 1][k];
                }
            }
        }
        let count = Self::positions(&choose, key.checkers);
        let mut table = BearOff {
            key,
            choose,
            finish: vec![(0, 0, 0); count],
            first_off: vec![(0, 0, 0); count],
            probs: Vec::new(),
        };
        // Every position within the cap, fewest pips first (a step always takes pips off).
        let cap = key.cap.limit().unwrap_or(key.checkers).min(key.checkers);
        let mut all: Vec<(u32, [u8; 6])> = Vec::with_capacity(count);
        compositions(&mut [0; 6], 0, most.min(key.checkers), cap, &mut all);
        all.sort_unstable();
        // Distributions while building, in f64: (first turn, offset, length) into `work`.
        let mut work: Vec<f64> = Vec::new();
        let mut finish: Vec<Span> = vec![Span::default(); count];
        let mut first_off: Vec<Span> = vec![Span::default(); count];
        // The positions of one pip count depend only on those of fewer pips: each such
        // layer is solved in parallel where there are threads (none on wasm32), and
        // stored in the same order whatever their number, so the table is the same.
        let threads = cores();
        let mut gen = MoveGen::new();
        let mut start = 0;
        while start < all.len() {
            let pips = all[start].0;
            let end = start + all[start..].partition_point(|&(p, _)| p == pips);
            let layer = &all[start..end];
            let known = Known {
                table: &table,
                rules,
                finish: &finish,
                first_off: &first_off,
                work: &work,
            };
            let solved: Vec<Solved> = if threads > 1 && layer.len() >= PARALLEL_LAYER {
                let chunk = layer.len().div_ceil(threads);
                chunked(layer.len().div_ceil(chunk), threads, |c| {
                    let mut gen = MoveGen::new();
                    layer[c * chunk..((c + 1) * chunk).min(layer.len())]
                        .iter()
                        .map(|&(_, home)| known.solve(&home, &mut gen))
                        .collect::<Vec<_>>()
                })
                .into_iter()
                .flatten()
                .collect()
            } else {
                layer
                    .iter()
                    .map(|&(_, home)| known.solve(&home, &mut gen))
                    .collect()
            };
            for s in solved {
                let (d, mean) = s.finish;
                finish[s.index] = Span::from_dense(&mut work, d, s.stay, mean);
                if let Some((d, mean)) = s.first_off {
                    first_off[s.index] = Span::from_dense(&mut work, d, s.stay, mean);
                }
            }
            start = end;
        }
        for (to, from) in [
            (&mut table.finish, &finish),
            (&mut table.first_off, &first_off),
        ] {
            for (t, s) in to.iter_mut().zip(from.iter()) {
                if s.len > 0 {
                    let at = table.probs.len() as u32;
                    let part = &work[s.at as usize..(s.at + s.len) as usize];
                    table.probs.extend(part.iter().map(|&p| p as f32));
                    *t = (s.first, at, s.len as u8);
                }
            }
        }
        Some(table)
    }

    /// The table for `rules`, built at first use and shared (by the rules that matter to a
    /// bear-off: the checkers, the cap, the doubles, the overshoot).
    #[must_use]
    pub fn for_rules(rules: &RuleSet) -> Option<Arc<BearOff>> {
        static TABLES: Mutex<Vec<Arc<BearOff>>> = Mutex::new(Vec::new());
        if !has_table(rules) {
            return None;
        }
        let key = Key::of(rules);
        let mut tables = TABLES
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(t) = tables.iter().find(|t| t.key == key) {
            return Some(Arc::clone(t));
        }
        let t = Arc::new(BearOff::build(rules)?);
        tables.push(Arc::clone(&t));
        Some(t)
    }

    /// The position's rank among every way to leave at most the table's checkers on six
    /// points: the counts, with the borne-off ones as a seventh part, as stars and bars.
    fn index(&self, home: &[u8; 6]) -> usize {
        let mut rank = 0usize;
        let mut bars = 0usize;
        // Walk the parts from the sixth point down; each bar's place ranks it.
        let mut place = 0usize;
        for &c in home.iter().rev() {
            place += usize::from(c);
            bars += 1;
            rank += self.choose[place + bars - 1][bars] as usize;
        }
        rank
    }

    /// A position with `home` on the table's six points for the side to move and the
    /// opponent's checkers out of the way: in its own home when bearing off, behind the
    /// mover's checkers (on its point 12) under the all-home goal, whose rest of the
    /// mover's checkers are home on point 1.
    fn position(&self, rules: &RuleSet, home: &[u8; 6]) -> Position {
        let mut board = [0i8; 26];
        let base = self.key.base();
        for (i, &c) in home.iter().enumerate() {
            board[base + i + 1] = c as i8;
        }
        let n = self.key.checkers;
        if self.key.goal == Goal::AllHome {
            board[1] = (n - home.iter().sum::<u8>()) as i8;
            board[13] = -(n as i8);
        } else {
            let cap = self.key.cap.limit().unwrap_or(n);
            let mut left = n;
            for point in (19..=24).rev() {
                let here = left.min(cap);
                board[point] = -(here as i8);
                left -= here;
            }
        }
        Position {
            board,
            turn: Side::Black,
            rules: *rules,
        }
    }

    fn turns_at(&self, entry: (u8, u32, u8)) -> Turns<'_> {
        let (first, at, len) = entry;
        Turns {
            first,
            probs: &self.probs[at as usize..at as usize + usize::from(len)],
        }
    }

    /// The turns to bear off every checker from `home` (checkers on points 1 to 6; the
    /// rest borne off), or `None` when that is no position of the table's rules. Under the
    /// all-home goal: the turns to bring home every checker from points 7 to 12 (`home[0]`
    /// is point 7; the rest are home).
    #[must_use]
    pub fn turns(&self, home: [u8; 6]) -> Option<Turns<'_>> {
        let cap = self.key.cap.limit().unwrap_or(self.key.checkers);
        let total: u32 = home.iter().map(|&c| u32::from(c)).sum();
        if total > u32::from(self.key.checkers) || home.iter().any(|&c| c > cap) {
            return None;
        }
        Some(self.turns_at(self.finish[self.index(&home)]))
    }

    /// The turns to bear the first checker off from `home`, where none is off yet (`None`
    /// under the all-home goal, which has no gammons).
    #[must_use]
    pub fn turns_to_first_off(&self, home: [u8; 6]) -> Option<Turns<'_>> {
        let total: u8 = home.iter().sum();
        (total == self.key.checkers && self.key.goal == Goal::BearOffAll).then_some(())?;
        self.turns(home)?;
        Some(self.turns_at(self.first_off[self.index(&home)]))
    }

    /// The exact chances of `position` when both sides are bearing off (every checker in
    /// its home or off, none on the bar) under the table's rules, or under the all-home
    /// goal race home from points 1 to 12 (no gammons there); `None` otherwise.
    #[must_use]
    pub fn chances(&self, position: &Position) -> Option<Chances> {
        if Key::of(position.rules()) != self.key {
            return None;
        }
        let (mine, theirs) = racing(&position.board, self.key.goal)?;
        let me = self.turns(mine)?;
        let them = self.turns(theirs)?;
        let win: f32 = me
            .probs
            .iter()
            .enumerate()
            .map(|(i, p)| p * them.at_least(usize::from(me.first) + i))
            .sum();
        let n = self.key.checkers;
        let win_gammon = match self.turns_to_first_off(theirs) {
            Some(first) if theirs.iter().sum::<u8>() == n => me
                .probs
                .iter()
                .enumerate()
                .map(|(i, p)| p * first.at_least(usize::from(me.first) + i))
                .sum(),
            _ => 0.0,
        };
        let lose_gammon = match self.turns_to_first_off(mine) {
            Some(first) if mine.iter().sum::<u8>() == n => them
                .probs
                .iter()
                .enumerate()
                .map(|(i, p)| p * first.at_least(usize::from(them.first) + i + 1))
                .sum(),
            _ => 0.0,
        };
        Some(Chances {
            win,
            win_gammon,
            win_backgammon: 0.0,
            lose_gammon,
            lose_backgammon: 0.0,
        })
    }
}

/// Layers smaller than this are solved on the calling thread (spawning costs more).
const PARALLEL_LAYER: usize = 256;

/// What a table's build knows so far: every position of fewer pips than the layer at hand.
struct Known<'a> {
    table: &'a BearOff,
    rules: &'a RuleSet,
    finish: &'a [Span],
    first_off: &'a [Span],
    work: &'a [f64],
}

/// One position's distributions, one turn on and before a pass is folded in: the finish
/// and (with none off yet) the first checker off, each with its mean; the chance a roll
/// has no play.
struct Solved {
    index: usize,
    finish: ([f64; MAX_TURNS + 1], f64),
    first_off: Option<([f64; MAX_TURNS + 1], f64)>,
    stay: f64,
}

impl Known<'_> {
    /// Solves `home` from the positions it can reach.
    fn solve(&self, home: &[u8; 6], gen: &mut MoveGen) -> Solved {
        let (table, key) = (self.table, self.table.key);
        let index = table.index(home);
        let on_board: u8 = home.iter().sum();
        let mut d = [0f64; MAX_TURNS + 1];
        if on_board == 0 {
            d[0] = 1.0;
            return Solved {
                index,
                finish: (d, 0.0),
                first_off: None,
                stay: 0.0,
            };
        }
        let none_off = key.goal == Goal::BearOffAll && on_board == key.checkers;
        let base = key.base();
        let position = table.position(self.rules, home);
        // Per roll: the successor with the fewest expected turns to finish, and (with none
        // off yet) the one with the fewest to the first checker off (`None`: one came off
        // this turn). A roll with no play passes: `stay`.
        let (mut stay, mut e_fin, mut e_first) = (0.0, 1.0, 1.0);
        let mut first = [0f64; MAX_TURNS + 1];
        for roll in Roll::all() {
            let w = if roll.is_double() {
                1.0 / 36.0
            } else {
                2.0 / 36.0
            };
            let mut best: Option<(f64, usize)> = None;
            let mut best_first: Option<(f64, Option<usize>)> = None;
            for b in gen.boards(&position, roll) {
                let next: [u8; 6] = core::array::from_fn(|i| b[base + i + 1].max(0) as u8);
                let j = table.index(&next);
                let e = self.finish[j].mean;
                if best.is_none_or(|(x, _)| e < x) {
                    best = Some((e, j));
                }
                if none_off {
                    let off = next.iter().sum::<u8>() < key.checkers;
                    let (e1, k) = if off {
                        (0.0, None)
                    } else {
                        (self.first_off[j].mean, Some(j))
                    };
                    if best_first.is_none_or(|(x, _)| e1 < x) {
                        best_first = Some((e1, k));
                    }
                }
            }
            match best {
                Some((e, j)) => {
                    e_fin += w * e;
                    self.finish[j].add_shifted(self.work, w, &mut d);
                    if let Some((e1, k)) = best_first {
                        e_first += w * e1;
                        match k {
                            None => first[1] += w,
                            Some(k) => self.first_off[k].add_shifted(self.work, w, &mut first),
                        }
                    }
                }
                None => stay += w,
            }
        }
        // A pass leaves the position as it is: E = (1 + Σ w·E') / (1 − stay).
        Solved {
            index,
            finish: (d, e_fin / (1.0 - stay)),
            first_off: none_off.then(|| (first, e_first / (1.0 - stay))),
            stay,
        }
    }
}

/// A distribution while a table is built: its first turn, where its chances start in the
/// work buffer and how many there are, and its mean.
#[derive(Clone, Copy, Debug, Default)]
struct Span {
    first: u8,
    at: u32,
    len: u32,
    mean: f64,
}

impl Span {
    /// Appends `probs` (from turn `first`) to `work`.
    fn push(work: &mut Vec<f64>, first: u8, probs: &[f64], mean: f64) -> Span {
        let at = work.len() as u32;
        work.extend_from_slice(probs);
        Span {
            first,
            at,
            len: probs.len() as u32,
            mean,
        }
    }

    /// Adds `w` times this distribution, one turn later, into `d`.
    fn add_shifted(&self, work: &[f64], w: f64, d: &mut [f64; MAX_TURNS + 1]) {
        let from = usize::from(self.first) + 1;
        let probs = &work[self.at as usize..(self.at + self.len) as usize];
        for (k, p) in probs.iter().enumerate() {
            d[(from + k).min(MAX_TURNS)] += w * p;
        }
    }

    /// The distribution of a position whose rolls lead to `d` (already one turn on) and
    /// that stays where it is with chance `stay`: `P(t) = d(t) + stay · P(t − 1)`. The
    /// mass past `MAX_TURNS` goes to the last turn kept.
    fn from_dense(work: &mut Vec<f64>, mut d: [f64; MAX_TURNS + 1], stay: f64, mean: f64) -> Span {
        if stay > 0.0 {
            for t in 1..=MAX_TURNS {
                d[t] += stay * d[t - 1];
            }
            let kept: f64 = d.iter().sum();
            d[MAX_TURNS] += (1.0 - kept).max(0.0);
        }
        let first = d.iter().position(|&p| p > 0.0).unwrap_or(0);
        let last = d.iter().rposition(|&p| p > 0.0).unwrap_or(0);
        Span::push(work, first as u8, &d[first..=last], mean)
    }
}

/// Every way to put at most `left` checkers, at most `cap` a point, on the points from
/// `from` on, with the pips of each.
fn compositions(c: &mut [u8; 6], from: usize, left: u8, cap: u8, out: &mut Vec<(u32, [u8; 6])>) {
    if from == 6 {
        let pips = c
            .iter()
            .enumerate()
            .map(|(i, &x)| (i as u32 + 1) * u32::from(x))
            .sum();
        out.push((pips, *c));
        return;
    }
    for k in 0..=left.min(cap) {
        c[from] = k;
        compositions(c, from + 1, left - k, cap, out);
    }
    c[from] = 0;
}

/// Whether `rules` have a table: always when bearing off, under the all-home goal only
/// without a cap.
fn has_table(rules: &RuleSet) -> bool {
    rules.goal() == Goal::BearOffAll || rules.cap() == PointCap::Unlimited
}

/// Both sides' checkers on the table's six points when the two can no longer meet and
/// race on those points alone: when bearing off, every checker of the mover on its points
/// 1 to 6 or off and every one of the opponent's on the mover's 19 to 24 or off; under
/// the all-home goal, every checker of the mover on its points 1 to 12 and every one of
/// the opponent's on the mover's 13 to 24 (the counts on 7 to 12 of each); none on the bar.
pub(crate) fn racing(board: &[i8; 26], goal: Goal) -> Option<([u8; 6], [u8; 6])> {
    if board[0] != 0 || board[25] != 0 {
        return None;
    }
    let (mover_upto, base) = match goal {
        Goal::BearOffAll if board[7..19].iter().any(|&v| v != 0) => return None,
        Goal::BearOffAll => (6, 0),
        Goal::AllHome => (12, 6),
    };
    if board[1..=mover_upto].iter().any(|&v| v < 0)
        || board[25 - mover_upto..25].iter().any(|&v| v > 0)
    {
        return None;
    }
    let mine = core::array::from_fn(|i| board[base + i + 1] as u8);
    let theirs = core::array::from_fn(|i| (-board[24 - base - i]) as u8);
    Some((mine, theirs))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn every_distribution_adds_up_and_more_checkers_never_need_fewer_turns() {
        let rules = Variant::Culin.rules();
        let t = BearOff::build(&rules).unwrap();
        let mut c = [0u8; 6];
        let mut checked = 0;
        // Positions with up to four checkers.
        for code in 0..5u32.pow(6) {
            let mut x = code;
            for v in &mut c {
                *v = (x % 5) as u8;
                x /= 5;
            }
            let Some(turns) = t.turns(c) else { continue };
            let total: f32 = turns.probs.iter().sum();
            assert!((total - 1.0).abs() < 1e-5, "{c:?}: {total}");
            for p in 0..6 {
                let mut more = c;
                more[p] += 1;
                if let Some(m) = t.turns(more) {
                    assert!(m.mean() >= turns.mean() - 1e-5, "{c:?} + point {}", p + 1);
                }
            }
            checked += 1;
        }
        assert!(checked > 1000);
        assert_eq!(t.turns([0; 6]).unwrap().mean(), 0.0);
    }

    /// FNV-1a over a table's chances and where each position's start.
    fn fingerprint(t: &BearOff) -> u64 {
        let spans = t.finish.iter().chain(&t.first_off);
        let bytes = t
            .probs
            .iter()
            .flat_map(|p| p.to_bits().to_le_bytes())
            .chain(spans.flat_map(|&(f, at, len)| [f, at as u8, (at >> 8) as u8, len]));
        bytes.fold(0xcbf2_9ce4_8422_2325, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        })
    }

    /// The tables the bots were measured with: a change to the rules' move generation or to
    /// the building shows here first.
    #[test]
    fn each_familys_table_keeps_its_fingerprint() {
        let got: Vec<(&str, usize, u64)> = [
            Variant::L1931,
            Variant::App,
            Variant::Culin,
            Variant::Sixteen,
            Variant::BanSugoroku,
        ]
        .iter()
        .map(|v| {
            let t = BearOff::build(&v.rules()).unwrap();
            (v.id(), t.finish.len(), fingerprint(&t))
        })
        .collect();
        assert_eq!(
            got,
            [
                ("l1931", 54264, 0x414605092873f0ca),
                ("app", 54264, 0xc7543962a6325aa6),
                ("culin", 54264, 0xb4cf027868bc092f),
                ("sixteen", 74613, 0x6a8fb42d4a806ea1),
                ("bansugoroku", 54264, 0x3da15f36086d5add),
            ]
        );
        let capped: RuleSet = "bansugoroku;cap=5".parse().unwrap();
        assert!(BearOff::build(&capped).is_none());
    }

    /// Every line of `tests/data/bearoff_sample.tsv` (written by `tools/bearoff_check.py`):
    /// that script's own reading of the rules for every preset that bears off, positions of
    /// up to six checkers, and GNU Backgammon's one-sided database for `l1931` (stored in 16
    /// bits, hence its tolerance).
    #[test]
    fn the_tables_agree_with_an_independent_reading_and_with_gnu_backgammon() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/bearoff_sample.tsv");
        let text =
            std::fs::read_to_string(path).expect("the sample is in the repository and the package");
        let mut tables: Vec<(String, bool, BearOff)> = Vec::new();
        let mut checked = [0, 0];
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            let f: Vec<&str> = line.split('\t').collect();
            let (gnubg, preset) = (f[0] == "gnubg", f[1]);
            let counts: Vec<u8> = f[2].split(',').map(|x| x.parse().unwrap()).collect();
            let home: [u8; 6] = counts.try_into().unwrap();
            let mean: f32 = f[3].parse().unwrap();
            let probs: Vec<f32> = f
                .get(4)
                .filter(|x| !x.is_empty())
                .map_or_else(Vec::new, |x| {
                    x.split(',').map(|x| x.parse().unwrap()).collect()
                });
            if !tables.iter().any(|t| t.0 == preset && t.1 == gnubg) {
                let rules: Variant = preset.parse().unwrap();
                let most = if gnubg { 15 } else { 6 };
                tables.push((
                    preset.into(),
                    gnubg,
                    BearOff::build_up_to(&rules.rules(), most).unwrap(),
                ));
            }
            let table = &tables
                .iter()
                .find(|t| t.0 == preset && t.1 == gnubg)
                .unwrap()
                .2;
            let turns = table.turns(home).unwrap();
            let tol = if gnubg { 2e-4 } else { 2e-6 };
            assert!(
                (turns.mean() - mean).abs() < tol * 10.0,
                "{line}: mean {}",
                turns.mean()
            );
            for (t, &p) in probs.iter().enumerate() {
                let ours = if t + 1 >= usize::from(turns.first) {
                    turns
                        .probs
                        .get(t + 1 - usize::from(turns.first))
                        .copied()
                        .unwrap_or(0.0)
                } else {
                    0.0
                };
                assert!((ours - p).abs() < tol, "{line}: turn {}: {ours}", t + 1);
            }
            checked[usize::from(gnubg)] += 1;
        }
        assert_eq!(checked, [720, 300]);
    }
}
