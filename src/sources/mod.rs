//! Who says so: the sources of every rule, as static data.
//!
//! A [`RuleSet`] stays a small `Copy` value; its provenance is reached through
//! accessors. Every rule, the ones that vary ([`Field::is_variable`]) and the common
//! core every variant shares, is a [`Field`]; [`Field::citations`] lists everything the
//! sources say about it, for every value, and [`RuleSet::citations`] keeps the ones that
//! support the rule set's own value. Each [`Citation`] says how we know it
//! ([`Access`]): quoted from the source, reported second-hand by the app's rules table
//! ([`Source::App`]), or an interpretation where no source settles the question. The
//! citations themselves are data (`sources/data.rs`); the rules with their sources are
//! written out in the repository's `docs/rules.md`. The ids of the fields and values
//! ([`Field::id`], [`Value::id`]) are the keys and values of a rule set's text form.
//!
//! ```
//! use ssangryuk::{Access, Field, Source};
//! use ssangryuk::{Lang, Variant};
//!
//! let rules = Variant::Mcst.rules();
//! assert_eq!(rules.value(Field::Cap).describe(Lang::Ko), "다섯 개까지");
//! assert!(rules
//!     .citations(Field::Cap)
//!     .any(|c| c.source == Source::Mcst && c.access == Access::Quoted));
//! // The 16-checker count is known only second-hand for EKC.
//! assert!(Field::Checkers
//!     .citations()
//!     .iter()
//!     .any(|c| c.source == Source::Ekc && c.access == Access::Reported));
//! ```

mod data;

pub use ssangryuk_cited::Access;

use crate::rules::RuleSet;
use crate::rules::{Doubles, Goal, Layout, Opening, Overshoot, PointCap, Resting, Scoring};
use data::*;
use ssangryuk_cited::Lang;

/// A text that states (or, for [`Source::App`] and [`Source::Crate`], chooses) a rule.
///
/// Keys and titles follow the sources table of `docs/rules.md`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Source {
    /// 문화체육관광부, children's page "전통놀이 쌍륙": the eight numbered rules.
    Mcst,
    /// 국립민속박물관 webzine, 2021-05-04, "조상들이 천년 넘게 즐겨왔던 쌍륙놀이".
    Nfm,
    /// 한국민족문화대백과사전, article E0034118 "쌍륙놀이".
    Ekc,
    /// 한국세시풍속사전, entry 쌍륙 (not readable here: every claim is reported by the app's rules table, [`Source::App`]).
    Kscd,
    /// 사이버북한 (cybernk.net), folk-games entry 쌍륙: the 16-checker layout.
    Cnk,
    /// The Laws of Backgammon, 1931, as retold by 옥천신문 (2005-07-29, no. 784).
    L1931,
    /// Stewart Culin, *Korean Games* (1895), ssang-ryouk.
    Culin,
    /// Japanese 盤双六 (ban-sugoroku): the まほろん rules page and 草場純's notes.
    Jp,
    /// The ssangryuk app's guide and rules table.
    App,
    /// Local records named in a summary of the rules but not read: 강릉 and 안동 (12 checkers), the
    /// 김천 local encyclopedia (16).
    Local,
    /// This crate, where it had to fill a gap no source fills (always an interpretation).
    Crate,
}

impl Source {
    /// Every source, in the order of `docs/rules.md` (then the local records and this crate).
    pub const ALL: [Source; 11] = [
        Source::Mcst,
        Source::Nfm,
        Source::Ekc,
        Source::Kscd,
        Source::Cnk,
        Source::L1931,
        Source::Culin,
        Source::Jp,
        Source::App,
        Source::Local,
        Source::Crate,
    ];

    /// The short ASCII key used in tables and `docs/rules.md` ("MCST", "NFM", …).
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Source::Mcst => "MCST",
            Source::Nfm => "NFM",
            Source::Ekc => "EKC",
            Source::Kscd => "KSCD",
            Source::Cnk => "CNK",
            Source::L1931 => "L1931",
            Source::Culin => "CULIN",
            Source::Jp => "JP",
            Source::App => "APP",
            Source::Local => "LOCAL",
            Source::Crate => "CRATE",
        }
    }

    /// Where the source can be found (a web address, or where its text is kept).
    #[must_use]
    pub const fn address(self) -> &'static str {
        match self {
            Source::Mcst => "mcst.go.kr/usr/child/enter/play/ssanglug.jsp",
            Source::Nfm => "webzine.nfm.go.kr/2021/05/04/",
            Source::Ekc => "encykorea.aks.ac.kr/Article/E0034118",
            Source::Kscd => "folkency.nfm.go.kr",
            Source::Cnk => "cybernk.net/infoText/InfoFolkDetail.aspx (sc=C763364)",
            Source::L1931 => "bkgm.com/variants/Backgammon-1931.html; 옥천신문 784호 (2005-07-29)",
            Source::Culin => "ludii.games (gameId 305); healthy.uwaterloo.ca museum archive",
            Source::Jp => "fcp.or.jp/mahoron/; kusabazyun.banjoyugi.net/",
            Source::App => "the ssangryuk app's guide and rules screens",
            Source::Local => "not identified",
            Source::Crate => "docs/rules.md and the crate documentation",
        }
    }
}

impl ssangryuk_cited::Source for Source {
    /// The key in lower case (`mcst`, `nfm`, …).
    fn id(self) -> &'static str {
        match self {
            Source::Mcst => "mcst",
            Source::Nfm => "nfm",
            Source::Ekc => "ekc",
            Source::Kscd => "kscd",
            Source::Cnk => "cnk",
            Source::L1931 => "l1931",
            Source::Culin => "culin",
            Source::Jp => "jp",
            Source::App => "app",
            Source::Local => "local",
            Source::Crate => "crate",
        }
    }
    fn name(self, lang: Lang) -> &'static str {
        Source::name(self, lang)
    }
    fn address(self) -> &'static str {
        Source::address(self)
    }
}

/// A rule of the game: a [`RuleSet`] field, or a rule of the common core every variant
/// shares.
///
/// The order of [`Field::ALL`] is the reading order of the rules table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Field {
    /// Checkers per side ([`RuleSet::checkers`]).
    Checkers,
    /// The starting layout ([`RuleSet::layout`]).
    Layout,
    /// 24 points in four quarters of six, plus the middle area (bar) for hit checkers.
    Board,
    /// Each side numbers its own path 1–24 from its home end (an interpretation).
    PointNumbering,
    /// The two sides move in opposite directions, never backwards.
    Direction,
    /// How the first turn is decided, 쟁두 ([`RuleSet::opening`]).
    Opening,
    /// Two dice, each moving one checker, or one checker in succession; never split 5+4.
    DiceUse,
    /// How often a double is used ([`RuleSet::doubles`]).
    Doubles,
    /// Use as many dice as possible, the larger if only one (an interpretation, APP).
    MaximalDice,
    /// A checker using both dice stops on the middle point, which must be legal.
    MiddleLanding,
    /// Landing on a lone opposing checker (바리) hits it to the bar.
    Hitting,
    /// A checker on the bar (귀향말) enters before any other checker moves.
    BarFirst,
    /// A point with two or more opposing checkers (동사니) is closed.
    Blocking,
    /// How many of one side's checkers a point holds ([`RuleSet::cap`]).
    Cap,
    /// With no legal move the turn passes, and the game reports it (APP).
    NoLegalMove,
    /// Whether a side may pass without rolling ([`RuleSet::resting`]).
    Resting,
    /// Bearing off starts only when all of a side's checkers are home.
    BearOffStart,
    /// Whether a larger die bears off freely ([`RuleSet::overshoot`]).
    Overshoot,
    /// What a side must do to win ([`RuleSet::goal`]).
    Goal,
    /// Reaching the goal ends the play at once; the maximal-dice rule still counts the dice
    /// actually used (this crate's interpretation, GNU Backgammon's behaviour).
    GoalReachedEndsTurn,
    /// How a finished game is scored ([`RuleSet::scoring`]).
    Scoring,
    /// NFM's 6-6 bonus (as the app's rules table reports it): no preset and no engine support.
    SixSixBonus,
}

impl Field {
    /// Every field, in table order.
    pub const ALL: [Field; 22] = [
        Field::Checkers,
        Field::Layout,
        Field::Board,
        Field::PointNumbering,
        Field::Direction,
        Field::Opening,
        Field::DiceUse,
        Field::Doubles,
        Field::MaximalDice,
        Field::MiddleLanding,
        Field::Hitting,
        Field::BarFirst,
        Field::Blocking,
        Field::Cap,
        Field::NoLegalMove,
        Field::Resting,
        Field::BearOffStart,
        Field::Overshoot,
        Field::Goal,
        Field::GoalReachedEndsTurn,
        Field::Scoring,
        Field::SixSixBonus,
    ];

    /// Whether the rule varies between rule sets (a [`RuleSet`] field) rather than being
    /// part of the common core.
    #[must_use]
    pub const fn is_variable(self) -> bool {
        matches!(
            self,
            Field::Checkers
                | Field::Layout
                | Field::Cap
                | Field::Doubles
                | Field::Overshoot
                | Field::Goal
                | Field::Resting
                | Field::Opening
                | Field::Scoring
        )
    }

    /// The stable ASCII id; for a field that varies, also its key in the rule set's text
    /// form (`app;cap=6;rest=yes`).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Field::Checkers => "checkers",
            Field::Layout => "layout",
            Field::Board => "board",
            Field::PointNumbering => "point_numbering",
            Field::Direction => "direction",
            Field::Opening => "opening",
            Field::DiceUse => "dice_use",
            Field::Doubles => "doubles",
            Field::MaximalDice => "maximal_dice",
            Field::MiddleLanding => "middle_landing",
            Field::Hitting => "hitting",
            Field::BarFirst => "bar_first",
            Field::Blocking => "blocking",
            Field::Cap => "cap",
            Field::NoLegalMove => "no_legal_move",
            Field::Resting => "rest",
            Field::BearOffStart => "bear_off_start",
            Field::Overshoot => "overshoot",
            Field::Goal => "goal",
            Field::GoalReachedEndsTurn => "goal_reached_ends_turn",
            Field::Scoring => "scoring",
            Field::SixSixBonus => "six_six_bonus",
        }
    }

    /// Everything the sources say about this rule, for every value (the rule set's own and
    /// the others), in a fixed order.
    #[must_use]
    pub const fn citations(self) -> &'static [Citation] {
        match self {
            Field::Checkers => CHECKERS,
            Field::Layout => LAYOUT,
            Field::Board => BOARD,
            Field::PointNumbering => POINT_NUMBERING,
            Field::Direction => DIRECTION,
            Field::Opening => OPENING,
            Field::DiceUse => DICE_USE,
            Field::Doubles => DOUBLES,
            Field::MaximalDice => MAXIMAL_DICE,
            Field::MiddleLanding => MIDDLE_LANDING,
            Field::Hitting => HITTING,
            Field::BarFirst => BAR_FIRST,
            Field::Blocking => BLOCKING,
            Field::Cap => CAP,
            Field::NoLegalMove => NO_LEGAL_MOVE,
            Field::Resting => RESTING,
            Field::BearOffStart => BEAR_OFF_START,
            Field::Overshoot => OVERSHOOT,
            Field::Goal => GOAL,
            Field::GoalReachedEndsTurn => GOAL_REACHED,
            Field::Scoring => SCORING,
            Field::SixSixBonus => SIX_SIX,
        }
    }
}

/// The value of a [`Field`]: what a rule set has, or what a source states.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Value {
    /// Checkers per side.
    Checkers(u8),
    /// A starting layout.
    Layout(Layout),
    /// A point cap.
    Cap(PointCap),
    /// How doubles are used.
    Doubles(Doubles),
    /// Bear-off overshoot.
    Overshoot(Overshoot),
    /// The goal.
    Goal(Goal),
    /// Resting.
    Resting(Resting),
    /// The opening rule.
    Opening(Opening),
    /// The scoring.
    Scoring(Scoring),
    /// A common-core rule as this crate implements it ([`Field::core_rule`]).
    Fixed,
    /// A statement no rule set expresses ("the count varies", NFM's 6-6 bonus, a match
    /// format): the citation's note says what.
    Other,
}

impl Value {
    /// The value's id in the rule set's text form: `15`, `standard`, `24:2/6:2` (a custom
    /// layout, highest point first), `none`, `5`, `4`, `strict`, `home`, `yes`, `fixed`,
    /// `gammons`; `fixed` and `other` for [`Value::Fixed`] and [`Value::Other`].
    #[must_use]
    pub fn id(&self) -> String {
        let named = match *self {
            Value::Checkers(n) | Value::Cap(PointCap::AtMost(n)) => return n.to_string(),
            Value::Doubles(d) => return d.steps().to_string(),
            Value::Layout(Layout::Custom(c)) => {
                let points: Vec<String> = (1..=24usize)
                    .rev()
                    .filter(|&p| c[p - 1] > 0)
                    .map(|p| format!("{p}:{}", c[p - 1]))
                    .collect();
                return points.join("/");
            }
            Value::Layout(Layout::Standard) => "standard",
            Value::Layout(Layout::Sixteen) => "sixteen",
            Value::Cap(PointCap::Unlimited) => "none",
            Value::Overshoot(Overshoot::Free) => "free",
            Value::Overshoot(Overshoot::Strict) => "strict",
            Value::Goal(Goal::BearOffAll) => "off",
            Value::Goal(Goal::AllHome) => "home",
            Value::Resting(Resting::Allowed) => "yes",
            Value::Resting(Resting::NotAllowed) => "no",
            Value::Opening(Opening::OneDieEach) => "die",
            Value::Opening(Opening::FixedFirst) => "fixed",
            Value::Scoring(Scoring::Single) => "single",
            Value::Scoring(Scoring::Gammons) => "gammons",
            Value::Fixed => "fixed",
            Value::Other => "other",
        };
        named.to_owned()
    }

    /// The value of `field` whose [`id`](Value::id) is `id` (exactly, in its case); `None`
    /// when `field` has no such value or does not vary ([`Field::is_variable`]).
    #[must_use]
    pub fn from_id(field: Field, id: &str) -> Option<Value> {
        let named = |values: &[Value]| values.iter().copied().find(|v| v.id() == id);
        match field {
            Field::Checkers => id.parse().ok().map(Value::Checkers),
            Field::Layout => named(&[
                Value::Layout(Layout::Standard),
                Value::Layout(Layout::Sixteen),
            ])
            .or_else(|| custom_layout(id).map(|c| Value::Layout(Layout::Custom(c)))),
            Field::Cap => named(&[Value::Cap(PointCap::Unlimited)])
                .or_else(|| id.parse().ok().map(|n| Value::Cap(PointCap::AtMost(n)))),
            Field::Doubles => named(&[
                Value::Doubles(Doubles::Twice),
                Value::Doubles(Doubles::FourTimes),
            ]),
            Field::Overshoot => named(&[
                Value::Overshoot(Overshoot::Free),
                Value::Overshoot(Overshoot::Strict),
            ]),
            Field::Goal => named(&[Value::Goal(Goal::BearOffAll), Value::Goal(Goal::AllHome)]),
            Field::Resting => named(&[
                Value::Resting(Resting::Allowed),
                Value::Resting(Resting::NotAllowed),
            ]),
            Field::Opening => named(&[
                Value::Opening(Opening::OneDieEach),
                Value::Opening(Opening::FixedFirst),
            ]),
            Field::Scoring => named(&[
                Value::Scoring(Scoring::Single),
                Value::Scoring(Scoring::Gammons),
            ]),
            _ => None,
        }
    }
}

/// A custom layout's counts from `P:N/P:N/…` (own points 1..=24, any order, spaces
/// allowed, a point given twice adds up).
fn custom_layout(text: &str) -> Option<[u8; 24]> {
    let mut c = [0u8; 24];
    for item in text.split('/') {
        let (p, n) = item.split_once(':')?;
        let p: usize = p.trim().parse().ok()?;
        let n: u8 = n.trim().parse().ok()?;
        let slot = c.get_mut(p.checked_sub(1)?)?;
        *slot = slot.checked_add(n)?;
    }
    Some(c)
}

/// One statement about a rule: who says it, how we know, which value, in which words
/// (the citation model shared with `yutnori`; the value is [`Value::Fixed`] for a
/// common-core rule).
pub type Citation = ssangryuk_cited::Citation<Source, Value>;

impl RuleSet {
    /// This rule set's value of `field` ([`Value::Fixed`] for a common-core rule).
    #[must_use]
    pub fn value(&self, field: Field) -> Value {
        match field {
            Field::Checkers => Value::Checkers(self.checkers()),
            Field::Layout => Value::Layout(self.layout()),
            Field::Cap => Value::Cap(self.cap()),
            Field::Doubles => Value::Doubles(self.doubles()),
            Field::Overshoot => Value::Overshoot(self.overshoot()),
            Field::Goal => Value::Goal(self.goal()),
            Field::Resting => Value::Resting(self.resting()),
            Field::Opening => Value::Opening(self.opening()),
            Field::Scoring => Value::Scoring(self.scoring()),
            _ => Value::Fixed,
        }
    }

    /// The citations that support this rule set's value of `field` (for a common-core
    /// rule, every citation of the rule as implemented). Empty when no source states the
    /// value, as for most custom values.
    pub fn citations(&self, field: Field) -> impl Iterator<Item = &'static Citation> {
        let value = self.value(field);
        field.citations().iter().filter(move |c| c.value == value)
    }
}
