//! A game of 윷놀이 between bots, told as it goes, then replayed from its record.
//!
//! ```text
//! cargo run -p yutnori --release --example yut_game -- [variant] [game number] [en]
//! ```
//!
//! The expert (a search over the turn's throws ending in a network fitted to the solved
//! game) plays the first side against the greedy bot. Game N's throws are the same
//! everywhere, so the same bots and number always play the same game.

use yutnori::bot::{self, BotKind};
use yutnori::{Entry, Event, Game, Lang, Variant};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let lang = if args.iter().any(|a| a == "en") {
        Lang::En
    } else {
        Lang::Ko
    };
    let mut words = args.iter().filter(|a| *a != "en");
    let variant: Variant = words.next().map_or(Ok(Variant::Dominant), |v| v.parse())?;
    let number: u64 = words.next().map_or(Ok(1), |n| n.parse())?;
    let mut expert = BotKind::Expert.build(1);
    let mut greedy = BotKind::Greedy.build(2);
    let mut game = Game::new(variant.rules(), number);
    let played = bot::play_out(&mut game, &mut [expert.as_mut(), greedy.as_mut()])?;

    // The one history: every throw and every move, with who made it.
    for entry in game.entries() {
        let who = entry.side().name(lang);
        match entry {
            Entry::Threw { throw, .. } => println!("{who}: {}", throw.name(lang)),
            Entry::Acted { action, .. } => println!("{who}:   {action}"),
            Entry::Nak { .. } => println!("{who}: 낙"),
        }
    }
    // The record (rules, number, entries) is all a game needs to come back.
    assert_eq!(played.record.replay()?, game);
    println!(
        "{} ({} throws)",
        Event::Won(played.winner).message(lang),
        game.throw_count()
    );
    Ok(())
}
