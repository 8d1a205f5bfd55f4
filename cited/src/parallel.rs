//! Work cut into fixed chunks and spread over threads, the results in chunk order: the same
//! results on any number of cores, which the bear-off tables, the solver's training and the
//! arenas of both crates rely on.

/// The threads to use by default: one per core (one on wasm32, where no thread can be
/// spawned).
#[must_use]
pub fn cores() -> usize {
    if cfg!(target_arch = "wasm32") {
        return 1;
    }
    std::thread::available_parallelism().map_or(1, usize::from)
}

/// `work(c)` for every `c` in `0..chunks`, on up to `threads` threads (the calling one among
/// them; thread `w` takes chunks `w`, `w + threads`, …), the results in chunk order. With one
/// thread, or where spawning a thread fails, the calling thread does it all. A panic in `work`
/// is resumed on the calling thread.
pub fn chunked<T: Send>(chunks: usize, threads: usize, work: impl Fn(usize) -> T + Sync) -> Vec<T> {
    let threads = threads.min(chunks);
    if threads <= 1 || cfg!(target_arch = "wasm32") {
        return (0..chunks).map(&work).collect();
    }
    let work = &work;
    let share = move |w: usize| -> Vec<(usize, T)> {
        (w..chunks).step_by(threads).map(|c| (c, work(c))).collect()
    };
    let mut out: Vec<(usize, T)> = std::thread::scope(|scope| {
        let spawned: Vec<_> = (1..threads)
            .map(|w| {
                std::thread::Builder::new()
                    .spawn_scoped(scope, move || share(w))
                    .map_err(|_| w)
            })
            .collect();
        let mut out = share(0);
        for handle in spawned {
            match handle {
                Ok(h) => out.extend(h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))),
                // No thread for this share: do it here.
                Err(w) => out.extend(share(w)),
            }
        }
        out
    });
    out.sort_by_key(|&(c, _)| c);
    out.into_iter().map(|(_, t)| t).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_results_come_in_chunk_order_on_any_number_of_threads() {
        let want: Vec<u64> = (0..37).map(|c| c * c).collect();
        for threads in [0, 1, 2, 3, 8, 64] {
            assert_eq!(chunked(37, threads, |c| (c * c) as u64), want, "{threads}");
        }
        assert!(chunked(0, 4, |c| c).is_empty());
        assert!(cores() >= 1);
    }

    #[test]
    fn the_work_is_spread_over_the_threads_asked_for() {
        let ids = chunked(8, 4, |_| std::thread::current().id());
        let mut distinct = ids.clone();
        distinct.sort_by_key(|id| format!("{id:?}"));
        distinct.dedup();
        assert_eq!(distinct.len(), 4, "{ids:?}");
        // Thread w takes chunks w and w + 4.
        assert_eq!(ids[0], std::thread::current().id());
        assert_eq!(ids[4], ids[0]);
        assert_eq!(ids[5], ids[1]);
    }

    #[test]
    #[should_panic(expected = "chunk 5")]
    fn a_panic_in_the_work_reaches_the_caller() {
        chunked(8, 3, |c| assert!(c != 5, "chunk 5"));
    }
}
