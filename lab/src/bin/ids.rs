//! The `ids` JSON-lines driver on standard input and output ([`ssangryuk_lab::ids`]).

fn main() -> std::io::Result<()> {
    ssangryuk_lab::ids::serve(std::io::stdin().lock(), std::io::stdout().lock())
}
