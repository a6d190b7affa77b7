//! Recomputation against offloading (`--recompute-pareto`): for each model
//! x profile and each allowed slowdown (budget `none`), ours (ilp, allowed
//! to recompute), the same ILP offloading only, and the four checkpointing
//! baselines, each judged by the independent checker, as one table per
//! model and profile: the peak each reaches and the time it adds.

use std::{fmt::Write, process::ExitCode, time::Instant};

use hyperoffload_core::{
    CostModel, Lifetimes,
    plan::{PlanRequest, Solver},
};

use crate::{
    args::{Args, Config},
    load::LoadedModel,
    markdown::{bytes, cell, models_table, pct, revision},
    run::{Failure, Measured, Verdict, cost_model, measure, request, request_for, sunk_order_for},
};

/// Slack on comparisons of added time (percentage points) so that float
/// noise does not put a plan beyond its allowance.
const EPS: f64 = 1e-9;

/// One plan of the tables: a solver, and whether it may recompute.
pub struct Contender {
    pub label: &'static str,
    pub solver: Solver,
    pub recompute: bool,
}

/// The plans compared, ours first.
pub const CONTENDERS: [Contender; 6] = [
    Contender {
        label: "ours",
        solver: Solver::Ilp,
        recompute: true,
    },
    Contender {
        label: "offload only",
        solver: Solver::Ilp,
        recompute: false,
    },
    Contender {
        label: "checkpoint",
        solver: Solver::Checkpoint,
        recompute: true,
    },
    Contender {
        label: "checkpoint-offload",
        solver: Solver::CheckpointOffload,
        recompute: true,
    },
    Contender {
        label: "selective",
        solver: Solver::Selective,
        recompute: true,
    },
    Contender {
        label: "selective-offload",
        solver: Solver::SelectiveOffload,
        recompute: true,
    },
];

/// One allowed slowdown of one model on one profile.
pub struct SlowdownRow {
    /// The allowed slowdown, a fraction of compute-only time.
    pub slowdown: f64,
    /// Ops sunk toward their uses before planning (`None`: the input's
    /// order), chosen at this slowdown as `offload-plan` chooses.
    pub sunk: Option<usize>,
    pub none_peak: u64,
    pub none_makespan_s: f64,
    pub compute_s: f64,
    /// The working-set lower bound of the order planned.
    pub working_set: u64,
    /// One per [`CONTENDERS`], in its order.
    pub plans: Vec<Result<Measured, Failure>>,
}

/// One model on one profile.
pub struct Table {
    pub model: String,
    pub profile: String,
    pub rows: Vec<SlowdownRow>,
    /// Slowdowns without a row: the `none` plan failed there.
    pub errors: Vec<String>,
}

/// `--recompute-pareto`: plans, checks, and writes the report.
pub fn bench(args: &Args, started: Instant) -> Result<ExitCode, String> {
    let config = args.config()?;
    let slowdowns = args.recompute_slowdowns()?;
    let costs = config
        .profiles
        .iter()
        .map(|p| cost_model(p))
        .collect::<Result<Vec<_>, _>>()?;
    let models = crate::load_models(&config)?;
    let tables = run(&config, &models, &costs, &slowdowns);
    let wall_s = started.elapsed().as_secs_f64();
    let report = report(&models, &tables, &crate::command_line(), wall_s);
    crate::write(&config.output, &report)?;
    eprintln!("wrote {}", config.output.display());
    let rejected = tables
        .iter()
        .flat_map(|t| &t.rows)
        .flat_map(|r| &r.plans)
        .filter(|x| matches!(x, Ok(x) if matches!(x.verdict, Verdict::Rejected(_))))
        .count();
    if rejected > 0 {
        eprintln!(
            "hyperoffload-bench: {rejected} plan(s) REJECTED by the checker (see the report)"
        );
        return Ok(ExitCode::from(2));
    }
    Ok(ExitCode::SUCCESS)
}

/// Every model x profile x slowdown; progress goes to stderr.
fn run(
    config: &Config,
    models: &[LoadedModel],
    costs: &[CostModel],
    slowdowns: &[f64],
) -> Vec<Table> {
    let mut tables = Vec::new();
    for model in models {
        for (profile, cost) in config.profiles.iter().zip(costs) {
            let unit_started = Instant::now();
            let mut table = Table {
                model: model.spec.name.clone(),
                profile: profile.clone(),
                rows: Vec::new(),
                errors: Vec::new(),
            };
            for &slowdown in slowdowns {
                match slowdown_row(config, model, cost, slowdown) {
                    Ok(row) => table.rows.push(row),
                    Err(e) => table.errors.push(format!("at {}: {e}", percent(slowdown))),
                }
            }
            eprintln!(
                "{} on {profile}: {} slowdowns in {:.1} s",
                model.spec.name,
                slowdowns.len(),
                unit_started.elapsed().as_secs_f64()
            );
            tables.push(table);
        }
    }
    tables
}

/// Every contender at one slowdown, on the order `offload-plan` would plan
/// there; a rejected plan or a planner error is said on stderr.
fn slowdown_row(
    config: &Config,
    model: &LoadedModel,
    cost: &CostModel,
    slowdown: f64,
) -> Result<SlowdownRow, String> {
    let base = PlanRequest {
        slowdown,
        ..request(config, model, None, Solver::None)
    };
    let sunk = sunk_order_for(model, cost, &base);
    let (graph, returnable) = match sunk {
        Some((sunk, _)) => (&sunk.graph, &sunk.returnable),
        None => (&model.graph, &model.returnable),
    };
    let request = |solver, recompute| PlanRequest {
        slowdown,
        recompute,
        ..request_for(config, model, returnable, None, solver)
    };
    let none = measure(graph, cost, &request(Solver::None, false))
        .map_err(|e| format!("the none plan fails: {}", e.message))?;
    let plans = CONTENDERS
        .iter()
        .map(|c| {
            let result = measure(graph, cost, &request(c.solver, c.recompute));
            let what = format!(
                "{} of {} at {}",
                c.label,
                model.spec.name,
                percent(slowdown)
            );
            match &result {
                Ok(Measured {
                    verdict: Verdict::Rejected(errors),
                    ..
                }) => eprintln!("CHECKER REJECTED {what}: {}", errors.join("; ")),
                Err(e) if !e.infeasible => eprintln!("PLANNER ERROR in {what}: {}", e.message),
                _ => {}
            }
            result
        })
        .collect();
    Ok(SlowdownRow {
        slowdown,
        sunk: sunk.map(|(sunk, _)| sunk.moved),
        none_peak: none.peak,
        none_makespan_s: none.makespan_s,
        compute_s: none.compute_s,
        working_set: Lifetimes::compute(graph).working_set.bytes,
        plans,
    })
}

/// `1%`, `2.5%`: a fraction as a percentage without trailing zeros.
fn percent(fraction: f64) -> String {
    let text = format!("{:.2}", 100.0 * fraction);
    format!("{}%", text.trim_end_matches('0').trim_end_matches('.'))
}

impl SlowdownRow {
    /// The time `plan` adds over the `none` plan, percent of compute-only
    /// time (the bench's "slowdown from offloading").
    fn added_pct(&self, plan: &Measured) -> f64 {
        100.0 * (plan.makespan_s - self.none_makespan_s) / self.compute_s.max(1e-15)
    }

    fn within(&self, plan: &Measured) -> bool {
        self.added_pct(plan) <= 100.0 * self.slowdown + EPS
    }

    /// The plans the checker accepted, with their index in [`CONTENDERS`].
    fn valid(&self) -> impl Iterator<Item = (usize, &Measured)> {
        self.plans.iter().enumerate().filter_map(|(k, x)| match x {
            Ok(x) if !matches!(x.verdict, Verdict::Rejected(_)) => Some((k, x)),
            _ => None,
        })
    }

    /// The lowest peak among valid plans within the allowed slowdown.
    fn best(&self) -> Option<u64> {
        self.valid()
            .filter(|(_, x)| self.within(x))
            .map(|(_, x)| x.peak)
            .min()
    }
}

/// The Markdown report: the command, the legend, the models, the tables.
pub fn report(models: &[LoadedModel], tables: &[Table], command: &str, wall_s: f64) -> String {
    let mut out = String::new();
    let revision = revision().map_or(String::new(), |r| {
        format!(", built from commit `{r}` (plus whatever the working tree changed)")
    });
    let labels: Vec<_> = CONTENDERS.iter().map(|c| c.label).collect();
    let _ = write!(
        out,
        "# Recomputation against offloading\n\n\
         Produced by:\n\n```sh\n{command}\n```\n\n\
         Wall time {wall_s:.1} s{revision}. Every number comes from hyperoffload's simulator \
         on the named hardware profile, **not from hardware**; every plan was judged by the \
         independent schedule checker (`core/src/check.rs`).\n\n\
         Budget `none`, at each allowed slowdown (rows), with each plan (columns: {}):\n\n\
         - *ours*: `solver=ilp`, recomputation allowed (`recompute=auto`); *offload only*: \
         `solver=ilp recompute=off`. Both look for the lowest peak within the slowdown.\n\
         - *checkpoint* and *selective* (activation checkpointing, whole and selective) \
         **ignore the slowdown**: the same plan in every row. *checkpoint-offload* and \
         *selective-offload* take the heuristic's moves within the slowdown and add their \
         recomputations regardless of it. Their added time may thus exceed the row's slowdown.\n\
         - A cell is the plan's peak and the time it adds over the `none` plan, as a share of \
         compute-only time (the planner benchmark's *slowdown from offloading*). **Bold**: the \
         lowest peak among the plans whose added time is within the row's slowdown. *(by X)*: \
         ours handed back solver X's plan. `REJECTED`: the checker found a rule broken (a bug); \
         `infeasible` / `PLANNER ERROR`: no plan (the message is listed under the table).\n\
         - *order*: the ops sunk toward their uses where that lowers the link bound at the \
         row's slowdown, as `offload-plan` does; *`none` peak* and the *working-set bound* \
         are of the order planned.\n\n",
        labels.join(", ")
    );
    models_table(&mut out, models);
    for model in models {
        let _ = write!(out, "## {}\n\n", model.spec.name);
        for table in tables.iter().filter(|t| t.model == model.spec.name) {
            table_section(&mut out, table);
        }
    }
    out
}

/// One model on one profile: the table, whether ours is at or below the
/// others, and what failed.
fn table_section(out: &mut String, table: &Table) {
    let _ = write!(out, "### {} on {}\n\n", table.model, table.profile);
    let labels: Vec<_> = CONTENDERS.iter().map(|c| c.label).collect();
    let _ = writeln!(
        out,
        "| slowdown | order | `none` peak | working-set bound | {} |",
        labels.join(" | ")
    );
    let _ = writeln!(out, "|---|---|---|---|{}", "---|".repeat(labels.len()));
    for row in &table.rows {
        let _ = writeln!(out, "{}", row_line(row));
    }
    let _ = write!(out, "\n{}\n\n", ours_verdict(&table.rows));
    let problems: Vec<String> = table
        .errors
        .iter()
        .cloned()
        .chain(table.rows.iter().flat_map(problems))
        .collect();
    for problem in &problems {
        let _ = writeln!(out, "- {}", cell(problem));
    }
    if !problems.is_empty() {
        out.push('\n');
    }
}

/// One slowdown's line of the table.
fn row_line(row: &SlowdownRow) -> String {
    let order = row.sunk.map_or("the input's".to_owned(), |moved| {
        format!("sunk ({moved} ops)")
    });
    let mut cells = vec![
        percent(row.slowdown),
        order,
        bytes(row.none_peak),
        bytes(row.working_set),
    ];
    let best = row.best();
    for (k, contender) in CONTENDERS.iter().enumerate() {
        cells.push(match &row.plans[k] {
            Ok(x) if matches!(x.verdict, Verdict::Rejected(_)) => "**REJECTED**".to_owned(),
            Ok(x) => {
                let mut text = format!("{}, {}", bytes(x.peak), pct(row.added_pct(x)));
                if x.used != contender.solver {
                    let _ = write!(text, " (by {})", x.used);
                }
                if best == Some(x.peak) && row.within(x) {
                    text = format!("**{text}**");
                }
                text
            }
            Err(e) if e.infeasible => "infeasible".to_owned(),
            Err(_) => "**PLANNER ERROR**".to_owned(),
        });
    }
    format!("| {} |", cells.join(" | "))
}

/// Whether ours is at or below every other plan's peak at every slowdown;
/// where not, which plan, by how much, and whether within the allowance.
fn ours_verdict(rows: &[SlowdownRow]) -> String {
    let mut misses = Vec::new();
    for row in rows {
        let at = percent(row.slowdown);
        let ours = match &row.plans[0] {
            Ok(x) if !matches!(x.verdict, Verdict::Rejected(_)) => x,
            Ok(_) => {
                misses.push(format!("at {at}, ours was rejected by the checker"));
                continue;
            }
            Err(_) => {
                misses.push(format!("at {at}, ours has no plan"));
                continue;
            }
        };
        if !row.within(ours) {
            misses.push(format!(
                "at {at}, ours adds {} (beyond the allowance)",
                pct(row.added_pct(ours))
            ));
        }
        for (k, x) in row.valid().skip(1).filter(|(_, x)| x.peak < ours.peak) {
            misses.push(format!(
                "at {at}, {} is {} ({}) lower, adding {} ({} the allowance)",
                CONTENDERS[k].label,
                bytes(ours.peak - x.peak),
                pct(100.0 * (x.peak as f64 / ours.peak.max(1) as f64 - 1.0)),
                pct(row.added_pct(x)),
                if row.within(x) { "within" } else { "beyond" }
            ));
        }
    }
    if rows.is_empty() {
        "No slowdown was planned.".to_owned()
    } else if misses.is_empty() {
        "Ours is at or below every other plan at every slowdown, within the allowance.".to_owned()
    } else {
        format!(
            "Ours is not at or below every other plan at every slowdown: {}.",
            misses.join("; ")
        )
    }
}

/// The rejected plans and planner failures of one slowdown, said in full.
fn problems(row: &SlowdownRow) -> Vec<String> {
    let at = percent(row.slowdown);
    let mut out = Vec::new();
    for (contender, plan) in CONTENDERS.iter().zip(&row.plans) {
        let label = contender.label;
        match plan {
            Ok(Measured {
                verdict: Verdict::Rejected(errors),
                ..
            }) => out.push(format!(
                "at {at}, {label}: REJECTED by the checker: {}",
                errors.join("; ")
            )),
            Err(e) if e.infeasible => {
                out.push(format!("at {at}, {label}: infeasible: {}", e.message))
            }
            Err(e) => out.push(format!("at {at}, {label}: PLANNER ERROR: {}", e.message)),
            Ok(_) => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIB: u64 = 1 << 20;

    fn plan(used: Solver, peak_mib: u64, makespan_ms: f64) -> Result<Measured, Failure> {
        Ok(Measured {
            used,
            peak: peak_mib * MIB,
            makespan_s: makespan_ms / 1e3,
            compute_s: 0.1,
            h2d_bytes: 0,
            d2h_bytes: 0,
            prefetches: 0,
            solve_s: 0.0,
            notes: Vec::new(),
            verdict: Verdict::Accepted,
            checker: None,
        })
    }

    /// Compute-only 100 ms, the `none` plan 101 ms and 100 MiB: 1 ms added
    /// is 1%.
    fn row(slowdown: f64, plans: Vec<Result<Measured, Failure>>) -> SlowdownRow {
        SlowdownRow {
            slowdown,
            sunk: None,
            none_peak: 100 * MIB,
            none_makespan_s: 0.101,
            compute_s: 0.1,
            working_set: 10 * MIB,
            plans,
        }
    }

    /// Two slowdowns of one model on one profile: at 5%, ours is the lowest
    /// within the allowance but two baselines are lower beyond it; at 25%,
    /// ours hands back checkpoint's plan.
    fn sample() -> Table {
        let mut rejected = plan(Solver::Selective, 30, 101.0);
        if let Ok(x) = &mut rejected {
            x.verdict = Verdict::Rejected(vec!["a rule broken".into()]);
        }
        let infeasible = Err(Failure {
            infeasible: true,
            message: "no plan".into(),
        });
        Table {
            model: "m".into(),
            profile: "p".into(),
            rows: vec![
                row(
                    0.05,
                    vec![
                        plan(Solver::Ilp, 60, 104.0),
                        plan(Solver::Ilp, 70, 102.0),
                        plan(Solver::Checkpoint, 40, 121.0),
                        plan(Solver::CheckpointOffload, 50, 106.5),
                        rejected,
                        infeasible,
                    ],
                ),
                row(
                    0.25,
                    vec![
                        plan(Solver::Checkpoint, 40, 121.0),
                        plan(Solver::Ilp, 45, 111.0),
                        plan(Solver::Checkpoint, 40, 121.0),
                        plan(Solver::CheckpointOffload, 50, 106.5),
                        plan(Solver::Selective, 80, 101.0),
                        plan(Solver::SelectiveOffload, 55, 103.0),
                    ],
                ),
            ],
            errors: vec!["at 1%: the none plan fails: x".into()],
        }
    }

    #[test]
    fn renders_a_table_with_the_best_marked_and_an_honest_verdict() {
        let table = sample();
        let mut out = String::new();
        table_section(&mut out, &table);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], "### m on p");
        assert_eq!(
            lines[2],
            "| slowdown | order | `none` peak | working-set bound | ours | offload only | checkpoint | checkpoint-offload | selective | selective-offload |"
        );
        assert_eq!(lines[3], "|---|---|---|---|---|---|---|---|---|---|");
        assert_eq!(
            lines[4],
            "| 5% | the input's | 100.00 MiB | 10.00 MiB | **60.00 MiB, +3.00%** | 70.00 MiB, +1.00% | 40.00 MiB, +20.00% | 50.00 MiB, +5.50% | **REJECTED** | infeasible |"
        );
        assert_eq!(
            lines[5],
            "| 25% | the input's | 100.00 MiB | 10.00 MiB | **40.00 MiB, +20.00% (by checkpoint)** | 45.00 MiB, +10.00% | **40.00 MiB, +20.00%** | 50.00 MiB, +5.50% | 80.00 MiB, +0.00% | 55.00 MiB, +2.00% |"
        );
        assert_eq!(
            lines[7],
            "Ours is not at or below every other plan at every slowdown: at 5%, checkpoint is 20.00 MiB (-33.33%) lower, adding +20.00% (beyond the allowance); at 5%, checkpoint-offload is 10.00 MiB (-16.67%) lower, adding +5.50% (beyond the allowance)."
        );
        assert_eq!(
            &lines[9..12],
            [
                "- at 1%: the none plan fails: x",
                "- at 5%, selective: REJECTED by the checker: a rule broken",
                "- at 5%, selective-offload: infeasible: no plan",
            ]
        );
    }

    #[test]
    fn says_when_ours_is_at_or_below_every_other_plan() {
        let plans = vec![
            plan(Solver::Ilp, 40, 102.0),
            plan(Solver::Ilp, 40, 102.0),
            plan(Solver::Checkpoint, 40, 121.0),
            plan(Solver::CheckpointOffload, 50, 106.5),
            plan(Solver::Selective, 80, 101.0),
            plan(Solver::SelectiveOffload, 55, 103.0),
        ];
        assert_eq!(
            ours_verdict(&[row(0.05, plans)]),
            "Ours is at or below every other plan at every slowdown, within the allowance."
        );
        assert_eq!(percent(0.05), "5%");
        assert_eq!(percent(0.025), "2.5%");
    }
}
