//! One learning step: the gradient of the cross-entropy between a network's outputs and a
//! target, back through every hidden layer, and how each weight moves along it: plain
//! gradient descent ([`Sgd`]) or Adam's step scaled weight by weight ([`Moments`]).
//!
//! A grown network's layers learn at very different speeds under one rate (a dense layer's
//! unit sums hundreds of inputs, a sparse one's a few dozen), which plain descent meets with
//! a smaller rate for the dense layers (`dense`); Adam scales every weight's step by the
//! size of its own recent gradients instead (Kingma and Ba, "Adam: a method for stochastic
//! optimization", 2015).

use crate::bot::net::inputs::Active;
use crate::bot::Net;

/// How a weight moves once its gradient is known.
pub(super) trait Update {
    /// Moves weight `w`, number `k` in [`Moments`]' order, down the gradient `a · b`; plain
    /// descent at `rate` (`w − rate·a·b`, in that order).
    fn step(&mut self, k: usize, w: &mut f32, rate: f32, a: f32, b: f32);
}

/// Plain gradient descent at the step's rate.
pub(super) struct Sgd;

impl Update for Sgd {
    #[inline(always)]
    fn step(&mut self, _: usize, w: &mut f32, rate: f32, a: f32, b: f32) {
        *w -= rate * a * b;
    }
}

/// Adam's first moment's decay.
const BETA1: f32 = 0.9;
/// Adam's second moment's decay.
const BETA2: f32 = 0.999;
/// Keeps a step finite where a weight's gradients have all been zero.
const EPSILON: f32 = 1e-8;

/// Adam's running moments, one pair for each weight and bias of a network, in the order
/// hidden layers first to last (each its weights, then its biases), then the outputs'
/// weights and biases. A first-layer weight whose input is zero in a position has no
/// gradient there and keeps its moments as they were (lazy Adam): the first layer stays a
/// sparse update.
#[derive(Clone, Debug, PartialEq)]
pub struct Moments {
    m: Vec<f32>,
    v: Vec<f32>,
    /// Steps taken.
    steps: u64,
    /// β1^steps and β2^steps, kept as running products (the same bits everywhere).
    beta1_t: f32,
    beta2_t: f32,
    /// This step's size, set by [`Moments::begin`].
    rate: f32,
}

/// The magic bytes of a moments file.
const MAGIC: &[u8; 4] = b"SRAM";

impl Moments {
    /// Zero moments for `net`.
    #[must_use]
    pub fn new(net: &Net) -> Moments {
        let n = net.weight_count();
        Moments {
            m: vec![0.0; n],
            v: vec![0.0; n],
            steps: 0,
            beta1_t: 1.0,
            beta2_t: 1.0,
            rate: 0.0,
        }
    }

    /// Steps taken so far.
    #[must_use]
    pub const fn steps(&self) -> u64 {
        self.steps
    }

    /// Whether they are moments of a network of `net`'s size.
    pub(super) fn fits(&self, net: &Net) -> bool {
        self.m.len() == net.weight_count()
    }

    /// Starts a step of size `rate`.
    pub(super) fn begin(&mut self, rate: f32) {
        self.steps += 1;
        self.beta1_t *= BETA1;
        self.beta2_t *= BETA2;
        self.rate = rate;
    }

    /// The moments as bytes: `SRAM`, the count of weights and the steps (little-endian
    /// `u32` and `u64`), then the first moments and the second, little-endian `f32`.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(16 + 8 * self.m.len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&(self.m.len() as u32).to_le_bytes());
        out.extend_from_slice(&self.steps.to_le_bytes());
        for x in self.m.iter().chain(&self.v) {
            out.extend_from_slice(&x.to_le_bytes());
        }
        out
    }

    /// The moments `bytes` hold, for `net`: `None` where they are not moments of a network
    /// of its size.
    #[must_use]
    pub fn from_bytes(bytes: &[u8], net: &Net) -> Option<Moments> {
        let n = net.weight_count();
        let rest = bytes.strip_prefix(MAGIC)?;
        let (count, rest) = rest.split_first_chunk::<4>()?;
        let (steps, rest) = rest.split_first_chunk::<8>()?;
        if u32::from_le_bytes(*count) as usize != n || rest.len() != 8 * n {
            return None;
        }
        let floats: Vec<f32> = rest
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        let mut moments = Moments::new(net);
        moments.m.copy_from_slice(&floats[..n]);
        moments.v.copy_from_slice(&floats[n..]);
        // The running products, as the steps left them: both are zero long before 2^20.
        let steps = u64::from_le_bytes(*steps);
        for _ in 0..steps.min(1 << 20) {
            moments.begin(0.0);
        }
        moments.steps = steps;
        Some(moments)
    }
}

impl Update for Moments {
    /// Adam's step, at the rate [`Moments::begin`] set (the plain rate is not used).
    #[inline(always)]
    fn step(&mut self, k: usize, w: &mut f32, _: f32, a: f32, b: f32) {
        let g = a * b;
        let m = BETA1 * self.m[k] + (1.0 - BETA1) * g;
        let v = BETA2 * self.v[k] + (1.0 - BETA2) * g * g;
        self.m[k] = m;
        self.v[k] = v;
        // Bias-corrected: the moments start at zero.
        let (m_hat, v_hat) = (m / (1.0 - self.beta1_t), v / (1.0 - self.beta2_t));
        *w -= self.rate * m_hat / (v_hat.sqrt() + EPSILON);
    }
}

/// Scratch space for [`learn`]: every hidden unit's value and gradient.
#[derive(Default)]
pub(super) struct Scratch {
    units: Vec<f32>,
    delta: Vec<f32>,
    back: Vec<f32>,
}

/// One step on the cross-entropy between the network's outputs for `active` and `target`,
/// back through every hidden layer (TD self-play and relabelling both learn by it), each
/// weight moved by `update`: for plain descent, the first hidden layer and the outputs at
/// the rate `rates[0]`, the hidden layers after the first at `rates[1]`.
pub(super) fn learn<U: Update>(
    net: &mut Net,
    active: &Active,
    target: &[f32; 5],
    rates: [f32; 2],
    update: &mut U,
    scratch: &mut Scratch,
) {
    let [alpha, dense] = rates;
    let units = net.units();
    scratch.units.resize(units, 0.0);
    scratch.delta.resize(units, 0.0);
    let y = net.forward(active, &mut scratch.units);
    let d: [f32; 5] = core::array::from_fn(|o| y[o] - target[o]);
    let (acts, delta) = (&scratch.units, &mut scratch.delta);
    // Where each layer's units start in `acts` and `delta`, and its weights in the
    // moments' order.
    let mut starts = Vec::with_capacity(net.layers.len());
    let mut places = Vec::with_capacity(net.layers.len());
    let (mut at, mut place) = (0, 0);
    for l in &net.layers {
        starts.push(at);
        places.push(place);
        at += l.width;
        place += l.w.len() + l.b.len();
    }
    let last = net.layers.len() - 1;
    let (n, act) = (net.layers[last].width, net.layers[last].activation);
    let bo_place = place + net.wo.len();
    for j in 0..n {
        let h = acts[starts[last] + j];
        let mut back = 0f32;
        for (o, &d) in d.iter().enumerate() {
            back += d * net.wo[o * n + j];
        }
        delta[starts[last] + j] = act.back(back, h);
        for (o, &d) in d.iter().enumerate() {
            let k = o * n + j;
            update.step(place + k, &mut net.wo[k], alpha, d, h);
        }
    }
    for (o, (b, d)) in net.bo.iter_mut().zip(d).enumerate() {
        update.step(bo_place + o, b, alpha, d, 1.0);
    }
    // The dense layers, last to second: the gradient reaching the layer below (by the
    // weights before they change), then the step.
    for l in (1..=last).rev() {
        let (m, n) = (net.layers[l - 1].width, net.layers[l].width);
        let below = &acts[starts[l - 1]..starts[l - 1] + m];
        let back = &mut scratch.back;
        back.clear();
        back.resize(m, 0.0);
        let layer = &mut net.layers[l];
        let (w_place, b_place) = (places[l], places[l] + layer.w.len());
        for j in 0..n {
            let g = delta[starts[l] + j];
            if g == 0.0 {
                continue;
            }
            let row = &mut layer.w[j * m..(j + 1) * m];
            for (i, ((b, w), &h)) in back.iter_mut().zip(row.iter_mut()).zip(below).enumerate() {
                *b += g * *w;
                update.step(w_place + j * m + i, w, dense, g, h);
            }
            update.step(b_place + j, &mut layer.b[j], dense, g, 1.0);
        }
        let act = net.layers[l - 1].activation;
        for (i, &b) in back.iter().enumerate() {
            delta[starts[l - 1] + i] = act.back(b, below[i]);
        }
    }
    let first = &mut net.layers[0];
    let n = first.width;
    let b_place = first.w.len();
    let g = &delta[..n];
    for (j, (b, &g)) in first.b.iter_mut().zip(g).enumerate() {
        update.step(b_place + j, b, alpha, g, 1.0);
    }
    for &(i, x) in active.pairs() {
        let base = usize::from(i) * n;
        let row = &mut first.w[base..base + n];
        for (j, (w, &g)) in row.iter_mut().zip(g).enumerate() {
            update.step(base + j, w, alpha, g, x);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Position;
    use crate::bot::net::inputs::Encoding;
    use crate::bot::{Activation, Family};
    use crate::labels::Side;

    /// The cross-entropy of `net`'s outputs for `active` against `target`.
    fn cross_entropy(net: &Net, active: &Active, target: &[f32; 5]) -> f64 {
        let mut units = vec![0f32; net.units()];
        let y = net.forward(active, &mut units);
        y.iter()
            .zip(target)
            .map(|(&y, &t)| {
                let (y, t) = (f64::from(y), f64::from(t));
                -(t * y.ln() + (1.0 - t) * (1.0 - y).ln())
            })
            .sum()
    }

    /// Each weight's step is the learning rate times the loss's slope along it, measured
    /// by nudging the weight, in every layer of a deep network of both activations.
    #[test]
    fn a_step_follows_the_gradient_through_every_layer() {
        let mut net = Net::random_layers(
            Family::L1931,
            Encoding::Board,
            &[
                (12, Activation::Logistic),
                (10, Activation::Relu),
                (6, Activation::Relu),
            ],
            11,
            "family=l1931".to_owned(),
        );
        // Biases that keep the ReLU units away from their kink.
        for l in &mut net.layers[1..] {
            l.b.iter_mut().for_each(|b| *b = 0.5);
        }
        let rules = Family::L1931.variant().rules();
        let pos = Position::start(rules, Side::White);
        let active = net.active(&pos.board, &rules);
        let input = usize::from(active.pairs()[3].0);
        let target = [0.6, 0.3, 0.05, 0.2, 0.02];
        let alpha = 1e-3;
        let mut stepped = net.clone();
        learn(
            &mut stepped,
            &active,
            &target,
            [alpha, alpha],
            &mut Sgd,
            &mut Scratch::default(),
        );
        // (layer or 3 for the outputs, weight or bias, index)
        let picks = [
            (0, true, input * 12 + 4),
            (0, false, 7),
            (1, true, 3 * 12 + 5),
            (1, false, 2),
            (2, true, 4 * 10 + 9),
            (2, false, 5),
            (3, true, 2 * 6 + 1),
            (3, false, 0),
        ];
        fn at(net: &mut Net, (layer, weight, i): (usize, bool, usize)) -> &mut f32 {
            match (layer, weight) {
                (3, true) => &mut net.wo[i],
                (3, false) => &mut net.bo[i],
                (l, true) => &mut net.layers[l].w[i],
                (l, false) => &mut net.layers[l].b[i],
            }
        }
        let mut moved = 0;
        for pick in picks {
            let step = f64::from(*at(&mut net.clone(), pick) - *at(&mut stepped.clone(), pick));
            let eps = 1e-2f32;
            let (mut up, mut down) = (net.clone(), net.clone());
            *at(&mut up, pick) += eps;
            *at(&mut down, pick) -= eps;
            let slope = (cross_entropy(&up, &active, &target)
                - cross_entropy(&down, &active, &target))
                / (2.0 * f64::from(eps));
            let expected = f64::from(alpha) * slope;
            assert!(
                (step - expected).abs() <= 0.02 * expected.abs() + 1e-7,
                "{pick:?}: step {step:e}, expected {expected:e}"
            );
            moved += usize::from(step.abs() > 1e-7);
        }
        assert!(moved >= 6, "the picked weights do learn");
    }

    /// Adam's first step moves every weight with a gradient by its rate, whatever the
    /// gradient's size (bias-corrected, m / √v is ±1), the weights of inputs that are zero
    /// not at all; its moments read back from bytes, and bytes of another size do not.
    #[test]
    fn adams_first_step_is_its_rate_for_every_weight_with_a_gradient() {
        let net = Net::random_layers(
            Family::L1931,
            Encoding::Board,
            &[(12, Activation::Logistic), (10, Activation::Relu)],
            3,
            "family=l1931".to_owned(),
        );
        let rules = Family::L1931.variant().rules();
        let pos = Position::start(rules, Side::White);
        let active = net.active(&pos.board, &rules);
        let mut moments = Moments::new(&net);
        let rate = 1e-3;
        moments.begin(rate);
        let mut stepped = net.clone();
        let target = [0.6, 0.3, 0.05, 0.2, 0.02];
        let rates = [0.5, 0.5];
        learn(
            &mut stepped,
            &active,
            &target,
            rates,
            &mut moments,
            &mut Scratch::default(),
        );
        let flat = |n: &Net| -> Vec<f32> {
            n.layers
                .iter()
                .flat_map(|l| l.w.iter().chain(&l.b))
                .chain(&n.wo)
                .chain(&n.bo)
                .copied()
                .collect()
        };
        let (before, after) = (flat(&net), flat(&stepped));
        let mut moved = 0;
        for (k, (b, a)) in before.iter().zip(&after).enumerate() {
            let step = (b - a).abs();
            assert!(
                step == 0.0 || (step - rate).abs() < 1e-5,
                "weight {k}: {step}"
            );
            moved += usize::from(step > 0.0);
        }
        let active_rows = active.pairs().len() * 12;
        assert!(
            moved > active_rows,
            "the first layer's active rows and more move"
        );
        assert!(moved < before.len() - 12 * 100, "the inactive rows stay");
        let bytes = moments.to_bytes();
        let back = Moments::from_bytes(&bytes, &net).unwrap();
        assert_eq!((back.to_bytes(), back.steps()), (bytes.clone(), 1));
        let other = Net::random_layers(
            Family::L1931,
            Encoding::Board,
            &[(12, Activation::Logistic)],
            3,
            "family=l1931".to_owned(),
        );
        assert_eq!(Moments::from_bytes(&bytes, &other), None);
        assert_eq!(Moments::from_bytes(&bytes[..bytes.len() - 1], &net), None);
    }
}
