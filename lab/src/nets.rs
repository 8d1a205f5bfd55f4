//! Networks named on a command line: network files, or `shipped` for a family's own,
//! joined by `+` into a committee (the lab's `selfplay --versus` and `botmove --net`).

use ssangryuk::bot::{Family, Net, NetEval};

/// The evaluation `spec` names: a network file, `shipped` (`family`'s shipped network), or
/// a committee of those joined by `+`.
///
/// # Errors
/// A sentence naming the file that could not be read or holds no network.
pub fn committee(spec: &str, family: Family) -> Result<NetEval, String> {
    let mut members = Vec::new();
    for part in spec.split('+') {
        if part == "shipped" {
            members.push(Net::shipped(family).clone());
        } else {
            let bytes = std::fs::read(part).map_err(|e| format!("{part}: {e}"))?;
            members.push(Net::from_bytes(&bytes).map_err(|e| format!("{part}: {e}"))?);
        }
    }
    NetEval::committee(members).ok_or_else(|| "no network named".to_owned())
}
