//! Named position features: what the ssangryuk app's help page teaches a player to look at
//! (make points, leave few blots, fill the front of home first, build a prime of six, race
//! when ahead, judge by the pip count), measured on a board.
//!
//! Every bot of the crate scores positions from these numbers; the personalities differ
//! only in how they weigh them ([`super::Weights`]).

use crate::board::Position;
use crate::dice::Roll;
use crate::rules::{Doubles, Goal, RuleSet};

/// Points 1..=24 as bits 1..=24.
const POINTS: u32 = 0x01FF_FFFE;

/// The features of a position from the side to move's view ("mine") and of the opponent.
///
/// Distances are to the side's goal: pips to bear every checker off, or under
/// [`Goal::AllHome`] pips still to travel into the home (points 1..=6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Features {
    /// My pip count to the goal (a checker on the bar counts from 25).
    pub pips: u32,
    /// The opponent's pip count to its goal.
    pub opp_pips: u32,
    /// My lone checkers on points (바리), which can be hit.
    pub blots: u8,
    /// Of the opponent's 36 rolls, how many hit at least one of my blots (direct and
    /// combination shots; blocked intermediate points respected).
    pub shots: u8,
    /// The opponent's lone checkers.
    pub opp_blots: u8,
    /// Of my 36 rolls, how many hit at least one opposing blot.
    pub opp_shots: u8,
    /// My points held by two or more checkers.
    pub points: u8,
    /// The opponent's.
    pub opp_points: u8,
    /// My made points in my home (1..=6): what a checker entering from the bar faces.
    pub home_points: u8,
    /// The opponent's made points in its home.
    pub opp_home_points: u8,
    /// My made points 4..=9, the front of home the help page says to fill first.
    pub front_points: u8,
    /// The opponent's, in its numbering.
    pub opp_front_points: u8,
    /// The longest run of consecutive points I hold (six is a full prime: nothing passes).
    pub prime: u8,
    /// The opponent's longest run.
    pub opp_prime: u8,
    /// How many opposing checkers stand behind my longest prime (trapped by it).
    pub trapped: u8,
    /// How many of my checkers stand behind the opponent's longest prime.
    pub opp_trapped: u8,
    /// My checkers on the bar (귀향말).
    pub bar: u8,
    /// The opponent's.
    pub opp_bar: u8,
    /// My checkers borne off.
    pub off: u8,
    /// The opponent's.
    pub opp_off: u8,
    /// My points held in the opponent's home (19..=24): anchors.
    pub anchors: u8,
    /// The opponent's points held in my home.
    pub opp_anchors: u8,
    /// My checkers still in the opponent's home or on the bar.
    pub back: u8,
    /// The opponent's checkers still in my home or on its bar.
    pub opp_back: u8,
    /// My checkers that have passed every opposing checker (no contact left for them).
    pub past: u8,
    /// The opponent's checkers that have passed every one of mine.
    pub opp_past: u8,
    /// Checkers beyond the third on my points (stacks waste pips and flexibility).
    pub stacked: u8,
    /// Checkers beyond the third on the opponent's points.
    pub opp_stacked: u8,
    /// Whether the sides can still hit each other; `false` is a pure race.
    pub contact: bool,
}

impl Features {
    /// The features of `pos` from the side to move's view.
    #[must_use]
    pub fn of(pos: &Position) -> Features {
        Features::of_board(&pos.board, &pos.rules)
    }

    /// The features of a board in the movegen encoding (side to move's view) under
    /// `rules`.
    pub(crate) fn of_board(b: &[i8; 26], rules: &RuleSet) -> Features {
        let (goal, doubles) = (rules.goal(), rules.doubles());
        let mine = Side::of(b, false);
        let theirs = Side::of(b, true);
        let my_lowest = if b[0] > 0 {
            25
        } else {
            31u32.saturating_sub(mine.own.leading_zeros()) as u8
        };
        // In my numbering the opponent moves up: its rearmost checker is its lowest one
        // (the bar counts as 0).
        let opp_rearmost = if b[25] < 0 {
            0
        } else if theirs.own_mine_view == 0 {
            25
        } else {
            theirs.own_mine_view.trailing_zeros() as u8
        };
        let contact = my_lowest > opp_rearmost;
        let (mut past, mut opp_past) = (0u8, 0u8);
        for (p, &v) in b.iter().enumerate().take(25).skip(1) {
            if v > 0 && (p as u8) < opp_rearmost {
                past += v as u8;
            } else if v < 0 && (p as u8) > my_lowest {
                opp_past += v.unsigned_abs();
            }
        }
        let (prime, prime_top) = longest_run(mine.made);
        let trapped = if prime >= 2 {
            // Opposing checkers below my prime (they move up into it), the bar included.
            let bottom = prime_top + 1 - prime;
            count_in(b, ((1u32 << bottom) - 1) & POINTS, true) + b[25].unsigned_abs()
        } else {
            0
        };
        let (opp_prime, opp_prime_top) = longest_run(theirs.made);
        let opp_trapped = if opp_prime >= 2 {
            // My checkers below the opponent's prime in its numbering (q < bottom), that is
            // on my points p = 25 − q above 25 − bottom, the bar included.
            let bottom = opp_prime_top + 1 - opp_prime;
            count_in(b, !((1u32 << (26 - bottom)) - 1) & POINTS, false) + b[0].max(0) as u8
        } else {
            0
        };
        Features {
            pips: pips(b, goal, false),
            opp_pips: pips(b, goal, true),
            blots: mine.blots.count_ones() as u8,
            shots: shots(
                theirs.own_mine_view | u32::from(b[25] < 0),
                mine.made,
                mine.blots,
                doubles,
            ),
            opp_blots: theirs.blots.count_ones() as u8,
            opp_shots: shots(
                flip_mask(mine.own) | u32::from(b[0] > 0),
                theirs.made,
                theirs.blots,
                doubles,
            ),
            points: mine.made.count_ones() as u8,
            opp_points: theirs.made.count_ones() as u8,
            home_points: (mine.made & 0x7E).count_ones() as u8,
            opp_home_points: (theirs.made & 0x7E).count_ones() as u8,
            front_points: (mine.made & 0x3F0).count_ones() as u8,
            opp_front_points: (theirs.made & 0x3F0).count_ones() as u8,
            prime,
            opp_prime,
            trapped,
            opp_trapped,
            bar: b[0].max(0) as u8,
            opp_bar: b[25].unsigned_abs(),
            off: rules.checkers().saturating_sub(in_play(b, false)),
            opp_off: rules.checkers().saturating_sub(in_play(b, true)),
            anchors: (mine.made & 0x01F8_0000).count_ones() as u8,
            opp_anchors: (theirs.made & 0x01F8_0000).count_ones() as u8,
            back: b[0].max(0) as u8 + count_in(b, 0x01F8_0000, false),
            // The opponent's points 19..=24 are my 1..=6.
            opp_back: b[25].unsigned_abs() + count_in(b, 0x7E, true),
            past,
            opp_past,
            stacked: mine.stacked,
            opp_stacked: theirs.stacked,
            contact,
        }
    }
}

/// One side's point masks, in its own numbering (`own_mine_view` is the opponent's
/// checkers in the mover's numbering, for the shot count).
struct Side {
    own: u32,
    made: u32,
    blots: u32,
    own_mine_view: u32,
    stacked: u8,
}

impl Side {
    fn of(b: &[i8; 26], opponent: bool) -> Side {
        let (mut own, mut made, mut blots, mut view, mut stacked) = (0u32, 0u32, 0u32, 0u32, 0u8);
        for p in 1..25usize {
            let v = if opponent { -b[25 - p] } else { b[p] };
            if v > 0 {
                own |= 1 << p;
                if v >= 2 {
                    made |= 1 << p;
                } else {
                    blots |= 1 << p;
                }
                stacked += (v as u8).saturating_sub(3);
            }
            if opponent && b[p] < 0 {
                view |= 1 << p;
            }
        }
        Side {
            own,
            made,
            blots,
            own_mine_view: view,
            stacked,
        }
    }
}

/// A mask of points in one side's numbering as the other side numbers them (p ↔ 25 − p).
fn flip_mask(m: u32) -> u32 {
    (m.reverse_bits() >> 6) & POINTS
}

/// The length and top point of the longest run of consecutive set bits in 1..=24.
fn longest_run(made: u32) -> (u8, u8) {
    let (mut best, mut top, mut run) = (0u8, 0u8, 0u8);
    for p in 1..25u8 {
        if made & (1 << p) != 0 {
            run += 1;
            if run > best {
                best = run;
                top = p;
            }
        } else {
            run = 0;
        }
    }
    (best, top)
}

/// Checkers of one side (the opponent's when `opponent`) on the points of `mask`, in the
/// mover's numbering.
fn count_in(b: &[i8; 26], mask: u32, opponent: bool) -> u8 {
    let mut n = 0u8;
    for (p, &v) in b.iter().enumerate().take(25).skip(1) {
        if mask & (1 << p) != 0 {
            if opponent && v < 0 {
                n += v.unsigned_abs();
            } else if !opponent && v > 0 {
                n += v as u8;
            }
        }
    }
    n
}

/// Checkers of one side (the opponent when `opponent`) on the board and the bar.
fn in_play(b: &[i8; 26], opponent: bool) -> u8 {
    let bar = if opponent {
        b[25].unsigned_abs()
    } else {
        b[0].max(0) as u8
    };
    bar + count_in(b, POINTS, opponent)
}

/// Pips to the goal of one side (the opponent when `opponent`), from the mover's board.
fn pips(b: &[i8; 26], goal: Goal, opponent: bool) -> u32 {
    let home = match goal {
        Goal::BearOffAll => 0,
        Goal::AllHome => 6,
    };
    let (bar, mut total) = if opponent {
        (b[25].unsigned_abs() as u32, 0)
    } else {
        (b[0].max(0) as u32, 0)
    };
    total += bar * (25 - home);
    for p in 1..25u32 {
        let v = if opponent {
            -b[25 - p as usize]
        } else {
            b[p as usize]
        };
        if v > 0 && p > home {
            total += v as u32 * (p - home);
        }
    }
    total
}

/// How many of the 36 rolls let checkers on `from` (in the target side's numbering, moving
/// up; bit 0 is the bar) hit a blot of `blots`, with `made` points blocking intermediate
/// landings. Pinned to the doubles rule: a double moves two or four times.
fn shots(from: u32, made: u32, blots: u32, doubles: Doubles) -> u8 {
    if blots == 0 || from == 0 {
        return 0;
    }
    let open = !made & POINTS;
    let mut n = 0u8;
    for roll in Roll::all() {
        let [a, b] = roll.dice();
        let hit = if a == b {
            let mut reach = from;
            let mut hit = false;
            for _ in 0..doubles.steps() {
                let next = (reach << a) & POINTS;
                if next & blots != 0 {
                    hit = true;
                    break;
                }
                reach = next & open;
                if reach == 0 {
                    break;
                }
            }
            hit
        } else {
            let (a, b) = (u32::from(a), u32::from(b));
            let direct = ((from << a) | (from << b)) & blots;
            let via_a = (((from << a) & open) << b) & blots;
            let via_b = (((from << b) & open) << a) & blots;
            direct | via_a | via_b != 0
        };
        if hit {
            n += if a == b { 1 } else { 2 };
        }
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(own: &[(usize, i8)], opp: &[(usize, i8)]) -> [i8; 26] {
        let mut b = [0i8; 26];
        for &(p, n) in own {
            b[p] += n;
        }
        for &(p, n) in opp {
            b[p] -= n;
        }
        b
    }

    #[test]
    fn a_blot_six_away_is_hit_by_seventeen_rolls() {
        // The textbook count: a blot six pips in front of one opposing checker, nothing in
        // between, is hit by 17 of 36 rolls with doubles played four times.
        let b = board(&[(10, 1), (1, 14)], &[(4, 15)]);
        let f = Features::of_board(&b, &crate::Variant::L1931.rules());
        assert_eq!(f.blots, 1);
        assert_eq!(f.shots, 17);
    }

    #[test]
    fn a_blot_one_away_is_hit_by_the_eleven_rolls_with_a_one() {
        // Distance 1: any roll with a 1 (11) — no other way with two steps of two.
        let b = board(&[(10, 1), (1, 14)], &[(9, 15)]);
        let f = Features::of_board(&b, &crate::Variant::Culin.rules());
        assert_eq!(f.shots, 11);
    }

    #[test]
    fn made_points_block_combination_shots() {
        // Distance 8 with doubles played twice: 6-2 and 5-3 (4 rolls) and 4-4 (1); 2-2
        // would need four steps.
        let b = board(&[(10, 1), (1, 14)], &[(2, 15)]);
        let open = Features::of_board(&b, &crate::Variant::Culin.rules());
        assert_eq!(open.shots, 5);
        let b = board(
            &[(10, 1), (4, 2), (8, 2), (5, 2), (7, 2), (1, 6)],
            &[(2, 15)],
        );
        let blocked = Features::of_board(&b, &crate::Variant::Culin.rules());
        // 6-2 lands on 8 or 4 first, 5-3 on 7 or 5, 4-4 on 6: only 4-4 is open.
        assert_eq!(blocked.shots, 1);
    }

    #[test]
    fn pip_count_to_the_goal() {
        let start = Position::start(crate::Variant::L1931.rules(), crate::Side::Black);
        let f = Features::of(&start);
        assert_eq!((f.pips, f.opp_pips), (167, 167));
        assert!(f.contact);
        let home = Position::start(crate::Variant::BanSugoroku.rules(), crate::Side::Black);
        let f = Features::of(&home);
        // Distance into the home: 2×(24−6) + 5×(13−6) + 3×(8−6) = 77.
        assert_eq!(f.pips, 77);
    }

    #[test]
    fn borne_off_checkers_are_what_the_rules_give_minus_those_in_play() {
        let b = board(&[(3, 5), (5, 6)], &[(20, 12)]);
        let f = Features::of_board(&b, &crate::Variant::L1931.rules());
        assert_eq!((f.off, f.opp_off), (4, 3));
        let start = Position::start(crate::Variant::Sixteen.rules(), crate::Side::Black);
        assert_eq!(
            (Features::of(&start).off, Features::of(&start).opp_off),
            (0, 0)
        );
    }

    #[test]
    fn a_race_has_no_contact_and_everything_is_past() {
        let b = board(&[(3, 5), (5, 10)], &[(20, 15)]);
        let f = Features::of_board(&b, &crate::Variant::L1931.rules());
        assert!(!f.contact);
        assert_eq!(f.past, 15);
    }

    #[test]
    fn a_finished_game_has_no_contact() {
        let rules = crate::Variant::L1931.rules();
        // I dance on the bar while the opponent bears off its last checker: both
        // rearmost checkers are at 25 in my numbering.
        let b = board(&[(0, 1), (1, 14)], &[]);
        assert!(!Features::of_board(&b, &rules).contact);
        // I have borne off my last checker with the opponent on the bar: both at 0.
        let b = board(&[], &[(25, 1), (20, 14)]);
        assert!(!Features::of_board(&b, &rules).contact);
    }

    #[test]
    fn a_prime_traps_the_checkers_behind_it() {
        // Points 4..=9 held, two opposing checkers on 2 behind them.
        let own: Vec<(usize, i8)> = (4..=9).map(|p| (p, 2)).collect();
        let b = board(&own, &[(2, 2), (20, 13)]);
        let f = Features::of_board(&b, &crate::Variant::L1931.rules());
        assert_eq!(f.prime, 6);
        assert_eq!(f.trapped, 2);
        assert_eq!(f.front_points, 6);
    }

    /// The features computed checker by checker from their definitions (the doc comments
    /// of [`Features`]), with point numbers rather than masks: the reference the fast
    /// version is checked against. `me` and `them` are the counts per point in each side's
    /// own numbering (index 0 is the bar, 1..=24 the points; each side moves down).
    fn reference(b: &[i8; 26], rules: &RuleSet) -> Features {
        let mut me = [0u8; 25];
        let mut them = [0u8; 25];
        me[0] = b[0].max(0) as u8;
        them[0] = b[25].unsigned_abs();
        for p in 1..25 {
            me[p] = b[p].max(0) as u8;
            them[25 - p] = (-b[p]).max(0) as u8;
        }
        let home = if rules.goal() == Goal::AllHome { 6 } else { 0 };
        let pips = |s: &[u8; 25]| -> u32 {
            let bar = u32::from(s[0]) * (25 - home);
            bar + (1..25)
                .filter(|&p| p > home as usize)
                .map(|p| u32::from(s[p]) * (p as u32 - home))
                .sum::<u32>()
        };
        let count = |s: &[u8; 25], f: &dyn Fn(usize, u8) -> bool| -> u8 {
            (1..25).filter(|&p| f(p, s[p])).count() as u8
        };
        // Rolls of the side `s` (moving down in its numbering) that hit a blot of `t`,
        // whose points are `25 - p` in `s`'s numbering; made points of `t` block landings.
        let shots = |s: &[u8; 25], t: &[u8; 25]| -> u8 {
            let theirs = |q: i32| -> u8 {
                if (1..25).contains(&q) {
                    t[(25 - q) as usize]
                } else {
                    0
                }
            };
            let starts: Vec<i32> = (0..25)
                .filter(|&p| s[p] > 0)
                .map(|p| if p == 0 { 25 } else { p as i32 })
                .collect();
            let mut n = 0;
            for d1 in 1..=6i32 {
                for d2 in 1..=6i32 {
                    let hit = starts.iter().any(|&q| {
                        let orders: Vec<Vec<i32>> = if d1 == d2 {
                            vec![vec![d1; rules.doubles().steps()]]
                        } else {
                            vec![vec![d1, d2], vec![d2, d1]]
                        };
                        orders.iter().any(|steps| {
                            let mut at = q;
                            for &d in steps {
                                at -= d;
                                match theirs(at) {
                                    1 => return true,
                                    0 if at >= 1 => {}
                                    _ => return false,
                                }
                            }
                            false
                        })
                    });
                    n += u8::from(hit);
                }
            }
            n
        };
        let made = |s: &[u8; 25], p: usize| s[p] >= 2;
        // The longest run of made points, the lowest (in the mover's numbering) of equal ones.
        let run = |s: &[u8; 25]| -> (u8, usize) {
            let (mut best, mut top, mut len) = (0, 0, 0);
            for p in 1..25 {
                len = if made(s, p) { len + 1 } else { 0 };
                if len > best {
                    (best, top) = (len, p);
                }
            }
            (best, top)
        };
        let (prime, top) = run(&me);
        // The opponent's checkers on my points below the prime, and on the bar.
        let trapped = if prime >= 2 {
            them[0]
                + (1..top + 1 - usize::from(prime))
                    .map(|p| them[25 - p])
                    .sum::<u8>()
        } else {
            0
        };
        // Rearmost checkers, in my numbering: mine the highest (the bar is 25), the
        // opponent's the lowest (its bar is 0); none at all is past everything.
        let my_back = if me[0] > 0 {
            25
        } else {
            (1..25).rev().find(|&p| me[p] > 0).unwrap_or(0)
        };
        let opp_back = if them[0] > 0 {
            0
        } else {
            (1..25).find(|&p| them[25 - p] > 0).unwrap_or(25)
        };
        // The same two from the opponent's view, in its numbering.
        let (opp_prime, opp_top) = run(&them);
        let opp_trapped = if opp_prime >= 2 {
            me[0]
                + (1..opp_top + 1 - usize::from(opp_prime))
                    .map(|q| me[25 - q])
                    .sum::<u8>()
        } else {
            0
        };
        let my_back_theirs = if me[0] > 0 {
            0
        } else {
            (1..25).find(|&q| me[25 - q] > 0).unwrap_or(25)
        };
        let in_play = |s: &[u8; 25]| s.iter().sum::<u8>();
        Features {
            pips: pips(&me),
            opp_pips: pips(&them),
            blots: count(&me, &|_, v| v == 1),
            shots: shots(&them, &me),
            opp_blots: count(&them, &|_, v| v == 1),
            opp_shots: shots(&me, &them),
            points: count(&me, &|_, v| v >= 2),
            opp_points: count(&them, &|_, v| v >= 2),
            home_points: count(&me, &|p, v| p <= 6 && v >= 2),
            opp_home_points: count(&them, &|p, v| p <= 6 && v >= 2),
            front_points: count(&me, &|p, v| (4..=9).contains(&p) && v >= 2),
            opp_front_points: count(&them, &|p, v| (4..=9).contains(&p) && v >= 2),
            prime,
            opp_prime,
            trapped,
            opp_trapped,
            bar: me[0],
            opp_bar: them[0],
            off: rules.checkers() - in_play(&me),
            opp_off: rules.checkers() - in_play(&them),
            anchors: count(&me, &|p, v| p >= 19 && v >= 2),
            opp_anchors: count(&them, &|p, v| p >= 19 && v >= 2),
            back: me[0] + (19..25).map(|p| me[p]).sum::<u8>(),
            opp_back: them[0] + (19..25).map(|p| them[p]).sum::<u8>(),
            past: (1..opp_back).map(|p| me[p]).sum(),
            opp_past: (1..my_back_theirs).map(|q| them[q]).sum(),
            stacked: (1..25).map(|p| me[p].saturating_sub(3)).sum(),
            opp_stacked: (1..25).map(|p| them[p].saturating_sub(3)).sum(),
            contact: my_back > opp_back,
        }
    }

    #[test]
    fn the_features_agree_with_their_definitions_on_played_positions() {
        for seed in 0..600u64 {
            let mut random = crate::testing::Random::new(seed);
            let rules = random.rules();
            let turns = random.below(120);
            let pos = random.position(rules, turns);
            assert_eq!(
                Features::of(&pos),
                reference(&pos.board, &rules),
                "seed {seed}: {pos}"
            );
        }
    }
}
