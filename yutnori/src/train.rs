//! Training the expert's evaluation, behind the `train` feature: fitting its network to a
//! solved table ([`fit`]). The `fit` example drives it and writes the network files the crate
//! ships (`src/bot/weights/README.md`). Playing needs none of this: the bots read the shipped
//! networks.

use ssangryuk_cited::parallel::{chunked, cores};
use ssangryuk_cited::random::{mix64, SplitMix64, GAMMA};

use crate::bot::{EvalParams, Inputs, Net, INPUTS, SPARSE};
use crate::solve::Solution;
use crate::turn::{Pos, Turns};

/// A network learned, and how well it fits what it was learned from.
#[derive(Clone, Debug, PartialEq)]
pub struct Fitted {
    /// The evaluation.
    pub params: EvalParams,
    /// The root-mean-square error of the estimated win chance on the positions fitted.
    pub rms_error: f64,
    /// How many positions were fitted.
    pub positions: usize,
}

/// Samples in one step of the optimiser.
const BATCH: usize = 1024;
/// Fixed pieces of a batch, each summed on its own (the same weights on any number of cores).
const PARTS: usize = 8;
/// Adam's first learning rate, falling linearly to a tenth of it by the last epoch.
const LEARNING_RATE: f32 = 0.002;

/// How a network is fitted ([`FitOptions::default`]: the shipped networks' options, 64 hidden
/// units, 20 epochs, every position, seed 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FitOptions {
    /// Hidden units.
    pub hidden: usize,
    /// Passes over the positions.
    pub epochs: u32,
    /// About this many positions, drawn evenly (all when `None`).
    pub sample: Option<u64>,
    /// The seed of the first weights and of the order the positions are visited in.
    pub seed: u64,
}

impl Default for FitOptions {
    fn default() -> Self {
        FitOptions {
            hidden: 64,
            epochs: 20,
            sample: None,
            seed: 1,
        }
    }
}

/// Learn the evaluation from a solved table: a network of `hidden` rectified units over
/// where each piece stands, the pips to go and the threats ([`EvalParams`]), trained on the
/// solved win chances by minibatch Adam (cross-entropy; batches of 1,024, the learning rate
/// falling linearly from 0.002 to 0.0002; β₁ = 0.9, β₂ = 0.999, ε = 1e-8), the positions
/// shuffled anew each epoch. The same options give the same weights on any machine: each
/// batch's gradient is summed in fixed parts, in order.
#[must_use]
pub fn fit(solution: &Solution, options: FitOptions) -> Fitted {
    let t = Turns::new(solution.rules(), solution.model(), 0);
    let threads = cores();
    let entries: Vec<_> = kept_entries(solution, options.sample).collect();
    let chunk = entries.len().div_ceil(CHUNKS).max(1);
    let data: Vec<(Inputs, f32)> = chunked(entries.len().div_ceil(chunk), threads, |c| {
        entries[c * chunk..((c + 1) * chunk).min(entries.len())]
            .iter()
            .map(|(pos, v)| (Inputs::of(&t, pos), *v as f32))
            .collect::<Vec<_>>()
    })
    .concat();
    drop(entries);
    let k = options.hidden.max(1);
    let mut rng = SplitMix64::new(options.seed);
    let mut uniform = |a: f32| (rng.fraction() as f32 * 2.0 - 1.0) * a;
    let mut net = Net {
        hidden: k,
        w1: (0..INPUTS * k).map(|_| uniform(0.3)).collect(),
        b1: vec![0.05; k],
        w2: (0..k).map(|_| uniform(0.3)).collect(),
        b2: 0.0,
    };
    let size = (INPUTS + 2) * k + 1;
    let mut adam = Adam::new(size);
    let mut order: Vec<u32> = (0..data.len() as u32).collect();
    let steps = u64::from(options.epochs) * data.len().div_ceil(BATCH) as u64;
    let mut step = 0u64;
    for _ in 0..options.epochs {
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i + 1));
        }
        for batch in order.chunks(BATCH) {
            let part = batch.len().div_ceil(PARTS);
            let grads = chunked(batch.len().div_ceil(part), threads, |c| {
                let mut g = vec![0.0f32; size];
                let mut h = vec![0.0f32; k];
                for &s in &batch[c * part..((c + 1) * part).min(batch.len())] {
                    let (x, y) = &data[s as usize];
                    backward(&net, x, *y, &mut h, &mut g);
                }
                g
            });
            let mut g = vec![0.0f32; size];
            for part in grads {
                g.iter_mut().zip(part).for_each(|(a, b)| *a += b);
            }
            let scale = 1.0 / batch.len() as f32;
            g.iter_mut().for_each(|a| *a *= scale);
            let lr = LEARNING_RATE * (1.0 - 0.9 * step as f32 / steps.max(1) as f32);
            step += 1;
            adam.step(&mut net, &g, lr);
        }
    }
    let mut h = vec![0.0f32; k];
    let se: f64 = data
        .iter()
        .map(|(x, y)| (net.value(x, &mut h) - f64::from(*y)).powi(2))
        .sum();
    Fitted {
        rms_error: (se / data.len().max(1) as f64).sqrt(),
        positions: data.len(),
        params: EvalParams::from_net(net),
    }
}

/// Adds the cross-entropy gradient of one sample to `g` (laid out as [`Adam`] reads it:
/// `w1`, `b1`, `w2`, `b2`).
fn backward(net: &Net, x: &Inputs, y: f32, h: &mut [f32], g: &mut [f32]) {
    let k = net.hidden;
    let err = (1.0 / (1.0 + (-net.forward(x, h)).exp())) - y;
    let (g1, rest) = g.split_at_mut(INPUTS * k);
    let (gb1, rest) = rest.split_at_mut(k);
    let (gw2, gb2) = rest.split_at_mut(k);
    gb2[0] += err;
    // The hidden units' gradients, kept in `h` (zero where a unit was off).
    for ((a, w), gw) in h.iter_mut().zip(&net.w2).zip(gw2.iter_mut()) {
        *gw += err * *a;
        *a = if *a > 0.0 { err * w } else { 0.0 };
    }
    gb1.iter_mut().zip(h.iter()).for_each(|(g, d)| *g += d);
    for &i in x.active() {
        let row = &mut g1[usize::from(i) * k..][..k];
        row.iter_mut().zip(h.iter()).for_each(|(g, d)| *g += d);
    }
    for (d, &v) in x.dense.iter().enumerate() {
        let row = &mut g1[(SPARSE + d) * k..][..k];
        row.iter_mut().zip(h.iter()).for_each(|(g, d)| *g += d * v);
    }
}

/// Adam's moments (β₁ = 0.9, β₂ = 0.999, ε = 1e-8).
struct Adam {
    m: Vec<f32>,
    v: Vec<f32>,
    t: i32,
}

impl Adam {
    fn new(size: usize) -> Adam {
        Adam {
            m: vec![0.0; size],
            v: vec![0.0; size],
            t: 0,
        }
    }

    fn step(&mut self, net: &mut Net, g: &[f32], lr: f32) {
        const B1: f32 = 0.9;
        const B2: f32 = 0.999;
        self.t += 1;
        let (c1, c2) = (1.0 - B1.powi(self.t), 1.0 - B2.powi(self.t));
        let params = net
            .w1
            .iter_mut()
            .chain(net.b1.iter_mut())
            .chain(net.w2.iter_mut())
            .chain(std::iter::once(&mut net.b2));
        for (((p, &g), m), v) in params.zip(g).zip(&mut self.m).zip(&mut self.v) {
            *m = B1 * *m + (1.0 - B1) * g;
            *v = B2 * *v + (1.0 - B2) * g * g;
            *p -= lr * (*m / c1) / ((*v / c2).sqrt() + 1e-8);
        }
    }
}

/// About `sample` of the solved positions and their values, drawn evenly (all without one).
fn kept_entries(solution: &Solution, sample: Option<u64>) -> impl Iterator<Item = (Pos, f64)> + '_ {
    let all = solution.states();
    // Position k is kept when its hash falls under the share kept.
    let kept = sample.map_or(u64::MAX, |n| {
        if n >= all {
            u64::MAX
        } else {
            (u128::from(u64::MAX) * u128::from(n) / u128::from(all.max(1))) as u64
        }
    });
    solution
        .entries()
        .enumerate()
        .filter(move |&(k, _)| kept == u64::MAX || mix64((k as u64).wrapping_add(GAMMA)) < kept)
        .map(|(_, e)| e)
}

/// How many pieces the positions are cut into to compute their inputs.
const CHUNKS: usize = 64;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;
    use crate::throw::ThrowModel;
    use crate::turn::{FIN, WAIT};

    /// The cross-entropy of one sample, from the network's logit.
    fn loss(net: &Net, x: &Inputs, y: f32) -> f64 {
        let mut h = vec![0.0; net.hidden];
        let p = net.value(x, &mut h);
        let y = f64::from(y);
        -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
    }

    #[test]
    fn the_gradient_is_that_of_the_cross_entropy() {
        let t = Turns::new(&Variant::Dominant.rules(), ThrowModel::TEXTBOOK, 0);
        let x = Inputs::of(&t, &Pos::new(&[13, 13, WAIT, 5], &[16, FIN, 21, WAIT]));
        let k = 3;
        let mut rng = SplitMix64::new(9);
        let mut draw = || (rng.fraction() as f32 - 0.5) * 0.8;
        let mut net = Net {
            hidden: k,
            w1: (0..INPUTS * k).map(|_| draw()).collect(),
            b1: vec![0.3, 0.4, 0.5],
            w2: vec![0.7, -0.6, 0.9],
            b2: 0.1,
        };
        let y = 0.3;
        let mut g = vec![0.0; Net::len(k)];
        backward(&net, &x, y, &mut vec![0.0; k], &mut g);
        // Each weight the sample reaches, and some it does not, against a central difference.
        let rows = x
            .active()
            .iter()
            .map(|&i| usize::from(i))
            .chain(SPARSE..INPUTS);
        let mut checked: Vec<usize> = rows.flat_map(|r| r * k..(r + 1) * k).collect();
        checked.extend([0, 1, 5 * k + 2]);
        checked.extend(INPUTS * k..Net::len(k));
        let eps = 1e-2f32;
        for i in checked {
            let at = |net: &mut Net, d: f32| -> f64 {
                let mut flat: Vec<f32> = net.flat().collect();
                flat[i] += d;
                *net = Net::from_flat(k, &flat);
                let l = loss(net, &x, y);
                flat[i] -= d;
                *net = Net::from_flat(k, &flat);
                l
            };
            let numeric = (at(&mut net, eps) - at(&mut net, -eps)) / f64::from(2.0 * eps);
            assert!(
                (numeric - f64::from(g[i])).abs() < 1e-3,
                "weight {i}: {numeric} vs {}",
                g[i]
            );
        }
        assert!(g.iter().filter(|&&v| v != 0.0).count() > 20);
    }
}
