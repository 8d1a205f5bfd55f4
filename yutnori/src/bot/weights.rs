//! The expert's learned weights, kept as data: `weights/*.bin`, written by the `fit` example,
//! read here at compile time (a file of the wrong shape does not build). The format and the
//! provenance of each file are in `weights/README.md`; a test pins each file's fingerprint.

use super::expert::WEIGHTS;

/// The file's first bytes.
const MAGIC: [u8; 4] = *b"YUTW";
/// The format's version.
const VERSION: u32 = 1;
/// Magic, version (u32), count (u32).
const HEADER: usize = 12;

/// Fitted to the solved dominant game, two pieces a side, p = 0.5.
pub(super) static FITTED: [f64; WEIGHTS] = decode(include_bytes!("weights/dominant-2p.bin"));

/// Fitted to the solved dominant game, three pieces a side, p = 0.5 (used for more pieces too).
pub(super) static FITTED_THREE: [f64; WEIGHTS] = decode(include_bytes!("weights/dominant-3p.bin"));

const fn u32_at(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
}

/// The weights of a file: the header checked, then `WEIGHTS` little-endian f64.
const fn decode(bytes: &[u8]) -> [f64; WEIGHTS] {
    assert!(
        bytes.len() == HEADER + 8 * WEIGHTS,
        "a weights file of another size"
    );
    assert!(
        bytes[0] == MAGIC[0]
            && bytes[1] == MAGIC[1]
            && bytes[2] == MAGIC[2]
            && bytes[3] == MAGIC[3],
        "not a weights file"
    );
    assert!(
        u32_at(bytes, 4) == VERSION,
        "a weights file of another version"
    );
    assert!(
        u32_at(bytes, 8) as usize == WEIGHTS,
        "a weights file of another layout"
    );
    let mut out = [0.0; WEIGHTS];
    let mut i = 0;
    while i < WEIGHTS {
        let at = HEADER + 8 * i;
        let mut b = [0; 8];
        let mut k = 0;
        while k < 8 {
            b[k] = bytes[at + k];
            k += 1;
        }
        out[i] = f64::from_le_bytes(b);
        i += 1;
    }
    out
}

/// The file [`decode`] reads: header, then the weights.
pub(super) fn encode(weights: &[f64]) -> Vec<u8> {
    let mut out = Vec::with_capacity(HEADER + 8 * weights.len());
    out.extend_from_slice(&MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    let count = u32::try_from(weights.len()).unwrap_or(u32::MAX);
    out.extend_from_slice(&count.to_le_bytes());
    for w in weights {
        out.extend_from_slice(&w.to_le_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// FNV-1a, 64 bits.
    fn fnv1a(bytes: &[u8]) -> u64 {
        bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        })
    }

    /// A table fitted again is measured again: update the fingerprint with the README.
    #[test]
    fn each_file_has_its_pinned_fingerprint() {
        let files: [(&[u8], u64); 2] = [
            (
                include_bytes!("weights/dominant-2p.bin"),
                0xe630_3404_5900_cf29,
            ),
            (
                include_bytes!("weights/dominant-3p.bin"),
                0x36f3_64de_15e4_89fa,
            ),
        ];
        for (bytes, fingerprint) in files {
            assert_eq!(fnv1a(bytes), fingerprint);
            assert_eq!(u32_at(bytes, 8) as usize, WEIGHTS);
        }
    }

    #[test]
    fn encoding_the_decoded_weights_gives_the_file_back() {
        assert_eq!(encode(&FITTED), include_bytes!("weights/dominant-2p.bin"));
        assert_eq!(
            encode(&FITTED_THREE),
            include_bytes!("weights/dominant-3p.bin")
        );
        assert_eq!(FITTED_THREE[0], 1.1446789543433606);
        // Spot checks against the numbers the files were made from.
        assert_eq!(FITTED_THREE.len(), 2950);
    }
}
