//! The rule set: every rule on which the Korean sources disagree is a field here.
//!
//! A [`RuleSet`] is a small `Copy` value made of enums and small integers. Which source
//! states which value lives beside it as static data (see [`crate::sources`]), so the
//! value stays cheap to pass to the move generator while every field can still answer
//! "who says so?".

use core::fmt;
use core::str::FromStr;

use crate::Lang;

/// The most checkers a side may have (a limit of this crate's board encoding, not of a
/// source: the documented variants use 15 or 16).
pub const MAX_CHECKERS: u8 = 30;

/// How many checkers of one side a single point may hold.
///
/// MCST: "칸 한 개에는 다섯 개의 말을 세울 수 있다" (5); EKC (seed 003 reports): 6; L1931 and
/// 盤双六: no cap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum PointCap {
    /// No limit (1931 international rules, 盤双六 "上限はなく").
    Unlimited,
    /// At most this many of one side's checkers on a point (at least 1).
    AtMost(u8),
}

impl PointCap {
    /// The cap as a number, `None` when unlimited.
    #[must_use]
    pub const fn limit(self) -> Option<u8> {
        match self {
            PointCap::Unlimited => None,
            PointCap::AtMost(n) => Some(n),
        }
    }
}

/// How often the number of a double is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Doubles {
    /// The number is used twice, by any checkers (MCST "말 두 개를 한꺼번에", Culin, 盤双六).
    Twice,
    /// The number is used four times (1931 international rules).
    FourTimes,
}

impl Doubles {
    /// How many steps a double gives.
    #[must_use]
    pub const fn steps(self) -> usize {
        match self {
            Doubles::Twice => 2,
            Doubles::FourTimes => 4,
        }
    }
}

/// Whether a die larger than needed may bear a checker off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Overshoot {
    /// Any larger die bears a checker off (MCST "숫자가 지나쳐도 상관없다").
    Free,
    /// A larger die bears off only the checker on the highest occupied point (L1931).
    Strict,
}

/// What a side must do to win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Goal {
    /// Bear every checker off the board (MCST, NFM, L1931).
    BearOffAll,
    /// Bring every checker into the home quarter; there is no bearing off (盤双六).
    AllHome,
}

/// Whether a side may rest (pass without rolling).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Resting {
    /// A side may pass its turn without rolling (MCST "주사위를 던지지 않고 쉴 수 있다").
    Allowed,
    /// Every turn is rolled (盤双六 "パスはできません"; the app).
    NotAllowed,
}

/// How the first turn is decided (쟁두).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Opening {
    /// One die each, ties re-rolled; the higher starts and plays both numbers (L1931, Culin).
    OneDieEach,
    /// A fixed first player rolls two dice as on any turn (盤双六, per 草場純).
    FixedFirst,
}

/// How a finished game is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Scoring {
    /// Every win counts one (한 동).
    Single,
    /// One, two when the loser has borne off none, three when a loser's checker is still
    /// on the bar or in the winner's home (1931 international rules, today's definition).
    Gammons,
}

/// The starting layout, given for one side in its own numbering; the opponent's is the
/// mirror image (its point `p` sits on the mover's point `25 - p`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Layout {
    /// 2 on the 24-point, 5 on 13, 3 on 8, 5 on 6 (seed 000, Culin, 盤双六 "2−5−3−5").
    Standard,
    /// CNK's 16-checker layout, read as 6 on 6, 3 on 5, 2 on 1, 3 on 17, 2 on 13 (an
    /// interpretation of its quarter labels).
    Sixteen,
    /// Any other layout: `counts[p - 1]` checkers on the own point `p`.
    Custom([u8; 24]),
}

impl Layout {
    /// Checkers on each own point 1..=24 (`[p - 1]`).
    #[must_use]
    pub const fn counts(&self) -> [u8; 24] {
        match *self {
            Layout::Standard => {
                let mut c = [0; 24];
                c[23] = 2;
                c[12] = 5;
                c[7] = 3;
                c[5] = 5;
                c
            }
            Layout::Sixteen => {
                let mut c = [0; 24];
                c[5] = 6;
                c[4] = 3;
                c[0] = 2;
                c[16] = 3;
                c[12] = 2;
                c
            }
            Layout::Custom(c) => c,
        }
    }

    /// How many checkers the layout places.
    #[must_use]
    pub fn total(&self) -> u32 {
        self.counts().iter().map(|&c| u32::from(c)).sum()
    }
}

/// A rule set was refused because its values contradict each other.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RuleSetError {
    /// The checker count is 0 or above [`MAX_CHECKERS`].
    #[error("a side must have between 1 and {MAX_CHECKERS} checkers, not {0}")]
    CheckerCount(u8),
    /// The point cap is 0.
    #[error("a point cap must allow at least one checker")]
    ZeroCap,
    /// The layout does not place exactly the checker count.
    #[error("the starting layout places {placed} checkers but a side has {checkers}")]
    LayoutCount {
        /// Checkers the layout places.
        placed: u32,
        /// Checkers per side.
        checkers: u8,
    },
    /// The layout puts more checkers on a point than the cap allows.
    #[error("the starting layout puts {count} checkers on point {point} but the cap is {cap}")]
    LayoutOverCap {
        /// The own point number.
        point: u8,
        /// Checkers placed there.
        count: u8,
        /// The cap.
        cap: u8,
    },
    /// The layout and its mirror image share a point.
    #[error("the starting layout puts both sides on point {0}")]
    LayoutClash(u8),
    /// Under the all-home goal, a layout with every checker already home is a won game.
    #[error("the starting layout already has every checker home, so the game would be over")]
    LayoutAlreadyHome,
}

/// Every rule that varies between the documented variants of 쌍륙.
///
/// Build one from a [`Variant`] preset ([`RuleSet::default`] is the app's combination), or
/// change fields with [`RuleSet::builder`]; combinations are checked once, when built.
///
/// ```
/// use ssangryuk::{RuleSet, Variant, PointCap, Doubles};
/// let rules = RuleSet::builder(Variant::App).cap(PointCap::AtMost(6)).doubles(Doubles::FourTimes).build()?;
/// assert_eq!(rules.cap(), PointCap::AtMost(6));
/// assert_eq!(Variant::from_rules(&rules), None); // no preset has this combination
/// # Ok::<_, ssangryuk::RuleSetError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "RuleSetBuilder", into = "RuleSetBuilder")
)]
pub struct RuleSet {
    checkers: u8,
    layout: Layout,
    cap: PointCap,
    doubles: Doubles,
    overshoot: Overshoot,
    goal: Goal,
    resting: Resting,
    opening: Opening,
    scoring: Scoring,
}

impl Default for RuleSet {
    /// The app's combination ([`Variant::App`]).
    fn default() -> Self {
        Variant::App.rules()
    }
}

impl RuleSet {
    /// A builder starting from a preset.
    #[must_use]
    pub fn builder(base: Variant) -> RuleSetBuilder {
        base.rules().into()
    }

    /// Checkers per side.
    #[must_use]
    pub const fn checkers(&self) -> u8 {
        self.checkers
    }
    /// The starting layout.
    #[must_use]
    pub const fn layout(&self) -> Layout {
        self.layout
    }
    /// The point cap.
    #[must_use]
    pub const fn cap(&self) -> PointCap {
        self.cap
    }
    /// How doubles are used.
    #[must_use]
    pub const fn doubles(&self) -> Doubles {
        self.doubles
    }
    /// Bear-off overshoot.
    #[must_use]
    pub const fn overshoot(&self) -> Overshoot {
        self.overshoot
    }
    /// The goal.
    #[must_use]
    pub const fn goal(&self) -> Goal {
        self.goal
    }
    /// Whether resting is allowed.
    #[must_use]
    pub const fn resting(&self) -> Resting {
        self.resting
    }
    /// The opening rule.
    #[must_use]
    pub const fn opening(&self) -> Opening {
        self.opening
    }
    /// How a game is scored.
    #[must_use]
    pub const fn scoring(&self) -> Scoring {
        self.scoring
    }

    /// The preset this rule set equals, if any.
    #[must_use]
    pub fn variant(&self) -> Option<Variant> {
        Variant::from_rules(self)
    }
}

/// Changes a preset field by field; [`RuleSetBuilder::build`] checks the combination.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[allow(missing_docs)]
pub struct RuleSetBuilder {
    pub checkers: u8,
    pub layout: Layout,
    pub cap: PointCap,
    pub doubles: Doubles,
    pub overshoot: Overshoot,
    pub goal: Goal,
    pub resting: Resting,
    pub opening: Opening,
    pub scoring: Scoring,
}

impl From<RuleSet> for RuleSetBuilder {
    fn from(r: RuleSet) -> Self {
        RuleSetBuilder {
            checkers: r.checkers,
            layout: r.layout,
            cap: r.cap,
            doubles: r.doubles,
            overshoot: r.overshoot,
            goal: r.goal,
            resting: r.resting,
            opening: r.opening,
            scoring: r.scoring,
        }
    }
}

impl TryFrom<RuleSetBuilder> for RuleSet {
    type Error = RuleSetError;
    fn try_from(b: RuleSetBuilder) -> Result<Self, RuleSetError> {
        b.build()
    }
}

impl RuleSetBuilder {
    /// Sets the checkers per side (the layout must match: see [`RuleSetBuilder::layout`]).
    #[must_use]
    pub fn checkers(mut self, n: u8) -> Self {
        self.checkers = n;
        self
    }
    /// Sets the starting layout.
    #[must_use]
    pub fn layout(mut self, layout: Layout) -> Self {
        self.layout = layout;
        self
    }
    /// Sets the point cap.
    #[must_use]
    pub fn cap(mut self, cap: PointCap) -> Self {
        self.cap = cap;
        self
    }
    /// Sets how doubles are used.
    #[must_use]
    pub fn doubles(mut self, doubles: Doubles) -> Self {
        self.doubles = doubles;
        self
    }
    /// Sets bear-off overshoot.
    #[must_use]
    pub fn overshoot(mut self, overshoot: Overshoot) -> Self {
        self.overshoot = overshoot;
        self
    }
    /// Sets the goal.
    #[must_use]
    pub fn goal(mut self, goal: Goal) -> Self {
        self.goal = goal;
        self
    }
    /// Sets whether resting is allowed.
    #[must_use]
    pub fn resting(mut self, resting: Resting) -> Self {
        self.resting = resting;
        self
    }
    /// Sets the opening rule.
    #[must_use]
    pub fn opening(mut self, opening: Opening) -> Self {
        self.opening = opening;
        self
    }
    /// Sets the scoring.
    #[must_use]
    pub fn scoring(mut self, scoring: Scoring) -> Self {
        self.scoring = scoring;
        self
    }

    /// Checks the combination.
    ///
    /// # Errors
    /// A [`RuleSetError`] naming the first contradiction: a checker count outside
    /// 1..=[`MAX_CHECKERS`], a zero cap, a layout that does not place exactly the checker
    /// count, exceeds the cap, overlaps its own mirror image, or (under [`Goal::AllHome`])
    /// starts with every checker home.
    pub fn build(self) -> Result<RuleSet, RuleSetError> {
        if self.checkers == 0 || self.checkers > MAX_CHECKERS {
            return Err(RuleSetError::CheckerCount(self.checkers));
        }
        if self.cap == PointCap::AtMost(0) {
            return Err(RuleSetError::ZeroCap);
        }
        let counts = self.layout.counts();
        let placed = self.layout.total();
        if placed != u32::from(self.checkers) {
            return Err(RuleSetError::LayoutCount {
                placed,
                checkers: self.checkers,
            });
        }
        for (i, &c) in counts.iter().enumerate() {
            let point = i as u8 + 1;
            if let PointCap::AtMost(cap) = self.cap {
                if c > cap {
                    return Err(RuleSetError::LayoutOverCap {
                        point,
                        count: c,
                        cap,
                    });
                }
            }
            if c > 0 && counts[24 - point as usize] > 0 {
                return Err(RuleSetError::LayoutClash(point));
            }
        }
        if self.goal == Goal::AllHome && counts[6..].iter().all(|&c| c == 0) {
            return Err(RuleSetError::LayoutAlreadyHome);
        }
        Ok(RuleSet {
            checkers: self.checkers,
            layout: self.layout,
            cap: self.cap,
            doubles: self.doubles,
            overshoot: self.overshoot,
            goal: self.goal,
            resting: self.resting,
            opening: self.opening,
            scoring: self.scoring,
        })
    }
}

/// The documented variants, each a preset [`RuleSet`].
///
/// Ids are stable and ASCII: `app`, `mcst`, `sixteen`, `l1931`, `culin`, `bansugoroku`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
#[non_exhaustive]
pub enum Variant {
    /// The ssangryuk app's combination (seed 002/003); also [`RuleSet::default`].
    App,
    /// 문화체육관광부's children's page "전통놀이 쌍륙".
    Mcst,
    /// The 16-checker variant (CNK; EKC per seed 003).
    Sixteen,
    /// The Laws of Backgammon, 1931, as retold in seed 000: backgammon without the cube.
    L1931,
    /// Stewart Culin, *Korean Games* (1895).
    Culin,
    /// Japanese 盤双六 (ban-sugoroku).
    BanSugoroku,
}

impl Variant {
    /// Every preset, in the digest's order.
    pub const ALL: [Variant; 6] = [
        Variant::App,
        Variant::Mcst,
        Variant::Sixteen,
        Variant::L1931,
        Variant::Culin,
        Variant::BanSugoroku,
    ];

    /// The stable ASCII id.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Variant::App => "app",
            Variant::Mcst => "mcst",
            Variant::Sixteen => "sixteen",
            Variant::L1931 => "l1931",
            Variant::Culin => "culin",
            Variant::BanSugoroku => "bansugoroku",
        }
    }

    /// A human name in the given language.
    #[must_use]
    pub const fn name(self, lang: Lang) -> &'static str {
        crate::text::variant(self, lang)
    }

    /// The preset's rule set.
    #[must_use]
    pub const fn rules(self) -> RuleSet {
        let base = RuleSet {
            checkers: 15,
            layout: Layout::Standard,
            cap: PointCap::AtMost(5),
            doubles: Doubles::Twice,
            overshoot: Overshoot::Free,
            goal: Goal::BearOffAll,
            resting: Resting::NotAllowed,
            opening: Opening::OneDieEach,
            scoring: Scoring::Single,
        };
        match self {
            Variant::App => base,
            Variant::Mcst => RuleSet {
                resting: Resting::Allowed,
                ..base
            },
            Variant::Sixteen => RuleSet {
                checkers: 16,
                layout: Layout::Sixteen,
                cap: PointCap::AtMost(6),
                ..base
            },
            Variant::L1931 => RuleSet {
                cap: PointCap::Unlimited,
                doubles: Doubles::FourTimes,
                overshoot: Overshoot::Strict,
                scoring: Scoring::Gammons,
                ..base
            },
            Variant::Culin => RuleSet {
                cap: PointCap::Unlimited,
                overshoot: Overshoot::Strict,
                ..base
            },
            Variant::BanSugoroku => RuleSet {
                cap: PointCap::Unlimited,
                goal: Goal::AllHome,
                opening: Opening::FixedFirst,
                ..base
            },
        }
    }

    /// The preset equal to `rules`, if any.
    #[must_use]
    pub fn from_rules(rules: &RuleSet) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.rules() == *rules)
    }
}

impl From<Variant> for RuleSet {
    fn from(v: Variant) -> RuleSet {
        v.rules()
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A variant name that is not a preset id or alias.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown variant {0:?} (known: app, mcst, sixteen, l1931, culin, bansugoroku)")]
pub struct UnknownVariant(pub String);

impl FromStr for Variant {
    type Err = UnknownVariant;
    /// Accepts the ids and a few aliases (`default`, `1931`, `16`, `sugoroku`, `japanese`),
    /// ignoring ASCII case.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let v = match s.trim().to_ascii_lowercase().as_str() {
            "app" | "default" => Variant::App,
            "mcst" => Variant::Mcst,
            "sixteen" | "16" | "cnk" => Variant::Sixteen,
            "l1931" | "1931" | "backgammon" => Variant::L1931,
            "culin" | "culin1895" => Variant::Culin,
            "bansugoroku" | "ban-sugoroku" | "sugoroku" | "japanese" | "jp" => Variant::BanSugoroku,
            _ => return Err(UnknownVariant(s.to_owned())),
        };
        Ok(v)
    }
}

/// Text that is not a rule set.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RuleSetParseError {
    /// The base is not a preset id.
    #[error(transparent)]
    Variant(#[from] UnknownVariant),
    /// An override is not `key=value` with a known key and value.
    #[error("bad rule override {0:?} (keys: checkers, layout, cap, doubles, overshoot, goal, rest, opening, scoring)")]
    Override(String),
    /// The overrides contradict each other.
    #[error(transparent)]
    Invalid(#[from] RuleSetError),
}

impl fmt::Display for RuleSet {
    /// A preset's id, or `app` followed by `;key=value` for every field that differs
    /// from it, e.g. `app;cap=6;doubles=4`. [`FromStr`] reads it back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(v) = self.variant() {
            return f.write_str(v.id());
        }
        let base = Variant::App.rules();
        f.write_str(Variant::App.id())?;
        if self.checkers != base.checkers {
            write!(f, ";checkers={}", self.checkers)?;
        }
        if self.layout != base.layout {
            f.write_str(";layout=")?;
            match self.layout {
                Layout::Standard => f.write_str("standard")?,
                Layout::Sixteen => f.write_str("sixteen")?,
                Layout::Custom(c) => {
                    let mut first = true;
                    for p in (1..=24usize).rev().filter(|&p| c[p - 1] > 0) {
                        if !first {
                            f.write_str("/")?;
                        }
                        first = false;
                        write!(f, "{p}:{}", c[p - 1])?;
                    }
                }
            }
        }
        if self.cap != base.cap {
            match self.cap {
                PointCap::Unlimited => f.write_str(";cap=none")?,
                PointCap::AtMost(n) => write!(f, ";cap={n}")?,
            }
        }
        if self.doubles != base.doubles {
            write!(f, ";doubles={}", self.doubles.steps())?;
        }
        if self.overshoot != base.overshoot {
            f.write_str(";overshoot=strict")?;
        }
        if self.goal != base.goal {
            f.write_str(";goal=home")?;
        }
        if self.resting != base.resting {
            f.write_str(";rest=yes")?;
        }
        if self.opening != base.opening {
            f.write_str(";opening=fixed")?;
        }
        if self.scoring != base.scoring {
            f.write_str(";scoring=gammons")?;
        }
        Ok(())
    }
}

impl FromStr for RuleSet {
    type Err = RuleSetParseError;
    /// A preset id (or alias), optionally followed by `;key=value` overrides:
    /// `checkers=N`, `layout=standard|sixteen|P:N/P:N/…`, `cap=none|N`, `doubles=2|4`,
    /// `overshoot=free|strict`, `goal=off|home`, `rest=yes|no`, `opening=die|fixed`,
    /// `scoring=single|gammons`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut parts = s.trim().split(';');
        let base: Variant = parts.next().unwrap_or_default().parse()?;
        let mut b = RuleSet::builder(base);
        for part in parts {
            let bad = || RuleSetParseError::Override(part.to_owned());
            let (key, value) = part.split_once('=').ok_or_else(bad)?;
            let value = value.trim();
            match (key.trim(), value) {
                ("checkers", n) => b.checkers = n.parse().map_err(|_| bad())?,
                ("layout", "standard") => b.layout = Layout::Standard,
                ("layout", "sixteen") => b.layout = Layout::Sixteen,
                ("layout", spec) => {
                    let mut c = [0u8; 24];
                    for item in spec.split('/') {
                        let (p, n) = item.split_once(':').ok_or_else(bad)?;
                        let p: usize = p.trim().parse().map_err(|_| bad())?;
                        let n: u8 = n.trim().parse().map_err(|_| bad())?;
                        if !(1..=24).contains(&p) {
                            return Err(bad());
                        }
                        c[p - 1] = c[p - 1].checked_add(n).ok_or_else(bad)?;
                    }
                    b.layout = Layout::Custom(c);
                }
                ("cap", "none") => b.cap = PointCap::Unlimited,
                ("cap", n) => b.cap = PointCap::AtMost(n.parse().map_err(|_| bad())?),
                ("doubles", "2") => b.doubles = Doubles::Twice,
                ("doubles", "4") => b.doubles = Doubles::FourTimes,
                ("overshoot", "free") => b.overshoot = Overshoot::Free,
                ("overshoot", "strict") => b.overshoot = Overshoot::Strict,
                ("goal", "off") => b.goal = Goal::BearOffAll,
                ("goal", "home") => b.goal = Goal::AllHome,
                ("rest", "yes") => b.resting = Resting::Allowed,
                ("rest", "no") => b.resting = Resting::NotAllowed,
                ("opening", "die") => b.opening = Opening::OneDieEach,
                ("opening", "fixed") => b.opening = Opening::FixedFirst,
                ("scoring", "single") => b.scoring = Scoring::Single,
                ("scoring", "gammons") => b.scoring = Scoring::Gammons,
                _ => return Err(bad()),
            }
        }
        Ok(b.build()?)
    }
}
