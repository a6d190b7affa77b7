//! The order of device-memory events: one rule, which the simulator
//! ([`crate::simulate`]) and the schedule checker ([`crate::check`]) both
//! place their events by, so that they cannot disagree on the level of
//! memory at an instant where several events meet.
//!
//! The rule is docs/semantics.md's ("When bytes are on the device"):
//! events come in time order; at one instant, the events the compute
//! stream orders come in program order (an op's allocations, then the
//! frees at its end, then the next op's allocations: one stream runs them
//! in turn), and a release that waits for a transfer to complete is not
//! ordered with the compute stream, so it counts after every allocation
//! of that instant (the conservative choice).
//!
//! The two still count what each event allocates or frees on their own;
//! only where it goes among the others is shared.

use std::cmp::Ordering;

use crate::graph::NodeId;

/// Where a memory event goes among the others: by time, then, at one
/// instant, by its place in the compute stream's order.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Moment {
    pub(crate) time_s: f64,
    order: u64,
}

impl Moment {
    /// Arguments on the device are there when the first node starts:
    /// with its allocations.
    pub(crate) const AT_ENTRY: Moment = Moment {
        time_s: 0.0,
        order: 1,
    };

    /// An allocation of node `step` at `time_s` (its start, or a
    /// prefetch's issue): after the frees of the node before.
    pub(crate) fn allocation(time_s: f64, step: NodeId) -> Moment {
        Moment {
            time_s,
            order: 2 * step.index() as u64 + 1,
        }
    }

    /// A release that node `step` causes at `time_s`, the node having
    /// ended (or, for an offload op, been issued) at `step_end_s`. At its
    /// end, it is ordered with the compute stream: after the node's
    /// allocations, before the next node's. Later, it waits for a
    /// transfer (a store, a prefetch of those bytes) and counts after
    /// every allocation at its instant.
    pub(crate) fn release(time_s: f64, step: NodeId, step_end_s: f64) -> Moment {
        let order = if time_s == step_end_s {
            2 * step.index() as u64 + 2
        } else {
            u64::MAX
        };
        Moment { time_s, order }
    }

    /// Whether this is a release that waits for a transfer, not ordered
    /// with the compute stream.
    pub(crate) fn waits_for_transfer(&self) -> bool {
        self.order == u64::MAX
    }

    /// The order of two events.
    pub(crate) fn order(&self, other: &Moment) -> Ordering {
        self.time_s
            .total_cmp(&other.time_s)
            .then(self.order.cmp(&other.order))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_release_that_waits_comes_after_every_allocation_of_its_instant() {
        let late = Moment::release(3.0, NodeId::new(2), 2.0);
        let later_node = Moment::allocation(3.0, NodeId::new(9));
        assert_eq!(late.order(&later_node), Ordering::Greater);
        // At its node's end, it is in program order.
        let at_end = Moment::release(3.0, NodeId::new(2), 3.0);
        assert_eq!(
            at_end.order(&Moment::allocation(3.0, NodeId::new(2))),
            Ordering::Greater
        );
        assert_eq!(
            at_end.order(&Moment::allocation(3.0, NodeId::new(3))),
            Ordering::Less
        );
        assert_eq!(Moment::AT_ENTRY, Moment::allocation(0.0, NodeId::new(0)));
    }
}
