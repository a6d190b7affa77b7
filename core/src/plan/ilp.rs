//! The planner as one mixed-integer program over the whole graph, built
//! with good_lp and solved with HiGHS, warm-started from the heuristic's
//! plan.
//!
//! **Columns** (`x` binary). Every candidate of the model that frees a step
//! (hidden, early and late variants alike), every mandatory prefetch of an
//! argument in the tier with its late variant, and every placement of the
//! heuristic's plan the model has no candidate for (a prefetch
//! `Model::pack` moved). At most one column per gap is on, exactly one per
//! mandatory gap. `y >= x - (columns of the tensor's earlier gaps)` says
//! whether a column issues its tensor's store.
//!
//! **Links.** Each direction is a FIFO queue in issue order, as in the
//! simulator, written as a chain of completion times (a few rows per
//! transfer): with the prefetches in issue order,
//! `F_j >= F_{j-1} + p_j x_j` and `F_j >= t(slot_j) + S(slot_j - 1) + p_j x_j`,
//! where `S(k)` is the stall accumulated by the end of step `k`
//! (non-decreasing); the first use waits for an issued prefetch:
//! `t(to_j) + S(to_j) >= F_j - M_j (1 - x_j)`. `S(n)` is the step's stall,
//! so its makespan is `compute + S(n)`, as the simulator replays it.
//! Stores (`G`, the same chain, issued when their step ends) must complete
//! by the start of the first step their column frees:
//! `G_i <= t(first_i) + M_i (1 - y_i)`.
//!
//! **Memory.** At every segment of steps covered by the same columns (at
//! its highest step) the bytes are at most `P` (or `budget + O`, the
//! overshoot `O` paid for in the objective, so that the heuristic's plan is
//! always a feasible start). The segments' bytes form a chain, each the
//! previous one's plus the columns whose intervals start or end between
//! them: every column appears at its ends only, not in every row it covers.
//!
//! **Objective.** Min `P` with `S(n)` within the allowed slowdown (or the
//! heuristic's stall, if more), or with a budget min `S(n) + W O`; tiny
//! weights prefer less stall and fewer transfers among equals. A cost per
//! transfer that small lies below HiGHS's dual feasibility tolerance, where
//! presolve's dominated-column reduction fixed columns wrongly (it called a
//! plan optimal that was 40% above the optimum), so that reduction is off;
//! the costs stay because they steer the search (without them, the 7B
//! prefill over PCIe found no plan better than the warm start within its
//! search). [`Program::solve`] then drops every column of the solver's
//! answer that the objective does not need.
//!
//! [`Program::evaluate`] replays a choice of columns with exactly these
//! semantics (the brute-force test holds the solver to it).
//! docs/planner.md ("The candidates' program") has the sizes and how it fares.

use ::highs::{HighsModelStatus, HighsSolutionStatus};
use good_lp::{
    Expression, ProblemVariables, SolverModel, Variable, constraint, highs,
    solvers::highs::HighsProblem, variable,
};

use crate::{
    NodeId, TensorId,
    graph::index_type,
    plan::{
        Plan, PlanRequest,
        effort::{self, TimeLimit},
        model::{Candidate, Model, NO_STEPS, build_plan},
    },
};

/// Weight of the stall in the min-peak objective (per compute time, against
/// the peak per largest resident set): among plans of one peak, the faster.
const STALL_WEIGHT: f64 = 1e-7;
/// Weight of the budget overshoot (per largest resident set) against the
/// stall (per compute time): a plan within the budget always wins.
const OVERSHOOT_WEIGHT: f64 = 1e4;
/// Weight of transfer time (per compute time): among equal plans, the one
/// that moves less.
const TRANSFER_WEIGHT: f64 = 1e-9;
/// The relative gap at which HiGHS calls a solution optimal: HiGHS's
/// default. The program's plan is simulated and judged afterwards, and a
/// tighter gap (1e-6) sent the search past its root for no better plan
/// (the 1B prefill: 75 nodes, 10 s, the warm start kept).
pub(super) const MIP_GAP: f64 = 1e-4;
/// HiGHS's `presolve_rule_off` bit of the dominated-column reduction
/// (`kPresolveRuleDominatedCol` = 5 in `lp_data/HConst.h`).
const PRESOLVE_DOMINATED_COL: i32 = 1 << 5;

/// A solved program.
pub struct IlpSolution {
    pub plan: Plan,
    /// The program's objective for the plan: peak bytes (min-peak) or stall
    /// seconds (with a budget), as the program models them.
    pub objective: f64,
    pub notes: Vec<String>,
}

/// Solves the whole-graph program warm-started with the heuristic's plan
/// `warm`, within its node limit and the time `limit` leaves.
pub fn solve(
    model: &Model,
    request: &PlanRequest,
    warm: &Plan,
    limit: &TimeLimit,
    floor_bytes: Option<u64>,
) -> Result<IlpSolution, String> {
    let started = std::time::Instant::now();
    let program = Program::new(model, request, Some(warm)).with_floor(floor_bytes);
    tracing::debug!(
        columns = program.columns.len(),
        segments = program.segments.len(),
        seconds = started.elapsed().as_secs_f64(),
        "ilp program made"
    );
    if program.columns.len() > MAX_COLUMNS {
        return Err(format!(
            "its {} columns are more than {MAX_COLUMNS}, too many for its root node",
            program.columns.len()
        ));
    }
    let solved = program.solve(limit)?;
    tracing::debug!(seconds = started.elapsed().as_secs_f64(), "ilp solved");
    let chosen: Vec<&Candidate> = program
        .columns
        .iter()
        .zip(&solved.on)
        .filter(|(_, on)| **on)
        .map(|(c, _)| &c.candidate)
        .collect();
    let mut notes = Vec::new();
    notes.push(format!(
        "ilp: {} columns, {} rows ({} memory segments), {}",
        program.columns.len(),
        solved.rows,
        program.segments.len(),
        solved.status
    ));
    if solved.from_warm {
        notes.push("ilp: no better plan than the warm start found".into());
    }
    Ok(IlpSolution {
        plan: build_plan(model, &chosen),
        objective: solved.value,
        notes,
    })
}

/// Index of a column in `Program::columns`, and in every per-column table
/// (a choice of columns `on`, the solver's `x` and `y`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct ColumnId(usize);
index_type!(ColumnId, "column");

/// Index of a gap in `Program::gaps`: the program's gaps, not the model's
/// (`Candidate::gap`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct GapId(usize);
index_type!(GapId, "gap");

/// Index of a step in `Program::waits`, and in the per-wait stall (the
/// solver's `s`, a replay's `shift`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct WaitId(usize);
index_type!(WaitId, "wait");

/// One column: a way to take one tensor off the device for one gap (or,
/// in a mandatory gap, where to prefetch a weight that starts in the tier).
#[derive(Clone, Debug)]
struct Column {
    candidate: Candidate,
    /// Steps `[first, last]` it frees when it stores its tensor itself;
    /// empty when `first > last`.
    freed: (NodeId, NodeId),
    /// The first step it frees when a column of an earlier gap stored the
    /// tensor (the device copy goes at the detach); `freed.0` if there is
    /// no such column.
    freed_after_store: NodeId,
    /// Steps it holds its tensor beyond `Model::resident` (a weight
    /// prefetched before the model's slot); empty when `first > last`.
    held: (NodeId, NodeId),
    gap: GapId,
    /// Columns of the same tensor in earlier gaps: when one of them is on,
    /// it stores the tensor and this one does not.
    earlier: Vec<ColumnId>,
}

impl Column {
    fn stores(&self) -> bool {
        self.candidate.needs_store
    }

    fn prefetches(&self) -> bool {
        !self.candidate.leaves
    }

    /// Steps it frees, as it stores its tensor itself or not.
    fn freed_when(&self, storing: bool) -> (NodeId, NodeId) {
        if storing || self.earlier.is_empty() {
            self.freed
        } else {
            (self.freed_after_store, self.freed.1)
        }
    }
}

struct Gap {
    /// Exactly one column on (a weight in the tier), else at most one.
    mandatory: bool,
    columns: Vec<ColumnId>,
}

/// What a choice of columns achieves, replayed as the program models it.
struct Replay {
    /// Per column, whether it issues its tensor's store.
    storing: Vec<bool>,
    /// Per position of `Program::d2h`: the link's completion time there.
    d2h_done: Vec<f64>,
    /// Every issued store completes by the first step its column frees.
    d2h_ok: bool,
    /// Per position of `Program::h2d`: the link's completion time there.
    h2d_done: Vec<f64>,
    /// Per entry of `Program::waits`: the stall by the end of that step.
    shift: Vec<f64>,
    memory: Vec<u64>,
}

impl Replay {
    fn stall_s(&self) -> f64 {
        self.shift.last().copied().unwrap_or(0.0)
    }

    fn peak(&self) -> u64 {
        self.memory.iter().copied().max().unwrap_or(0)
    }
}

/// The result of [`Program::solve`].
pub struct Solved {
    /// Per column, whether it is on.
    pub on: Vec<bool>,
    /// The objective in the request's units (peak bytes or stall seconds).
    pub value: f64,
    /// The solver's status, bound and gap in words.
    pub status: String,
    /// Rows of the program.
    pub rows: usize,
    /// The plan is the warm start: no solution the program found was better.
    pub from_warm: bool,
}

/// The whole-graph program of one model and request.
pub struct Program<'m, 'g> {
    model: &'m Model<'g>,
    budget: Option<u64>,
    columns: Vec<Column>,
    gaps: Vec<Gap>,
    /// Columns with a store, in the D2H link's issue order.
    d2h: Vec<ColumnId>,
    /// Columns with a prefetch, in the H2D link's issue order.
    h2d: Vec<ColumnId>,
    /// Steps some prefetch waits for (sorted), and the end of the function.
    waits: Vec<NodeId>,
    /// Segments: runs of steps covered by the same columns, by their first
    /// step, and the step of each with the most resident bytes.
    segment_starts: Vec<NodeId>,
    segments: Vec<NodeId>,
    /// The warm start's columns, when it is feasible in the program.
    warm: Option<Vec<bool>>,
    /// Without a budget, the most stall a plan may have (seconds).
    stall_limit_s: f64,
    /// The time unit (compute-only time) and byte unit (largest resident
    /// set) of the program's coefficients, for a well-conditioned program.
    unit_s: f64,
    scale: f64,
    /// A lower bound on every plan's peak (bytes; without a budget): the
    /// solver stops at a plan that reaches it.
    floor_bytes: Option<u64>,
}

/// Programs with more columns than this are not solved: HiGHS's root node
/// has no work limit ([`effort::mip_nodes`] counts the nodes after it), and
/// its cut rounds grow much faster than the program; the medium AdamW
/// step's (3970 columns, 30k rows) did not end in minutes, and those of
/// this size seldom found a plan better than the warm start when a time
/// limit cut them. The flow program ([`super::flow`]) plans such graphs.
pub const MAX_COLUMNS: usize = 2000;

/// Programs with more rows and columns together than this are not solved
/// either, for the same reason: the root's cut rounds re-solve the whole
/// relaxation. The TP2 x DP2 step over the SuperNode's pool (1991 columns,
/// 14.0k rows) spent 58 s in its root and 35 s in the 47 nodes after it,
/// and kept the warm start; the largest program of the planner benchmark
/// that found a better plan than its warm start had 1059 columns and 8.8k
/// rows (under 2 s).
pub const MAX_SIZE: usize = 12_000;

impl<'m, 'g> Program<'m, 'g> {
    /// The program over every candidate of `model`, with the placements of
    /// `warm` (the heuristic's plan) as more columns where the model has no
    /// such column.
    pub fn new(model: &'m Model<'g>, request: &PlanRequest, warm: Option<&Plan>) -> Self {
        let mut program = Program {
            model,
            budget: request.budget,
            columns: Vec::new(),
            gaps: Vec::new(),
            d2h: Vec::new(),
            h2d: Vec::new(),
            waits: Vec::new(),
            segment_starts: Vec::new(),
            segments: Vec::new(),
            warm: None,
            stall_limit_s: 0.0,
            unit_s: model.compute_s().max(1e-12),
            scale: model.resident.iter().copied().max().unwrap_or(1).max(1) as f64,
            floor_bytes: None,
        };
        program.add_model_columns();
        let warm_on = warm.map(|plan| program.add_warm_columns(plan));
        program.order();
        if let Some(mut on) = warm_on {
            program.fit_warm_stores(&mut on);
            program.warm = Some(on);
        }
        (program.segment_starts, program.segments) = program.find_segments();
        let slack =
            request.slowdown * model.compute_s() + program.replay(&program.none()).stall_s();
        let warm_stall = program
            .warm
            .as_ref()
            .map_or(0.0, |on| program.replay(on).stall_s());
        program.stall_limit_s = slack.max(warm_stall);
        program
    }

    /// The warm start's choice of columns, when it is feasible.
    pub fn warm(&self) -> Option<&[bool]> {
        self.warm.as_deref()
    }

    /// The number of columns.
    pub fn len(&self) -> usize {
        self.columns.len()
    }

    pub fn is_empty(&self) -> bool {
        self.columns.is_empty()
    }

    /// The `none` plan: each mandatory prefetch at the model's slot (the
    /// first column of its gap), nothing else.
    fn none(&self) -> Vec<bool> {
        let mut on = vec![false; self.columns.len()];
        for gap in self.gaps.iter().filter(|g| g.mandatory) {
            on[gap.columns[0]] = true;
        }
        on
    }

    /// Columns of the model: the mandatory prefetches with their late
    /// variants, and every optional candidate that frees a step.
    fn add_model_columns(&mut self) {
        let model = self.model;
        let first_mandatory_gap = model.mandatory.first().map(|m| m.gap);
        for m in &model.mandatory {
            let gap = self.new_gap(true);
            self.push(m.clone(), NO_STEPS, NO_STEPS, gap);
        }
        // The program's gap of each optional gap of the model.
        let mut optional_gap: std::collections::HashMap<usize, GapId> =
            std::collections::HashMap::new();
        for c in &model.candidates {
            if c.delays.is_some() {
                let at = c.gap - first_mandatory_gap.unwrap_or(0);
                let (freed, held) = mandatory_placement(&model.mandatory[at], c.prefetch_before);
                // The mandatory gaps come first, in the model's order.
                self.push(c.clone(), freed, held, GapId::new(at));
            } else if c.freed.0 <= c.freed.1 {
                let gap = *optional_gap
                    .entry(c.gap)
                    .or_insert_with(|| self.new_gap(false));
                self.push(c.clone(), c.freed, NO_STEPS, gap);
            }
        }
    }

    /// A new gap, without columns yet.
    fn new_gap(&mut self, mandatory: bool) -> GapId {
        self.gaps.push(Gap {
            mandatory,
            columns: Vec::new(),
        });
        GapId::new(self.gaps.len() - 1)
    }

    fn push(
        &mut self,
        candidate: Candidate,
        freed: (NodeId, NodeId),
        held: (NodeId, NodeId),
        gap: GapId,
    ) -> ColumnId {
        let index = ColumnId::new(self.columns.len());
        self.gaps[gap].columns.push(index);
        let freed_after_store = match candidate.from {
            Some(_) if freed.0 <= freed.1 => self
                .model
                .first_freed(candidate.from, 0.0, true)
                .min(freed.0),
            _ => freed.0,
        };
        self.columns.push(Column {
            candidate,
            freed,
            freed_after_store,
            held,
            gap,
            earlier: Vec::new(),
        });
        index
    }

    /// Marks the columns of the heuristic's plan, adding those the model
    /// has no column for (a prefetch moved by `Model::pack`, or a
    /// candidate that frees no step at the model's slot).
    fn add_warm_columns(&mut self, plan: &Plan) -> Vec<bool> {
        let mut on_columns = Vec::new();
        for tp in &plan.tensors {
            let absences = tp
                .absences
                .iter()
                .map(|a| (a.detach_after, a.first_use, a.prefetch_before, false));
            let leaves = tp.leaves_after.map(|after| {
                (
                    Some(after),
                    self.model.graph.end(),
                    self.model.graph.end(),
                    true,
                )
            });
            for (from, to, slot, leaving) in absences.chain(leaves) {
                if let Some(i) = self.column_of(tp.tensor, from, to, slot, leaving) {
                    on_columns.push(i);
                }
            }
        }
        let mut on = vec![false; self.columns.len()];
        for i in on_columns {
            on[i] = true;
        }
        on
    }

    /// The column for an absence of the heuristic's plan, added when the
    /// program has none at that slot.
    fn column_of(
        &mut self,
        tensor: TensorId,
        from: Option<NodeId>,
        to: NodeId,
        slot: NodeId,
        leaving: bool,
    ) -> Option<ColumnId> {
        let same_gap = |c: &Candidate| {
            c.tensor == tensor && c.from == from && c.to == to && c.leaves == leaving
        };
        if let Some(i) = self
            .columns
            .iter()
            .position(|c| same_gap(&c.candidate) && c.candidate.prefetch_before == slot)
        {
            return Some(ColumnId::new(i));
        }
        let model = self.model;
        if let Some(at) = model.mandatory.iter().position(same_gap) {
            let m = &model.mandatory[at];
            let (freed, held) = mandatory_placement(m, slot);
            let candidate = Candidate {
                prefetch_before: slot,
                hides: model.start_s[slot] + m.prefetch_s <= model.start_s[to] + 1e-15,
                delays: (slot > m.prefetch_before).then_some(m.prefetch_before),
                ..m.clone()
            };
            return Some(self.push(candidate, freed, held, GapId::new(at)));
        }
        let like = model.candidates.iter().find(|c| same_gap(c))?;
        let freed = (like.freed.0, slot.saturating_sub(1));
        if freed.0 > freed.1 || slot == NodeId::FIRST {
            // Frees nothing: the plan is as good without it.
            return None;
        }
        let gap = match self
            .columns
            .iter()
            .find(|c| same_gap(&c.candidate) && !self.gaps[c.gap].mandatory)
        {
            Some(c) => c.gap,
            None => self.new_gap(false),
        };
        let candidate = Candidate {
            prefetch_before: slot,
            hides: model.start_s[slot] + like.prefetch_s <= model.start_s[to] + 1e-15,
            freed,
            ..like.clone()
        };
        Some(self.push(candidate, freed, NO_STEPS, gap))
    }

    /// The links' issue orders, the steps prefetches wait for, and the
    /// earlier columns of each tensor.
    fn order(&mut self) {
        let columns = &self.columns;
        let mut d2h: Vec<ColumnId> = ColumnId::all(columns.len())
            .filter(|&i| columns[i].stores())
            .collect();
        // As the simulator issues them: after their step, by tensor.
        d2h.sort_by_key(|&i| {
            (
                NodeId::after(columns[i].candidate.from),
                columns[i].candidate.tensor,
                i,
            )
        });
        let mut h2d: Vec<ColumnId> = ColumnId::all(columns.len())
            .filter(|&i| columns[i].prefetches())
            .collect();
        h2d.sort_by_key(|&i| {
            let c = &columns[i].candidate;
            (c.prefetch_before, c.tensor, c.to, i)
        });
        let mut waits: Vec<NodeId> = h2d.iter().map(|&i| columns[i].candidate.to).collect();
        waits.push(self.model.graph.end());
        waits.sort_unstable();
        waits.dedup();
        let mut by_tensor: std::collections::HashMap<TensorId, Vec<ColumnId>> =
            std::collections::HashMap::new();
        for (i, c) in ColumnId::all(columns.len()).zip(columns) {
            if c.stores() {
                by_tensor.entry(c.candidate.tensor).or_default().push(i);
            }
        }
        for i in ColumnId::all(self.columns.len()) {
            if !self.columns[i].stores() {
                continue;
            }
            let c = &self.columns[i].candidate;
            let earlier: Vec<ColumnId> = by_tensor[&c.tensor]
                .iter()
                .copied()
                .filter(|&o| self.columns[o].candidate.from < c.from)
                .collect();
            self.columns[i].earlier = earlier;
        }
        self.d2h = d2h;
        self.h2d = h2d;
        self.waits = waits;
    }

    /// Narrows the warm start's freed steps to where its stores actually
    /// complete (a store queued behind others frees later), so that the
    /// heuristic's plan meets the program's store deadlines; a column that
    /// then frees nothing leaves the warm start.
    fn fit_warm_stores(&mut self, on: &mut [bool]) {
        loop {
            let replay = self.replay(on);
            let mut changed = false;
            for (k, &i) in self.d2h.iter().enumerate() {
                if !on[i] || !replay.storing[i] {
                    continue;
                }
                let c = &self.columns[i].candidate;
                let first = self
                    .model
                    .first_step_at(replay.d2h_done[k], NodeId::after(c.from));
                let freed = &mut self.columns[i].freed;
                if first > freed.0 {
                    freed.0 = first;
                    changed = true;
                    if freed.0 > freed.1 {
                        on[i] = false;
                    }
                }
            }
            if !changed {
                return;
            }
        }
    }

    /// The segments of steps covered by the same columns: their first
    /// steps, and their steps with the most resident bytes.
    fn find_segments(&self) -> (Vec<NodeId>, Vec<NodeId>) {
        let n = self.model.resident.len();
        let end = NodeId::new(n);
        let mut boundary = vec![false; n + 1];
        boundary[0] = true;
        for c in &self.columns {
            for (first, last) in [c.freed, c.freed_when(false), c.held] {
                if first <= last && first < end {
                    boundary[first] = true;
                    boundary[(last + 1).min(end)] = true;
                }
            }
        }
        let starts: Vec<NodeId> = NodeId::all(n).filter(|&s| boundary[s]).collect();
        let highest = starts
            .iter()
            .enumerate()
            .map(|(k, &first)| {
                let next = starts.get(k + 1).copied().unwrap_or(end);
                NodeId::until(first, next)
                    .max_by_key(|&t| (self.model.resident[t], std::cmp::Reverse(t)))
                    .unwrap_or(first)
            })
            .collect();
        (starts, highest)
    }

    /// Whether `on` takes at most one column per gap and exactly one per
    /// mandatory gap.
    fn valid(&self, on: &[bool]) -> bool {
        self.gaps.iter().all(|g| {
            let count = g.columns.iter().filter(|&&i| on[i]).count();
            if g.mandatory { count == 1 } else { count <= 1 }
        })
    }

    /// The links and memory of `on`, as the program's constraints model
    /// them (with the least completion times and stall they allow).
    fn replay(&self, on: &[bool]) -> Replay {
        let model = self.model;
        let storing: Vec<bool> = ColumnId::all(self.columns.len())
            .zip(&self.columns)
            .map(|(i, c)| on[i] && c.stores() && !c.earlier.iter().any(|&o| on[o]))
            .collect();
        let mut d2h_done = Vec::with_capacity(self.d2h.len());
        let mut d2h_ok = true;
        let mut free = 0.0f64;
        for &i in &self.d2h {
            let c = &self.columns[i];
            free = free.max(model.time_after(c.candidate.from));
            if storing[i] {
                free += c.candidate.store_s;
                d2h_ok &= free <= self.store_deadline(i) * (1.0 + 1e-9) + 1e-15;
            }
            d2h_done.push(free);
        }
        let mut h2d_done = Vec::with_capacity(self.h2d.len());
        let mut shift = Vec::with_capacity(self.waits.len());
        let mut stall = 0.0f64;
        let mut free = 0.0f64;
        let mut next = 0;
        let mut done_of = vec![0.0f64; self.columns.len()];
        let mut waiting: Vec<Vec<ColumnId>> = vec![Vec::new(); self.waits.len()];
        for &i in &self.h2d {
            if on[i] {
                waiting[self.wait_index(self.columns[i].candidate.to)].push(i);
            }
        }
        for (w, &step) in WaitId::all(self.waits.len()).zip(&self.waits) {
            // Issue every prefetch slotted up to this step (the stall so
            // far is that of the steps before its slot).
            while next < self.h2d.len()
                && self.columns[self.h2d[next]].candidate.prefetch_before <= step
            {
                let i = self.h2d[next];
                let c = &self.columns[i].candidate;
                let issue =
                    model.start_s[c.prefetch_before] + self.stall_before(c.prefetch_before, &shift);
                free = free.max(issue) + if on[i] { c.prefetch_s } else { 0.0 };
                done_of[i] = free;
                h2d_done.push(free);
                next += 1;
            }
            for &i in &waiting[w] {
                stall = stall.max(done_of[i] - model.start_s[step]);
            }
            shift.push(stall);
        }
        let mut delta = vec![0i128; model.resident.len() + 1];
        for (i, c) in ColumnId::all(self.columns.len())
            .zip(&self.columns)
            .filter(|&(i, _)| on[i])
        {
            let bytes = c.candidate.bytes as i128;
            for ((first, last), sign) in [(c.freed_when(storing[i]), -1), (c.held, 1)] {
                if first <= last {
                    delta[first] += sign * bytes;
                    delta[last + 1] -= sign * bytes;
                }
            }
        }
        let mut running = 0i128;
        let memory = model
            .resident
            .iter()
            .zip(&delta)
            .map(|(&r, &d)| {
                running += d;
                (r as i128 + running).max(0) as u64
            })
            .collect();
        Replay {
            storing,
            d2h_done,
            d2h_ok,
            h2d_done,
            shift,
            memory,
        }
    }

    /// When column `i`'s store must complete: the start of the first step
    /// it frees.
    fn store_deadline(&self, i: ColumnId) -> f64 {
        self.model.start_s[self.columns[i].freed.0.min(self.model.graph.end())]
    }

    /// The entry of `waits` for step `step`, which some prefetch waits for.
    fn wait_index(&self, step: NodeId) -> WaitId {
        WaitId::new(self.waits.partition_point(|&w| w < step))
    }

    /// The stall by the end of step `slot - 1` (none before the first
    /// step), from the stall at each wait step so far.
    fn stall_before(&self, slot: NodeId, shift: &[f64]) -> f64 {
        match self.last_wait_before(slot) {
            Some(w) => shift[w],
            None => 0.0,
        }
    }

    /// The last entry of `waits` at or before step `slot - 1`.
    fn last_wait_before(&self, slot: NodeId) -> Option<WaitId> {
        let after = self.waits.partition_point(|&w| w < slot);
        after.checked_sub(1).map(WaitId::new)
    }

    /// The objective of `on` in the program's units, or `None` when it is
    /// not a feasible choice (one column per gap, stores in time, the stall
    /// within the slowdown).
    pub fn evaluate(&self, on: &[bool]) -> Option<f64> {
        if !self.valid(on) {
            return None;
        }
        let replay = self.replay(on);
        self.objective_of(on, &replay)
    }

    fn objective_of(&self, on: &[bool], replay: &Replay) -> Option<f64> {
        if !replay.d2h_ok {
            return None;
        }
        let stall = replay.stall_s() / self.unit_s;
        let transfer = self.transfer_units(on);
        let peak = replay.peak() as f64 / self.scale;
        match self.budget {
            None => (replay.stall_s() <= self.stall_limit_s * (1.0 + 1e-7) + 1e-12)
                .then_some(peak + STALL_WEIGHT * stall + TRANSFER_WEIGHT * transfer),
            Some(b) => {
                let over = (peak - b as f64 / self.scale).max(0.0);
                Some(stall + OVERSHOOT_WEIGHT * over + TRANSFER_WEIGHT * transfer)
            }
        }
    }

    fn transfer_units(&self, on: &[bool]) -> f64 {
        self.columns
            .iter()
            .zip(on)
            .filter(|(_, on)| **on)
            .map(|(c, _)| (c.candidate.store_s + c.candidate.prefetch_s) / self.unit_s)
            .sum()
    }

    /// Turns off, the longest transfers first, every column of `on` whose
    /// removal keeps the objective (`value`) or improves it: among equal
    /// plans, the one that moves less. Mandatory columns stay.
    fn drop_needless(&self, on: &mut [bool], mut value: f64) -> f64 {
        let mut order: Vec<ColumnId> = ColumnId::all(on.len())
            .filter(|&i| on[i] && !self.gaps[self.columns[i].gap].mandatory)
            .collect();
        let transfer =
            |i: ColumnId| self.columns[i].candidate.store_s + self.columns[i].candidate.prefetch_s;
        order.sort_by(|&a, &b| transfer(b).total_cmp(&transfer(a)).then(a.cmp(&b)));
        for i in order {
            on[i] = false;
            match self.evaluate(on) {
                Some(v) if v <= value + 1e-12 * value.abs().max(1.0) => value = v.min(value),
                _ => on[i] = true,
            }
        }
        value
    }

    /// The objective in the request's units: peak bytes, or stall seconds.
    fn value_of(&self, replay: &Replay) -> f64 {
        match self.budget {
            None => replay.peak() as f64,
            Some(_) => replay.stall_s(),
        }
    }

    /// The program that stops at a plan whose peak is `floor_bytes`, a lower
    /// bound on every plan's peak (without a budget; with one it is not used).
    pub fn with_floor(mut self, floor_bytes: Option<u64>) -> Self {
        self.floor_bytes = floor_bytes.filter(|_| self.budget.is_none());
        self
    }

    /// Solves within its node limit ([`effort::mip_nodes`]) and the time
    /// `limit` leaves, warm-started with the heuristic's choice; the
    /// solver's incumbent where it stops at either.
    pub fn solve(&self, limit: &TimeLimit) -> Result<Solved, String> {
        let warm = self
            .warm
            .as_ref()
            .and_then(|on| Some((on.clone(), self.evaluate(on)?)));
        let answer = self.run(warm.as_ref().map(|(on, _)| on.as_slice()), limit);
        let (answer, failure) = match answer {
            Ok(answer) => (Some(answer), None),
            Err(Unsolved::TooLarge(e)) => return Err(e),
            // The warm start stands.
            Err(Unsolved::Failed(e)) if warm.is_some() => (None, Some(e)),
            Err(Unsolved::Failed(e)) => return Err(e),
        };
        let found = answer.as_ref().and_then(|a| {
            let mut on = a.on.clone();
            let value = self.evaluate(&on)?;
            let value = self.drop_needless(&mut on, value);
            Some((on, value))
        });
        let (on, objective, from_warm) = match (found, &warm) {
            (Some((on, v)), Some((_, w))) if v < *w - 1e-12 => (on, v, false),
            (_, Some((on, w))) => (on.clone(), *w, true),
            (Some((on, v)), None) => (on, v, false),
            (None, None) => {
                return Err(format!(
                    "no feasible plan within its node limit or the time limit of {}s",
                    limit.limit_s()
                ));
            }
        };
        let value = self.value_of(&self.replay(&on));
        let status = match (&answer, failure) {
            (_, Some(e)) => format!("the solver failed ({e})"),
            (Some(a), None) if a.proven => "optimal".to_string(),
            (Some(a), None) if a.at_floor => format!(
                "optimal: stopped at the lower bound on the peak, {}",
                crate::units::format_bytes(self.floor_bytes.unwrap_or_default())
            ),
            (Some(a), None) if !a.bound.is_finite() => {
                format!("stopped at {} before it had a bound", a.stop)
            }
            (Some(a), None) => {
                let gap = if objective.abs() > 1e-12 {
                    ((objective - a.bound) / objective.abs()).max(0.0)
                } else {
                    0.0
                };
                let bound = match self.budget {
                    None => crate::units::format_bytes((a.bound.max(0.0) * self.scale) as u64),
                    Some(_) => format!("{:.3}ms of stall", 1e3 * a.bound.max(0.0) * self.unit_s),
                };
                format!(
                    "stopped at {}, bound {bound}, gap {:.2}%",
                    a.stop,
                    100.0 * gap
                )
            }
            (None, None) => unreachable!("an error is a failure"),
        };
        Ok(Solved {
            on,
            value,
            status,
            rows: answer.as_ref().map_or(0, |a| a.rows),
            from_warm,
        })
    }

    /// Builds the program and runs the solver on it, from `start`.
    fn run(&self, start: Option<&[bool]>, time_limit: &TimeLimit) -> Result<Answer, Unsolved> {
        let mut vars = ProblemVariables::new();
        let v = self.variables(&mut vars);
        let (objective, stall) = self.objective(&v);
        let mut rows = Rows {
            problem: vars.minimise(objective).using(highs),
            count: 0,
        };
        self.add_gap_rows(&v, &mut rows);
        self.add_own_store_rows(&v, &mut rows);
        self.add_d2h_rows(&v, &mut rows);
        self.add_h2d_rows(&v, &mut rows);
        self.add_stall_rows(&v, stall, &mut rows);
        self.add_memory_rows(&v, &mut rows);
        let start_columns = start.map(|on| self.start_columns(&v, on));
        let Rows {
            problem,
            count: rows,
        } = rows;
        // good_lp's solution keeps the columns only; the model it built
        // also reports the bound.
        let mut highs = problem
            .try_into_inner()
            .map_err(|e| format!("HiGHS refused the program: {e}"))?;
        tracing::debug!(rows, "ilp program built");
        if rows + v.position.len() > MAX_SIZE {
            return Err(Unsolved::TooLarge(format!(
                "its {} columns, {} of them candidates, and {rows} rows are more than {MAX_SIZE} together, too many for its root node",
                v.position.len(),
                self.columns.len()
            )));
        }
        self.configure(&mut highs, rows, v.position.len(), time_limit);
        if let Some(columns) = &start_columns {
            highs
                .try_set_solution(Some(columns), None, None, None)
                .map_err(|e| format!("HiGHS refused the start: {e:?}"))?;
        }
        let solved = highs
            .try_solve()
            .map_err(|e| format!("HiGHS failed: {e:?}"))?;
        Ok(self.answer(&solved, &v, rows, start, time_limit)?)
    }

    /// The program's variables, in the solver's column order.
    fn variables(&self, vars: &mut ProblemVariables) -> Vars {
        let x: Vec<Variable> = self
            .columns
            .iter()
            .map(|_| vars.add(variable().binary()))
            .collect();
        // Whether a column issues its tensor's store: it is on and no
        // column of an earlier gap of the tensor is.
        let y_own: Vec<Option<Variable>> = self
            .columns
            .iter()
            .map(|c| (!c.earlier.is_empty()).then(|| vars.add(variable().min(0.0).max(1.0))))
            .collect();
        let y: Vec<Expression> = y_own
            .iter()
            .zip(&x)
            .map(|(own, &v)| Expression::from(own.unwrap_or(v)))
            .collect();
        let g: Vec<Variable> = self
            .d2h
            .iter()
            .map(|_| vars.add(variable().min(0.0)))
            .collect();
        let f: Vec<Variable> = self
            .h2d
            .iter()
            .map(|_| vars.add(variable().min(0.0)))
            .collect();
        let s: Vec<Variable> = self
            .waits
            .iter()
            .map(|_| vars.add(variable().min(0.0)))
            .collect();
        let m: Vec<Variable> = self.segments.iter().map(|_| vars.add(variable())).collect();
        let top = vars.add(variable().min(0.0));
        // The solver's column of each variable: its position in creation order.
        let position: std::collections::HashMap<Variable, usize> = vars
            .iter_variables_with_def()
            .enumerate()
            .map(|(i, (v, _))| (v, i))
            .collect();
        Vars {
            x,
            y_own,
            y,
            g,
            f,
            s,
            m,
            top,
            position,
        }
    }

    /// The objective (see the module docs), and the stall at the end of
    /// the function.
    fn objective(&self, v: &Vars) -> (Expression, Expression) {
        let u = self.unit_s;
        let stall = Expression::from(*v.s.last().expect("waits ends with the end of the function"));
        let transfer: Expression = self
            .columns
            .iter()
            .zip(&v.x)
            .map(|(c, &v)| (c.candidate.store_s + c.candidate.prefetch_s) / u * v)
            .sum();
        let objective = match self.budget {
            None => v.top + STALL_WEIGHT * stall.clone() + TRANSFER_WEIGHT * transfer,
            Some(_) => stall.clone() + OVERSHOOT_WEIGHT * v.top + TRANSFER_WEIGHT * transfer,
        };
        (objective, stall)
    }

    /// Each gap: its mandatory prefetch taken once, or at most one of its
    /// columns on.
    fn add_gap_rows(&self, v: &Vars, rows: &mut Rows) {
        let x = &v.x;
        for gap in &self.gaps {
            let sum: Expression = gap.columns.iter().map(|&i| x[i]).sum();
            if gap.mandatory {
                rows.add(constraint!(sum == 1.0));
            } else if gap.columns.len() > 1 {
                rows.add(constraint!(sum <= 1.0));
            }
        }
    }

    /// A column issues its tensor's store where it is on and no column of
    /// an earlier gap of the tensor is.
    fn add_own_store_rows(&self, v: &Vars, rows: &mut Rows) {
        let (x, y) = (&v.x, &v.y);
        for (i, c) in ColumnId::all(self.columns.len()).zip(&self.columns) {
            if !c.earlier.is_empty() && c.stores() {
                let before: Expression = c.earlier.iter().map(|&o| x[o]).sum();
                rows.add(constraint!(y[i].clone() >= x[i] - before));
            }
        }
    }

    /// The D2H link: a FIFO chain of completion times; a store issued
    /// completes by the first step its column frees.
    fn add_d2h_rows(&self, v: &Vars, rows: &mut Rows) {
        let (model, u) = (self.model, self.unit_s);
        let (y, g) = (&v.y, &v.g);
        let mut most = 0.0f64;
        for (k, &i) in self.d2h.iter().enumerate() {
            let c = &self.columns[i].candidate;
            let issue = model.time_after(c.from);
            let work = c.store_s / u * y[i].clone();
            if k > 0 {
                rows.add(constraint!(g[k] >= g[k - 1] + work.clone()));
            }
            rows.add(constraint!(g[k] >= issue / u + work));
            // The latest it can complete (every store on): the big M.
            most = most.max(issue) + c.store_s;
            let deadline = self.store_deadline(i);
            if most > deadline {
                let big_m = (most - deadline) / u;
                rows.add(constraint!(
                    g[k] <= deadline / u + big_m - big_m * y[i].clone()
                ));
            }
        }
    }

    /// The H2D link: a FIFO chain in issue order, issued when its slot is
    /// reached (after the stall so far); the first use waits for it.
    fn add_h2d_rows(&self, v: &Vars, rows: &mut Rows) {
        let (model, u) = (self.model, self.unit_s);
        let (x, f, s) = (&v.x, &v.f, &v.s);
        let stall_at = |slot: NodeId| -> Expression {
            self.last_wait_before(slot)
                .map_or(Expression::from(0.0), |w| Expression::from(s[w]))
        };
        let mut most = 0.0f64;
        for (k, &i) in self.h2d.iter().enumerate() {
            let c = &self.columns[i].candidate;
            let issue = model.start_s[c.prefetch_before];
            let work = c.prefetch_s / u * x[i];
            if k > 0 {
                rows.add(constraint!(f[k] >= f[k - 1] + work.clone()));
            }
            let before = stall_at(c.prefetch_before);
            rows.add(constraint!(
                f[k] >= issue / u + before.clone() + work.clone()
            ));
            let wait = s[self.wait_index(c.to)];
            let due = model.start_s[c.to];
            // The latest it can complete beyond the stall before its use
            // (every prefetch on): the big M.
            most = most.max(issue) + c.prefetch_s;
            if most > due {
                let big_m = (most - due) / u;
                rows.add(constraint!(due / u + wait >= f[k] - big_m + big_m * x[i]));
            }
            // Late on its own (a late variant): the stall without the big M.
            if issue + c.prefetch_s > due {
                rows.add(constraint!(due / u + wait >= issue / u + before + work));
            }
        }
    }

    /// The stall only grows from one wait to the next; without a budget,
    /// the `stall` at the end is held to the limit.
    fn add_stall_rows(&self, v: &Vars, stall: Expression, rows: &mut Rows) {
        let s = &v.s;
        for w in 1..s.len() {
            rows.add(constraint!(s[w] >= s[w - 1]));
        }
        if self.budget.is_none() {
            let limit = self.stall_limit_s / self.unit_s * (1.0 + 1e-8);
            rows.add(constraint!(stall.clone() <= limit));
        }
    }

    /// Memory, per segment, as a chain: each segment's bytes are the
    /// previous one's plus what changes at the boundary, so each column
    /// appears at its interval's ends only.
    fn add_memory_rows(&self, v: &Vars, rows: &mut Rows) {
        let model = self.model;
        let (x, y, m) = (&v.x, &v.y, &v.m);
        let changes = self.memory_changes();
        let limit = match self.budget {
            None => Expression::from(v.top),
            Some(b) => b as f64 / self.scale + v.top,
        };
        for (k, change) in changes.into_iter().enumerate() {
            let step = self.segments[k];
            let mut next = Expression::from(model.resident[step] as f64 / self.scale);
            if k > 0 {
                next += m[k - 1] - model.resident[self.segments[k - 1]] as f64 / self.scale;
            }
            for (i, own_store, bytes) in change {
                let v = if own_store {
                    y[i].clone()
                } else {
                    Expression::from(x[i])
                };
                next += bytes as f64 / self.scale * v;
            }
            rows.add(constraint!(m[k] == next));
            rows.add(constraint!(m[k] <= limit.clone()));
        }
    }

    /// The start: the choice `on` with its completion times, stall and
    /// memory as the replay has them (the least the constraints allow), by
    /// the solver's column.
    fn start_columns(&self, v: &Vars, on: &[bool]) -> Vec<f64> {
        let u = self.unit_s;
        let replay = self.replay(on);
        let mut values: Vec<(Variable, f64)> = Vec::new();
        values.extend(v.x.iter().zip(on).map(|(&v, &b)| (v, b as u8 as f64)));
        values.extend(
            v.y_own
                .iter()
                .zip(&replay.storing)
                .filter_map(|(own, &b)| own.map(|v| (v, b as u8 as f64))),
        );
        values.extend(v.g.iter().zip(&replay.d2h_done).map(|(&v, &t)| (v, t / u)));
        values.extend(v.f.iter().zip(&replay.h2d_done).map(|(&v, &t)| (v, t / u)));
        values.extend(v.s.iter().zip(&replay.shift).map(|(&v, &t)| (v, t / u)));
        values.extend(
            v.m.iter()
                .zip(&self.segments)
                .map(|(&v, &step)| (v, replay.memory[step] as f64 / self.scale)),
        );
        let top_value = match self.budget {
            None => replay.peak() as f64 / self.scale,
            Some(b) => replay.peak().saturating_sub(b) as f64 / self.scale,
        };
        values.push((v.top, top_value));
        let mut columns = vec![0.0; values.len()];
        for (var, value) in values {
            columns[v.position[&var]] = value;
        }
        columns
    }

    /// The solver's options for a program of `rows` and `columns`.
    fn configure(
        &self,
        highs: &mut ::highs::Model,
        rows: usize,
        columns: usize,
        time_limit: &TimeLimit,
    ) {
        // One thread (`lp::configure`): HiGHS's worker pool outlives the
        // solve, and in a plugin loaded by the stock mlir-opt its threads
        // crashed the process at exit (a segfault in about one run in
        // four). One thread, a fixed seed and a node limit instead of a
        // time limit also make the search the same on every run and every
        // machine (HiGHS's branch and bound reads the clock only for its
        // time limit, here the safety net). Functions planned on several
        // threads each solve on their own: HiGHS keeps its task scheduler
        // per calling thread (HiGHS docs/src/parallel.md, "Scheduler scope
        // and lifetime"), so concurrent instances share nothing.
        super::lp::configure(highs, time_limit);
        highs.set_option("mip_max_nodes", effort::mip_nodes(rows, columns));
        highs.set_option("mip_rel_gap", MIP_GAP);
        // No dominated-column reduction in presolve: with the tie-break
        // costs below the dual tolerance it fixed columns that the optimum
        // needs (HiGHS 1.16; the bit is `kPresolveRuleDominatedCol`, which
        // also turns off the weakly dominated one).
        highs.set_option("presolve_rule_off", PRESOLVE_DOMINATED_COL);
        // A plan at the lower bound on the peak is optimal: the search stops
        // there instead of closing its gap until its node limit (the
        // tie-break terms add less than 1e-6 of the byte unit).
        if let Some(floor) = self.floor_bytes {
            highs.set_option("objective_target", floor as f64 / self.scale + 1e-6);
        }
    }

    /// What the solver's run of the program (of `rows`) came to: its
    /// choice (else `start`'s, else none), and whether it is proven.
    fn answer(
        &self,
        solved: &::highs::SolvedModel,
        v: &Vars,
        rows: usize,
        start: Option<&[bool]>,
        time_limit: &TimeLimit,
    ) -> Result<Answer, String> {
        let at_floor = solved.status() == HighsModelStatus::ObjectiveTarget;
        let stop = if solved.status() == HighsModelStatus::ReachedTimeLimit {
            time_limit.mark_cut();
            "the time limit (cut: not reproducible)"
        } else {
            "its node limit"
        };
        let proven = match solved.status() {
            HighsModelStatus::Optimal => true,
            HighsModelStatus::ObjectiveTarget => false,
            HighsModelStatus::ReachedTimeLimit
            | HighsModelStatus::ReachedIterationLimit
            | HighsModelStatus::ReachedSolutionLimit
            | HighsModelStatus::ReachedInterrupt
            | HighsModelStatus::ReachedMemoryLimit => false,
            other => return Err(format!("HiGHS: {other:?}")),
        };
        let bound = if proven {
            solved.objective_value()
        } else {
            solved
                .double_info_value(c"mip_dual_bound")
                .unwrap_or(f64::NEG_INFINITY)
        };
        let on: Vec<bool> = if solved.primal_solution_status() == HighsSolutionStatus::Feasible {
            let columns = solved.get_solution().columns().to_vec();
            v.x.iter().map(|x| columns[v.position[x]] > 0.5).collect()
        } else {
            start.map_or_else(|| self.none(), <[bool]>::to_vec)
        };
        Ok(Answer {
            on,
            proven,
            at_floor,
            bound,
            rows,
            stop,
        })
    }

    /// Per segment, what changes from the previous segment's bytes (from
    /// nothing, for the first): `(column, whether by its own store, bytes)`.
    fn memory_changes(&self) -> Vec<Vec<(ColumnId, bool, i128)>> {
        let n = self.model.resident.len();
        let end = NodeId::new(n);
        // The segment of each step (segments are runs of steps).
        let segment_of: Vec<usize> = NodeId::all(n)
            .map(|step| self.segment_starts.partition_point(|&first| first <= step) - 1)
            .collect();
        let mut changes: Vec<Vec<(ColumnId, bool, i128)>> =
            vec![Vec::new(); self.segments.len() + 1];
        for (i, c) in ColumnId::all(self.columns.len()).zip(&self.columns) {
            let bytes = c.candidate.bytes as i128;
            let freed = c.freed_when(false);
            let own = (freed.0, c.freed.0.saturating_sub(1).min(freed.1));
            let parts = [
                (c.held, false, bytes),
                (freed, false, -bytes),
                (
                    if c.earlier.is_empty() { NO_STEPS } else { own },
                    true,
                    bytes,
                ),
            ];
            for ((first, last), own_store, delta) in parts {
                if first <= last && first < end {
                    changes[segment_of[first]].push((i, own_store, delta));
                    changes[segment_of[last.min(end - 1)] + 1].push((i, own_store, -delta));
                }
            }
        }
        changes.truncate(self.segments.len());
        changes
    }
}

/// The variables of a [`Program`] (see the module docs), and the solver's
/// column of each.
struct Vars {
    /// Per column: on.
    x: Vec<Variable>,
    /// Per column with an earlier gap of its tensor: whether it issues the
    /// store ([`Vars::y`] is `x` for the others).
    y_own: Vec<Option<Variable>>,
    /// Per column: whether it issues its tensor's store.
    y: Vec<Expression>,
    /// Per store, in the D2H link's order: its completion time.
    g: Vec<Variable>,
    /// Per prefetch, in the H2D link's order: its completion time.
    f: Vec<Variable>,
    /// Per wait: the stall so far.
    s: Vec<Variable>,
    /// Per segment: its bytes.
    m: Vec<Variable>,
    /// The peak (without a budget) or the overshoot of the budget.
    top: Variable,
    position: std::collections::HashMap<Variable, usize>,
}

/// The program as its rows are added: HiGHS's problem and how many rows
/// it has.
struct Rows {
    problem: HighsProblem,
    count: usize,
}

impl Rows {
    fn add(&mut self, c: good_lp::Constraint) {
        self.problem.add_constraint(c);
        self.count += 1;
    }
}

/// What the solver answered.
/// Why [`Program::run`] gave no answer.
enum Unsolved {
    /// The program is too large to be solved ([`MAX_SIZE`]).
    TooLarge(String),
    /// HiGHS refused it or failed, said in full.
    Failed(String),
}

impl From<String> for Unsolved {
    fn from(e: String) -> Self {
        Unsolved::Failed(e)
    }
}

struct Answer {
    on: Vec<bool>,
    proven: bool,
    /// The solver stopped at a plan at the program's floor
    /// ([`Program::with_floor`]).
    at_floor: bool,
    /// A lower bound on the objective (the program's units).
    bound: f64,
    rows: usize,
    /// What stopped an unproven search: its node limit or the time limit.
    stop: &'static str,
}

/// Freed and held steps of a weight in the tier prefetched before `slot`
/// instead of the model's slot of `m`: later frees the steps between, earlier
/// holds them.
fn mandatory_placement(m: &Candidate, slot: NodeId) -> ((NodeId, NodeId), (NodeId, NodeId)) {
    let base = m.prefetch_before;
    if slot > base {
        ((base, slot - 1), NO_STEPS)
    } else if slot < base {
        (NO_STEPS, (slot, base - 1))
    } else {
        (NO_STEPS, NO_STEPS)
    }
}
