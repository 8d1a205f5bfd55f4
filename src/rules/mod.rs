//! The rule set: every rule on which the Korean sources disagree is a field here.
//!
//! A [`RuleSet`] is a small `Copy` value made of enums and small integers. Which source
//! states which value lives beside it as static data (see [`crate::sources`]), so the
//! value stays cheap to pass to the move generator while every field can still answer
//! "who says so?". The presets are in `variant.rs`, scoring (a rule too) in `scoring.rs`, the text form (`app;cap=6`) in
//! `notation/rules.rs`.

pub use variant::{UnknownVariant, Variant};

mod variant;

/// The most checkers a side may have (a limit of this crate's board encoding, not of a
/// source: the documented variants use 15 or 16).
pub const MAX_CHECKERS: u8 = 30;

/// How many checkers of one side a single point may hold.
///
/// 문화체육관광부 ([`Source::Mcst`](crate::sources::Source::Mcst)): "칸 한 개에는 다섯 개의 말을
/// 세울 수 있다" (5); 한국민족문화대백과사전 ([`Source::Ekc`](crate::sources::Source::Ekc), as the
/// app's rules table reports it): 6; the 1931 laws and 盤双六: no cap.
///
/// In JSON (feature `serde`): `"unlimited"` or `{"at_most":5}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
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
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
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
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Overshoot {
    /// Any larger die bears a checker off (MCST "숫자가 지나쳐도 상관없다").
    Free,
    /// A larger die bears off only the checker on the highest occupied point (L1931).
    Strict,
}

/// What a side must do to win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Goal {
    /// Bear every checker off the board (MCST, NFM, L1931).
    BearOffAll,
    /// Bring every checker into the home quarter; there is no bearing off (盤双六).
    AllHome,
}

/// Whether a side may rest (pass without rolling).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Resting {
    /// A side may pass its turn without rolling (MCST "주사위를 던지지 않고 쉴 수 있다").
    Allowed,
    /// Every turn is rolled (盤双六 "パスはできません"; the app).
    NotAllowed,
}

/// How the first turn is decided (쟁두).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Opening {
    /// One die each, ties re-rolled; the higher starts and plays both numbers (L1931, Culin).
    OneDieEach,
    /// A fixed first player rolls two dice as on any turn (盤双六, per 草場純).
    FixedFirst,
}

/// How a finished game is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
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
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Layout {
    /// 2 on the 24-point, 5 on 13, 3 on 8, 5 on 6 (the 1931 laws as 옥천신문 retells them,
    /// Culin, 盤双六 "2−5−3−5").
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
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum RuleSetError {
    /// The checker count is 0 or above [`MAX_CHECKERS`].
    CheckerCount(u8),
    /// The point cap is 0.
    ZeroCap,
    /// The layout does not place exactly the checker count.
    LayoutCount {
        /// Checkers the layout places.
        placed: u32,
        /// Checkers per side.
        checkers: u8,
    },
    /// The layout puts more checkers on a point than the cap allows.
    LayoutOverCap {
        /// The own point number.
        point: u8,
        /// Checkers placed there.
        count: u8,
        /// The cap.
        cap: u8,
    },
    /// The layout and its mirror image share a point.
    LayoutClash(u8),
    /// Under the all-home goal, a layout with every checker already home is a won game.
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
/// assert_eq!(rules.to_string(), "app;doubles=4;cap=6"); // the text form
/// # Ok::<_, ssangryuk::RuleSetError>(())
/// ```
///
/// The text form (`Display` and `FromStr`) is the closest preset's id followed by
/// `;key=value` for every field that differs from it (none for a preset); with the `serde`
/// feature a rule set is stored as that text (`"mcst"`, `"app;cap=6"`) and checked when
/// read back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
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
    pub const fn builder(base: Variant) -> RuleSetBuilder {
        RuleSetBuilder {
            rules: base.rules(),
        }
    }

    /// A builder starting from this rule set.
    #[must_use]
    pub const fn to_builder(self) -> RuleSetBuilder {
        RuleSetBuilder { rules: self }
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
///
/// Its fields are private, so a rule field added later is not a breaking change: start
/// from [`RuleSet::builder`] (or [`RuleSet::to_builder`]) and chain the setters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct RuleSetBuilder {
    /// The values so far, unchecked.
    rules: RuleSet,
}

impl From<RuleSet> for RuleSetBuilder {
    fn from(rules: RuleSet) -> Self {
        rules.to_builder()
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
    pub const fn checkers(mut self, n: u8) -> Self {
        self.rules.checkers = n;
        self
    }
    /// Sets the starting layout.
    #[must_use]
    pub const fn layout(mut self, layout: Layout) -> Self {
        self.rules.layout = layout;
        self
    }
    /// Sets the point cap.
    #[must_use]
    pub const fn cap(mut self, cap: PointCap) -> Self {
        self.rules.cap = cap;
        self
    }
    /// Sets how doubles are used.
    #[must_use]
    pub const fn doubles(mut self, doubles: Doubles) -> Self {
        self.rules.doubles = doubles;
        self
    }
    /// Sets bear-off overshoot.
    #[must_use]
    pub const fn overshoot(mut self, overshoot: Overshoot) -> Self {
        self.rules.overshoot = overshoot;
        self
    }
    /// Sets the goal.
    #[must_use]
    pub const fn goal(mut self, goal: Goal) -> Self {
        self.rules.goal = goal;
        self
    }
    /// Sets whether resting is allowed.
    #[must_use]
    pub const fn resting(mut self, resting: Resting) -> Self {
        self.rules.resting = resting;
        self
    }
    /// Sets the opening rule.
    #[must_use]
    pub const fn opening(mut self, opening: Opening) -> Self {
        self.rules.opening = opening;
        self
    }
    /// Sets the scoring.
    #[must_use]
    pub const fn scoring(mut self, scoring: Scoring) -> Self {
        self.rules.scoring = scoring;
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
        let r = self.rules;
        if r.checkers == 0 || r.checkers > MAX_CHECKERS {
            return Err(RuleSetError::CheckerCount(r.checkers));
        }
        if r.cap == PointCap::AtMost(0) {
            return Err(RuleSetError::ZeroCap);
        }
        let counts = r.layout.counts();
        let placed = r.layout.total();
        if placed != u32::from(r.checkers) {
            return Err(RuleSetError::LayoutCount {
                placed,
                checkers: r.checkers,
            });
        }
        for (i, &c) in counts.iter().enumerate() {
            let point = i as u8 + 1;
            if let PointCap::AtMost(cap) = r.cap {
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
        if r.goal == Goal::AllHome && counts[6..].iter().all(|&c| c == 0) {
            return Err(RuleSetError::LayoutAlreadyHome);
        }
        Ok(r)
    }
}
