//! `ssangryuk`: 쌍륙 (and 윷놀이, `ssangryuk yut`) in the terminal.
//!
//! - `ssangryuk play`: a full-screen board against one of the library's bots, or people
//!   taking turns on one screen (`--bot human`, `--seat`), with the game's dice or real dice
//!   typed in (`--dice hand`), saved after every action (`--save`) and continued
//!   (`--resume`); `--plain` reads dice and plays from standard input instead, for scripts
//!   and screen readers;
//! - `ssangryuk watch`: two bots play (`--plain` prints the game as text);
//! - `ssangryuk rules <variant>`: the rules-and-sources table, wrapped for the terminal;
//! - `ssangryuk analyze FILE`: every decision of the games of a `.mat` file or of a saved
//!   record (`play --save` and `watch --save` write both) rated against the best play
//!   (`--json`, `--plot FILE.svg`);
//! - `ssangryuk yut play` and `ssangryuk yut watch`: 윷놀이, full screen or `--plain`, with
//!   the same seats (`--bot human`, `--seat 2.1=human:철수` for a team's member), real sticks
//!   (`--sticks hand`), `--save` and `--resume`;
//! - `ssangryuk arena` and `ssangryuk variants`: the bot arena and the variant study, with a
//!   progress bar on standard error.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod analyze;
mod board;
mod chart;
mod input;
mod keys;
mod pace;
mod plain;
mod saved;
mod seats;
mod study;
mod table;
mod text;
mod tui;
mod words;
mod yut;

use std::ffi::OsString;
use std::process::ExitCode;

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};
use ssangryuk::bot::{BotKind, UnknownBot};
use ssangryuk::{Lang, MatchFormat, Roll, RuleSet, RuleSetParseError, Side, UnknownLang};
use ssangryuk_session::ssangryuk::{Setup, SsangryukSession};
use ssangryuk_session::{Seat, SeatError, Throws};

use seats::{SeatArg, SeatArgError};
use table::Table;

/// 쌍륙 (ssangryuk), the Korean relative of backgammon, in the terminal.
#[derive(Parser, Debug)]
#[command(name = "ssangryuk", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Play a game (or a best-of-three match) against a bot, or with people on one screen.
    Play(PlayArgs),
    /// Watch two bots play.
    Watch(WatchArgs),
    /// Print a variant's rules with their sources, wrapped for the terminal.
    Rules(RulesArgs),
    /// Two bots play seeded games in pairs (the same dice, seats swapped).
    Arena(ArenaArgs),
    /// One bot pair over every preset: how the rules change the game.
    Variants(VariantsArgs),
    /// Rate every decision of a saved game (`.mat` or the crate's record) against the best play.
    Analyze(AnalyzeArgs),
    /// 윷놀이: play against the yutnori bots or with people on one screen, or watch the bots.
    Yut(yut::YutArgs),
}

#[derive(Args, Debug)]
struct AnalyzeArgs {
    /// A `.mat` file or a game's or match's record (`.json`); `play --save` and `watch
    /// --save` write both.
    file: std::path::PathBuf,
    /// The rules to read it under (default: the ones the file names; backgammon, l1931,
    /// when a `.mat` file names none). A file under other rules is refused.
    #[arg(long, short)]
    rules: Option<RuleSet>,
    /// How many rolls deep to search: 0, 1 or 2.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(0..=2))]
    plies: u8,
    /// One JSON object a line for each decision, then each game's summary.
    #[arg(long)]
    json: bool,
    /// Also draw the equity charts as an SVG file: one panel a game, in the file's order.
    #[arg(long)]
    plot: Option<std::path::PathBuf>,
    /// ko or en.
    #[arg(long, default_value = "ko")]
    lang: Lang,
    /// How the plays name points, as on the game's screen: `labels` (상1–상12, 하1–하12;
    /// the default in Korean) or `own` (each side's own path numbers; the default in
    /// English).
    #[arg(long, value_enum)]
    numbers: Option<NumbersArg>,
}

/// The options every game shares.
#[derive(Args, Debug, Clone)]
struct GameArgs {
    /// The variant: a preset id (app, mcst, sixteen, l1931, culin, bansugoroku) or a rule
    /// text such as `app;cap=6`.
    #[arg(long, short, default_value = "app")]
    rules: RuleSet,
    /// The game number: game N's dice replay, and the bots are seeded with N.
    #[arg(long, short, default_value_t = 1, allow_negative_numbers = true)]
    game: u64,
    /// Start from a position instead of the rules' layout: a GNU Backgammon position ID
    /// (black to move, or `ID:matchID`) or an XGID (`XGID=…`); 15-checker rules only.
    #[arg(long)]
    position: Option<String>,
    /// The language of the screen and of the messages: ko or en.
    #[arg(long, default_value = "ko")]
    lang: Lang,
    /// How points are named on screen: `labels` (the board's 상1–상12, 하1–하12; the default
    /// in Korean) or `own` (the player's own path numbers 1–24; the default in English).
    #[arg(long, value_enum)]
    numbers: Option<NumbersArg>,
    /// Save the game (or the match) after every action, twice: `--save g.mat` (or `g.json`,
    /// or `g`) writes `g.json`, the saved game `play --resume g` continues (every variant,
    /// `--position` games and hand dice too), and `g.mat` for other programs; `ssangryuk
    /// analyze` reads either.
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
}

impl GameArgs {
    /// Whether points are named by the player's own numbers.
    fn own_numbers(&self) -> bool {
        match self.numbers {
            Some(NumbersArg::Own) => true,
            Some(NumbersArg::Labels) => false,
            None => self.lang == Lang::En,
        }
    }
}

/// The numbering on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum NumbersArg {
    /// The board's 상/하 labels.
    Labels,
    /// The player's own numbers 1–24.
    Own,
}

#[derive(Args, Debug)]
struct PlayArgs {
    #[command(flatten)]
    game: GameArgs,
    /// The other side: a bot (random, greedy 욕심 봇, safe 안전 봇, classic, expert 고수 봇),
    /// or `human` for two people taking turns on one screen (`human:NAME` names them).
    #[arg(long, short, default_value = "expert", value_name = "SEAT")]
    bot: Seat<BotKind>,
    /// The side you play: black (흑, the lower side) or white (백, the upper side).
    #[arg(long, short, value_enum, default_value_t = SideArg::Black)]
    side: SideArg,
    /// Who sits at one side, by its number: 1 is black (흑, who plays first), 2 white (백);
    /// `human`, `human:NAME` or a bot, e.g. `--seat 1=human:철수 --seat 2=human:영희`.
    #[arg(long = "seat", value_name = "SIDE=SEAT")]
    seats: Vec<SeatArg<BotKind>>,
    /// Where the dice come from: `drawn` (game N's own dice) or `hand` (real dice thrown at
    /// the table and typed in, for the bots' turns too; the record marks them).
    #[arg(long, value_enum, default_value_t = DiceArg::Drawn)]
    dice: DiceArg,
    /// Play a match, best of three games ("보통 세 번 겨뤄 두 동 이상이면 최종 승리").
    #[arg(long = "match")]
    best_of_three: bool,
    /// Line mode: read dice and plays (by number or in notation) from standard input, one
    /// a line, and print the game as text (for scripts and screen readers).
    #[arg(long)]
    plain: bool,
    /// Continue the game saved in FILE (named as `--save` names it) with its rules, seats
    /// and dice; it goes on being saved there.
    #[arg(
        long,
        value_name = "FILE",
        conflicts_with_all = ["rules", "game", "position", "bot", "side", "seats", "dice", "best_of_three"]
    )]
    resume: Option<PathBuf>,
}

/// Where the dice come from, on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum DiceArg {
    /// The game's own dice: game N's replay.
    Drawn,
    /// Real dice thrown at the table, typed in.
    Hand,
}

impl From<DiceArg> for Throws {
    fn from(d: DiceArg) -> Throws {
        match d {
            DiceArg::Drawn => Throws::Drawn,
            DiceArg::Hand => Throws::Hand,
        }
    }
}

#[derive(Args, Debug)]
struct WatchArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Black's bot.
    #[arg(long, default_value = "expert")]
    black: BotKind,
    /// White's bot.
    #[arg(long, default_value = "safe")]
    white: BotKind,
    /// Print the whole game as text instead (the same every time for the same game
    /// number); the last line names the winner and the points.
    #[arg(long)]
    plain: bool,
    /// Milliseconds between turns on the full screen.
    #[arg(long, default_value_t = 700, allow_negative_numbers = true)]
    delay: u64,
}

#[derive(Args, Debug)]
struct RulesArgs {
    /// A preset id or a rule text.
    #[arg(default_value = "app")]
    rules: RuleSet,
    /// ko or en.
    #[arg(long, default_value = "ko")]
    lang: Lang,
    /// Wrap to this many columns (default: the terminal's width, or 80).
    #[arg(long, conflicts_with = "markdown", allow_negative_numbers = true)]
    width: Option<usize>,
    /// Print the table as Markdown (`ssangryuk::rules_table`), unwrapped.
    #[arg(long)]
    markdown: bool,
}

#[derive(Args, Debug)]
struct ArenaArgs {
    /// The first bot.
    a: BotKind,
    /// The second bot.
    b: BotKind,
    /// The variant.
    #[arg(long, short, default_value = "app")]
    rules: RuleSet,
    /// Games (played in pairs).
    #[arg(long, default_value_t = 1000, allow_negative_numbers = true)]
    games: usize,
    /// The seed of the first pair.
    #[arg(long, default_value_t = 1, allow_negative_numbers = true)]
    seed: u64,
    /// Threads (default: the machine's).
    #[arg(long, allow_negative_numbers = true)]
    jobs: Option<usize>,
    /// How many rolls ahead classic and expert look: 0, 1 or 2 for both, or `A,B` (e.g.
    /// `2,1`) for each.
    #[arg(long, default_value = "1", value_delimiter = ',', value_parser = clap::value_parser!(u8).range(0..=2))]
    plies: Vec<u8>,
}

#[derive(Args, Debug)]
struct VariantsArgs {
    /// The first bot.
    #[arg(default_value = "expert")]
    a: BotKind,
    /// The second bot.
    #[arg(default_value = "expert")]
    b: BotKind,
    /// Games a preset.
    #[arg(long, default_value_t = 1000, allow_negative_numbers = true)]
    games: usize,
    /// The seed.
    #[arg(long, default_value_t = 1, allow_negative_numbers = true)]
    seed: u64,
}

/// A side on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum SideArg {
    /// 흑, the lower side.
    Black,
    /// 백, the upper side.
    White,
}

impl From<SideArg> for Side {
    fn from(s: SideArg) -> Side {
        match s {
            SideArg::Black => Side::Black,
            SideArg::White => Side::White,
        }
    }
}

/// The start position `--position` names, read under `--rules`, with the dice it says
/// are rolled (an XGID's dice field, a match ID's dice): the game starts with them, not
/// with a roll of its own.
fn start(args: &GameArgs) -> Result<Option<(ssangryuk::Position, Option<Roll>)>, String> {
    let Some(text) = &args.position else {
        return Ok(None);
    };
    let (text, lang) = (text.trim(), args.lang);
    let refuse = |why: &str| {
        words::bad_value(
            lang,
            "--position",
            text,
            why,
            &words::position_accepted(lang),
        )
    };
    let read = ssangryuk::formats::read_id(args.rules, text)
        .map_err(|e| refuse(&ssangryuk::Error::from(e).message(lang)))?;
    if read.position.winner().is_some() {
        return Err(refuse(&words::position_over(lang)));
    }
    Ok(Some((read.position, read.dice)))
}

/// The files `--save` names (a resumed game's own where none is given), checked before the
/// game rather than refused once it is played.
fn save_paths(args: &GameArgs, resume: Option<&PathBuf>) -> Result<Option<saved::Paths>, String> {
    let named = match (&args.save, resume) {
        (Some(file), _) => Some(("--save", file)),
        (None, Some(file)) => Some(("--resume", file)),
        (None, None) => None,
    };
    named
        .map(|(option, file)| saved::paths(option, file))
        .transpose()
        .map_err(|e| e.message(args.lang))
}

/// The table `play` asks for: a saved game resumed, or a new one with its seats and dice.
fn play_table(a: &PlayArgs) -> Result<Table, String> {
    let lang = a.game.lang;
    let save = save_paths(&a.game, a.resume.as_ref())?;
    let own = a.game.own_numbers();
    if let Some(file) = &a.resume {
        return Ok(Table::new(saved::resume(file, lang)?, lang, own, save));
    }
    let you = match a.side {
        SideArg::Black => 1,
        SideArg::White => 2,
    };
    let seats = seats::seats(2, 1, you, &a.bot, &a.seats)
        .map_err(|e| format!("--seat: {}", e.message(lang)))?;
    let setup = Setup {
        rules: a.game.rules,
        number: a.game.game,
        format: if a.best_of_three {
            MatchFormat::BestOf(3)
        } else {
            MatchFormat::Single
        },
        start: start(&a.game)?,
        seats: [seats[0].clone(), seats[1].clone()],
        throws: a.dice.into(),
    };
    let session = SsangryukSession::new(setup).map_err(|e| e.message(lang))?;
    Ok(Table::new(session, lang, own, save))
}

/// The table `watch` asks for: two bots, the game's own dice.
fn watch_table(a: &WatchArgs) -> Result<Table, String> {
    let lang = a.game.lang;
    let save = save_paths(&a.game, None)?;
    let setup = Setup {
        rules: a.game.rules,
        number: a.game.game,
        format: MatchFormat::Single,
        start: start(&a.game)?,
        seats: [Seat::Bot(a.black), Seat::Bot(a.white)],
        throws: Throws::Drawn,
    };
    let session = SsangryukSession::new(setup).map_err(|e| e.message(lang))?;
    Ok(Table::new(session, lang, a.game.own_numbers(), save))
}

/// The language to write command-line errors in, read before the rest is parsed: the
/// `--lang` given (anywhere on the line), else the app's default, Korean; `arena` and
/// `variants`, whose tables are the library's English ones, answer in English.
fn lang_of(args: &[OsString]) -> Lang {
    let mut it = args.iter().skip(1).filter_map(|a| a.to_str());
    let command = args.get(1).and_then(|a| a.to_str());
    let mut lang = match command {
        Some("arena" | "variants") => words::TABLE_LANG,
        _ => words::DEFAULT_LANG,
    };
    while let Some(a) = it.next() {
        let value = match a.strip_prefix("--lang") {
            Some("") => it.next(),
            Some(v) => v.strip_prefix('='),
            None => None,
        };
        if let Some(l) = value.and_then(|v| v.parse().ok()) {
            lang = l;
        }
    }
    lang
}

/// A value clap refused, said in `lang`: the option, the value, the library's reason
/// where it has one, and what the option takes. Other errors (and `--help`) are clap's.
fn value_error(e: &clap::Error, lang: Lang) -> Option<String> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if !matches!(
        e.kind(),
        ErrorKind::ValueValidation | ErrorKind::InvalidValue
    ) {
        return None;
    }
    let text = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) => Some(v.join(", ")),
        _ => None,
    };
    let arg = text(ContextKind::InvalidArg)?;
    let value = text(ContextKind::InvalidValue).unwrap_or_default();
    // `--game <GAME>` → `--game`; a positional `[RULES]` keeps its brackets.
    let option = arg.split(' ').next().unwrap_or(&arg).to_owned();
    // The library's own reason, in `lang`, where the value's type is the library's.
    let library = |s: &(dyn std::error::Error + 'static)| -> Option<ssangryuk::Error> {
        if let Some(e) = s.downcast_ref::<RuleSetParseError>() {
            return Some(e.clone().into());
        }
        if let Some(e) = s.downcast_ref::<UnknownBot>() {
            return Some(e.clone().into());
        }
        s.downcast_ref::<UnknownLang>().map(|e| e.clone().into())
    };
    let why = std::error::Error::source(e)
        .and_then(|s| {
            if let Some(e) = s.downcast_ref::<SeatError>() {
                return Some(e.message(lang));
            }
            if let Some(e) = s.downcast_ref::<SeatArgError>() {
                return Some(e.message(lang));
            }
            library(s).map(|e| e.message(lang))
        })
        .unwrap_or_default();
    let presets: Vec<&str> = ssangryuk::Variant::ALL.iter().map(|v| v.id()).collect();
    let bots: Vec<&str> = BotKind::ALL.iter().map(|b| b.id()).collect();
    let accepted = match option.trim_matches(['<', '>', '[', ']']) {
        "--rules" | "-r" | "RULES" => words::rules_accepted(lang, &presets.join(", ")),
        "--game" | "-g" => words::whole_number(lang, 0, "--game 7"),
        "--seed" => words::whole_number(lang, 0, "--seed 7"),
        "--games" => words::whole_number(lang, 2, "--games 1000"),
        "--jobs" => words::whole_number(lang, 1, "--jobs 4"),
        "--delay" => words::whole_number(lang, 0, "--delay 700"),
        "--sides" => words::whole_number(lang, 2, "--sides 4"),
        "--members" => words::whole_number(lang, 1, "--members 2"),
        "--pieces" => words::whole_number(lang, 2, "--pieces 4"),
        "--side" | "-s" => words::whole_number(lang, 0, "--side 1"),
        "--width" => words::whole_number(lang, 0, "--width 80"),
        "--plies" => words::one_of(lang, "0, 1, 2"),
        "--lang" => words::one_of(lang, "ko, en"),
        "--bot" | "-b" | "--seat" => words::seat_accepted(lang, &bots.join(", ")),
        "--black" | "--white" | "A" | "B" => words::one_of(lang, &bots.join(", ")),
        _ => text(ContextKind::ValidValue)
            .map(|v| words::one_of(lang, &v))
            .unwrap_or_default(),
    };
    Some(words::bad_value(lang, &option, &value, &why, &accepted))
}

/// Any other refusal of the command line, said in Korean when that is the language (clap
/// says it in English); `--help`, `--version` and English refusals stay clap's.
fn command_line_error(e: &clap::Error, lang: Lang) -> Option<String> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    use words::CommandLine;
    let commands: Vec<String> = <Cli as clap::CommandFactory>::command()
        .get_subcommands()
        .map(|c| c.get_name().to_owned())
        .collect();
    let commands = commands.join(", ");
    let what = match e.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => return None,
        _ if words::clap_speaks(lang) => return None,
        ErrorKind::UnknownArgument => CommandLine::Unknown,
        ErrorKind::InvalidSubcommand => CommandLine::UnknownCommand(&commands),
        ErrorKind::MissingRequiredArgument | ErrorKind::MissingSubcommand | ErrorKind::NoEquals => {
            CommandLine::Missing
        }
        ErrorKind::ArgumentConflict => CommandLine::Conflict,
        _ => CommandLine::Other,
    };
    let arg = [ContextKind::InvalidArg, ContextKind::InvalidSubcommand]
        .into_iter()
        .find_map(|k| match e.get(k) {
            Some(ContextValue::String(s)) => Some(s.clone()),
            Some(ContextValue::Strings(v)) => Some(v.join(", ")),
            _ => None,
        })
        .unwrap_or_else(|| format!("{:?}", e.kind()));
    Some(words::bad_command_line(lang, what, &arg))
}

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().collect();
    let lang = lang_of(&args);
    // The help in the language asked (Korean by default), rendered from the word table.
    let parsed = if lang == Lang::En {
        Cli::try_parse_from(&args)
    } else {
        words::help::korean_help(<Cli as clap::CommandFactory>::command())
            .try_get_matches_from(&args)
            .and_then(|m| <Cli as clap::FromArgMatches>::from_arg_matches(&m))
    };
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) => match value_error(&e, lang).or_else(|| command_line_error(&e, lang)) {
            Some(message) => {
                eprintln!("ssangryuk: {message}");
                return ExitCode::from(2);
            }
            None => e.exit(),
        },
    };
    let result = match cli.command {
        Command::Play(a) => match play_table(&a) {
            Ok(table) if a.plain => plain::play(table, a.resume.is_some()),
            Ok(table) => tui::run(table, 600),
            Err(e) => {
                eprintln!("ssangryuk: {e}");
                return ExitCode::from(2);
            }
        },
        Command::Watch(a) => match watch_table(&a) {
            Ok(table) if a.plain => plain::watch(table),
            Ok(table) => tui::run(table, a.delay),
            Err(e) => {
                eprintln!("ssangryuk: {e}");
                return ExitCode::from(2);
            }
        },
        Command::Rules(a) => {
            if a.markdown {
                print!("{}", ssangryuk::rules_table(&a.rules, a.lang));
            } else {
                let width = a.width.unwrap_or_else(study::terminal_width);
                println!("{}", text::rules_text(&a.rules, a.lang, width));
            }
            Ok(())
        }
        Command::Arena(a) => {
            study::arena(a.rules, [a.a, a.b], a.games, a.seed, a.jobs, &a.plies, lang)
        }
        Command::Variants(a) => study::variants(a.a, a.b, a.games, a.seed, lang),
        Command::Yut(a) => match yut::prepare(a) {
            Ok(ready) => yut::run(ready),
            Err(e) => {
                eprintln!("ssangryuk: {e}");
                return ExitCode::from(2);
            }
        },
        Command::Analyze(a) => analyze::run(&analyze::Request {
            file: a.file,
            rules: a.rules,
            plies: a.plies,
            json: a.json,
            plot: a.plot,
            labels: match a.numbers {
                Some(NumbersArg::Own) => false,
                Some(NumbersArg::Labels) => true,
                None => a.lang != Lang::En,
            },
            lang: a.lang,
        }),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("ssangryuk: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// In Korean every command and option has Korean help, and `--help` shows no clap
    /// English (`Usage:`, `Options:`, `Print help`).
    #[test]
    fn the_help_is_korean_in_korean() {
        let cmd = words::help::korean_help(<Cli as clap::CommandFactory>::command());
        let mut missing = Vec::new();
        words::help::tests::missing(&cmd, "", &mut missing);
        assert!(missing.is_empty(), "{missing:?}");
        for line in [
            "ssangryuk --help",
            "ssangryuk play --help",
            "ssangryuk yut play -h",
        ] {
            let e = cmd.clone().try_get_matches_from(args(line)).unwrap_err();
            let text = e.render().to_string();
            assert!(
                text.contains("사용법: ssangryuk") && text.contains("옵션:"),
                "{text}"
            );
            for english in [
                "Usage:",
                "Options:",
                "Commands:",
                "Print help",
                "The ",
                "Possible",
            ] {
                assert!(!text.contains(english), "{english}\n{text}");
            }
        }
    }

    /// In Korean the values are named in Korean (`<규칙>`, `<파일>`, a 윷놀이 side a
    /// `<편>`), in the usage line too, and `help help` says what each command does in
    /// Korean; in English the names stay clap's.
    #[test]
    fn the_korean_help_names_values_and_the_help_commands_in_korean() {
        let cmd = words::help::korean_help(<Cli as clap::CommandFactory>::command());
        let help = |cmd: &clap::Command, line: &str| {
            let e = cmd.clone().try_get_matches_from(args(line)).unwrap_err();
            e.render().to_string()
        };
        let play = help(&cmd, "ssangryuk play --help");
        for korean in [
            "--rules <규칙>",
            "--save <파일>",
            "--seat <쪽=자리>",
            "--side <쪽>",
        ] {
            assert!(play.contains(korean), "{korean}\n{play}");
        }
        assert!(
            !play.contains("<RULES>") && !play.contains("<FILE>"),
            "{play}"
        );
        let analyze = help(&cmd, "ssangryuk analyze -h");
        assert!(
            analyze.contains("사용법: ssangryuk analyze [옵션] <파일>"),
            "{analyze}"
        );
        let yut = help(&cmd, "ssangryuk yut play --help");
        assert!(
            yut.contains("--side <편>") && yut.contains("<편[.사람]=자리>"),
            "{yut}"
        );
        for (line, command) in [
            ("ssangryuk help help", "play"),
            ("ssangryuk yut help help", "yut play"),
        ] {
            let text = help(&cmd, line);
            let about = words::help::KOREAN_HELP
                .iter()
                .find(|(k, _)| *k == command)
                .unwrap()
                .1;
            assert!(text.contains(about), "{line}: {text}");
            assert!(
                !text.contains("Play ") && !text.contains("Print"),
                "{line}: {text}"
            );
        }
        let english = <Cli as clap::CommandFactory>::command();
        let play = help(&english, "ssangryuk play --help");
        assert!(
            play.contains("--rules <RULES>") && play.contains("Usage:"),
            "{play}"
        );
    }

    fn args(line: &str) -> Vec<OsString> {
        line.split(' ').map(OsString::from).collect()
    }

    /// Refusals are written before the line is parsed, so the language is read first:
    /// `--lang en` and `--lang=en` anywhere, Korean otherwise, English for the tables.
    #[test]
    fn the_language_of_a_refusal_is_read_before_parsing() {
        assert_eq!(lang_of(&args("ssangryuk play --game -1")), Lang::Ko);
        assert_eq!(
            lang_of(&args("ssangryuk play --game -1 --lang en")),
            Lang::En
        );
        assert_eq!(
            lang_of(&args("ssangryuk watch --lang=en --game x")),
            Lang::En
        );
        assert_eq!(lang_of(&args("ssangryuk play --lang fr")), Lang::Ko);
        assert_eq!(
            lang_of(&args("ssangryuk arena safe random --games 3")),
            Lang::En
        );
        assert_eq!(lang_of(&args("ssangryuk")), Lang::Ko);
    }
}
