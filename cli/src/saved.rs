//! Saved games: `--save FILE` writes a game (or a match) after every action, twice: as the
//! session's saved form ([`ssangryuk_session::Saved`], JSON: the seats, where the dice come
//! from and the game's own record), from which `--resume FILE` continues it, and as a `.mat`
//! file that every backgammon program reads. `analyze` reads either back, and the bare
//! records (the `serde` form of [`Game`] and [`Match`]) that earlier versions wrote.
//!
//! FILE names both: `--save g.mat`, `--save g.json` and `--save g` all write `g.mat` and
//! `g.json`, and `--resume` reads `g.json` by the same rule (another extension is refused
//! before the game starts). The JSON holds what a `.mat` file cannot: a game from
//! `--position` (then only the JSON is written, and a line says so), the opening's tied
//! throws, dice entered by hand (marked as from outside the game), any rule set exactly as
//! played. Each file is written whole beside its place and then moved there, so a game cut
//! off mid-write leaves the last whole file.
//!
//! 윷놀이 (`yut play --save FILE`) writes the JSON alone, by the same names and the same
//! way ([`save_yut`]), and `yut play --resume FILE` reads it back ([`resume_yut`]).

use std::path::{Path, PathBuf};

use ssangryuk::formats::mat::{self, MatError};
use ssangryuk::{Game, Lang, Match, MatchFormat, MatchRecord, RuleSet};
use ssangryuk_session::ssangryuk::SsangryukSession;
use ssangryuk_session::yutnori::YutSession;

use crate::{input, seats, words};

/// The two files a `--save FILE` writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Paths {
    /// The `.mat` file.
    pub mat: PathBuf,
    /// The session's saved form, `.json`.
    pub record: PathBuf,
}

/// Why a `--save` (or `--resume`) name is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadSaveName {
    /// The option.
    pub option: &'static str,
    /// The name as given.
    pub file: String,
}

impl BadSaveName {
    /// Why, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        words::bad_value(
            lang,
            self.option,
            &self.file,
            &words::save_extension(lang),
            &words::save_accepted(lang),
        )
    }
}

/// The files `option` (`--save` or `--resume`) `file` names: `file` with the extension
/// `mat` and with `json`.
///
/// # Errors
/// A name with another extension than `.mat` or `.json` (in any case), or none at all.
pub fn paths(option: &'static str, file: &Path) -> Result<Paths, BadSaveName> {
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
            option,
            file: file.display().to_string(),
        }),
    }
}

/// Writes `text` to `path` whole: into a file beside it, then moved over it.
///
/// # Errors
/// Why not, in `lang`, with the file's name.
pub fn write_whole(path: &Path, text: &str, lang: Lang) -> Result<(), String> {
    let shown = path.display().to_string();
    let mut part = path.as_os_str().to_owned();
    part.push(".part");
    let part = PathBuf::from(part);
    std::fs::write(&part, text)
        .and_then(|()| std::fs::rename(&part, path))
        .map_err(|e| {
            let _ = std::fs::remove_file(&part);
            words::cannot_save(lang, &shown, &e.to_string())
        })
}

/// Writes `session` as `paths`' two files: the saved form, then the `.mat` file with the
/// players named by their seats ([`seats::player_id`]). A game from a set-up position has
/// no `.mat` form: then only the saved form is written, and the line saying so is returned.
///
/// # Errors
/// Why a file could not be written, in `lang`.
pub fn save(
    paths: &Paths,
    session: &SsangryukSession,
    lang: Lang,
) -> Result<Option<String>, String> {
    let text = ssangryuk_session::Saved::Ssangryuk(session.saved()).to_json();
    write_whole(&paths.record, &(text + "\n"), lang)?;
    let ids = session.seats().clone().map(|s| seats::player_id(&s));
    let names = [ids[0].as_str(), ids[1].as_str()];
    let contest = session.contest();
    let text = if contest.format() == MatchFormat::Single {
        mat::write_game(contest.game(), names)
    } else {
        mat::write_match(contest, names)
    };
    let shown = |p: &Path| p.display().to_string();
    match text {
        Err(e @ MatError::SetUpStart(_)) => {
            let why = ssangryuk::Error::from(e).message(lang);
            Ok(Some(words::mat_left_out(
                lang,
                &shown(&paths.mat),
                &why,
                &shown(&paths.record),
            )))
        }
        Err(e) => Err(words::cannot_save(
            lang,
            &shown(&paths.mat),
            &ssangryuk::Error::from(e).message(lang),
        )),
        Ok(text) => write_whole(&paths.mat, &text, lang).map(|()| None),
    }
}

/// Writes the 윷놀이 `session`'s saved form to `paths.record` (a 윷놀이 game has no `.mat`
/// form).
///
/// # Errors
/// Why the file could not be written, in `lang`.
pub fn save_yut(paths: &Paths, session: &YutSession, lang: Lang) -> Result<(), String> {
    let text = ssangryuk_session::Saved::Yutnori(session.saved()).to_json();
    write_whole(&paths.record, &(text + "\n"), lang)
}

/// The saved session `--resume file` names (its `.json`, named as `--save` names it), of
/// either game, read within [`ssangryuk_session::MAX_SAVED`] bytes; with the path read,
/// as shown.
///
/// # Errors
/// Why not, in `lang`: a bad name, a file that cannot be read or is too long, or not a
/// saved session.
pub fn read_saved(file: &Path, lang: Lang) -> Result<(ssangryuk_session::Saved, String), String> {
    let path = paths("--resume", file).map_err(|e| e.message(lang))?.record;
    let shown = path.display().to_string();
    let text = input::read_file(&path, ssangryuk_session::MAX_SAVED, lang)?;
    let saved = ssangryuk_session::Saved::from_json(&text)
        .map_err(|e| words::cannot_read(lang, &shown, &e.message(lang)))?;
    Ok((saved, shown))
}

/// The 쌍륙 session `--resume file` continues ([`read_saved`]): the same game, seats and
/// log.
///
/// # Errors
/// As [`read_saved`]; also a saved game of the other game, or a record that does not
/// replay.
pub fn resume(file: &Path, lang: Lang) -> Result<SsangryukSession, String> {
    let (saved, shown) = read_saved(file, lang)?;
    let refuse = |why: String| words::cannot_read(lang, &shown, &why);
    match saved {
        ssangryuk_session::Saved::Ssangryuk(saved) => {
            SsangryukSession::resume(&saved).map_err(|e| refuse(e.message(lang)))
        }
        _ => Err(refuse(words::not_ssangryuk(lang))),
    }
}

/// The 윷놀이 session `yut play --resume file` continues ([`read_saved`]): the same game,
/// seats, sticks and log.
///
/// # Errors
/// As [`read_saved`]; also a saved 쌍륙 game, or a record that does not replay.
pub fn resume_yut(file: &Path, lang: Lang) -> Result<YutSession, String> {
    let (saved, shown) = read_saved(file, lang)?;
    let refuse = |why: String| words::cannot_read(lang, &shown, &why);
    match saved {
        ssangryuk_session::Saved::Yutnori(saved) => {
            YutSession::resume(&saved).map_err(|e| refuse(e.message(lang)))
        }
        _ => Err(refuse(words::not_yutnori(lang))),
    }
}

/// Whether a file's text is a record (JSON) rather than a `.mat` file.
pub fn is_record(text: &str) -> bool {
    text.trim_start().starts_with('{')
}

/// What a JSON file holds: its games, and its players where it names them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Read {
    /// One game, or every game of a match so far.
    pub games: Vec<Game>,
    /// The players' ids ([`seats::player_id`]), for a saved session.
    pub players: Option<[String; 2]>,
}

/// The games of a JSON file: a saved session's (with its players), a match's record or a
/// game's. A file under other rules than `rules`, when given, is refused.
///
/// # Errors
/// Why, in `lang`: not JSON, none of the three, one that does not replay, or other rules.
pub fn read_record(text: &str, rules: Option<RuleSet>, lang: Lang) -> Result<Read, String> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| words::not_a_record(lang, &e.to_string()))?;
    let not_one = || words::not_a_record(lang, &words::record_fields(lang));
    let object = value.as_object().ok_or_else(not_one)?;
    let replay = |record: MatchRecord| -> Result<Vec<Game>, String> {
        let m = Match::try_from(record).map_err(|e| ssangryuk::Error::from(e).message(lang))?;
        Ok(m.games().cloned().collect())
    };
    let read = if object.contains_key("game") {
        let saved = ssangryuk_session::Saved::from_json(text).map_err(|e| e.message(lang))?;
        let saved = match saved {
            ssangryuk_session::Saved::Ssangryuk(saved) => saved,
            _ => return Err(words::not_ssangryuk(lang)),
        };
        // The players as the game's screen named them: a bot by its name, a person by
        // theirs (or as a person).
        let players = saved.seats.clone().map(|s| match s {
            ssangryuk_session::Seat::Bot(bot) => bot.name(lang).to_owned(),
            ssangryuk_session::Seat::Person(None) => words::Word::Person.get(lang).to_owned(),
            seat => seats::player_id(&seat),
        });
        Read {
            games: replay(saved.record)?,
            players: Some(players),
        }
    } else if object.contains_key("games") {
        let record: MatchRecord =
            serde_json::from_value(value).map_err(|e| words::not_a_record(lang, &e.to_string()))?;
        Read {
            games: replay(record)?,
            players: None,
        }
    } else if object.contains_key("actions") {
        let record: ssangryuk::GameRecord =
            serde_json::from_value(value).map_err(|e| words::not_a_record(lang, &e.to_string()))?;
        let game = Game::try_from(record).map_err(|e| ssangryuk::Error::from(e).message(lang))?;
        Read {
            games: vec![game],
            players: None,
        }
    } else {
        return Err(not_one());
    };
    match (rules, read.games.first()) {
        (Some(asked), Some(g)) if asked != *g.rules() => Err(words::record_rules(
            lang,
            &g.rules().to_string(),
            &asked.to_string(),
        )),
        _ => Ok(read),
    }
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
        let save = |f: &str| paths("--save", Path::new(f));
        assert_eq!(save("d/g.mat"), Ok(both("d/g.mat", "d/g.json")));
        assert_eq!(save("g.json"), Ok(both("g.mat", "g.json")));
        assert_eq!(save("g.MAT"), Ok(both("g.mat", "g.json")));
        assert_eq!(save("g"), Ok(both("g.mat", "g.json")));
        for bad in ["g.txt", "g.svg", "", ".."] {
            let e = save(bad).unwrap_err();
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
            assert_eq!(
                read_record(&text, None, Lang::En).unwrap().games,
                vec![g.clone()]
            );
            assert_eq!(
                read_record(&text, Some(v.rules()), Lang::En).unwrap().games,
                vec![g]
            );
        }
        let mut m = Match::new(Variant::Mcst.rules(), 5, MatchFormat::BestOf(3)).unwrap();
        let (mut b, mut w) = (BotKind::Greedy.build(1), BotKind::Safe.build(2));
        bot::play_out(m.game_mut(), b.as_mut(), w.as_mut()).unwrap();
        m.next_game().unwrap();
        bot::play_turn(m.game_mut(), b.as_mut(), w.as_mut()).unwrap();
        let text = serde_json::to_string(&m).unwrap();
        let games = read_record(&text, None, Lang::Ko).unwrap().games;
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

    /// A session with hand-entered dice is saved after a few actions as its saved form and
    /// a `.mat` file (players named by their seats); the saved form reads back as the same
    /// game for `analyze`, with its players, and resumes as the same session.
    #[test]
    fn a_saved_session_reads_back_and_resumes_as_the_same_game() {
        use ssangryuk_session::ssangryuk::{Next, Setup};
        use ssangryuk_session::Throws;
        let dir = std::env::temp_dir().join(format!("ssangryuk-saved-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let mut setup = Setup::against(Variant::App.rules(), 4, BotKind::Greedy);
        setup.seats[0] = "human:철수".parse().unwrap();
        setup.throws = Throws::Hand;
        let mut s = SsangryukSession::new(setup).unwrap();
        s.enter_dice(ssangryuk::Roll::new(6, 2).unwrap()).unwrap();
        s.play_nth(0).unwrap();
        s.enter_dice(ssangryuk::Roll::new(3, 3).unwrap()).unwrap();
        assert_eq!(s.next(), Next::Bot(ssangryuk::Side::White));
        s.bot_turn().unwrap();
        let p = paths("--save", &dir.join("g")).unwrap();
        assert_eq!(save(&p, &s, Lang::Ko), Ok(None));
        let text = std::fs::read_to_string(&p.record).unwrap();
        assert!(
            text.starts_with(
                r#"{"game":"ssangryuk","seats":["human:철수","greedy"],"throws":"hand""#
            ),
            "{text}"
        );
        let read = read_record(&text, None, Lang::En).unwrap();
        assert_eq!(read.games, vec![s.game().clone()]);
        assert_eq!(
            read.players,
            Some(["철수".to_owned(), "greedy bot".to_owned()])
        );
        let mat = std::fs::read_to_string(&p.mat).unwrap();
        let file = mat::read(&mat, Variant::App.rules()).unwrap();
        assert_eq!(file.players, ["철수".to_owned(), "greedy".to_owned()]);
        for name in ["g", "g.json", "g.mat"] {
            let again = resume(&dir.join(name), Lang::Ko).unwrap();
            assert_eq!(again.game(), s.game());
            assert_eq!(again.log(), s.log());
        }
        let e = resume(&dir.join("none"), Lang::Ko).unwrap_err();
        assert!(e.contains("none.json: 읽을 수 없습니다"), "{e}");
        let e = resume(&dir.join("g.txt"), Lang::En).unwrap_err();
        assert!(e.contains("--resume"), "{e}");
        std::fs::write(&p.record, "{\"rules\":\"app\"}").unwrap();
        let e = resume(&dir.join("g"), Lang::En).unwrap_err();
        assert!(e.contains("cannot be read"), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
