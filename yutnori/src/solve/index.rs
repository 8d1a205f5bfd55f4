//! The dense index of positions: one side's pieces as a rank among the sorted multisets of
//! piece codes, a position as a pair of ranks, and the moves of each rank by each result as
//! tables of ranks built once from the turn engine's own moves, so that the solver's search
//! neither sorts nor hashes.

use crate::turn::{spot, Pos, Turns, BACK, FIN};

/// Which sorted piece multisets exist, their ranks, and the rank of each one.
#[derive(Clone, Debug)]
pub(super) struct Multisets {
    /// Pieces per side.
    pub(super) n: usize,
    codes: usize,
    /// The multisets by rank (`u8::MAX` in the unused slots).
    pub(super) list: Vec<[u8; 4]>,
    /// The rank of each multiset by its base-`codes` number (`u32::MAX` where none).
    index: Vec<u32>,
}

impl Multisets {
    /// Sorted multisets of `n` codes below `codes`; one side's pieces on 참먹이 are one stack,
    /// so never plain 참먹이 and [`BACK`] together.
    pub(super) fn new(n: usize, codes: usize) -> Multisets {
        let mut list = Vec::new();
        let mut cur = [u8::MAX; 4];
        fn rec(
            n: usize,
            codes: usize,
            i: usize,
            lo: u8,
            cur: &mut [u8; 4],
            out: &mut Vec<[u8; 4]>,
        ) {
            if i == n {
                if !(cur[..n].contains(&1) && cur[..n].contains(&BACK)) {
                    out.push(*cur);
                }
                return;
            }
            for c in lo..codes as u8 {
                cur[i] = c;
                rec(n, codes, i + 1, c, cur, out);
            }
        }
        rec(n, codes, 0, 0, &mut cur, &mut list);
        let mut index = vec![u32::MAX; codes.pow(n as u32)];
        for (i, m) in list.iter().enumerate() {
            index[Self::key(n, codes, m)] = i as u32;
        }
        Multisets {
            n,
            codes,
            list,
            index,
        }
    }

    fn key(n: usize, codes: usize, m: &[u8; 4]) -> usize {
        m[..n]
            .iter()
            .rev()
            .fold(0, |k, &c| k * codes + usize::from(c))
    }

    /// The rank of a sorted multiset.
    pub(super) fn of(&self, m: &[u8; 4]) -> usize {
        self.index[Self::key(self.n, self.codes, m)] as usize
    }

    /// How many multisets there are.
    pub(super) fn len(&self) -> usize {
        self.list.len()
    }
}

/// One move of one side's pieces, as ranks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Jump {
    /// The rank of the mover's pieces after it.
    pub(super) to_rank: u32,
    /// The code the pieces left.
    pub(super) from: u8,
    /// The code they reached.
    pub(super) to: u8,
    /// Whether it finished the mover's last piece.
    pub(super) won: bool,
}

/// Every rank's moves by every result, and what a capture does to the other side's rank.
#[derive(Clone, Debug)]
pub(super) struct Moves {
    /// `jumps[start[r * 7 + t]..start[r * 7 + t + 1]]`: the moves of rank `r` by result `t`.
    start: Vec<u32>,
    jumps: Vec<Jump>,
    /// The stations (bit `spot`) each rank's pieces stand on.
    pub(super) spots: Vec<u32>,

    /// `home[r * 32 + s]`: the rank after the pieces of rank `r` on station `s` are sent home.
    home: Vec<u32>,
}

impl Moves {
    /// The tables of `sets` under the engine's moves (its rules and pieces).
    pub(super) fn new(sets: &Multisets, turns: &Turns) -> Moves {
        let n = sets.n;
        let m = sets.len();
        let mut start = Vec::with_capacity(m * 7 + 1);
        let mut jumps = Vec::new();
        let mut spots = Vec::with_capacity(m);

        let mut home = vec![u32::MAX; m * 32];
        for (r, me) in sets.list.iter().enumerate() {
            // The other side all waiting: nothing to capture, so only the mover's pieces move.
            let pos = Pos::new(&me[..n], &vec![0; n]);
            for t in 0..7u8 {
                start.push(jumps.len() as u32);
                for &(from, to, step) in turns.moves(&pos, t).as_slice() {
                    jumps.push(Jump {
                        to_rank: sets.of(&step.pos.me) as u32,
                        from,
                        to,
                        won: step.won,
                    });
                }
            }
            let mut mask = 0u32;
            for &c in &me[..n] {
                if c != 0 && c != FIN {
                    mask |= 1 << spot(c);
                }
            }
            spots.push(mask);
            for s in 1..30u8 {
                if mask & (1 << s) != 0 {
                    let mut sent = *me;
                    for c in &mut sent[..n] {
                        if spot(*c) == s {
                            *c = 0;
                        }
                    }
                    sent[..n].sort_unstable();
                    home[r * 32 + usize::from(s)] = sets.of(&sent) as u32;
                }
            }
        }
        start.push(jumps.len() as u32);
        Moves {
            start,
            jumps,
            spots,
            home,
        }
    }

    /// The moves of rank `r` by result `t`.
    #[inline]
    pub(super) fn of(&self, r: usize, t: u8) -> &[Jump] {
        let k = r * 7 + usize::from(t);
        &self.jumps[self.start[k] as usize..self.start[k + 1] as usize]
    }

    /// Whether rank `r` has a move by result `t`.
    #[inline]
    pub(super) fn has(&self, r: usize, t: u8) -> bool {
        let k = r * 7 + usize::from(t);
        self.start[k] != self.start[k + 1]
    }

    /// The rank `r` becomes when its pieces on station `s` are captured.
    #[inline]
    pub(super) fn sent_home(&self, r: usize, s: u8) -> usize {
        self.home[r * 32 + usize::from(s)] as usize
    }
}
