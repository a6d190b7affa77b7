//! Which stacks a loop streams, and in how many device slots: the policy
//! of `passes/src/bridge/streams.rs`, which recognizes the loops and
//! stacks in the IR ([`LoopFacts`], [`StackFacts`]), asks here what to do
//! ([`plan_loop`], [`one_slot_streams`]) and rewrites what the answer says.
//!
//! A loop takes its stacks largest first and streams each one whose
//! slices cost the loop less time than not streaming it: an iteration
//! lasts the longer of its compute and either link's copies (the two links
//! run side by side), so a stack's slices add what they push an iteration
//! past its compute, times the trip count (and a nested loop, which runs
//! again in each iteration of the loop around it, waits for a read's first
//! slice in each run). Not streamed, a stack read or returned crosses the
//! link whole (before the loop, or after it), and a stack a later loop
//! reads stays on the device, which costs no time.
//!
//! A read stack takes two device slots, so that the next slice's copy runs
//! behind the whole iteration; where the iteration's compute after its
//! last read of the slot hides the copy as well, it takes one.

use crate::{
    CostModel, Direction, Node, SliceStream, Tier, format_bytes, graph::index_type,
    units::format_seconds,
};

/// Index of a stack in the [`StackFacts`] a loop's plan is made of (and in
/// the caller's table they were made from, in the same order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct StackId(usize);
index_type!(StackId, "stack");

/// Index of a stream in a loop's [`Node::streams`], and in every
/// per-stream table (their tiers, the slice ops of the loop's body).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SliceStreamId(usize);
index_type!(SliceStreamId, "slice stream");

/// A loop with a known trip count that may stream stacks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LoopFacts {
    pub trips: u64,
    /// One iteration's compute, seconds.
    pub iteration_s: f64,
    /// For a loop nested in a loop of the function's body: how many times
    /// it runs (the outer loop's trips). Its pipeline starts again in each
    /// run, with its first slice's wait.
    pub runs: Option<u64>,
}

/// How a loop uses a stack it could stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StackUse {
    /// It reads one slice per iteration; streamed, each slice is fetched
    /// during the iteration before.
    Read,
    /// It writes one slice per iteration and the function returns the
    /// stack in the tier; streamed, each slice is stored there.
    Returned,
    /// It writes one slice per iteration and a later loop reads the stack
    /// one slice per iteration (a residual stack); streamed, each slice is
    /// stored in the tier and the later loop streams it back.
    ReadLater,
}

impl StackUse {
    /// Whether the loop writes the stack (its copies go device to tier).
    pub fn writes(self) -> bool {
        !matches!(self, StackUse::Read)
    }
}

/// One stack a loop could stream.
#[derive(Clone, Debug, PartialEq)]
pub struct StackFacts {
    /// How the remark names it (`%arg2`, `result 1`).
    pub name: String,
    /// Where its slices come from or go to.
    pub tier: Tier,
    pub slice_bytes: u64,
    /// One slice's copy on the link ([`read_copy_s`], [`write_copy_s`]).
    pub copy_s: f64,
    pub stack_use: StackUse,
}

/// One slice's copy of a stack the loop reads from `tier`; `None` where
/// the tier has no link.
pub fn read_copy_s(cost: &CostModel, slice_bytes: u64, tier: Tier) -> Option<f64> {
    cost.transfer_time(slice_bytes, tier, Direction::HostToDevice)
        .ok()
}

/// One slice's copy of a stack the loop writes to `tier`, when the stack
/// may stream: the tier has a link, and a later loop that reads it (of one
/// iteration's compute `later_iteration_s`) can copy a slice back within
/// its iteration.
pub fn write_copy_s(
    cost: &CostModel,
    slice_bytes: u64,
    tier: Tier,
    later_iteration_s: Option<f64>,
) -> Option<f64> {
    let copy_s = cost
        .transfer_time(slice_bytes, tier, Direction::DeviceToHost)
        .ok()?;
    if let Some(iteration_s) = later_iteration_s {
        let back_s = cost
            .transfer_time(slice_bytes, tier, Direction::HostToDevice)
            .ok()?;
        if back_s > iteration_s {
            return None;
        }
    }
    Some(copy_s)
}

/// What a loop does with one of its stacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StackDecision {
    /// The stack, among the [`StackFacts`] the plan was made of.
    pub stack: StackId,
    /// Whether it streams (else it stays whole, or on the device).
    pub streams: bool,
}

/// What a loop streams, and what its remark says.
#[derive(Clone, Debug, PartialEq)]
pub struct LoopPlan {
    pub facts: LoopFacts,
    /// One per stack, in the order the loop took them (largest slice
    /// first), which is the order their rewrites go in.
    pub decisions: Vec<StackDecision>,
    /// The remark's notes: one per stack in that order, then what an
    /// iteration's copies take against its compute (when any stream).
    pub notes: Vec<String>,
}

impl LoopPlan {
    /// The stacks that stream, in the order taken.
    pub fn streamed(&self) -> impl Iterator<Item = StackId> + '_ {
        self.decisions.iter().filter(|d| d.streams).map(|d| d.stack)
    }

    /// The remark at the loop, when it had any stack to weigh.
    pub fn remark(&self) -> Option<String> {
        if self.notes.is_empty() {
            return None;
        }
        let trips = self.facts.trips;
        let runs = self
            .facts
            .runs
            .map_or(String::new(), |r| format!(", run {r} times"));
        Some(format!(
            "loop over {trips} iterations{runs}: {}",
            self.notes.join("; ")
        ))
    }
}

/// Which of `stacks` the loop `facts` streams (module docs): largest slice
/// first, each one whose slices add less time to the loop than its whole
/// copy takes.
pub fn plan_loop(cost: &CostModel, facts: &LoopFacts, stacks: &[StackFacts]) -> LoopPlan {
    let mut order: Vec<StackId> = StackId::all(stacks.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(stacks[i].slice_bytes));
    // Each direction's copies of an iteration, one after another.
    let (mut reads_s, mut writes_s) = (0.0, 0.0);
    let mut decisions = Vec::new();
    let mut notes = Vec::new();
    for i in order {
        let stack = &stacks[i];
        let writes = stack.stack_use.writes();
        let added_s = added_s(facts, stack, reads_s, writes_s);
        let whole_s = whole_s(cost, facts.trips, stack);
        let keeps = added_s > whole_s;
        decisions.push(StackDecision {
            stack: i,
            streams: !keeps,
        });
        if keeps {
            notes.push(kept_note(stack, added_s, whole_s));
            continue;
        }
        if writes {
            writes_s += stack.copy_s;
        } else {
            reads_s += stack.copy_s;
        }
        notes.push(streamed_note(stack));
    }
    notes.extend(copies_note(facts, reads_s, writes_s));
    LoopPlan {
        facts: *facts,
        decisions,
        notes,
    }
}

/// What streaming `stack` adds to the loop, beside the copies of an
/// iteration taken so far (`reads_s`, `writes_s`): the iterations' copies
/// on each link run one after another, beside the compute. A nested loop
/// runs `runs` times, and waits for a read's first slice in each run.
fn added_s(facts: &LoopFacts, stack: &StackFacts, reads_s: f64, writes_s: f64) -> f64 {
    let LoopFacts {
        trips,
        iteration_s,
        runs,
    } = *facts;
    let runs_f = runs.unwrap_or(1) as f64;
    let over = |reads_s: f64, writes_s: f64| {
        runs_f * trips as f64 * (f64::max(reads_s, writes_s) - iteration_s).max(0.0)
    };
    (if stack.stack_use.writes() {
        over(reads_s, writes_s + stack.copy_s)
    } else {
        over(reads_s + stack.copy_s, writes_s) + runs.map_or(0.0, |r| r as f64 * stack.copy_s)
    }) - over(reads_s, writes_s)
}

/// What not streaming `stack` costs: a stack read or returned crosses the
/// link whole (before the loop, or after it); a stack the next loop reads
/// stays on the device, which costs no time.
fn whole_s(cost: &CostModel, trips: u64, stack: &StackFacts) -> f64 {
    let direction = match stack.stack_use {
        StackUse::ReadLater => return 0.0,
        StackUse::Returned => Direction::DeviceToHost,
        StackUse::Read => Direction::HostToDevice,
    };
    cost.transfer_time(
        stack.slice_bytes.saturating_mul(trips),
        stack.tier,
        direction,
    )
    .unwrap_or(0.0)
}

/// What an iteration's copies (`reads_s` and `writes_s` on each link)
/// take against its compute, when any stack streams.
fn copies_note(facts: &LoopFacts, reads_s: f64, writes_s: f64) -> Option<String> {
    let LoopFacts {
        trips,
        iteration_s,
        runs,
    } = *facts;
    let copies_s: f64 = f64::max(reads_s, writes_s);
    if copies_s > 0.0 {
        let over = runs.unwrap_or(1) as f64 * trips as f64 * (copies_s - iteration_s).max(0.0);
        Some(if over > 0.0 {
            format!(
                "an iteration's copies take {} against its {} of compute, so the loop takes {} longer than its compute",
                format_seconds(copies_s),
                format_seconds(iteration_s),
                format_seconds(over),
            )
        } else {
            format!(
                "an iteration's copies take {} behind its {} of compute",
                format_seconds(copies_s),
                format_seconds(iteration_s),
            )
        })
    } else {
        None
    }
}

/// The note of a stack the loop keeps whole or on the device.
fn kept_note(stack: &StackFacts, added_s: f64, whole_s: f64) -> String {
    let name = &stack.name;
    if stack.stack_use == StackUse::ReadLater {
        format!(
            "keeps {name} on the device: storing its slices ({} each, {} on the link) would make the loop {} longer",
            format_bytes(stack.slice_bytes),
            format_seconds(stack.copy_s),
            format_seconds(added_s),
        )
    } else {
        format!(
            "keeps {name} whole: its slices ({} each, {} on the link) would make the loop {} longer, more than the {} its whole copy takes",
            format_bytes(stack.slice_bytes),
            format_seconds(stack.copy_s),
            format_seconds(added_s),
            format_seconds(whole_s),
        )
    }
}

/// The note of a stack the loop streams.
fn streamed_note(stack: &StackFacts) -> String {
    let name = &stack.name;
    if !stack.stack_use.writes() {
        return format!(
            "streams {name} from {} (a slice of {}, {} on the link)",
            stack.tier.name(),
            format_bytes(stack.slice_bytes),
            format_seconds(stack.copy_s),
        );
    }
    format!(
        "stores {name} to {} (a slice of {}, {} on the link){}",
        stack.tier.name(),
        format_bytes(stack.slice_bytes),
        format_seconds(stack.copy_s),
        if stack.stack_use == StackUse::ReadLater {
            ", which a later loop streams back"
        } else {
            ""
        },
    )
}

/// The read streams of a loop that take one device slot instead of two.
#[derive(Clone, Debug, PartialEq)]
pub struct OneSlotPlan {
    /// The streams, among the node's, largest slice first.
    pub streams: Vec<SliceStreamId>,
    /// The loop's iterations.
    pub iterations: u64,
    /// One iteration, its copies in one slot included.
    pub iteration_s: f64,
    /// One iteration's compute.
    pub compute_s: f64,
}

impl OneSlotPlan {
    /// The remark at the loop, `names` naming the stacks of `streams` in
    /// order.
    pub fn remark(&self, names: &[String]) -> String {
        format!(
            "loop over {} iterations: one slot each for {}: the next slice is copied into the slot once the iteration has read it, and an iteration still takes {} ({} of compute)",
            self.iterations,
            names.join(", "),
            format_seconds(self.iteration_s),
            format_seconds(self.compute_s),
        )
    }
}

/// Which read streams of the loop `node` (its [`Node::streams`], whose
/// tiers are `tiers`) take one device slot instead of two: each whose next
/// slice can be copied into the slot its iteration read, once the
/// iteration's last reader of it has run, without making the iteration
/// longer, the largest slices first, on the cost model's iteration
/// ([`CostModel::streamed_iteration_s`]). `None` where none does, or a
/// tier has no link.
pub fn one_slot_streams(cost: &CostModel, node: &Node, tiers: &[Tier]) -> Option<OneSlotPlan> {
    let mut streams = node.streams.clone();
    let copies = |streams: &[SliceStream]| -> Option<Vec<(Direction, f64, f64)>> {
        streams
            .iter()
            .zip(tiers)
            .map(|(stream, &tier)| {
                let direction = if stream.stores_to.is_some() {
                    Direction::DeviceToHost
                } else {
                    Direction::HostToDevice
                };
                let one_s = cost
                    .transfer_time(stream.slice_bytes, tier, direction)
                    .ok()?;
                Some((direction, cost.stream_start_s(node, stream), one_s))
            })
            .collect()
    };
    let iterations = streams.first()?.iterations.max(1);
    let compute_s = cost.op_time(node) / iterations as f64;
    let start = copies(&streams)?;
    let mut iteration_s = CostModel::streamed_iteration_s(compute_s, start);
    let mut order: Vec<SliceStreamId> = SliceStreamId::all(streams.len())
        .filter(|&i| streams[i].stores_to.is_none())
        .collect();
    order.sort_by_key(|&i| std::cmp::Reverse(streams[i].slice_bytes));
    let mut kept = Vec::new();
    for i in order {
        streams[i].one_slot = true;
        let tried = copies(&streams).map(|c| CostModel::streamed_iteration_s(compute_s, c));
        match tried {
            Some(tried) if tried <= iteration_s * (1.0 + 1e-9) => {
                iteration_s = iteration_s.max(tried);
                kept.push(i);
            }
            _ => streams[i].one_slot = false,
        }
    }
    if kept.is_empty() {
        return None;
    }
    Some(OneSlotPlan {
        streams: kept,
        iterations,
        iteration_s,
        compute_s,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{NodeKind, OpWork, TensorId, testing::round_cost_model};

    /// `round_cost_model` with `latency_s` on the host link.
    fn cost_with_latency(latency_s: f64) -> CostModel {
        let mut cost = round_cost_model();
        cost.profile
            .tiers
            .host
            .as_mut()
            .expect("a host tier")
            .link
            .latency_s = latency_s;
        cost
    }

    fn stack(name: &str, slice_bytes: u64, stack_use: StackUse, cost: &CostModel) -> StackFacts {
        let copy_s = if stack_use.writes() {
            write_copy_s(cost, slice_bytes, Tier::Host, None)
        } else {
            read_copy_s(cost, slice_bytes, Tier::Host)
        }
        .expect("a host link");
        StackFacts {
            name: name.into(),
            tier: Tier::Host,
            slice_bytes,
            copy_s,
            stack_use,
        }
    }

    fn top_loop(trips: u64, iteration_s: f64) -> LoopFacts {
        LoopFacts {
            trips,
            iteration_s,
            runs: None,
        }
    }

    #[test]
    fn a_read_hidden_behind_compute_streams() {
        // 1000 B take 1 ms on the round host link; an iteration computes 2 ms.
        let cost = round_cost_model();
        let stacks = [stack("%arg0", 1000, StackUse::Read, &cost)];
        let plan = plan_loop(&cost, &top_loop(10, 2e-3), &stacks);
        assert_eq!(plan.streamed().collect::<Vec<_>>(), [StackId::new(0)]);
        assert_eq!(
            plan.remark().as_deref(),
            Some(
                "loop over 10 iterations: streams %arg0 from host (a slice of 1000B, 1.00ms on the link); \
                 an iteration's copies take 1.00ms behind its 2.00ms of compute"
            )
        );
    }

    #[test]
    fn slices_past_compute_stay_whole_where_latency_makes_them_dearer() {
        // Each slice pays the link's latency, the whole stack pays it once:
        // past the compute, slices cost more than the whole copy.
        let cost = cost_with_latency(1e-3);
        let stacks = [stack("%arg0", 1000, StackUse::Read, &cost)];
        let plan = plan_loop(&cost, &top_loop(10, 5e-4), &stacks);
        assert_eq!(
            plan.decisions,
            [StackDecision {
                stack: StackId::new(0),
                streams: false
            }]
        );
        assert_eq!(plan.notes.len(), 1, "no copies line when nothing streams");
        assert!(
            plan.notes[0].starts_with("keeps %arg0 whole: its slices (1000B each, 2.00ms on the link) would make the loop 15.0ms longer, more than the 11.0ms"),
            "{}",
            plan.notes[0]
        );
        // The same stack in a loop with room for its copies streams.
        let plan = plan_loop(&cost, &top_loop(10, 2e-3), &stacks);
        assert!(plan.decisions[0].streams);
    }

    #[test]
    fn stacks_are_taken_largest_first_and_share_the_link() {
        // 1 ms of compute: the 2000 B stack's slices (2.1 ms) outlast it
        // but cost less than its whole copy; behind them, the 1500 B
        // stack's slices would add their whole time, latency included,
        // more than its whole copy.
        let cost = cost_with_latency(1e-4);
        let stacks = [
            stack("%small", 1500, StackUse::Read, &cost),
            stack("%large", 2000, StackUse::Read, &cost),
        ];
        let plan = plan_loop(&cost, &top_loop(4, 1e-3), &stacks);
        assert_eq!(
            plan.decisions,
            [
                StackDecision {
                    stack: StackId::new(1),
                    streams: true
                },
                StackDecision {
                    stack: StackId::new(0),
                    streams: false
                },
            ]
        );
        assert!(plan.notes[0].starts_with("streams %large"));
        assert!(plan.notes[1].starts_with("keeps %small whole"));
        // Alone, the smaller stack fits and streams.
        let plan = plan_loop(&cost, &top_loop(4, 1e-3), &stacks[..1]);
        assert!(plan.decisions[0].streams);
    }

    #[test]
    fn reads_and_writes_run_on_separate_links() {
        // A read and a write of 1 ms each beside 1 ms of compute: on one
        // link they would take 2 ms; on two, neither adds time.
        let cost = cost_with_latency(1e-5);
        let stacks = [
            stack("%w", 1000, StackUse::Read, &cost),
            stack("result 0", 1000, StackUse::Returned, &cost),
        ];
        let plan = plan_loop(&cost, &top_loop(8, 2e-3), &stacks);
        assert_eq!(
            plan.streamed().collect::<Vec<_>>(),
            [StackId::new(0), StackId::new(1)]
        );
        assert_eq!(
            plan.notes[1],
            "stores result 0 to host (a slice of 1000B, 1.01ms on the link)"
        );
        assert_eq!(
            plan.notes[2],
            "an iteration's copies take 1.01ms behind its 2.00ms of compute"
        );
    }

    #[test]
    fn a_nested_read_pays_its_first_slice_in_each_run() {
        // Behind the compute, but each of 10 runs of 2 iterations waits for
        // its first slice (1 ms): 10 ms against the 2 ms whole copy.
        let cost = round_cost_model();
        let stacks = [stack("%arg0", 1000, StackUse::Read, &cost)];
        let nested = LoopFacts {
            trips: 2,
            iteration_s: 5e-3,
            runs: Some(10),
        };
        let plan = plan_loop(&cost, &nested, &stacks);
        assert!(!plan.decisions[0].streams);
        assert!(
            plan.remark()
                .expect("a remark")
                .starts_with("loop over 2 iterations, run 10 times: keeps %arg0 whole: its slices (1000B each, 1.00ms on the link) would make the loop 10.0ms longer, more than the 2.00ms"),
        );
        // Run once, the wait costs less than the whole copy.
        let once = LoopFacts {
            runs: Some(1),
            ..nested
        };
        assert!(plan_loop(&cost, &once, &stacks).decisions[0].streams);
    }

    #[test]
    fn a_stack_read_later_streams_only_while_it_costs_no_time() {
        // Kept, it stays on the device at no cost: it stores its slices
        // only when they hide behind the compute.
        let cost = round_cost_model();
        let stacks = [stack("%res", 1000, StackUse::ReadLater, &cost)];
        let plan = plan_loop(&cost, &top_loop(10, 5e-4), &stacks);
        assert_eq!(
            plan.notes,
            [
                "keeps %res on the device: storing its slices (1000B each, 1.00ms on the link) would make the loop 5.00ms longer"
            ]
        );
        let plan = plan_loop(&cost, &top_loop(10, 1e-3), &stacks);
        assert_eq!(
            plan.notes[0],
            "stores %res to host (a slice of 1000B, 1.00ms on the link), which a later loop streams back"
        );
        assert_eq!(
            plan.notes[1],
            "an iteration's copies take 1.00ms behind its 1.00ms of compute"
        );
    }

    #[test]
    fn copies_past_compute_say_how_much_longer_the_loop_takes() {
        // Its slices add 10 x 0.5 ms, less than the 10 ms whole copy: it
        // streams, and the loop outlasts its compute by those 5 ms.
        let cost = round_cost_model();
        let stacks = [stack("%arg0", 1000, StackUse::Read, &cost)];
        let plan = plan_loop(&cost, &top_loop(10, 5e-4), &stacks);
        assert!(plan.decisions[0].streams);
        assert_eq!(
            plan.notes[1],
            "an iteration's copies take 1.00ms against its 500us of compute, so the loop takes 5.00ms longer than its compute"
        );
    }

    #[test]
    fn no_stacks_no_remark() {
        let cost = round_cost_model();
        let plan = plan_loop(&cost, &top_loop(10, 1e-3), &[]);
        assert!(plan.decisions.is_empty());
        assert_eq!(plan.remark(), None);
    }

    #[test]
    fn a_written_stack_streams_only_where_a_later_loop_can_bring_slices_back() {
        let cost = round_cost_model();
        // A slice takes 1 ms back: a later iteration of 0.5 ms cannot wait
        // for it, one of 1 ms can.
        assert_eq!(write_copy_s(&cost, 1000, Tier::Host, Some(5e-4)), None);
        assert_eq!(
            write_copy_s(&cost, 1000, Tier::Host, Some(1e-3)),
            Some(1e-3)
        );
        assert_eq!(write_copy_s(&cost, 1000, Tier::Host, None), Some(1e-3));
        // No NVMe link on the round model.
        assert_eq!(write_copy_s(&cost, 1000, Tier::Nvme, None), None);
        assert_eq!(read_copy_s(&cost, 1000, Tier::Nvme), None);
    }

    /// A loop of 10 iterations whose body runs two kernels, of 1 ms and
    /// 2 ms an iteration, and reads one stack of `slice_bytes` slices
    /// whose last reader is the first kernel.
    fn loop_node(slice_bytes: &[u64]) -> Node {
        let kernel = |bytes: f64| OpWork {
            bytes,
            element_bytes: 4,
            ..OpWork::default()
        };
        Node {
            op: "scf.for".into(),
            location: String::new(),
            operands: Vec::new(),
            results: Vec::new(),
            work: OpWork::default(),
            kind: NodeKind::Compute,
            signature: String::new(),
            record_key: None,
            view: false,
            constant: false,
            pure: false,
            recompute: false,
            identity: 0,
            kernels: vec![(kernel(1e6), 10), (kernel(2e6), 10)],
            streams: slice_bytes
                .iter()
                .map(|&slice_bytes| SliceStream {
                    remote: TensorId::new(0),
                    slice_bytes,
                    iterations: 10,
                    stores_to: None,
                    one_slot: false,
                    starts_after_kernel: 1,
                    nested: None,
                })
                .collect(),
            slice: None,
            collective: None,
        }
    }

    #[test]
    fn one_slot_where_the_copy_after_the_last_reader_still_fits() {
        // The copy starts 1 ms into the 3 ms iteration: 1 ms fits, 2.5 ms
        // would not.
        let cost = round_cost_model();
        let plan = one_slot_streams(&cost, &loop_node(&[1000]), &[Tier::Host]).expect("one slot");
        assert_eq!(plan.streams, [SliceStreamId::new(0)]);
        assert_eq!(plan.iterations, 10);
        assert_eq!(
            plan.remark(&["%arg0".into()]),
            "loop over 10 iterations: one slot each for %arg0: the next slice is copied into the slot once the iteration has read it, and an iteration still takes 3.00ms (3.00ms of compute)"
        );
        assert_eq!(
            one_slot_streams(&cost, &loop_node(&[2500]), &[Tier::Host]),
            None
        );
    }

    #[test]
    fn one_slot_goes_to_the_largest_slices_first() {
        // In one slot a copy starts 1 ms into the 3 ms iteration. The
        // 1200 B slice fits (behind the 900 B one's copy, from 1 to
        // 2.2 ms), then the 900 B one no longer does (1 + 0.9 + 1.2 ms);
        // taken the other way round, the 900 B one would have the slot.
        let cost = round_cost_model();
        let plan = one_slot_streams(&cost, &loop_node(&[900, 1200]), &[Tier::Host, Tier::Host])
            .expect("one slot");
        assert_eq!(plan.streams, [SliceStreamId::new(1)]);
        // A tier without a link: nothing to weigh.
        assert_eq!(
            one_slot_streams(&cost, &loop_node(&[900, 1200]), &[Tier::Host, Tier::Nvme]),
            None
        );
    }
}
