//! The bots' pace on the full screens: a bot acts a set time after it could first act, so a
//! player can follow the game; the wait starts over whenever the bots may not act. A 윷놀이
//! bot's turn of several steps (throws, then moves) quickens after its first step
//! ([`turn_step`]), so a turn with extra throws stays about a second long.

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

    /// The wait from the next time a bot could act; a wait already set keeps its time.
    pub fn set_delay(&mut self, delay: Duration) {
        self.delay = delay;
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

/// The shortest wait before a step of a bot's turn: the screen still changes visibly.
pub const FLOOR: Duration = Duration::from_millis(80);

/// The wait before step `k` (from 0) of one bot's turn, where `delay` is the wait before its
/// first: the whole `delay` first, so the change of turn is seen, then half of it, a quarter,
/// and so on, never under [`FLOOR`]. With 500 ms, a turn of one throw and one move takes
/// 0.75 s, and one of seven steps (three throws, then four moves) 1.2 s; the log keeps every
/// step.
pub fn turn_step(delay: Duration, k: u32) -> Duration {
    let halved = delay.checked_div(1 << k.min(20)).unwrap_or_default();
    if k == 0 {
        delay
    } else {
        halved.max(FLOOR.min(delay))
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
    fn a_bots_turn_quickens_after_its_first_step_and_stays_about_a_second() {
        let ms = Duration::from_millis;
        let delay = ms(500);
        assert_eq!(turn_step(delay, 0), delay);
        assert_eq!(turn_step(delay, 1), ms(250));
        assert_eq!(turn_step(delay, 2), ms(125));
        assert_eq!(turn_step(delay, 3), FLOOR);
        assert_eq!(turn_step(delay, 40), FLOOR);
        let turn = |steps: u32| (0..steps).map(|k| turn_step(delay, k)).sum::<Duration>();
        // One throw and its move; three throws (윷, 모, then one more) and their moves.
        assert_eq!(turn(2), ms(750));
        assert!(turn(7) <= ms(1250), "{:?}", turn(7));
        assert!(turn(7) >= ms(1000), "still readable: {:?}", turn(7));
        // No delay stays none; a delay under the floor is not lengthened.
        assert_eq!(turn_step(Duration::ZERO, 3), Duration::ZERO);
        assert_eq!(turn_step(ms(50), 1), ms(50));
    }

    #[test]
    fn a_new_delay_applies_from_the_next_wait() {
        let mut pace = Pace::new(Duration::from_millis(500));
        let t0 = Instant::now();
        assert!(!pace.due(t0, true));
        pace.set_delay(Duration::from_millis(100));
        assert!(
            !pace.due(t0 + Duration::from_millis(100), true),
            "the set time holds"
        );
        assert!(pace.due(t0 + Duration::from_millis(500), true));
        assert!(!pace.due(t0 + Duration::from_millis(500), true));
        assert!(pace.due(t0 + Duration::from_millis(600), true));
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
