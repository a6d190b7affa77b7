//! How many times a counted loop runs, in exact arithmetic.
//!
//! A loop counts `start, start + step, ...` in an integer of a fixed width
//! while a comparison of the counter with a constant bound holds (an
//! `scf.for` is `counter < upper`, a `while` that counts any of `<`, `<=`,
//! `>`, `>=`, `!=`). The count is worked out in `i128`, so that no bounds
//! of a 64-bit counter overflow it (a full-range `scf.for` runs
//! `2^64 - 1` times). A loop whose counter would wrap around its width
//! before the comparison fails (a `!=` that its step skips, a bound at the
//! end of the range that the step jumps over, a counter moving away from
//! its bound) has no count this rule gives: it is reported as not known,
//! with why (docs/analysis.md, "Loops").

/// How a counter is compared with its bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compare {
    Lt,
    Le,
    Gt,
    Ge,
    Ne,
}

impl Compare {
    fn holds(self, value: i128, bound: i128) -> bool {
        match self {
            Compare::Lt => value < bound,
            Compare::Le => value <= bound,
            Compare::Gt => value > bound,
            Compare::Ge => value >= bound,
            Compare::Ne => value != bound,
        }
    }

    fn symbol(self) -> &'static str {
        match self {
            Compare::Lt => "<",
            Compare::Le => "<=",
            Compare::Gt => ">",
            Compare::Ge => ">=",
            Compare::Ne => "!=",
        }
    }
}

/// The integer a loop counts in: its width, and whether it compares
/// unsigned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counter {
    pub bits: u32,
    pub unsigned: bool,
}

impl Counter {
    /// An `index` (or `i64`) compared signed.
    pub const INDEX: Counter = Counter {
        bits: 64,
        unsigned: false,
    };

    /// The values it holds.
    fn range(self) -> (i128, i128) {
        let bits = self.bits.clamp(1, 64);
        if self.unsigned {
            (0, (1i128 << bits) - 1)
        } else {
            (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
        }
    }

    /// A constant of this type as the comparison reads it (a negative
    /// `i64` read unsigned is a large number).
    fn value(self, constant: i64) -> i128 {
        let (low, high) = self.range();
        let value = i128::from(constant);
        if self.unsigned && value < low {
            value + high + 1
        } else {
            value
        }
    }
}

/// How many iterations a loop runs whose counter starts at `start`, adds
/// `step` in each iteration and goes on while `counter compare bound`
/// holds; `Err` with why not when the counter would wrap around its width
/// first (the loop then runs until it wraps, or for ever).
pub fn counted_trips(
    start: i64,
    step: i64,
    compare: Compare,
    bound: i64,
    counter: Counter,
) -> Result<u64, String> {
    let (start, bound) = (counter.value(start), counter.value(bound));
    let step = i128::from(step);
    if !compare.holds(start, bound) {
        return Ok(0);
    }
    if step == 0 {
        return Err(format!(
            "its counter stays at {start}, where {} {bound} holds: the loop does not end",
            compare.symbol()
        ));
    }
    let wraps = || {
        format!(
            "its counter goes from {start} by {step} while {} {bound}, which holds until the counter wraps",
            compare.symbol()
        )
    };
    // The distance to the first value that fails the comparison, in
    // the direction of the step.
    let (distance, stride) = match (compare, step.signum()) {
        (Compare::Lt, 1) => (bound - start, step),
        (Compare::Le, 1) => (bound - start + 1, step),
        (Compare::Gt, -1) => (start - bound, -step),
        (Compare::Ge, -1) => (start - bound + 1, -step),
        (Compare::Ne, 1) if bound > start && (bound - start) % step == 0 => (bound - start, step),
        (Compare::Ne, -1) if bound < start && (start - bound) % step == 0 => (start - bound, -step),
        _ => return Err(wraps()),
    };
    let trips = (distance + stride - 1) / stride;
    // The value that ends the loop must be one the counter can hold.
    let (low, high) = counter.range();
    let after = start + trips * step;
    if after < low || after > high {
        return Err(wraps());
    }
    u64::try_from(trips).map_err(|_| wraps())
}

#[cfg(test)]
mod tests {
    use super::*;

    const I32: Counter = Counter {
        bits: 32,
        unsigned: false,
    };

    #[test]
    fn counts_up_and_down() {
        assert_eq!(counted_trips(0, 1, Compare::Lt, 4, Counter::INDEX), Ok(4));
        assert_eq!(counted_trips(0, 3, Compare::Lt, 4, Counter::INDEX), Ok(2));
        assert_eq!(counted_trips(0, 1, Compare::Le, 4, Counter::INDEX), Ok(5));
        assert_eq!(counted_trips(4, -1, Compare::Gt, 0, Counter::INDEX), Ok(4));
        assert_eq!(counted_trips(4, -2, Compare::Ge, 0, Counter::INDEX), Ok(3));
        assert_eq!(counted_trips(5, 1, Compare::Lt, 4, Counter::INDEX), Ok(0));
        assert_eq!(counted_trips(0, 2, Compare::Ne, 4, Counter::INDEX), Ok(2));
        assert_eq!(counted_trips(4, -1, Compare::Ne, 0, Counter::INDEX), Ok(4));
    }

    #[test]
    fn a_full_range_loop_counts_without_overflow() {
        assert_eq!(
            counted_trips(i64::MIN, 1, Compare::Lt, i64::MAX, Counter::INDEX),
            Ok(u64::MAX)
        );
        assert_eq!(
            counted_trips(i64::MIN, 1, Compare::Ne, i64::MAX, Counter::INDEX),
            Ok(u64::MAX)
        );
        assert_eq!(
            counted_trips(i64::MIN, i64::MAX, Compare::Lt, 0, Counter::INDEX),
            Ok(2)
        );
        // MIN, -1, MAX - 1, then past MAX: it wraps before failing < MAX.
        assert!(counted_trips(i64::MIN, i64::MAX, Compare::Lt, i64::MAX, Counter::INDEX).is_err());
    }

    #[test]
    fn a_counter_that_wraps_first_has_no_count() {
        // 0, 3, 6, ... never equals 4.
        assert!(counted_trips(0, 3, Compare::Ne, 4, Counter::INDEX).is_err());
        // Moving away from the bound.
        assert!(counted_trips(0, -1, Compare::Lt, 4, Counter::INDEX).is_err());
        assert!(counted_trips(0, 1, Compare::Ne, -4, Counter::INDEX).is_err());
        assert!(counted_trips(0, 0, Compare::Lt, 4, Counter::INDEX).is_err());
        // <= the largest value holds for every value.
        assert!(counted_trips(0, 1, Compare::Le, i64::MAX, Counter::INDEX).is_err());
        // The step jumps past the end of an i32 before failing < bound.
        assert!(counted_trips(0, 2, Compare::Lt, i32::MAX.into(), I32).is_err());
        assert_eq!(
            counted_trips(0, 2, Compare::Lt, i32::MAX.into(), Counter::INDEX),
            Ok(1 << 30)
        );
    }

    #[test]
    fn an_unsigned_comparison_reads_negative_constants_as_large() {
        let u64_counter = Counter {
            bits: 64,
            unsigned: true,
        };
        // -1 is 2^64 - 1 unsigned: 0 < 2^64 - 1 for that many trips.
        assert_eq!(
            counted_trips(0, 1, Compare::Lt, -1, u64_counter),
            Ok(u64::MAX)
        );
        assert_eq!(counted_trips(-1, 1, Compare::Lt, 4, u64_counter), Ok(0));
    }
}
