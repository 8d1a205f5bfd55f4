//! How much any player could score against a bot: the headroom a goal has.
//!
//! ```text
//! cargo run --release --example headroom -- --rules sixteen --bot greedy [--games 200]
//!     [--seed 2026] [--plies 1] [--judge 2]
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

use ssangryuk::analysis::Analyzer;
use ssangryuk::bot::{self, Bot, BotKind, ExpertBot, NetEval};
use ssangryuk::{Game, Phase, Side, Variant};

/// The mean and the half-width of its 95 % interval.
fn interval(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, 1.96 * (var / n).sqrt())
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let (mut variant, mut other, mut games, mut seed, mut plies, mut judge) =
        (Variant::Sixteen, BotKind::Greedy, 200u64, 2026u64, 1u8, 2u8);
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
            _ => return Err(format!("unknown option {a}").into()),
        }
    }
    let rules = variant.rules();
    let mut analyzer = Analyzer::<NetEval>::default().with_plies(judge);
    let (mut points, mut own, mut theirs) = (Vec::new(), Vec::new(), Vec::new());
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
        }
    }
    let wins = points.iter().filter(|&&p| p > 0.0).count() as f64 / points.len() as f64;
    let (ppg, ppg_ci) = interval(&points);
    let (own, own_ci) = interval(&own);
    let (theirs, theirs_ci) = interval(&theirs);
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
    Ok(())
}
