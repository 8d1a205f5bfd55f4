//! Families of rules: the rule sets that share one learned evaluation, because the rules
//! that change how a position is judged (the goal, the number of checkers, how often doubles
//! are played, the overshoot) agree within a family.

use crate::rules::{Doubles, Goal, Overshoot, RuleSet, Variant};

/// A family of rule sets that share an evaluation ([`HandEval`](super::HandEval)'s weights
/// and the learned [`Net`](super::Net)). A rule set belongs to the first family, in the
/// order of [`Family::ALL`], whose defining rule it has; every custom rule set has a family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// The all-home goal (`bansugoroku`): nothing is borne off.
    BanSugoroku,
    /// Sixteen checkers a side (`sixteen`).
    Sixteen,
    /// Doubles played four times (`l1931`).
    L1931,
    /// Free overshoot in the bear-off (`app`, `mcst`).
    App,
    /// Everything else (`culin`).
    Culin,
}

impl Family {
    /// Every family, in the order a rule set is matched against them.
    pub const ALL: [Family; 5] = [
        Family::BanSugoroku,
        Family::Sixteen,
        Family::L1931,
        Family::App,
        Family::Culin,
    ];

    /// The family `rules` belongs to.
    #[must_use]
    pub fn of(rules: &RuleSet) -> Family {
        if rules.goal() == Goal::AllHome {
            Family::BanSugoroku
        } else if rules.checkers() >= 16 {
            Family::Sixteen
        } else if rules.doubles() == Doubles::FourTimes {
            Family::L1931
        } else if rules.overshoot() == Overshoot::Free {
            Family::App
        } else {
            Family::Culin
        }
    }

    /// The preset the family's evaluation is trained on.
    #[must_use]
    pub const fn variant(self) -> Variant {
        match self {
            Family::BanSugoroku => Variant::BanSugoroku,
            Family::Sixteen => Variant::Sixteen,
            Family::L1931 => Variant::L1931,
            Family::App => Variant::App,
            Family::Culin => Variant::Culin,
        }
    }

    /// The stable name: the id of [`Family::variant`].
    #[must_use]
    pub const fn id(self) -> &'static str {
        self.variant().id()
    }

    /// The family named `id` ([`Family::id`]).
    #[must_use]
    pub fn from_id(id: &str) -> Option<Family> {
        Family::ALL.into_iter().find(|f| f.id() == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RuleSetBuilder;

    #[test]
    fn each_rule_set_belongs_to_the_first_family_it_matches() {
        for f in Family::ALL {
            assert_eq!(Family::of(&f.variant().rules()), f, "{}", f.id());
            assert_eq!(Family::from_id(f.id()), Some(f));
        }
        assert_eq!(Family::of(&Variant::Mcst.rules()), Family::App);
        let custom = |v: Variant, f: fn(RuleSetBuilder) -> RuleSetBuilder| {
            Family::of(&f(v.rules().to_builder()).build().unwrap())
        };
        let free = |b: RuleSetBuilder| b.overshoot(Overshoot::Free);
        let four = |b: RuleSetBuilder| b.doubles(Doubles::FourTimes);
        let strict = |b: RuleSetBuilder| b.overshoot(Overshoot::Strict);
        assert_eq!(custom(Variant::Culin, free), Family::App);
        assert_eq!(custom(Variant::Culin, four), Family::L1931);
        assert_eq!(custom(Variant::L1931, free), Family::L1931);
        assert_eq!(custom(Variant::App, strict), Family::Culin);
        assert_eq!(custom(Variant::Sixteen, four), Family::Sixteen);
        assert_eq!(custom(Variant::BanSugoroku, four), Family::BanSugoroku);
        assert_eq!(Family::from_id("nope"), None);
    }
}
