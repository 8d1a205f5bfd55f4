//! The line modes' commands in Korean beside the English ones.

/// Each Korean command word of the line modes and the English command it stands for
/// (both work in either language; the help lists them side by side, `목록/list`).
pub const KOREAN_COMMANDS: [(&str, &str); 10] = [
    ("도움말", "help"),
    ("목록", "list"),
    ("걸음", "steps"),
    ("판", "board"),
    ("위치", "id"),
    ("추천", "hint"),
    ("규칙", "rules"),
    ("굴리기", "roll"),
    ("쉬기", "rest"),
    ("그만", "quit"),
];

/// A typed line as the line modes read it: a Korean command word as its English command,
/// and a lone jamo typed in 한글 mode as its key's letter (`ㅂ` is `q`); else as typed.
pub fn command(typed: &str) -> String {
    if let Some(&(_, english)) = KOREAN_COMMANDS.iter().find(|(ko, _)| *ko == typed) {
        return english.to_owned();
    }
    let mut chars = typed.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => crate::keys::latin(c).to_string(),
        _ => typed.to_owned(),
    }
}
