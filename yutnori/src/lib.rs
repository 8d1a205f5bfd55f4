//! yut-nori (work in progress).
#![forbid(unsafe_code)]
