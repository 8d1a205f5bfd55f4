//! Every user-facing string of the crate, Korean and English side by side, by concern.
//!
//! Nothing outside this module writes a sentence a user reads: names, rule values, events,
//! refusals, table headings. Numbers in Korean go through [`ssangryuk_cited::ko`]: native
//! counts before a counter ("열다섯 개") and the particle a number's reading takes ("5가",
//! "3이").
//!
//! Every message comes one way: one function per type, `fn(&T, Lang) -> String`, with both
//! languages side by side, given to [`ssangryuk_cited::bilingual!`] in the file of its
//! concern. That makes the type's `message(lang)`, its English `Display` and, for an error,
//! `std::error::Error`; the types themselves name no text (this module imports them, never
//! the other way round), and no error writes an English `Display` of its own. The crate's
//! umbrella [`Error`](crate::Error) adds no words: its message and `Display` are the inner
//! error's. Names that are not sentences (a side, a variant, an ID's field) are `const fn`s
//! here picking one of two literals.
//!
//! By concern: [`errors`] the core types' refusals (dice, sides and labels, positions,
//! rule sets, variants), [`notation`] the text forms' (plays, positions, rule sets),
//! [`formats`] the backgammon formats' (the IDs and their fields, `.mat` files), [`game`]
//! the game's words and refusals, [`bots`] the bots', [`analysis`] the analysis's, [`sources`] and [`table`] the rules'
//! citations and tables.

pub(crate) mod analysis;
pub(crate) mod bots;
pub(crate) mod errors;
pub(crate) mod formats;
pub(crate) mod game;
pub(crate) mod notation;
pub(crate) mod sources;
pub(crate) mod table;

use crate::labels::Side;
use crate::rules::Variant;
use ssangryuk_cited::Lang;

/// `ko` or `en`, as `lang` says.
pub(crate) const fn pick(lang: Lang, ko: &'static str, en: &'static str) -> &'static str {
    ssangryuk_cited::Text::new(ko, en).get(lang)
}

/// A side's name: 흑/백, black/white.
pub(crate) const fn side(side: Side, lang: Lang) -> &'static str {
    match side {
        Side::Black => pick(lang, "흑", "black"),
        Side::White => pick(lang, "백", "white"),
    }
}

impl Side {
    /// The side's name: 흑/백, black/white.
    #[must_use]
    pub const fn name(self, lang: Lang) -> &'static str {
        side(self, lang)
    }
}

impl Variant {
    /// A human name in the given language.
    #[must_use]
    pub const fn name(self, lang: Lang) -> &'static str {
        variant(self, lang)
    }
}

/// A preset's name, as a title or a menu names it.
pub(crate) const fn variant(v: Variant, lang: Lang) -> &'static str {
    match v {
        Variant::App => pick(lang, "앱의 규칙 (기본)", "the app's rules (default)"),
        Variant::Mcst => pick(
            lang,
            "문화체육관광부 전통놀이 쌍륙",
            "Ministry of Culture (MCST) children's page",
        ),
        Variant::Sixteen => pick(
            lang,
            "말 열여섯 개 (사이버북한, 한국민족문화대백과사전)",
            "sixteen checkers (CNK; EKC)",
        ),
        Variant::L1931 => pick(
            lang,
            "1931년 국제 표준규칙",
            "1931 international laws of backgammon",
        ),
        Variant::Culin => pick(
            lang,
            "컬린 《한국의 놀이》 (1895)",
            "Stewart Culin, Korean Games (1895)",
        ),
        Variant::BanSugoroku => pick(
            lang,
            "일본 반스고로쿠 (盤双六)",
            "Japanese ban-sugoroku (盤双六)",
        ),
    }
}

#[cfg(test)]
mod tests {
    use crate::game::TurnError;
    use crate::movegen::StepError;
    use ssangryuk_cited::Lang;

    /// How the digits are read in Sino-Korean, written out here (not taken from the
    /// library): whether the reading of `n` ends in a vowel, so the subject particle is 가.
    fn reads_with_vowel_end(n: u8) -> bool {
        // 일 이 삼 사 오 육 칠 팔 구; a round number ends in 십 (a consonant).
        const VOWEL_END: [bool; 10] = [
            false, false, true, false, true, true, false, false, false, true,
        ];
        VOWEL_END[usize::from(n % 10)]
    }

    /// "남은 눈에 5가 없습니다", "3이 없습니다": the particle after the numbers 1–30 in the
    /// refusal a player actually reads, through the turn's error as the game returns it.
    #[test]
    fn no_such_die_takes_the_particle_of_the_number_read_aloud() {
        for n in 1..=30u8 {
            let particle = if reads_with_vowel_end(n) {
                "가"
            } else {
                "이"
            };
            let expected = format!("남은 눈에 {n}{particle} 없습니다.");
            assert_eq!(StepError::NoSuchDie(n).message(Lang::Ko), expected);
            assert_eq!(
                TurnError::Step(StepError::NoSuchDie(n)).message(Lang::Ko),
                expected
            );
        }
        assert_eq!(
            StepError::NoSuchDie(5).message(Lang::Ko),
            "남은 눈에 5가 없습니다."
        );
        assert_eq!(
            StepError::NoSuchDie(6).message(Lang::Ko),
            "남은 눈에 6이 없습니다."
        );
    }

    /// A die outside 1..=6, as `Roll::new` refuses it: "7이 아닙니다", "9가 아닙니다".
    #[test]
    fn a_bad_die_takes_the_particle_of_the_number_read_aloud() {
        for n in (0..=30u8).filter(|n| !(1..=6).contains(n)) {
            let particle = if n > 0 && reads_with_vowel_end(n) {
                "가"
            } else {
                "이"
            };
            let e = crate::Roll::new(n, 1).unwrap_err();
            assert_eq!(
                e.message(Lang::Ko),
                format!("주사위 눈은 1부터 6까지입니다. {n}{particle} 아닙니다.")
            );
        }
    }

    /// The cap and checker counts read as native counts before 개 ("다섯 개", "열다섯 개",
    /// "스무 개"), 1–30.
    #[test]
    fn counts_in_refusals_are_native_korean() {
        const UNITS: [&str; 10] = [
            "", "한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉",
        ];
        const TENS: [&str; 4] = ["", "열", "스물", "서른"];
        for n in 1..=30u8 {
            let word = if n == 20 {
                "스무".to_owned()
            } else {
                format!(
                    "{}{}",
                    TENS[usize::from(n / 10)],
                    UNITS[usize::from(n % 10)]
                )
            };
            let full = StepError::PointFull { point: 3, cap: n }.message(Lang::Ko);
            assert!(
                full.contains(&format!("한 칸에는 {word} 개까지만")),
                "{full}"
            );
            let home = StepError::NotAllHome(n).message(Lang::Ko);
            assert!(home.contains(&format!("{word} 개가 모두")), "{home}");
        }
    }
}
