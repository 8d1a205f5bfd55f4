//! The `botmove` JSON-lines driver on standard input and output ([`ssangryuk_lab::botmove`]);
//! `--bot KIND` and `--plies N` fix the bot and its depth for every request.

use std::process::ExitCode;

fn main() -> ExitCode {
    let fixed = match ssangryuk_lab::botmove::Fixed::from_args(std::env::args().skip(1)) {
        Ok(fixed) => fixed,
        Err(why) => {
            eprintln!("{why}");
            return ExitCode::from(2);
        }
    };
    let (input, output) = (std::io::stdin().lock(), std::io::stdout().lock());
    match ssangryuk_lab::botmove::serve_fixed(input, output, fixed) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("botmove: {e}");
            ExitCode::FAILURE
        }
    }
}
