//! What several benches measure on: middle-game decisions.

use ssangryuk::bot::BotKind;
use ssangryuk::game_roll;
use ssangryuk::{DiceLeft, Game, MoveGen, Play, Position, Variant};

/// `count` middle-game decisions of `v`: positions met 10 to 30 plies into seeded games
/// between two safe bots, with the roll then drawn, and their legal plays (more than one).
pub fn middle_game(v: Variant, count: usize) -> Vec<(Position, DiceLeft, Vec<Play>)> {
    let mut set = Vec::new();
    let mut gen = MoveGen::new();
    for n in 0.. {
        let mut game = Game::new(v.rules(), n);
        let (mut black, mut white) = (BotKind::Safe.build(n), BotKind::Safe.build(!n));
        for ply in 0..30 {
            if game.outcome().is_some() {
                break;
            }
            if ply >= 10 && game.turn().is_some() {
                let pos = *game.position();
                let dice = DiceLeft::new(game_roll(n ^ 0xB07, ply), pos.rules().doubles());
                let plays = gen.plays_with(&pos, &dice).to_vec();
                if plays.len() > 1 {
                    set.push((pos, dice, plays));
                    if set.len() == count {
                        return set;
                    }
                }
            }
            ssangryuk::bot::play_turn(&mut game, black.as_mut(), white.as_mut())
                .expect("bots play");
        }
    }
    set
}
