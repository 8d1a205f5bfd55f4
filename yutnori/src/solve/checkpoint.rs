//! Where a long solve stands, saved between sweeps so that a later process continues it
//! ([`Solution::load_or_solve`](super::Solution::load_or_solve) keeps it beside the table as
//! `PATH.partial`). It holds the turn-start values and the bonus turns' values; the kept tails
//! and the throws kept with one result held are not saved (they would be most of the size)
//! and are searched again in the first sweep after a resume.

use std::io::{self, Read, Write};
use std::sync::atomic::Ordering;

use super::engine::Store;
use super::{read_header, write_header};

/// The file's first bytes (its format follows the table's: version 3).
const MAGIC: &[u8; 8] = b"YUTPART3";

/// How far the solve got: blocks finished, sweeps made of the current one, and the figures
/// the [`Solution`](super::Solution) reports.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(super) struct Progress {
    /// Blocks solved to the tolerance.
    pub(super) block: u32,
    /// Sweeps made of the block after them.
    pub(super) done: u32,
    /// The most sweeps any finished block needed.
    pub(super) sweeps: u32,
    pub(super) updates: u64,
    pub(super) residual: f64,
    pub(super) cut_mass: f64,
}

/// Write `progress` and the values of `store` (fingerprinted as the table is).
pub(super) fn write(
    mut w: impl Write,
    fingerprint: &str,
    progress: &Progress,
    store: &Store,
) -> io::Result<()> {
    write_header(&mut w, MAGIC, fingerprint)?;
    for x in [progress.block, progress.done, progress.sweeps] {
        w.write_all(&x.to_le_bytes())?;
    }
    w.write_all(&progress.updates.to_le_bytes())?;
    w.write_all(&progress.residual.to_le_bytes())?;
    w.write_all(&progress.cut_mass.to_le_bytes())?;
    w.write_all(&(store.values.len() as u64).to_le_bytes())?;
    let mut buf = Vec::with_capacity(store.values.len() * 12);
    for v in &store.values {
        buf.extend_from_slice(&v.load(Ordering::Relaxed).to_le_bytes());
    }
    for b in &store.bonus {
        buf.extend_from_slice(&b.load(Ordering::Relaxed).to_le_bytes());
    }
    w.write_all(&buf)
}

/// Read what [`write`] wrote into `store` (made for the same game), if its fingerprint and
/// size are this solve's; `None` for anything else.
pub(super) fn read(mut r: impl Read, fingerprint: &str, store: &Store) -> Option<Progress> {
    read_header(&mut r, MAGIC, fingerprint).ok()?;
    let mut u4 = [0u8; 4];
    let mut u8b = [0u8; 8];
    let mut word = |r: &mut dyn Read| r.read_exact(&mut u4).ok().map(|()| u32::from_le_bytes(u4));
    let (block, done, sweeps) = (word(&mut r)?, word(&mut r)?, word(&mut r)?);
    let mut long = |r: &mut dyn Read| r.read_exact(&mut u8b).ok().map(|()| u8b);
    let updates = u64::from_le_bytes(long(&mut r)?);
    let residual = f64::from_le_bytes(long(&mut r)?);
    let cut_mass = f64::from_le_bytes(long(&mut r)?);
    if u64::from_le_bytes(long(&mut r)?) != store.values.len() as u64 {
        return None;
    }
    let mut buf = vec![0u8; store.values.len() * 12];
    r.read_exact(&mut buf).ok()?;
    let (values, bonus) = buf.split_at(store.values.len() * 4);
    for (cell, b) in store.values.iter().zip(values.chunks_exact(4)) {
        cell.store(
            u32::from_le_bytes([b[0], b[1], b[2], b[3]]),
            Ordering::Relaxed,
        );
    }
    for (cell, b) in store.bonus.iter().zip(bonus.chunks_exact(8)) {
        let mut x = [0u8; 8];
        x.copy_from_slice(b);
        cell.store(u64::from_le_bytes(x), Ordering::Relaxed);
    }
    Some(Progress {
        block,
        done,
        sweeps,
        updates,
        residual,
        cut_mass,
    })
}
