//! Several identical devices on one link: for each model, the joint plan
//! of `offload-plan devices=N` against the naive split (each device alone
//! on `1/N` of the link), budget `none`, on one profile.

use hyperoffload_core::{
    CostModel, PlanChecker,
    plan::{Solver, devices::SharedOutcome, devices::plan_shared},
};

use crate::{
    args::Config,
    load::LoadedModel,
    run::{cost_model, request},
};

/// One model with `devices` devices on the link.
pub struct DevicesRow {
    pub model: usize,
    pub devices: usize,
    /// The coordinator's outcome, or why there is none.
    pub result: Result<SharedOutcome, String>,
    /// The solver that made the chosen plan.
    pub solver: Option<Solver>,
    pub solve_s: f64,
}

/// Plans every model for every number of devices in `config.devices`.
pub fn run(config: &Config, models: &[LoadedModel]) -> Result<Vec<DevicesRow>, String> {
    if config.devices.is_empty() {
        return Ok(Vec::new());
    }
    let cost: CostModel = cost_model(&config.devices_profile)?;
    let mut rows = Vec::new();
    for (m, model) in models.iter().enumerate() {
        for &devices in &config.devices {
            let request = request(config, model, None, Solver::Ilp);
            let started = std::time::Instant::now();
            let result = plan_shared(&model.graph, &cost, &request, devices)
                .map_err(|e| e.to_string())
                .and_then(|shared| {
                    // The independent checker judges the plan, for the share
                    // of the link it was made for.
                    let planned_for = cost.clone().with_link_share(shared.link.share);
                    match PlanChecker::new(&shared.outcome.graph, &planned_for).check() {
                        Ok(_) => Ok(shared),
                        Err(errors) => Err(format!(
                            "REJECTED by the checker: {}",
                            errors.first().map(|e| e.to_string()).unwrap_or_default()
                        )),
                    }
                });
            let solve_s = started.elapsed().as_secs_f64();
            eprintln!(
                "  {} with {devices} devices on one {} link: {:.1} s",
                model.spec.name, config.devices_profile, solve_s
            );
            rows.push(DevicesRow {
                model: m,
                devices,
                solver: result.as_ref().ok().map(|s| s.outcome.solver),
                result,
                solve_s,
            });
        }
    }
    Ok(rows)
}
