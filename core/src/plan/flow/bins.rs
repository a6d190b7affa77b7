//! Time bins: runs of consecutive steps the program treats as one.
//!
//! Transfers are issued at the start of a bin (the slot before its first
//! step) and a tensor used anywhere in a bin is on the device for all of
//! it, so a bin is as fine as the plan it allows. Steps are merged only
//! while their compute stays short: a step of its own length (a matmul)
//! is a bin of its own, and runs of short steps (element-wise ops, views)
//! share one.

use crate::NodeId;

/// The bins of a function's steps.
///
/// A bin is a plain `usize`. The steps, gaps and options the program
/// holds beside bins are typed (`NodeId`, `GapId`, `RecomputeGapId`), so
/// a bin is not taken for one of them; bins themselves are positions the
/// program computes with (windows of `from ± count`, spans `first..end`
/// sliced out of per-bin tables, their lengths, walked backwards), and
/// its per-bin tables have one entry past the last bin (the stall before
/// the first bin, a prefetch issued after the last). A range of an index
/// type neither iterates nor slices on stable Rust, and an id of that
/// extra entry would name no bin.
#[derive(Clone, Debug)]
pub struct Bins {
    /// The first step of each bin, and the number of steps last (so bin
    /// `j` is the steps `first[j]..first[j + 1]`).
    pub first: Vec<NodeId>,
    /// Compute time of each bin, with no stall.
    pub compute_s: Vec<f64>,
    /// The bin of each step.
    of: Vec<usize>,
}

impl Bins {
    /// Bins of the steps whose compute times are `end_s[k] - start_s[k]`,
    /// each at most `width_s` long unless one step is longer.
    pub fn new(start_s: &[f64], end_s: &[f64], width_s: f64) -> Bins {
        let n = end_s.len();
        let mut first = Vec::new();
        let mut compute_s = Vec::new();
        let mut of = Vec::with_capacity(n);
        for step in NodeId::all(n) {
            let duration = end_s[step] - start_s[step];
            let open = compute_s.last().copied();
            match open {
                Some(so_far) if so_far + duration <= width_s => {
                    *compute_s.last_mut().expect("a bin is open") += duration;
                }
                _ => {
                    first.push(step);
                    compute_s.push(duration);
                }
            }
            of.push(first.len() - 1);
        }
        first.push(NodeId::new(n));
        Bins {
            first,
            compute_s,
            of,
        }
    }

    /// The number of bins.
    pub fn len(&self) -> usize {
        self.compute_s.len()
    }

    /// Whether there are none (a function without steps).
    pub fn is_empty(&self) -> bool {
        self.compute_s.is_empty()
    }

    /// The bin of `step`; the number of bins for the function's end.
    pub fn of(&self, step: NodeId) -> usize {
        self.of.get(step.index()).copied().unwrap_or(self.len())
    }

    /// The steps of bin `j`.
    pub fn steps(&self, j: usize) -> impl Iterator<Item = NodeId> + use<> {
        NodeId::until(self.first[j], self.first[j + 1])
    }

    /// The slot a transfer issued at the start of bin `j` goes before: its
    /// first step (the function's end after the last bin).
    pub fn slot(&self, j: usize) -> NodeId {
        self.first[j.min(self.len())]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_steps_share_a_bin_and_long_ones_stand_alone() {
        // Steps of 1, 1, 5, 1, 1, 1 time units with bins of at most 2.
        let start = [0.0, 1.0, 2.0, 7.0, 8.0, 9.0];
        let end = [1.0, 2.0, 7.0, 8.0, 9.0, 10.0];
        let bins = Bins::new(&start, &end, 2.0);
        assert_eq!(bins.len(), 4);
        assert_eq!(
            bins.first,
            [0, 2, 3, 5, 6].map(NodeId::new).to_vec(),
            "steps 0-1, 2 (long), 3-4, 5"
        );
        assert_eq!(bins.compute_s, vec![2.0, 5.0, 2.0, 1.0]);
        assert_eq!(bins.of(NodeId::new(4)), 2);
        assert_eq!(bins.of(NodeId::new(6)), 4, "the end is past the last bin");
        assert_eq!(bins.slot(4), NodeId::new(6));
        assert_eq!(
            bins.steps(2).collect::<Vec<_>>(),
            [NodeId::new(3), NodeId::new(4)]
        );
    }
}
