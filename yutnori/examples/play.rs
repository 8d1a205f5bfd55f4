//! Play a game in the terminal against the expectimax bot (or watch two bots with `--auto`).
//!
//! `cargo run -p yutnori --example play -- [--variant ID] [--game N] [--lang en] [--auto]`
//!
//! Throws are reproducible: game N always throws the same sticks. Type the number of an action,
//! or an action such as `geol 5-22`; `q` quits.

use std::io::{self, BufRead, Write};

use yutnori::bot::{Bot, ExpectiBot, GreedyBot};
use yutnori::{
    ActionError, Event, Game, Lang, Phase, Position, Station, Text, ThrowModel, Variant,
};

/// Rows of the square board, top to bottom: (column, station id).
const LAYOUT: [&[(usize, u8)]; 7] = [
    &[(0, 10), (1, 9), (2, 8), (4, 7), (5, 6), (6, 5)],
    &[(0, 11), (1, 25), (5, 20), (6, 4)],
    &[(0, 12), (2, 26), (4, 21), (6, 3)],
    &[(3, 22)],
    &[(0, 13), (2, 23), (4, 27), (6, 2)],
    &[(0, 14), (1, 24), (5, 28), (6, 1)],
    &[(0, 15), (1, 16), (2, 17), (4, 18), (5, 19), (6, 0)],
];

const LEGEND: Text = Text::new(
    "대기 {w}, 남 {f}, 남은 거리 {p}",
    "waiting {w}, finished {f}, pips {p}",
);
const PENDING: Text = Text::new("나온 패", "pending");
const GAME: Text = Text::new("판 번호", "game");
const BACK_DO_MARK: Text = Text::new(
    "참먹이의 말은 빽도로 왔으므로 다음에 무엇이 나오든 납니다",
    "the stack on 참먹이 came back by 빽도: any next result finishes it",
);

fn draw(pos: &Position, sides: u8, lang: Lang) {
    for row in LAYOUT {
        let mut cells: [String; 7] = core::array::from_fn(|_| "    ".to_string());
        for &(col, id) in row {
            let st = Station::new(id).unwrap_or(Station::CHAMMEOGI);
            cells[col] = match pos.at(st) {
                Some(s) => format!(" {}{} ", (b'A' + s.side) as char, s.count),
                None => "  · ".into(),
            };
        }
        println!("    {}", cells.concat());
    }
    for s in 0..sides {
        let legend = LEGEND
            .get(lang)
            .replace("{w}", &pos.waiting(s).to_string())
            .replace("{f}", &pos.finished(s).to_string())
            .replace("{p}", &pos.pips(s).to_string());
        println!("    {}: {legend}", (b'A' + s) as char);
    }
    if pos.chammeogi_by_back_do() {
        println!("    {}", BACK_DO_MARK.get(lang));
    }
}

fn say(lang: Lang, e: &Event) -> String {
    e.message(lang)
}

fn refuse(lang: Lang, e: &ActionError) -> String {
    e.message(lang)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let get = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let lang: Lang = get("--lang")
        .and_then(|l| l.parse().ok())
        .unwrap_or_default();
    let preset: Variant = get("--variant")
        .or_else(|| get("--preset"))
        .and_then(|p| p.parse().ok())
        .unwrap_or(Variant::Dominant);
    let number: u64 = get("--game").and_then(|g| g.parse().ok()).unwrap_or(1);
    let auto = args.iter().any(|a| a == "--auto");
    let model = ThrowModel::TEXTBOOK;
    let mut game = Game::new(preset.rules());
    let mut bot = ExpectiBot::new(model);
    let mut other = GreedyBot;
    let mut index = 0u64;
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    println!(
        "{preset}: {} ({} {number})",
        preset.description(lang),
        GAME.get(lang)
    );
    loop {
        match game.phase() {
            Phase::Over(w) => {
                draw(game.position(), game.rules().sides(), lang);
                println!("{}", say(lang, &Event::Won(w)));
                return;
            }
            Phase::Throw => {
                let sticks = model.reproducible(number, index);
                index += 1;
                if let Ok(events) = game.throw_sticks(sticks) {
                    for e in &events {
                        println!("  [{}] {}", (b'A' + game.turn()) as char, say(lang, e));
                    }
                }
                if index > 100_000 {
                    return;
                }
            }
            Phase::Spend if game.turn() == 1 || auto => {
                let choice = if game.turn() == 1 {
                    bot.choose(&game)
                } else {
                    other.choose(&game)
                };
                let side = (b'A' + game.turn()) as char;
                let Some(action) = choice else { return };
                if let Ok(events) = game.apply(action) {
                    for e in &events {
                        println!("  [{side}] {}", say(lang, e));
                    }
                }
            }
            Phase::Spend => {
                draw(game.position(), game.rules().sides(), lang);
                let actions = game.legal_actions();
                let pending: Vec<_> = game.pending().iter().map(|t| t.name(lang)).collect();
                println!("  {}: {}", PENDING.get(lang), pending.join(" "));
                for (i, a) in actions.iter().enumerate() {
                    println!("  {}) {a}", i + 1);
                }
                print!("> ");
                let _ = io::stdout().flush();
                let Some(Ok(line)) = lines.next() else { return };
                let line = line.trim();
                if line == "q" {
                    return;
                }
                let action = match line.parse::<usize>() {
                    Ok(i) if (1..=actions.len()).contains(&i) => Ok(actions[i - 1]),
                    _ => line.parse(),
                };
                match action {
                    Ok(a) => match game.apply(a) {
                        Ok(events) => {
                            for e in &events {
                                println!("  [A] {}", say(lang, e));
                            }
                        }
                        Err(e) => println!("  {}", refuse(lang, &e)),
                    },
                    Err(e) => println!("  {}", e.message(lang)),
                }
            }
        }
    }
}
