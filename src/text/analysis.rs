//! The analysis's words: the marks and a side's summary.

use super::{pick, side};
use crate::analysis::{Mark, Review};
use crate::labels::Side;
use ssangryuk_cited::Lang;

/// A mark's name: 의문수/악수/큰 악수, doubtful/bad/very bad (baduk's words for a
/// questionable and a bad move).
pub(crate) const fn mark(m: Mark, lang: Lang) -> &'static str {
    match m {
        Mark::Doubtful => pick(lang, "의문수", "doubtful"),
        Mark::Bad => pick(lang, "악수", "bad"),
        Mark::VeryBad => pick(lang, "큰 악수", "very bad"),
    }
}

impl Mark {
    /// The mark's name: 의문수/악수/큰 악수, doubtful/bad/very bad.
    #[must_use]
    pub const fn name(self, lang: Lang) -> &'static str {
        mark(self, lang)
    }
}

/// "흑: 결정 23번, 잃은 기대값 0.412점 (한 번에 0.018점), 운 +0.350점, 의문수 2 · 악수 1 ·
/// 큰 악수 0" / "black: 23 decisions, 0.412 points lost (0.018 a decision), luck +0.350,
/// doubtful 2, bad 1, very bad 0".
pub(crate) fn summary(review: &Review, s: Side, lang: Lang) -> String {
    let r = review.side(s);
    let marks: Vec<String> = Mark::ALL
        .iter()
        .map(|&m| format!("{} {}", mark(m, lang), r.count(m)))
        .collect();
    let (who, n, lost, rate, luck) = (
        side(s, lang),
        r.decisions,
        r.total_loss,
        r.error_rate(),
        r.luck,
    );
    match lang {
        Lang::Ko => format!(
            "{who}: 결정 {n}번, 잃은 기대값 {lost:.3}점 (한 번에 {rate:.3}점), 운 {luck:+.3}점, {}",
            marks.join(" · ")
        ),
        Lang::En => format!(
            "{who}: {n} decisions, {lost:.3} points lost ({rate:.3} a decision), luck {luck:+.3}, {}",
            marks.join(", ")
        ),
    }
}

impl Review {
    /// `side`'s totals in a sentence: its decisions, the points lost and per decision,
    /// its luck and its marks.
    #[must_use]
    pub fn summary(&self, side: Side, lang: Lang) -> String {
        summary(self, side, lang)
    }
}
