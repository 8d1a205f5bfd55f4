//! The `movegen` JSON-lines driver on standard input and output ([`ssangryuk_lab::movegen`]).

fn main() -> std::io::Result<()> {
    ssangryuk_lab::movegen::serve(std::io::stdin().lock(), std::io::stdout().lock())
}
