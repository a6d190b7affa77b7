//! The baselines the planner is measured against, built on the same
//! candidates and judged by the same simulator and checker.

use crate::{
    NodeId, TensorId,
    plan::{
        Plan, PlanRequest,
        model::{Candidate, Model, build_plan},
    },
};

/// Runtime-style reactive swapping: walk the steps; when memory exceeds the
/// budget, evict the resident tensors whose next use is farthest (the
/// runtime decides on the spot, so the store starts at that step), and
/// prefetch each a fixed `horizon` steps before its next use. Without a
/// budget there is nothing to react to.
pub fn reactive(model: &Model, request: &PlanRequest) -> Plan {
    let mut chosen: Vec<Candidate> = model.mandatory.clone();
    let Some(budget) = request.budget else {
        return build_plan(model, &chosen.iter().collect::<Vec<_>>());
    };
    let mut taken = vec![false; model.candidates.len()];
    for step in NodeId::all(model.resident.len()) {
        loop {
            let refs: Vec<&Candidate> = chosen.iter().collect();
            let schedule = model.schedule(&refs);
            let memory = model.memory(&refs, &schedule);
            if memory[step] <= budget {
                break;
            }
            // The gap around this step whose next use is farthest away.
            let victim = (0..model.candidates.len())
                .filter(|&i| !taken[i])
                .filter(|&i| {
                    let c = &model.candidates[i];
                    !c.leaves && c.from.is_some_and(|a| a < step) && c.to > step
                })
                .max_by_key(|&i| (model.candidates[i].to, model.candidates[i].bytes));
            let Some(i) = victim else { break };
            // One absence per gap: its other variant is taken too.
            let gap = model.candidates[i].gap;
            for (j, c) in model.candidates.iter().enumerate() {
                if c.gap == gap {
                    taken[j] = true;
                }
            }
            let mut c = model.candidates[i].clone();
            // Evicted now (store issued at this step), back `horizon` steps
            // before its next use.
            c.from = Some(step.saturating_sub(1).max(c.from.unwrap_or_default()));
            c.prefetch_before = c.to.saturating_sub(request.horizon).max(step + 1).min(c.to);
            chosen.push(c);
        }
    }
    build_plan(model, &chosen.iter().collect::<Vec<_>>())
}

/// PyTorch-style activation offload: every activation (a tensor defined in
/// the function) leaves after the use that precedes its longest gap, and
/// its prefetch is moved earlier by its bandwidth-costed time (the latest
/// slot that would hide it). No budget awareness.
pub fn pytorch_ao(model: &Model) -> Plan {
    let mut chosen: Vec<&Candidate> = model.mandatory.iter().collect();
    let mut best: std::collections::HashMap<TensorId, &Candidate> =
        std::collections::HashMap::new();
    for c in &model.candidates {
        let is_activation = matches!(
            model.graph.tensors[c.tensor].origin,
            crate::TensorOrigin::Result { .. }
        );
        if !is_activation || c.leaves {
            continue;
        }
        let gap = |c: &Candidate| model.start_s[c.to] - model.time_after(c.from);
        let keep = best.get(&c.tensor).is_none_or(|b| gap(c) > gap(b));
        if keep {
            best.insert(c.tensor, c);
        }
    }
    let mut picked: Vec<&Candidate> = best.into_values().collect();
    picked.sort_by_key(|c| (c.tensor, c.to));
    chosen.extend(picked);
    build_plan(model, &chosen)
}

/// Static interval offload of weights (DeepSpeed / Select-N style): every
/// argument resident in a tier is prefetched `horizon` steps before each
/// use and dropped after it when its next use is further than that.
pub fn interval(model: &Model, request: &PlanRequest) -> Plan {
    let mut chosen: Vec<Candidate> = Vec::new();
    for c in &model.mandatory {
        let mut c = c.clone();
        c.prefetch_before = c.to.saturating_sub(request.horizon);
        chosen.push(c);
    }
    for c in &model.candidates {
        let is_weight = !c.needs_store && !c.leaves;
        // One variant per gap: the hidden one (late variants come second).
        let first_of_gap = chosen.iter().all(|o| o.gap != c.gap || o.from.is_none());
        if is_weight && first_of_gap && c.from.is_some_and(|a| c.to > a + request.horizon) {
            let mut c = c.clone();
            c.prefetch_before = c.to - request.horizon;
            chosen.push(c);
        }
    }
    build_plan(model, &chosen.iter().collect::<Vec<_>>())
}
