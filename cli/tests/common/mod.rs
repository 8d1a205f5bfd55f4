//! What the app's end-to-end tests share: running the binary with a script on its input.
// Each test file is its own crate and uses some of these.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `ssangryuk` with `args`, `input` on its standard input.
pub fn run(args: &[&str], input: &str) -> Output {
    run_bytes(args, input.as_bytes())
}

/// [`run`] with any bytes on the input (a line that is not UTF-8).
pub fn run_bytes(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ssangryuk"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

/// A run's standard output as text.
pub fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

/// A run's standard error as text.
pub fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}
