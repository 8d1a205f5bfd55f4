//! Dice: a roll of two dice, and the dice still to be played in a turn.

use core::fmt;

use crate::rules::Doubles;

/// A roll of two dice, each 1..=6. The order is kept (it is how they were thrown) but
/// never matters to the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "[u8; 2]", into = "[u8; 2]"))]
pub struct Roll {
    a: u8,
    b: u8,
}

/// A die value outside 1..=6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a die shows 1 to 6, not {0}")]
pub struct DieError(pub u8);

impl Roll {
    /// A roll of `a` and `b`.
    ///
    /// # Errors
    /// [`DieError`] when a value is outside 1..=6.
    pub const fn new(a: u8, b: u8) -> Result<Roll, DieError> {
        if a == 0 || a > 6 {
            return Err(DieError(a));
        }
        if b == 0 || b > 6 {
            return Err(DieError(b));
        }
        Ok(Roll { a, b })
    }

    /// The 21 distinct rolls (the larger die first), 1-1 to 6-6.
    pub fn all() -> impl Iterator<Item = Roll> {
        (1..=6u8).flat_map(|a| (1..=a).map(move |b| Roll { a, b }))
    }

    /// The two values as thrown.
    #[must_use]
    pub const fn dice(self) -> [u8; 2] {
        [self.a, self.b]
    }

    /// Both dice show the same number.
    #[must_use]
    pub const fn is_double(self) -> bool {
        self.a == self.b
    }

    /// The larger value.
    #[must_use]
    pub const fn high(self) -> u8 {
        if self.a > self.b {
            self.a
        } else {
            self.b
        }
    }

    /// The smaller value.
    #[must_use]
    pub const fn low(self) -> u8 {
        if self.a > self.b {
            self.b
        } else {
            self.a
        }
    }
}

impl TryFrom<[u8; 2]> for Roll {
    type Error = DieError;
    fn try_from([a, b]: [u8; 2]) -> Result<Self, DieError> {
        Roll::new(a, b)
    }
}

impl From<Roll> for [u8; 2] {
    fn from(r: Roll) -> [u8; 2] {
        r.dice()
    }
}

impl fmt::Display for Roll {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.a, self.b)
    }
}

/// The dice still to be played in a turn: two different numbers, or the number of a double
/// as often as the rules use it ([`Doubles`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DiceLeft {
    /// Values, larger first for two different numbers; `len` are live.
    values: [u8; 4],
    len: u8,
}

impl DiceLeft {
    /// The dice a roll gives under a doubles rule.
    #[must_use]
    pub const fn new(roll: Roll, doubles: Doubles) -> DiceLeft {
        if roll.is_double() {
            DiceLeft {
                values: [roll.a; 4],
                len: doubles.steps() as u8,
            }
        } else {
            DiceLeft {
                values: [roll.high(), roll.low(), 0, 0],
                len: 2,
            }
        }
    }

    /// The values still to play.
    #[must_use]
    pub fn values(&self) -> &[u8] {
        &self.values[..self.len as usize]
    }

    /// How many dice are left.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// No die is left.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether a die of this value is left.
    #[must_use]
    pub fn contains(&self, die: u8) -> bool {
        self.values().contains(&die)
    }

    /// The dice left after playing one `die`; `None` if no such die is left.
    #[must_use]
    pub fn without(&self, die: u8) -> Option<DiceLeft> {
        let i = self.values().iter().position(|&d| d == die)?;
        let mut next = *self;
        next.values.copy_within(i + 1..self.len as usize, i);
        next.len -= 1;
        next.values[next.len as usize] = 0;
        Some(next)
    }

    /// The distinct values left (at most two), larger first.
    pub(crate) fn distinct(&self) -> impl Iterator<Item = u8> + '_ {
        let v = self.values();
        v.iter()
            .enumerate()
            .filter(move |&(i, d)| !v[..i].contains(d))
            .map(|(_, &d)| d)
    }
}
