//! The learned evaluation: a small network trained by self-play ([`Net`], [`NetEval`]).
//!
//! One hidden layer of logistic units over the board's inputs (four per point and side,
//! the bar, the borne-off checkers: `inputs.rs`; a network may also read 25 named
//! features of both sides after them), five logistic outputs: the chances to
//! win, to win a gammon or more, to win a backgammon, to lose a gammon or more, to lose a
//! backgammon, all for the side to move before it rolls. Only the inputs that are not zero
//! are summed in the first layer (a position has about forty of the board's 196), and all the
//! arithmetic is plain `f32` `+ − × ÷`, so a network gives the same bits on every
//! platform, wasm32 included.

mod file;
pub(crate) mod inputs;
mod math;

pub use file::NetError;

use std::sync::OnceLock;

use self::file::MAX_HIDDEN;
use self::inputs::{Active, Encoding};
pub(crate) use self::math::sigmoid;
use super::{Evaluator, Family};
use crate::board::Position;
use crate::rules::{Goal, RuleSet, Scoring};
use crate::scoring::Outcome;

/// How many outputs a network has.
pub(crate) const OUTPUTS: usize = 5;

/// A network: its weights, the family of rules it was trained for and how.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    family: Family,
    encoding: Encoding,
    hidden: usize,
    /// First layer, input by input: `hidden` weights each.
    pub(crate) w1: Vec<f32>,
    pub(crate) b1: Vec<f32>,
    /// Second layer, output by output: `hidden` weights each.
    pub(crate) w2: Vec<f32>,
    pub(crate) b2: [f32; OUTPUTS],
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

impl Net {
    /// A network for `family` reading `encoding`, with `hidden` units and small weights
    /// drawn from `seed`: where self-play starts.
    #[must_use]
    #[cfg(any(test, feature = "train"))]
    pub(crate) fn random(
        family: Family,
        encoding: Encoding,
        hidden: usize,
        seed: u64,
        provenance: String,
    ) -> Net {
        let hidden = hidden.clamp(1, MAX_HIDDEN);
        let mut state = ssangryuk_cited::random::SplitMix64::new(seed);
        let mut draw = |scale: f32| {
            let r = state.next_u64();
            // 24 random bits to a float in [−scale, scale).
            ((r >> 40) as f32 / (1u64 << 23) as f32 - 1.0) * scale
        };
        let w1 = (0..encoding.inputs() * hidden).map(|_| draw(0.1)).collect();
        let b1 = vec![0.0; hidden];
        let w2 = (0..OUTPUTS * hidden).map(|_| draw(0.1)).collect();
        Net {
            family,
            encoding,
            hidden,
            w1,
            b1,
            w2,
            b2: [0.0; OUTPUTS],
            provenance,
        }
    }

    /// The family of rules it was trained for.
    #[must_use]
    pub const fn family(&self) -> Family {
        self.family
    }

    /// Its hidden units.
    #[must_use]
    pub const fn hidden(&self) -> usize {
        self.hidden
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
            net.w1.resize(net.encoding.inputs() * net.hidden, 0.0);
        }
        net
    }

    /// The inputs it reads of `board` (the mover's view) under `rules`.
    pub(crate) fn active(&self, board: &[i8; 26], rules: &RuleSet) -> Active {
        Active::of(board, rules, self.encoding)
    }

    pub(crate) fn weight_count(&self) -> usize {
        (self.encoding.inputs() + 1 + OUTPUTS) * self.hidden + OUTPUTS
    }

    /// The hidden layer's values for `active` into `hidden` (its first `self.hidden`), and
    /// the outputs.
    pub(crate) fn forward(&self, active: &Active, hidden: &mut [f32]) -> [f32; OUTPUTS] {
        let n = self.hidden;
        let h = &mut hidden[..n];
        h.copy_from_slice(&self.b1);
        for &(i, x) in active.pairs() {
            let row = &self.w1[usize::from(i) * n..(usize::from(i) + 1) * n];
            if x == 1.0 {
                h.iter_mut().zip(row).for_each(|(a, w)| *a += w);
            } else {
                h.iter_mut().zip(row).for_each(|(a, w)| *a += x * w);
            }
        }
        h.iter_mut().for_each(|a| *a = sigmoid(*a));
        let mut y = self.b2;
        for (o, out) in y.iter_mut().enumerate() {
            *out = sigmoid(*out + dot(&self.w2[o * n..(o + 1) * n], h));
        }
        y
    }

    /// The chances of `board` (the side to move's view) under `rules`, a game not over.
    pub(crate) fn chances_of(&self, board: &[i8; 26], rules: &RuleSet) -> Chances {
        let mut hidden = [0f32; MAX_HIDDEN];
        Chances::from_array(self.forward(&self.active(board, rules), &mut hidden))
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

/// A dot product in eight running sums added in a fixed order: faster than one running
/// sum, and the same bits everywhere (the order is written out, not left to the compiler).
fn dot(a: &[f32], b: &[f32]) -> f32 {
    let mut acc = [0f32; 8];
    let (ac, bc) = (a.chunks_exact(8), b.chunks_exact(8));
    let tail: f32 = ac
        .remainder()
        .iter()
        .zip(bc.remainder())
        .map(|(x, y)| x * y)
        .sum();
    for (x, y) in ac.zip(bc) {
        for k in 0..8 {
            acc[k] += x[k] * y[k];
        }
    }
    ((acc[0] + acc[1]) + (acc[2] + acc[3])) + ((acc[4] + acc[5]) + (acc[6] + acc[7])) + tail
}

/// The learned evaluation: the networks of the position's [`Family`] (where the crate ships
/// two, a committee, their chances averaged), and where both sides are bearing off with no
/// contact, the exact chances of the rule set's [`BearOff`](super::BearOff) table (built at
/// its first such position; under the all-home goal, the race home). [`NetEval::with_net`]
/// uses one network for every rule set instead.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NetEval {
    fixed: Option<Net>,
}

impl NetEval {
    /// An evaluation that uses `net` for every rule set.
    #[must_use]
    pub const fn with_net(net: Net) -> NetEval {
        NetEval { fixed: Some(net) }
    }

    /// The networks it uses under `rules`: one, or a committee.
    #[must_use]
    pub fn nets(&self, rules: &RuleSet) -> &[Net] {
        self.fixed
            .as_ref()
            .map_or_else(|| Net::shipped(Family::of(rules)), core::slice::from_ref)
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
}

/// The exact chances of a position where both sides are bearing off (or racing home under
/// the all-home goal), from the rule set's table.
pub(crate) fn exact(position: &Position) -> Option<Chances> {
    super::bearoff::racing(&position.board, position.rules().goal())?;
    super::BearOff::for_rules(position.rules())?.chances(position)
}

impl Net {
    /// The networks the crate ships for `family` (`data/<family>.net`, and for `l1931`
    /// `data/l1931-features.net` beside it: a committee; read at their first use, their
    /// provenance in `data/README.md`).
    #[must_use]
    pub fn shipped(family: Family) -> &'static [Net] {
        static NETS: [OnceLock<Vec<Net>>; 5] = [const { OnceLock::new() }; 5];
        let (cell, files): (&OnceLock<Vec<Net>>, &[&[u8]]) = match family {
            Family::L1931 => (
                &NETS[0],
                &[
                    include_bytes!("data/l1931.net"),
                    include_bytes!("data/l1931-features.net"),
                ],
            ),
            Family::App => (&NETS[1], &[include_bytes!("data/app.net")]),
            Family::Culin => (&NETS[2], &[include_bytes!("data/culin.net")]),
            Family::Sixteen => (&NETS[3], &[include_bytes!("data/sixteen.net")]),
            Family::BanSugoroku => (&NETS[4], &[include_bytes!("data/bansugoroku.net")]),
        };
        cell.get_or_init(|| {
            files
                .iter()
                .map(|bytes| match Net::from_bytes(bytes) {
                    Ok(net) => net,
                    // A test reads every shipped file: this cannot be reached.
                    Err(e) => panic!("a shipped {} network does not read: {e}", family.id()),
                })
                .collect()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::labels::Side;
    use crate::rules::Variant;

    fn net() -> Net {
        Net::random(
            Family::L1931,
            Encoding::Board,
            16,
            3,
            "family=l1931 test".to_owned(),
        )
    }

    /// FNV-1a, 64 bits.
    fn fnv1a(bytes: &[u8]) -> u64 {
        bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        })
    }

    /// The shipped networks are the ones the README's strength figures were measured
    /// with: one trained again is measured again, and its fingerprint updated here.
    #[test]
    fn every_shipped_network_reads_and_keeps_its_fingerprint() {
        let mut got = Vec::new();
        for f in Family::ALL {
            for net in Net::shipped(f) {
                assert_eq!(net.family(), f);
                let inputs = net.encoding().inputs();
                got.push((f.id(), inputs, net.hidden(), fnv1a(&net.to_bytes())));
            }
        }
        assert_eq!(
            got,
            [
                ("bansugoroku", 196, 128, 0xf729_9f48_34ca_4b17),
                ("sixteen", 221, 128, 0x41c3_d04a_a8dd_709e),
                ("l1931", 196, 128, 0x5076_784c_2e04_71a6),
                ("l1931", 221, 128, 0x838d_6d92_adaa_3b5c),
                ("app", 196, 128, 0xe6ff_1dcc_958d_4284),
                ("culin", 196, 128, 0x20df_0423_7d8e_1db7),
            ]
        );
    }

    #[test]
    fn a_file_reads_back_bit_for_bit() {
        let n = net();
        let bytes = n.to_bytes();
        assert_eq!(Net::from_bytes(&bytes), Ok(n.clone()));
        assert_eq!(
            Net::from_bytes(&bytes[..bytes.len() - 1]),
            Err(NetError::Truncated("weights"))
        );
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(Net::from_bytes(&longer), Err(NetError::TrailingBytes(1)));
        assert_eq!(Net::from_bytes(b"YUTW"), Err(NetError::NotANet));
        let mut nan = bytes.clone();
        let at = bytes.len() - 4;
        nan[at..].copy_from_slice(&f32::NAN.to_le_bytes());
        assert_eq!(Net::from_bytes(&nan), Err(NetError::NotFinite));
        let mut unknown = net();
        unknown.set_provenance("family=chess".to_owned());
        assert_eq!(
            Net::from_bytes(&unknown.to_bytes()),
            Err(NetError::Provenance)
        );
    }

    #[test]
    fn the_opponents_view_of_a_finished_game_is_the_flipped_chances() {
        let rules = Variant::L1931.rules();
        let mut b = [0i8; 26];
        b[12] = -15;
        // The mover has borne everything off, the opponent nothing (and none is in the
        // mover's home): a gammon.
        let p = Position::from_board(rules, Side::Black, b).unwrap();
        let c = net().chances(&p);
        assert_eq!(c.to_array(), [1.0, 1.0, 0.0, 0.0, 0.0]);
        assert_eq!(c.equity(&rules), 2.0);
        let other = net().chances(&p.pass());
        assert_eq!(other, c.flipped());
        assert_eq!(other.equity(&rules), -2.0);
    }

    #[test]
    fn single_scoring_counts_only_the_win() {
        let c = Chances::from_array([0.75, 0.5, 0.25, 0.125, 0.0]);
        assert_eq!(c.equity(&Variant::L1931.rules()), 0.5 + 0.375 + 0.25);
        assert_eq!(c.equity(&Variant::App.rules()), 0.5);
        assert_eq!(c.flipped().flipped(), c);
    }

    #[test]
    fn the_sparse_sum_is_the_dense_product() {
        for encoding in [Encoding::Board, Encoding::BoardAndFeatures] {
            let n = Net::random(Family::L1931, encoding, 16, 3, "family=l1931".to_owned());
            let rules = Variant::L1931.rules();
            let p = Position::start(rules, Side::White);
            let a = n.active(&p.board, &rules);
            let inputs = encoding.inputs();
            let mut x = vec![0f32; inputs];
            for &(i, v) in a.pairs() {
                x[usize::from(i)] = v;
            }
            let h: Vec<f32> = (0..n.hidden)
                .map(|j| {
                    let z: f64 = (0..inputs)
                        .map(|i| f64::from(x[i] * n.w1[i * n.hidden + j]))
                        .sum();
                    1.0 / (1.0 + (-(z + f64::from(n.b1[j]))).exp()) as f32
                })
                .collect();
            let mut hidden = [0f32; MAX_HIDDEN];
            let y = n.forward(&a, &mut hidden);
            for (ours, dense) in hidden.iter().zip(&h) {
                assert!((ours - dense).abs() < 1e-5);
            }
            for (o, &yo) in y.iter().enumerate() {
                let z: f64 = (0..n.hidden)
                    .map(|j| f64::from(n.w2[o * n.hidden + j] * h[j]))
                    .sum();
                let dense = 1.0 / (1.0 + (-(z + f64::from(n.b2[o]))).exp());
                assert!((f64::from(yo) - dense).abs() < 1e-5);
            }
        }
    }

    /// Where a family ships a committee, its evaluation is the members' mean: between them.
    #[test]
    fn a_committee_values_a_position_at_its_members_mean() {
        let eval = NetEval::default();
        for f in Family::ALL {
            let rules = f.variant().rules();
            assert_eq!(
                eval.nets(&rules).len(),
                if f == Family::L1931 { 2 } else { 1 }
            );
        }
        let rules = Variant::L1931.rules();
        let [a, b] = eval.nets(&rules) else {
            panic!("l1931 ships two networks")
        };
        let mut apart = 0;
        for seed in 0..60u64 {
            let mut random = crate::testing::Random::new(seed);
            let turns = random.below(60);
            let pos = random.position(rules, turns);
            if Outcome::of(&pos).is_some() || exact(&pos).is_some() {
                continue;
            }
            let (x, y) = (
                a.chances(&pos).equity(&rules),
                b.chances(&pos).equity(&rules),
            );
            let mean = eval.evaluate(&pos);
            assert!((mean - (x + y) / 2.0).abs() < 1e-5, "seed {seed}");
            apart += usize::from((x - y).abs() > 1e-3);
        }
        assert!(
            apart > 10,
            "the members disagree: a committee is not one network twice"
        );
    }

    #[test]
    fn a_network_given_the_features_values_every_position_as_before() {
        let board_only = &Net::shipped(Family::L1931)[0];
        assert_eq!(board_only.encoding(), Encoding::Board);
        let with = board_only.with_features();
        assert_eq!(with.encoding(), Encoding::BoardAndFeatures);
        assert_eq!(Net::from_bytes(&with.to_bytes()), Ok(with.clone()));
        for seed in 0..50u64 {
            let mut random = crate::testing::Random::new(seed);
            let turns = random.below(80);
            let pos = random.position(Variant::L1931.rules(), turns);
            assert_eq!(with.chances(&pos), board_only.chances(&pos), "seed {seed}");
        }
    }
}
