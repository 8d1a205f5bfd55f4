//! The full screen in a real pseudo-terminal: a termination signal (`kill`'s SIGTERM, the
//! terminal closing's SIGHUP) must end the app with the terminal put back, not leave it on
//! the alternate screen with the mouse reported and the cursor hidden.
//!
//! The pseudo-terminal is util-linux's `script` (present wherever the app's terminal
//! handling is tested: Linux); no pty crate is needed for one spawn and one signal. Where
//! `script` is missing the test says so and passes.
#![cfg(unix)]

use std::io::Read;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// Mouse reporting off (every mode crossterm turns on), the main screen back, the cursor
/// shown.
const MOUSE_OFF: &str = "\x1b[?1000l";
const MAIN_SCREEN: &str = "\x1b[?1049l";
const CURSOR_SHOWN: &str = "\x1b[?25h";
const ALTERNATE_SCREEN: &str = "\x1b[?1049h";

/// The end of a long output, for a failure message.
fn last(s: &str) -> String {
    let tail: Vec<char> = s.chars().rev().take(300).collect();
    tail.into_iter().rev().collect()
}

fn has_script() -> bool {
    Command::new("script")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Runs `play` in an 80×24 pseudo-terminal, sends `signal` once the board is up, and
/// returns everything the app wrote and the app's exit status as `script -e` reports it.
fn signalled(signal: &str) -> (String, Option<i32>) {
    let pidfile = std::env::temp_dir().join(format!(
        "ssangryuk-terminal-test-{}-{signal}.pid",
        std::process::id()
    ));
    let _ = std::fs::remove_file(&pidfile);
    let inner = format!(
        "stty cols 80 rows 24; echo $$ > '{}'; exec '{}' play --game 3",
        pidfile.display(),
        env!("CARGO_BIN_EXE_ssangryuk")
    );
    let mut child = Command::new("script")
        .args(["-q", "-f", "-e", "-c", &inner, "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("script runs");
    // Kept open: an ended input would end the session by itself.
    let stdin = child.stdin.take();
    let out = Arc::new(Mutex::new(Vec::new()));
    let mut pipe = child.stdout.take().unwrap();
    let sink = Arc::clone(&out);
    let reader = thread::spawn(move || {
        let mut chunk = [0u8; 4096];
        while let Ok(n) = pipe.read(&mut chunk) {
            if n == 0 {
                break;
            }
            sink.lock().unwrap().extend_from_slice(&chunk[..n]);
        }
    });
    let text =
        |out: &Arc<Mutex<Vec<u8>>>| String::from_utf8_lossy(&out.lock().unwrap()).into_owned();
    // Wait for the board's frame.
    let start = Instant::now();
    let pid = loop {
        let up = text(&out);
        let pid = std::fs::read_to_string(&pidfile).ok();
        if let Some(pid) = pid.filter(|_| up.contains(ALTERNATE_SCREEN) && up.contains("┌──────┬"))
        {
            break pid.trim().to_owned();
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the board never came up: {:?}",
            last(&up)
        );
        thread::sleep(Duration::from_millis(50));
    };
    let killed = Command::new("kill")
        .args([&format!("-{signal}"), &pid])
        .status()
        .unwrap();
    assert!(killed.success());
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > Duration::from_secs(30) {
            let _ = child.kill();
            panic!(
                "the app did not end on SIG{signal}: {:?}",
                last(&text(&out))
            );
        }
        thread::sleep(Duration::from_millis(50));
    };
    drop(stdin);
    reader.join().unwrap();
    let _ = std::fs::remove_file(&pidfile);
    (text(&out), status.code())
}

#[test]
fn a_termination_signal_restores_the_terminal() {
    if !has_script() {
        eprintln!("skipped: util-linux `script` is not installed");
        return;
    }
    for signal in ["TERM", "HUP"] {
        let (out, code) = signalled(signal);
        let last_open = out.rfind(ALTERNATE_SCREEN).unwrap();
        let tail = &out[last_open..];
        let closed = tail
            .rfind(MAIN_SCREEN)
            .unwrap_or_else(|| panic!("SIG{signal}: the alternate screen is never left: {tail:?}"));
        // Mouse reporting is turned off and the cursor shown, and nothing is drawn after
        // the main screen comes back but the restoring sequences themselves.
        assert!(tail.contains(MOUSE_OFF), "SIG{signal}: {tail:?}");
        assert!(
            tail[closed..].contains(CURSOR_SHOWN),
            "SIG{signal}: {tail:?}"
        );
        let after: String = tail[closed..]
            .replace(MAIN_SCREEN, "")
            .replace(CURSOR_SHOWN, "");
        assert!(
            after.trim().is_empty(),
            "SIG{signal}: drawn after: {after:?}"
        );
        // The app ends as the signal would have ended it (`script -e`: 128 + the signal).
        let number = if signal == "TERM" { 15 } else { 1 };
        assert_eq!(code, Some(128 + number), "SIG{signal}");
    }
}
