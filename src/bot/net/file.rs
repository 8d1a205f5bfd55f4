//! The network file: little-endian, versioned, with its shape and how it was trained.
//!
//! | bytes | what |
//! |---|---|
//! | 4 | `SRNN` |
//! | 4 | the format's version: 1 (one logistic hidden layer) or 2 (any hidden layers) |
//! | 12 | version 1: inputs (196: the board; 221: the board and the named features), hidden units, outputs (u32 each) |
//! | 8 + 8k + 4 | version 2: inputs, hidden layers k, then each layer's width and activation (0 logistic, 1 ReLU), outputs (u32 each) |
//! | 4 + n | the provenance: its length (u32), then UTF-8 `key=value` words, `family=<id>` among them |
//! | rest | the weights as f32: the first hidden layer (input by input, a row of its units each) and its biases, each later hidden layer (unit by unit, a row of the previous layer's width each) and its biases, the output layer (output by output) and its biases |
//!
//! A network of one logistic layer is written as version 1, the files it was first shipped
//! as.

use super::inputs::Encoding;
use super::{Activation, Layer, Net, OUTPUTS};
use crate::bot::Family;

const MAGIC: [u8; 4] = *b"SRNN";
/// The format of one logistic hidden layer.
const V1: u32 = 1;
/// The format of any hidden layers.
const V2: u32 = 2;
/// The widest hidden layer a file may ask for.
pub(crate) const MAX_WIDTH: usize = 1024;
/// The most hidden layers a file may ask for.
pub(crate) const MAX_LAYERS: usize = 6;

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
    /// the board's and the features' (221), another number of outputs than 5, no hidden
    /// layer or more than 6, or a layer of no unit or more than 1,024.
    Shape {
        /// Inputs.
        inputs: u32,
        /// Hidden layers.
        layers: u32,
        /// The first hidden layer's width out of bounds, or else the widest.
        width: u32,
        /// Outputs.
        outputs: u32,
    },
    /// A hidden layer's activation code is neither 0 (logistic) nor 1 (ReLU).
    Activation(u32),
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
    /// Reads a network file: little-endian, `SRNN`, the format's version (u32: 1 or 2),
    /// the shape (version 1: inputs, hidden units, outputs; version 2: inputs, hidden
    /// layers, each layer's width and activation, outputs: u32 each), the provenance (its
    /// length as u32, then UTF-8 `key=value` words, `family=<id>` among them), then the
    /// weights as `f32`: the first hidden layer input by input (a row of its units each)
    /// and its biases, each later hidden layer unit by unit and its biases, the output
    /// layer output by output and its biases.
    ///
    /// # Errors
    /// [`NetError`] says what is wrong with the bytes.
    pub fn from_bytes(bytes: &[u8]) -> Result<Net, NetError> {
        if bytes.get(..4).ok_or(NetError::Truncated("magic"))? != MAGIC {
            return Err(NetError::NotANet);
        }
        let version = u32_at(bytes, 4, "version")?;
        let inputs = u32_at(bytes, 8, "shape")?;
        let (shape, outputs, mut at) = match version {
            V1 => (
                vec![(u32_at(bytes, 12, "shape")?, Activation::Logistic)],
                u32_at(bytes, 16, "shape")?,
                20,
            ),
            V2 => {
                let layers = u32_at(bytes, 12, "shape")?;
                if layers == 0 || layers as usize > MAX_LAYERS {
                    return Err(NetError::Shape {
                        inputs,
                        layers,
                        width: 0,
                        outputs: 0,
                    });
                }
                let mut shape = Vec::new();
                for k in 0..layers as usize {
                    let width = u32_at(bytes, 16 + 8 * k, "shape")?;
                    let code = u32_at(bytes, 20 + 8 * k, "shape")?;
                    let act = Activation::from_code(code).ok_or(NetError::Activation(code))?;
                    shape.push((width, act));
                }
                let at = 16 + 8 * layers as usize;
                (shape, u32_at(bytes, at, "shape")?, at + 4)
            }
            v => return Err(NetError::Version(v)),
        };
        let bad = shape
            .iter()
            .map(|&(w, _)| w)
            .find(|&w| w == 0 || w as usize > MAX_WIDTH);
        let encoding = Encoding::with_inputs(inputs as usize)
            .filter(|_| outputs as usize == OUTPUTS && bad.is_none())
            .ok_or(NetError::Shape {
                inputs,
                layers: shape.len() as u32,
                width: bad.unwrap_or_else(|| shape.iter().map(|&(w, _)| w).max().unwrap_or(0)),
                outputs,
            })?;
        let text_len = u32_at(bytes, at, "provenance")? as usize;
        at += 4;
        let text = bytes
            .get(at..at + text_len)
            .ok_or(NetError::Truncated("provenance"))?;
        let provenance = core::str::from_utf8(text).map_err(|_| NetError::Provenance)?;
        let family = family_of(provenance).ok_or(NetError::Provenance)?;
        at += text_len;
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
        let mut layers = Vec::new();
        let mut before = encoding.inputs();
        for &(width, activation) in &shape {
            let width = width as usize;
            let w = read(before * width)?;
            let b = read(width)?;
            layers.push(Layer {
                activation,
                width,
                w,
                b,
            });
            before = width;
        }
        let wo = read(OUTPUTS * before)?;
        let bo = read(OUTPUTS)?;
        if at != bytes.len() {
            return Err(NetError::TrailingBytes(bytes.len() - at));
        }
        Ok(Net {
            family,
            encoding,
            layers,
            wo,
            bo: [bo[0], bo[1], bo[2], bo[3], bo[4]],
            provenance: provenance.to_owned(),
        })
    }

    /// The network as a file that [`Net::from_bytes`] reads back bit for bit: version 1
    /// for one logistic hidden layer, else version 2.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(64 + self.provenance.len() + 4 * self.weight_count());
        out.extend_from_slice(&MAGIC);
        let inputs = self.encoding().inputs() as u32;
        let mut header = Vec::new();
        match self.layers.as_slice() {
            [only] if only.activation == Activation::Logistic => {
                header.extend([V1, inputs, only.width as u32]);
            }
            layers => {
                header.extend([V2, inputs, layers.len() as u32]);
                for l in layers {
                    header.extend([l.width as u32, l.activation.code()]);
                }
            }
        }
        header.push(OUTPUTS as u32);
        for x in header {
            out.extend_from_slice(&x.to_le_bytes());
        }
        out.extend_from_slice(&(self.provenance.len() as u32).to_le_bytes());
        out.extend_from_slice(self.provenance.as_bytes());
        for l in &self.layers {
            for w in l.w.iter().chain(&l.b) {
                out.extend_from_slice(&w.to_le_bytes());
            }
        }
        for w in self.wo.iter().chain(&self.bo) {
            out.extend_from_slice(&w.to_le_bytes());
        }
        out
    }
}
