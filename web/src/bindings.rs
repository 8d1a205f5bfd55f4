//! The items the page calls, exported by wasm-bindgen: thin wrappers over [`Session`],
//! [`Chooser`] and the library's text. Answers are JSON text (see each method).
#![allow(unsafe_code)] // wasm-bindgen's generated glue only; nothing here is hand-written unsafe.

use ssangryuk::bot::BotKind;
use ssangryuk::{rules_table, Lang, Position, Roll, RuleSet, Variant};
use wasm_bindgen::prelude::wasm_bindgen;

use crate::json::{array, Obj};
use crate::session::Session;
use crate::Chooser;

/// `ko` or `en` (Korean for anything else: the page's default).
fn lang(code: &str) -> Lang {
    code.parse().unwrap_or(Lang::Ko)
}

/// A game against a bot (see [`Session`]).
#[wasm_bindgen]
pub struct WebGame {
    session: Session,
}

#[wasm_bindgen]
impl WebGame {
    /// A game `number` under `rules` (a preset id or rule text) against `bot`, or a best of
    /// three; on bad input the library's refusal in `lang`, as a string.
    ///
    /// # Errors
    /// The refusal of the rule text or of the bot's name.
    #[wasm_bindgen(constructor)]
    pub fn new(
        rules: &str,
        number: u32,
        bot: &str,
        best_of_three: bool,
        lang_code: &str,
    ) -> Result<WebGame, String> {
        Session::new(rules, number, bot, best_of_three, lang(lang_code))
            .map(|session| WebGame { session })
    }

    /// Everything to draw (JSON; see [`Session::state`]).
    #[must_use]
    pub fn state(&self) -> String {
        self.session.state()
    }

    /// Switches the language (`ko`/`en`).
    pub fn set_lang(&mut self, code: &str) {
        self.session.set_lang(lang(code));
    }

    /// Rolls (the opening throw, the player's dice or the bot's).
    pub fn roll(&mut self) -> String {
        self.session.roll()
    }

    /// Where the player's checker on `from` may go (see [`Session::targets`]).
    #[must_use]
    pub fn targets(&self, from: u8) -> String {
        self.session.targets(from)
    }

    /// Moves the player's checker (see [`Session::step`]).
    pub fn step(&mut self, from: u8, to: u8, die: u8) -> String {
        self.session.step(from, to, die)
    }

    /// What the bot's worker needs, or `null` (see [`Session::bot_request`]).
    #[must_use]
    pub fn bot_request(&self) -> String {
        self.session.bot_request()
    }

    /// Plays the bot's choice (see [`Session::bot_play`]).
    pub fn bot_play(&mut self, index: u32) -> String {
        self.session.bot_play(index)
    }

    /// The player rests instead of rolling (see [`Session::rest`]).
    pub fn rest(&mut self) -> String {
        self.session.rest()
    }

    /// The match's next game, once this one is over.
    pub fn next_game(&mut self) -> bool {
        self.session.next_game()
    }
}

/// A bot deciding in the Web Worker: one per game, so its seeded tie-breaks replay.
#[wasm_bindgen]
pub struct WebBot {
    chooser: Chooser,
}

#[wasm_bindgen]
impl WebBot {
    /// The bot `kind` (`random`, `greedy`, `safe`, `classic`, `expert`) seeded with `seed`.
    ///
    /// # Errors
    /// The library's refusal of an unknown bot (in English).
    #[wasm_bindgen(constructor)]
    pub fn new(kind: &str, seed: u32) -> Result<WebBot, String> {
        let kind: BotKind = kind
            .parse()
            .map_err(|e: ssangryuk::bot::UnknownBot| e.to_string())?;
        Ok(WebBot {
            chooser: Chooser::new(kind, u64::from(seed)),
        })
    }

    /// The index of the bot's play among the legal plays of `a`-`b` in `position` (the
    /// position's text form), or -1 when there is none or the input is not valid.
    pub fn choose(&mut self, position: &str, a: u8, b: u8) -> i32 {
        let (Ok(pos), Ok(roll)) = (position.parse::<Position>(), Roll::new(a, b)) else {
            return -1;
        };
        self.chooser
            .choose(&pos, roll)
            .and_then(|i| i32::try_from(i).ok())
            .unwrap_or(-1)
    }
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

/// The bots the page offers, `[{"id":…,"name":…}…]`.
#[wasm_bindgen]
#[must_use]
pub fn bots(lang_code: &str) -> String {
    let lang = lang(lang_code);
    let offered = [
        BotKind::Random,
        BotKind::Greedy,
        BotKind::Safe,
        BotKind::Expert,
    ];
    array(
        offered
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
