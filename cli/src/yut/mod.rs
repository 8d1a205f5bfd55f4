//! 윷놀이 in the app: `ssangryuk yut play` (against the `yutnori` library's bots) and
//! `ssangryuk yut watch` (bots only), each on the full screen or, with `--plain`, as text.
//!
//! One concept a module: [`words`] (the screens' own words), [`session`] (the game, its
//! throws and bots), [`board`] (the 말판's layout), [`sticks`] (a throw drawn), [`plain`]
//! (the line modes) and [`screen`] (the full screen, on the 쌍륙 screen's terminal guard).

mod board;
mod plain;
mod screen;
mod session;
mod sticks;
#[cfg(test)]
mod tests;
pub mod words;

use std::sync::Arc;

use clap::{Args, Subcommand};
use ssangryuk::Lang;
use yutnori::bot::BotKind;
use yutnori::solve::{Solution, SolveOptions};
use yutnori::{RulesError, Variant, YutRules};

use crate::words as app_words;
pub use session::Setup;
use session::MODEL;
use words::YutWord;

/// `ssangryuk yut …`.
#[derive(Args, Debug)]
pub struct YutArgs {
    #[command(subcommand)]
    command: YutCommand,
}

#[derive(Subcommand, Debug)]
enum YutCommand {
    /// Play 윷놀이 against the bots on a full-screen board (or `--plain`, from standard input).
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
    /// The other sides' bot: random, greedy, expecti, expert, solved.
    #[arg(long, short, default_value = "expert")]
    bot: String,
    /// The side you play, from 1 (1편, the first to throw).
    #[arg(long, short, default_value_t = 1, allow_negative_numbers = true)]
    side: u8,
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
    setup: Setup,
    watch: Option<u64>,
    plain: bool,
}

/// Checks the options of `ssangryuk yut …`: the rules, the bots, the side, the table.
///
/// # Errors
/// The refusal, in the chosen language (the command line's exit status 2).
pub fn prepare(args: YutArgs) -> Result<Ready, String> {
    match args.command {
        YutCommand::Play(a) => Ok(Ready {
            setup: setup(&a.game, Some(a.side), std::slice::from_ref(&a.bot))?,
            watch: None,
            plain: a.game.plain,
        }),
        YutCommand::Watch(a) => Ok(Ready {
            setup: setup(&a.game, None, &a.bots)?,
            watch: Some(a.delay),
            plain: a.game.plain,
        }),
    }
}

/// Runs a checked `ssangryuk yut …`.
pub fn run(ready: Ready) -> Result<(), String> {
    match (ready.watch, ready.plain) {
        (None, true) => plain::play(ready.setup),
        (None, false) => screen::run(ready.setup, 600),
        (Some(_), true) => plain::watch(ready.setup),
        (Some(delay), false) => screen::run(ready.setup, delay),
    }
}

/// The setup the command line asks for, or a refusal in its language.
fn setup(args: &GameArgs, human: Option<u8>, bots: &[String]) -> Result<Setup, String> {
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
    let rules = b.build().map_err(|e| {
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
    })?;
    // `--side` counts from 1, as the sides do.
    let human = match human {
        None => None,
        Some(n) => match yutnori::Side::new(n) {
            Ok(side) if n <= rules.sides() => Some(side),
            _ => {
                let last = rules.sides().to_string();
                let accepted = YutWord::SideAccepted.fill(lang, &[&last]);
                return Err(app_words::bad_value(
                    lang,
                    "--side",
                    &n.to_string(),
                    "",
                    &accepted,
                ));
            }
        },
    };
    let bots = bots
        .iter()
        .map(|b| {
            b.parse::<BotKind>().map_err(|e| {
                let ids: Vec<&str> = BotKind::ALL.iter().map(|k| k.id()).collect();
                let accepted = app_words::one_of(lang, &ids.join(", "));
                app_words::bad_value(lang, "--bot", b, &e.message(lang), &accepted)
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let table = if bots.contains(&BotKind::Solved) {
        Some(Arc::new(table(args, &rules)?))
    } else {
        None
    };
    Ok(Setup {
        rules,
        number: args.game,
        lang,
        human,
        bots,
        table,
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
