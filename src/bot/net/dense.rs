//! The dense layers' sums: weight rows times values, each in eight running sums (lanes)
//! added in one fixed order, so the bits are the same on every platform (the order is
//! written out, not left to the compiler; no fused multiply-add).
//!
//! One sum alone is bound by the time an addition takes to finish (each lane waits for its
//! last addition). [`sums`] runs [`BLOCK`] of them at once, whose lanes do not wait for
//! each other, all with one side in common (loaded once): one unit's row for four
//! positions, or four units' rows for one position. Each gives the bits of that sum alone
//! (a product is the same whichever side comes first).

use wide::f32x8;

/// How many sums [`sums`] runs at once.
pub(crate) const BLOCK: usize = 4;

/// `shared` times `other(k)` (rows or values as long as `shared`) for every `k` below
/// `count`, each handed to `put(k, sum)`: [`BLOCK`] at a time (the last block filled out
/// by repeating its last one, whose sums are thrown away).
pub(crate) fn sums<'a>(
    count: usize,
    shared: &[f32],
    other: impl Fn(usize) -> &'a [f32],
    mut put: impl FnMut(usize, f32),
) {
    let mut k = 0;
    while k < count {
        let others = core::array::from_fn(|q| other((k + q).min(count - 1)));
        let block = dots::<BLOCK>(shared, others);
        for (q, sum) in block.into_iter().enumerate().take(count - k) {
            put(k + q, sum);
        }
        k += BLOCK;
    }
}

/// The dot products of `shared` with each of `others` (at least as long): product `i` goes
/// to lane `i mod 8`, the ones past the last multiple of eight to a separate tail summed
/// first; then `((l0 + l1) + (l2 + l3)) + ((l4 + l5) + (l6 + l7)) + tail`.
fn dots<const B: usize>(shared: &[f32], others: [&[f32]; B]) -> [f32; B] {
    let n = shared.len();
    let whole = n - n % 8;
    // Each sum's eight lanes as one vector (`wide` keeps it in registers, where the
    // compiler left alone packs the lanes across the sums instead).
    let mut acc = [f32x8::ZERO; B];
    let tail: [f32; B] = core::array::from_fn(|q| {
        let mut t = 0f32;
        for (w, x) in shared[whole..].iter().zip(&others[q][whole..n]) {
            t += w * x;
        }
        t
    });
    let (shared, others) = (&shared[..whole], others.map(|x| &x[..whole]));
    for i in (0..whole).step_by(8) {
        let w = eight(shared, i);
        for q in 0..B {
            acc[q] += w * eight(others[q], i);
        }
    }
    core::array::from_fn(|q| {
        let l = acc[q].to_array();
        ((l[0] + l[1]) + (l[2] + l[3])) + ((l[4] + l[5]) + (l[6] + l[7])) + tail[q]
    })
}

/// The eight values of `s` from `i`.
#[inline(always)]
fn eight(s: &[f32], i: usize) -> f32x8 {
    let s: &[f32; 8] = s[i..i + 8].try_into().unwrap_or(&[0.0; 8]);
    f32x8::new(*s)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The order the lanes are defined by, one value at a time.
    fn reference(w: &[f32], x: &[f32]) -> f32 {
        let whole = w.len() - w.len() % 8;
        let mut lanes = [0f32; 8];
        let mut tail = 0f32;
        for i in whole..w.len() {
            tail += w[i] * x[i];
        }
        for i in 0..whole {
            lanes[i % 8] += w[i] * x[i];
        }
        let l = lanes;
        ((l[0] + l[1]) + (l[2] + l[3])) + ((l[4] + l[5]) + (l[6] + l[7])) + tail
    }

    #[test]
    fn every_sum_has_the_bits_of_the_lanes_order_whatever_its_block() {
        let mut draw = ssangryuk_cited::random::SplitMix64::new(9);
        let mut value = || (draw.next_u64() >> 40) as f32 / (1u64 << 20) as f32 - 8.0;
        for n in [0, 1, 7, 8, 9, 16, 20, 33, 128, 257] {
            for count in 0..=9 {
                let rows: Vec<Vec<f32>> = (0..count)
                    .map(|_| (0..n).map(|_| value()).collect())
                    .collect();
                let shared: Vec<f32> = (0..n).map(|_| value()).collect();
                let mut got = vec![f32::NAN; count];
                sums(count, &shared, |k| &rows[k], |k, s| got[k] = s);
                for k in 0..count {
                    // The shared side first or second: the same bits.
                    let want = reference(&rows[k], &shared);
                    assert_eq!(want.to_bits(), reference(&shared, &rows[k]).to_bits());
                    assert_eq!(
                        got[k].to_bits(),
                        want.to_bits(),
                        "n {n} count {count} k {k}"
                    );
                }
            }
        }
    }
}
