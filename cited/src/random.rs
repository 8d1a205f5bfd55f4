//! Reproducible randomness: SplitMix64 and the stream of "game number, index".
//!
//! Both games promise that reopening game number `n` replays its throws: throw `i` of game
//! `n` is drawn from [`stream`]`(n, i)`, a pure function. This module is that promise's
//! specification, stable across versions and platforms:
//!
//! 1. [`mix64`] is SplitMix64's output function (Steele, Lea and Flood, 2014);
//! 2. `stream(game, index)` is the SplitMix64 generator whose state starts at
//!    `mix64(game ^ mix64(index + γ))`, with `γ = 0x9E3779B97F4A7C15` and wrapping arithmetic;
//! 3. its draws are `mix64(state + k·γ)` for `k = 1, 2, 3, …`.
//!
//! How a game turns draws into dice or sticks (rejection sampling, a 53-bit fraction) is that
//! game's part of the specification.

/// SplitMix64's increment, the golden ratio in 64 bits.
pub const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// SplitMix64's output function: a fixed, well-known 64-bit mixer (also a good hash step).
///
/// ```
/// use ssangryuk_cited::random::mix64;
/// assert_eq!(mix64(0), 0);
/// assert_ne!(mix64(1), mix64(2));
/// ```
#[must_use]
pub const fn mix64(z: u64) -> u64 {
    let z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A SplitMix64 generator: small, fast and reproducible from its state; not for secrets.
///
/// ```
/// use ssangryuk_cited::random::SplitMix64;
/// let mut a = SplitMix64::new(7);
/// let mut b = SplitMix64::new(7);
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert!(a.below(6) < 6);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator whose sequence depends only on `state`.
    #[must_use]
    pub const fn new(state: u64) -> SplitMix64 {
        SplitMix64 { state }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(GAMMA);
        mix64(self.state)
    }

    /// A uniform index below `n`, by multiply-shift (`0` when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// A uniform fraction in `[0, 1)` from the draw's top 53 bits.
    pub fn fraction(&mut self) -> f64 {
        const TWO_53: f64 = 9_007_199_254_740_992.0;
        (self.next_u64() >> 11) as f64 / TWO_53
    }
}

/// The generator for throw `index` (0, 1, 2, …) of game number `game`.
///
/// ```
/// use ssangryuk_cited::random::stream;
/// assert_eq!(stream(7, 0).next_u64(), stream(7, 0).next_u64());
/// assert_ne!(stream(7, 0).next_u64(), stream(8, 0).next_u64());
/// assert_ne!(stream(7, 0).next_u64(), stream(7, 1).next_u64());
/// ```
#[must_use]
pub const fn stream(game: u64, index: u64) -> SplitMix64 {
    SplitMix64::new(mix64(game ^ mix64(index.wrapping_add(GAMMA))))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The published SplitMix64 sequence for state 1234567 (Vigna's reference `splitmix64.c`).
    #[test]
    fn splitmix64_matches_the_reference_sequence() {
        let mut g = SplitMix64::new(1_234_567);
        let got: Vec<u64> = (0..3).map(|_| g.next_u64()).collect();
        assert_eq!(
            got,
            [
                6_457_827_717_110_365_317,
                3_203_168_211_198_807_973,
                9_817_491_932_198_370_423
            ]
        );
    }

    #[test]
    fn below_stays_in_range_and_reaches_both_ends() {
        let mut g = SplitMix64::new(3);
        let draws: Vec<usize> = (0..1000).map(|_| g.below(6)).collect();
        assert!(draws.iter().all(|&d| d < 6));
        assert!(draws.contains(&0) && draws.contains(&5));
        assert_eq!(g.below(0), 0);
    }

    #[test]
    fn fraction_is_in_the_unit_interval() {
        let mut g = SplitMix64::new(9);
        assert!((0..1000)
            .map(|_| g.fraction())
            .all(|x| (0.0..1.0).contains(&x)));
    }
}
