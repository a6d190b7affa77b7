//! What the planner is asked, in one place: the budget as a user states it
//! (bytes, or a fraction of a named reference peak), the objective, the
//! slowdown and the solver. The passes (`offload-plan`, `offload-place`,
//! `offload-insert`, `offload-verify`) and the benchmark only parse their
//! options into these types; how a fraction resolves and what the
//! objective does with a budget is decided here.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::{Lifetimes, Tensor, TensorGraph, TensorId, Tier, units::parse_bytes};

/// The peak a budget fraction (`0.6x`) is a fraction of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reference {
    /// The program with every argument on the device and nothing moved
    /// (what `offload-plan`'s remark calls the peak before).
    AllOnDevice,
    /// The `none` plan: arguments declared in a tier are prefetched before
    /// their first use, nothing else moves.
    NonePlan,
}

/// The reference peaks of one function, in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReferencePeaks {
    pub all_on_device: u64,
    /// `None` where it is not known (it needs a simulation).
    pub none_plan: Option<u64>,
}

impl ReferencePeaks {
    /// The peaks of `graph` known without simulating it: all on device
    /// (also for a graph extracted from planned IR, whose offload ops are
    /// dropped first).
    pub fn of(graph: &TensorGraph) -> ReferencePeaks {
        ReferencePeaks {
            all_on_device: Lifetimes::compute(&graph.all_on_device()).peak.bytes,
            none_plan: None,
        }
    }

    fn get(&self, reference: Reference) -> Result<u64, String> {
        match reference {
            Reference::AllOnDevice => Ok(self.all_on_device),
            Reference::NonePlan => self
                .none_plan
                .ok_or_else(|| "the none plan's peak is not known here".into()),
        }
    }
}

/// A device-memory budget as given.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Budget {
    /// No budget (`0` or `none`): the lowest peak within the slowdown.
    None,
    Bytes(u64),
    /// A fraction of a reference peak (`0.6x`).
    Fraction {
        fraction: f64,
        of: Reference,
    },
}

impl Budget {
    /// Parses `0`/`none` (no budget), a fraction such as `0.6x` (of
    /// `reference`) or bytes (`12GiB`, `4096`).
    pub fn parse(text: &str, reference: Reference) -> Result<Budget, String> {
        let text = text.trim();
        if text.is_empty() || text == "none" {
            return Ok(Budget::None);
        }
        if let Some(f) = text.strip_suffix('x') {
            return match f.trim().parse::<f64>() {
                Ok(fraction) if fraction > 0.0 && fraction.is_finite() => Ok(Budget::Fraction {
                    fraction,
                    of: reference,
                }),
                _ => Err(format!(
                    "bad budget fraction '{text}' (expected a positive fraction such as 0.6x)"
                )),
            };
        }
        match parse_bytes(text) {
            Some(0) => Ok(Budget::None),
            Some(bytes) => Ok(Budget::Bytes(bytes)),
            None => Err(format!(
                "bad budget '{text}' (expected 0 or none, a fraction such as 0.6x, or bytes such as 12GiB)"
            )),
        }
    }

    /// The budget in bytes for a function with these reference peaks
    /// (`None`: no budget). A fraction rounds down.
    pub fn resolve(&self, peaks: &ReferencePeaks) -> Result<Option<u64>, String> {
        Ok(match *self {
            Budget::None => None,
            Budget::Bytes(bytes) => Some(bytes),
            Budget::Fraction { fraction, of } => {
                Some((peaks.get(of)? as f64 * fraction).floor() as u64)
            }
        })
    }
}

/// Which planner to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Solver {
    /// No offload at all.
    None,
    /// Runtime-style swapping: evict the farthest next use when the budget
    /// is hit, prefetch within a fixed horizon.
    Reactive,
    /// PyTorch-style activation offload: every activation after its last
    /// forward use, prefetch moved earlier by its bandwidth-costed time.
    PytorchAo,
    /// Static layer-interval offload of weights (DeepSpeed / Select-N).
    Interval,
    /// Ours, fast: greedy peak shaving with a link-occupancy model.
    Heuristic,
    /// Ours, exact on the candidate set: an ILP (good_lp + HiGHS).
    Ilp,
    /// Activation checkpointing, as `torch.utils.checkpoint` and
    /// `jax.checkpoint` do it over whole layers: every tensor that can be
    /// recomputed from what stays on the device (chains of up to
    /// [`super::recompute::CHECKPOINT_CHAIN`] ops) is, nothing moves.
    Checkpoint,
    /// `checkpoint`'s recomputations on top of the heuristic's moves.
    CheckpointOffload,
    /// Selective activation checkpointing, as torch's: matmul (and
    /// convolution) results are kept, every other recomputable tensor is
    /// recomputed; nothing moves.
    Selective,
    /// `selective`'s recomputations on top of the heuristic's moves.
    SelectiveOffload,
}

impl Solver {
    pub const ALL: [Solver; 10] = [
        Solver::None,
        Solver::Reactive,
        Solver::PytorchAo,
        Solver::Interval,
        Solver::Heuristic,
        Solver::Ilp,
        Solver::Checkpoint,
        Solver::CheckpointOffload,
        Solver::Selective,
        Solver::SelectiveOffload,
    ];

    pub const NAMES: [&'static str; 10] = crate::names_of!(Solver);

    /// The baselines that recompute (activation checkpointing, full and
    /// selective, each without and with moves).
    pub const RECOMPUTING: [Solver; 4] = [
        Solver::Checkpoint,
        Solver::CheckpointOffload,
        Solver::Selective,
        Solver::SelectiveOffload,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            Solver::None => "none",
            Solver::Reactive => "reactive",
            Solver::PytorchAo => "pytorch-ao",
            Solver::Interval => "interval",
            Solver::Heuristic => "heuristic",
            Solver::Ilp => "ilp",
            Solver::Checkpoint => "checkpoint",
            Solver::CheckpointOffload => "checkpoint-offload",
            Solver::Selective => "selective",
            Solver::SelectiveOffload => "selective-offload",
        }
    }

    pub fn parse(text: &str) -> Option<Solver> {
        Solver::ALL.into_iter().find(|s| s.name() == text)
    }

    /// Ours (`heuristic`, `ilp`): a plan must meet the budget; a baseline's
    /// may not (it does not aim at one), which is reported, not an error.
    pub fn is_ours(self) -> bool {
        matches!(self, Solver::Heuristic | Solver::Ilp)
    }
}

impl fmt::Display for Solver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What the planner is asked for, with the budget resolved to bytes
/// ([`Objective::budget`]).
#[derive(Clone, Debug)]
pub struct PlanRequest {
    /// Device bytes not to exceed; `None`: the lowest peak within
    /// `slowdown` of the compute-only time.
    pub budget: Option<u64>,
    /// Allowed makespan over compute-only time, as a fraction (0.01 = 1%).
    pub slowdown: f64,
    pub solver: Solver,
    /// Tier the planner moves tensors to.
    pub tier: Tier,
    /// The safety net of the search, seconds of wall clock. The search
    /// stops at its work limits (solver iterations and nodes, counted
    /// tries), so the plan is a function of the program and the request;
    /// only where it runs past this limit is it cut, with the best plan so
    /// far ([`PlanOutcome::cut_by_time_limit`](super::PlanOutcome)).
    pub time_limit_s: f64,
    /// Ignore tensors smaller than this (bytes).
    pub min_bytes: u64,
    /// For `interval`: how many steps ahead weights are prefetched; for
    /// `reactive`: the prefetch horizon in steps.
    pub horizon: usize,
    /// Returned tensors (storage, not views) the caller accepts in the tier:
    /// they may leave the device for good after their last use.
    pub returnable: Vec<TensorId>,
    /// Returned tensors that stay on the device from their last use to the
    /// return: the caller copies them out to a tier as soon as the
    /// function returns (a loop storing the slice a called layer makes),
    /// so one brought back for the return would hold that copy back
    /// behind a round trip.
    pub kept_for_return: Vec<TensorId>,
    /// Where arguments declared in `tier` go, in order, when `tier` cannot
    /// hold them all, and copies `tier` has no room for ([`tiers`](super::tiers));
    /// empty: nowhere.
    pub spill: Vec<Tier>,
    /// Tensors (not arguments in a tier) whose copies go to another tier
    /// than `tier`.
    pub stored_in: Vec<(TensorId, Tier)>,
    /// Ours move a tensor larger than this in chunks of about this many
    /// bytes (whole elements, at most [`MAX_CHUNKS_PER_TENSOR`] per
    /// tensor: [`chunk_bytes_of`]; the last one shorter), each planned on
    /// its own; 0: whole tensors only.
    pub chunk_bytes: u64,
    /// Ours may recompute a pure op's result before a later use instead
    /// of keeping or moving it (`recompute=auto`; `off`: never).
    pub recompute: bool,
}

/// The most chunks a tensor is cut into. A smaller `chunk-bytes` cuts a
/// tensor into chunks of its bytes over this count instead, so that the
/// chunk plans of a tensor, and the planning work they make, stay bounded
/// whatever chunk size is asked for.
pub const MAX_CHUNKS_PER_TENSOR: u64 = 64;

/// The size of the chunks of `tensor` for a requested `chunk_bytes` (0:
/// whole tensors only): `chunk_bytes` rounded up to whole elements, and up
/// to the size that cuts the tensor into at most [`MAX_CHUNKS_PER_TENSOR`]
/// chunks. The last chunk may be shorter.
pub fn chunk_bytes_of(tensor: &Tensor, chunk_bytes: u64) -> u64 {
    if chunk_bytes == 0 {
        return 0;
    }
    let element = tensor.element_bytes.max(1);
    chunk_bytes
        .max(tensor.bytes.div_ceil(MAX_CHUNKS_PER_TENSOR))
        .div_ceil(element)
        .saturating_mul(element)
}

impl PlanRequest {
    /// A request for `solver` moving tensors to `tier`: no budget, nothing
    /// returned, kept for the return, spilled or stored in another tier,
    /// the other knobs at their defaults. The passes and the benchmark both
    /// start from here and set what their options state.
    pub fn new(solver: Solver, tier: Tier) -> PlanRequest {
        PlanRequest {
            solver,
            tier,
            ..PlanRequest::default()
        }
    }

    /// This request with `budget` resolved against `peaks` as
    /// [`Budget::resolve`] does: the one way the passes and the benchmark
    /// turn a stated budget into bytes, so that `0.8x` of the same
    /// [`Reference`] is the same bytes in both.
    pub fn at_budget(self, budget: &Budget, peaks: &ReferencePeaks) -> Result<PlanRequest, String> {
        Ok(PlanRequest {
            budget: budget.resolve(peaks)?,
            ..self
        })
    }
}

impl Default for PlanRequest {
    fn default() -> Self {
        PlanRequest {
            budget: None,
            slowdown: 0.01,
            solver: Solver::Ilp,
            tier: Tier::Host,
            time_limit_s: 300.0,
            min_bytes: 1 << 20,
            horizon: 8,
            returnable: Vec::new(),
            kept_for_return: Vec::new(),
            chunk_bytes: 0,
            spill: Vec::new(),
            stored_in: Vec::new(),
            recompute: true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_asks_nothing_beyond_solver_and_tier() {
        let request = PlanRequest::new(Solver::Heuristic, Tier::Host);
        assert_eq!(request.solver, Solver::Heuristic);
        assert_eq!(request.tier, Tier::Host);
        assert_eq!(request.budget, None);
        assert!(request.returnable.is_empty());
        assert!(request.kept_for_return.is_empty());
        assert!(request.spill.is_empty());
        assert!(request.stored_in.is_empty());
        assert_eq!(request.chunk_bytes, 0);
    }

    #[test]
    fn at_budget_resolves_a_fraction_of_the_named_reference() {
        let peaks = ReferencePeaks {
            all_on_device: 1000,
            none_plan: Some(800),
        };
        let at = |text: &str, of: Reference| {
            let budget = Budget::parse(text, of).unwrap();
            PlanRequest::new(Solver::Ilp, Tier::Host)
                .at_budget(&budget, &peaks)
                .map(|r| r.budget)
        };
        assert_eq!(at("0.5x", Reference::AllOnDevice), Ok(Some(500)));
        assert_eq!(at("0.5x", Reference::NonePlan), Ok(Some(400)));
        assert_eq!(at("2KiB", Reference::NonePlan), Ok(Some(2048)));
        assert_eq!(at("none", Reference::NonePlan), Ok(None));
        let unknown = ReferencePeaks {
            none_plan: None,
            ..peaks
        };
        let fraction = Budget::parse("0.5x", Reference::NonePlan).unwrap();
        assert!(
            PlanRequest::new(Solver::Ilp, Tier::Host)
                .at_budget(&fraction, &unknown)
                .is_err()
        );
    }
}
