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
#[cfg_attr(feature = "serde", serde(try_from = "Vec<u8>", into = "Vec<u8>"))]
pub struct DiceLeft {
    /// Values, larger first for two different numbers; `len` are live, the rest 0 (so
    /// equal dice compare equal).
    values: [u8; 4],
    len: u8,
}

impl DiceLeft {
    /// The dice a roll gives under a doubles rule.
    #[must_use]
    pub const fn new(roll: Roll, doubles: Doubles) -> DiceLeft {
        if roll.is_double() {
            let d = roll.a;
            let (values, len) = match doubles {
                Doubles::Twice => ([d, d, 0, 0], 2),
                Doubles::FourTimes => ([d; 4], 4),
            };
            DiceLeft { values, len }
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

impl From<DiceLeft> for Vec<u8> {
    fn from(d: DiceLeft) -> Vec<u8> {
        d.values().to_vec()
    }
}

impl TryFrom<Vec<u8>> for DiceLeft {
    type Error = DieError;
    /// Up to four dice 1..=6; three or four must be one double's number.
    fn try_from(v: Vec<u8>) -> Result<DiceLeft, DieError> {
        if let Some(&bad) = v.iter().find(|&&d| d == 0 || d > 6) {
            return Err(DieError(bad));
        }
        if v.len() > 4 || (v.len() > 2 && v.iter().any(|&d| d != v[0])) {
            return Err(DieError(0));
        }
        let mut values = [0u8; 4];
        values[..v.len()].copy_from_slice(&v);
        if v.len() == 2 && values[1] > values[0] {
            values.swap(0, 1);
        }
        Ok(DiceLeft {
            values,
            len: v.len() as u8,
        })
    }
}

/// SplitMix64's output function (Steele, Lea and Flood, 2014): a fixed, well-known 64-bit
/// mixer. Part of the dice specification, so it never changes.
#[must_use]
pub const fn mix64(z: u64) -> u64 {
    let z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// SplitMix64's increment, the golden ratio in 64 bits.
const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// The largest multiple of 6 not above 2^64: draws at or above it are rejected so every
/// face is equally likely.
const LIMIT: u64 = u64::MAX - u64::MAX % 6;

/// The dice of roll `index` (0, 1, 2, …) of game number `game`: a pure function, so
/// reopening a game replays its dice (seed 002: "눈은 판 번호와 몇 번째 굴림인지로 정해지고,
/// 같은 판을 다시 열면 같은 눈이 나옵니다").
///
/// The function, promised stable across versions and platforms:
///
/// 1. `key = mix64(game ^ mix64(index + γ))`, with `γ = 0x9E3779B97F4A7C15` and wrapping
///    arithmetic, [`mix64`](ssangryuk_cited::random::mix64) being SplitMix64's output function;
/// 2. draws `u_k = mix64(key + k·γ)` for `k = 1, 2, 3, …`;
/// 3. each die, first then second, takes the next draw `u` with
///    `u < 2^64 − (2^64 mod 6)` (rejection sampling: the few draws above are skipped) and
///    shows `u mod 6 + 1`.
///
/// In an opening where each side throws one die (쟁두), the roll's first die is black's and
/// the second white's.
///
/// ```
/// use ssangryuk::game_roll;
/// assert_eq!(game_roll(7, 0), game_roll(7, 0));
/// assert_ne!((0..10).map(|i| game_roll(7, i)).collect::<Vec<_>>(), (0..10).map(|i| game_roll(8, i)).collect::<Vec<_>>());
/// ```
#[must_use]
pub fn game_roll(game: u64, index: u64) -> Roll {
    let key = mix64(game ^ mix64(index.wrapping_add(GAMMA)));
    let mut k: u64 = 0;
    let mut die = || loop {
        k += 1;
        let u = mix64(key.wrapping_add(k.wrapping_mul(GAMMA)));
        if u < LIMIT {
            return (u % 6) as u8 + 1;
        }
    };
    let a = die();
    let b = die();
    Roll { a, b }
}

/// Where a game's dice come from.
///
/// [`GameDice`] is the rule (seed 002: dice are a function of the game number); any
/// iterator of rolls works too (fixed dice for tests), and with the `rand` feature any
/// `rand_core` generator (`RngDice`).
pub trait DiceSource {
    /// The next roll.
    fn roll(&mut self) -> Roll;
}

/// The reproducible dice of one game: [`game_roll`] over successive roll indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GameDice {
    /// The game number.
    pub game: u64,
    /// The index of the next roll.
    pub index: u64,
}

impl GameDice {
    /// The dice of game `game`, from its first roll.
    #[must_use]
    pub const fn new(game: u64) -> GameDice {
        GameDice { game, index: 0 }
    }
}

impl DiceSource for GameDice {
    fn roll(&mut self) -> Roll {
        let r = game_roll(self.game, self.index);
        self.index += 1;
        r
    }
}

impl<I: Iterator<Item = Roll>> DiceSource for I {
    /// Fixed dice: the iterator's rolls in order.
    ///
    /// # Panics
    /// When the iterator runs out; use `.cycle()` for endless dice.
    fn roll(&mut self) -> Roll {
        self.next().expect("the fixed dice ran out")
    }
}

/// Dice from any `rand_core` generator (feature `rand`), one unbiased die at a time.
#[cfg(feature = "rand")]
#[derive(Clone, Debug)]
pub struct RngDice<R>(pub R);

#[cfg(feature = "rand")]
impl<R: rand_core::Rng> RngDice<R> {
    fn die(&mut self) -> u8 {
        loop {
            let u = self.0.next_u64();
            if u < LIMIT {
                return (u % 6) as u8 + 1;
            }
        }
    }
}

#[cfg(feature = "rand")]
impl<R: rand_core::Rng> DiceSource for RngDice<R> {
    fn roll(&mut self) -> Roll {
        let a = self.die();
        let b = self.die();
        Roll { a, b }
    }
}
