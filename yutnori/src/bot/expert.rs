//! The expert bot and its learned evaluation.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use super::weights::{encode, FITTED, FITTED_THREE};
use super::{Bot, ExpectiBot};
use crate::game::{Action, Game};
use crate::rules::YutRules;
use crate::throw::ThrowModel;
use crate::turn::{place, FxHasher, Leaf, Pos, Turns, CODES, FIN, WAIT};

const D_ME: usize = 5;
const D_OP: usize = D_ME + CODES;
const PAIR: usize = D_OP + CODES;
const OWN_ME: usize = PAIR + CODES * CODES;
const OWN_OP: usize = OWN_ME + CODES * CODES;
/// Number of weights.
pub(crate) const WEIGHTS: usize = OWN_OP + CODES * CODES;

/// The weights of the evaluation [`ExpertBot`] ends its search in.
///
/// [`ExpertBot`] searches by expectimax over the rest of its own turn *and* the opponent's whole next turn
/// (every throw with its exact probability, 윷/모 chains and capture bonus throws included),
/// ending in this evaluation, fitted to the solved values of the two- and three-piece games
/// ([`EvalParams::for_rules`]).
///
/// The evaluation estimates the chance that the side about to throw wins as a logistic model:
///
/// ```text
/// z = (tempo + threat·T_me − danger·T_opp − Σ_me d[x] + Σ_opp d'[y] − stack·S_me + stack'·S_opp
///      + (2/n)·Σ_me Σ_opp w[x][y]) / √(D_me + D_opp + 1)
/// P = 1 / (1 + e^(−z))
/// ```
///
/// `x`, `y` are where each piece stands (waiting or a station; finished pieces count nothing),
/// `d`, `d'` learned distances, `w` a learned weight for every pair of places of the two sides
/// (who threatens whom, who blocks whose road), `S` the pieces riding on another, `T` the
/// expected progress (pips) a side's first throw could send back by capturing, and `D` the
/// fewest pips a side still needs. `train::fit` (feature `train`) learns the weights from a [`Solution`](crate::solve::Solution) by logistic
/// regression on its win chances; [`EvalParams::default`] holds those learned from the dominant
/// rules, two pieces, p = 0.5, and [`EvalParams::for_rules`] those for three pieces. No game
/// with more pieces can be solved here, so `train::self_play` fits the weights to the
/// expert's own search values instead (a search two turns deep teaches the evaluation that
/// ends it).
#[derive(Clone, Debug, PartialEq)]
pub struct EvalParams {
    pub(crate) w: Vec<f64>,
}

impl Default for EvalParams {
    /// Learned from the dominant rules, two pieces, p = 0.5
    /// (`src/bot/weights/dominant-2p.bin`, written by the `fit` example).
    fn default() -> Self {
        EvalParams { w: FITTED.to_vec() }
    }
}

/// The features of a position: (weight index, value) pairs, already divided by the scale.
pub(crate) fn features(t: &Turns, pos: &Pos, out: &mut Vec<(u16, f64)>) {
    out.clear();
    // The threats see a stack marked as come by 빽도; the weights know plain places only.
    let (threat, danger) = (t.threat(pos), t.threat(&pos.swapped()));
    let pos = &pos.plain();
    let n = t.n;
    let pips = |m: &[u8; 4]| -> f64 {
        m[..n]
            .iter()
            .map(|&c| f64::from(place(c).min_pips_to_finish()))
            .sum()
    };
    let r = 1.0 / (pips(&pos.me) + pips(&pos.op) + 1.0).sqrt();
    out.push((0, r));
    out.push((1, threat * r));
    out.push((2, -danger * r));
    let stacked = |m: &[u8; 4]| -> f64 {
        (1..n)
            .filter(|&i| m[i] == m[i - 1] && m[i] != WAIT && m[i] != FIN)
            .count() as f64
    };
    out.push((3, -stacked(&pos.me) * r));
    out.push((4, stacked(&pos.op) * r));
    let pair = 2.0 / n as f64 * r;
    for &x in pos.me[..n].iter().filter(|&&x| x != FIN) {
        out.push(((D_ME + usize::from(x)) as u16, -r));
        for &y in pos.op[..n].iter().filter(|&&y| y != FIN) {
            out.push((
                (PAIR + usize::from(x) * CODES + usize::from(y)) as u16,
                pair,
            ));
        }
    }
    for &y in pos.op[..n].iter().filter(|&&y| y != FIN) {
        out.push(((D_OP + usize::from(y)) as u16, r));
    }
    // Each side's own formation: every pair of its pieces (on the board or waiting).
    let own = 1.0 / (n as f64 - 1.0) * r;
    for (base, m) in [(OWN_ME, &pos.me), (OWN_OP, &pos.op)] {
        for i in 0..n {
            for j in i + 1..n {
                let (a, b) = (usize::from(m[i]), usize::from(m[j]));
                if a != usize::from(FIN) && b != usize::from(FIN) {
                    out.push(((base + a * CODES + b) as u16, own));
                }
            }
        }
    }
}

impl EvalParams {
    /// The weights [`ExpertBot`] uses for `rules`: [`EvalParams::default`] for two pieces a
    /// side; for more, those fitted to the solved three-piece dominant game (p = 0.5), which
    /// play four pieces better than weights refined by four-piece self-play did.
    /// `src/bot/weights/README.md` gives the command behind each.
    #[must_use]
    pub fn for_rules(rules: &YutRules) -> EvalParams {
        if rules.pieces() <= 2 {
            EvalParams::default()
        } else {
            EvalParams {
                w: FITTED_THREE.to_vec(),
            }
        }
    }

    /// The starting point of `train::fit`: fewest pips as the distance, no pair
    /// or stack weights, tempo 1.6, threat 1.8 and danger 0.9, all divided by 1.55 (so that
    /// a hand-set evaluation starts close to the solved values).
    #[must_use]
    pub fn pips() -> EvalParams {
        let mut w = vec![0.0; WEIGHTS];
        let spread = 1.55;
        w[0] = 1.6 / spread;
        w[1] = 1.8 / spread;
        w[2] = 0.9 / spread;
        for c in 0..CODES {
            let d = f64::from(place(c as u8).min_pips_to_finish()) / spread;
            w[D_ME + c] = d;
            w[D_OP + c] = d;
        }
        EvalParams { w }
    }

    /// The weights, in a fixed layout: tempo, threat, danger, stacks (2), the two sides'
    /// distances by place code (31 each: 0 waiting, 1 + station id, 30 finished), the
    /// pair weights (31 × 31, the mover's place first), and each side's own pair weights
    /// (31 × 31 each, the lower place first; the mover's, then the other side's).
    #[must_use]
    pub fn weights(&self) -> &[f64] {
        &self.w
    }

    /// The weights as a file of `src/bot/weights/` (the format its `README.md` describes:
    /// `YUTW`, version 1 and the count as little-endian u32, then the weights as
    /// little-endian f64), as the `fit` example writes it.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        encode(&self.w)
    }

    pub(crate) fn z(&self, f: &[(u16, f64)]) -> f64 {
        f.iter().map(|&(i, x)| self.w[usize::from(i)] * x).sum()
    }
}

pub(crate) fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

/// The evaluation as the end of the opponent's turn.
pub(crate) struct Eval<'a> {
    t: &'a Turns,
    e: &'a EvalParams,
    buf: Vec<(u16, f64)>,
    memo: HashMap<Pos, f64, BuildHasherDefault<FxHasher>>,
}

impl<'a> Eval<'a> {
    pub(crate) fn new(t: &'a Turns, e: &'a EvalParams) -> Self {
        Eval {
            t,
            e,
            buf: Vec::with_capacity(64),
            memo: HashMap::default(),
        }
    }
}

impl Leaf for Eval<'_> {
    fn value(&mut self, pos: &Pos) -> f64 {
        if let Some(&v) = self.memo.get(pos) {
            return v;
        }
        features(self.t, pos, &mut self.buf);
        let v = sigmoid(self.e.z(&self.buf));
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
/// with more it plays as [`ExpectiBot`]. Values within 1e-12 go to the first result held,
/// then to the first move of it. Reports as `expert`.
#[derive(Clone, Debug)]
pub struct ExpertBot {
    model: ThrowModel,
    /// Set by [`ExpertBot::with_params`]; otherwise [`EvalParams::for_rules`].
    params: Option<EvalParams>,
    own_extras: u8,
    reply_extras: u8,
    tables: Option<(YutRules, Turns, Turns, Turns, Turns, EvalParams)>,
    fallback: ExpectiBot,
}

impl ExpertBot {
    /// A searcher assuming sticks fall flat side up with `model`'s probability.
    #[must_use]
    pub fn new(model: ThrowModel) -> ExpertBot {
        ExpertBot {
            model,
            params: None,
            own_extras: 3,
            reply_extras: 1,
            tables: None,
            fallback: ExpectiBot::new(model),
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
        let rules = *game.rules();
        if self.tables.as_ref().is_none_or(|(r, ..)| *r != rules) {
            self.tables = Some((
                rules,
                Turns::new(&rules, self.model, self.own_extras).bounded(),
                Turns::new(&rules, self.model, self.reply_extras).bounded(),
                Turns::new(&rules, self.model, self.reply_extras).bounded(),
                Turns::new(&rules, self.model, 0),
                self.params
                    .clone()
                    .unwrap_or_else(|| EvalParams::for_rules(&rules)),
            ));
        }
        let (_, own, opp, next, ev, params) = self.tables.as_mut()?;
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
    use crate::Variant;

    #[test]
    fn the_features_are_scaled_by_the_root_of_the_pips_left_plus_one() {
        let rules = Variant::Dominant.rules();
        let t = Turns::new(&rules, ThrowModel::TEXTBOOK, 0);
        // The mover: a piece on 12 (code 13) and three waiting; the opponent: one on 15,
        // two home and one waiting.
        let pos = Pos::new(&[13, WAIT, WAIT, WAIT], &[16, FIN, FIN, WAIT]);
        let pips = |codes: &[u8]| -> f64 {
            codes
                .iter()
                .map(|&c| f64::from(place(c).min_pips_to_finish()))
                .sum()
        };
        let d = pips(&[13, WAIT, WAIT, WAIT]) + pips(&[16, FIN, FIN, WAIT]);
        let r = 1.0 / (d + 1.0).sqrt();
        let mut out = Vec::new();
        features(&t, &pos, &mut out);
        assert_eq!(out[0], (0, r), "tempo");
        assert_eq!(out[1], (1, t.threat(&pos) * r), "threat");
        assert_eq!(out[2], (2, -t.threat(&pos.swapped()) * r), "danger");
        assert!(t.threat(&pos) > 0.0, "a 걸 from 12 hits 15");
    }

    fn two_piece_rules() -> YutRules {
        YutRules::builder(Variant::Dominant)
            .pieces(2)
            .build()
            .unwrap()
    }

    fn fewest_pips(codes: &[u8]) -> f64 {
        codes
            .iter()
            .map(|&c| f64::from(place(c).min_pips_to_finish()))
            .sum()
    }

    #[test]
    fn the_features_count_the_pieces_riding_on_another() {
        let rules = Variant::Dominant.rules();
        let t = Turns::new(&rules, ThrowModel::TEXTBOOK, 0);
        let stacks = |pos: &Pos| {
            let mut out = Vec::new();
            features(&t, pos, &mut out);
            let r = out[0].1;
            (-out[3].1 / r, out[4].1 / r)
        };
        // Pieces on different stations, waiting together or home together ride on nothing.
        let apart = Pos::new(&[7, 13, WAIT, WAIT], &[FIN, FIN, 3, 16]);
        assert_eq!(stacks(&apart), (0.0, 0.0));
        // Three of the mover's on 12 (code 13) make two riders; two of the opponent's, one.
        let stacked = Pos::new(&[13, 13, 13, WAIT], &[16, 16, FIN, FIN]);
        assert_eq!(stacks(&stacked), (2.0, 1.0));
    }

    #[test]
    fn finished_pieces_add_no_feature() {
        let rules = Variant::Dominant.rules();
        let t = Turns::new(&rules, ThrowModel::TEXTBOOK, 0);
        let fin = usize::from(FIN);
        let names_fin = |i: usize| match i {
            i if i < D_ME => false,
            i if i < PAIR => (i - D_ME) % CODES == fin,
            i => {
                let k = (i - PAIR) % (CODES * CODES);
                k / CODES == fin || k % CODES == fin
            }
        };
        let mut out = Vec::new();
        for pos in [
            Pos::new(&[FIN, 13, WAIT, 7], &[FIN, FIN, 3, WAIT]),
            Pos::new(&[FIN, FIN, FIN, 20], &[16, FIN, 16, WAIT]),
        ] {
            features(&t, &pos, &mut out);
            let named: Vec<u16> = out
                .iter()
                .map(|&(i, _)| i)
                .filter(|&i| names_fin(usize::from(i)))
                .collect();
            assert!(named.is_empty(), "{pos:?}: {named:?}");
        }
        // The pieces left, 3 and 2: 5 terms, 3 + 2 distances, 3 × 2 pairs, 3 + 1 own pairs.
        features(
            &t,
            &Pos::new(&[FIN, 13, WAIT, 7], &[FIN, FIN, 3, WAIT]),
            &mut out,
        );
        assert_eq!(out.len(), 5 + (3 + 2) + 3 * 2 + (3 + 1));
    }

    #[test]
    fn the_starting_evaluation_counts_pips_tempo_and_threats() {
        let rules = two_piece_rules();
        let t = Turns::new(&rules, ThrowModel::TEXTBOOK, 0);
        let start = EvalParams::pips();
        for (me, op) in [
            ([WAIT, WAIT], [WAIT, WAIT]),
            ([13, WAIT], [16, FIN]),
            ([20, 4], [9, 9]),
            ([FIN, 27], [WAIT, 2]),
            // Each side a 걸 from the other's piece on 15 (code 16): threat and danger.
            ([16, 13], [16, 13]),
        ] {
            let pos = Pos::new(&me, &op);
            let (d_me, d_op) = (fewest_pips(&me), fewest_pips(&op));
            let z = (1.6 + 1.8 * t.threat(&pos) - 0.9 * t.threat(&pos.swapped()) - d_me + d_op)
                / 1.55
                / (d_me + d_op + 1.0).sqrt();
            let want = 1.0 / (1.0 + (-z).exp());
            let got = Eval::new(&t, &start).value(&pos);
            if me == [16, 13] {
                assert!(t.threat(&pos) > 0.0 && t.threat(&pos.swapped()) > 0.0);
            }
            assert!((got - want).abs() < 1e-12, "{me:?} {op:?}: {got} vs {want}");
        }
    }

    #[test]
    fn the_weights_are_the_documented_layout() {
        // Tempo, threat, danger, two stack weights; two distance tables by code; three pair
        // tables.
        assert_eq!(WEIGHTS, 5 + 2 * CODES + 3 * CODES * CODES);
        assert_eq!(EvalParams::default().weights(), &FITTED[..]);
        assert_eq!(EvalParams::pips().weights().len(), WEIGHTS);
        let four = Variant::Dominant.rules();
        assert_eq!(EvalParams::for_rules(&four).weights(), &FITTED_THREE[..]);
        let three = four.to_builder().pieces(3).build().unwrap();
        assert_eq!(EvalParams::for_rules(&three).weights(), &FITTED_THREE[..]);
    }
}
