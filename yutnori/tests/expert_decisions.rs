//! The expert's choices on fixed, seeded positions, recorded before its weights moved from
//! code to data files (and again when a file was fitted anew, and when networks replaced the
//! logistic model): a change of the weights (or of how they are read) changes a choice.

use ssangryuk_cited::random::{mix64, SplitMix64};
use yutnori::bot::{Bot, ExpertBot};
use yutnori::{Game, Phase, ThrowModel, Variant, YutRules};

/// The game after up to `plies` throws and actions: the reproducible throws of game `number`,
/// actions drawn from the legal ones by a stream keyed by the number. (The positions the
/// choices below were recorded on; kept here so that they never move.)
fn game(rules: YutRules, number: u64, plies: usize) -> Game {
    let mut rng = SplitMix64::new(mix64(number));
    let mut g = Game::new(rules, 0);
    let mut index = 0;
    for _ in 0..plies {
        match g.phase() {
            Phase::Over(_) => break,
            Phase::Throw => {
                let sticks = ThrowModel::TEXTBOOK.reproducible(number, index);
                index += 1;
                g.throw_sticks(sticks).unwrap();
            }
            Phase::Spend => {
                let actions = g.legal_actions();
                g.apply(actions[rng.below(actions.len())]).unwrap();
            }
        }
    }
    g
}

fn choices(rules: YutRules, games: std::ops::Range<u64>) -> Vec<String> {
    let mut bot = ExpertBot::new();
    let mut out = Vec::new();
    for number in games {
        let plies = 10 + (number as usize * 7) % 40;
        let game = game(rules, number, plies);
        if game.phase() == Phase::Spend && game.legal_actions().len() > 1 {
            let choice = bot.choose(&game).map(|a| a.to_string());
            out.push(format!("{number}: {}", choice.unwrap_or_default()));
        }
    }
    out
}

fn rules(variant: Variant, pieces: u8) -> YutRules {
    YutRules::builder(variant).pieces(pieces).build().unwrap()
}

#[test]
fn two_pieces_use_the_two_piece_network() {
    let got = choices(rules(Variant::Dominant, 2), 0..40);
    assert_eq!(got, EXPECTED_TWO, "{got:#?}");
}

#[test]
fn four_pieces_use_the_three_piece_network() {
    let got = choices(rules(Variant::Reorder, 4), 0..40);
    assert_eq!(got, EXPECTED_FOUR, "{got:#?}");
}

#[test]
fn three_pieces_use_the_three_piece_network() {
    let got = choices(rules(Variant::Dominant, 3), 0..40);
    assert_eq!(got, EXPECTED_THREE, "{got:#?}");
}

/// Recorded with the self-play weights, then with `dominant-3p.bin`, then with the network
/// `dominant-3p.net` (which changed games 19, 25, 29, 31 and 32).
const EXPECTED_THREE: &[&str] = &[
    "5: geol 5-22",
    "7: gae 2-4",
    "9: do 21-22",
    "13: gae w-2",
    "15: geol 5-22",
    "16: mo 6-11",
    "17: geol 5-22",
    "19: gae 6-8",
    "21: gae 18-0",
    "23: gae w-2",
    "25: geol 4-7",
    "29: gae 2-4",
    "31: backdo 3-2",
    "32: gae 9-11",
    "35: do 3-4",
    "37: geol 3-6",
    "39: geol 3-6",
];
/// Recorded with the network `dominant-2p.net`.
const EXPECTED_TWO: &[&str] = &[
    "1: geol 2-5",
    "7: gae 6-8",
    "9: do 21-22",
    "13: gae 3-5",
    "23: gae 3-5",
    "25: geol 4-7",
    "29: gae w-2",
    "31: backdo 2-1",
    "32: gae 15-17",
    "33: do 9-10",
    "35: do 3-4",
    "37: geol 11-14",
];
/// Recorded with the network `dominant-3p.net` (which four pieces use: no four-piece game is
/// solved) and the search's throws bounded (`Turns::bounded`).
const EXPECTED_FOUR: &[&str] = &[
    "1: geol 4-7",
    "5: geol 11-14",
    "7: gae 2-4",
    "9: do 5-20",
    "13: gae w-2",
    "15: geol w-3",
    "16: mo 4-9",
    "17: geol 8-11",
    "19: gae 1-3",
    "21: gae 2-4",
    "23: gae w-2",
    "25: geol 4-7",
    "27: geol w-3",
    "29: gae w-2",
    "31: backdo 3-2",
    "32: gae 9-11",
    "33: do 12-13",
    "34: do 10-25",
    "35: do 6-7",
    "37: geol w-3",
    "39: geol w-3",
];
