//! Every user-facing string of the crate, Korean and English side by side: names
//! ([`names`]), values, events and refusals ([`messages`]), table headings.
//!
//! The engine types carry data only; their `name(lang)`, `message(lang)` and `Display`
//! come here. A particle after a number is chosen by [`ssangryuk_cited::ko`]; after a word,
//! by the word's last syllable ([`particle_after`]).

mod messages;
mod names;

pub(crate) use messages::*;
pub(crate) use names::*;

use ssangryuk_cited::ko::{self, Particle};

/// The form of `p` after `word`: by the final consonant (받침) of its last Hangul syllable,
/// ignoring a trailing parenthesis (`지름길 (…)` ends in 길); after digits, as the number is
/// read aloud.
pub(crate) fn particle_after(word: &str, p: Particle) -> &'static str {
    let word = word.trim_end();
    let word = match word
        .strip_suffix(')')
        .and_then(|w| w.rfind('(').map(|i| &w[..i]))
    {
        // Nothing before the parenthesis reads as no final consonant, as a bare `(…)` would.
        Some(before) => before.trim_end(),
        None => word,
    };
    let Some(last) = word.chars().last() else {
        return ko::particle(2, p);
    };
    if let Some(d) = last.to_digit(10) {
        let digits: String = word
            .chars()
            .rev()
            .take_while(char::is_ascii_digit)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        return ko::particle(digits.parse().unwrap_or(u64::from(d)), p);
    }
    // The final consonant of a syllable: (code − 가) mod 28, 0 for none, 8 for ㄹ.
    let (consonant, rieul) = match u32::from(last) {
        c @ 0xAC00..=0xD7A3 => {
            let jong = (c - 0xAC00) % 28;
            (jong != 0, jong == 8)
        }
        _ => (false, false),
    };
    match (p, consonant, rieul) {
        (Particle::Toward, true, false) => "으로",
        (Particle::Toward, _, _) => "로",
        (Particle::Subject, true, _) => "이",
        (Particle::Subject, false, _) => "가",
        (Particle::Object, true, _) => "을",
        (Particle::Object, false, _) => "를",
        (Particle::Topic, true, _) => "은",
        (Particle::Topic, false, _) => "는",
        (Particle::And, true, _) => "과",
        (_, _, _) => "와",
    }
}

/// `word` followed by the right form of `p`.
pub(crate) fn with_particle(word: &str, p: Particle) -> String {
    format!("{word}{}", particle_after(word, p))
}

/// A number followed by the right form of `p` ("5가", "13이").
pub(crate) fn number(n: impl Into<u64>, p: Particle) -> String {
    ko::with_particle(n.into(), p)
}

#[cfg(test)]
mod tests {
    use super::*;

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
            ("22", "가", "는"),
            ("13", "이", "은"),
        ] {
            assert_eq!(particle_after(word, Particle::Subject), subject, "{word}");
            assert_eq!(particle_after(word, Particle::Topic), topic, "{word}");
        }
        assert_eq!(particle_after("걸", Particle::Toward), "로");
        assert_eq!(particle_after("윷", Particle::Toward), "으로");
        assert_eq!(particle_after("모", Particle::Toward), "로");
    }

    #[test]
    fn digits_agree_with_the_shared_rule() {
        for n in 0..=300u64 {
            for p in [
                Particle::Subject,
                Particle::Object,
                Particle::Topic,
                Particle::And,
                Particle::Toward,
            ] {
                assert_eq!(particle_after(&n.to_string(), p), ko::particle(n, p), "{n}");
            }
        }
    }
}
