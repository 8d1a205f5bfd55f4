//! Throws: the stick model's tables, the wiki article's probability claims, the sampler and
//! the reproducible throws (`docs/yut.md` §2–§3).

use ssangryuk_cited::random::{mix64, SplitMix64};
use yutnori::{
    exact_table, BackDoRule, FreeGeolRule, Lang, ModelError, Sticks, Throw, ThrowModel, Variant,
    YutRules,
};

fn textbook() -> YutRules {
    Variant::Textbook.rules()
}

fn idx(t: Throw) -> usize {
    Throw::ALL.iter().position(|&x| x == t).unwrap()
}

#[test]
fn seed_table_at_p_one_half() {
    // [Namuwiki]: 도 1/4, 개 3/8, 걸 1/4, 윷 1/16, 모 1/16 (from the 16 stick outcomes).
    let (t, den) = exact_table(1, 2, &textbook()).unwrap();
    assert_eq!(den, 16);
    let expected = [
        (Throw::Do, 4),
        (Throw::Gae, 6),
        (Throw::Geol, 4),
        (Throw::Yut, 1),
        (Throw::Mo, 1),
    ];
    for (throw, n) in expected {
        assert_eq!(t[idx(throw)], n, "{throw}");
    }
    assert_eq!(t[idx(Throw::BackDo)] + t[idx(Throw::FreeGeol)], 0);
    let f = ThrowModel::TEXTBOOK.table(&textbook());
    for (throw, n) in expected {
        assert_eq!(
            f[idx(throw)],
            n as f64 / 16.0,
            "f64 table is exact at p = 1/2"
        );
        assert_eq!(
            ThrowModel::TEXTBOOK.probability(throw, &textbook()),
            n as f64 / 16.0
        );
    }
    assert_eq!(
        ThrowModel::TEXTBOOK.probability(Throw::BackDo, &textbook()),
        0.0
    );
}

#[test]
fn a_stick_is_flat_up_exactly_below_p_times_two_to_the_53() {
    // `(word >> 11) < p·2^53`: at p = 1/2 the boundary word is 2^63.
    let m = ThrowModel::TEXTBOOK;
    assert_eq!(m.sticks_from_words([1 << 63; 4]).flats(), 0);
    assert_eq!(m.sticks_from_words([(1 << 63) - (1 << 11); 4]).flats(), 4);
    assert_eq!(
        m.sticks_from_words([0, u64::MAX, 0, u64::MAX]).bits(),
        0b0101
    );
}

#[test]
fn marked_stick_splits_do_and_geol() {
    // docs/yut.md §3: 빽도 = pq³ and plain 도 = 3pq³; 자유걸 = p³q and plain 걸 = 3p³q.
    let rules = textbook()
        .to_builder()
        .back_do(BackDoRule::On)
        .free_geol(FreeGeolRule::On)
        .build()
        .unwrap();
    let (t, den) = exact_table(3, 5, &rules).unwrap();
    assert_eq!(den, 625);
    assert_eq!(t[idx(Throw::BackDo)], 3 * 8);
    assert_eq!(t[idx(Throw::Do)], 3 * 3 * 8);
    assert_eq!(t[idx(Throw::FreeGeol)], 27 * 2);
    assert_eq!(t[idx(Throw::Geol)], 3 * 27 * 2);
    assert_eq!(t.iter().sum::<u64>(), den);
    assert_eq!(Sticks::from_bits(0b0001).result(&rules), Throw::BackDo);
    assert_eq!(Sticks::from_bits(0b0010).result(&rules), Throw::Do);
    assert_eq!(Sticks::from_bits(0b1110).result(&rules), Throw::FreeGeol);
    assert_eq!(Sticks::from_bits(0b0111).result(&rules), Throw::Geol);
    assert_eq!(Sticks::from_bits(0b0001).result(&textbook()), Throw::Do);
    assert_eq!(Sticks::from_bits(0b1110).result(&textbook()), Throw::Geol);
    assert_eq!(Sticks::from_bits(0).result(&rules), Throw::Mo);
    assert_eq!(Sticks::from_bits(0xF).result(&rules), Throw::Yut);
}

fn seed_order_holds(p: f64) -> bool {
    let t = ThrowModel::new(p).unwrap().table(&textbook());
    let [_, d, g, ge, _, y, m] = t;
    ge > g && g > y && y > d && d > m
}

/// The boundary of `pred` between `lo` (false) and `hi` (true), by bisection.
fn boundary(mut lo: f64, mut hi: f64, pred: impl Fn(f64) -> bool) -> f64 {
    assert!(pred(lo) != pred(hi));
    let at_lo = pred(lo);
    for _ in 0..60 {
        let mid = (lo + hi) / 2.0;
        if pred(mid) == at_lo {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}

#[test]
fn seed_order_geol_gae_yut_do_mo_holds_exactly_between_0_6135_and_0_7101() {
    // [Namuwiki] attributes 걸-개-윷-도-모 to p ≈ 0.6; the model gives it only for 0.6135 < p < 0.7101:
    // 윷 > 도 ⇔ (p/q)³ > 4, 개 > 윷 ⇔ 6q² > p² (docs/yut.md §3).
    let lower = boundary(0.55, 0.65, seed_order_holds);
    let upper = boundary(0.65, 0.75, seed_order_holds);
    let c = 4f64.cbrt();
    assert!((lower - c / (1.0 + c)).abs() < 1e-9, "lower {lower}");
    let r = 6f64.sqrt();
    assert!((upper - r / (1.0 + r)).abs() < 1e-9, "upper {upper}");
    assert!((0.6135..0.6136).contains(&lower) && (0.7101..0.7102).contains(&upper));
    let holds: Vec<bool> = (500..=800)
        .map(|k| seed_order_holds(f64::from(k) / 1000.0))
        .collect();
    let first = holds.iter().position(|&h| h).unwrap();
    let last = holds.iter().rposition(|&h| h).unwrap();
    assert_eq!((first + 500, last + 500), (614, 710));
    assert!(holds[first..=last].iter().all(|&h| h), "one interval");
}

#[test]
fn at_p_0_6_gae_and_geol_tie_and_do_beats_yut() {
    // The finding that corrects the wiki article: at p = 3/5, 개 = 걸 = 216/625 and 도 96/625 > 윷 81/625.
    let (t, den) = exact_table(3, 5, &textbook()).unwrap();
    assert_eq!(den, 625);
    assert_eq!(t[idx(Throw::Gae)], t[idx(Throw::Geol)]);
    assert_eq!(
        [
            t[idx(Throw::Do)],
            t[idx(Throw::Gae)],
            t[idx(Throw::Yut)],
            t[idx(Throw::Mo)]
        ],
        [96, 216, 81, 16]
    );
    assert!(!seed_order_holds(0.6));
}

#[test]
fn sticks_read_back_as_they_fell() {
    for bits in 0..16u8 {
        let flags = [0, 1, 2, 3].map(|k| bits >> k & 1 == 1);
        let s = Sticks::new(flags);
        assert_eq!((s.bits(), Sticks::from_bits(bits | 0xF0)), (bits, s));
        for (k, &flat) in flags.iter().enumerate() {
            assert_eq!(s.flat_up(k), flat, "{bits:04b} stick {k}");
        }
        assert!((4..=64).all(|k| !s.flat_up(k)), "only four sticks");
        assert_eq!(s.flats(), bits.count_ones());
    }
}

#[test]
fn model_refuses_p_outside_zero_one() {
    for p in [0.0, 1.0, -0.1, 1.5, f64::NAN, f64::INFINITY] {
        let e = ThrowModel::new(p).unwrap_err();
        assert!(!e.message(Lang::Ko).is_empty() && e.to_string().contains("between"));
    }
    for p in [0.25, 0.5, 0.6] {
        assert_eq!(ThrowModel::new(p).unwrap().p(), p);
    }
    // The error carries the p asked for (0 < flat < total ≤ 65535).
    assert_eq!(exact_table(0, 2, &textbook()), Err(ModelError(0.0)));
    assert_eq!(exact_table(3, 2, &textbook()), Err(ModelError(1.5)));
    assert_eq!(exact_table(2, 2, &textbook()), Err(ModelError(1.0)));
    assert_eq!(exact_table(1, 0, &textbook()), Err(ModelError(1.0)));
    assert_eq!(
        exact_table(1, 65_536, &textbook()),
        Err(ModelError(1.0 / 65_536.0))
    );
    let (_, den) = exact_table(1, 65_535, &textbook()).unwrap();
    assert_eq!(den, 65_535u64.pow(4));
}

#[test]
fn splitmix64_is_the_published_generator() {
    // Reference outputs of SplitMix64 seeded with 0 (Vigna's splitmix64.c).
    let mut r = SplitMix64::new(0);
    assert_eq!(r.next_u64(), 0xE220_A839_7B1D_CDAF);
    assert_eq!(r.next_u64(), 0x6E78_9E6A_A1B9_65F4);
    assert_eq!(r.next_u64(), 0x06C4_5D18_8009_454F);
    assert_eq!(mix64(0x9E37_79B9_7F4A_7C15), 0xE220_A839_7B1D_CDAF);
}

#[test]
fn reproducible_throws_are_pinned() {
    // Test vectors: these must never change (saved games replay from them).
    let m = ThrowModel::TEXTBOOK;
    let bits: Vec<u8> = (0..12).map(|i| m.reproducible(1, i).bits()).collect();
    assert_eq!(bits, PINNED_GAME_1);
    let bits: Vec<u8> = (0..12)
        .map(|i| ThrowModel::REALISTIC.reproducible(2026, i).bits())
        .collect();
    assert_eq!(bits, PINNED_GAME_2026_REALISTIC);
    assert_eq!(m.reproducible(u64::MAX, u64::MAX).bits(), PINNED_MAX);
    // A pure function: same inputs, same sticks; different games differ somewhere.
    assert_eq!(m.reproducible(7, 3), m.reproducible(7, 3));
    assert!((0..32).any(|i| m.reproducible(7, i) != m.reproducible(8, i)));
}

const PINNED_GAME_1: [u8; 12] = [10, 9, 3, 15, 3, 3, 10, 15, 14, 3, 5, 15];
const PINNED_GAME_2026_REALISTIC: [u8; 12] = [11, 2, 3, 14, 12, 2, 14, 14, 14, 7, 8, 4];
const PINNED_MAX: u8 = 6;

#[test]
fn reproducible_throws_follow_the_table() {
    // 40 000 throws per model; each frequency within 5 standard errors of the table.
    for m in [ThrowModel::TEXTBOOK, ThrowModel::REALISTIC] {
        let rules = Variant::Local.rules();
        let table = m.table(&rules);
        let n = 40_000u64;
        let mut counts = [0u64; 7];
        for i in 0..n {
            counts[m.reproducible(42, i).result(&rules) as usize] += 1;
        }
        for (k, &c) in counts.iter().enumerate() {
            let p = table[k];
            let se = (p * (1.0 - p) / n as f64).sqrt();
            let f = c as f64 / n as f64;
            assert!(
                (f - p).abs() < 5.0 * se + 1e-12,
                "{:?}: {f} vs {p}",
                Throw::ALL[k]
            );
        }
    }
}

#[test]
fn sampler_follows_the_table() {
    let m = ThrowModel::new(0.6).unwrap();
    let rules = Variant::Dominant.rules();
    let table = m.table(&rules);
    let mut rng = SplitMix64::new(99);
    let n = 40_000u64;
    let mut counts = [0u64; 7];
    for _ in 0..n {
        counts[m.sample(|| rng.next_u64()).result(&rules) as usize] += 1;
    }
    for (k, &c) in counts.iter().enumerate() {
        let p = table[k];
        let se = (p * (1.0 - p) / n as f64).sqrt();
        assert!((c as f64 / n as f64 - p).abs() < 5.0 * se + 1e-12);
    }
}

#[test]
fn throw_names_parse() {
    for t in Throw::ALL {
        assert_eq!(t.id().parse::<Throw>(), Ok(t));
        assert_eq!(t.name(Lang::Ko).parse::<Throw>(), Ok(t));
    }
    // The other documented forms: 뒷도, back-do, the pip counts, any case, spaces around.
    let forms = [
        ("뒷도", Throw::BackDo),
        ("back-do", Throw::BackDo),
        ("BackDo", Throw::BackDo),
        ("-1", Throw::BackDo),
        ("free-geol", Throw::FreeGeol),
        ("1", Throw::Do),
        ("2", Throw::Gae),
        ("3", Throw::Geol),
        ("4", Throw::Yut),
        (" 5 ", Throw::Mo),
        ("MO", Throw::Mo),
    ];
    for (text, t) in forms {
        assert_eq!(text.parse::<Throw>(), Ok(t), "{text:?}");
    }
    for bad in ["six", "0", "6", "-2", ""] {
        assert!(bad.parse::<Throw>().is_err(), "{bad:?}");
    }
}

#[test]
fn reproducible_throws_are_the_documented_function() {
    // The formula of the `throw` module docs, written out again independently.
    fn doc_mix(mut z: u64) -> u64 {
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58476D1CE4E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D049BB133111EB);
        z ^ (z >> 31)
    }
    const G: u64 = 0x9E3779B97F4A7C15;
    for p in [0.5, 0.6, 0.123] {
        let m = ThrowModel::new(p).unwrap();
        for game in [0u64, 1, 2026, u64::MAX] {
            for index in [0u64, 1, 5, 1000, u64::MAX] {
                let key = doc_mix(game ^ doc_mix(index.wrapping_add(G)));
                let mut bits = 0u8;
                for k in 1..=4u64 {
                    let u = doc_mix(key.wrapping_add(k.wrapping_mul(G)));
                    if ((u >> 11) as f64) < p * 2f64.powi(53) {
                        bits |= 1 << (k - 1);
                    }
                }
                assert_eq!(
                    m.reproducible(game, index).bits(),
                    bits,
                    "game {game} index {index}"
                );
            }
        }
    }
}

/// Whole games of two random bots, recorded with the crate's own SplitMix64 and key function
/// before both moved into `ssangryuk-cited`: (game number, variant, plays, hash of the plays'
/// text). The same throws and the same choices, play for play.
#[test]
fn reproducible_games_are_those_recorded_before_the_shared_randomness() {
    use yutnori::bot::{play_out, RandomBot};
    use yutnori::Entry;
    const RECORDED: [(u64, &str, usize, u64); 12] = [
        (1, "dominant", 104, 0xdf7a1795f58f8a89),
        (1, "textbook", 119, 0xee62ed3899b31413),
        (1, "wikipedia", 105, 0xbab1df55c5abc652),
        (1, "reorder", 116, 0x944cc1c1cf19b3f0),
        (1, "local", 110, 0x494e3b74ff593b82),
        (1, "genius", 58, 0x235ed97402f35a91),
        (2026, "dominant", 93, 0x5d2d1b59c5b611d0),
        (2026, "textbook", 86, 0xa5131223ff588d29),
        (2026, "wikipedia", 80, 0xb78821f06d04a504),
        (2026, "reorder", 117, 0x589bab266ddaed0e),
        (2026, "local", 68, 0xf71f3fb173581ebb),
        (2026, "genius", 26, 0xaf973bdd11f89ede),
    ];
    for (n, id, len, digest) in RECORDED {
        let variant: Variant = id.parse().unwrap();
        let (mut a, mut b) = (RandomBot::new(n), RandomBot::new(!n));
        let mut game = yutnori::Game::new(variant.rules(), n).with_model(ThrowModel::REALISTIC);
        let record = play_out(&mut game, &mut [&mut a, &mut b]).unwrap();
        let text: String = record
            .record
            .entries
            .iter()
            .map(|e| match *e {
                Entry::Threw { throw, .. } => format!("{throw},"),
                Entry::Acted { action, .. } => format!("{action};"),
                Entry::Nak { .. } => unreachable!("a game's own throws have no 낙"),
            })
            .collect();
        let got = mix64(text.bytes().fold(0u64, |h, c| mix64(h ^ u64::from(c))));
        assert_eq!(
            (record.record.entries.len(), got),
            (len, digest),
            "game {n} {id}"
        );
    }
}
