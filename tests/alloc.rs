//! Move generation never allocates once its buffers have grown: a counting global
//! allocator (per thread, so other tests running beside this one do not count) watches
//! `MoveGen::boards`, `MoveGen::plays`, `MoveGen::for_each_board` and `MoveGen::count`
//! replay cases they have already seen, for every preset.
//!
//! `#![forbid(unsafe_code)]` is the library's attribute; implementing `GlobalAlloc` needs
//! `unsafe impl`, which is this test file's own business.

mod common;

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use common::presets;
use ssangryuk::testing::Random;
use ssangryuk::{MoveGen, Position, Roll};

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

struct Counting;

fn count_one() {
    // `try_with`: the thread-local may already be gone while a thread shuts down.
    let _ = ALLOCATIONS.try_with(|c| c.set(c.get() + 1));
}

// SAFETY: every call is passed on unchanged to the system allocator; counting touches
// only a const-initialised thread-local without a destructor, which never allocates.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count_one();
        // SAFETY: the caller's contract for `alloc` is passed on.
        unsafe { System.alloc(layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count_one();
        // SAFETY: as for `alloc`.
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count_one();
        // SAFETY: the caller's contract for `realloc` is passed on.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract for `dealloc` is passed on.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

fn allocations() -> usize {
    ALLOCATIONS.with(Cell::get)
}

/// Runs every generator entry point over `cases`; returns a checksum so nothing is
/// optimised away.
fn run(gen: &mut MoveGen, cases: &[(Position, Roll)]) -> usize {
    let mut sum = 0;
    for (pos, roll) in cases {
        sum += gen
            .boards(pos, *roll)
            .map(|b| b[1] as u8 as usize)
            .sum::<usize>();
        sum += gen
            .plays(pos, *roll)
            .iter()
            .map(|p| p.hits())
            .sum::<usize>();
        let mut seen = 0;
        sum += gen.for_each_board(pos, *roll, |b| seen += b[6] as u8 as usize);
        sum += seen + gen.count(pos, *roll);
    }
    sum
}

#[test]
fn generating_plays_does_not_allocate_once_warm() {
    let mut rng = Random::new(0xa110c);
    let mut cases = Vec::new();
    for rules in presets() {
        for turns in [0, 3, 10, 25, 60, 120] {
            let pos = rng.position(rules, turns);
            for roll in Roll::all() {
                cases.push((pos, roll));
            }
        }
    }
    let mut gen = MoveGen::new();
    let warm = run(&mut gen, &cases);
    let before = allocations();
    let again = run(&mut gen, &cases);
    let during = allocations() - before;
    assert_eq!(warm, again, "the same cases give the same results");
    assert_eq!(during, 0, "allocations while generating with warm buffers");
    // The counter does count: a fresh generator grows its buffers.
    let before = allocations();
    let mut fresh = MoveGen::new();
    run(&mut fresh, &cases[..21]);
    assert!(allocations() > before, "the counting allocator counts");
}
