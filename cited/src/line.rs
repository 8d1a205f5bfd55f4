//! Reading the JSON-lines drivers' input safely, the same in both games: a line is capped
//! (the rest of a longer one is read and dropped, never held), and an error echoes only an
//! excerpt of what it was given.

use std::io::{self, BufRead};

/// Reads one line (through its `\n`) into `raw`, keeping at most `max + 1` bytes, so a line
/// longer than `max` is seen to be one: the rest of it is read and dropped. Returns the
/// line's whole length in bytes (0 at the end of the input).
///
/// ```
/// use std::io::Cursor;
/// use ssangryuk_cited::line::read_capped;
///
/// let mut input = Cursor::new(format!("{}\nok\n", "x".repeat(100)));
/// let mut raw = Vec::new();
/// assert_eq!(read_capped(&mut input, &mut raw, 10)?, 101);
/// assert_eq!(raw.len(), 11); // over the cap: refuse it
/// assert_eq!(read_capped(&mut input, &mut raw, 10)?, 3);
/// assert_eq!(raw, b"ok\n");
/// assert_eq!(read_capped(&mut input, &mut raw, 10)?, 0);
/// # Ok::<_, std::io::Error>(())
/// ```
///
/// # Errors
/// The input's own errors (an interrupted read is retried).
pub fn read_capped(input: &mut impl BufRead, raw: &mut Vec<u8>, max: usize) -> io::Result<usize> {
    raw.clear();
    let mut total = 0;
    loop {
        let buf = match input.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            return Ok(total);
        }
        let (n, done) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (buf.len(), false),
        };
        let room = (max + 1).saturating_sub(raw.len());
        raw.extend_from_slice(&buf[..n.min(room)]);
        total += n;
        input.consume(n);
        if done {
            return Ok(total);
        }
    }
}

/// `text` cut to at most `max` bytes at a character boundary, with its whole length said
/// when it was cut: what an error may echo of its input.
///
/// ```
/// use ssangryuk_cited::line::excerpt;
/// assert_eq!(excerpt("short", 10), "short");
/// assert_eq!(excerpt("윷놀이 윷놀이", 7), "윷놀… (19 bytes in all)");
/// ```
#[must_use]
pub fn excerpt(text: &str, max: usize) -> String {
    if text.len() <= max {
        return text.to_owned();
    }
    let mut end = max;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}… ({} bytes in all)", &text[..end], text.len())
}
