//! The arenas' statistics, written once: the mean of independent scores (pairs of games on
//! the same dice, or sets of games) with its 95 % confidence interval.
//!
//! ```
//! use ssangryuk_cited::stats::{mean_and_half, share_interval};
//! let scores = [1.0, 0.5, 0.5, 1.0, 0.0, 1.0];
//! let (mean, half) = mean_and_half(&scores);
//! assert!((mean - 4.0 / 6.0).abs() < 1e-12 && half > 0.0);
//! // Every pair alike: Wilson's interval, never a single point.
//! let (low, high) = share_interval(&[1.0; 10]);
//! assert!(low < 1.0 && high == 1.0);
//! ```

/// The normal quantile of a two-sided 95 % interval.
pub const Z95: f64 = 1.96;

/// The mean of `scores` and the half-width of its 95 % normal interval, from their sample
/// variance. The scores must be independent of each other: the pairs or sets of an arena,
/// never the games within one. `(0, 0)` for no scores.
#[must_use]
pub fn mean_and_half(scores: &[f64]) -> (f64, f64) {
    let m = scores.len().max(1) as f64;
    let mean = scores.iter().sum::<f64>() / m;
    let var = scores.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (m - 1.0).max(1.0);
    (mean, Z95 * (var / m).sqrt())
}

/// The 95 % interval `(low, high)` of a share in `[0, 1]` from scores in `[0, 1]`: normal
/// from their spread, clipped to `[0, 1]`; Wilson's score interval where every score is
/// alike (few pairs, or a lopsided match), where the sample interval would be a single
/// point (a score in `[0, 1]` varies at most p(1 − p)).
#[must_use]
pub fn share_interval(scores: &[f64]) -> (f64, f64) {
    let (mean, half) = mean_and_half(scores);
    clipped_share(mean, half, scores.len().max(1) as f64)
}

/// [`share_interval`] from a share's mean and normal half-width over `n` independent
/// scores (where only their sums are kept): clipped to `[0, 1]`, Wilson's where `half` is 0.
#[must_use]
pub fn clipped_share(mean: f64, half: f64, n: f64) -> (f64, f64) {
    if half > 0.0 {
        ((mean - half).max(0.0), (mean + half).min(1.0))
    } else {
        wilson(mean, n)
    }
}

/// Wilson's 95 % score interval for a share `p` of `n` trials: never a single point.
#[must_use]
pub fn wilson(p: f64, n: f64) -> (f64, f64) {
    let z2 = Z95 * Z95;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z95 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_half_width_is_the_standard_error_times_1_96() {
        // Sample variance of [0, 1, 0, 1] is 1/3; the standard error sqrt(1/12).
        let (mean, half) = mean_and_half(&[0.0, 1.0, 0.0, 1.0]);
        assert_eq!(mean, 0.5);
        assert!((half - 1.96 * (1.0f64 / 12.0).sqrt()).abs() < 1e-12);
        assert_eq!(mean_and_half(&[]), (0.0, 0.0));
    }

    #[test]
    fn a_share_interval_stays_in_0_1_and_holds_its_mean() {
        for scores in [
            vec![1.0, 1.0, 0.5],
            vec![0.0; 7],
            vec![0.5; 3],
            vec![0.0, 1.0],
        ] {
            let (low, high) = share_interval(&scores);
            let (mean, _) = mean_and_half(&scores);
            assert!(
                0.0 <= low && low <= mean && mean <= high && high <= 1.0,
                "{scores:?}"
            );
            assert!(low < high, "{scores:?}");
        }
    }

    #[test]
    fn wilson_narrows_as_trials_grow() {
        let (l1, h1) = wilson(0.5, 10.0);
        let (l2, h2) = wilson(0.5, 1000.0);
        assert!(h2 - l2 < h1 - l1);
        assert!(wilson(1.0, 4.0).0 < 1.0);
    }
}
