//! Rendering tests of the yut screen.
