//! The network's arithmetic, written with `+`, `−`, `×` and `÷` only (IEEE 754 rounds each
//! of them exactly one way), so an evaluation gives the same bits on every platform: the
//! standard library's `exp` calls the platform's maths library, which differs in the last
//! place between targets.

/// ln 2 in two parts (Cody and Waite), so that `k·ln 2` is subtracted without rounding error.
const LN2_HI: f32 = 0.693_145_75;
const LN2_LO: f32 = 1.428_606_8e-6;
const LOG2_E: f32 = core::f32::consts::LOG2_E;

/// e^x for |x| ≤ 60, to within a few units in the last place.
fn exp(x: f32) -> f32 {
    let t = x * LOG2_E;
    // Round to nearest by truncation, which `as` does the same way everywhere.
    let k = if t >= 0.0 {
        (t + 0.5) as i32
    } else {
        (t - 0.5) as i32
    };
    let kf = k as f32;
    let r = (x - kf * LN2_HI) - kf * LN2_LO;
    // e^r for |r| ≤ ln 2 / 2, Taylor to the 7th power (error below 2e-8).
    let p = 1.0
        + r * (1.0
            + r * (0.5
                + r * (1.0 / 6.0
                    + r * (1.0 / 24.0
                        + r * (1.0 / 120.0 + r * (1.0 / 720.0 + r * (1.0 / 5040.0)))))));
    // 2^k built from its bits: k is within the normal exponents for |x| ≤ 60.
    let scale = f32::from_bits(((k + 127) as u32) << 23);
    p * scale
}

/// The logistic function 1 / (1 + e^−x).
pub(crate) fn sigmoid(x: f32) -> f32 {
    let x = x.clamp(-40.0, 40.0);
    1.0 / (1.0 + exp(-x))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exp_agrees_with_the_standard_library() {
        let mut x = -60.0f32;
        while x <= 60.0 {
            let (ours, std) = (exp(x), x.exp());
            assert!(((ours - std) / std).abs() < 4e-7, "{x}: {ours} vs {std}");
            x += 0.013;
        }
    }

    #[test]
    fn sigmoid_is_a_probability_and_symmetric() {
        assert_eq!(sigmoid(0.0), 0.5);
        for x in [-100.0, -5.0, -0.3, 0.3, 5.0, 100.0f32] {
            let s = sigmoid(x);
            assert!((0.0..=1.0).contains(&s));
            assert!((s + sigmoid(-x) - 1.0).abs() < 1e-6);
        }
        assert!(sigmoid(1e30).is_finite() && sigmoid(f32::NEG_INFINITY) >= 0.0);
    }
}
