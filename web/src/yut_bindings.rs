//! The 윷놀이 page's exports, thin wrappers over [`YutSession`], [`YutChooser`] and the
//! `yutnori` library's text. Answers are JSON text, as for the 쌍륙 page.
#![allow(unsafe_code)] // wasm-bindgen's generated glue only; nothing here is hand-written unsafe.

use ssangryuk::Lang;
use wasm_bindgen::prelude::wasm_bindgen;
use yutnori::bot::BotKind;
use yutnori::{Variant, YutRules};

use crate::json::{array, Obj};
use crate::yut::{YutChooser, YutSession};

/// `ko` or `en` (Korean for anything else).
fn lang(code: &str) -> Lang {
    code.parse().unwrap_or(Lang::Ko)
}

/// The bots the page offers: every one but `solved`, which needs a solved table the page
/// does not have.
pub const YUT_BOTS: [BotKind; 4] = [
    BotKind::Random,
    BotKind::Greedy,
    BotKind::Expecti,
    BotKind::Expert,
];

/// A 윷놀이 game against bots (see [`YutSession`]).
#[wasm_bindgen]
pub struct YutGame {
    session: YutSession,
}

#[wasm_bindgen]
impl YutGame {
    /// Game `number` under `rules` (a variant id or rule text) with `sides`, `members` and
    /// `pieces` (0: the rules' own), `bot` on every side but the player's (side 1).
    ///
    /// # Errors
    /// The library's refusal of the rules, a count or the bot, in `lang`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        rules: &str,
        sides: u8,
        members: u8,
        pieces: u8,
        number: u32,
        bot: &str,
        lang_code: &str,
    ) -> Result<YutGame, String> {
        let lang = lang(lang_code);
        let rules = crate::yut::rules(rules, sides, members, pieces, lang)?;
        let bot: BotKind = bot
            .parse()
            .map_err(|e: yutnori::ParseError| e.message(lang))?;
        Ok(YutGame {
            session: YutSession::new(rules, u64::from(number), bot, lang),
        })
    }

    /// The game saved as `text` ([`YutGame::saved`], from the browser's storage or a
    /// link), to go on with.
    ///
    /// # Errors
    /// Why it cannot be resumed, in `lang`.
    pub fn resume(text: &str, lang_code: &str) -> Result<YutGame, String> {
        YutSession::resume(text, lang(lang_code)).map(|session| YutGame { session })
    }

    /// The game as saved (JSON), to keep and to put in a link.
    #[must_use]
    pub fn saved(&self) -> String {
        self.session.saved()
    }

    /// Everything to draw (JSON; see [`YutSession::state`]).
    #[must_use]
    pub fn state(&self) -> String {
        self.session.state()
    }

    /// Switches the language (`ko`/`en`), the log's too.
    pub fn set_lang(&mut self, code: &str) {
        self.session.set_lang(lang(code));
    }

    /// The next throw, the player's or a bot's.
    pub fn throw_sticks(&mut self) -> String {
        self.session.throw()
    }

    /// Where the player's pieces at `from` may go (see [`YutSession::targets`]).
    #[must_use]
    pub fn targets(&self, from: u8) -> String {
        self.session.targets(from)
    }

    /// Moves the player's pieces (see [`YutSession::act`]).
    pub fn act(&mut self, from: u8, to: u8, throw: &str) -> String {
        self.session.act(from, to, throw)
    }

    /// The player passes (see [`YutSession::pass`]).
    pub fn pass(&mut self) -> String {
        self.session.pass()
    }

    /// What the bot's worker needs, or `null` (see [`YutSession::bot_request`]).
    #[must_use]
    pub fn bot_request(&self) -> String {
        self.session.bot_request()
    }

    /// Applies the bot's action (see [`YutSession::bot_play`]).
    pub fn bot_play(&mut self, action: &str) -> String {
        self.session.bot_play(action)
    }
}

/// A 윷놀이 bot deciding in the Web Worker: one per side and game.
#[wasm_bindgen]
pub struct YutBot {
    chooser: YutChooser,
}

#[wasm_bindgen]
impl YutBot {
    /// The bot `kind` seeded with `seed`.
    ///
    /// # Errors
    /// The library's refusal of an unknown bot (in English).
    #[wasm_bindgen(constructor)]
    pub fn new(kind: &str, seed: f64) -> Result<YutBot, String> {
        let kind: BotKind = kind
            .parse()
            .map_err(|e: yutnori::ParseError| e.to_string())?;
        // The seed travels as a JavaScript number: exact up to 2^53, which is all it needs.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let seed = seed as u64;
        Ok(YutBot {
            chooser: YutChooser::new(kind, seed),
        })
    }

    /// The bot's action (text form) in the game `record` replays to (the game's serde form,
    /// see [`YutSession::bot_request`]).
    ///
    /// # Errors
    /// Why there is none.
    pub fn choose(&mut self, record: &str) -> Result<String, String> {
        self.chooser.choose(record)
    }
}

/// The variants, `[{"id":…,"name":…,"description":…}…]`.
#[wasm_bindgen]
#[must_use]
pub fn yut_variants(lang_code: &str) -> String {
    let lang = lang(lang_code);
    array(Variant::ALL.iter().map(|v| {
        Obj::new()
            .str("id", v.id())
            .str("name", v.name(lang))
            .str("description", v.description(lang))
            .end()
    }))
}

/// The bots the page offers, `[{"id":…,"name":…}…]`.
#[wasm_bindgen]
#[must_use]
pub fn yut_bots(lang_code: &str) -> String {
    let lang = lang(lang_code);
    array(
        YUT_BOTS
            .iter()
            .map(|b| Obj::new().str("id", b.id()).str("name", b.name(lang)).end()),
    )
}

/// The rules-and-sources table of `rules` (a variant id or rule text) as HTML.
///
/// # Errors
/// The library's refusal of the text, in `lang`.
#[wasm_bindgen]
pub fn yut_rules_html(rules: &str, lang_code: &str) -> Result<String, String> {
    let lang = lang(lang_code);
    let rules: YutRules = rules
        .parse()
        .map_err(|e: yutnori::YutRulesParseError| e.message(lang))?;
    Ok(table_html(&yutnori::rules_table(&rules, lang)))
}

/// The library's rules table (indented text: a heading, each rule with its value at two
/// spaces, its citations at six) as HTML, every word escaped.
#[must_use]
pub fn table_html(table: &str) -> String {
    use crate::markdown::escape;
    let mut out = String::new();
    for (i, line) in table.lines().enumerate() {
        let t = line.trim();
        if t.is_empty() {
            continue;
        }
        let indent = line.len() - line.trim_start().len();
        let (open, close) = match (i, indent) {
            (0, _) => ("<h2>", "</h2>"),
            (_, 0) => ("<h3>", "</h3>"),
            (_, 1..=3) => ("<p class=\"rule\"><strong>", "</strong></p>"),
            _ => ("<p class=\"cite\">", "</p>"),
        };
        out.push_str(open);
        out.push_str(&escape(t));
        out.push_str(close);
        out.push('\n');
    }
    out
}
