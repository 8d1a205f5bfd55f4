//! Saved games: `--save FILE` writes a game (or a match) twice, as a `.mat` file that every
//! backgammon program reads and as the crate's own record (the `serde` form of
//! [`Game`] and [`Match`], as JSON), and `analyze` reads either back.
//!
//! FILE names both: `--save g.mat`, `--save g.json` and `--save g` all write `g.mat` and
//! `g.json` (another extension is refused before the game starts). The record holds what a
//! `.mat` file cannot: a game from `--position` (then only the record is written, and a
//! line says so), the opening's tied throws, any rule set exactly as played.

use std::path::{Path, PathBuf};

use ssangryuk::formats::mat::{self, MatError};
use ssangryuk::{Game, Lang, Match, MatchRecord, RuleSet};

use crate::words;

/// The two files a `--save FILE` writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Paths {
    /// The `.mat` file.
    pub mat: PathBuf,
    /// The record, `.json`.
    pub record: PathBuf,
}

/// Why a `--save` name is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadSaveName {
    /// The name as given.
    pub file: String,
}

impl BadSaveName {
    /// Why, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        words::bad_value(
            lang,
            "--save",
            &self.file,
            &words::save_extension(lang),
            &words::save_accepted(lang),
        )
    }
}

/// The files `--save file` writes: `file` with the extension `mat` and with `json`.
///
/// # Errors
/// A name with another extension than `.mat` or `.json` (in any case), or none at all.
pub fn paths(file: &Path) -> Result<Paths, BadSaveName> {
    let ext = file
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase());
    let named = file.file_stem().is_some_and(|s| !s.is_empty());
    match ext.as_deref() {
        None | Some("mat" | "json") if named => Ok(Paths {
            mat: file.with_extension("mat"),
            record: file.with_extension("json"),
        }),
        _ => Err(BadSaveName {
            file: file.display().to_string(),
        }),
    }
}

/// What is saved.
#[derive(Clone, Copy, Debug)]
pub enum Saved<'a> {
    /// One game.
    Game(&'a Game),
    /// A match, every game so far.
    Match(&'a Match),
}

/// Writes `what` as `file`'s two files ([`paths`]), the players named `names` in the
/// `.mat` file. A game from a set-up position is written as the record alone, with a line
/// on standard error saying why.
pub fn save(file: &Path, what: Saved<'_>, names: [&str; 2], lang: Lang) -> Result<(), String> {
    let p = paths(file).map_err(|e| e.message(lang))?;
    let shown = |p: &Path| p.display().to_string();
    let record = match what {
        Saved::Game(g) => serde_json::to_string(g),
        Saved::Match(m) => serde_json::to_string(m),
    }
    .map_err(|e| words::cannot_save(lang, &shown(&p.record), &e.to_string()))?;
    std::fs::write(&p.record, record + "\n")
        .map_err(|e| words::cannot_save(lang, &shown(&p.record), &e.to_string()))?;
    let text = match what {
        Saved::Game(g) => mat::write_game(g, names),
        Saved::Match(m) => mat::write_match(m, names),
    };
    match text {
        Err(e @ MatError::SetUpStart(_)) => {
            let why = ssangryuk::Error::from(e).message(lang);
            let line = words::mat_left_out(lang, &shown(&p.mat), &why, &shown(&p.record));
            eprintln!("ssangryuk: {line}");
            Ok(())
        }
        Err(e) => Err(words::cannot_save(
            lang,
            &shown(&p.mat),
            &ssangryuk::Error::from(e).message(lang),
        )),
        Ok(text) => std::fs::write(&p.mat, text)
            .map_err(|e| words::cannot_save(lang, &shown(&p.mat), &e.to_string())),
    }
}

/// Whether a file's text is a record (JSON) rather than a `.mat` file.
pub fn is_record(text: &str) -> bool {
    text.trim_start().starts_with('{')
}

/// The games of a record: one for a game's, every game so far for a match's. A record
/// under other rules than `rules`, when given, is refused.
///
/// # Errors
/// Why, in `lang`: not JSON, neither a game's nor a match's record, one that does not
/// replay, or other rules.
pub fn read_record(text: &str, rules: Option<RuleSet>, lang: Lang) -> Result<Vec<Game>, String> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| words::not_a_record(lang, &e.to_string()))?;
    let not_one = || words::not_a_record(lang, &words::record_fields(lang));
    let object = value.as_object().ok_or_else(not_one)?;
    let games = if object.contains_key("games") {
        let record: MatchRecord =
            serde_json::from_value(value).map_err(|e| words::not_a_record(lang, &e.to_string()))?;
        let games = match_games(&record).map_err(|e| e.message(lang))?;
        Match::try_from(record).map_err(|e| ssangryuk::Error::from(e).message(lang))?;
        games
    } else if object.contains_key("actions") {
        let record: ssangryuk::GameRecord =
            serde_json::from_value(value).map_err(|e| words::not_a_record(lang, &e.to_string()))?;
        vec![Game::try_from(record).map_err(|e| ssangryuk::Error::from(e).message(lang))?]
    } else {
        return Err(not_one());
    };
    match (rules, games.first()) {
        (Some(asked), Some(g)) if asked != *g.rules() => Err(words::record_rules(
            lang,
            &g.rules().to_string(),
            &asked.to_string(),
        )),
        _ => Ok(games),
    }
}

/// A match record's games, each replayed from its own number as [`Match`] numbers them.
fn match_games(r: &MatchRecord) -> Result<Vec<Game>, ssangryuk::Error> {
    r.games
        .iter()
        .enumerate()
        .map(|(index, actions)| {
            let record = ssangryuk::GameRecord {
                rules: r.rules,
                number: Match::game_number(r.number, index as u64),
                start: None,
                actions: actions.clone(),
                rolls: r.rolls,
            };
            Game::try_from(record).map_err(ssangryuk::Error::from)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssangryuk::bot::{self, BotKind};
    use ssangryuk::{MatchFormat, Variant};

    #[test]
    fn one_name_gives_both_files_and_other_extensions_are_refused() {
        let both = |mat: &str, json: &str| Paths {
            mat: PathBuf::from(mat),
            record: PathBuf::from(json),
        };
        assert_eq!(paths(Path::new("d/g.mat")), Ok(both("d/g.mat", "d/g.json")));
        assert_eq!(paths(Path::new("g.json")), Ok(both("g.mat", "g.json")));
        assert_eq!(paths(Path::new("g.MAT")), Ok(both("g.mat", "g.json")));
        assert_eq!(paths(Path::new("g")), Ok(both("g.mat", "g.json")));
        for bad in ["g.txt", "g.svg", "", ".."] {
            let e = paths(Path::new(bad)).unwrap_err();
            assert_eq!(e.file, bad);
            assert!(
                e.message(Lang::En).contains(".mat"),
                "{}",
                e.message(Lang::En)
            );
            assert!(e.message(Lang::Ko).contains("--save"));
        }
    }

    fn game(v: Variant, number: u64) -> Game {
        let mut g = Game::new(v.rules(), number);
        let (mut b, mut w) = (BotKind::Greedy.build(1), BotKind::Safe.build(2));
        bot::play_out(&mut g, b.as_mut(), w.as_mut()).unwrap();
        g
    }

    /// Every variant's game comes back from its record as it was played; a match's
    /// games come back in order.
    #[test]
    fn records_read_back_as_the_games_they_hold() {
        for v in Variant::ALL {
            let g = game(v, 3);
            let text = serde_json::to_string(&g).unwrap();
            assert!(is_record(&text));
            assert_eq!(read_record(&text, None, Lang::En).unwrap(), vec![g.clone()]);
            assert_eq!(
                read_record(&text, Some(v.rules()), Lang::En).unwrap(),
                vec![g]
            );
        }
        let mut m = Match::new(Variant::Mcst.rules(), 5, MatchFormat::BestOf(3)).unwrap();
        let (mut b, mut w) = (BotKind::Greedy.build(1), BotKind::Safe.build(2));
        bot::play_out(m.game_mut(), b.as_mut(), w.as_mut()).unwrap();
        m.next_game().unwrap();
        bot::play_turn(m.game_mut(), b.as_mut(), w.as_mut()).unwrap();
        let text = serde_json::to_string(&m).unwrap();
        let games = read_record(&text, None, Lang::Ko).unwrap();
        assert_eq!(games.len(), 2);
        assert!(games[0].outcome().is_some());
        assert_eq!(&games[1], m.game());
    }

    #[test]
    fn a_bad_record_is_refused_saying_why_in_both_languages() {
        let g = game(Variant::App, 2);
        let text = serde_json::to_string(&g).unwrap();
        let other = read_record(&text, Some(Variant::L1931.rules()), Lang::En).unwrap_err();
        assert!(other.contains("app") && other.contains("l1931"), "{other}");
        let ko = read_record(&text, Some(Variant::L1931.rules()), Lang::Ko).unwrap_err();
        assert!(ko.contains("app") && ko.contains("규칙"), "{ko}");
        for (bad, why) in [
            ("{\"rules\": \"app\"", "EOF"),
            ("[1, 2]", "actions"),
            ("{\"rules\": \"app\", \"number\": 1}", "actions"),
            (
                "{\"rules\": \"nonsense\", \"number\": 1, \"actions\": []}",
                "nonsense",
            ),
        ] {
            let e = read_record(bad, None, Lang::En).unwrap_err();
            assert!(e.contains("record") && e.contains(why), "{bad}: {e}");
            assert!(read_record(bad, None, Lang::Ko)
                .unwrap_err()
                .contains("기록"));
        }
        // Another game number: the rolls are not that game's own, and the replay says so.
        let forged = text.replacen("\"number\":2,", "\"number\":3,", 1);
        assert_ne!(forged, text);
        let e = read_record(&forged, None, Lang::En).unwrap_err();
        assert!(e.contains("roll"), "{e}");
    }
}
