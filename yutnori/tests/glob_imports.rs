//! Glob imports of the crate and of the results do not clash: the rule types are
//! `BackDoRule` and `FreeGeolRule`, the results `Throw::BackDo` and `Throw::FreeGeol`.

use yutnori::Throw::*;
#[allow(unused_imports)]
use yutnori::*;

#[test]
fn rule_types_and_results_share_no_names() {
    let rules = Variant::Dominant
        .rules()
        .to_builder()
        .back_do(BackDoRule::On)
        .free_geol(FreeGeolRule::On)
        .build()
        .unwrap();
    assert!(BackDo.allowed_by(&rules));
    assert!(FreeGeol.allowed_by(&rules));
}
