//! Exact optimal play for small two-sided games: value iteration over turn-start positions, each
//! turn searched to the end by expectimax (the throw chain of 윷/모 with the stick model's
//! probabilities, capture bonus throws, voided results, free or fixed result order).
//!
//! A turn-start position is the two sides' pieces seen from the side about to throw; its value
//! is that side's chance of winning with best play by both. Value iteration (in place, sweeping
//! until no value moves by more than a tolerance) converges because every game ends with
//! probability one. Unlimited 윷/모 chains are cut by the results held: a throw owed while
//! [`SolveOptions::max_extras`] results are held is thrown as if 윷 and 모 earned no throw (a
//! capture's bonus throw is always thrown, under the same cut). Counting what is held, not the
//! throws made, makes every node of a turn a function of the position and the results held,
//! which is what lets the solver keep the end of a turn per position. The chance of reaching
//! a cut in one turn is computed exactly and its largest value over all positions is
//! [`Solution::cut_mass`], a bound on the error of any one turn's value (under 1 % with the
//! default of two; the first mover's value moves by less than 10⁻⁴ from two to three).
//!
//! How it scales to three pieces a side (23 million positions): a side's pieces are a rank
//! among the sorted multisets of places and a position a pair of ranks, a dense slot of the
//! table; moves are tables of ranks built once from the turn engine's own moves; the last one
//! or two results of a turn and the bonus turn after a capture are kept per position, so a
//! turn's search reads them instead of searching them again (see `engine`); positions are
//! solved in blocks by pieces finished, each in order of distance left (see `sweep`), on every
//! core. Four pieces (46,376 multisets a side, about 2·10⁹ positions) would need a table of
//! about 8 GB and its kept values several times that: refused here.
//!
//! ```no_run
//! use yutnori::{solve::{solve, SolveOptions}, ThrowModel, Variant, YutRules};
//! // Under half a minute of CPU in a release build; the table is about a megabyte.
//! let rules = YutRules::builder(Variant::Dominant).pieces(2).build()?;
//! let sol = solve(&rules, ThrowModel::TEXTBOOK, SolveOptions::default())?;
//! assert!((sol.first_mover_value() - 0.510).abs() < 0.001);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

use std::convert::Infallible;
use std::io::{self, Read, Write};
use std::ops::ControlFlow;

use crate::game::{Action, Game, Phase};
use crate::rules::YutRules;
use crate::throw::ThrowModel;
use crate::turn::{codes_for, spot, Leaf, Pos, Turns, FIN, WAIT};

mod checkpoint;
mod engine;
mod index;
#[cfg(test)]
mod ranked_tests;
mod sweep;

use checkpoint::Progress;
use engine::Engine;
use index::{Moves, Multisets};

/// How to solve.
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct SolveOptions {
    /// Stop when no value changed by more than this in a sweep (default 1e-6).
    pub tolerance: f64,
    /// Sweep each block of positions this many times at most (default 200).
    pub max_sweeps: u32,
    /// Results held at once before a chain is cut (default 2): a throw owed while this many
    /// are held is thrown as if 윷 and 모 gave no extra throw.
    pub max_extras: u8,
    /// Threads to sweep with (default 0: one per core; one on wasm32).
    pub threads: usize,
}

impl Default for SolveOptions {
    fn default() -> Self {
        SolveOptions {
            tolerance: 1e-6,
            max_sweeps: 200,
            max_extras: 2,
            threads: 0,
        }
    }
}

/// Why a game cannot be solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SolveError {
    /// The solver plays two sides only.
    Sides(u8),
    /// Four pieces a side need about 2·10⁹ positions (a table of about 8 GB): too many to
    /// solve here.
    TooLarge(u8),
}

/// A saved table that does not fit.
#[derive(Debug)]
#[non_exhaustive]
pub enum LoadError {
    /// Reading failed.
    Io(io::Error),
    /// Not a table written by [`Solution::write_to`].
    Format,
    /// The table was solved for other rules or another stick probability.
    Mismatch,
}

impl From<io::Error> for LoadError {
    fn from(e: io::Error) -> Self {
        LoadError::Io(e)
    }
}

impl std::error::Error for LoadError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            LoadError::Io(e) => Some(e),
            _ => None,
        }
    }
}

/// The solved values of every turn-start position of a two-sided game.
#[derive(Clone, Debug)]
pub struct Solution {
    rules: YutRules,
    model: ThrowModel,
    max_extras: u8,
    sets: Multisets,
    values: Vec<f32>,
    states: u64,
    sweeps: u32,
    updates: u64,
    residual: f64,
    cut_mass: f64,
}

/// The table as a leaf evaluation: a turn-start position's value for its side to move.
struct Table<'a> {
    sets: &'a Multisets,
    values: &'a [f32],
}

impl Leaf for Table<'_> {
    fn value(&mut self, pos: &Pos) -> f64 {
        let m = self.sets.list.len();
        f64::from(self.values[self.sets.of(&pos.me) * m + self.sets.of(&pos.op)])
    }
}

fn valid(n: usize, me: &[u8; 4], op: &[u8; 4]) -> bool {
    let all_fin = |s: &[u8; 4]| s[..n].iter().all(|&c| c == FIN);
    !all_fin(me)
        && !all_fin(op)
        && !me[..n]
            .iter()
            .any(|&c| c != WAIT && c != FIN && op[..n].iter().any(|&d| spot(d) == spot(c)))
}

/// Whether [`solve`] takes these rules: two sides, at most three pieces each.
fn solvable(rules: &YutRules) -> Result<(), SolveError> {
    if rules.sides() != 2 {
        return Err(SolveError::Sides(rules.sides()));
    }
    if rules.pieces() > 3 {
        return Err(SolveError::TooLarge(rules.pieces()));
    }
    Ok(())
}

/// Solve a two-sided game.
///
/// # Errors
/// [`SolveError`] for more than two sides or more than three pieces a side.
pub fn solve(
    rules: &YutRules,
    model: ThrowModel,
    opts: SolveOptions,
) -> Result<Solution, SolveError> {
    let never = &mut |_: &Progress, _: &engine::Store| ControlFlow::<Infallible>::Continue(());
    match solve_with(rules, model, opts, |_| None, never)? {
        Ok(s) => Ok(s),
        Err(stopped) => match stopped {},
    }
}

/// [`solve`], starting from where `resume` (given the fresh tables) says a solve stood, and
/// calling `after_sweep` after every sweep with where it stands now; it says whether to go on
/// (`Err(why)` when it said stop; a caller that never stops passes an uninhabited `B`).
fn solve_with<B>(
    rules: &YutRules,
    model: ThrowModel,
    opts: SolveOptions,
    resume: impl FnOnce(&engine::Store) -> Option<Progress>,
    after_sweep: &mut dyn FnMut(&Progress, &engine::Store) -> ControlFlow<B>,
) -> Result<Result<Solution, B>, SolveError> {
    use std::sync::atomic::Ordering;
    solvable(rules)?;
    let n = usize::from(rules.pieces());
    let sets = Multisets::new(n, codes_for(rules));
    let m = sets.len();
    let moves = Moves::new(&sets, &Turns::new(rules, model, opts.max_extras));
    let engine = Engine::new(&moves, m, rules, model, opts.max_extras);
    let ok = |k: usize| valid(n, &sets.list[k / m], &sets.list[k % m]);
    let states: Vec<u32> = (0..m * m).filter(|&k| ok(k)).map(|k| k as u32).collect();
    let start = |k| if ok(k) { 0.5 } else { f32::NAN };
    let store = engine::Store::new(m, engine.tails(), start, 0.5);
    let mut at = resume(&store).unwrap_or_default();
    let order = sweep::order(&sets, states);
    let threads = sweep::threads(opts.threads);
    for (b, block) in order.blocks.iter().enumerate().skip(at.block as usize) {
        let states = &order.states[block.clone()];
        loop {
            at.done += 1;
            at.updates += states.len() as u64;
            let (r, c) = sweep::sweep(&engine, m, states, &store, threads);
            at.cut_mass = at.cut_mass.max(c);
            let settled = r <= opts.tolerance || at.done >= opts.max_sweeps;
            if settled {
                at.residual = at.residual.max(r);
                at.sweeps = at.sweeps.max(at.done);
                (at.block, at.done) = (b as u32 + 1, 0);
            }
            if let ControlFlow::Break(why) = after_sweep(&at, &store) {
                return Ok(Err(why));
            }
            if settled {
                break;
            }
        }
    }
    let values = store
        .values
        .into_iter()
        .map(|v| f32::from_bits(v.load(Ordering::Relaxed)))
        .collect();
    Ok(Ok(Solution {
        rules: *rules,
        model,
        max_extras: opts.max_extras,
        sets,
        values,
        states: order.states.len() as u64,
        sweeps: at.sweeps,
        updates: at.updates,
        residual: at.residual,
        cut_mass: at.cut_mass,
    }))
}

// Version 3: chains are cut by the results held (version 2 counted the extra throws made).
const MAGIC: &[u8; 8] = b"YUTSOLV3";

impl Solution {
    /// The rules solved.
    #[must_use]
    pub fn rules(&self) -> &YutRules {
        &self.rules
    }

    /// The stick model solved for.
    #[must_use]
    pub fn model(&self) -> ThrowModel {
        self.model
    }

    /// Turn-start positions solved (both sides' pieces, either side to move).
    #[must_use]
    pub fn states(&self) -> u64 {
        self.states
    }

    /// Sweeps made of the block of positions that needed the most.
    #[must_use]
    pub fn sweeps(&self) -> u32 {
        self.sweeps
    }

    /// Turn values computed in all (over [`states`](Solution::states), the work in sweeps).
    #[must_use]
    pub fn updates(&self) -> u64 {
        self.updates
    }

    /// The largest change of a value in the last sweep.
    #[must_use]
    pub fn residual(&self) -> f64 {
        self.residual
    }

    /// The largest probability, over turn-start positions, of a 윷/모 chain longer than the
    /// search (an error bound on one turn's value).
    #[must_use]
    pub fn cut_mass(&self) -> f64 {
        self.cut_mass
    }

    /// Every solved position with its value, for fitting evaluations.
    #[cfg(any(test, feature = "train"))]
    pub(crate) fn entries(&self) -> impl Iterator<Item = (Pos, f64)> + '_ {
        let m = self.sets.list.len();
        self.values
            .iter()
            .enumerate()
            .filter(|(_, v)| !v.is_nan())
            .map(move |(k, &v)| {
                let pos = Pos {
                    me: self.sets.list[k / m],
                    op: self.sets.list[k % m],
                };
                (pos, f64::from(v))
            })
    }

    /// The value for the first mover of a new game: its chance of winning with best play.
    #[must_use]
    pub fn first_mover_value(&self) -> f64 {
        let n = self.sets.n;
        let start = Pos::new(&vec![WAIT; n], &vec![WAIT; n]);
        self.table().value(&start)
    }

    fn table(&self) -> Table<'_> {
        Table {
            sets: &self.sets,
            values: &self.values,
        }
    }

    fn fits(&self, game: &Game) -> bool {
        *game.rules() == self.rules
    }

    /// The chance that the side to move wins with best play, at the start of its turn (nothing
    /// thrown yet); `None` mid-turn or for other rules.
    #[must_use]
    pub fn value(&self, game: &Game) -> Option<f64> {
        if !self.fits(game) || game.phase() != Phase::Throw || !game.pending().is_empty() {
            return None;
        }
        if game.thrown() != 0 {
            return None;
        }
        Some(self.table().value(&Pos::of_game(game)))
    }

    /// The best action for the side to move when `game` waits for one; `None` otherwise or for
    /// other rules.
    #[must_use]
    pub fn best_action(&self, game: &Game) -> Option<Action> {
        if !self.fits(game) {
            return None;
        }
        let mut turns = Turns::new(&self.rules, self.model, self.max_extras);
        turns.best_action(game, &mut self.table())
    }

    /// Write the table (a few hundred kilobytes for two pieces, about 120 MB for three).
    ///
    /// # Errors
    /// Any error of `w`.
    pub fn write_to(&self, mut w: impl Write) -> io::Result<()> {
        let fp = fingerprint(&self.rules, self.model, self.max_extras);
        write_header(&mut w, MAGIC, &fp)?;
        w.write_all(&self.states.to_le_bytes())?;
        w.write_all(&self.sweeps.to_le_bytes())?;
        w.write_all(&self.updates.to_le_bytes())?;
        w.write_all(&self.residual.to_le_bytes())?;
        w.write_all(&self.cut_mass.to_le_bytes())?;
        w.write_all(&(self.values.len() as u64).to_le_bytes())?;
        let mut buf = Vec::with_capacity(self.values.len() * 4);
        for v in &self.values {
            buf.extend_from_slice(&v.to_le_bytes());
        }
        w.write_all(&buf)
    }

    /// Read a table written by [`write_to`](Solution::write_to), checking that it was solved
    /// for these rules, this model and this chain depth.
    ///
    /// # Errors
    /// [`LoadError`] saying what does not fit.
    pub fn read_from(
        mut r: impl Read,
        rules: &YutRules,
        model: ThrowModel,
        opts: SolveOptions,
    ) -> Result<Solution, LoadError> {
        read_header(&mut r, MAGIC, &fingerprint(rules, model, opts.max_extras))?;
        let mut u4 = [0u8; 4];
        let mut u8b = [0u8; 8];
        r.read_exact(&mut u8b)?;
        let states = u64::from_le_bytes(u8b);
        r.read_exact(&mut u4)?;
        let sweeps = u32::from_le_bytes(u4);
        r.read_exact(&mut u8b)?;
        let updates = u64::from_le_bytes(u8b);
        r.read_exact(&mut u8b)?;
        let residual = f64::from_le_bytes(u8b);
        r.read_exact(&mut u8b)?;
        let cut_mass = f64::from_le_bytes(u8b);
        r.read_exact(&mut u8b)?;
        let count = u64::from_le_bytes(u8b);
        let sets = Multisets::new(usize::from(rules.pieces()), codes_for(rules));
        let m = sets.list.len() as u64;
        if count != m * m {
            return Err(LoadError::Format);
        }
        let mut buf = vec![0u8; (count * 4) as usize];
        r.read_exact(&mut buf)?;
        let values = buf
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        Ok(Solution {
            rules: *rules,
            model,
            max_extras: opts.max_extras,
            sets,
            values,
            states,
            sweeps,
            updates,
            residual,
            cut_mass,
        })
    }

    /// Read the table from `path` if it was solved for these rules and model, otherwise solve
    /// and write it there. A long solve saves where it stands beside it (`PATH.partial`, at
    /// most every few minutes, 357 MB for three pieces), and the same call in a later
    /// process goes on from there; the file is removed once the table is written.
    ///
    /// # Errors
    /// [`SolveError`] as [`solve`]; a table that cannot be read or written is solved again.
    pub fn load_or_solve(
        path: &std::path::Path,
        rules: &YutRules,
        model: ThrowModel,
        opts: SolveOptions,
    ) -> Result<Solution, SolveError> {
        let every = std::time::Duration::from_secs(CHECKPOINT_SECONDS);
        let never = |_| ControlFlow::<Infallible>::Continue(());
        match Solution::load_or_solve_with(path, rules, model, opts, every, never)? {
            Ok(s) => Ok(s),
            Err(stopped) => match stopped {},
        }
    }

    /// [`load_or_solve`](Solution::load_or_solve), saving where it stands after a sweep that
    /// ends `every` after the last save (or the start), and stopping (saving then too) when
    /// `stop`, given the sweeps made in this call, says so.
    fn load_or_solve_with<B>(
        path: &std::path::Path,
        rules: &YutRules,
        model: ThrowModel,
        opts: SolveOptions,
        every: std::time::Duration,
        mut stop: impl FnMut(u32) -> ControlFlow<B>,
    ) -> Result<Result<Solution, B>, SolveError> {
        if let Ok(f) = std::fs::File::open(path) {
            if let Ok(s) = Solution::read_from(io::BufReader::new(f), rules, model, opts) {
                return Ok(Ok(s));
            }
        }
        let fp = fingerprint(rules, model, opts.max_extras);
        let mut partial = path.as_os_str().to_owned();
        partial.push(".partial");
        let partial = std::path::PathBuf::from(partial);
        let resume = |store: &engine::Store| {
            let f = std::fs::File::open(&partial).ok()?;
            checkpoint::read(io::BufReader::new(f), &fp, store)
        };
        let (mut saved, mut sweeps) = (std::time::Instant::now(), 0);
        let mut after_sweep = |at: &Progress, store: &engine::Store| {
            sweeps += 1;
            let flow = stop(sweeps);
            if flow.is_break() || saved.elapsed() >= every {
                // Written whole, then renamed: a stop mid-write leaves the last one intact.
                let mut tmp = partial.as_os_str().to_owned();
                tmp.push(".tmp");
                let written = std::fs::File::create(&tmp).and_then(|f| {
                    let mut w = io::BufWriter::new(f);
                    checkpoint::write(&mut w, &fp, at, store)?;
                    w.flush()
                });
                if written.is_ok() {
                    let _ = std::fs::rename(&tmp, &partial);
                }
                saved = std::time::Instant::now();
            }
            flow
        };
        let s = match solve_with(rules, model, opts, resume, &mut after_sweep)? {
            Ok(s) => s,
            Err(why) => return Ok(Err(why)),
        };
        if let Ok(f) = std::fs::File::create(path) {
            let mut w = io::BufWriter::new(f);
            if s.write_to(&mut w).and_then(|()| w.flush()).is_ok() {
                let _ = std::fs::remove_file(&partial);
            }
        }
        Ok(Ok(s))
    }
}

/// The most seconds between two saves of a long solve's progress.
const CHECKPOINT_SECONDS: u64 = 300;

fn fingerprint(rules: &YutRules, model: ThrowModel, max_extras: u8) -> String {
    format!("{rules} p={:e} extras={max_extras}", model.p())
}

/// The start of a table and of a progress file: `magic`, then the game's fingerprint
/// (its length as a little-endian u32 first).
fn write_header(w: &mut impl Write, magic: &[u8; 8], fingerprint: &str) -> io::Result<()> {
    w.write_all(magic)?;
    w.write_all(&(fingerprint.len() as u32).to_le_bytes())?;
    w.write_all(fingerprint.as_bytes())
}

/// Read what [`write_header`] wrote: [`LoadError::Format`] for another magic (or a
/// fingerprint too long to be one), [`LoadError::Mismatch`] for another game's.
fn read_header(r: &mut impl Read, magic: &[u8; 8], fingerprint: &str) -> Result<(), LoadError> {
    let mut head = [0u8; 8];
    r.read_exact(&mut head)?;
    if &head != magic {
        return Err(LoadError::Format);
    }
    let mut u4 = [0u8; 4];
    r.read_exact(&mut u4)?;
    let len = u32::from_le_bytes(u4) as usize;
    if len > 4096 {
        return Err(LoadError::Format);
    }
    let mut fp = vec![0u8; len];
    r.read_exact(&mut fp)?;
    if fp != fingerprint.as_bytes() {
        return Err(LoadError::Mismatch);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;
    use crate::throw::Throw;

    #[test]
    fn up_to_three_pieces_of_two_sides_are_solvable() {
        let base = Variant::Dominant.rules();
        for pieces in 2..=4 {
            let rules = base.to_builder().pieces(pieces).build().unwrap();
            let want = if pieces <= 3 {
                Ok(())
            } else {
                Err(SolveError::TooLarge(pieces))
            };
            assert_eq!(solvable(&rules), want, "{pieces} pieces");
        }
        let three = base.to_builder().sides(3).build().unwrap();
        assert_eq!(solvable(&three), Err(SolveError::Sides(3)));
    }

    fn two_pieces() -> YutRules {
        YutRules::builder(Variant::Dominant)
            .pieces(2)
            .build()
            .unwrap()
    }

    /// One sweep of the two-piece game without extra throws: quick, and enough to check
    /// the bookkeeping.
    fn quick() -> Solution {
        let rules = two_pieces();
        let mut opts = SolveOptions::default();
        (opts.max_sweeps, opts.max_extras) = (1, 0);
        solve(&rules, ThrowModel::TEXTBOOK, opts).unwrap()
    }

    #[test]
    fn the_entries_are_the_solved_positions_with_their_values() {
        let sol = quick();
        let mut table = sol.table();
        let mut n = 0u64;
        for (pos, v) in sol.entries() {
            assert!(valid(2, &pos.me, &pos.op), "{pos:?}");
            assert_eq!(v, table.value(&pos));
            assert!((0.0..=1.0).contains(&v));
            n += 1;
        }
        assert_eq!(n, sol.states());
        // Without extra throws searched, the chain is cut at a first 윷 or 모, and where a
        // capture's bonus throw can follow, at its 윷 or 모 too: more than the first alone.
        let m = sol.model();
        let cut = m.probability(Throw::Yut, sol.rules()) + m.probability(Throw::Mo, sol.rules());
        let mass = sol.cut_mass();
        assert!(mass > cut && mass < 1.0, "{mass} against {cut}");
    }

    #[test]
    fn a_value_is_for_a_turn_start_under_the_solved_rules() {
        let sol = quick();
        let mut g = Game::new(*sol.rules(), 0);
        assert!(sol.value(&g).is_some());
        let other = Game::new(Variant::Dominant.rules(), 0);
        assert_eq!(sol.value(&other), None, "other rules");
        assert_eq!(sol.best_action(&other), None, "other rules");
        g.throw_with(Throw::Gae).unwrap();
        assert_eq!(sol.value(&g), None, "a result held");
        assert!(sol.best_action(&g).is_some());
        // A 윷 held and its extra throw due, as a saved state gives it: still mid-turn.
        let state = crate::GameState::new(
            crate::Side::FIRST,
            1,
            vec![Throw::Yut],
            g.state().sides.clone(),
        );
        let held = Game::from_state(*sol.rules(), &state, 0).unwrap();
        assert_eq!(held.phase(), Phase::Throw);
        assert_eq!(sol.value(&held), None, "a 윷 held");
    }

    #[test]
    fn a_stopped_solve_goes_on_from_its_saved_progress() {
        let rules = two_pieces();
        let model = ThrowModel::TEXTBOOK;
        let mut opts = SolveOptions::default();
        (opts.max_extras, opts.tolerance, opts.threads) = (0, 1e-5, 1);
        let fresh = solve(&rules, model, opts).unwrap();
        let dir = std::env::temp_dir().join(format!("yut-resume-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("two.yutsolve");
        let partial = dir.join("two.yutsolve.partial");
        let zero = std::time::Duration::ZERO;
        // Stopped after three sweeps: progress saved, no table.
        let three = |n| {
            if n >= 3 {
                ControlFlow::Break(n)
            } else {
                ControlFlow::Continue(())
            }
        };
        let stopped = Solution::load_or_solve_with(&path, &rules, model, opts, zero, three);
        assert!(matches!(stopped, Ok(Err(3))));
        assert!(partial.exists() && !path.exists());
        let fp = fingerprint(&rules, model, opts.max_extras);
        let m = Multisets::new(2, codes_for(&rules)).len();
        let store = engine::Store::new(m, 21, |_| f32::NAN, f32::NAN);
        let f = std::fs::File::open(&partial).unwrap();
        let at = checkpoint::read(io::BufReader::new(f), &fp, &store).unwrap();
        assert!(at.updates > 0 && at.updates < fresh.updates(), "{at:?}");
        assert!(at.block > 0 || at.done == 3, "{at:?}");
        // Another stick model's solve does not take it.
        let other = fingerprint(&rules, ThrowModel::new(0.6).unwrap(), opts.max_extras);
        let f = std::fs::File::open(&partial).unwrap();
        assert_eq!(
            checkpoint::read(io::BufReader::new(f), &other, &store),
            None
        );
        // Resumed: the same values as a solve never stopped, the work of the sweeps left
        // (within a sweep or so: the kept tails are searched again), and the file gone.
        let forever = std::time::Duration::MAX;
        let go_on = |_| ControlFlow::<()>::Continue(());
        let resumed = Solution::load_or_solve_with(&path, &rules, model, opts, forever, go_on)
            .unwrap()
            .unwrap();
        assert!(path.exists() && !partial.exists());
        assert_eq!(resumed.states(), fresh.states());
        assert!(
            resumed.updates().abs_diff(fresh.updates()) <= fresh.states(),
            "{} vs {}",
            resumed.updates(),
            fresh.updates()
        );
        for ((p, a), (q, b)) in resumed.entries().zip(fresh.entries()) {
            assert_eq!(p, q);
            assert!((a - b).abs() < 1e-4, "{p:?}: {a} vs {b}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_fingerprint_longer_than_4096_bytes_is_no_table() {
        let rules = two_pieces();
        let read = |len: u32| {
            let mut bytes = MAGIC.to_vec();
            bytes.extend_from_slice(&len.to_le_bytes());
            bytes.resize(bytes.len() + len as usize, b'x');
            Solution::read_from(
                &bytes[..],
                &rules,
                ThrowModel::TEXTBOOK,
                SolveOptions::default(),
            )
        };
        assert!(
            matches!(read(4096), Err(LoadError::Mismatch)),
            "read, then compared"
        );
        assert!(
            matches!(read(4097), Err(LoadError::Format)),
            "refused unread"
        );
    }

    #[test]
    fn every_multiset_has_its_own_index() {
        for rules in [Variant::Dominant.rules(), Variant::Local.rules()] {
            for n in 1..=3 {
                let sets = Multisets::new(n, codes_for(&rules));
                assert!(!sets.list.is_empty());
                for (i, m) in sets.list.iter().enumerate() {
                    assert_eq!(sets.of(m), i, "{n} pieces: {m:?}");
                }
            }
        }
    }

    #[test]
    fn a_failed_read_keeps_its_cause() {
        use std::error::Error;
        struct Broken;
        impl Read for Broken {
            fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
                Err(io::Error::other("disk on fire"))
            }
        }
        let rules = two_pieces();
        let read = |r: &mut dyn Read| {
            Solution::read_from(r, &rules, ThrowModel::TEXTBOOK, SolveOptions::default())
        };
        let e = read(&mut Broken).unwrap_err();
        assert!(matches!(e, LoadError::Io(_)));
        assert_eq!(
            e.source().map(ToString::to_string).as_deref(),
            Some("disk on fire")
        );
        let e = read(&mut &b"NOTATABLE"[..]).unwrap_err();
        assert!(matches!(e, LoadError::Format) && e.source().is_none());
    }
}
