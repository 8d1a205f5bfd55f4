//! The items the page calls, exported by wasm-bindgen: thin wrappers over [`Table`] and
//! the library's text. Answers are JSON text (see each method).
#![allow(unsafe_code)] // wasm-bindgen's generated glue only; nothing here is hand-written unsafe.

use ssangryuk::bot::BotKind;
use ssangryuk::{rules_table, Lang, RuleSet, Side, Variant};
use wasm_bindgen::prelude::wasm_bindgen;

use crate::json::{array, Obj};
use crate::table::Table;

/// `ko` or `en` (Korean for anything else: the page's default).
fn lang(code: &str) -> Lang {
    code.parse().unwrap_or(Lang::Ko)
}

/// A 쌍륙 session at the page's table (see [`Table`]).
#[wasm_bindgen]
pub struct WebGame {
    table: Table,
}

#[wasm_bindgen]
impl WebGame {
    /// Game `number` under `rules` (a preset id or rule text), or a best of three, with
    /// black's and white's seats (`human`, `human:NAME` or a bot's id) and the dice
    /// (`drawn` or `hand`); on bad input the refusal in `lang`, as a string.
    ///
    /// # Errors
    /// The refusal of the rule text, a seat or the dice's source.
    #[wasm_bindgen(constructor)]
    pub fn new(
        rules: &str,
        number: u32,
        black: &str,
        white: &str,
        throws: &str,
        best_of_three: bool,
        lang_code: &str,
    ) -> Result<WebGame, String> {
        Table::new(
            rules,
            number,
            [black, white],
            throws,
            best_of_three,
            lang(lang_code),
        )
        .map(|table| WebGame { table })
    }

    /// The session saved as `text` ([`WebGame::saved`], from the browser's storage or a
    /// link), to go on with.
    ///
    /// # Errors
    /// Why it cannot be resumed, in `lang`.
    pub fn resume(text: &str, lang_code: &str) -> Result<WebGame, String> {
        Table::resume(text, lang(lang_code)).map(|table| WebGame { table })
    }

    /// The session as saved (JSON), to keep and to put in a link.
    #[must_use]
    pub fn saved(&self) -> String {
        self.table.saved()
    }

    /// Everything to draw (JSON; see [`Table::state`]).
    #[must_use]
    pub fn state(&self) -> String {
        self.table.state()
    }

    /// Switches the language (`ko`/`en`).
    pub fn set_lang(&mut self, code: &str) {
        self.table.set_lang(lang(code));
    }

    /// A person rolls the drawn dice (the opening throw too).
    pub fn roll(&mut self) -> String {
        self.table.roll()
    }

    /// A person enters dice thrown at the table (see [`Table::enter_dice`]).
    pub fn enter_dice(&mut self, a: u8, b: u8) -> String {
        self.table.enter_dice(a, b)
    }

    /// Where the mover's checker on `from` may go (see [`Table::targets`]).
    #[must_use]
    pub fn targets(&self, from: i32) -> String {
        self.table.targets(from)
    }

    /// Moves the mover's checker (see [`Table::step`]).
    pub fn step(&mut self, from: i32, to: i32, die: u8) -> String {
        self.table.step(from, to, die)
    }

    /// The hint for the person to move (see [`Table::hint`]).
    #[must_use]
    pub fn hint(&self) -> String {
        self.table.hint()
    }

    /// What the bot's worker needs, or `null` (see [`Table::bot_request`]).
    #[must_use]
    pub fn bot_request(&self) -> String {
        self.table.bot_request()
    }

    /// Rolls a bot's drawn dice.
    pub fn bot_roll(&mut self) -> String {
        self.table.bot_roll()
    }

    /// Plays the bot's choice (see [`Table::bot_play`]).
    pub fn bot_play(&mut self, index: u32) -> String {
        self.table.bot_play(index)
    }

    /// The person to move rests instead of rolling.
    pub fn rest(&mut self) -> String {
        self.table.rest()
    }

    /// The match's next game, once this one is over.
    pub fn next_game(&mut self) -> bool {
        self.table.next_game()
    }
}

/// The worker's side of [`WebGame::bot_request`]: the index of bot `bot`'s play (seeded
/// with `seed`, decimal text) among the legal plays of `a`-`b` in `position` (its text
/// form).
///
/// # Errors
/// Why the request is not valid (an unknown bot, a bad seed, position or dice).
#[wasm_bindgen]
pub fn bot_choose(bot: &str, seed: &str, position: &str, a: u8, b: u8) -> Result<u32, String> {
    let index = crate::table::bot_choose(bot, seed, position, a, b)?;
    u32::try_from(index).map_err(|e| e.to_string())
}

/// The two sides' names in `lang`, `{"black":…,"white":…}` (the settings' seats).
#[wasm_bindgen]
#[must_use]
pub fn sides(lang_code: &str) -> String {
    let lang = lang(lang_code);
    Obj::new()
        .str("black", Side::Black.name(lang))
        .str("white", Side::White.name(lang))
        .end()
}

/// Builds the bear-off table the `expert` reads under `rules` (a preset id or rule text),
/// if those rules have one and it is not built yet: the worker does it when a game starts,
/// so that no decision of the game waits for it. Returns whether a table is ready.
#[wasm_bindgen]
#[must_use]
pub fn warm_up(rules: &str) -> bool {
    rules
        .parse::<RuleSet>()
        .ok()
        .and_then(|r| ssangryuk::bot::BearOff::for_rules(&r))
        .is_some()
}

/// The rules-and-sources table of `rules` (a preset id or rule text) as HTML, in `lang`;
/// the library's refusal of the text when it is not a rule set.
///
/// # Errors
/// The refusal, as a string.
#[wasm_bindgen]
pub fn rules_html(rules: &str, lang_code: &str) -> Result<String, String> {
    let lang = lang(lang_code);
    let rules: RuleSet = rules
        .parse()
        .map_err(|e: ssangryuk::RuleSetParseError| e.message(lang))?;
    Ok(crate::markdown::to_html(&rules_table(&rules, lang)))
}

/// The presets, `[{"id":…,"name":…}…]`, the app's first.
#[wasm_bindgen]
#[must_use]
pub fn presets(lang_code: &str) -> String {
    let lang = lang(lang_code);
    array(
        Variant::ALL
            .iter()
            .map(|v| Obj::new().str("id", v.id()).str("name", v.name(lang)).end()),
    )
}

/// The bots a seat may hold, `[{"id":…,"name":…}…]`, weakest first.
#[wasm_bindgen]
#[must_use]
pub fn bots(lang_code: &str) -> String {
    let lang = lang(lang_code);
    array(
        BotKind::ALL
            .iter()
            .map(|b| Obj::new().str("id", b.id()).str("name", b.name(lang)).end()),
    )
}

/// The page's own words in `lang` (see [`mod@crate::words`]).
#[wasm_bindgen]
#[must_use]
pub fn words(lang_code: &str) -> String {
    crate::words::words(lang(lang_code))
}

/// Positions of a middle game, for timing a bot where it matters: turns 10 to 30 of game
/// `number` under `rules` between two greedy bots, each as `{"position":…,"dice":[a,b]}`
/// just after its roll (turns with no choice left out). The page's end-to-end test times
/// the expert on these in its Web Worker.
///
/// # Errors
/// The refusal of the rule text.
#[wasm_bindgen]
pub fn middle_game(rules: &str, number: u32) -> Result<String, String> {
    let rules: RuleSet = rules
        .parse()
        .map_err(|e: ssangryuk::RuleSetParseError| e.message(Lang::En))?;
    let mut game = ssangryuk::Game::new(rules, u64::from(number));
    let (mut black, mut white) = (BotKind::Greedy.build(1), BotKind::Greedy.build(2));
    let mut out = Vec::new();
    while game.outcome().is_none() && game.turns().len() <= 30 {
        if game.roll().is_err() {
            break;
        }
        if let ssangryuk::Phase::Moving { roll, .. } = game.phase() {
            if game.turns().len() >= 10 && game.legal_plays().len() > 1 {
                let [a, b] = roll.dice();
                out.push(
                    Obj::new()
                        .str("position", &game.position().to_string())
                        .raw("dice", &array([a.to_string(), b.to_string()]))
                        .end(),
                );
            }
            if ssangryuk::bot::play_turn(&mut game, black.as_mut(), white.as_mut()).is_err() {
                break;
            }
        }
    }
    Ok(array(out))
}
