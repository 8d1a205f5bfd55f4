//! The network file: little-endian, versioned, with its shape and how it was trained.
//!
//! | bytes | what |
//! |---|---|
//! | 4 | `SRNN` |
//! | 4 | the format's version, 1 |
//! | 12 | inputs (196: the board; 221: the board and the named features), hidden units, outputs (u32 each) |
//! | 4 + n | the provenance: its length (u32), then UTF-8 `key=value` words, `family=<id>` among them |
//! | rest | the weights as f32: first layer (input by input, a row of hidden units each), hidden biases, second layer (output by output), output biases |

use super::inputs::Encoding;
use super::{Net, OUTPUTS};
use crate::bot::Family;

const MAGIC: [u8; 4] = *b"SRNN";
const VERSION: u32 = 1;
/// The largest hidden layer a file may ask for (the evaluation keeps it on the stack).
pub(crate) const MAX_HIDDEN: usize = 512;

/// Why bytes are not a network this crate can use.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum NetError {
    /// The bytes end before the part named.
    Truncated(&'static str),
    /// The first four bytes are not `SRNN`.
    NotANet,
    /// A version of the format this crate does not read.
    Version(u32),
    /// A shape this crate cannot evaluate: inputs that are neither the board's (196) nor
    /// the board's and the features' (221), another number of outputs, or no hidden unit
    /// or more than it keeps.
    Shape {
        /// Inputs in the file.
        inputs: u32,
        /// Hidden units in the file.
        hidden: u32,
        /// Outputs in the file.
        outputs: u32,
    },
    /// The provenance is not UTF-8 text or names no known `family=`.
    Provenance,
    /// The file is longer than its shape says.
    TrailingBytes(usize),
    /// A weight is infinite or not a number.
    NotFinite,
}

fn u32_at(bytes: &[u8], at: usize, what: &'static str) -> Result<u32, NetError> {
    let b = bytes.get(at..at + 4).ok_or(NetError::Truncated(what))?;
    Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

/// The family a provenance text names (`family=<id>`).
pub(crate) fn family_of(provenance: &str) -> Option<Family> {
    provenance
        .split_whitespace()
        .find_map(|w| w.strip_prefix("family="))
        .and_then(Family::from_id)
}

impl Net {
    /// Reads a network file: little-endian, `SRNN`, the format's version (u32, 1), the
    /// shape (inputs, hidden units, outputs: u32 each), the provenance (its length as u32,
    /// then UTF-8 `key=value` words, `family=<id>` among them), then the weights as `f32`:
    /// the first layer input by input (a row of hidden units each), the hidden biases, the
    /// second layer output by output, the output biases.
    ///
    /// # Errors
    /// [`NetError`] says what is wrong with the bytes.
    pub fn from_bytes(bytes: &[u8]) -> Result<Net, NetError> {
        if bytes.get(..4).ok_or(NetError::Truncated("magic"))? != MAGIC {
            return Err(NetError::NotANet);
        }
        let version = u32_at(bytes, 4, "version")?;
        if version != VERSION {
            return Err(NetError::Version(version));
        }
        let (inputs, hidden, outputs) = (
            u32_at(bytes, 8, "shape")?,
            u32_at(bytes, 12, "shape")?,
            u32_at(bytes, 16, "shape")?,
        );
        let h = hidden as usize;
        let encoding = Encoding::with_inputs(inputs as usize)
            .filter(|_| outputs as usize == OUTPUTS && h > 0 && h <= MAX_HIDDEN)
            .ok_or(NetError::Shape {
                inputs,
                hidden,
                outputs,
            })?;
        let text_len = u32_at(bytes, 20, "provenance")? as usize;
        let text = bytes
            .get(24..24 + text_len)
            .ok_or(NetError::Truncated("provenance"))?;
        let provenance = core::str::from_utf8(text).map_err(|_| NetError::Provenance)?;
        let family = family_of(provenance).ok_or(NetError::Provenance)?;
        let mut at = 24 + text_len;
        let mut read = |n: usize| -> Result<Vec<f32>, NetError> {
            let part = bytes
                .get(at..at + 4 * n)
                .ok_or(NetError::Truncated("weights"))?;
            at += 4 * n;
            let v: Vec<f32> = part
                .chunks_exact(4)
                .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect();
            if v.iter().all(|x| x.is_finite()) {
                Ok(v)
            } else {
                Err(NetError::NotFinite)
            }
        };
        let w1 = read(encoding.inputs() * h)?;
        let b1 = read(h)?;
        let w2 = read(OUTPUTS * h)?;
        let b2 = read(OUTPUTS)?;
        if at != bytes.len() {
            return Err(NetError::TrailingBytes(bytes.len() - at));
        }
        Ok(Net {
            family,
            encoding,
            hidden: h,
            w1,
            b1,
            w2,
            b2: [b2[0], b2[1], b2[2], b2[3], b2[4]],
            provenance: provenance.to_owned(),
        })
    }

    /// The network as a file that [`Net::from_bytes`] reads back bit for bit.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(24 + self.provenance.len() + 4 * self.weight_count());
        out.extend_from_slice(&MAGIC);
        let inputs = self.encoding().inputs() as u32;
        for x in [VERSION, inputs, self.hidden as u32, OUTPUTS as u32] {
            out.extend_from_slice(&x.to_le_bytes());
        }
        out.extend_from_slice(&(self.provenance.len() as u32).to_le_bytes());
        out.extend_from_slice(self.provenance.as_bytes());
        for w in self
            .w1
            .iter()
            .chain(&self.b1)
            .chain(&self.w2)
            .chain(&self.b2)
        {
            out.extend_from_slice(&w.to_le_bytes());
        }
        out
    }
}
