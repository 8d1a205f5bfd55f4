//! Korean number words, and the particle that follows a number.
//!
//! A Korean particle has two forms, chosen by whether the word before it ends in a
//! consonant (받침): "3이", "5가". After a number written in digits, the word is the number
//! as read aloud in Sino-Korean (3 삼, 5 오, 10 십), so the last digit read decides, except
//! that a round number ends in its unit's sound (십, 백, 천, 만).

/// A particle with a form after a consonant and a form after a vowel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Particle {
    /// Subject: 이 / 가.
    Subject,
    /// Object: 을 / 를.
    Object,
    /// Topic: 은 / 는.
    Topic,
    /// "And, with": 과 / 와.
    And,
    /// Direction, means: 으로 / 로 (로 also after ㄹ).
    Toward,
}

/// How a number read in Sino-Korean ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ending {
    Vowel,
    Rieul,
    Consonant,
}

fn ending(n: u64) -> Ending {
    // The digits' readings: 공(영)·일·이·삼·사·오·육·칠·팔·구.
    const DIGIT: [Ending; 10] = [
        Ending::Consonant, // 영
        Ending::Rieul,     // 일
        Ending::Vowel,     // 이
        Ending::Consonant, // 삼
        Ending::Vowel,     // 사
        Ending::Vowel,     // 오
        Ending::Consonant, // 육
        Ending::Rieul,     // 칠
        Ending::Rieul,     // 팔
        Ending::Vowel,     // 구
    ];
    if n == 0 {
        return DIGIT[0];
    }
    match n % 10 {
        0 => {
            // A round number ends in its largest trailing unit: 십 (ㅂ), 백 (ㄱ), 천 (ㄴ),
            // 만 (ㄴ), 억 (ㄱ): all consonants, none ㄹ.
            Ending::Consonant
        }
        d => DIGIT[d as usize],
    }
}

/// The form of `particle` after the number `n` written in digits.
///
/// ```
/// use ssangryuk_cited::ko::{particle, Particle};
/// assert_eq!(particle(5, Particle::Subject), "가");
/// assert_eq!(particle(3, Particle::Subject), "이");
/// assert_eq!(particle(1, Particle::Toward), "로");
/// assert_eq!(particle(6, Particle::Toward), "으로");
/// ```
#[must_use]
pub fn particle(n: u64, particle: Particle) -> &'static str {
    let e = ending(n);
    let consonant = e != Ending::Vowel;
    match particle {
        Particle::Subject => ["가", "이"][usize::from(consonant)],
        Particle::Object => ["를", "을"][usize::from(consonant)],
        Particle::Topic => ["는", "은"][usize::from(consonant)],
        Particle::And => ["와", "과"][usize::from(consonant)],
        Particle::Toward => {
            if e == Ending::Consonant {
                "으로"
            } else {
                "로"
            }
        }
    }
}

/// The number `n` in digits followed by `p`: `"5가"`, `"13이"`.
///
/// ```
/// use ssangryuk_cited::ko::{with_particle, Particle};
/// assert_eq!(with_particle(20, Particle::Object), "20을");
/// ```
#[must_use]
pub fn with_particle(n: u64, p: Particle) -> String {
    format!("{n}{}", particle(n, p))
}

/// The form of `p` after `word`: by the final consonant (받침) of its last Hangul syllable
/// (ㄹ counting as a vowel before 로), ignoring a trailing parenthesis (`지름길 (…)` ends in
/// 길); after digits, as the number is read aloud ([`particle`]). Any other last letter
/// (Latin, a symbol, nothing) takes the form after a vowel.
///
/// ```
/// use ssangryuk_cited::ko::{particle_after, Particle};
/// assert_eq!(particle_after("걸", Particle::Subject), "이");
/// assert_eq!(particle_after("모", Particle::Subject), "가");
/// assert_eq!(particle_after("걸", Particle::Toward), "로");
/// assert_eq!(particle_after("윷", Particle::Toward), "으로");
/// assert_eq!(particle_after("상13", Particle::Subject), "이");
/// ```
#[must_use]
pub fn particle_after(word: &str, p: Particle) -> &'static str {
    let word = word.trim_end();
    let word = match word
        .strip_suffix(')')
        .and_then(|w| w.rfind('(').map(|i| &w[..i]))
    {
        // Nothing before the parenthesis reads as no final consonant, as a bare `(…)` would.
        Some(before) => before.trim_end(),
        None => word,
    };
    let digits = word.len() - word.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    if digits > 0 {
        let tail = &word[word.len() - digits..];
        // More digits than a u64 holds: the last few decide just the same.
        let n = tail[tail.len().saturating_sub(18)..].parse().unwrap_or(0);
        return particle(n, p);
    }
    // The final consonant of a syllable: (code − 가) mod 28, 0 for none, 8 for ㄹ.
    let (consonant, rieul) = match word.chars().last().map(u32::from) {
        Some(c @ 0xAC00..=0xD7A3) => {
            let jong = (c - 0xAC00) % 28;
            (jong != 0, jong == 8)
        }
        _ => (false, false),
    };
    let pair = match p {
        Particle::Subject => ["가", "이"],
        Particle::Object => ["를", "을"],
        Particle::Topic => ["는", "은"],
        Particle::And => ["와", "과"],
        Particle::Toward => ["로", "으로"],
    };
    let after_consonant = consonant && !(rieul && p == Particle::Toward);
    pair[usize::from(after_consonant)]
}

/// `word` followed by the right form of `p`: `"걸이"`, `"모로"`.
///
/// ```
/// use ssangryuk_cited::ko::{word_with_particle, Particle};
/// assert_eq!(word_with_particle("흑", Particle::Subject), "흑이");
/// assert_eq!(word_with_particle("하7", Particle::Toward), "하7로");
/// ```
#[must_use]
pub fn word_with_particle(word: &str, p: Particle) -> String {
    format!("{word}{}", particle_after(word, p))
}

/// A count in native Korean numerals as used before a counter ("한 개", "열다섯 개",
/// "스무 개"); digits from 100 on, where native numerals are not used.
///
/// ```
/// use ssangryuk_cited::ko::count;
/// assert_eq!(count(1), "한");
/// assert_eq!(count(15), "열다섯");
/// assert_eq!(count(20), "스무");
/// assert_eq!(count(21), "스물한");
/// assert_eq!(count(100), "100");
/// ```
#[must_use]
pub fn count(n: u64) -> String {
    const UNITS: [&str; 10] = [
        "", "한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉",
    ];
    const TENS: [&str; 10] = [
        "", "열", "스물", "서른", "마흔", "쉰", "예순", "일흔", "여든", "아흔",
    ];
    match n {
        0 => "영".to_owned(),
        20 => "스무".to_owned(),
        1..=99 => format!("{}{}", TENS[(n / 10) as usize], UNITS[(n % 10) as usize]),
        _ => n.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The subject particle after 1–30, read aloud: 일이 이가 삼이 사가 오가 육이 칠이 팔이
    /// 구가 십이, and the same pattern in each ten.
    #[test]
    fn subject_particle_after_one_to_thirty() {
        let vowel_final = [2, 4, 5, 9];
        for n in 1..=30u64 {
            let expected = if n % 10 != 0 && vowel_final.contains(&(n % 10)) {
                "가"
            } else {
                "이"
            };
            assert_eq!(particle(n, Particle::Subject), expected, "{n}");
        }
        assert_eq!(with_particle(5, Particle::Subject), "5가");
        assert_eq!(with_particle(15, Particle::Subject), "15가");
        assert_eq!(with_particle(10, Particle::Subject), "10이");
        assert_eq!(with_particle(30, Particle::Subject), "30이");
    }

    #[test]
    fn every_pair_agrees_with_the_subject_choice() {
        for n in 0..=1000u64 {
            let consonant = particle(n, Particle::Subject) == "이";
            assert_eq!(particle(n, Particle::Object) == "을", consonant, "{n}");
            assert_eq!(particle(n, Particle::Topic) == "은", consonant, "{n}");
            assert_eq!(particle(n, Particle::And) == "과", consonant, "{n}");
        }
    }

    /// 으로 after a consonant other than ㄹ; 로 after a vowel and after ㄹ (일, 칠, 팔).
    #[test]
    fn toward_particle_treats_rieul_as_a_vowel() {
        for (n, p) in [
            (1, "로"),
            (2, "로"),
            (3, "으로"),
            (6, "으로"),
            (7, "로"),
            (8, "로"),
            (10, "으로"),
            (11, "로"),
            (24, "로"),
            (25, "로"),
            (26, "으로"),
        ] {
            assert_eq!(particle(n, Particle::Toward), p, "{n}");
        }
    }

    #[test]
    fn particles_follow_the_last_syllable() {
        for (word, subject, topic) in [
            ("도", "가", "는"),
            ("개", "가", "는"),
            ("걸", "이", "은"),
            ("윷", "이", "은"),
            ("모", "가", "는"),
            ("빽도", "가", "는"),
            ("자유걸", "이", "은"),
            ("지름길 (모·뒷모·방에서 꺾기)", "이", "은"),
            ("한 편의 말 수", "가", "는"),
            ("(괄호)", "가", "는"),
            ("", "가", "는"),
            ("bar", "가", "는"),
            ("22", "가", "는"),
            ("13", "이", "은"),
            ("상13", "이", "은"),
        ] {
            assert_eq!(particle_after(word, Particle::Subject), subject, "{word}");
            assert_eq!(particle_after(word, Particle::Topic), topic, "{word}");
        }
        assert_eq!(particle_after("걸", Particle::Toward), "로");
        assert_eq!(particle_after("윷", Particle::Toward), "으로");
        assert_eq!(particle_after("모", Particle::Toward), "로");
        assert_eq!(particle_after("걸", Particle::Object), "을");
        assert_eq!(particle_after("걸", Particle::And), "과");
        assert_eq!(particle_after("모", Particle::And), "와");
        assert_eq!(
            particle_after("99999999999999999999993", Particle::Subject),
            "이"
        );
    }

    #[test]
    fn digits_after_a_word_agree_with_the_number_rule() {
        for n in 0..=300u64 {
            for p in [
                Particle::Subject,
                Particle::Object,
                Particle::Topic,
                Particle::And,
                Particle::Toward,
            ] {
                assert_eq!(particle_after(&n.to_string(), p), particle(n, p), "{n}");
                assert_eq!(particle_after(&format!("하{n}"), p), particle(n, p), "{n}");
            }
        }
    }

    #[test]
    fn native_counts_to_ninety_nine() {
        assert_eq!(count(2), "두");
        assert_eq!(count(10), "열");
        assert_eq!(count(16), "열여섯");
        assert_eq!(count(30), "서른");
        assert_eq!(count(99), "아흔아홉");
    }
}
