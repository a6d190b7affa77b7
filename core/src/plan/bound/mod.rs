//! A lower bound on the peak of any plan whose transfers fit the links.
//!
//! The working-set bound ignores the links: it says how low a plan could go
//! if transfers were free. This one charges them. At a step `t`, a tensor
//! that lives across `t` without being used by it can be off the device only
//! if its copy reached the tier before `t` starts (a store on the
//! device-to-host link, issued after its definition: an argument already in
//! the tier needs none) and comes back after `t` ends and before its next use
//! starts (a prefetch on the host-to-device link: a result that leaves for
//! good needs none). With a total stall of at most `a` seconds every such
//! window stretches by at most `a`; a prefetch window after `t` by at most
//! `a` less the stall every plan has before `t` (arguments in the tier used
//! by then must have crossed the link, which starts at time 0).
//!
//! Relax transfers to fractions of a tensor (chunks) and drop link latency:
//! the bytes off the device at `t` are then at most the optimum of
//!
//! ```text
//! max  sum_x y_x   over 0 <= y_x <= bytes_x, subject to
//!   for every release time r:  sum_{x stored, released at or after r} y_x <= B_d2h * (S_t + a - r)
//!   for every deadline d:      sum_{x prefetched, due by d}           y_x <= B_h2d * (d + a - E_t)
//! ```
//!
//! Each family of constraints is nested, so each defines a polymatroid, and
//! by Edmonds' polymatroid intersection theorem the optimum equals
//! `min over (r, d) of C_r + C_d + bytes of the tensors neither constraint
//! covers` (r and d may also be "no constraint", with capacity 0 covering
//! nothing).
//!
//! Every inequality of that form stays valid with any `C_r` and `C_d` that
//! bound the bytes their tensors can move, so the latency is charged back
//! in them: a link carries one transfer at a time, each paying its latency
//! `l`, so `k` of the tensors a constraint covers move at most
//! `B * (span - k * l)` bytes in its span, and at most the bytes of the `k`
//! largest; `C` is the most of those over `k`. Without it, a move's
//! latency is charged in proportion to its bytes, which lets a plan's last
//! steps send back more small tensors than the link has time to start
//! (the tiny decode step over NVLink-C2C, 5 us a transfer: its last
//! transpose holds seven of its eight returned caches in any plan within
//! 1%, where the bound without latency had it hold none). The bound is `max over t of (reference bytes at t - that
//! optimum)`: no plan that moves only what the planner may move (the
//! candidate kinds of [`super::model`], at any size) and stalls at most `a`
//! can peak lower. The reference is the `none` plan with every argument in
//! the tier counted from the function's entry to its last use (and movable
//! all that time), not from the slot the `none` plan prefetches it at: the
//! bound depends on no placement, only on the links. The minimum over pairs is found per step in
//! `O(n log n)` with a segment tree over deadlines while releases are
//! swept.

mod joint;

pub use joint::{JointBound, joint_bound};

use crate::{Direction, NodeId, TensorId, TensorOrigin, lifetimes::StepBytes, plan::model::Model};

/// A tensor that may be off the device at the step being bounded.
#[derive(Clone, Copy, Debug)]
struct Movable {
    bytes: f64,
    /// When its store may start; `None`: it needs no store.
    release_s: Option<f64>,
    /// When its prefetch must end; `None`: it needs no prefetch.
    deadline_s: Option<f64>,
}

/// The bound at the function's first and last steps alone: what every
/// plan holds there (the arguments at the entry; the results and the
/// arguments the caller keeps at the return), which a recomputation does
/// not lower either, so it bounds plans that recompute too.
pub fn boundary_bound(model: &Model, allowance_s: f64, returnable: &[TensorId]) -> StepBytes {
    boundary_of(&Steps::new(model, allowance_s, returnable))
}

/// The higher of the bounds at the first and the last step of `steps`.
fn boundary_of(steps: &Steps) -> StepBytes {
    let mut best = StepBytes::default();
    if let Some(last) = steps.reference.len().checked_sub(1) {
        for t in [NodeId::FIRST, NodeId::new(last)] {
            let bytes = steps.at(t);
            if best.step.is_none() || bytes > best.bytes {
                best = StepBytes {
                    bytes,
                    step: Some(t),
                };
            }
        }
    }
    best
}

/// The bound of a model: the step where it is reached and its bytes.
pub fn peak_bound(model: &Model, allowance_s: f64, returnable: &[TensorId]) -> StepBytes {
    let steps = Steps::new(model, allowance_s, returnable);
    // Steps by their reference bytes, highest first: the bound at a step is
    // at most those bytes, so the sweep stops once they fall to the best.
    let mut order: Vec<NodeId> = NodeId::all(steps.reference.len()).collect();
    order.sort_by(|&a, &b| steps.reference[b].cmp(&steps.reference[a]).then(a.cmp(&b)));
    // The boundary first: it may exceed the reference bytes at its step,
    // which the sweep below stops on.
    let mut best = boundary_of(&steps);
    for t in order {
        if best.step.is_some() && steps.reference[t] <= best.bytes {
            break;
        }
        let bytes = steps.at(t);
        if best.step.is_none() || bytes > best.bytes || (bytes == best.bytes && Some(t) < best.step)
        {
            best = StepBytes {
                bytes,
                step: Some(t),
            };
        }
    }
    best
}

/// The bound at every step: the least any plan can hold there.
pub(crate) fn step_bounds(model: &Model, allowance_s: f64, returnable: &[TensorId]) -> Vec<u64> {
    let steps = Steps::new(model, allowance_s, returnable);
    NodeId::all(steps.reference.len())
        .map(|t| steps.at(t))
        .collect()
}

/// What every plan holds on the device at the function's boundary,
/// whatever it moves: at the entry the arguments on the device (a plan's
/// first op, a store at the earliest, runs with all of them there), and at
/// the return the arguments the caller holds and the results it takes on
/// the device (nothing is freed after the last op runs). Neither depends
/// on the links.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Boundary {
    /// Bytes of the arguments on the device at the entry.
    pub entry: u64,
    /// Bytes of the arguments the caller holds at the return.
    pub held: u64,
    /// Bytes of the results returned on the device.
    pub returned: u64,
}

impl Boundary {
    /// Of `model`, with `returnable` the results the caller takes in the tier.
    pub fn of(model: &Model, returnable: &[TensorId]) -> Self {
        let graph = model.graph;
        let mut boundary = Boundary::default();
        for lifetime in model.lifetimes.storage_tensors() {
            if lifetime.is_remote || lifetime.starts_off_device || lifetime.resident.is_none() {
                continue;
            }
            let tensor = &graph.tensors[lifetime.tensor];
            if lifetime.is_argument {
                boundary.entry += lifetime.bytes;
            }
            if lifetime.is_argument && !tensor.donated {
                boundary.held += lifetime.bytes;
            } else if lifetime.is_result && !returnable.contains(&lifetime.tensor) {
                boundary.returned += lifetime.bytes;
            }
        }
        boundary
    }

    /// Bytes on the device at the return.
    pub fn exit(&self) -> u64 {
        self.held + self.returned
    }

    /// The larger of the two, and whether it is the return's.
    pub fn floor(&self) -> (u64, bool) {
        let exit = self.exit();
        (self.entry.max(exit), exit >= self.entry)
    }
}

/// One direction of a link, as the bound charges it.
#[derive(Clone, Copy, Debug)]
struct Link {
    /// Bytes per second.
    rate: f64,
    /// Seconds every transfer spends before its bytes move.
    latency_s: f64,
}

impl Link {
    /// The most bytes the link moves in `span_s` seconds of tensors of
    /// `largest` bytes (the `k`-th largest first, as [`Largest::top`] sums
    /// them), `count` of them: each transfer pays the latency, and a
    /// transfer moves at most its tensor.
    fn carries(&self, span_s: f64, count: usize, largest: impl Fn(usize) -> f64) -> f64 {
        if self.rate <= 0.0 || span_s <= 0.0 {
            return 0.0;
        }
        let time = |k: usize| self.rate * (span_s - k as f64 * self.latency_s);
        // The sum of the k largest grows with k and the time left falls:
        // the most of their minimum is where they cross.
        let (mut lo, mut hi) = (0, count);
        if largest(count) <= time(count) {
            return largest(count).max(0.0);
        }
        // The first k whose largest reach the time left.
        while lo < hi {
            let mid = (lo + hi) / 2;
            if largest(mid) >= time(mid) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        let before = if lo > 0 { largest(lo - 1) } else { 0.0 };
        time(lo).max(before).max(0.0)
    }
}

/// The tensors a growing family of constraints covers, by size: the sum
/// of the `k` largest so far (a Fenwick tree over their ranks by bytes).
struct Largest {
    rank: Vec<usize>,
    count: Vec<usize>,
    sum: Vec<f64>,
}

impl Largest {
    /// For items of `bytes`, each added at most once.
    fn new(bytes: &[f64]) -> Self {
        let mut order: Vec<usize> = (0..bytes.len()).collect();
        order.sort_by(|&a, &b| bytes[b].total_cmp(&bytes[a]).then(a.cmp(&b)));
        let mut rank = vec![0; bytes.len()];
        for (r, &i) in order.iter().enumerate() {
            rank[i] = r + 1;
        }
        Largest {
            rank,
            count: vec![0; bytes.len() + 1],
            sum: vec![0.0; bytes.len() + 1],
        }
    }

    fn add(&mut self, item: usize, bytes: f64) {
        let mut i = self.rank[item];
        while i < self.count.len() {
            self.count[i] += 1;
            self.sum[i] += bytes;
            i += i & i.wrapping_neg();
        }
    }

    /// The sum of the `k` largest added (of all, when fewer).
    fn top(&self, k: usize) -> f64 {
        let (mut at, mut taken, mut total) = (0, 0, 0.0);
        let mut step = (self.count.len() - 1).checked_ilog2().map_or(0, |b| 1 << b);
        while step > 0 {
            let next = at + step;
            if next < self.count.len() && taken + self.count[next] <= k {
                at = next;
                taken += self.count[next];
                total += self.sum[next];
            }
            step >>= 1;
        }
        total
    }
}

/// What the bound at a step needs of a model.
struct Steps<'m, 'g> {
    model: &'m Model<'g>,
    allowance_s: f64,
    d2h: Link,
    h2d: Link,
    tensors: Vec<Tensor>,
    forced: Vec<f64>,
    reference: Vec<u64>,
    boundary: Boundary,
}

impl<'m, 'g> Steps<'m, 'g> {
    fn new(model: &'m Model<'g>, allowance_s: f64, returnable: &[TensorId]) -> Self {
        // Transfers are charged by the line no copy beats at any size (a
        // link with a measured curve moves no chunk faster than it).
        let per_byte = |d| {
            let one = model.cost.transfer_floor(1 << 30, model.tier, d);
            let zero = model.cost.transfer_floor(0, model.tier, d);
            match (one, zero) {
                (Ok(one), Ok(zero)) => (one - zero) / (1u64 << 30) as f64,
                _ => f64::INFINITY,
            }
        };
        let h2d = 1.0 / per_byte(Direction::HostToDevice);
        let latency_s = model
            .cost
            .transfer_floor(0, model.tier, Direction::HostToDevice)
            .unwrap_or(0.0);
        let tensors = tensors_of(model, returnable);
        // The least latency of the tiers moved through: one copy stream
        // each way carries them all.
        let least_latency = |d| {
            tensors
                .iter()
                .map(|x| x.tier)
                .chain([model.tier])
                .filter_map(|tier| model.cost.transfer_floor(0, tier, d).ok())
                .reduce(f64::min)
                .map_or(0.0, |l| l.max(0.0))
        };
        Steps {
            model,
            allowance_s,
            d2h: Link {
                rate: 1.0 / per_byte(Direction::DeviceToHost),
                latency_s: least_latency(Direction::DeviceToHost),
            },
            h2d: Link {
                rate: h2d,
                latency_s: least_latency(Direction::HostToDevice),
            },
            tensors,
            forced: forced_stall(model, h2d, latency_s),
            reference: reference_bytes(model),
            boundary: Boundary::of(model, returnable),
        }
    }

    /// The bound at step `t`.
    fn at(&self, t: NodeId) -> u64 {
        let model = self.model;
        let movable: Vec<Movable> = self.tensors.iter().filter_map(|x| x.at(model, t)).collect();
        // Stall spent before `t` is not there to stretch the windows after
        // it; at least `forced[t]` of it is.
        let after_s = (self.allowance_s - self.forced[t]).max(0.0);
        let off = max_off(
            &movable,
            self.d2h,
            self.h2d,
            model.start_s[t] + self.allowance_s,
            model.end_s[t] - after_s,
        );
        let mut floor = 0;
        if t == NodeId::FIRST {
            floor = self.boundary.entry;
        }
        if t.index() + 1 == self.reference.len() {
            floor = floor.max(self.boundary.exit());
        }
        self.reference[t]
            .saturating_sub(off.ceil() as u64)
            .max(floor)
    }
}

/// Per step, the `none` plan's bytes with every argument in the tier held
/// from the function's entry, where the `none` plan holds it from the slot
/// of its first prefetch.
pub(crate) fn reference_bytes(model: &Model) -> Vec<u64> {
    let mut reference = model.resident.clone();
    for m in &model.mandatory {
        for s in NodeId::until(
            NodeId::FIRST,
            m.prefetch_before.min(NodeId::new(reference.len())),
        ) {
            reference[s] += m.bytes;
        }
    }
    reference
}

/// Per step, the least stall any plan has before the step starts: every
/// argument in the tier used by then must have crossed the host-to-device
/// link, which starts at time 0 and carries one transfer at a time, each
/// paying the link's latency at least once.
fn forced_stall(model: &Model, h2d: f64, latency_s: f64) -> Vec<f64> {
    let mut due = vec![0.0f64; model.start_s.len()];
    for m in &model.mandatory {
        due[m.to] += latency_s + if h2d > 0.0 { m.bytes as f64 / h2d } else { 0.0 };
    }
    let mut needed = 0.0;
    let mut forced = 0.0f64;
    due.iter()
        .zip(&model.start_s)
        .map(|(&seconds, &start)| {
            needed += seconds;
            forced = forced.max(needed - start);
            forced
        })
        .collect()
}

/// What the bound needs of one storage tensor the planner may move.
struct Tensor {
    bytes: u64,
    /// Steps (inclusive) it holds device memory in the `none` plan.
    resident: (NodeId, NodeId),
    /// Steps that define or use it, sorted.
    uses: Vec<NodeId>,
    /// When its store may start; `None`: it needs none (already in the tier).
    release_s: Option<f64>,
    /// The step its store may start after (`None`: the entry).
    defined: Option<NodeId>,
    /// It starts in the tier: all of it must cross the link before its
    /// first use.
    in_tier: bool,
    /// The tier it moves through.
    tier: crate::Tier,
    /// After its last use it may leave for good (a returned result the
    /// caller takes in the tier).
    leaves: bool,
    /// Returned on the device: after its last use it may be away until the
    /// return.
    returned: bool,
}

impl Tensor {
    fn at(&self, model: &Model, t: NodeId) -> Option<Movable> {
        if t < self.resident.0 || t > self.resident.1 || self.uses.binary_search(&t).is_ok() {
            return None;
        }
        let next = self.uses.partition_point(|&u| u < t);
        let deadline_s = match self.uses.get(next) {
            Some(&u) => Some(model.start_s[u]),
            None if self.leaves => None,
            // Back by the return.
            None if self.returned => model.start_s.last().copied(),
            None => return None,
        };
        Some(Movable {
            bytes: self.bytes as f64,
            release_s: self.release_s,
            deadline_s,
        })
    }
}

/// The storage tensors the planner may take off the device, with when.
fn tensors_of(model: &Model, returnable: &[TensorId]) -> Vec<Tensor> {
    let graph = model.graph;
    let returned_view = graph.returned_through_view();
    let mut out = Vec::new();
    for lifetime in model.lifetimes.storage_tensors() {
        let t = lifetime.tensor;
        let tensor = &graph.tensors[t];
        let mut uses = lifetime.use_steps.clone();
        if let Some(def) = lifetime.def_step {
            uses.push(def);
            uses.sort_unstable();
            uses.dedup();
        }
        if lifetime.is_remote || uses.is_empty() || !tensor.offloadable {
            continue;
        }
        let in_tier = matches!(tensor.origin, TensorOrigin::Argument { tier: Some(_), .. });
        // A buffer an unknown op's results may share stays on the device.
        if tensor.may_be_aliased && !in_tier {
            continue;
        }
        let resident = if in_tier {
            let Some(m) = model.mandatory.iter().find(|m| m.tensor == t) else {
                continue;
            };
            (NodeId::FIRST, *uses.last().unwrap_or(&m.to))
        } else {
            let Some(resident) = lifetime.resident else {
                continue;
            };
            resident
        };
        let release_s = lifetime.def_step.map_or(0.0, |d| model.end_s[d]);
        let (release_s, leaves) = match tensor.origin {
            TensorOrigin::Argument { tier: Some(_), .. } => (None, false),
            TensorOrigin::Argument { tier: None, .. } if !tensor.donated => continue,
            _ if returned_view[t] => continue,
            _ if lifetime.is_result => (Some(release_s), returnable.contains(&t)),
            _ => (Some(release_s), false),
        };
        out.push(Tensor {
            returned: lifetime.is_result && !leaves,
            bytes: tensor.bytes,
            resident,
            uses,
            release_s,
            defined: lifetime.def_step,
            in_tier,
            tier: model.tier_of(t),
            leaves,
        });
    }
    out
}

/// The most bytes of `movable` that can be off the device during a step
/// starting at `start_s` and ending at `end_s` (both already moved by the
/// stall allowance), over the links `d2h` and `h2d`.
fn max_off(movable: &[Movable], d2h: Link, h2d: Link, start_s: f64, end_s: f64) -> f64 {
    let total: f64 = movable.iter().map(|m| m.bytes).sum();
    let bytes: Vec<f64> = movable.iter().map(|m| m.bytes).collect();
    // Prefetched tensors by deadline: constraint j covers the first j.
    let mut by_deadline: Vec<usize> = (0..movable.len())
        .filter(|&i| movable[i].deadline_s.is_some())
        .collect();
    let deadline = |i: usize| movable[i].deadline_s.unwrap_or(f64::INFINITY);
    by_deadline.sort_by(|&a, &b| deadline(a).total_cmp(&deadline(b)));
    let mut position = vec![usize::MAX; movable.len()];
    // value[j] = C_j - bytes of the first j (all still uncovered by a release
    // constraint); j = 0 is "no deadline constraint".
    let mut value = Vec::with_capacity(by_deadline.len() + 1);
    value.push(0.0);
    let mut covered = 0.0;
    let mut largest = Largest::new(&bytes);
    for (j, &i) in by_deadline.iter().enumerate() {
        position[i] = j + 1;
        covered += movable[i].bytes;
        largest.add(i, movable[i].bytes);
        let span_s = movable[i].deadline_s.unwrap_or(end_s) - end_s;
        let capacity = h2d.carries(span_s, j + 1, |k| largest.top(k));
        value.push(capacity - covered);
    }
    let mut tree = MinTree::new(&value);

    // Stored tensors by release, latest first: constraint k covers the
    // first k. Sweeping k moves one tensor at a time under the release
    // constraint; it then no longer counts as uncovered for any deadline
    // constraint that covers it either.
    let mut by_release: Vec<usize> = (0..movable.len())
        .filter(|&i| movable[i].release_s.is_some())
        .collect();
    let release = |i: usize| movable[i].release_s.unwrap_or(0.0);
    by_release.sort_by(|&a, &b| release(b).total_cmp(&release(a)));
    let mut uncovered = total;
    let mut best = uncovered + tree.min();
    let mut largest = Largest::new(&bytes);
    for (k, &i) in by_release.iter().enumerate() {
        let m = &movable[i];
        uncovered -= m.bytes;
        if position[i] != usize::MAX {
            tree.add(position[i], m.bytes);
        }
        largest.add(i, m.bytes);
        let span_s = start_s - m.release_s.unwrap_or(start_s);
        let capacity = d2h.carries(span_s, k + 1, |n| largest.top(n));
        best = best.min(capacity + uncovered + tree.min());
    }
    best.clamp(0.0, total)
}

/// Range add on suffixes, global minimum.
struct MinTree {
    size: usize,
    min: Vec<f64>,
    pending: Vec<f64>,
}

impl MinTree {
    fn new(values: &[f64]) -> Self {
        let size = values.len().next_power_of_two();
        let mut min = vec![f64::INFINITY; 2 * size];
        min[size..size + values.len()].copy_from_slice(values);
        for i in (1..size).rev() {
            min[i] = min[2 * i].min(min[2 * i + 1]);
        }
        MinTree {
            size,
            pending: vec![0.0; 2 * size],
            min,
        }
    }

    fn min(&self) -> f64 {
        self.min[1]
    }

    /// Adds `delta` to every value from index `from` on.
    fn add(&mut self, from: usize, delta: f64) {
        self.add_range(1, 0, self.size, from, delta);
    }

    fn add_range(&mut self, node: usize, lo: usize, hi: usize, from: usize, delta: f64) {
        if hi <= from {
            return;
        }
        if lo >= from {
            self.min[node] += delta;
            self.pending[node] += delta;
            return;
        }
        let mid = (lo + hi) / 2;
        self.add_range(2 * node, lo, mid, from, delta);
        self.add_range(2 * node + 1, mid, hi, from, delta);
        self.min[node] = self.min[2 * node].min(self.min[2 * node + 1]) + self.pending[node];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The most bytes `link` moves of `items` in `span_s`: every subset,
    /// each transfer paying the latency.
    fn by_subsets(link: Link, span_s: f64, items: &[f64]) -> f64 {
        if link.rate <= 0.0 || span_s <= 0.0 {
            return 0.0;
        }
        (0u32..1 << items.len())
            .map(|set| {
                let chosen = (0..items.len()).filter(|&i| set & (1 << i) != 0);
                let bytes: f64 = chosen.clone().map(|i| items[i]).sum();
                let time = link.rate * (span_s - chosen.count() as f64 * link.latency_s);
                bytes.min(time).max(0.0)
            })
            .fold(0.0, f64::max)
    }

    /// Brute force over every pair of constraints.
    fn by_pairs(movable: &[Movable], d2h: Link, h2d: Link, start_s: f64, end_s: f64) -> f64 {
        let total: f64 = movable.iter().map(|m| m.bytes).sum();
        let mut releases: Vec<Option<f64>> = vec![None];
        releases.extend(movable.iter().filter_map(|m| m.release_s).map(Some));
        let mut deadlines: Vec<Option<f64>> = vec![None];
        deadlines.extend(movable.iter().filter_map(|m| m.deadline_s).map(Some));
        let mut best = total;
        for r in &releases {
            for d in &deadlines {
                let covered_r =
                    |m: &Movable| matches!((r, m.release_s), (Some(r), Some(x)) if x >= *r);
                let covered_d =
                    |m: &Movable| matches!((d, m.deadline_s), (Some(d), Some(x)) if x <= *d);
                let bytes_of = |covered: &dyn Fn(&Movable) -> bool| -> Vec<f64> {
                    movable
                        .iter()
                        .filter(|m| covered(m))
                        .map(|m| m.bytes)
                        .collect()
                };
                let c_r = r.map_or(0.0, |r| by_subsets(d2h, start_s - r, &bytes_of(&covered_r)));
                let c_d = d.map_or(0.0, |d| by_subsets(h2d, d - end_s, &bytes_of(&covered_d)));
                let rest: f64 = movable
                    .iter()
                    .filter(|m| !covered_r(m) && !covered_d(m))
                    .map(|m| m.bytes)
                    .sum();
                best = best.min(c_r + c_d + rest);
            }
        }
        best.clamp(0.0, total)
    }

    fn link(rate: f64, latency_s: f64) -> Link {
        Link { rate, latency_s }
    }

    #[test]
    fn the_sweep_equals_every_pair() {
        // A small deterministic generator: no tie between releases or deadlines
        // matters to the formula, ties included on purpose.
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % n
        };
        for case in 0..1000 {
            let n = 1 + next(9) as usize;
            let movable: Vec<Movable> = (0..n)
                .map(|_| Movable {
                    bytes: (1 + next(100)) as f64,
                    release_s: (next(4) != 0).then(|| next(6) as f64),
                    deadline_s: (next(4) != 0).then(|| 10.0 + next(6) as f64),
                })
                .collect();
            // Half the cases without latency, as the links were before it
            // was charged.
            let latency = |l: u64| if case % 2 == 0 { 0.0 } else { l as f64 / 4.0 };
            let d2h = link((1 + next(40)) as f64, latency(next(8)));
            let h2d = link((1 + next(40)) as f64, latency(next(8)));
            let sweep = max_off(&movable, d2h, h2d, 6.0, 9.0);
            let pairs = by_pairs(&movable, d2h, h2d, 6.0, 9.0);
            assert!(
                (sweep - pairs).abs() < 1e-9,
                "{sweep} vs {pairs} on {movable:?}, {d2h:?}, {h2d:?}"
            );
        }
    }

    #[test]
    fn every_transfer_pays_the_latency() {
        // Three 100-byte results due back 6 s after the step, on a link of
        // 100 B/s with 2.5 s a transfer: two fit (2 x 2.5 s + 1 s of
        // bytes), and move 100 bytes in all, not the 300 that 6 s of the
        // link carry without latency.
        let returned = Movable {
            bytes: 100.0,
            release_s: None,
            deadline_s: Some(12.0),
        };
        let movable = [returned; 3];
        assert_eq!(
            max_off(&movable, link(1e9, 0.0), link(100.0, 0.0), 5.0, 6.0),
            300.0
        );
        assert_eq!(
            max_off(&movable, link(1e9, 0.0), link(100.0, 2.5), 5.0, 6.0),
            100.0
        );
        // 7 s a transfer: none starts in time.
        assert_eq!(
            max_off(&movable, link(1e9, 0.0), link(100.0, 7.0), 5.0, 6.0),
            0.0
        );
    }

    #[test]
    fn fast_links_free_everything_and_no_link_frees_only_what_needs_none() {
        let movable = [
            Movable {
                bytes: 100.0,
                release_s: Some(0.0),
                deadline_s: Some(10.0),
            },
            Movable {
                bytes: 50.0,
                release_s: None,
                deadline_s: Some(10.0),
            },
        ];
        let fast = link(1e9, 0.0);
        assert_eq!(max_off(&movable, fast, fast, 5.0, 6.0), 150.0);
        // With no link time the stored tensor cannot leave; the one already
        // in the tier still needs its prefetch.
        assert_eq!(max_off(&movable, fast, fast, 0.0, 10.0), 0.0);
        // Four seconds of host-to-device link at 10 B/s bring back 40 bytes.
        assert_eq!(max_off(&movable, fast, link(10.0, 0.0), 5.0, 6.0), 40.0);
    }
}
