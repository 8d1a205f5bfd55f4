//! How much any player could score against a bot: the headroom a goal has.
//!
//! ```text
//! cargo run --release -p ssangryuk-lab --bin headroom -- --rules sixteen --bot greedy [--games 200]
//!     [--seed 2026] [--plies 1] [--judge 2] [--rollouts 0] [--candidates 1]
//! ```
//!
//! The expert (`--plies` deep) plays `--games` games against `--bot` in pairs (the same
//! dice, seats swapped), and a deeper analysis (`--judge` plies, `analysis::Analyzer`)
//! rates every decision of both sides. A side's expected points per game against an
//! opponent is the equity the opponent loses by its plays less the equity it loses by its
//! own (luck averages out over paired games), so the opponent's average loss per game
//! bounds what even a perfect player would score against it, as far as the judging
//! evaluation is right. Under single scoring that bound `h` in points is a win rate of
//! `(1 + h) / 2`. Prints the match, both sides' losses per game with 95 % intervals and
//! that bound.
//!
//! The judge is the expert's own evaluation, so it may miss the errors it makes itself.
//! With `--rollouts N` every decision where the judge found a better play than the one
//! made is judged again by playing the judge's `--candidates` best plays and the play made
//! to the end N times (both sides at 0-ply, every candidate on the same dice): the loss is
//! the best candidate's mean points less the play made's. With one candidate this is an
//! unbiased check of the judge's verdicts (a loss may come out negative); with more, the
//! best of noisy means overstates a loss, towards more headroom.

use ssangryuk::analysis::{Analyzer, Review};
use ssangryuk::bot::{self, Bot, BotKind, Evaluator, ExpertBot, NetEval};
use ssangryuk::{game_roll, Game, MoveGen, Outcome, Phase, Position, Side, Variant};
use ssangryuk_cited::stats::mean_and_half;

/// The mean points for `side` of `start` played to the end `n` times at 0-ply (the
/// evaluation's best play for every roll), rollout `i` on the dice of game `seed + i`.
fn rollout(
    eval: &NetEval,
    gen: &mut MoveGen,
    start: &Position,
    side: Side,
    seed: u64,
    n: u64,
) -> f64 {
    let mut total = 0.0;
    for i in 0..n {
        let number = ssangryuk_cited::random::mix64(seed.wrapping_add(i));
        let mut pos = *start;
        let mut turn = 0;
        let outcome = loop {
            if let Some(o) = Outcome::of(&pos) {
                break o;
            }
            let roll = game_roll(number, turn);
            turn += 1;
            let mut best: Option<(f32, Position)> = None;
            for play in gen.plays(&pos, roll) {
                let after = pos.after_play(play);
                let v = -eval.evaluate(&after);
                if best.is_none_or(|(x, _)| v > x) {
                    best = Some((v, after));
                }
            }
            pos = best.map_or_else(|| pos.pass(), |(_, p)| p);
        };
        let sign = if outcome.winner == side { 1.0 } else { -1.0 };
        total += sign * f64::from(outcome.points);
    }
    total / n as f64
}

/// `side`'s loss in `review` judged by rollouts: for each decision where the judge prefers
/// another play, the best of its `k` best plays less the play made, by mean points.
fn rollout_loss(review: &Review, side: Side, n: u64, k: usize, seed: u64) -> f64 {
    let eval = NetEval::default();
    let mut gen = MoveGen::new();
    let mut loss = 0.0;
    for turn in review.turns.iter().filter(|t| t.side == side) {
        let Some(decision) = turn.decision.as_ref().filter(|d| d.made != 0) else {
            continue;
        };
        let seed = ssangryuk_cited::random::mix64(seed ^ (turn.index as u64) << 20);
        let mut value = |i: usize| {
            let after = turn.position.after_play(&decision.plays[i].play);
            rollout(&eval, &mut gen, &after, side, seed, n)
        };
        let made = value(decision.made);
        let best = (0..k.clamp(1, decision.plays.len()))
            .filter(|&i| i != decision.made)
            .map(&mut value)
            .fold(f64::NEG_INFINITY, f64::max);
        loss += best - made;
    }
    loss
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let (mut variant, mut other, mut games, mut seed, mut plies, mut judge) =
        (Variant::Sixteen, BotKind::Greedy, 200u64, 2026u64, 1u8, 2u8);
    let (mut rollouts, mut candidates) = (0u64, 1usize);
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let v = args.next().ok_or_else(|| format!("{a} needs a value"))?;
        match a.as_str() {
            "--rules" => variant = v.parse().map_err(|_| format!("no preset {v}"))?,
            "--bot" => other = v.parse().map_err(|_| format!("no bot {v}"))?,
            "--games" => games = v.parse()?,
            "--seed" => seed = v.parse()?,
            "--plies" => plies = v.parse()?,
            "--judge" => judge = v.parse()?,
            "--rollouts" => rollouts = v.parse()?,
            "--candidates" => candidates = v.parse()?,
            _ => return Err(format!("unknown option {a}").into()),
        }
    }
    let rules = variant.rules();
    let mut analyzer = Analyzer::<NetEval>::default().with_plies(judge);
    let (mut points, mut own, mut theirs) = (Vec::new(), Vec::new(), Vec::new());
    let (mut own_rolled, mut theirs_rolled) = (Vec::new(), Vec::new());
    for k in 0..games / 2 {
        let number = (seed << 32).wrapping_add(k);
        for expert_side in [Side::Black, Side::White] {
            let mut expert = ExpertBot::new(NetEval::default()).with_plies(plies);
            let mut opponent = other.build(number);
            let mut game = Game::new(rules, number);
            while game.outcome().is_none() {
                game.roll()?;
                if let Phase::Moving { .. } = game.phase() {
                    let (b, w): (&mut dyn Bot, &mut dyn Bot) = match expert_side {
                        Side::Black => (&mut expert, &mut *opponent),
                        Side::White => (&mut *opponent, &mut expert),
                    };
                    bot::play_turn(&mut game, b, w)?;
                }
            }
            let outcome = game.outcome().ok_or("the game did not end")?;
            let sign = if outcome.winner == expert_side {
                1.0
            } else {
                -1.0
            };
            points.push(sign * f64::from(outcome.points));
            let review = analyzer.review(&game);
            own.push(f64::from(review.side(expert_side).total_loss));
            theirs.push(f64::from(review.side(expert_side.opponent()).total_loss));
            if rollouts > 0 {
                let seed = number ^ u64::from(expert_side == Side::White);
                own_rolled.push(rollout_loss(
                    &review,
                    expert_side,
                    rollouts,
                    candidates,
                    seed,
                ));
                let them = expert_side.opponent();
                theirs_rolled.push(rollout_loss(&review, them, rollouts, candidates, seed));
            }
        }
    }
    let wins = points.iter().filter(|&&p| p > 0.0).count() as f64 / points.len() as f64;
    let (ppg, ppg_ci) = mean_and_half(&points);
    let (own, own_ci) = mean_and_half(&own);
    let (theirs, theirs_ci) = mean_and_half(&theirs);
    println!(
        "{} games under {}: expert ({plies} ply) vs {}: win {wins:.3}, ppg {ppg:+.3} ± {ppg_ci:.3}",
        points.len(),
        variant.id(),
        other.id()
    );
    println!(
        "equity lost per game, judged {judge} plies deep: expert {own:.3} ± {own_ci:.3}, {} {theirs:.3} ± {theirs_ci:.3}",
        other.id()
    );
    println!(
        "headroom: a perfect player would score about {theirs:+.3} points a game against {} (a win rate near {:.3} under single scoring)",
        other.id(),
        (1.0 + theirs) / 2.0
    );
    if rollouts > 0 {
        let (own, own_ci) = mean_and_half(&own_rolled);
        let (theirs, theirs_ci) = mean_and_half(&theirs_rolled);
        println!(
            "judged by {rollouts} rollouts of the {candidates} best plays and the play made: expert {own:.3} ± {own_ci:.3}, {} {theirs:.3} ± {theirs_ci:.3}: headroom {theirs:+.3} (a win rate near {:.3})",
            other.id(),
            (1.0 + theirs) / 2.0
        );
    }
    Ok(())
}
