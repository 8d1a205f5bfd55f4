//! Every user-facing string of the crate, Korean and English side by side: names
//! ([`names`]), values, events and refusals ([`messages`]), table headings.
//!
//! The engine types carry data only; their `name(lang)`, `message(lang)` and `Display`
//! come here. A particle after a number is chosen by [`ssangryuk_cited::ko`]; after a word,
//! by the word's last syllable ([`ko::particle_after`]).

mod messages;
mod names;

pub(crate) use names::{FIXED_HEADING, NO_CITATION, RULES_HEADING, SOURCES_HEADING};

use names::place;

use ssangryuk_cited::ko::{self, Particle};

/// A number followed by the right form of `p` ("5가", "13이").
pub(crate) fn number(n: impl Into<u64>, p: Particle) -> String {
    ko::with_particle(n.into(), p)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ko::particle_after;

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
}
