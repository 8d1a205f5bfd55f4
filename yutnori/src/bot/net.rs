//! The expert's evaluation: a network of one hidden layer over where each piece stands.
//!
//! The values of the solved games depend on whole formations (a stack against two pieces in
//! reach, a piece guarding another's road); a hidden layer learns them from a solved table's
//! exact values (`train::fit`). It replaced a logistic model over pairs of places, whose
//! error was twice as large (rms 0.044 against 0.020 on the three-piece game).

use crate::turn::{place, Pos, Turns, FIN, WAIT};

/// Places a piece counts on: waiting (code 0) and the 29 stations (codes 1–29); finished
/// pieces count nothing.
const PLACES: usize = 30;
/// The first, second and third (or later) piece on one place each have an input.
const LEVELS: usize = 3;
/// One-hot inputs: side × level × place, the mover first.
pub(crate) const SPARSE: usize = 2 * LEVELS * PLACES;
/// Dense inputs: the mover's threat, the opponent's, each side's fewest pips (scaled).
pub(crate) const DENSE: usize = 4;
/// All inputs.
pub(crate) const INPUTS: usize = SPARSE + DENSE;

/// A position as the network reads it: the one-hot inputs set, and the dense ones.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct Inputs {
    /// Indices of the one-hot inputs set (at most four pieces a side).
    pub active: [u8; 8],
    /// How many of `active` are used.
    pub len: u8,
    /// The dense inputs.
    pub dense: [f32; DENSE],
}

impl Inputs {
    /// The inputs of `pos` (the side to throw first).
    pub(crate) fn of(t: &Turns, pos: &Pos) -> Inputs {
        let (threat, danger) = (t.threat(pos), t.threat(&pos.swapped()));
        let pos = pos.plain();
        let n = t.n;
        let mut x = Inputs::default();
        let mut pips = [0.0f32; 2];
        for (side, m) in [&pos.me, &pos.op].into_iter().enumerate() {
            let mut level = 0;
            let mut prev = FIN;
            for &c in &m[..n] {
                if c == FIN {
                    continue;
                }
                level = if c == prev {
                    (level + 1).min(LEVELS - 1)
                } else {
                    0
                };
                prev = c;
                let at = (side * LEVELS + level) * PLACES + usize::from(c);
                x.active[usize::from(x.len)] = at as u8;
                x.len += 1;
                pips[side] += f32::from(place(c).min_pips_to_finish());
            }
        }
        debug_assert!(WAIT == 0 && usize::from(FIN) == PLACES);
        x.dense = [
            threat as f32 / 10.0,
            danger as f32 / 10.0,
            pips[0] / 30.0,
            pips[1] / 30.0,
        ];
        x
    }

    /// The one-hot inputs set.
    pub(crate) fn active(&self) -> &[u8] {
        &self.active[..usize::from(self.len)]
    }
}

/// The network's weights: `hidden` rectified units over [`INPUTS`], one logistic output.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Net {
    /// Hidden units.
    pub hidden: usize,
    /// Input weights, a row of `hidden` per input.
    pub w1: Vec<f32>,
    /// Hidden biases.
    pub b1: Vec<f32>,
    /// Output weights.
    pub w2: Vec<f32>,
    /// Output bias.
    pub b2: f32,
}

impl Net {
    /// The hidden layer's activations into `h` (length `hidden`), and the output's logit.
    pub(crate) fn forward(&self, x: &Inputs, h: &mut [f32]) -> f32 {
        let k = self.hidden;
        h.copy_from_slice(&self.b1);
        for &i in x.active() {
            let row = &self.w1[usize::from(i) * k..][..k];
            h.iter_mut().zip(row).for_each(|(a, w)| *a += w);
        }
        for (d, &v) in x.dense.iter().enumerate() {
            let row = &self.w1[(SPARSE + d) * k..][..k];
            h.iter_mut().zip(row).for_each(|(a, w)| *a += w * v);
        }
        h.iter_mut().for_each(|a| *a = a.max(0.0));
        self.b2 + h.iter().zip(&self.w2).map(|(a, w)| a * w).sum::<f32>()
    }

    /// The win chance of the side to throw.
    pub(crate) fn value(&self, x: &Inputs, h: &mut [f32]) -> f64 {
        1.0 / (1.0 + (-f64::from(self.forward(x, h))).exp())
    }

    /// How many numbers the weights are: `w1`, `b1`, `w2`, `b2`.
    pub(crate) const fn len(hidden: usize) -> usize {
        (INPUTS + 2) * hidden + 1
    }

    /// A network from its numbers in file order (`w1`, `b1`, `w2`, `b2`); `flat` holds
    /// [`Net::len`] of them.
    pub(crate) fn from_flat(hidden: usize, flat: &[f32]) -> Net {
        let k = hidden;
        Net {
            hidden: k,
            w1: flat[..INPUTS * k].to_vec(),
            b1: flat[INPUTS * k..(INPUTS + 1) * k].to_vec(),
            w2: flat[(INPUTS + 1) * k..(INPUTS + 2) * k].to_vec(),
            b2: flat[(INPUTS + 2) * k],
        }
    }

    /// The numbers in file order.
    pub(crate) fn flat(&self) -> impl Iterator<Item = f32> + '_ {
        self.w1
            .iter()
            .chain(&self.b1)
            .chain(&self.w2)
            .chain(std::iter::once(&self.b2))
            .copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;
    use crate::throw::ThrowModel;

    fn pips(codes: &[u8]) -> f32 {
        codes
            .iter()
            .map(|&c| f32::from(place(c).min_pips_to_finish()))
            .sum()
    }

    #[test]
    fn each_piece_sets_its_place_at_the_level_of_the_pieces_below_it() {
        let t = Turns::new(&Variant::Dominant.rules(), ThrowModel::TEXTBOOK, 0);
        // The mover: three on 12 (code 13) and one waiting; the other side: one on 15
        // (code 16), one waiting, two finished (which set nothing).
        let pos = Pos::new(&[13, WAIT, 13, 13], &[FIN, 16, FIN, WAIT]);
        let x = Inputs::of(&t, &pos);
        let (mover, other) = (0, LEVELS * PLACES);
        assert_eq!(
            x.active(),
            &[
                mover as u8,
                (mover + 13) as u8,
                (mover + PLACES + 13) as u8,
                (mover + 2 * PLACES + 13) as u8,
                other as u8,
                (other + 16) as u8,
            ]
        );
        let threat = t.threat(&pos) as f32 / 10.0;
        assert!(threat > 0.0, "a 걸 from 12 hits 15");
        assert_eq!(
            x.dense,
            [
                threat,
                t.threat(&pos.swapped()) as f32 / 10.0,
                pips(&[13, WAIT, 13, 13]) / 30.0,
                pips(&[16, WAIT]) / 30.0,
            ]
        );
        // A fourth piece on the same place counts at the third level again.
        let four = Inputs::of(&t, &Pos::new(&[13, 13, 13, 13], &[FIN; 4]));
        let third = (2 * PLACES + 13) as u8;
        assert_eq!(four.active(), &[13, (PLACES + 13) as u8, third, third]);
    }

    #[test]
    fn the_output_is_the_rectified_hidden_layer_weighed() {
        // Two hidden units: every input weighs 1 into the first and −1 into the second.
        let net = Net {
            hidden: 2,
            w1: (0..INPUTS).flat_map(|_| [1.0, -1.0]).collect(),
            b1: vec![0.5, 0.25],
            w2: vec![2.0, 3.0],
            b2: -1.0,
        };
        let x = Inputs {
            active: [4, 7, 0, 0, 0, 0, 0, 0],
            len: 2,
            dense: [0.5, 0.0, 0.25, 0.0],
        };
        // First unit 0.5 + 2 + 0.75 = 3.25; the second 0.25 − 2.75 < 0, off.
        let mut h = [0.0; 2];
        assert_eq!(net.forward(&x, &mut h), -1.0 + 2.0 * 3.25);
        assert_eq!(h, [3.25, 0.0]);
        let want = 1.0 / (1.0 + (-5.5f64).exp());
        assert!((net.value(&x, &mut h) - want).abs() < 1e-12);
    }
}
