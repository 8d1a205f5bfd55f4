//! The learned evaluation: a small network trained by self-play ([`Net`], [`NetEval`]).
//!
//! Hidden layers (one or more, each of logistic or ReLU units) over the board's inputs (four
//! per point and side, the bar, the borne-off checkers: `inputs.rs`; a network may also read
//! 25 named features of both sides after them), five logistic outputs: the chances to
//! win, to win a gammon or more, to win a backgammon, to lose a gammon or more, to lose a
//! backgammon, all for the side to move before it rolls. Only the inputs that are not zero
//! are summed in the first layer (a position has about forty of the board's 196); later layers
//! are dense, summed in a fixed order (`dense.rs`). All the arithmetic is plain `f32` `+ − × ÷`
//! (and a comparison for ReLU), so a network gives the same bits on every platform, wasm32
//! included.

mod dense;
mod file;
pub(crate) mod inputs;
mod math;

pub use file::NetError;

use std::sync::OnceLock;

#[cfg(any(test, feature = "train"))]
pub(crate) use self::file::{MAX_LAYERS, MAX_WIDTH};
use self::inputs::{Active, Encoding};
pub(crate) use self::math::sigmoid;
use super::{Evaluator, Family};
use crate::board::Position;
use crate::rules::{Goal, RuleSet, Scoring};
use crate::scoring::Outcome;

/// How many outputs a network has.
pub(crate) const OUTPUTS: usize = 5;

/// How a hidden layer turns its units' sums into their values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Activation {
    /// 1 / (1 + e^−x): the first networks' units, values in (0, 1).
    Logistic,
    /// max(x, 0): cheap, and it passes values ≥ 0 through unchanged, which lets a network
    /// grow a layer without changing what it computes ([`Net::deepened`]).
    Relu,
}

impl Activation {
    /// The value of a unit whose sum is `x`.
    fn apply(self, x: f32) -> f32 {
        match self {
            Activation::Logistic => sigmoid(x),
            // A comparison, not `f32::max`, whose choice between −0 and +0 is unspecified.
            Activation::Relu => {
                if x > 0.0 {
                    x
                } else {
                    0.0
                }
            }
        }
    }

    /// The gradient `back` reaching a unit whose value is `h`, carried through to its sum.
    #[cfg(feature = "train")]
    pub(crate) fn back(self, back: f32, h: f32) -> f32 {
        match self {
            Activation::Logistic => back * h * (1.0 - h),
            Activation::Relu => {
                if h > 0.0 {
                    back
                } else {
                    0.0
                }
            }
        }
    }

    /// Its code in a network file.
    pub(crate) const fn code(self) -> u32 {
        match self {
            Activation::Logistic => 0,
            Activation::Relu => 1,
        }
    }

    /// The activation a file's code names.
    pub(crate) const fn from_code(code: u32) -> Option<Activation> {
        match code {
            0 => Some(Activation::Logistic),
            1 => Some(Activation::Relu),
            _ => None,
        }
    }
}

/// One hidden layer.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Layer {
    pub(crate) activation: Activation,
    pub(crate) width: usize,
    /// The first layer input by input (a row of `width` weights each, so that only the
    /// active inputs' rows are read); a later layer unit by unit (a row of the previous
    /// layer's width each, summed in `dense.rs`'s order).
    pub(crate) w: Vec<f32>,
    pub(crate) b: Vec<f32>,
}

/// A network: its weights, the family of rules it was trained for and how.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    family: Family,
    encoding: Encoding,
    /// The hidden layers, first to last (at least one).
    pub(crate) layers: Vec<Layer>,
    /// The output layer, output by output: the last hidden layer's width each.
    pub(crate) wo: Vec<f32>,
    pub(crate) bo: [f32; OUTPUTS],
    provenance: String,
}

/// What a network predicts for the side to move, before it rolls: the chance of each
/// result, the larger ones included in the smaller (a backgammon is also a gammon and a
/// win).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Chances {
    /// To win.
    pub win: f32,
    /// To win a gammon or a backgammon.
    pub win_gammon: f32,
    /// To win a backgammon.
    pub win_backgammon: f32,
    /// To lose a gammon or a backgammon.
    pub lose_gammon: f32,
    /// To lose a backgammon.
    pub lose_backgammon: f32,
}

impl Chances {
    /// The five chances in the network's output order.
    pub(crate) const fn from_array(y: [f32; OUTPUTS]) -> Chances {
        Chances {
            win: y[0],
            win_gammon: y[1],
            win_backgammon: y[2],
            lose_gammon: y[3],
            lose_backgammon: y[4],
        }
    }

    /// The five chances in the network's output order.
    pub(crate) const fn to_array(self) -> [f32; OUTPUTS] {
        [
            self.win,
            self.win_gammon,
            self.win_backgammon,
            self.lose_gammon,
            self.lose_backgammon,
        ]
    }

    /// The same chances seen by the opponent.
    #[must_use]
    pub fn flipped(self) -> Chances {
        Chances {
            win: 1.0 - self.win,
            win_gammon: self.lose_gammon,
            win_backgammon: self.lose_backgammon,
            lose_gammon: self.win_gammon,
            lose_backgammon: self.win_backgammon,
        }
    }

    /// The certain chances of a finished game, for the side to move of `position`.
    #[must_use]
    pub fn of_outcome(outcome: Outcome, position: &Position) -> Chances {
        let won = f32::from(u8::from(outcome.winner == position.turn()));
        let gammon = f32::from(u8::from(outcome.points >= 2));
        let backgammon = f32::from(u8::from(outcome.points >= 3));
        Chances {
            win: won,
            win_gammon: won * gammon,
            win_backgammon: won * backgammon,
            lose_gammon: (1.0 - won) * gammon,
            lose_backgammon: (1.0 - won) * backgammon,
        }
    }

    /// Points per game for the side to move under `rules`' scoring: a win is worth one,
    /// and under [`Scoring::Gammons`] (with bearing off) a gammon two and a backgammon three.
    #[must_use]
    pub fn equity(&self, rules: &RuleSet) -> f32 {
        let single = 2.0 * self.win - 1.0;
        if rules.scoring() == Scoring::Gammons && rules.goal() == Goal::BearOffAll {
            single
                + (self.win_gammon - self.lose_gammon)
                + (self.win_backgammon - self.lose_backgammon)
        } else {
            single
        }
    }
}

/// Small weights in [−scale, scale) drawn from `seed`'s stream.
#[cfg(any(test, feature = "train"))]
struct Draw(ssangryuk_cited::random::SplitMix64);

#[cfg(any(test, feature = "train"))]
impl Draw {
    fn new(seed: u64) -> Draw {
        Draw(ssangryuk_cited::random::SplitMix64::new(seed))
    }

    fn next(&mut self, scale: f32) -> f32 {
        let r = self.0.next_u64();
        // 24 random bits to a float in [−scale, scale).
        ((r >> 40) as f32 / (1u64 << 23) as f32 - 1.0) * scale
    }
}

impl Net {
    /// A network for `family` reading `encoding`, with `hidden` logistic units and small
    /// weights drawn from `seed`: where self-play starts.
    #[must_use]
    #[cfg(any(test, feature = "train"))]
    pub(crate) fn random(
        family: Family,
        encoding: Encoding,
        hidden: usize,
        seed: u64,
        provenance: String,
    ) -> Net {
        let hidden = hidden.clamp(1, MAX_WIDTH);
        Net::random_layers(
            family,
            encoding,
            &[(hidden, Activation::Logistic)],
            seed,
            provenance,
        )
    }

    /// A network for `family` reading `encoding`, with hidden layers of `shape` (widths and
    /// activations, each width clamped to 1 ..= [`MAX_WIDTH`], at most [`MAX_LAYERS`]) and
    /// small weights drawn from `seed`.
    #[must_use]
    #[cfg(any(test, feature = "train"))]
    pub(crate) fn random_layers(
        family: Family,
        encoding: Encoding,
        shape: &[(usize, Activation)],
        seed: u64,
        provenance: String,
    ) -> Net {
        let mut draw = Draw::new(seed);
        let mut layers: Vec<Layer> = Vec::new();
        let mut inputs = encoding.inputs();
        for &(width, activation) in shape.iter().take(MAX_LAYERS) {
            let width = width.clamp(1, MAX_WIDTH);
            layers.push(Layer {
                activation,
                width,
                w: (0..inputs * width).map(|_| draw.next(0.1)).collect(),
                b: vec![0.0; width],
            });
            inputs = width;
        }
        if layers.is_empty() {
            return Net::random(family, encoding, 1, seed, provenance);
        }
        let wo = (0..OUTPUTS * inputs).map(|_| draw.next(0.1)).collect();
        Net {
            family,
            encoding,
            layers,
            wo,
            bo: [0.0; OUTPUTS],
            provenance,
        }
    }

    /// The family of rules it was trained for.
    #[must_use]
    pub const fn family(&self) -> Family {
        self.family
    }

    /// The units of its first hidden layer (a one-layer network's only one; see
    /// [`Net::shape`] for every layer).
    #[must_use]
    pub fn hidden(&self) -> usize {
        self.layers[0].width
    }

    /// Its hidden layers' widths and activations, first to last.
    #[must_use]
    pub fn shape(&self) -> Vec<(usize, Activation)> {
        self.layers
            .iter()
            .map(|l| (l.width, l.activation))
            .collect()
    }

    /// Its hidden units in all (the scratch space a forward pass needs).
    pub(crate) fn units(&self) -> usize {
        self.layers.iter().map(|l| l.width).sum()
    }

    /// How it was trained: `key=value` words (`family`, `games`, `seed`, …).
    #[must_use]
    pub fn provenance(&self) -> &str {
        &self.provenance
    }

    #[cfg(any(test, feature = "train"))]
    pub(crate) fn set_provenance(&mut self, provenance: String) {
        self.provenance = provenance;
    }

    /// What it reads of a position.
    pub(crate) const fn encoding(&self) -> Encoding {
        self.encoding
    }

    /// The same network reading the named features too (each side's pips, blots, the rolls
    /// that hit them, points, primes, trapped checkers, anchors, checkers back and past
    /// contact), their weights zero: it values every position as before, and training can
    /// then learn to use them. A network that reads them already is returned as it is.
    #[must_use]
    #[cfg(any(test, feature = "train"))]
    pub fn with_features(&self) -> Net {
        let mut net = self.clone();
        if net.encoding == Encoding::Board {
            net.encoding = Encoding::BoardAndFeatures;
            let first = &mut net.layers[0];
            first.w.resize(net.encoding.inputs() * first.width, 0.0);
        }
        net
    }

    /// The same network with a ReLU layer after its last hidden layer, as wide, whose
    /// weights are the identity and biases zero: every hidden value is ≥ 0 (logistic or
    /// ReLU), so the new layer passes it through exactly and the network values every
    /// position with the same bits; training then starts from a deeper network that
    /// already plays as well.
    ///
    /// # Errors
    /// [`NetError::Shape`] when it has six hidden layers already (a file's most).
    #[cfg(any(test, feature = "train"))]
    pub fn deepened(&self) -> Result<Net, NetError> {
        if self.layers.len() >= MAX_LAYERS {
            return Err(self.shape_error());
        }
        let mut net = self.clone();
        let n = self.layers[self.layers.len() - 1].width;
        let mut w = vec![0.0; n * n];
        for j in 0..n {
            w[j * n + j] = 1.0;
        }
        net.layers.push(Layer {
            activation: Activation::Relu,
            width: n,
            w,
            b: vec![0.0; n],
        });
        Ok(net)
    }

    /// The same network with hidden layer `layer` grown to `width` units: the new units'
    /// incoming weights small and drawn from `seed` (so that they differ and can learn),
    /// their outgoing weights zero. Every existing sum only gains terms `0 × h`, which are
    /// exactly zero; where the old width is a multiple of eight the dense sums' eight lanes keep their
    /// order too, and the network values every position with the same bits.
    ///
    /// # Errors
    /// [`NetError::Shape`] for a layer it does not have, or a width narrower than the
    /// layer's or above 1,024 (a file's widest).
    #[cfg(any(test, feature = "train"))]
    pub fn widened(&self, layer: usize, width: usize, seed: u64) -> Result<Net, NetError> {
        let Some(old) = self.layers.get(layer).map(|l| l.width) else {
            return Err(self.shape_error());
        };
        if width < old || width > MAX_WIDTH {
            return Err(NetError::Shape {
                inputs: self.encoding.inputs() as u32,
                layers: self.layers.len() as u32,
                width: width as u32,
                outputs: OUTPUTS as u32,
            });
        }
        let mut net = self.clone();
        let mut draw = Draw::new(seed);
        let added = width - old;
        let inputs = if layer == 0 {
            self.encoding.inputs()
        } else {
            self.layers[layer - 1].width
        };
        let grown = &mut net.layers[layer];
        if layer == 0 {
            // Input by input: each row gains the new units' weights at its end.
            grown.w = grown
                .w
                .chunks_exact(old)
                .flat_map(|row| {
                    let mut row = row.to_vec();
                    row.extend((0..added).map(|_| draw.next(0.1)));
                    row
                })
                .collect();
        } else {
            grown.w.extend((0..added * inputs).map(|_| draw.next(0.1)));
        }
        grown.b.resize(width, 0.0);
        grown.width = width;
        // Unit by unit (or output by output) after it: each row gains zeros at its end.
        let after = match net.layers.get_mut(layer + 1) {
            Some(next) => &mut next.w,
            None => &mut net.wo,
        };
        *after = after
            .chunks_exact(old)
            .flat_map(|row| {
                let mut row = row.to_vec();
                row.resize(width, 0.0);
                row
            })
            .collect();
        Ok(net)
    }

    /// The same network grown to hidden layers `widths` ([`Net::widened`] layer by layer,
    /// [`Net::deepened`] for each new one, the new units' weights drawn from `seed`): it
    /// values every position as before, with the same bits where each old width is a
    /// multiple of eight.
    ///
    /// # Errors
    /// [`NetError::Shape`] for fewer layers than it has, a layer narrower than it is or
    /// than the one before it (a new layer starts as wide as that one), or past the limits.
    #[cfg(any(test, feature = "train"))]
    pub fn grown_to(&self, widths: &[usize], seed: u64) -> Result<Net, NetError> {
        if widths.len() < self.layers.len() {
            return Err(self.shape_error());
        }
        let mut net = self.clone();
        for (k, &width) in widths.iter().enumerate() {
            if k == net.layers.len() {
                net = net.deepened()?;
            }
            let stream = ssangryuk_cited::random::mix64(seed.wrapping_add(k as u64));
            net = net.widened(k, width, stream)?;
        }
        Ok(net)
    }

    /// The error for a shape this network cannot take.
    #[cfg(any(test, feature = "train"))]
    fn shape_error(&self) -> NetError {
        NetError::Shape {
            inputs: self.encoding.inputs() as u32,
            layers: self.layers.len() as u32,
            width: self.layers.iter().map(|l| l.width).max().unwrap_or(0) as u32,
            outputs: OUTPUTS as u32,
        }
    }

    /// The inputs it reads of `board` (the mover's view) under `rules`.
    pub(crate) fn active(&self, board: &[i8; 26], rules: &RuleSet) -> Active {
        Active::of(board, rules, self.encoding)
    }

    pub(crate) fn weight_count(&self) -> usize {
        self.layers
            .iter()
            .map(|l| l.w.len() + l.b.len())
            .sum::<usize>()
            + self.wo.len()
            + OUTPUTS
    }

    /// The first layer's values for `active` into `h`: the sparse sum over the inputs that
    /// are not zero.
    fn first(&self, active: &Active, h: &mut [f32]) {
        let layer = &self.layers[0];
        let n = layer.width;
        h.copy_from_slice(&layer.b);
        for &(i, x) in active.pairs() {
            let row = &layer.w[usize::from(i) * n..(usize::from(i) + 1) * n];
            if x == 1.0 {
                h.iter_mut().zip(row).for_each(|(a, w)| *a += w);
            } else {
                h.iter_mut().zip(row).for_each(|(a, w)| *a += x * w);
            }
        }
        let act = layer.activation;
        h.iter_mut().for_each(|a| *a = act.apply(*a));
    }

    /// Every hidden layer's values for `active` into `units` (layer after layer, its first
    /// [`Net::units`]), and the outputs.
    pub(crate) fn forward(&self, active: &Active, units: &mut [f32]) -> [f32; OUTPUTS] {
        let mut at = self.layers[0].width;
        self.first(active, &mut units[..at]);
        let mut from = 0;
        for layer in &self.layers[1..] {
            let (before, rest) = units.split_at_mut(at);
            let input = &before[from..];
            let n = input.len();
            let (w, b, act) = (&layer.w, &layer.b, layer.activation);
            dense::sums(
                layer.width,
                input,
                |j| &w[j * n..(j + 1) * n],
                |j, sum| rest[j] = act.apply(b[j] + sum),
            );
            from = at;
            at += layer.width;
        }
        self.outputs(&units[from..at])
    }

    /// The outputs for the last hidden layer's values `h`.
    fn outputs(&self, h: &[f32]) -> [f32; OUTPUTS] {
        let n = h.len();
        let mut y = self.bo;
        dense::sums(
            OUTPUTS,
            h,
            |o| &self.wo[o * n..(o + 1) * n],
            |o, sum| y[o] = sigmoid(self.bo[o] + sum),
        );
        y
    }

    /// The outputs for many positions at once, the same bits as [`Net::forward`] on each:
    /// layer by layer, each weight row read once for all of them while it is in cache.
    pub(crate) fn forward_many(&self, actives: &[Active]) -> Vec<[f32; OUTPUTS]> {
        let count = actives.len();
        let mut n = self.layers[0].width;
        let mut h = vec![0f32; count * n];
        for (a, out) in actives.iter().zip(h.chunks_exact_mut(n)) {
            self.first(a, out);
        }
        for layer in &self.layers[1..] {
            let m = layer.width;
            let mut next = vec![0f32; count * m];
            for (j, row) in layer.w.chunks_exact(n).enumerate() {
                let (b, act, h) = (layer.b[j], layer.activation, &h);
                dense::sums(
                    count,
                    row,
                    |p| &h[p * n..(p + 1) * n],
                    |p, sum| next[p * m + j] = act.apply(b + sum),
                );
            }
            h = next;
            n = m;
        }
        // Output by output, each row against every position (as the layers before).
        let mut y = vec![self.bo; count];
        for (o, row) in self.wo.chunks_exact(n).enumerate() {
            dense::sums(
                count,
                row,
                |p| &h[p * n..(p + 1) * n],
                |p, sum| y[p][o] = sigmoid(self.bo[o] + sum),
            );
        }
        y
    }

    /// The chances of `board` (the side to move's view) under `rules`, a game not over.
    pub(crate) fn chances_of(&self, board: &[i8; 26], rules: &RuleSet) -> Chances {
        let active = self.active(board, rules);
        let units = self.units();
        // The common small networks keep their units on the stack.
        let y = if units <= SMALL {
            self.forward(&active, &mut [0f32; SMALL])
        } else {
            self.forward(&active, &mut vec![0f32; units])
        };
        Chances::from_array(y)
    }

    /// What it predicts for the side to move in `position`; a finished game's chances are
    /// certain.
    #[must_use]
    pub fn chances(&self, position: &Position) -> Chances {
        match Outcome::of(position) {
            Some(o) => Chances::of_outcome(o, position),
            None => self.chances_of(&position.board, position.rules()),
        }
    }
}

/// Hidden units in all that an evaluation keeps on the stack.
const SMALL: usize = 512;

/// The learned evaluation: the shipped network of the position's [`Family`], and where both
/// sides are bearing off with no contact, the exact chances of the rule set's
/// [`BearOff`](super::BearOff) table (built at its first such position; under the all-home
/// goal, the race home). [`NetEval::with_net`]
/// uses one network for every rule set instead, and [`NetEval::committee`] several.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NetEval {
    /// The networks for every rule set; none: the shipped ones of each position's family.
    fixed: Vec<Net>,
}

impl NetEval {
    /// An evaluation that uses `net` for every rule set.
    #[must_use]
    pub fn with_net(net: Net) -> NetEval {
        NetEval { fixed: vec![net] }
    }

    /// An evaluation that uses the mean of `nets`' chances for every rule set (a committee:
    /// networks trained apart err apart); `None` for no network.
    #[must_use]
    pub fn committee(nets: impl IntoIterator<Item = Net>) -> Option<NetEval> {
        let fixed: Vec<Net> = nets.into_iter().collect();
        (!fixed.is_empty()).then_some(NetEval { fixed })
    }

    /// The networks it uses under `rules`: one, or a committee.
    #[must_use]
    pub fn nets(&self, rules: &RuleSet) -> &[Net] {
        if self.fixed.is_empty() {
            std::slice::from_ref(Net::shipped(Family::of(rules)))
        } else {
            &self.fixed
        }
    }

    /// The chances of `board` (the side to move's view, a game not over) by its networks:
    /// a committee's mean.
    fn chances_of(&self, board: &[i8; 26], rules: &RuleSet) -> Chances {
        let nets = self.nets(rules);
        let mut sum = [0f32; OUTPUTS];
        for net in nets {
            let c = net.chances_of(board, rules).to_array();
            sum.iter_mut().zip(c).for_each(|(s, x)| *s += x);
        }
        Chances::from_array(sum.map(|s| s / nets.len() as f32))
    }
}

impl Evaluator for NetEval {
    fn evaluate(&self, position: &Position) -> f32 {
        let rules = position.rules();
        let chances = match Outcome::of(position) {
            Some(outcome) => Chances::of_outcome(outcome, position),
            None => exact(position).unwrap_or_else(|| self.chances_of(&position.board, rules)),
        };
        chances.equity(rules)
    }

    /// The positions that need the networks go through each network together
    /// (`Net::forward_many`), the committee's mean taken in [`NetEval::evaluate`]'s order:
    /// the same bits.
    fn evaluate_all(&self, positions: &[Position], values: &mut Vec<f32>) {
        values.clear();
        let mut pending = Vec::new();
        for (k, position) in positions.iter().enumerate() {
            let known = match Outcome::of(position) {
                Some(outcome) => Some(Chances::of_outcome(outcome, position)),
                None => exact(position),
            };
            match known {
                Some(c) => values.push(c.equity(position.rules())),
                None => {
                    values.push(0.0);
                    pending.push(k);
                }
            }
        }
        if pending.is_empty() {
            return;
        }
        let mut sums = vec![[0f32; OUTPUTS]; pending.len()];
        // Each position's own rules pick its networks (a search stays in one rule set, but
        // nothing here assumes it): positions are grouped by the networks they use.
        let mut groups: Vec<(&[Net], Vec<usize>)> = Vec::new();
        for (slot, &k) in pending.iter().enumerate() {
            let nets = self.nets(positions[k].rules());
            match groups.iter_mut().find(|(n, _)| core::ptr::eq(*n, nets)) {
                Some((_, slots)) => slots.push(slot),
                None => groups.push((nets, vec![slot])),
            }
        }
        for (nets, slots) in groups {
            for net in nets {
                let actives: Vec<Active> = slots
                    .iter()
                    .map(|&slot| {
                        let p = &positions[pending[slot]];
                        net.active(&p.board, p.rules())
                    })
                    .collect();
                for (&slot, y) in slots.iter().zip(net.forward_many(&actives)) {
                    sums[slot].iter_mut().zip(y).for_each(|(s, x)| *s += x);
                }
            }
            for &slot in &slots {
                let k = pending[slot];
                let c = Chances::from_array(sums[slot].map(|s| s / nets.len() as f32));
                values[k] = c.equity(positions[k].rules());
            }
        }
    }
}

/// The exact chances of a position where both sides are bearing off (or racing home under
/// the all-home goal), from the rule set's table.
pub(crate) fn exact(position: &Position) -> Option<Chances> {
    super::bearoff::racing(&position.board, position.rules().goal())?;
    super::BearOff::for_rules(position.rules())?.chances(position)
}

impl Net {
    /// The network the crate ships for `family` (`data/<family>.net`; read at its first use,
    /// its provenance in `data/README.md`).
    #[must_use]
    pub fn shipped(family: Family) -> &'static Net {
        static NETS: [OnceLock<Net>; 5] = [const { OnceLock::new() }; 5];
        let (cell, bytes): (&OnceLock<Net>, &[u8]) = match family {
            Family::L1931 => (&NETS[0], include_bytes!("data/l1931.net")),
            Family::App => (&NETS[1], include_bytes!("data/app.net")),
            Family::Culin => (&NETS[2], include_bytes!("data/culin.net")),
            Family::Sixteen => (&NETS[3], include_bytes!("data/sixteen.net")),
            Family::BanSugoroku => (&NETS[4], include_bytes!("data/bansugoroku.net")),
        };
        cell.get_or_init(|| match Net::from_bytes(bytes) {
            Ok(net) => net,
            // A test reads every shipped file: this cannot be reached.
            Err(e) => panic!("the shipped {} network does not read: {e}", family.id()),
        })
    }
}

#[cfg(test)]
mod tests;
