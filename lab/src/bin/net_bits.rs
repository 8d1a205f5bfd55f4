//! Prints the exact bits of every shipped network's outputs on positions of seeded games
//! (`l1931`'s has two hidden layers, the others one), of a deeper `l1931` network (256, 256
//! and 128 units from seeded random weights: logistic, then ReLU, layers summed densely),
//! and a fingerprint of every bear-off table, so that two platforms can be compared:
//! CI runs it natively and built for `wasm32-wasip1` (under Node's WASI) and requires
//! the same text (the crate promises the same evaluations everywhere it builds).
//!
//! ```text
//! cargo run --release -p ssangryuk-lab --bin net_bits
//! ```

use ssangryuk::bot::{BearOff, BotKind, Evaluator, Family, NetEval};
use ssangryuk::train::{SelfPlay, SelfPlayOptions};
use ssangryuk::{Game, Variant};

/// Positions looked at per family.
const POSITIONS: usize = 300;

/// FNV-1a over 32-bit words.
fn fnv(h: u64, word: u32) -> u64 {
    word.to_le_bytes()
        .iter()
        .fold(h, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

const START: u64 = 0xcbf2_9ce4_8422_2325;

/// The positions looked at under `family`'s rules and a fingerprint of the outputs of
/// `eval`'s networks and of its values on them.
fn bits(family: Family, eval: &NetEval) -> Result<String, Box<dyn std::error::Error>> {
    let rules = family.variant().rules();
    let nets = eval.nets(&rules);
    let (mut h, mut seen) = (START, 0);
    'games: for n in 0.. {
        let mut game = Game::new(rules, n);
        let (mut black, mut white) = (BotKind::Greedy.build(n), BotKind::Safe.build(!n));
        while game.outcome().is_none() {
            let pos = *game.position();
            for net in nets {
                let c = net.chances(&pos);
                for x in [
                    c.win,
                    c.win_gammon,
                    c.win_backgammon,
                    c.lose_gammon,
                    c.lose_backgammon,
                ] {
                    h = fnv(h, x.to_bits());
                }
            }
            h = fnv(h, eval.evaluate(&pos).to_bits());
            seen += 1;
            if seen == POSITIONS {
                break 'games;
            }
            ssangryuk::bot::play_turn(&mut game, black.as_mut(), white.as_mut())?;
        }
    }
    Ok(format!("positions {seen} bits {h:016x}"))
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let eval = NetEval::default();
    let random = SelfPlay::with_shape(Family::L1931, SelfPlayOptions::default(), &[256, 256, 128])
        .net()
        .clone();
    for family in Family::ALL {
        println!("net {} {}", family.id(), bits(family, &eval)?);
    }
    println!(
        "net l1931 random-256x256x128 {}",
        bits(Family::L1931, &NetEval::with_net(random))?
    );
    for v in Variant::ALL {
        let Some(table) = BearOff::build(&v.rules()) else {
            continue;
        };
        let mut h = START;
        let n = v.rules().checkers();
        for code in 0..7u32.pow(6) {
            let home: [u8; 6] = core::array::from_fn(|i| (code / 7u32.pow(i as u32) % 7) as u8);
            if home.iter().map(|&c| u32::from(c)).sum::<u32>() > u32::from(n) {
                continue;
            }
            for turns in [table.turns(home), table.turns_to_first_off(home)]
                .into_iter()
                .flatten()
            {
                h = fnv(h, u32::from(turns.first));
                for p in turns.probs {
                    h = fnv(h, p.to_bits());
                }
            }
        }
        println!("bearoff {} bits {h:016x}", v.id());
    }
    Ok(())
}
