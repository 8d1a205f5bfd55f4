//! Trains a learned evaluation by TD(λ) self-play (`ssangryuk::train::SelfPlay`, feature
//! `train`), continuing from its checkpoint when there is one.
//!
//! ```text
//! cargo run --release -p ssangryuk-lab --bin selfplay -- --family l1931 --games 400000
//!     [--checkpoint lab/nets/l1931.net] [--every 6400] [--threads 2] [--check 400]
//!     [--hidden 80 | --shape 256,256] [--grow-from FILE|shipped] [--seed 1] [--lambda 0.7]
//!     [--alpha 0.1] [--dense 1] [--adam 0.0001] [--features]
//! cargo run --release -p ssangryuk-lab --bin selfplay -- --family l1931 --relabel 100000
//!     --out relabelled.net [--checkpoint lab/nets/l1931.net] [--every-position 4] [--epochs 4]
//!     [--rate 0.01] [--rolls 1] [--adam 0.00003] [--labels FILE] [--check 400]
//! cargo run --release -p ssangryuk-lab --bin selfplay -- --family app --checkpoint A.net
//!     --versus B.net [--check 2000] [--width 0]
//! ```
//!
//! Plays until the run has `--games` games in all, writing the network to the checkpoint
//! (default `lab/nets/<family>.net`, beside this crate) every `--every` games; a later run with the same
//! checkpoint continues it exactly. The other settings only start a new run (a checkpoint
//! keeps its own), except `--features`: a new network reads the named features as well as
//! the board, and a checkpoint's network without them (to continue or relabel) is given
//! them, their weights zero. `--shape 256,256` starts a network of several hidden layers
//! (the first logistic, the others ReLU) from random weights; with `--grow-from FILE` (or
//! `shipped`: the crate's shipped network of the family) it is instead that network grown
//! to the shape (`Net::grown_to`: wider and deeper, valuing every position as before), and
//! self-play continues from it, its provenance saying `from=`. `--dense R` sets the learning
//! rate of the hidden layers after the first to R times `--alpha` (their units sum hundreds
//! of inputs and learn far faster; a grown network needs R well below 1 to keep its strength).
//! `--adam R` learns by Adam's per-weight steps of size R (falling as `--alpha` would)
//! instead, its moments kept beside the checkpoint in `<checkpoint>.moments`, which
//! continuing needs. At each checkpoint it prints the run's games, positions and thread time,
//! and the network's result at 0-ply against the hand-tuned evaluation over `--check`
//! paired games (0: none).
//!
//! With `--relabel N` it runs a relabelling round on the checkpoint instead
//! (`ssangryuk::train::label` and `fit`): N positions of its self-play, each valued one roll
//! deep (`--rolls 2`: two), fitted; the result goes to `--out` (the checkpoint is left as it
//! is), with the loss before and after and, over `--check` paired games at 1-ply, the
//! result against the network it started from. With `--labels FILE` the labelled positions
//! are written to FILE, or read from it where it exists, so that one labelling serves many
//! fits; `--adam R` fits by Adam's steps of size R instead of plain descent.
//!
//! With `--versus B.net` it only plays: the checkpoint (or with `--checkpoint shipped` the
//! crate's own evaluation of the family; `A.net+C.net` a committee of both, `shipped+A.net`
//! the shipped network and A) against B, named the same ways (networks of any family), under
//! the family's rules over `--check` paired games (on `--threads` threads, the same games
//! however many), at 0-ply or with `--width N` the best N plays
//! searched one roll deep (how well a network serves rules it was not trained on, or
//! whether one beats another).

use std::path::PathBuf;
use std::time::Instant;

use ssangryuk::bot::{Family, HandEval, Net, NetEval};
use ssangryuk::train::{
    fit, label, loss, paired_match, Labelled, Moments, RelabelOptions, SelfPlay, SelfPlayOptions,
    ROUND,
};
use ssangryuk_lab::nets::committee;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut family = Family::L1931;
    let mut games: u64 = 100_000;
    let mut every: u64 = 6_400;
    let mut threads = std::thread::available_parallelism().map_or(1, usize::from);
    let mut check = 400;
    let mut checkpoint: Option<PathBuf> = None;
    let mut opts = SelfPlayOptions::default();
    let mut relabel: Option<usize> = None;
    let mut labels: Option<PathBuf> = None;
    let mut versus: Option<PathBuf> = None;
    let mut out: Option<PathBuf> = None;
    let mut ro = RelabelOptions::default();
    let mut args = std::env::args().skip(1);
    let mut features = false;
    let mut width = 0;
    let mut shape: Option<Vec<usize>> = None;
    let mut grow_from: Option<String> = None;
    while let Some(a) = args.next() {
        if a == "--features" {
            features = true;
            continue;
        }
        let v = args.next().ok_or_else(|| format!("{a} needs a value"))?;
        match a.as_str() {
            "--family" => family = Family::from_id(&v).ok_or_else(|| format!("no family {v}"))?,
            "--games" => games = v.parse()?,
            "--every" => every = v.parse()?,
            "--threads" => threads = v.parse()?,
            "--check" => check = v.parse()?,
            "--checkpoint" => checkpoint = Some(v.into()),
            "--hidden" => opts.hidden = v.parse()?,
            "--shape" => {
                shape = Some(
                    v.split(',')
                        .map(str::parse)
                        .collect::<Result<Vec<usize>, _>>()?,
                );
            }
            "--grow-from" => grow_from = Some(v),
            "--seed" => opts.seed = v.parse()?,
            "--lambda" => opts.lambda = v.parse()?,
            "--alpha" => opts.alpha = v.parse()?,
            "--adam" => {
                opts.adam = Some(v.parse()?);
                ro.adam = opts.adam;
            }
            "--dense" => {
                opts.dense = v.parse()?;
                ro.dense = opts.dense;
            }
            "--relabel" => relabel = Some(v.parse()?),
            "--labels" => labels = Some(v.into()),
            "--out" => out = Some(v.into()),
            "--versus" => versus = Some(v.into()),
            "--every-position" => ro.every = v.parse()?,
            "--epochs" => ro.epochs = v.parse()?,
            "--rate" => ro.alpha = v.parse()?,
            "--rolls" => ro.rolls = v.parse()?,
            "--width" => width = v.parse()?,
            _ => return Err(format!("unknown option {a}").into()),
        }
    }
    let path = checkpoint.unwrap_or_else(|| {
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("nets/{}.net", family.id()))
    });
    // A network read to relabel or continue, given the features where asked.
    let given = |net: Net| if features { net.with_features() } else { net };
    if let Some(other) = versus {
        let rules = family.variant().rules();
        let (a, b) = (
            committee(&path.to_string_lossy(), family)?,
            committee(&other.to_string_lossy(), family)?,
        );
        let r = paired_match(rules, &a, &b, check, width, threads);
        println!(
            "{} vs {} under {}: {}",
            path.display(),
            other.display(),
            family.id(),
            r.summary()
        );
        return Ok(());
    }
    if let Some(n) = relabel {
        let out = out.ok_or("--relabel needs --out")?;
        let net = given(Net::from_bytes(&std::fs::read(&path)?)?);
        ro.positions = n;
        let started = Instant::now();
        let rules = net.family().variant().rules();
        let read = match labels.as_ref().map(std::fs::read) {
            Some(Err(e)) if e.kind() == std::io::ErrorKind::NotFound => None,
            Some(read) => Some(read?),
            None => None,
        };
        let sample = match read {
            Some(bytes) => {
                let sample = Labelled::from_bytes(&bytes, rules).ok_or("not a labels file")?;
                eprintln!("read {} labelled positions", sample.len());
                sample
            }
            None => {
                let sample = label(&net, ro, threads);
                if let Some(file) = &labels {
                    std::fs::write(file, sample.to_bytes())?;
                }
                sample
            }
        };
        let fitted = fit(&net, &sample, ro);
        println!(
            "labelled {} positions (cpu_s {:.0}), fitted in wall_s {:.0}: loss {:.4} -> {:.4}",
            sample.len(),
            sample.cpu_seconds,
            started.elapsed().as_secs_f64(),
            loss(&net, &sample),
            loss(&fitted, &sample)
        );
        std::fs::write(&out, fitted.to_bytes())?;
        if check > 0 {
            let r = paired_match(
                rules,
                &NetEval::with_net(fitted),
                &NetEval::with_net(net),
                check,
                6,
                threads,
            );
            println!("1-ply vs before: {}", r.summary());
        }
        return Ok(());
    }
    let mut run = match std::fs::read(&path) {
        Ok(bytes) => {
            let mut run = SelfPlay::resume(given(Net::from_bytes(&bytes)?))?;
            if run.moments().is_some() {
                let bytes = std::fs::read(moments_path(&path))
                    .map_err(|e| format!("an Adam run needs its moments file: {e}"))?;
                let moments = Moments::from_bytes(&bytes, run.net())
                    .ok_or("the moments file is not of this network")?;
                run.set_moments(moments)?;
            }
            eprintln!("continuing {}: {}", path.display(), run.net().provenance());
            run
        }
        Err(_) => {
            let opts = SelfPlayOptions { features, ..opts };
            match (grow_from, shape) {
                (Some(from), shape) => {
                    let base = if from == "shipped" {
                        Net::shipped(family).clone()
                    } else {
                        Net::from_bytes(&std::fs::read(&from)?)?
                    };
                    let base = given(base);
                    let widths =
                        shape.unwrap_or_else(|| base.shape().iter().map(|&(w, _)| w).collect());
                    let grown = base.grown_to(&widths, opts.seed)?;
                    let origin = if from == "shipped" {
                        format!("shipped:{}", family.id())
                    } else {
                        from.clone()
                    };
                    SelfPlay::from_net(grown, opts, Some(&origin))
                }
                (None, Some(widths)) => SelfPlay::with_shape(family, opts, &widths),
                (None, None) => SelfPlay::new(family, opts),
            }
        }
    };
    let rules = run.net().family().variant().rules();
    let started = Instant::now();
    while run.games() < games {
        run.round(threads);
        if run.games() % every.max(ROUND) == 0 || run.games() >= games {
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir)?;
            }
            // The moments first: a checkpoint is never newer than its moments.
            if let Some(moments) = run.moments() {
                let tmp = path.with_extension("moments.tmp");
                std::fs::write(&tmp, moments.to_bytes())?;
                std::fs::rename(&tmp, moments_path(&path))?;
            }
            let tmp = path.with_extension("tmp");
            std::fs::write(&tmp, run.net().to_bytes())?;
            std::fs::rename(&tmp, &path)?;
            let mut line = format!(
                "games {} positions {} cpu_s {:.0} wall_s {:.0}",
                run.games(),
                run.positions(),
                run.cpu_seconds(),
                started.elapsed().as_secs_f64()
            );
            if check > 0 {
                let net = NetEval::with_net(run.net().clone());
                let r = paired_match(rules, &net, &HandEval::default(), check, 0, threads);
                line += &format!(
                    " | 0-ply vs hand: win {:.3} ppg {:+.3}",
                    r.win_rate(),
                    r.ppg()
                );
            }
            println!("{line}");
        }
    }
    Ok(())
}

/// Where an Adam run keeps its moments: beside its checkpoint, `.moments` added.
fn moments_path(checkpoint: &std::path::Path) -> PathBuf {
    let mut name = checkpoint.as_os_str().to_owned();
    name.push(".moments");
    name.into()
}
