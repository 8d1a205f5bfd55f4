//! The `botmove` JSON-lines driver on standard input and output ([`ssangryuk_lab::botmove`]).

fn main() -> std::io::Result<()> {
    ssangryuk_lab::botmove::serve(std::io::stdin().lock(), std::io::stdout().lock())
}
