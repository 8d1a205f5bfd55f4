//! The legal plays of a roll under two variants, and the rules that make them differ, each
//! with the source that states it.
//!
//! ```text
//! cargo run --example plays -- [en]
//! ```
//!
//! `mcst` (the Ministry's eight rules) uses a double twice and lets five checkers share a
//! point; `l1931` (the 1931 laws) uses a double four times with no cap. The same opening
//! roll of 6-6 gives each its own plays; a refused step says why.

use ssangryuk::{Field, Game, Lang, Origin, Position, Roll, Side, Variant};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let lang = if std::env::args().any(|a| a == "en") {
        Lang::En
    } else {
        Lang::Ko
    };
    let roll = Roll::new(6, 6)?;
    for variant in [Variant::Mcst, Variant::L1931] {
        let rules = variant.rules();
        let start = Position::start(rules, Side::Black);
        let plays = start.legal_plays(roll);
        println!(
            "{} ({}), {roll}: {} plays",
            variant.name(lang),
            variant.id(),
            plays.len()
        );
        for play in plays.iter().take(4) {
            // Each play in the mover's numbers and in the board's 상/하 labels.
            println!("  {play}   {}", play.labeled());
        }
        for field in [Field::Doubles, Field::Cap] {
            let value = rules.value(field);
            println!("  {}: {}", field.name(lang), value.describe(lang));
            for c in rules.citations(field) {
                let quote = c.quote.map(|q| format!(" «{q}»")).unwrap_or_default();
                println!("    — {}{quote}", c.source.name(lang));
            }
        }
    }

    // A step the rules refuse, and why, from a game waiting for black's 6-6.
    let mut game = Game::from_position(Position::start(Variant::Mcst.rules(), Side::Black), 1)?;
    game.roll_with(roll)?;
    if let Err(why) = game.check_step(Origin::Point(6), 6) {
        println!("6/off? {}", why.message(lang));
    }
    Ok(())
}
