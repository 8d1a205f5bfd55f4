//! The fitted weights of [`HandEval`](super::HandEval), one set per family of rules, as
//! `cargo run --release -p ssangryuk-lab --bin tune -- --rules <id> --games <n> --seed 7` printed them
//! (inputs in the order of [`HandEval::inputs`](super::HandEval::inputs)). Data only.
//!
//! They were fitted while the race was still valued by the plain pip count, before the
//! bear-off wastage of the Keith count was added; self-play takes other races since, so
//! today's `tune` prints nearby weights, not these (for `sixteen`, every weight within
//! 0.18). The strength figures in the README are for these weights, so a test pins each
//! table's fingerprint: a table fitted again is measured again.

use super::Family;
use crate::rules::RuleSet;

/// How many inputs [`HandEval`](super::HandEval) weighs: the data here is sized by it.
pub(crate) const INPUTS: usize = 28;

/// The weights for `rules`: its [`Family`]'s.
pub(crate) fn fitted(rules: &RuleSet) -> &'static [f32; INPUTS] {
    match Family::of(rules) {
        Family::BanSugoroku => &BANSUGOROKU,
        Family::Sixteen => &SIXTEEN,
        Family::L1931 => &L1931,
        Family::App => &APP,
        Family::Culin => &CULIN,
    }
}

/// Fitted on `l1931`: 200000 games, seed 7, alpha 0.02, lambda 0.7.
const L1931: [f32; INPUTS] = [
    0.2005,  // bias
    0.3994,  // race lead
    -0.1382, // mine: blots
    -0.0131, // mine: shots
    -0.4949, // mine: points
    0.6710,  // mine: home
    0.5354,  // mine: front
    0.3185,  // mine: prime
    0.0703,  // mine: trapped
    -0.3535, // mine: bar
    1.9915,  // mine: off
    -0.0676, // mine: anchors
    -0.3079, // mine: back
    -0.2352, // mine: past
    -0.1604, // mine: stacked
    0.4095,  // theirs: blots
    0.2211,  // theirs: shots
    0.3798,  // theirs: points
    -0.7885, // theirs: home
    -0.5722, // theirs: front
    -0.3538, // theirs: prime
    -0.0850, // theirs: trapped
    0.6643,  // theirs: bar
    -2.0936, // theirs: off
    0.6110,  // theirs: anchors
    -0.1454, // theirs: back
    0.4138,  // theirs: past
    0.1118,  // theirs: stacked
];

/// Fitted on `app`: 100000 games, seed 7, alpha 0.02, lambda 0.7.
const APP: [f32; INPUTS] = [
    0.1874,  // bias
    0.2065,  // race lead
    -0.1795, // mine: blots
    -0.0062, // mine: shots
    -0.5596, // mine: points
    0.9806,  // mine: home
    0.6566,  // mine: front
    0.3846,  // mine: prime
    0.0449,  // mine: trapped
    -0.3873, // mine: bar
    1.6133,  // mine: off
    -0.0917, // mine: anchors
    -0.4107, // mine: back
    -0.2629, // mine: past
    -0.2898, // mine: stacked
    0.3848,  // theirs: blots
    0.1672,  // theirs: shots
    0.4426,  // theirs: points
    -1.0824, // theirs: home
    -0.6901, // theirs: front
    -0.4246, // theirs: prime
    -0.0496, // theirs: trapped
    0.6239,  // theirs: bar
    -1.7364, // theirs: off
    0.5155,  // theirs: anchors
    0.0390,  // theirs: back
    0.4042,  // theirs: past
    0.2487,  // theirs: stacked
];

/// Fitted on `culin`: 100000 games, seed 7, alpha 0.02, lambda 0.7.
const CULIN: [f32; INPUTS] = [
    0.1621,  // bias
    0.3999,  // race lead
    -0.1738, // mine: blots
    -0.0003, // mine: shots
    -0.5257, // mine: points
    0.7274,  // mine: home
    0.5515,  // mine: front
    0.3703,  // mine: prime
    0.0528,  // mine: trapped
    -0.3469, // mine: bar
    1.8795,  // mine: off
    -0.0745, // mine: anchors
    -0.2982, // mine: back
    -0.1712, // mine: past
    -0.1845, // mine: stacked
    0.4291,  // theirs: blots
    0.1809,  // theirs: shots
    0.4375,  // theirs: points
    -0.8521, // theirs: home
    -0.5830, // theirs: front
    -0.4041, // theirs: prime
    -0.0577, // theirs: trapped
    0.6375,  // theirs: bar
    -1.9622, // theirs: off
    0.5652,  // theirs: anchors
    -0.1061, // theirs: back
    0.3354,  // theirs: past
    0.1496,  // theirs: stacked
];

/// Fitted on `sixteen`: 100000 games, seed 7, alpha 0.02, lambda 0.7.
const SIXTEEN: [f32; INPUTS] = [
    0.2450,  // bias
    0.4215,  // race lead
    0.0219,  // mine: blots
    -0.1948, // mine: shots
    -0.3461, // mine: points
    0.8531,  // mine: home
    0.5356,  // mine: front
    0.2250,  // mine: prime
    -0.0743, // mine: trapped
    -0.5807, // mine: bar
    1.1497,  // mine: off
    0.0015,  // mine: anchors
    0.0666,  // mine: back
    -0.2541, // mine: past
    -0.2838, // mine: stacked
    0.0750,  // theirs: blots
    0.5484,  // theirs: shots
    0.1468,  // theirs: points
    -0.9404, // theirs: home
    -0.5564, // theirs: front
    -0.2185, // theirs: prime
    -0.0356, // theirs: trapped
    0.9337,  // theirs: bar
    -1.2863, // theirs: off
    0.5912,  // theirs: anchors
    -0.5656, // theirs: back
    0.3664,  // theirs: past
    0.2738,  // theirs: stacked
];

/// Fitted on `bansugoroku`: 100000 games, seed 7, alpha 0.02, lambda 0.7.
const BANSUGOROKU: [f32; INPUTS] = [
    0.2353,  // bias
    0.5724,  // race lead
    -0.1460, // mine: blots
    0.0058,  // mine: shots
    -0.3510, // mine: points
    0.9011,  // mine: home
    1.0449,  // mine: front
    0.2821,  // mine: prime
    0.0867,  // mine: trapped
    -0.3515, // mine: bar
    0.5000,  // mine: off
    -0.1519, // mine: anchors
    -0.2632, // mine: back
    -0.3826, // mine: past
    -0.2791, // mine: stacked
    0.5224,  // theirs: blots
    0.2629,  // theirs: shots
    0.2115,  // theirs: points
    -1.0528, // theirs: home
    -1.1352, // theirs: front
    -0.3187, // theirs: prime
    -0.0957, // theirs: trapped
    0.8181,  // theirs: bar
    -0.5000, // theirs: off
    0.9523,  // theirs: anchors
    -0.4291, // theirs: back
    0.6444,  // theirs: past
    0.2286,  // theirs: stacked
];

#[cfg(test)]
mod tests {
    use super::*;

    /// FNV-1a over the weights' bits.
    fn fingerprint(w: &[f32; INPUTS]) -> u64 {
        w.iter()
            .flat_map(|x| x.to_bits().to_le_bytes())
            .fold(0xcbf2_9ce4_8422_2325, |h, b| {
                (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
            })
    }

    #[test]
    fn the_fitted_weights_are_the_ones_the_strength_figures_were_measured_with() {
        // The README's strength figures were measured with these tables: a table that
        // changes (fitted again, or edited by accident) must be measured again, and its
        // fingerprint updated here with the new figures.
        let tables = [&L1931, &APP, &CULIN, &SIXTEEN, &BANSUGOROKU];
        let got: Vec<u64> = tables.iter().map(|t| fingerprint(t)).collect();
        assert_eq!(
            got,
            [
                0xa15f_f9b3_e7e7_cd0b,
                0x6f24_d4a1_9eb1_f373,
                0xc70a_8e01_2246_8596,
                0x0b4d_1a14_f18e_f20b,
                0xa42b_ede7_0f35_a78a,
            ]
        );
    }
}
