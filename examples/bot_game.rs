//! A game between two bots, written down as people write it, then replayed from its record.
//!
//! ```text
//! cargo run --release --example bot_game -- [variant] [game number] [en]
//! ```
//!
//! The expert (a network trained by self-play for the variant's family, one roll deep)
//! plays black against the app's greedy bot. Game N's dice are the same everywhere, so the
//! same bots, seeds and number always play the same game.

use ssangryuk::bot::{self, BotKind};
use ssangryuk::{Game, Lang, Numbering, Variant};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let lang = if args.iter().any(|a| a == "en") {
        Lang::En
    } else {
        Lang::Ko
    };
    let mut words = args.iter().filter(|a| *a != "en");
    let variant: Variant = words.next().map_or(Ok(Variant::App), |v| v.parse())?;
    let number: u64 = words.next().map_or(Ok(1), |n| n.parse())?;

    let mut black = BotKind::Expert.build(1);
    let mut white = BotKind::Greedy.build(2);
    let mut game = Game::new(variant.rules(), number);
    let played = bot::play_out(&mut game, black.as_mut(), white.as_mut())?;

    // The one history, as a transcript in the variant's own point names (상/하 in Korean).
    let numbering = match lang {
        Lang::Ko => Numbering::Labels,
        Lang::En => Numbering::Mover,
    };
    print!("{}", game.transcript(lang, numbering));

    // The record (rules, number, actions) is all a game needs to come back.
    let again = Game::replay(
        played.record.rules,
        played.record.number,
        &played.record.actions,
    )?;
    assert_eq!(again, game);
    Ok(())
}
