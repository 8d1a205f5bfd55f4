//! Training the evaluations (feature `train`).
//!
//! - [`SelfPlay`]: TD(λ) self-play for a learned [`Net`](crate::bot::Net), from random
//!   weights, in rounds that both cores play, with checkpoints that continue exactly;
//!   the lab's `selfplay` binary is its command line.
//! - [`label`] and [`fit`]: a relabelling round, positions of the network's own self-play
//!   valued one roll deep and fitted; the lab's `selfplay --relabel` runs it.
//! - [`td_self_play`]: the same idea for [`HandEval`](crate::bot::HandEval)'s 28 weights,
//!   the procedure behind the weights it ships; the lab's `tune` binary is its command line.
//! - [`Moments`]: Adam's per-weight steps, which a self-play run may learn by
//!   ([`SelfPlayOptions::adam`]) instead of plain gradient descent.
//! - [`paired_share`] and [`paired_match`]: paired games with the seats swapped, to judge a
//!   fit.
//!
//! yutnori's training is in its own `train` module, behind the same feature.

mod hand;
mod relabel;
mod selfplay;
mod step;

pub use hand::{paired_share, td_self_play, TdOptions, Weights, HAND_SET};
pub use relabel::{fit, label, loss, Labelled, RelabelOptions};
pub use selfplay::{paired_match, Paired, ResumeError, SelfPlay, SelfPlayOptions, ROUND};
pub use step::Moments;
