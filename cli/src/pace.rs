//! The bots' pace on the full screens: a bot acts a set time after it could first act, so a
//! player can follow the game; the wait starts over whenever the bots may not act.

use std::time::{Duration, Instant};

/// When the next bot action is due.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pace {
    delay: Duration,
    next: Option<Instant>,
}

impl Pace {
    /// Bots acting `delay` apart.
    pub const fn new(delay: Duration) -> Pace {
        Pace { delay, next: None }
    }

    /// Whether a bot acts now: `waiting` says whether one could act at all (a bot's turn,
    /// nothing covering the board, not paused). The first call that finds it waiting sets
    /// the time `delay` later; the call at or after that time answers true (once), and
    /// any call that finds it not waiting forgets the time.
    pub fn due(&mut self, now: Instant, waiting: bool) -> bool {
        if !waiting {
            self.next = None;
            return false;
        }
        match self.next {
            None => {
                self.next = Some(now + self.delay);
                false
            }
            Some(at) if now >= at => {
                self.next = None;
                true
            }
            Some(_) => false,
        }
    }

    /// How long to wait for input before the next call to [`Pace::due`]: until the bot's
    /// time, at most `most`.
    pub fn wait(&self, now: Instant, most: Duration) -> Duration {
        self.next
            .map_or(most, |at| at.saturating_duration_since(now).min(most))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bot_acts_once_its_delay_after_it_could_first_act() {
        let delay = Duration::from_millis(600);
        let mut pace = Pace::new(delay);
        let t0 = Instant::now();
        let most = Duration::from_millis(250);
        assert_eq!(pace.wait(t0, most), most, "nothing due: the longest wait");
        assert!(!pace.due(t0, true), "the first call only sets the time");
        assert_eq!(pace.wait(t0, Duration::from_secs(5)), delay);
        assert_eq!(pace.wait(t0, most), most);
        assert!(!pace.due(t0 + delay / 2, true));
        assert_eq!(pace.wait(t0 + delay / 2, Duration::from_secs(5)), delay / 2);
        assert!(pace.due(t0 + delay, true), "due at the time");
        assert!(
            !pace.due(t0 + delay, true),
            "once: the next wait starts over"
        );
        assert!(pace.due(t0 + delay * 2, true));
    }

    #[test]
    fn a_wait_that_is_interrupted_starts_over() {
        let delay = Duration::from_millis(100);
        let mut pace = Pace::new(delay);
        let t0 = Instant::now();
        assert!(!pace.due(t0, true));
        // Paused (or the rules shown) just before the time: the time is forgotten.
        assert!(!pace.due(t0 + delay, false));
        assert_eq!(pace.wait(t0 + delay, delay * 9), delay * 9);
        assert!(!pace.due(t0 + delay * 2, true), "waiting again from here");
        assert!(!pace.due(t0 + delay * 2 + delay / 2, true));
        assert!(pace.due(t0 + delay * 3, true));
    }

    #[test]
    fn no_delay_acts_on_the_call_after_the_first() {
        let mut pace = Pace::new(Duration::ZERO);
        let t0 = Instant::now();
        assert!(!pace.due(t0, true));
        assert_eq!(pace.wait(t0, Duration::from_millis(250)), Duration::ZERO);
        assert!(pace.due(t0, true));
    }
}
