//! A JSON-lines driver: one request per line on stdin, one answer per line on stdout.
//!
//! `cargo run --release -p ssangryuk-lab --bin moves` answers
//! `{"rules": "<rules text>", "state": STATE, "throws": ["mo", ...]}` with the legal
//! actions and their resulting states (the rules text is a variant id and the fields that
//! differ: `"dominant"`, `"reorder;pieces=2"`); `--graph [variant]` prints, for every station and every
//! result, where a single piece starting its move there ends up (the first row, `"from": "w"`, is
//! a waiting piece entering). Bad input gets `{"error": "..."}` and the driver reads on.
//!
//! # Format
//! One JSON object per line in, one per line out:
//!
//! ```text
//! {"rules": "dominant", "state": STATE, "throws": ["mo", "geol"]}
//! ```
//!
//! `rules` is a rule set's text form (the serde form of `YutRules`: a variant id, then
//! `;field=value` for each `Field::id` that differs, values as `Value::id` writes them,
//! e.g. `"wikipedia;pieces=2;yut_mo_extra=3"`); `state` is optional (a new game when absent);
//! `throws` are applied in order before listing. `STATE` is the serde form of `GameState`:
//!
//! ```text
//! {"turn": 1, "owed": 0, "thrown": 2, "pending": ["geol"],
//!  "sides": [{"waiting": 3, "finished": 0, "stacks": [[5, 1]]},
//!            {"waiting": 4, "finished": 0, "stacks": []}]}
//! ```
//!
//! `turn` is the side to move (sides are numbered from 1, in the order of `sides`), `owed` the
//! throws it still owes (0 while spending), `thrown` the throws made this turn, `pending` the
//! unspent results in throw order (`backdo`, `do`, `gae`, `geol`, `freegeol`, `yut`, `mo`),
//! and each side lists its waiting and finished pieces and its
//! stacks as `[station id, count]`; under `back_do_from_do=finish_next_turn` (the `local`
//! variant) `"chammeogi_by_back_do": true` marks the stack on 참먹이 as having gone back there by
//! 빽도 (written only when true; refused where it cannot be). The answer is
//! `{"state": STATE, "phase": "throw"|"spend"|"over", "winner": null|SIDE, "actions":
//! [{"action": "geol 5-22", "state": STATE, "events": [...]}, ...]}` (`SIDE` a side's
//! number), where an action is `<throw>
//! <from>-<to>` with `w` for waiting and `F` for finished (or `pass`). Bad input gets
//! `{"error": "..."}` and the driver reads on. With `--graph [variant]` it prints one line per
//! station and result instead: `{"from": 5, "throw": "geol", "to": [22]}`, `"F"` for finished,
//! `[]` when the result cannot move a piece from there; the first rows, `"from": "w"`, say
//! where a waiting piece enters.

use std::io::{self, BufRead, Write};

use serde_json::{json, Value};
use yutnori::{Game, GameState, Phase, Place, Station, Throw, Variant, YutRules};

use crate::driver;

fn rules_of(v: Option<&Value>) -> Result<YutRules, String> {
    match v {
        None => Ok(Variant::Dominant.rules()),
        Some(other) => serde_json::from_value(other.clone()).map_err(|e| format!("rules: {e}")),
    }
}

fn phase(g: &Game) -> Value {
    match g.phase() {
        Phase::Throw => json!("throw"),
        Phase::Spend => json!("spend"),
        Phase::Over(_) => json!("over"),
    }
}

/// The answer to one request line.
///
/// # Errors
/// Why the line is not a request this driver can answer.
pub fn answer(line: &str) -> Result<Value, String> {
    let req: Value = serde_json::from_str(line).map_err(|e| format!("bad JSON: {e}"))?;
    let obj = req.as_object().ok_or("a request is a JSON object")?;
    let rules = rules_of(obj.get("rules"))?;
    let mut game = match obj.get("state") {
        None | Some(Value::Null) => Game::new(rules, 0),
        Some(s) => {
            let state: GameState =
                serde_json::from_value(s.clone()).map_err(|e| format!("state: {e}"))?;
            Game::from_state(rules, &state, 0).map_err(|e| format!("state: {e}"))?
        }
    };
    if let Some(throws) = obj.get("throws") {
        let throws: Vec<Throw> =
            serde_json::from_value(throws.clone()).map_err(|e| format!("throws: {e}"))?;
        for t in throws {
            game.throw_with(t).map_err(|e| format!("throw {t}: {e}"))?;
        }
    }
    let actions: Vec<Value> = game
        .legal_actions()
        .into_iter()
        .filter_map(|a| {
            let mut g = game.clone();
            let events = g.apply(a).ok()?;
            Some(json!({
                "action": a.to_string(),
                "state": g.state(),
                "events": events.iter().map(ToString::to_string).collect::<Vec<_>>(),
            }))
        })
        .collect();
    Ok(json!({
        "state": game.state(),
        "phase": phase(&game),
        "winner": game.winner(),
        "actions": actions,
    }))
}

/// Where one piece starting on `from` (a station, or waiting to enter) ends with `throw` under
/// `rules`, by playing it.
fn graph_line(rules: YutRules, from: Place, throw: Throw) -> Value {
    let sides = yutnori::Side::all(rules.sides())
        .map(|s| {
            let first = s == yutnori::Side::FIRST;
            let stacks = match from {
                Place::At(st) if first => vec![(st.id(), 1)],
                _ => vec![],
            };
            let waiting = rules.pieces() - u8::from(first && from != Place::Waiting);
            yutnori::SideState::new(waiting, 0, stacks)
        })
        .collect();
    let state = GameState::new(yutnori::Side::FIRST, 0, vec![throw], sides);
    let to: Vec<Value> = match Game::from_state(rules, &state, 0) {
        Ok(g) => g
            .legal_actions()
            .into_iter()
            .filter_map(|a| match a {
                yutnori::Action::Move(m) if m.from == from => Some(m.to),
                _ => None,
            })
            .map(|p| match p {
                Place::At(s) => json!(s.id()),
                _ => json!("F"),
            })
            .collect(),
        Err(_) => vec![],
    };
    let from = match from {
        Place::At(s) => json!(s.id()),
        _ => json!("w"),
    };
    json!({"from": from, "throw": throw.id(), "to": to})
}

/// Answers every non-blank line of `input`, one line each (the loop all the drivers share,
/// [`driver::serve`]).
///
/// # Errors
/// Only reading `input` or writing `output` fails it; a bad line gets an error answer.
pub fn serve(input: impl BufRead, output: impl Write) -> io::Result<()> {
    driver::serve(input, output, |line, out| {
        out.push_str(&answer(line)?.to_string());
        Ok(())
    })
}

/// Writes the `--graph` table of preset `name` (a variant id) on `out`: one line per
/// station (waiting first) and result.
///
/// # Errors
/// An unknown variant (the line `{"error": …}` is written first), or writing `out`.
pub fn graph(name: &str, out: &mut impl Write) -> io::Result<()> {
    let Ok(preset) = name.parse::<Variant>() else {
        writeln!(
            out,
            "{}",
            json!({"error": format!("no such variant: {name}")})
        )?;
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "no such variant",
        ));
    };
    // 걸 stands for the plain result; a result the preset lacks (빽도) lists no destination.
    let rules = preset
        .rules()
        .to_builder()
        .free_geol(yutnori::FreeGeolRule::Off)
        .build()
        .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e.to_string()))?;
    let throws = [
        Throw::BackDo,
        Throw::Do,
        Throw::Gae,
        Throw::Geol,
        Throw::Yut,
        Throw::Mo,
    ];
    // The entry row first: where a waiting piece enters with each result.
    let froms = core::iter::once(Place::Waiting).chain(Station::all().map(Place::At));
    for from in froms {
        for t in throws {
            writeln!(out, "{}", graph_line(rules, from, t))?;
        }
    }
    Ok(())
}
