//! Bounded input, for both games: a line typed (or piped) into a line mode and a file read
//! whole (a saved game, a `.mat` file) hold at most a set number of bytes, however long the
//! input runs. A line with no end (`< /dev/zero`) is refused once it passes the cap, without
//! reading on; a file past its cap is refused before it is parsed.

use std::io::{self, BufRead, Read, Write};
use std::path::Path;

use ssangryuk::Lang;

use crate::words;

/// The longest line a line mode reads (4 KiB): a play, two dice or a command is a few
/// bytes.
pub const MAX_LINE: usize = 4 << 10;

/// The largest file `analyze` reads (8 MiB): a long match's record or `.mat` file is a few
/// hundred kilobytes.
pub const MAX_FILE: usize = 8 << 20;

/// Why a line was not read.
#[derive(Debug)]
pub enum LineError {
    /// Longer than the cap (in bytes); reading stopped there.
    TooLong(usize),
    /// Not UTF-8 text (the line was read whole; the next one may be fine).
    NotUtf8,
    /// The input's own error.
    Io(io::Error),
}

impl LineError {
    /// Why, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            LineError::TooLong(max) => words::line_too_long(lang, *max),
            LineError::NotUtf8 => words::Word::NotUtf8.get(lang).to_owned(),
            LineError::Io(e) => e.to_string(),
        }
    }
}

/// Reads lines of at most `max` bytes, keeping one buffer.
#[derive(Debug)]
pub struct Lines {
    raw: Vec<u8>,
    max: usize,
}

impl Lines {
    /// A reader of lines up to `max` bytes (without the line break).
    pub fn new(max: usize) -> Lines {
        Lines {
            raw: Vec::new(),
            max,
        }
    }

    /// The next line without its line break; `None` at the end of the input (a last line
    /// without a break is still a line).
    ///
    /// # Errors
    /// [`LineError::TooLong`] as soon as the line passes `max` bytes (nothing more is
    /// read, so an endless line ends here); [`LineError::NotUtf8`]; the input's errors.
    pub fn next(&mut self, input: &mut impl BufRead) -> Result<Option<&str>, LineError> {
        self.raw.clear();
        let mut seen = false;
        loop {
            let buf = match input.fill_buf() {
                Ok(b) => b,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(LineError::Io(e)),
            };
            if buf.is_empty() {
                if !seen {
                    return Ok(None);
                }
                break;
            }
            seen = true;
            let (n, done) = match buf.iter().position(|&b| b == b'\n') {
                Some(i) => (i + 1, true),
                None => (buf.len(), false),
            };
            let line = &buf[..if done { n - 1 } else { n }];
            if self.raw.len() + line.len() > self.max {
                return Err(LineError::TooLong(self.max));
            }
            self.raw.extend_from_slice(line);
            input.consume(n);
            if done {
                break;
            }
        }
        if self.raw.last() == Some(&b'\r') {
            self.raw.pop();
        }
        std::str::from_utf8(&self.raw)
            .map(Some)
            .map_err(|_| LineError::NotUtf8)
    }
}

/// Writes one line of a line mode's output.
///
/// # Errors
/// The output's error, as text.
pub fn say(out: &mut impl Write, line: &str) -> Result<(), String> {
    writeln!(out, "{line}").map_err(|e| e.to_string())
}

impl Lines {
    /// A line mode's question: writes the prompt mark `> ` and reads the next line, trimmed.
    /// `Ok(None)` for a line that is not UTF-8, already answered on `out` (ask again).
    ///
    /// # Errors
    /// `ended` where the input ends; why, in `lang`, for a line too long or an input or
    /// output error.
    pub fn ask(
        &mut self,
        input: &mut impl BufRead,
        out: &mut impl Write,
        lang: Lang,
        ended: &str,
    ) -> Result<Option<&str>, String> {
        write!(out, "> ")
            .and_then(|()| out.flush())
            .map_err(|e| e.to_string())?;
        match self.next(input) {
            Ok(Some(line)) => Ok(Some(line.trim())),
            Ok(None) => Err(ended.to_owned()),
            Err(e @ LineError::NotUtf8) => {
                say(out, &e.message(lang))?;
                Ok(None)
            }
            Err(e) => Err(e.message(lang)),
        }
    }
}

/// A whole text file of at most `max` bytes, refused past that before it is parsed (read
/// through `max + 1` bytes at most: a device with no end, such as `/dev/zero`, too).
///
/// # Errors
/// Why, in `lang`, with the file's name: it cannot be opened or read, it is longer than
/// `max`, or it is not UTF-8.
pub fn read_file(path: &Path, max: usize, lang: Lang) -> Result<String, String> {
    let shown = path.display().to_string();
    let refuse = |why: &str| words::cannot_read(lang, &shown, why);
    let file = std::fs::File::open(path).map_err(|e| refuse(&e.to_string()))?;
    let mut bytes = Vec::new();
    file.take(max as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| refuse(&e.to_string()))?;
    if bytes.len() > max {
        return Err(refuse(&words::file_too_long(lang, max)));
    }
    String::from_utf8(bytes).map_err(|_| refuse(words::Word::NotUtf8File.get(lang)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::BufReader;

    #[test]
    fn lines_are_read_without_their_breaks_and_the_last_needs_none() {
        let mut input: &[u8] = b"6 3\r\n\n13/7 8/7\nquit";
        let mut lines = Lines::new(16);
        let mut got = Vec::new();
        while let Some(l) = lines.next(&mut input).unwrap() {
            got.push(l.to_owned());
        }
        assert_eq!(got, ["6 3", "", "13/7 8/7", "quit"]);
    }

    /// An endless line with no break (`/dev/zero`) is refused once it passes the cap,
    /// having read little more than the cap: it neither hangs nor grows.
    #[test]
    fn an_endless_line_is_refused_at_the_cap_without_reading_on() {
        let mut endless = BufReader::with_capacity(1024, io::repeat(0));
        let mut lines = Lines::new(MAX_LINE);
        let e = lines.next(&mut endless).unwrap_err();
        assert!(matches!(e, LineError::TooLong(MAX_LINE)), "{e:?}");
        assert!(
            lines.raw.capacity() <= 2 * MAX_LINE,
            "{}",
            lines.raw.capacity()
        );
        assert!(
            e.message(Lang::Ko).contains("4096"),
            "{}",
            e.message(Lang::Ko)
        );
        assert!(e.message(Lang::En).contains("4096"));
        // A line just at the cap is still read; one byte more is not.
        let ok = "x".repeat(8) + "\n" + &"y".repeat(9) + "\n";
        let mut input = ok.as_bytes();
        let mut lines = Lines::new(8);
        assert_eq!(lines.next(&mut input).unwrap(), Some("xxxxxxxx"));
        assert!(matches!(lines.next(&mut input), Err(LineError::TooLong(8))));
    }

    #[test]
    fn a_line_that_is_not_utf8_is_refused_and_the_next_is_read() {
        let mut input: &[u8] = b"\xff\xfe\nok\n";
        let mut lines = Lines::new(16);
        assert!(matches!(lines.next(&mut input), Err(LineError::NotUtf8)));
        assert_eq!(lines.next(&mut input).unwrap(), Some("ok"));
        assert_eq!(lines.next(&mut input).unwrap(), None);
    }

    #[cfg(unix)]
    #[test]
    fn a_file_past_the_cap_is_refused_before_it_is_parsed() {
        let e = read_file(Path::new("/dev/zero"), 1 << 16, Lang::Ko).unwrap_err();
        assert!(e.starts_with("/dev/zero: 읽을 수 없습니다"), "{e}");
        assert!(e.contains("65536"), "{e}");
        let e = read_file(Path::new("/nonexistent/x"), 10, Lang::En).unwrap_err();
        assert!(e.contains("cannot read"), "{e}");
    }
}
