//! Keys typed with the Korean input method in 한글 mode: a letter key then sends its
//! 2-beolsik jamo (`ㅂ` for `q`, `ㅛ` for `y`), and the full screens read that jamo as the
//! letter on the same key, so every single-key command works in either input mode.

use crossterm::event::{KeyCode, KeyEvent};

/// The 2-beolsik (두벌식, KS X 5002) layout: each letter key and the jamo it types in
/// 한글 mode (Hangul compatibility jamo, U+3131–U+318E). The shifted keys that type a
/// different jamo (the tense consonants and ㅒ, ㅖ) are listed under their capital letter;
/// the other shifted keys type the same jamo as the unshifted one, so that jamo is read
/// as the small letter.
pub const TWO_BEOLSIK: [(char, char); 33] = [
    ('q', 'ㅂ'),
    ('w', 'ㅈ'),
    ('e', 'ㄷ'),
    ('r', 'ㄱ'),
    ('t', 'ㅅ'),
    ('y', 'ㅛ'),
    ('u', 'ㅕ'),
    ('i', 'ㅑ'),
    ('o', 'ㅐ'),
    ('p', 'ㅔ'),
    ('a', 'ㅁ'),
    ('s', 'ㄴ'),
    ('d', 'ㅇ'),
    ('f', 'ㄹ'),
    ('g', 'ㅎ'),
    ('h', 'ㅗ'),
    ('j', 'ㅓ'),
    ('k', 'ㅏ'),
    ('l', 'ㅣ'),
    ('z', 'ㅋ'),
    ('x', 'ㅌ'),
    ('c', 'ㅊ'),
    ('v', 'ㅍ'),
    ('b', 'ㅠ'),
    ('n', 'ㅜ'),
    ('m', 'ㅡ'),
    ('Q', 'ㅃ'),
    ('W', 'ㅉ'),
    ('E', 'ㄸ'),
    ('R', 'ㄲ'),
    ('T', 'ㅆ'),
    ('O', 'ㅒ'),
    ('P', 'ㅖ'),
];

/// The letter on the key that types `c` in 한글 mode; any other character as it is.
pub fn latin(c: char) -> char {
    TWO_BEOLSIK
        .iter()
        .find(|&&(_, jamo)| jamo == c)
        .map_or(c, |&(letter, _)| letter)
}

/// The key as the full screens read it: a jamo typed in 한글 mode becomes its key's letter.
pub fn unjamo(mut k: KeyEvent) -> KeyEvent {
    if let KeyCode::Char(c) = k.code {
        k.code = KeyCode::Char(latin(c));
    }
    k
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_letter_key_and_every_jamo_is_listed_once() {
        for (i, &(letter, jamo)) in TWO_BEOLSIK.iter().enumerate() {
            assert!(letter.is_ascii_alphabetic(), "{letter}");
            assert!(('\u{3131}'..='\u{318e}').contains(&jamo), "{jamo}");
            for &(l, j) in &TWO_BEOLSIK[i + 1..] {
                assert!(l != letter && j != jamo, "{letter}{jamo} / {l}{j}");
            }
        }
        for c in 'a'..='z' {
            assert!(TWO_BEOLSIK.iter().any(|&(l, _)| l == c), "{c}");
        }
        assert_eq!(latin('ㅂ'), 'q');
        assert_eq!(latin('ㅛ'), 'y');
        assert_eq!(latin('ㅆ'), 'T');
        assert_eq!(latin('?'), '?');
        assert_eq!(latin('q'), 'q');
    }
}
