//! The networks' tests: files, arithmetic, growing, batches and the shipped fingerprints.

use super::*;
use crate::labels::Side;
use crate::rules::Variant;

fn net() -> Net {
    Net::random(
        Family::L1931,
        Encoding::Board,
        16,
        3,
        "family=l1931 test".to_owned(),
    )
}

/// A shipped network of one hidden layer (`app`'s, 128 logistic units, reading the board
/// as `l1931`'s does): the base the growing tests start from.
fn one_layer() -> &'static Net {
    Net::shipped(Family::App)
}

/// FNV-1a, 64 bits.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The shipped networks are the ones the README's strength figures were measured
/// with: one trained again is measured again, and its fingerprint updated here.
#[test]
fn every_shipped_network_reads_and_keeps_its_fingerprint() {
    let mut got = Vec::new();
    for f in Family::ALL {
        let net = Net::shipped(f);
        assert_eq!(net.family(), f);
        let inputs = net.encoding().inputs();
        got.push((f.id(), inputs, net.hidden(), fnv1a(&net.to_bytes())));
    }
    assert_eq!(
        got,
        [
            ("bansugoroku", 196, 128, 0xf729_9f48_34ca_4b17),
            ("sixteen", 221, 128, 0x41c3_d04a_a8dd_709e),
            ("l1931", 196, 256, 0x2990_4a9a_da01_d16c),
            ("app", 196, 128, 0x5a99_9375_1e7a_fe30),
            ("culin", 196, 128, 0xf292_a1cf_5fe8_2835),
        ]
    );
}

#[test]
fn a_file_reads_back_bit_for_bit() {
    let n = net();
    let bytes = n.to_bytes();
    assert_eq!(Net::from_bytes(&bytes), Ok(n.clone()));
    assert_eq!(
        Net::from_bytes(&bytes[..bytes.len() - 1]),
        Err(NetError::Truncated("weights"))
    );
    let mut longer = bytes.clone();
    longer.push(0);
    assert_eq!(Net::from_bytes(&longer), Err(NetError::TrailingBytes(1)));
    assert_eq!(Net::from_bytes(b"YUTW"), Err(NetError::NotANet));
    let mut nan = bytes.clone();
    let at = bytes.len() - 4;
    nan[at..].copy_from_slice(&f32::NAN.to_le_bytes());
    assert_eq!(Net::from_bytes(&nan), Err(NetError::NotFinite));
    let mut unknown = net();
    unknown.set_provenance("family=chess".to_owned());
    assert_eq!(
        Net::from_bytes(&unknown.to_bytes()),
        Err(NetError::Provenance)
    );
}

#[test]
fn the_opponents_view_of_a_finished_game_is_the_flipped_chances() {
    let rules = Variant::L1931.rules();
    let mut b = [0i8; 26];
    b[12] = -15;
    // The mover has borne everything off, the opponent nothing (and none is in the
    // mover's home): a gammon.
    let p = Position::from_board(rules, Side::Black, b).unwrap();
    let c = net().chances(&p);
    assert_eq!(c.to_array(), [1.0, 1.0, 0.0, 0.0, 0.0]);
    assert_eq!(c.equity(&rules), 2.0);
    let other = net().chances(&p.pass());
    assert_eq!(other, c.flipped());
    assert_eq!(other.equity(&rules), -2.0);
}

#[test]
fn single_scoring_counts_only_the_win() {
    let c = Chances::from_array([0.75, 0.5, 0.25, 0.125, 0.0]);
    assert_eq!(c.equity(&Variant::L1931.rules()), 0.5 + 0.375 + 0.25);
    assert_eq!(c.equity(&Variant::App.rules()), 0.5);
    assert_eq!(c.flipped().flipped(), c);
}

#[test]
fn the_sparse_sum_is_the_dense_product() {
    for encoding in [Encoding::Board, Encoding::BoardAndFeatures] {
        let n = Net::random(Family::L1931, encoding, 16, 3, "family=l1931".to_owned());
        let rules = Variant::L1931.rules();
        let p = Position::start(rules, Side::White);
        let a = n.active(&p.board, &rules);
        let inputs = encoding.inputs();
        let mut x = vec![0f32; inputs];
        for &(i, v) in a.pairs() {
            x[usize::from(i)] = v;
        }
        let first = &n.layers[0];
        let h: Vec<f32> = (0..first.width)
            .map(|j| {
                let z: f64 = (0..inputs)
                    .map(|i| f64::from(x[i] * first.w[i * first.width + j]))
                    .sum();
                1.0 / (1.0 + (-(z + f64::from(first.b[j]))).exp()) as f32
            })
            .collect();
        let mut hidden = [0f32; 16];
        let y = n.forward(&a, &mut hidden);
        for (ours, dense) in hidden.iter().zip(&h) {
            assert!((ours - dense).abs() < 1e-5);
        }
        for (o, &yo) in y.iter().enumerate() {
            let z: f64 = (0..first.width)
                .map(|j| f64::from(n.wo[o * first.width + j] * h[j]))
                .sum();
            let dense = 1.0 / (1.0 + (-(z + f64::from(n.bo[o]))).exp());
            assert!((f64::from(yo) - dense).abs() < 1e-5);
        }
    }
}

/// A deep network of both activations, widths not multiples of eight.
fn deep() -> Net {
    Net::random_layers(
        Family::L1931,
        Encoding::BoardAndFeatures,
        &[
            (20, Activation::Logistic),
            (13, Activation::Relu),
            (9, Activation::Relu),
        ],
        5,
        "family=l1931 deep".to_owned(),
    )
}

/// Positions of random games, none finished.
fn positions(count: u64) -> Vec<Position> {
    (0..count)
        .map(|seed| {
            let mut random = crate::testing::Random::new(seed);
            let turns = random.below(80);
            random.position(Variant::L1931.rules(), turns)
        })
        .filter(|p| Outcome::of(p).is_none())
        .collect()
}

#[test]
fn a_deep_network_computes_each_layer_from_the_one_before() {
    let n = deep();
    let rules = Variant::L1931.rules();
    for p in positions(20) {
        let a = n.active(&p.board, &rules);
        let mut x = vec![0f64; n.encoding().inputs()];
        for &(i, v) in a.pairs() {
            x[usize::from(i)] = f64::from(v);
        }
        // The first layer is stored input by input, the later ones unit by unit.
        let first = &n.layers[0];
        let mut h: Vec<f64> = (0..first.width)
            .map(|j| {
                let z: f64 = (0..x.len())
                    .map(|i| x[i] * f64::from(first.w[i * first.width + j]))
                    .sum::<f64>()
                    + f64::from(first.b[j]);
                1.0 / (1.0 + (-z).exp())
            })
            .collect();
        for l in &n.layers[1..] {
            h = (0..l.width)
                .map(|j| {
                    let z: f64 = (0..h.len())
                        .map(|i| h[i] * f64::from(l.w[j * h.len() + i]))
                        .sum::<f64>()
                        + f64::from(l.b[j]);
                    z.max(0.0)
                })
                .collect();
        }
        let y = n.chances(&p).to_array();
        for (o, &yo) in y.iter().enumerate() {
            let z: f64 = (0..h.len())
                .map(|j| h[j] * f64::from(n.wo[o * h.len() + j]))
                .sum::<f64>()
                + f64::from(n.bo[o]);
            assert!((f64::from(yo) - 1.0 / (1.0 + (-z).exp())).abs() < 1e-5);
        }
    }
}

#[test]
fn many_positions_at_once_give_the_bits_of_one_at_a_time() {
    let rules = Variant::L1931.rules();
    for n in [
        deep(),
        one_layer().clone(),
        Net::shipped(Family::L1931).clone(),
    ] {
        let ps = positions(60);
        let actives: Vec<Active> = ps.iter().map(|p| n.active(&p.board, &rules)).collect();
        let many = n.forward_many(&actives);
        assert_eq!(many.len(), ps.len());
        for (p, y) in ps.iter().zip(&many) {
            let one = n.chances(p).to_array();
            assert_eq!(one.map(f32::to_bits), y.map(f32::to_bits));
        }
    }
    assert!(deep().forward_many(&[]).is_empty());
}

/// Judging a roll's candidates together gives each the bits of judging it alone:
/// finished games, bear-offs and the committee's mean included, in every family.
#[test]
fn an_evaluation_of_many_positions_is_each_ones_evaluation() {
    let grown = one_layer().grown_to(&[128, 136], 4).unwrap();
    for eval in [NetEval::default(), NetEval::with_net(grown)] {
        for f in Family::ALL {
            let rules = f.variant().rules();
            let mut ps: Vec<Position> = (0..120u64)
                .map(|seed| {
                    let mut random = crate::testing::Random::new(seed);
                    let turns = random.below(150);
                    random.position(rules, turns)
                })
                .collect();
            let mut b = [0i8; 26];
            b[12] = -(rules.checkers() as i8);
            // A finished game where the rules bear off.
            ps.extend(Position::from_board(rules, Side::Black, b));
            assert!(ps.iter().any(|p| exact(p).is_some()), "{}", f.id());
            assert!(ps.iter().any(|p| exact(p).is_none()), "{}", f.id());
            let mut values = vec![9.0];
            eval.evaluate_all(&ps, &mut values);
            let one: Vec<u32> = ps.iter().map(|p| eval.evaluate(p).to_bits()).collect();
            let all: Vec<u32> = values.iter().map(|v| v.to_bits()).collect();
            assert_eq!(all, one, "{}", f.id());
        }
    }
}

#[test]
fn a_deep_file_reads_back_and_a_one_layer_one_is_still_version_1() {
    let n = deep();
    let bytes = n.to_bytes();
    assert_eq!(
        u32::from_le_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]),
        2
    );
    assert_eq!(Net::from_bytes(&bytes), Ok(n.clone()));
    assert_eq!(
        Net::from_bytes(&bytes[..bytes.len() - 1]),
        Err(NetError::Truncated("weights"))
    );
    let one = net().to_bytes();
    assert_eq!(u32::from_le_bytes([one[4], one[5], one[6], one[7]]), 1);
    // The second layer's activation code (after magic, version, inputs, layers and
    // the first layer's width and code, and its width).
    let mut odd = bytes.clone();
    odd[28..32].copy_from_slice(&7u32.to_le_bytes());
    assert_eq!(Net::from_bytes(&odd), Err(NetError::Activation(7)));
    let mut wide = bytes.clone();
    wide[24..28].copy_from_slice(&2000u32.to_le_bytes());
    assert_eq!(
        Net::from_bytes(&wide),
        Err(NetError::Shape {
            inputs: 221,
            layers: 3,
            width: 2000,
            outputs: 5
        })
    );
    let mut many = bytes.clone();
    many[12..16].copy_from_slice(&7u32.to_le_bytes());
    assert_eq!(
        Net::from_bytes(&many),
        Err(NetError::Shape {
            inputs: 221,
            layers: 7,
            width: 0,
            outputs: 0
        })
    );
    let mut none = bytes;
    none[12..16].copy_from_slice(&0u32.to_le_bytes());
    assert!(matches!(
        Net::from_bytes(&none),
        Err(NetError::Shape { layers: 0, .. })
    ));
    let mut v3 = one;
    v3[4..8].copy_from_slice(&3u32.to_le_bytes());
    assert_eq!(Net::from_bytes(&v3), Err(NetError::Version(3)));
}

/// Growing a shipped network wider and deeper keeps the bits of every value.
#[test]
fn a_grown_network_values_every_position_with_the_same_bits() {
    let shipped = one_layer();
    let wide = shipped.widened(0, 256, 1).unwrap();
    let two = wide.deepened().unwrap();
    let three = two.deepened().unwrap().widened(2, 320, 2).unwrap();
    assert_eq!(
        three.shape(),
        [
            (256, Activation::Logistic),
            (256, Activation::Relu),
            (320, Activation::Relu)
        ]
    );
    assert_eq!(Net::from_bytes(&three.to_bytes()), Ok(three.clone()));
    for p in positions(300) {
        let bits = shipped.chances(&p).to_array().map(f32::to_bits);
        for grown in [&wide, &two, &three] {
            assert_eq!(grown.chances(&p).to_array().map(f32::to_bits), bits);
        }
    }
    // The new units differ from one another: each can learn something else.
    let first = &wide.layers[0];
    assert_ne!(first.w[128], first.w[129]);
    assert_eq!(wide.wo[128..256], [0.0; 128]);
    assert!(matches!(
        shipped.widened(0, 64, 1),
        Err(NetError::Shape { width: 64, .. })
    ));
    assert!(shipped.widened(1, 256, 1).is_err());
    assert!(shipped.widened(0, 2048, 1).is_err());
    let mut deepest = shipped.clone();
    for _ in 1..MAX_LAYERS {
        deepest = deepest.deepened().unwrap();
    }
    assert!(deepest.deepened().is_err());
}

/// Every family ships one network, and the default evaluation is that network's.
#[test]
fn every_family_is_judged_by_its_own_shipped_network() {
    let eval = NetEval::default();
    let mut ps = positions(40);
    ps.retain(|p| Outcome::of(p).is_none() && exact(p).is_none());
    assert!(ps.len() > 20);
    for f in Family::ALL {
        let rules = f.variant().rules();
        assert_eq!(eval.nets(&rules), [Net::shipped(f).clone()]);
    }
    let own = NetEval::committee([Net::shipped(Family::L1931).clone()]).unwrap();
    let mut values = Vec::new();
    own.evaluate_all(&ps, &mut values);
    for (p, v) in ps.iter().zip(&values) {
        assert_eq!(v.to_bits(), eval.evaluate(p).to_bits());
    }
}

/// A committee is used for every rule set and values a position at its members' mean:
/// between them; none is refused.
#[test]
fn a_committee_values_a_position_at_its_members_mean() {
    assert!(NetEval::committee(Vec::new()).is_none());
    let (a, b) = (Net::shipped(Family::L1931), one_layer());
    let eval = NetEval::committee([a.clone(), b.clone()]).unwrap();
    assert_eq!(
        eval.nets(&Variant::Sixteen.rules()).len(),
        2,
        "the given networks serve every rule set"
    );
    let rules = Variant::L1931.rules();
    let mut apart = 0;
    for seed in 0..60u64 {
        let mut random = crate::testing::Random::new(seed);
        let turns = random.below(60);
        let pos = random.position(rules, turns);
        if Outcome::of(&pos).is_some() || exact(&pos).is_some() {
            continue;
        }
        let (x, y) = (
            a.chances(&pos).equity(&rules),
            b.chances(&pos).equity(&rules),
        );
        let mean = eval.evaluate(&pos);
        assert!((mean - (x + y) / 2.0).abs() < 1e-5, "seed {seed}");
        apart += usize::from((x - y).abs() > 1e-3);
    }
    assert!(
        apart > 10,
        "the members disagree: a committee is not one network twice"
    );
}

#[test]
fn a_network_given_the_features_values_every_position_as_before() {
    let board_only = one_layer();
    assert_eq!(board_only.encoding(), Encoding::Board);
    let with = board_only.with_features();
    assert_eq!(with.encoding(), Encoding::BoardAndFeatures);
    assert_eq!(Net::from_bytes(&with.to_bytes()), Ok(with.clone()));
    for seed in 0..50u64 {
        let mut random = crate::testing::Random::new(seed);
        let turns = random.below(80);
        let pos = random.position(Variant::L1931.rules(), turns);
        assert_eq!(with.chances(&pos), board_only.chances(&pos), "seed {seed}");
    }
}
