//! The board graph against the rules summary (`docs/yut.md` §1): every forward edge, every back-do edge, the branch
//! rule, entering, finishing and the remaining distance.

mod common;
use common::*;
use std::collections::{BTreeSet, VecDeque};
use yutnori::{Place, Station, Throw, Variant};

/// docs/yut.md §1.1: ring 0→1→…→19→0; 모 diagonal 5→20→21→22→23→24→15; 뒷모 diagonal
/// 10→25→26→22→27→28→0.
fn digest_forward_edges() -> BTreeSet<(u8, u8)> {
    let mut e = BTreeSet::new();
    for i in 0..20u8 {
        e.insert((i, (i + 1) % 20));
    }
    for w in [5u8, 20, 21, 22, 23, 24, 15].windows(2) {
        e.insert((w[0], w[1]));
    }
    for w in [10u8, 25, 26, 22, 27, 28, 0].windows(2) {
        e.insert((w[0], w[1]));
    }
    e
}

#[test]
fn every_forward_edge_matches_the_digest() {
    let got: BTreeSet<(u8, u8)> = Station::all()
        .flat_map(|s| s.successors().map(move |t| (s.id(), t.id())))
        .collect();
    assert_eq!(got, digest_forward_edges());
    assert_eq!(got.len(), 20 + 6 + 6, "ring, 모 diagonal, 뒷모 diagonal");
    let branches: Vec<u8> = Station::all()
        .filter(|s| s.successors().count() == 2)
        .map(|s| s.id())
        .collect();
    assert_eq!(branches, [5, 10, 22]);
    assert!(Station::all().all(|s| s.is_branch() == (s.successors().count() == 2)));
}

#[test]
fn every_back_do_edge_reverses_a_forward_edge() {
    // docs/yut.md §1.3: pred(n) is the reverse of the forward edges, two at 방, 찌모 and 참먹이.
    let reversed: BTreeSet<(u8, u8)> = digest_forward_edges()
        .into_iter()
        .map(|(a, b)| (b, a))
        .collect();
    let got: BTreeSet<(u8, u8)> = Station::all()
        .flat_map(|s| s.predecessors().map(move |t| (s.id(), t.id())))
        .collect();
    assert_eq!(got, reversed);
    let merges: Vec<u8> = Station::all()
        .filter(|s| s.predecessors().count() == 2)
        .map(|s| s.id())
        .collect();
    assert_eq!(merges, [0, 15, 22]);
}

#[test]
fn every_back_do_edge_is_a_legal_back_do_move() {
    let rules = Variant::Dominant.rules();
    for s in Station::all() {
        let mut expected: Vec<Place> = s.predecessors().map(Place::At).collect();
        expected.sort();
        assert_eq!(
            one_piece(rules, s.id(), Throw::BackDo),
            expected,
            "빽도 from {s}"
        );
    }
}

#[test]
fn every_forward_edge_is_a_legal_do_move() {
    // 도 from each station follows its edge; the shortcut edge at 모/뒷모/방 (forced policy),
    // and a piece on 참먹이 finishes.
    let rules = Variant::Dominant.rules();
    for s in Station::all() {
        let expected = if s == Station::CHAMMEOGI {
            vec![Place::Finished]
        } else {
            vec![Place::At(s.successors().next().unwrap())]
        };
        assert_eq!(one_piece(rules, s.id(), Throw::Do), expected, "도 from {s}");
    }
    // With optional shortcuts, both edges out of a branch station.
    let rules = Variant::Wikipedia.rules();
    for s in Station::all().filter(|s| s.is_branch()) {
        let mut expected: Vec<Place> = s.successors().map(Place::At).collect();
        expected.sort();
        assert_eq!(one_piece(rules, s.id(), Throw::Do), expected, "도 from {s}");
    }
}

#[test]
fn names_and_ids_are_the_digests() {
    let named = [
        (0, "참먹이", "chammeogi"),
        (5, "모", "mo"),
        (10, "뒷모", "dwitmo"),
        (15, "찌모", "jjimo"),
        (22, "방", "bang"),
        (27, "사려", "saryeo"),
        (28, "안찌", "anjji"),
        (24, "속모", "sokmo"),
    ];
    for (id, ko, rom) in named {
        let s = st(id);
        assert_eq!((s.name(yutnori::Lang::Ko), s.romanized()), (ko, rom));
        assert_eq!(ko.parse::<Station>(), Ok(s));
        assert_eq!(rom.parse::<Station>(), Ok(s));
        assert_eq!(id.to_string().parse::<Station>(), Ok(s));
    }
    let all: BTreeSet<&str> = Station::all().map(|s| s.name(yutnori::Lang::Ko)).collect();
    assert_eq!(all.len(), 29, "names are distinct");
    assert!(Station::new(29).is_err());
    assert!("서울".parse::<Station>().is_err());
    // The id converts both ways.
    for s in Station::all() {
        assert_eq!(u8::from(s), s.id());
        assert_eq!(Station::try_from(u8::from(s)), Ok(s));
    }
}

#[test]
fn branch_rule_stopping_turns_passing_goes_straight() {
    let rules = Variant::Dominant.rules();
    // Stopping on 모: 걸 takes the diagonal to 방; from 윷 a 모 passes 모 and goes on to 뒷윷.
    assert_eq!(one_piece(rules, 5, Throw::Geol), [at(22)]);
    assert_eq!(one_piece(rules, 4, Throw::Mo), [at(9)]);
    // 뒷모: stopping turns to 뒷모도; passing (from 뒷윷, 개) goes to 찌도.
    assert_eq!(one_piece(rules, 10, Throw::Do), [at(25)]);
    assert_eq!(one_piece(rules, 9, Throw::Gae), [at(11)]);
    // 방: stopping goes toward 참먹이; passing from 모개 goes straight to 속윷, from 뒷모개 to 사려.
    assert_eq!(one_piece(rules, 22, Throw::Do), [at(27)]);
    assert_eq!(one_piece(rules, 21, Throw::Gae), [at(23)]);
    assert_eq!(one_piece(rules, 26, Throw::Gae), [at(27)]);
    // The 모 diagonal rejoins the ring at 찌모.
    assert_eq!(one_piece(rules, 24, Throw::Gae), [at(16)]);
}

#[test]
fn entering_lands_on_station_n() {
    let rules = Variant::Dominant.rules();
    for (t, n) in [
        (Throw::Do, 1),
        (Throw::Gae, 2),
        (Throw::Geol, 3),
        (Throw::Yut, 4),
        (Throw::Mo, 5),
    ] {
        let g = spend(rules, side(1), &[t], &[(4, 0, &[]), (4, 0, &[])]);
        assert_eq!(dests(&g, t, Place::Waiting), [at(n)]);
    }
}

#[test]
fn finishing_needs_passing_chammeogi_and_overshoot_finishes() {
    let rules = Variant::Dominant.rules();
    assert_eq!(
        one_piece(rules, 19, Throw::Do),
        [at(0)],
        "stopping on 참먹이 is a checkpoint"
    );
    assert_eq!(one_piece(rules, 19, Throw::Gae), [Place::Finished]);
    assert_eq!(
        one_piece(rules, 18, Throw::Mo),
        [Place::Finished],
        "overshoot finishes"
    );
    assert_eq!(one_piece(rules, 27, Throw::Gae), [at(0)]);
    assert_eq!(one_piece(rules, 28, Throw::Gae), [Place::Finished]);
    for t in [Throw::Do, Throw::Gae, Throw::Geol, Throw::Yut, Throw::Mo] {
        assert_eq!(
            one_piece(rules, 0, t),
            [Place::Finished],
            "any forward result from 참먹이"
        );
    }
}

/// Fewest pips to finish, by breadth-first search over the edges (stopping on a corner allows
/// either edge), independent of the crate's table.
fn bfs_min_pips(from: Station) -> u8 {
    let mut dist = [u8::MAX; 29];
    let mut q = VecDeque::from([(from, 0u8)]);
    dist[from.index()] = 0;
    let mut best = u8::MAX;
    while let Some((s, d)) = q.pop_front() {
        if s == Station::CHAMMEOGI {
            best = best.min(d + 1);
            continue;
        }
        for t in s.successors() {
            if dist[t.index()] == u8::MAX {
                dist[t.index()] = d + 1;
                q.push_back((t, d + 1));
            }
        }
    }
    best
}

#[test]
fn remaining_distance_is_the_shortest_course() {
    for s in Station::all() {
        assert_eq!(s.min_pips_to_finish(), bfs_min_pips(s), "{s}");
    }
    // docs/yut.md §1.4: waiting pieces need 12 (the 11-pip course plus the pip that finishes).
    assert_eq!(Place::Waiting.min_pips_to_finish(), 1 + bfs_min_pips(st(1)));
    let g = spend(
        Variant::Dominant.rules(),
        side(1),
        &[Throw::Do],
        &[(2, 1, &[(5, 1)]), (3, 0, &[(22, 1)])],
    );
    assert_eq!(g.position().pips(side(1)), 2 * 12 + 7);
    assert_eq!(g.position().pips(side(2)), 3 * 12 + 4);
}

#[test]
fn display_honours_width_and_alignment() {
    use yutnori::{Action, Move, Throw, Variant, YutRules};
    assert_eq!(format!("[{:>8}]", Station::BANG), "[   방(22)]");
    assert_eq!(format!("[{:<4}]", Place::Finished), "[F   ]");
    assert_eq!(format!("[{:^6}]", Throw::Mo), "[  mo  ]");
    let a = Action::Move(Move {
        throw: Throw::Geol,
        from: Place::At(Station::MO),
        to: Place::At(Station::BANG),
    });
    assert_eq!(format!("[{a:<12}]"), "[geol 5-22   ]");
    assert_eq!(format!("[{:>6}]", Action::Pass), "[  pass]");
    assert_eq!(format!("[{:>8}]", Variant::Genius), "[  genius]");
    let r: YutRules = "genius;pieces=4".parse().unwrap();
    assert_eq!(format!("[{r:<16}]"), "[genius;pieces=4 ]");
}
