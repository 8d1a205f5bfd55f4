//! The expert bot and its learned evaluation.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use super::net::{Inputs, Net};
use super::weights::{encode, HIDDEN, THREE, TWO};
use super::{Bot, ExpectiBot};
use crate::game::{Action, Game};
use crate::rules::YutRules;
use crate::throw::ThrowModel;
use crate::turn::{FxHasher, Leaf, Pos, Turns};

/// The evaluation [`ExpertBot`] ends its search in: a network fitted to a solved game.
///
/// [`ExpertBot`] searches by expectimax over the rest of its own turn *and* the opponent's
/// whole next turn (every throw with its exact probability, 윷/모 chains and capture bonus
/// throws included), ending in this evaluation of the chance that the side about to throw
/// wins. The network reads where each piece stands (a one-hot input for the first, second
/// and third piece on each place, each side), each side's fewest pips to go and the expected
/// progress its first throw could send back by capturing; 64 rectified hidden units feed one
/// logistic output. `train::fit` (feature `train`) learns it from a
/// [`Solution`](crate::solve::Solution); [`EvalParams::default`] holds the network learned
/// from the dominant rules, two pieces, p = 0.5, and [`EvalParams::for_rules`] the one for
/// three pieces, which also plays four (no four-piece game can be solved here).
#[derive(Clone, Debug, PartialEq)]
pub struct EvalParams {
    net: Net,
}

impl Default for EvalParams {
    /// Learned from the dominant rules, two pieces, p = 0.5
    /// (`src/bot/weights/dominant-2p.net`, written by the `fit` example).
    fn default() -> Self {
        EvalParams {
            net: Net::from_flat(HIDDEN, &TWO),
        }
    }
}

impl EvalParams {
    /// The network [`ExpertBot`] uses for `rules`: [`EvalParams::default`] for two pieces a
    /// side; for more, the one fitted to the solved three-piece dominant game (p = 0.5).
    /// `src/bot/weights/README.md` gives the command behind each.
    #[must_use]
    pub fn for_rules(rules: &YutRules) -> EvalParams {
        if rules.pieces() <= 2 {
            EvalParams::default()
        } else {
            EvalParams {
                net: Net::from_flat(HIDDEN, &THREE),
            }
        }
    }

    /// The network as a file of `src/bot/weights/` (the format its `README.md` describes:
    /// `YUTN`, then the version, the hidden units and the inputs as little-endian u32, then
    /// the weights as little-endian f32), as the `fit` example writes it.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        encode(&self.net)
    }

    /// Hidden units.
    #[must_use]
    pub fn hidden(&self) -> usize {
        self.net.hidden
    }

    /// An evaluation by this network (from `train::fit`).
    #[cfg(feature = "train")]
    pub(crate) fn from_net(net: Net) -> EvalParams {
        EvalParams { net }
    }

    /// The estimated win chance of the side to throw in `pos`; `hidden` is working space.
    pub(crate) fn value(&self, t: &Turns, pos: &Pos, hidden: &mut Vec<f32>) -> f64 {
        hidden.resize(self.net.hidden, 0.0);
        self.net.value(&Inputs::of(t, pos), hidden)
    }
}

/// The evaluation as the end of the opponent's turn.
pub(crate) struct Eval<'a> {
    t: &'a Turns,
    e: &'a EvalParams,
    hidden: Vec<f32>,
    memo: HashMap<Pos, f64, BuildHasherDefault<FxHasher>>,
}

impl<'a> Eval<'a> {
    pub(crate) fn new(t: &'a Turns, e: &'a EvalParams) -> Self {
        Eval {
            t,
            e,
            hidden: Vec::new(),
            memo: HashMap::default(),
        }
    }
}

impl Leaf for Eval<'_> {
    fn value(&mut self, pos: &Pos) -> f64 {
        if let Some(&v) = self.memo.get(pos) {
            return v;
        }
        let v = self.e.value(self.t, pos, &mut self.hidden);
        self.memo.insert(*pos, v);
        v
    }
}

/// A whole turn searched, as the end of the turn before it.
pub(crate) struct Nested<'a, L> {
    turns: &'a mut Turns,
    inner: L,
    memo: HashMap<Pos, f64, BuildHasherDefault<FxHasher>>,
}

pub(crate) fn reply<L: Leaf>(turns: &mut Turns, inner: L) -> Nested<'_, L> {
    Nested {
        turns,
        inner,
        memo: HashMap::default(),
    }
}

impl<L: Leaf> Leaf for Nested<'_, L> {
    fn value(&mut self, pos: &Pos) -> f64 {
        if let Some(&v) = self.memo.get(pos) {
            return v;
        }
        let v = self.turns.turn_value(pos, &mut self.inner);
        self.memo.insert(*pos, v);
        v
    }
}

/// Searches its own turn and the opponent's next one to the end, with exact throw
/// probabilities, and evaluates the position after that with fitted [`EvalParams`]. Two sides;
/// with more it plays as [`ExpectiBot`]. Throws are weighed by the game's stick model
/// ([`Game::model`]). Values within 1e-12 go to the first result held, then to the first
/// move of it. Reports as `expert`.
#[derive(Clone, Debug)]
pub struct ExpertBot {
    /// Set by [`ExpertBot::with_params`]; otherwise [`EvalParams::for_rules`].
    params: Option<EvalParams>,
    own_extras: u8,
    reply_extras: u8,
    tables: Option<Tables>,
    fallback: ExpectiBot,
}

/// The turn engines and evaluation of one rule set and stick model.
type Tables = (YutRules, ThrowModel, Turns, Turns, Turns, Turns, EvalParams);

impl Default for ExpertBot {
    fn default() -> ExpertBot {
        ExpertBot::new()
    }
}

impl ExpertBot {
    /// The expert with its learned evaluation ([`EvalParams::for_rules`]) and its default
    /// depth ([`ExpertBot::with_depth`]).
    #[must_use]
    pub fn new() -> ExpertBot {
        ExpertBot {
            params: None,
            own_extras: 3,
            reply_extras: 1,
            tables: None,
            fallback: ExpectiBot::new(),
        }
    }

    /// Use other evaluation parameters (e.g. from `train::fit`).
    #[must_use]
    pub fn with_params(mut self, params: EvalParams) -> ExpertBot {
        self.params = Some(params);
        self.tables = None;
        self
    }

    /// Results held at once before a 윷/모 chain is cut, in its own turn and in the
    /// opponent's reply (defaults 3 and 1): a throw owed while that many are held, or after
    /// more than that many throws in the turn (capture bonus throws counted), is searched as
    /// if 윷 and 모 gave no extra throw. The second bound keeps a turn of captures from
    /// starting chain after chain: without it a four-piece decision took seconds.
    #[must_use]
    pub fn with_depth(mut self, own: u8, reply: u8) -> ExpertBot {
        self.own_extras = own;
        self.reply_extras = reply;
        self.tables = None;
        self
    }
}

impl Bot for ExpertBot {
    fn name(&self) -> &'static str {
        "expert"
    }

    fn choose(&mut self, game: &Game) -> Option<Action> {
        let actions = game.legal_actions();
        if actions.len() <= 1 {
            return actions.first().copied();
        }
        if game.rules().sides() != 2 {
            return self.fallback.choose(game);
        }
        let (rules, model) = (*game.rules(), game.model());
        if self
            .tables
            .as_ref()
            .is_none_or(|(r, m, ..)| (*r, *m) != (rules, model))
        {
            self.tables = Some((
                rules,
                model,
                Turns::new(&rules, model, self.own_extras).bounded(),
                Turns::new(&rules, model, self.reply_extras).bounded(),
                Turns::new(&rules, model, self.reply_extras).bounded(),
                Turns::new(&rules, model, 0),
                self.params
                    .clone()
                    .unwrap_or_else(|| EvalParams::for_rules(&rules)),
            ));
        }
        let (_, _, own, opp, next, ev, params) = self.tables.as_mut()?;
        let eval = Eval::new(ev, params);
        // Two pieces a side are cheap enough to search one turn further.
        let choice = if rules.pieces() <= 2 {
            own.best_action(game, &mut reply(opp, reply(next, eval)))
        } else {
            own.best_action(game, &mut reply(opp, eval))
        };
        choice
            .filter(|a| actions.contains(a))
            .or(actions.first().copied())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn two_pieces_use_the_two_piece_network_and_more_the_three_piece_one() {
        let rules = |pieces| {
            YutRules::builder(Variant::Dominant)
                .pieces(pieces)
                .build()
                .unwrap()
        };
        let (two, three) = (Net::from_flat(HIDDEN, &TWO), Net::from_flat(HIDDEN, &THREE));
        assert_eq!(EvalParams::default().net, two);
        assert_eq!(EvalParams::for_rules(&rules(2)).net, two);
        assert_eq!(EvalParams::for_rules(&rules(3)).net, three);
        assert_eq!(EvalParams::for_rules(&rules(4)).net, three);
        assert_eq!(EvalParams::default().hidden(), 64);
    }
}
