//! 윷놀이 in the app: `ssangryuk yut play` (against the `yutnori` library's bots, or people
//! taking turns on one screen, with the game's sticks or real ones entered by hand, saved
//! after every action and resumed) and `ssangryuk yut watch` (bots only), each on the full
//! screen or, with `--plain`, as text. The session is the session crate's [`YutSession`].
//!
//! One concept a module: [`words`] (the screens' own words), [`table`] (the session at this
//! terminal: its bots' steps, its saving), [`board`] (the 말판's layout), [`sticks`] (a
//! throw drawn), [`plain`] (the line modes) and [`screen`] (the full screen, on the 쌍륙
//! screen's terminal guard).

mod board;
mod plain;
mod screen;
mod sticks;
mod table;
#[cfg(test)]
mod tests;
pub mod words;

use std::path::PathBuf;
use std::sync::Arc;

use clap::{Args, Subcommand, ValueEnum};
use ssangryuk::Lang;
use ssangryuk_session::yutnori::{Setup, YutSession};
use ssangryuk_session::{Seat, Throws};
use yutnori::bot::BotKind;
use yutnori::solve::{Solution, SolveOptions};
use yutnori::{RulesError, Variant, YutRules};

use crate::seats::{self, SeatArg};
use crate::{saved, words as app_words};
use table::{YutTable, MODEL};
use words::YutWord;

/// `ssangryuk yut …`.
#[derive(Args, Debug)]
pub struct YutArgs {
    #[command(subcommand)]
    command: YutCommand,
}

#[derive(Subcommand, Debug)]
enum YutCommand {
    /// Play 윷놀이 against the bots or with people on one screen, on a full-screen board (or
    /// `--plain`, from standard input).
    Play(PlayArgs),
    /// Watch bots play 윷놀이.
    Watch(WatchArgs),
}

/// The options every yut game shares.
#[derive(Args, Debug, Clone)]
struct GameArgs {
    /// The rules: a variant (dominant, textbook, wikipedia, reorder, local, genius) or a rule
    /// text such as `reorder;pieces=2`.
    #[arg(long, short, default_value = "dominant")]
    variant: String,
    /// Sides (2 to 6): players, or teams with `--members`.
    #[arg(long)]
    sides: Option<u8>,
    /// Members a side (1 to 6): teams whose members throw in turn.
    #[arg(long)]
    members: Option<u8>,
    /// Pieces a side (2 to 4).
    #[arg(long)]
    pieces: Option<u8>,
    /// The game number: game N's throws replay, and the bots are seeded with N.
    #[arg(long, short, default_value_t = 1, allow_negative_numbers = true)]
    game: u64,
    /// ko or en.
    #[arg(long, default_value = "ko")]
    lang: Lang,
    /// A solved table for the `solved` bot (written by yutnori's `solve` example).
    #[arg(long)]
    table: Option<std::path::PathBuf>,
    /// Text instead of the full screen.
    #[arg(long)]
    plain: bool,
}

#[derive(Args, Debug)]
struct PlayArgs {
    #[command(flatten)]
    game: GameArgs,
    /// The other sides: a bot (random, greedy, expecti, expert, solved), or `human` for
    /// people taking turns on one screen (`human:NAME` names them).
    #[arg(long, short, default_value = "expert", value_name = "SEAT")]
    bot: String,
    /// The side you play, from 1 (1편, the first to throw).
    #[arg(long, short, default_value_t = 1, allow_negative_numbers = true)]
    side: u8,
    /// Who sits at a side (`2=expert`), or at one member of a team (`2.1=human:철수`, both
    /// from 1): `human`, `human:NAME` or a bot.
    #[arg(long = "seat", value_name = "SIDE[.MEMBER]=SEAT")]
    seats: Vec<String>,
    /// Where the sticks come from: `drawn` (game N's own throws) or `hand` (real sticks
    /// thrown at the table, their result typed in, for the bots' turns too).
    #[arg(long, value_enum, default_value_t = SticksArg::Drawn)]
    sticks: SticksArg,
    /// Save the game after every action to FILE (`g`, `g.json`: writes `g.json`), which
    /// `yut play --resume` continues.
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// Continue the game saved in FILE with its rules, seats and sticks; it goes on being
    /// saved there.
    #[arg(
        long,
        value_name = "FILE",
        conflicts_with_all = ["variant", "sides", "members", "pieces", "game", "bot", "side", "seats", "sticks"]
    )]
    resume: Option<PathBuf>,
}

/// Where the sticks come from, on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum SticksArg {
    /// The game's own throws: game N's replay.
    Drawn,
    /// Real sticks thrown at the table, their result typed in.
    Hand,
}

impl From<SticksArg> for Throws {
    fn from(s: SticksArg) -> Throws {
        match s {
            SticksArg::Drawn => Throws::Drawn,
            SticksArg::Hand => Throws::Hand,
        }
    }
}

#[derive(Args, Debug)]
struct WatchArgs {
    #[command(flatten)]
    game: GameArgs,
    /// The bots, side by side (`expert,greedy`; a shorter list is repeated).
    #[arg(
        long = "bot",
        short,
        value_delimiter = ',',
        default_value = "expert,greedy"
    )]
    bots: Vec<String>,
    /// Milliseconds between moves on the full screen.
    #[arg(long, default_value_t = 500, allow_negative_numbers = true)]
    delay: u64,
}

/// A yut command whose options were checked: what to run, and how.
pub struct Ready {
    table: YutTable,
    watch: Option<u64>,
    plain: bool,
    resumed: bool,
}

/// Checks the options of `ssangryuk yut …`: the rules, the seats, the table, the files.
///
/// # Errors
/// The refusal, in the chosen language (the command line's exit status 2).
pub fn prepare(args: YutArgs) -> Result<Ready, String> {
    match args.command {
        YutCommand::Play(a) => Ok(Ready {
            table: play_table(&a)?,
            watch: None,
            plain: a.game.plain,
            resumed: a.resume.is_some(),
        }),
        YutCommand::Watch(a) => {
            let rules = rules(&a.game)?;
            let bots = a
                .bots
                .iter()
                .map(|b| bot(a.game.lang, "--bot", b))
                .collect::<Result<Vec<_>, _>>()?;
            let members = usize::from(rules.members());
            let seats = (0..usize::from(rules.sides()) * members)
                .map(|i| Seat::Bot(bots[(i / members) % bots.len().max(1)]))
                .collect();
            let setup = Setup {
                rules,
                number: a.game.game,
                seats,
                throws: Throws::Drawn,
            };
            Ok(Ready {
                table: table_for(&a.game, setup, None)?,
                watch: Some(a.delay),
                plain: a.game.plain,
                resumed: false,
            })
        }
    }
}

/// Runs a checked `ssangryuk yut …`.
pub fn run(ready: Ready) -> Result<(), String> {
    match (ready.watch, ready.plain) {
        (None, true) => plain::play(ready.table, ready.resumed),
        // A bot's turn in play: 0.5 s before its first step, then quicker (about a second a
        // turn with extra throws); watching keeps the --delay asked for between all steps.
        (None, false) => screen::run(ready.table, 500, true),
        (Some(_), true) => plain::watch(ready.table),
        (Some(delay), false) => screen::run(ready.table, delay, false),
    }
}

/// A bot's id, or a refusal naming `option` and the yut bots.
fn bot(lang: Lang, option: &str, text: &str) -> Result<BotKind, String> {
    text.parse::<BotKind>().map_err(|e| {
        let ids: Vec<&str> = BotKind::ALL.iter().map(|k| k.id()).collect();
        let accepted = app_words::one_of(lang, &ids.join(", "));
        app_words::bad_value(lang, option, text, &e.message(lang), &accepted)
    })
}

/// What `--bot` and `--seat` take, with the yut bots.
fn seat_accepted(lang: Lang) -> String {
    let ids: Vec<&str> = BotKind::ALL.iter().map(|k| k.id()).collect();
    app_words::seat_accepted(lang, &ids.join(", "))
}

/// The table `yut play` asks for: a saved game resumed, or a new one with its seats and
/// sticks.
fn play_table(a: &PlayArgs) -> Result<YutTable, String> {
    let lang = a.game.lang;
    let named = match (&a.save, &a.resume) {
        (Some(file), _) => Some(("--save", file)),
        (None, Some(file)) => Some(("--resume", file)),
        (None, None) => None,
    };
    let save = named
        .map(|(option, file)| saved::paths(option, file))
        .transpose()
        .map_err(|e| e.message(lang))?;
    if let Some(file) = &a.resume {
        let session = saved::resume_yut(file, lang)?;
        let solved = solved_table(&a.game, &session.game().rules().clone(), session.seats())?;
        return Ok(YutTable::new(session, lang, save, solved));
    }
    let rules = rules(&a.game)?;
    let you = match yutnori::Side::new(a.side) {
        Ok(_) if a.side <= rules.sides() => a.side,
        _ => {
            let last = rules.sides().to_string();
            let accepted = YutWord::SideAccepted.fill(lang, &[&last]);
            return Err(app_words::bad_value(
                lang,
                "--side",
                &a.side.to_string(),
                "",
                &accepted,
            ));
        }
    };
    let others: Seat<BotKind> = a.bot.parse().map_err(|e: ssangryuk_session::SeatError| {
        app_words::bad_value(
            lang,
            "--bot",
            &a.bot,
            &e.message(lang),
            &seat_accepted(lang),
        )
    })?;
    let chosen = a
        .seats
        .iter()
        .map(|text| {
            text.parse::<SeatArg<BotKind>>().map_err(|e| {
                app_words::bad_value(lang, "--seat", text, &e.message(lang), &seat_accepted(lang))
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let seats = seats::seats(rules.sides(), rules.members(), you, &others, &chosen)
        .map_err(|e| format!("--seat: {}", e.message(lang)))?;
    let setup = Setup {
        rules,
        number: a.game.game,
        seats,
        throws: a.sticks.into(),
    };
    table_for(&a.game, setup, save)
}

/// The table for a new game of `setup`, with the solved bots' table where they sit.
fn table_for(
    args: &GameArgs,
    setup: Setup,
    save: Option<saved::Paths>,
) -> Result<YutTable, String> {
    let lang = args.lang;
    let solved = solved_table(args, &setup.rules, &setup.seats)?;
    let session = YutSession::new(setup).map_err(|e| e.message(lang))?;
    Ok(YutTable::new(session, lang, save, solved))
}

/// The solved table `--table` names, read where a `solved` bot sits.
fn solved_table(
    args: &GameArgs,
    rules: &YutRules,
    seats: &[Seat<BotKind>],
) -> Result<Option<Arc<Solution>>, String> {
    if seats.contains(&Seat::Bot(BotKind::Solved)) {
        Ok(Some(Arc::new(table(args, rules)?)))
    } else {
        Ok(None)
    }
}

/// The rules the command line asks for, or a refusal in its language.
fn rules(args: &GameArgs) -> Result<YutRules, String> {
    let lang = args.lang;
    let ids = Variant::ALL.map(Variant::id).join(", ");
    let rules: YutRules = args
        .variant
        .parse()
        .map_err(|e: yutnori::YutRulesParseError| {
            let accepted = YutWord::VariantAccepted.fill(lang, &[&ids]);
            app_words::bad_value(
                lang,
                "--variant",
                &args.variant,
                &e.message(lang),
                &accepted,
            )
        })?;
    let mut b = rules.to_builder();
    if let Some(n) = args.sides {
        b = b.sides(n);
    }
    if let Some(n) = args.members {
        b = b.members(n);
    }
    if let Some(n) = args.pieces {
        b = b.pieces(n);
    }
    b.build().map_err(|e| {
        let (option, value, min, example) = match e {
            RulesError::Sides(n) => ("--sides", n, 2, "--sides 4"),
            RulesError::Members(n) => ("--members", n, 1, "--members 2"),
            RulesError::Pieces(n) => ("--pieces", n, 2, "--pieces 4"),
            _ => ("--variant", 0, 0, "--variant dominant"),
        };
        let accepted = app_words::whole_number(lang, min, example);
        app_words::bad_value(
            lang,
            option,
            &value.to_string(),
            &e.message(lang),
            &accepted,
        )
    })
}

/// The solved table `--table` names, read for these rules.
fn table(args: &GameArgs, rules: &YutRules) -> Result<Solution, String> {
    let lang = args.lang;
    let path = args
        .table
        .as_ref()
        .ok_or_else(|| YutWord::NeedsTable.get(lang).to_owned())?;
    let shown = path.display().to_string();
    let file = std::fs::File::open(path)
        .map_err(|e| app_words::cannot_read(lang, &shown, &e.to_string()))?;
    Solution::read_from(
        std::io::BufReader::new(file),
        rules,
        MODEL,
        SolveOptions::default(),
    )
    .map_err(|e| app_words::cannot_read(lang, &shown, &e.message(lang)))
}
