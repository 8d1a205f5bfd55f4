//! Throws (윷가락): the results, the four-stick model, exact tables, reproducible throws.

use core::fmt;
use core::str::FromStr;

use ssangryuk_cited::random::stream;

use crate::parse::ParseError;
use crate::rules::{BackDoRule, CaptureBonus, FreeGeolRule, YutRules};
use ssangryuk_cited::Lang;

/// One result of a throw (윷 패).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "lowercase")
)]
pub enum Throw {
    /// 빽도 (뒷도): one pip back; only with [`BackDoRule::On`].
    BackDo,
    /// 도 (pig): one pip.
    Do,
    /// 개 (dog): two pips.
    Gae,
    /// 걸 (sheep): three pips.
    Geol,
    /// 자유걸: three pips forward or back at will; only with [`FreeGeolRule::On`].
    FreeGeol,
    /// 윷 (cow): four pips and another throw.
    Yut,
    /// 모 (horse): five pips and another throw.
    Mo,
}

impl Throw {
    /// Every throw, in this order.
    pub const ALL: [Throw; 7] = [
        Throw::BackDo,
        Throw::Do,
        Throw::Gae,
        Throw::Geol,
        Throw::FreeGeol,
        Throw::Yut,
        Throw::Mo,
    ];

    /// Forward pips (빽도: 0; 자유걸 also allows three back).
    #[must_use]
    pub const fn pips(self) -> u8 {
        match self {
            Throw::BackDo => 0,
            Throw::Do => 1,
            Throw::Gae => 2,
            Throw::Geol | Throw::FreeGeol => 3,
            Throw::Yut => 4,
            Throw::Mo => 5,
        }
    }

    /// Backward pips this result may (자유걸) or must (빽도) move.
    #[must_use]
    pub const fn back_pips(self) -> u8 {
        match self {
            Throw::BackDo => 1,
            Throw::FreeGeol => 3,
            _ => 0,
        }
    }

    /// Whether the result earns another throw (윷 and 모).
    #[must_use]
    pub const fn grants_extra_throw(self) -> bool {
        matches!(self, Throw::Yut | Throw::Mo)
    }

    /// Whether this result, thrown as the turn's `thrown`th throw (counting it), owes another
    /// throw under `rules` (윷 and 모, within [`YutRules::yut_mo_extra`]'s cap).
    pub(crate) const fn earns_throw(self, rules: &YutRules, thrown: u8) -> bool {
        self.grants_extra_throw() && rules.yut_mo_earns_throw(thrown)
    }

    /// Whether a capture made by spending this result owes a bonus throw under `rules`:
    /// always when bonuses are cumulative, otherwise only for a result that did not earn a
    /// throw of its own (윷 and 모 did).
    pub(crate) const fn capture_earns_throw(self, rules: &YutRules) -> bool {
        matches!(rules.capture_bonus(), CaptureBonus::Cumulative) || !self.grants_extra_throw()
    }

    /// The stable ASCII id (`backdo`, `do`, `gae`, `geol`, `freegeol`, `yut`, `mo`).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Throw::BackDo => "backdo",
            Throw::Do => "do",
            Throw::Gae => "gae",
            Throw::Geol => "geol",
            Throw::FreeGeol => "freegeol",
            Throw::Yut => "yut",
            Throw::Mo => "mo",
        }
    }

    /// Whether `rules` can produce this result.
    #[must_use]
    pub fn allowed_by(self, rules: &YutRules) -> bool {
        match self {
            Throw::BackDo => rules.back_do() == BackDoRule::On,
            Throw::FreeGeol => rules.free_geol() == FreeGeolRule::On,
            _ => true,
        }
    }
}

impl fmt::Display for Throw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.id())
    }
}

impl FromStr for Throw {
    type Err = ParseError;
    /// Accepts the ASCII id (any case), the Korean name, `뒷도`, `back-do`, `free-geol` and the
    /// pip count (`-1`, `1`–`5`).
    fn from_str(s: &str) -> Result<Self, ParseError> {
        let s = s.trim();
        Throw::ALL
            .into_iter()
            .find(|t| t.id().eq_ignore_ascii_case(s) || t.name(Lang::Ko) == s)
            .or(match s {
                "뒷도" | "back-do" | "backdo" | "-1" => Some(Throw::BackDo),
                "free-geol" => Some(Throw::FreeGeol),
                "1" => Some(Throw::Do),
                "2" => Some(Throw::Gae),
                "3" => Some(Throw::Geol),
                "4" => Some(Throw::Yut),
                "5" => Some(Throw::Mo),
                _ => None,
            })
            .ok_or(ParseError::Throw)
    }
}

/// The four sticks as they fell: bit k set when stick k shows its flat side. Stick 0 is marked.
///
/// Equality compares each stick (as `ssangryuk`'s `Roll` compares its dice in throw order): two
/// falls with the same result are unequal when different sticks show their flat sides. To ask
/// whether two falls give the same result, compare their [`result`](Sticks::result)s.
///
/// ```
/// use yutnori::{Sticks, Throw, Variant};
/// let rules = Variant::Dominant.rules();
/// let (a, b) = (Sticks::new([false, true, false, false]), Sticks::new([false, false, true, false]));
/// assert_ne!(a, b);
/// assert_eq!((a.result(&rules), b.result(&rules)), (Throw::Do, Throw::Do));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sticks(u8);

impl Sticks {
    /// From the four flags, stick 0 (the marked one) first.
    #[must_use]
    pub const fn new(flat_up: [bool; 4]) -> Sticks {
        Sticks(
            flat_up[0] as u8
                | (flat_up[1] as u8) << 1
                | (flat_up[2] as u8) << 2
                | (flat_up[3] as u8) << 3,
        )
    }

    /// From the low four bits (bit k: stick k flat up); higher bits are ignored.
    #[must_use]
    pub const fn from_bits(bits: u8) -> Sticks {
        Sticks(bits & 0xF)
    }

    /// The four bits.
    #[must_use]
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Whether stick `k` (0–3) shows its flat side.
    #[must_use]
    pub const fn flat_up(self, k: usize) -> bool {
        k < 4 && self.0 >> k & 1 == 1
    }

    /// How many flat sides are up.
    #[must_use]
    pub const fn flats(self) -> u32 {
        self.0.count_ones()
    }

    /// The result under `rules`: 빽도 and 자유걸 only where the rules have them.
    #[must_use]
    pub fn result(self, rules: &YutRules) -> Throw {
        let marked = self.flat_up(0);
        match self.flats() {
            0 => Throw::Mo,
            1 if marked && rules.back_do() == BackDoRule::On => Throw::BackDo,
            1 => Throw::Do,
            2 => Throw::Gae,
            3 if !marked && rules.free_geol() == FreeGeolRule::On => Throw::FreeGeol,
            3 => Throw::Geol,
            _ => Throw::Yut,
        }
    }

    /// All 16 outcomes.
    pub fn all() -> impl Iterator<Item = Sticks> {
        (0..16).map(Sticks)
    }
}

/// The probability `p` that one stick falls flat side up; 0.5 is the textbook figure, 0.6 the
/// measured one ([`Source::JoongAng`](crate::Source::JoongAng),
/// [`Source::Femiwiki`](crate::Source::Femiwiki), [`Source::UngiKim`](crate::Source::UngiKim)).
///
/// # The stick model
/// Four sticks, each independently flat side (앞면) up with probability `p`. The number of flat
/// sides up gives the result: 1 도, 2 개, 3 걸, 4 윷, 0 모. Stick 0 is the marked one:
/// alone flat up it is 빽도 (when the rules have back-do); alone round side up it is 자유걸 (when the
/// rules have it). Tables come from enumerating the 16 outcomes, never from a closed form.
///
/// # Reproducible throws
/// [`ThrowModel::reproducible`] is a pure function of (game number, throw index), the same on
/// every platform and in every version (test vectors pin it): the four sticks of throw `i` of
/// game `n` are the first four draws `u_1 … u_4` of `ssangryuk_cited::random::stream(n, i)`
/// (SplitMix64, specified there, shared with the `ssangryuk` crate's dice), stick `k − 1` flat
/// side up exactly when `(u_k >> 11) < p · 2^53` (both sides exact in `f64`).
///
/// With the `serde` feature a model is its `p` (`0.5`), checked on the way in.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ThrowModel {
    p: f64,
}

/// `p` is never NaN (0 < p < 1), so equality is an equivalence.
impl Eq for ThrowModel {}

#[cfg(feature = "serde")]
impl serde::Serialize for ThrowModel {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(self.p)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for ThrowModel {
    /// `p`, refused unless 0 < p < 1 ([`ModelError`]).
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<ThrowModel, D::Error> {
        ThrowModel::new(f64::deserialize(d)?).map_err(serde::de::Error::custom)
    }
}

const TWO_53: f64 = 9_007_199_254_740_992.0;

impl ThrowModel {
    /// The textbook model, p = 0.5.
    pub const TEXTBOOK: ThrowModel = ThrowModel { p: 0.5 };
    /// The measured model, p = 0.6.
    pub const REALISTIC: ThrowModel = ThrowModel { p: 0.6 };

    /// A model where each stick lands flat side up with probability `p`.
    ///
    /// # Errors
    /// [`ModelError`] unless 0 < p < 1.
    pub fn new(p: f64) -> Result<ThrowModel, ModelError> {
        if p > 0.0 && p < 1.0 {
            Ok(ThrowModel { p })
        } else {
            Err(ModelError(p))
        }
    }

    /// The probability of a stick falling flat side up.
    #[must_use]
    pub const fn p(self) -> f64 {
        self.p
    }

    /// The probability of these exact four sticks.
    #[must_use]
    pub fn sticks_probability(self, sticks: Sticks) -> f64 {
        let f = sticks.flats() as i32;
        self.p.powi(f) * (1.0 - self.p).powi(4 - f)
    }

    /// The probability of each result under `rules`, by enumerating the 16 stick outcomes; in
    /// [`Throw::ALL`] order, zero for results the rules do not have.
    #[must_use]
    pub fn table(self, rules: &YutRules) -> [f64; 7] {
        let mut out = [0.0; 7];
        for s in Sticks::all() {
            out[s.result(rules) as usize] += self.sticks_probability(s);
        }
        out
    }

    /// The probability of one result under `rules`.
    #[must_use]
    pub fn probability(self, throw: Throw, rules: &YutRules) -> f64 {
        self.table(rules)[throw as usize]
    }

    /// Sticks from four uniform 64-bit words: stick k is flat up iff `(words[k] >> 11) < p·2^53`.
    #[must_use]
    pub fn sticks_from_words(self, words: [u64; 4]) -> Sticks {
        let t = self.p * TWO_53;
        Sticks::new(words.map(|w| ((w >> 11) as f64) < t))
    }

    /// Sample a throw from any source of uniform 64-bit words (four are drawn).
    pub fn sample(self, mut next_u64: impl FnMut() -> u64) -> Sticks {
        self.sticks_from_words([next_u64(), next_u64(), next_u64(), next_u64()])
    }

    /// The throw number `index` of game number `game`: a pure function, stable across versions
    /// and platforms (see [`ThrowModel`]).
    #[must_use]
    pub fn reproducible(self, game: u64, index: u64) -> Sticks {
        let mut draws = stream(game, index);
        self.sample(|| draws.next_u64())
    }
}

/// The exact probability table for a rational p = `flat / total`: each entry counts weighted
/// stick outcomes over `total⁴`, so `p = 3/5` gives 개 = 걸 = 216/625 exactly.
///
/// # Errors
/// [`ModelError`] unless 0 < flat < total ≤ 65535.
pub fn exact_table(flat: u32, total: u32, rules: &YutRules) -> Result<([u64; 7], u64), ModelError> {
    if flat == 0 || flat >= total || total > 65_535 {
        return Err(ModelError(f64::from(flat) / f64::from(total.max(1))));
    }
    let (a, b) = (u64::from(flat), u64::from(total - flat));
    let mut out = [0u64; 7];
    for s in Sticks::all() {
        let f = s.flats();
        out[s.result(rules) as usize] += a.pow(f) * b.pow(4 - f);
    }
    Ok((out, u64::from(total).pow(4)))
}

/// A stick probability outside (0, 1).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ModelError(pub f64);
