//! Dice: a roll of two dice, the dice still to be played in a turn, and where a game's
//! dice come from.

use core::fmt;

use ssangryuk_cited::random;

use crate::rules::Doubles;

/// A roll of two dice, each 1..=6, in the order they were thrown.
///
/// Equality compares the dice in that order, so `Roll::new(3, 1) != Roll::new(1, 3)`: a
/// roll is also a record of who threw what (in the opening, black's die then white's) and a
/// game's stored rolls are checked as written against its own dice. The order never
/// changes what may be played (the move generator and [`DiceLeft`] ignore it); to ask
/// whether two rolls are the same dice, use [`Roll::same_dice`].
///
/// ```
/// use ssangryuk::Roll;
/// let (a, b) = (Roll::new(3, 1)?, Roll::new(1, 3)?);
/// assert_ne!(a, b);
/// assert!(a.same_dice(b));
/// # Ok::<_, ssangryuk::DieError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "[u8; 2]", into = "[u8; 2]"))]
pub struct Roll {
    a: u8,
    b: u8,
}

/// A die value outside 1..=6.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DieError(pub u8);

/// Dice that cannot be the dice left in a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum DiceError {
    /// A value is outside 1..=6.
    Die(DieError),
    /// More dice than a double gives under any rules (four).
    TooMany(usize),
    /// Three or four dice that are not all one double's number.
    NotOneDouble,
}

impl From<DieError> for DiceError {
    fn from(e: DieError) -> DiceError {
        DiceError::Die(e)
    }
}

impl Roll {
    /// Whether the two rolls show the same dice, whatever the order they were thrown in.
    #[must_use]
    pub const fn same_dice(self, other: Roll) -> bool {
        self.high() == other.high() && self.low() == other.low()
    }

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

    /// A roll of literal dice, checked when the program is compiled: use it in a `const`
    /// (or through the [`roll!`](crate::roll) macro) and a value outside 1..=6 does not
    /// compile. For dice known only at run time use [`Roll::new`].
    ///
    /// ```
    /// use ssangryuk::Roll;
    /// const SIX_FIVE: Roll = Roll::new_const(6, 5);
    /// assert_eq!(SIX_FIVE.dice(), [6, 5]);
    /// ```
    ///
    /// ```compile_fail
    /// const BAD: ssangryuk::Roll = ssangryuk::Roll::new_const(7, 1); // does not compile
    /// ```
    ///
    /// # Panics
    /// When a value is outside 1..=6 — at compile time in a `const` context.
    #[must_use]
    pub const fn new_const(a: u8, b: u8) -> Roll {
        match Roll::new(a, b) {
            Ok(r) => r,
            Err(_) => panic!("a die shows 1 to 6"),
        }
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
    /// `6-5`, padded to the formatter's width (`{:>5}`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b] = [b'0' + self.a, b'0' + self.b];
        let text = [a, b'-', b];
        // Always ASCII digits 1..=6 and a dash.
        f.pad(core::str::from_utf8(&text).map_err(|_| fmt::Error)?)
    }
}

/// A [`Roll`] of literal dice, checked at compile time: `roll!(6, 5)`.
///
/// ```
/// use ssangryuk::{roll, Roll};
/// assert_eq!(roll!(6, 5), Roll::new(6, 5)?);
/// # Ok::<_, ssangryuk::DieError>(())
/// ```
///
/// ```compile_fail
/// let r = ssangryuk::roll!(0, 3); // a die shows 1 to 6: does not compile
/// ```
#[macro_export]
macro_rules! roll {
    ($a:expr, $b:expr $(,)?) => {
        const { $crate::Roll::new_const($a, $b) }
    };
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
    type Error = DiceError;
    /// Up to four dice 1..=6; three or four must be one double's number.
    fn try_from(v: Vec<u8>) -> Result<DiceLeft, DiceError> {
        DiceLeft::try_from(v.as_slice())
    }
}

impl TryFrom<&[u8]> for DiceLeft {
    type Error = DiceError;
    /// Up to four dice 1..=6; three or four must be one double's number.
    fn try_from(v: &[u8]) -> Result<DiceLeft, DiceError> {
        if let Some(&bad) = v.iter().find(|&&d| d == 0 || d > 6) {
            return Err(DieError(bad).into());
        }
        if v.len() > 4 {
            return Err(DiceError::TooMany(v.len()));
        }
        if v.len() > 2 && v.iter().any(|&d| d != v[0]) {
            return Err(DiceError::NotOneDouble);
        }
        let mut values = [0u8; 4];
        values[..v.len()].copy_from_slice(v);
        if v.len() == 2 && values[1] > values[0] {
            values.swap(0, 1);
        }
        Ok(DiceLeft {
            values,
            len: v.len() as u8,
        })
    }
}

/// The largest multiple of 6 not above 2^64: draws at or above it are rejected so every
/// face is equally likely.
const LIMIT: u64 = u64::MAX - u64::MAX % 6;
const _: () = assert!(LIMIT % 6 == 0 && u64::MAX - LIMIT < 6);

/// The dice of roll `index` (0, 1, 2, …) of game number `game`: a pure function, so
/// reopening a game replays its dice, as the app's guide promises
/// ([`Source::App`](crate::sources::Source::App): "눈은 판 번호와 몇 번째 굴림인지로 정해지고,
/// 같은 판을 다시 열면 같은 눈이 나옵니다").
///
/// The function, promised stable across versions and platforms: the draws are those of
/// `ssangryuk_cited::random::stream(game, index)` (SplitMix64 started from the game number
/// and the index; that crate writes the stream out), and each die, first then second,
/// takes the next draw `u` with `u < 2^64 − (2^64 mod 6)` (rejection sampling: the few
/// draws above are skipped) and shows `u mod 6 + 1`.
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
    let mut draws = random::stream(game, index);
    let a = unbiased_die(|| draws.next_u64());
    let b = unbiased_die(|| draws.next_u64());
    Roll { a, b }
}

/// One die from a stream of uniform `u64`s: the first draw below [`LIMIT`], mod 6, plus 1.
fn unbiased_die(mut draw: impl FnMut() -> u64) -> u8 {
    loop {
        let u = draw();
        if u < LIMIT {
            return (u % 6) as u8 + 1;
        }
    }
}

/// Where a game's dice come from.
///
/// [`GameDice`] is the rule (the app's: dice are a function of the game number); any
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
impl<R: rand_core::Rng> DiceSource for RngDice<R> {
    fn roll(&mut self) -> Roll {
        let a = unbiased_die(|| self.0.next_u64());
        let b = unbiased_die(|| self.0.next_u64());
        Roll { a, b }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssangryuk_cited::Lang;

    #[test]
    fn a_die_skips_the_draws_that_would_bias_it() {
        // LIMIT is a multiple of 6: it and every draw above it are skipped.
        let mut draws = [u64::MAX, LIMIT, LIMIT + 1, LIMIT - 1, 6].into_iter();
        let mut next = || draws.next().expect("enough draws");
        assert_eq!(unbiased_die(&mut next), 6, "LIMIT - 1 is 5 mod 6");
        assert_eq!(unbiased_die(&mut next), 1, "6 is 0 mod 6");
    }

    #[test]
    fn the_dice_left_are_empty_only_when_none_is_left() {
        let four = DiceLeft::new(Roll::new(3, 3).unwrap(), Doubles::FourTimes);
        assert!(!four.is_empty());
        let mut left = four;
        for n in (0..4).rev() {
            left = left.without(3).expect("a 3 is left");
            assert_eq!((left.len(), left.is_empty()), (n, n == 0));
        }
        assert_eq!(left.without(3), None);
        assert!(DiceLeft::try_from(&[][..]).unwrap().is_empty());
    }

    /// The dice of games 0, 1, 7, 2026 and `u64::MAX`, rolls 0..40 each, as the formula
    /// before `ssangryuk_cited::random::stream` gave them (computed by that code): reopened
    /// games keep their dice across the change.
    #[test]
    fn game_dice_are_unchanged_by_the_shared_stream() {
        const OLD: [(u64, &str); 5] = [
            (
                0,
                "36131451355134266261542621352642656215332162521554534326135333124536454362356436",
            ),
            (
                1,
                "61415435421325423335632626144323223452431146655354411431166413445542531112355264",
            ),
            (
                7,
                "34536621133461365151233363233224144425461123315344521555324346532443141114114163",
            ),
            (
                2026,
                "14544555146332551635545146653354212523465663231664615562344411124552636112523626",
            ),
            (
                u64::MAX,
                "14135566665256335614611451646111322331321656643516234512542634233424652154626266",
            ),
        ];
        for (game, dice) in OLD {
            let now: String = (0..40)
                .flat_map(|i| game_roll(game, i).dice())
                .map(|d| char::from(b'0' + d))
                .collect();
            assert_eq!(now, dice, "game {game}");
        }
    }

    /// The property behind it, on more games: the formula as it was written out before,
    /// `mix64(key + k·γ)` with `key = mix64(game ^ mix64(index + γ))`.
    #[test]
    fn game_dice_follow_the_written_formula() {
        use ssangryuk_cited::random::{mix64, GAMMA};
        let old = |game: u64, index: u64| {
            let key = mix64(game ^ mix64(index.wrapping_add(GAMMA)));
            let mut k = 0u64;
            let mut die = || loop {
                k += 1;
                let u = mix64(key.wrapping_add(k.wrapping_mul(GAMMA)));
                if u < LIMIT {
                    return (u % 6) as u8 + 1;
                }
            };
            let a = die();
            [a, die()]
        };
        for game in (0..300u64).map(|g| g.wrapping_mul(0x2545_F491_4F6C_DD1D)) {
            for index in [0, 1, 2, 57, u64::MAX] {
                assert_eq!(game_roll(game, index).dice(), old(game, index));
            }
        }
    }

    #[test]
    fn dice_left_refuse_with_a_reason() {
        assert_eq!(
            DiceLeft::try_from(&[7u8][..]),
            Err(DiceError::Die(DieError(7)))
        );
        assert_eq!(
            DiceLeft::try_from(&[3u8; 5][..]),
            Err(DiceError::TooMany(5))
        );
        assert_eq!(
            DiceLeft::try_from(&[3u8, 3, 2][..]),
            Err(DiceError::NotOneDouble)
        );
        assert_eq!(
            DiceLeft::try_from(vec![2, 5]).map(|d| d.values().to_vec()),
            Ok(vec![5, 2])
        );
        for e in [DiceError::TooMany(5), DiceError::NotOneDouble] {
            assert!(!e.to_string().contains("1 to 6"), "{e}");
        }
        for e in [
            DiceError::TooMany(5),
            DiceError::NotOneDouble,
            DieError(9).into(),
        ] {
            assert!(e
                .message(Lang::Ko)
                .chars()
                .any(|c| ('가'..='힣').contains(&c)));
        }
    }

    #[test]
    fn literal_rolls_need_no_result() {
        const R: Roll = Roll::new_const(6, 5);
        assert_eq!(Ok(R), Roll::new(6, 5));
        assert_eq!(crate::roll!(1, 1), Roll::new(1, 1).unwrap());
    }

    #[test]
    fn width_and_alignment_pad_a_roll() {
        let r = crate::roll!(6, 5);
        assert_eq!(format!("[{r:>5}]"), "[  6-5]");
        assert_eq!(format!("[{r:<4}]"), "[6-5 ]");
        assert_eq!(r.to_string(), "6-5");
    }
}
