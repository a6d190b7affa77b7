//! The joint link bound: [the link bound](super) with each link's time
//! shared by all the steps.
//!
//! The link bound treats each step on its own: at a step, every tensor off
//! the device may use the links from the function's start (its store) and
//! up to its next use (its prefetch), stretched by the whole stall
//! allowance, as if no other step's tensors needed them. Where the links
//! are busy all along (a training step whose every layer brings back its
//! weights and its activations), the same link time is counted for many
//! steps, and the bound falls far below what any plan reaches. This bound
//! is the linear program over time bins in which the links carry, in each
//! bin, at most their bandwidth times its compute and stall, once for all
//! the steps:
//!
//! ```text
//! min P  over  off_x(b), R_x(b), S_x(b), stall(b) >= 0
//!   ref(b) - sum_x off_x(b) <= P                  at the checked step of each bin b
//!   off_x(b) <= R_x(b)                             bytes that come back after b (by the use)
//!   off_x(b) <= S_x(b)                             bytes stored by the end of b
//!   R_x non-increasing, S_x non-decreasing, both <= bytes_x
//!   R_x = bytes_x at the entry, for a weight in the tier (all of it crosses)
//!   sum_x w_x (R_x(b) - R_x(b+1)) <= compute(b) + stall(b)   (host to device)
//!   sum_x w_x (S_x(b) - S_x(b-1)) <= compute(b) + stall(b)   (device to host)
//!   sum_b stall(b) <= a
//! ```
//!
//! where `w_x` is the link's time per byte plus its latency spread over the
//! tensor's bytes (a move of any part of it costs at least one latency).
//!
//! Every plan that moves what the planner may move (the tensors of
//! [`super::tensors_of`], at any size) with a total stall of at most `a` is
//! a solution: `off_x(b)` is the part of `x` not on the device at the
//! bin's checked step, which left once its store completed (before the
//! step) and comes back on a prefetch issued after it; its transfers take
//! link time in the bins they run in, the part of a bin before or after the
//! checked step counted whole. Memory is checked at one step per bin (the
//! one where the link bound is highest), so the program is a relaxation:
//! its optimum is a lower bound on every such plan's peak. The bins are as
//! fine as a column budget allows; where they are coarse (large graphs,
//! long lifetimes) the bound may fall below the link bound, and the limit
//! is the higher of the two.
//!
//! Where it is tighter: the link bound lets every step use the whole stall
//! allowance to stretch its windows (all of the stall's link time, at
//! every step), and lets the tensors off at one step use link time that the
//! tensors due right after it need. Here the stall is spent once, and each
//! bin's link time once.

use good_lp::{Expression, ProblemVariables, SolverModel, Variable, constraint, highs, variable};

use super::{Tensor, reference_bytes, step_bounds, tensors_of};
use crate::{
    Direction, NodeId, TensorId,
    plan::{
        effort::TimeLimit,
        flow::Bins,
        lp::{self, LpError},
        model::Model,
    },
};

/// The joint link bound of a model.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct JointBound {
    /// No plan peaks lower (bytes).
    pub bytes: u64,
    /// The bins of the program, and its columns.
    pub bins: usize,
    pub columns: usize,
}

/// One stay of a tensor off the device, as the bound sees it.
struct Stay {
    /// Index into the tensors.
    tensor: usize,
    /// The use it comes back for (`None`: the function's end).
    until: Option<NodeId>,
    /// The bins whose checked step it may be off at, ascending.
    off: Vec<usize>,
    /// The bins its prefetch may cross the link in (`first..=last`); `None`
    /// for a tensor that leaves for good.
    back: Option<(usize, usize)>,
    /// All of it crosses (a weight in the tier before its first use).
    whole: bool,
}

/// The bins of the program and the stays of the tensors in them.
struct Layout {
    bins: Bins,
    /// Per bin, its checked step and that step's reference bytes.
    checked: Vec<NodeId>,
    reference: Vec<u64>,
    stays: Vec<Stay>,
    /// Per tensor that needs a store: the bins it may be stored in.
    stores: Vec<Option<(usize, usize)>>,
}

impl Layout {
    fn new(model: &Model, tensors: &[Tensor], at_step: &[u64], width_s: f64) -> Layout {
        let n = model.end_s.len();
        let bins = Bins::new(&model.start_s[..n], &model.end_s, width_s);
        let per_step = reference_bytes(model);
        // Each bin's step where the link bound is highest: the joint bound
        // is then at least the link bound.
        let checked: Vec<NodeId> = (0..bins.len())
            .map(|j| {
                bins.steps(j)
                    .max_by_key(|&s| (at_step[s], per_step[s], std::cmp::Reverse(s)))
                    .expect("a bin has a step")
            })
            .collect();
        let reference = checked.iter().map(|&s| per_step[s]).collect();
        let last_bin = bins.len().saturating_sub(1);
        let mut stays = Vec::new();
        let mut stores = Vec::with_capacity(tensors.len());
        for (x, tensor) in tensors.iter().enumerate() {
            // Stays by the use that ends them (`None`: the function's end).
            let mut by_next: Vec<(Option<NodeId>, Vec<usize>)> = Vec::new();
            for (b, &s) in checked.iter().enumerate() {
                if tensor.at(model, s).is_none() {
                    continue;
                }
                let next = tensor
                    .uses
                    .get(tensor.uses.partition_point(|&u| u < s))
                    .copied();
                match by_next.last_mut() {
                    Some((n, bins)) if *n == next => bins.push(b),
                    _ => by_next.push((next, vec![b])),
                }
            }
            let first_use = tensor.uses.first().copied();
            if tensor.in_tier && by_next.first().is_none_or(|(n, _)| *n != first_use) {
                by_next.insert(0, (first_use, Vec::new()));
            }
            let mut last_off = None;
            for (next, off) in by_next {
                let whole = tensor.in_tier && next == first_use;
                let end = next.map_or(last_bin, |u| bins.of(u));
                let back = if tensor.leaves && next.is_none() {
                    None
                } else {
                    let first = if whole { 0 } else { off[0] };
                    Some((first, end.max(first)))
                };
                last_off = last_off.max(off.last().copied());
                stays.push(Stay {
                    tensor: x,
                    until: next,
                    off,
                    back,
                    whole,
                });
            }
            let stored = match (tensor.release_s, last_off) {
                (Some(_), Some(last)) => {
                    let first = tensor.defined.map_or(0, |d| bins.of(d));
                    Some((first, last.max(first)))
                }
                _ => None,
            };
            stores.push(stored);
        }
        Layout {
            bins,
            checked,
            reference,
            stays,
            stores,
        }
    }

    fn columns(&self) -> usize {
        let stays: usize = self
            .stays
            .iter()
            .map(|s| s.off.len() + s.back.map_or(0, |(f, l)| l - f + 1))
            .sum();
        let stores: usize = self.stores.iter().flatten().map(|&(f, l)| l - f + 1).sum();
        stays + stores + 2 * self.bins.len() + 1
    }
}

/// The joint link bound of `model` for plans whose total stall is at most
/// `allowance_s`, with bins as fine as `max_columns` allows, solved within
/// `seconds`; `Err` when the solver does not finish.
pub fn joint_bound(
    model: &Model,
    allowance_s: f64,
    returnable: &[TensorId],
    max_columns: usize,
    seconds: f64,
) -> Result<JointBound, String> {
    let tensors = tensors_of(model, returnable);
    let at_step = step_bounds(model, allowance_s, returnable);
    let compute = model.compute_s().max(1e-12);
    let mut width_s = compute / model.end_s.len().max(1) as f64;
    let layout = loop {
        let layout = Layout::new(model, &tensors, &at_step, width_s);
        if layout.columns() <= max_columns || layout.bins.len() < 16 {
            break layout;
        }
        width_s *= 1.3;
    };
    // The interior-point method without crossover: the dual simplex takes
    // minutes on most of these programs (the tiny training step over PCIe,
    // 50k columns: 264 s against 13 s), but where the interior point ends
    // in numerical trouble (the tiny decode step), the simplex is quick.
    let limit = TimeLimit::new(seconds);
    lp::interior_point_then_simplex("the joint link bound", "", |interior_point| {
        solve(
            model,
            &tensors,
            &layout,
            allowance_s,
            &limit,
            interior_point,
        )
    })
}

fn solve(
    model: &Model,
    tensors: &[Tensor],
    layout: &Layout,
    allowance_s: f64,
    limit: &TimeLimit,
    interior_point: bool,
) -> Result<JointBound, LpError> {
    let nb = layout.bins.len();
    let mut vars = ProblemVariables::new();
    let peak = vars.add(variable().min(0.0));
    // Per bin, the stall before its checked step starts and after it ends
    // (a wait happens before some step, the checked one or another).
    let stall_before: Vec<Variable> = (0..nb).map(|_| vars.add(variable().min(0.0))).collect();
    let stall_after: Vec<Variable> = (0..nb).map(|_| vars.add(variable().min(0.0))).collect();
    let mut joint = Joint {
        model,
        tensors,
        layout,
        scale: layout.reference.iter().copied().max().unwrap_or(1).max(1) as f64,
        unit: model.compute_s().max(1e-12),
        vars,
        stall_before,
        stall_after,
        rows: Vec::new(),
        h2d_time: vec![Expression::default(); nb],
        d2h_time: vec![Expression::default(); nb],
        off_at: vec![Expression::default(); nb],
    };
    let stored = joint.add_stores();
    for stay in &layout.stays {
        joint.add_stay(stay, &stored);
    }
    joint.add_bin_rows(peak);
    let Joint {
        vars,
        mut rows,
        stall_before,
        stall_after,
        scale,
        unit,
        ..
    } = joint;
    let total: Expression = stall_before.iter().chain(&stall_after).copied().sum();
    rows.push(constraint!(total <= allowance_s / unit));
    let columns = vars.len();
    let size = (rows.len(), columns);
    let mut problem = vars.minimise(peak).using(highs);
    for row in rows {
        problem.add_constraint(row);
    }
    // Only a proved optimum is a bound.
    let method = lp::Method {
        interior_point,
        crossover: false,
        unconverged: false,
    };
    let solved = lp::solve(lp::model_of(problem)?, limit, size, method)?.model;
    // The optimum to the solver's tolerance, a little below to stay a bound.
    let optimum = solved.objective_value().max(0.0) * (1.0 - 1e-6);
    Ok(JointBound {
        bytes: (optimum * scale).floor() as u64,
        bins: nb,
        columns,
    })
}

/// The joint bound's program as it is built: its variables and rows so
/// far (the solver's columns and rows, in the order they are added), and
/// what each bin's links carry and has off.
struct Joint<'a, 'g> {
    model: &'a Model<'g>,
    tensors: &'a [Tensor],
    layout: &'a Layout,
    /// The byte unit (largest reference set) and time unit (compute-only
    /// time) of the coefficients.
    scale: f64,
    unit: f64,
    vars: ProblemVariables,
    /// Per bin, the stall before its checked step starts and after it
    /// ends.
    stall_before: Vec<Variable>,
    stall_after: Vec<Variable>,
    rows: Vec<good_lp::Constraint>,
    /// Per bin, each link's transfer time, and the bytes off.
    h2d_time: Vec<Expression>,
    d2h_time: Vec<Expression>,
    off_at: Vec<Expression>,
}

impl Joint<'_, '_> {
    /// Link time (in units) per scaled byte of a tensor, on its tier's link
    /// at the line no copy beats ([`crate::CostModel::link_floor`]).
    fn weight(&self, tensor: &Tensor, direction: Direction) -> f64 {
        let (per_byte, latency) = self
            .model
            .cost
            .link_floor(tensor.tier, direction)
            .unwrap_or((f64::INFINITY, 0.0));
        (per_byte + latency / tensor.bytes.max(1) as f64) * self.scale / self.unit
    }

    fn bin_start(&self, b: usize) -> f64 {
        self.model.start_s[self.layout.bins.first[b]]
    }

    fn bin_end(&self, b: usize) -> f64 {
        self.model.start_s[self.layout.bins.first[b + 1]]
    }

    /// Stored bytes by the end of each bin of a tensor's window (the
    /// window's first bin, and a variable per bin), only growing, each
    /// bin's on the device-to-host link.
    fn add_stores(&mut self) -> Vec<Option<(usize, Vec<Variable>)>> {
        let (model, layout, tensors) = (self.model, self.layout, self.tensors);
        let (scale, unit) = (self.scale, self.unit);
        layout
            .stores
            .iter()
            .zip(tensors)
            .map(|(window, tensor)| {
                let &(first, last) = window.as_ref()?;
                let bytes = tensor.bytes as f64 / scale;
                let s: Vec<Variable> = (first..=last)
                    .map(|_| self.vars.add(variable().min(0.0).max(bytes)))
                    .collect();
                let w = self.weight(tensor, Direction::DeviceToHost);
                // In the bin of its definition, only the time after it.
                if let Some(def) = tensor.defined {
                    let after = (self.bin_end(first) - model.end_s[def]).max(0.0) / unit;
                    let stall = self.stall_after[first];
                    self.rows.push(constraint!(w * s[0] - stall <= after));
                }
                for k in 0..s.len() {
                    let added = if k == 0 {
                        Expression::from(s[0])
                    } else {
                        self.rows.push(constraint!(s[k] >= s[k - 1]));
                        s[k] - s[k - 1]
                    };
                    self.d2h_time[first + k] += w * added;
                }
                Some((first, s))
            })
            .collect()
    }

    /// One stay of a tensor: the bytes off in each of its bins, stored by
    /// then, and (where it comes back) brought back by its use.
    fn add_stay(&mut self, stay: &Stay, stored: &[Option<(usize, Vec<Variable>)>]) {
        let offs = self.add_offs(stay, stored);
        if let Some(window) = stay.back {
            self.add_back(stay, window, &offs);
        }
    }

    /// The bytes of `stay` off in each of its bins (variables): at most
    /// what is stored by the end of the bin, and what was stored within
    /// it before its checked step on the link.
    fn add_offs(
        &mut self,
        stay: &Stay,
        stored: &[Option<(usize, Vec<Variable>)>],
    ) -> Vec<(usize, Variable)> {
        let (model, layout) = (self.model, self.layout);
        let unit = self.unit;
        let tensor = &self.tensors[stay.tensor];
        let bytes = tensor.bytes as f64 / self.scale;
        let offs: Vec<(usize, Variable)> = stay
            .off
            .iter()
            .map(|&b| (b, self.vars.add(variable().min(0.0).max(bytes))))
            .collect();
        let wd = self.weight(tensor, Direction::DeviceToHost);
        for &(b, v) in &offs {
            self.off_at[b] += v;
            if let Some((first, s)) = &stored[stay.tensor] {
                let at = |bin: usize| bin.checked_sub(*first).map(|k| s[k.min(s.len() - 1)]);
                match at(b) {
                    Some(by_end) => self.rows.push(constraint!(v <= by_end)),
                    None => self.rows.push(constraint!(v <= 0.0)),
                }
                // What was stored within its bin, before the checked step
                // (and after the definition, when that is in the bin too).
                let from = tensor
                    .defined
                    .map_or(0.0, |d| model.end_s[d])
                    .max(self.bin_start(b));
                let before = (model.start_s[layout.checked[b]] - from).max(0.0) / unit;
                let earlier = b
                    .checked_sub(1)
                    .and_then(at)
                    .map_or(Expression::default(), Expression::from);
                let stall = self.stall_before[b];
                self.rows
                    .push(constraint!(wd * (v - earlier) - stall <= before));
            }
        }
        offs
    }

    /// What of `stay` comes back from each bin of its `first..=last`
    /// window on, to the use: at least what is off in each bin, crossing
    /// the host-to-device link after the checked step and before the use.
    fn add_back(&mut self, stay: &Stay, (first, last): (usize, usize), offs: &[(usize, Variable)]) {
        let (model, layout) = (self.model, self.layout);
        let unit = self.unit;
        let tensor = &self.tensors[stay.tensor];
        let bytes = tensor.bytes as f64 / self.scale;
        let back: Vec<Variable> = (first..=last)
            .map(|_| self.vars.add(variable().min(0.0).max(bytes)))
            .collect();
        if stay.whole {
            self.rows.push(constraint!(back[0] == bytes));
        }
        let w = self.weight(tensor, Direction::HostToDevice);
        for k in 0..back.len() {
            let crossing = match back.get(k + 1) {
                Some(&next) => {
                    self.rows.push(constraint!(back[k] >= next));
                    back[k] - next
                }
                None => Expression::from(back[k]),
            };
            self.h2d_time[first + k] += w * crossing;
        }
        for &(b, v) in offs {
            self.rows.push(constraint!(v <= back[b - first]));
            // What comes back within its bin, after the checked step (and
            // before the use, when that is in the bin too).
            let until = stay
                .until
                .map_or(f64::INFINITY, |u| model.start_s[u])
                .min(self.bin_end(b));
            let after = (until - model.end_s[layout.checked[b]]).max(0.0) / unit;
            let later = back
                .get(b - first + 1)
                .map_or(Expression::default(), |&r| Expression::from(r));
            let stall = self.stall_after[b];
            self.rows
                .push(constraint!(w * (v - later) - stall <= after));
        }
        // In the bin of its use, only the time before it.
        if let Some(u) = stay.until {
            let before = (model.start_s[u] - self.bin_start(last)).max(0.0) / unit;
            let r = back[last - first];
            let stall = self.stall_before[last];
            self.rows.push(constraint!(w * r - stall <= before));
        }
    }

    /// Each bin: both links' transfers within its compute and stall, and
    /// its reference less what is off at most `peak`.
    fn add_bin_rows(&mut self, peak: Variable) {
        for b in 0..self.layout.bins.len() {
            let compute = self.layout.bins.compute_s[b] / self.unit;
            let (before, after) = (self.stall_before[b], self.stall_after[b]);
            for time in [&mut self.h2d_time[b], &mut self.d2h_time[b]] {
                let time = std::mem::take(time);
                self.rows
                    .push(constraint!(time - before - after <= compute));
            }
            let off = std::mem::take(&mut self.off_at[b]);
            let reference = self.layout.reference[b] as f64 / self.scale;
            self.rows.push(constraint!(reference - off <= peak));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        Lifetimes,
        plan::{PlanRequest, bound::peak_bound},
        testing::{GraphBuilder, round_cost_model},
    };

    /// `x` and `y` (1000 B each, 1 ms to store or fetch on the test link)
    /// are each read again two steps after they are made; the step between
    /// makes a 2000 B tensor. Any part of either can be off there only with
    /// a stall twice its transfer (its store, then its prefetch): with 2 ms
    /// in all, 1000 B of the two together.
    fn two_short_gaps() -> crate::TensorGraph {
        const ONE_MS: f64 = 1e6;
        let mut g = GraphBuilder::new("two_short_gaps");
        let a = g.arg(10);
        let mut last = a;
        for name in ["x", "y"] {
            let t = g.timed_op(name, &[a], 1000, ONE_MS);
            // Never read: it holds its bytes during its own step only.
            g.timed_op("z", &[a], 2000, ONE_MS);
            last = g.timed_op("use", &[t, last], 10, ONE_MS);
        }
        g.result(last);
        g.finish()
    }

    #[test]
    fn a_stall_allowance_is_spent_once_for_all_the_steps() {
        let graph = two_short_gaps();
        let cost = round_cost_model();
        let lifetimes = Lifetimes::compute(&graph);
        let model = Model::new(&graph, &lifetimes, &cost, &PlanRequest::default());
        let allowance = 2e-3 + 1e-9;
        // On its own, each middle step may spend the whole 2 ms: both x and
        // y can be off at theirs, and the bound is a middle step's 2000 B
        // tensor with the argument and the chain.
        let per_step = peak_bound(&model, allowance, &[]);
        assert!(per_step.bytes <= 2030, "{per_step:?}");
        // Spent once, the stall lets only 1000 B leave in all: at best half
        // of each (in chunks), and each middle step holds 2510 B.
        let joint = joint_bound(&model, allowance, &[], 10_000, 10.0).unwrap();
        assert!((2500..=2510).contains(&joint.bytes), "{joint:?}");
        assert_eq!(joint.bins, graph.nodes.len(), "one step a bin");
        // With twice the stall both leave.
        let both = joint_bound(&model, 2.0 * allowance, &[], 10_000, 10.0).unwrap();
        assert!(both.bytes <= per_step.bytes, "{both:?} vs {per_step:?}");
    }
}
