//! Solve a small game of 윷놀이 exactly, then ask the table for the best play.
//!
//! ```text
//! cargo run -p yutnori --release --example tiny_solve -- [variant] [pieces]
//! ```
//!
//! With two pieces a side (the default; three take minutes and gigabytes) the whole game fits in memory: `solve` finds every
//! position's chance of winning for the side to move (value iteration over the throw
//! chains), so the first mover's edge is exact, and the table names the best action in any
//! position. The lab's `yut-solve` solves larger games and keeps the table on disk.

use yutnori::solve::{solve, SolveOptions};
use yutnori::{Game, Lang, Throw, ThrowModel, Variant};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant: Variant = args.first().map_or(Ok(Variant::Dominant), |v| v.parse())?;
    let pieces: u8 = args.get(1).map_or(Ok(2), |n| n.parse())?;
    let rules = variant.rules().to_builder().pieces(pieces).build()?;
    let model = ThrowModel::TEXTBOOK;

    let solution = solve(&rules, model, SolveOptions::default())?;
    println!(
        "{} ({} piece(s) a side): first mover wins {:.4}, {} positions",
        variant.name(Lang::En),
        pieces,
        solution.first_mover_value(),
        solution.states()
    );

    // The first mover throws 걸: the table says which move is best, and what the opponent,
    // then to throw, can still expect.
    let mut game = Game::new(rules, 1);
    game.throw_with(Throw::Geol)?;
    if let Some(best) = solution.best_action(&game) {
        let value = solution.value(&game.after(best)?).unwrap_or(f64::NAN);
        println!("after 걸: best {best}, the opponent then wins {value:.4}");
    }
    Ok(())
}
