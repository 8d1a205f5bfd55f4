//! The `moves` JSON-lines driver of 윷놀이 on standard input and output
//! ([`ssangryuk_lab::moves`]); `--graph [variant]` prints where a single piece goes instead.

use std::io::{self, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut out = io::stdout().lock();
    let done = match args.iter().position(|a| a == "--graph") {
        Some(i) => {
            let name = args.get(i + 1).map_or("dominant", String::as_str);
            ssangryuk_lab::moves::graph(name, &mut out)
        }
        None => ssangryuk_lab::moves::serve(io::stdin().lock(), &mut out),
    };
    match done.and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) => ExitCode::from(2),
    }
}
