//! The expert's networks, kept as data: `weights/*.net`, written by the `fit` example, read
//! here at compile time (a file of the wrong shape does not build). The format and the
//! provenance of each file are in `weights/README.md`; a test pins each file's fingerprint.

use super::net::{Net, INPUTS};

/// The file's first bytes.
const MAGIC: [u8; 4] = *b"YUTN";
/// The format's version.
const VERSION: u32 = 1;
/// Magic, version, hidden units, inputs (u32 each).
const HEADER: usize = 16;
/// Hidden units of the networks shipped.
pub(super) const HIDDEN: usize = 64;
/// Numbers in a shipped network.
const LEN: usize = Net::len(HIDDEN);

/// Fitted to the solved dominant game, two pieces a side, p = 0.5.
pub(super) static TWO: [f32; LEN] = decode(include_bytes!("weights/dominant-2p.net"));

/// Fitted to the solved dominant game, three pieces a side, p = 0.5 (used for more pieces too).
pub(super) static THREE: [f32; LEN] = decode(include_bytes!("weights/dominant-3p.net"));

const fn u32_at(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
}

/// The numbers of a file: the header checked, then `LEN` little-endian f32.
const fn decode(bytes: &[u8]) -> [f32; LEN] {
    assert!(
        bytes.len() == HEADER + 4 * LEN,
        "a network file of another size"
    );
    assert!(
        bytes[0] == MAGIC[0]
            && bytes[1] == MAGIC[1]
            && bytes[2] == MAGIC[2]
            && bytes[3] == MAGIC[3],
        "not a network file"
    );
    assert!(
        u32_at(bytes, 4) == VERSION,
        "a network file of another version"
    );
    assert!(
        u32_at(bytes, 8) as usize == HIDDEN,
        "a network of another width"
    );
    assert!(
        u32_at(bytes, 12) as usize == INPUTS,
        "a network over other inputs"
    );
    let mut out = [0.0; LEN];
    let mut i = 0;
    while i < LEN {
        out[i] = f32::from_bits(u32_at(bytes, HEADER + 4 * i));
        i += 1;
    }
    out
}

/// The file [`decode`] reads: header, then the numbers.
pub(super) fn encode(net: &Net) -> Vec<u8> {
    let mut out = Vec::with_capacity(HEADER + 4 * Net::len(net.hidden));
    out.extend_from_slice(&MAGIC);
    for n in [VERSION, net.hidden as u32, INPUTS as u32] {
        out.extend_from_slice(&n.to_le_bytes());
    }
    for x in net.flat() {
        out.extend_from_slice(&x.to_le_bytes());
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

    /// A network fitted again is measured again: update the fingerprint with the README.
    #[test]
    fn each_file_has_its_pinned_fingerprint() {
        let files: [(&[u8], u64); 2] = [
            (
                include_bytes!("weights/dominant-2p.net"),
                0x0523_218b_584a_6544,
            ),
            (
                include_bytes!("weights/dominant-3p.net"),
                0x5561_6368_d666_28b8,
            ),
        ];
        for (bytes, fingerprint) in files {
            assert_eq!(fnv1a(bytes), fingerprint, "{:#x}", fnv1a(bytes));
        }
    }

    #[test]
    fn encoding_the_decoded_network_gives_the_file_back() {
        for (flat, file) in [
            (&TWO, &include_bytes!("weights/dominant-2p.net")[..]),
            (&THREE, &include_bytes!("weights/dominant-3p.net")[..]),
        ] {
            let net = Net::from_flat(HIDDEN, flat);
            assert_eq!(net.w1.len(), INPUTS * HIDDEN);
            assert_eq!(encode(&net), file);
        }
        assert_ne!(TWO, THREE);
    }
}
