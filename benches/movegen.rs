//! Move generation benchmarks (being written).
fn main() {}
