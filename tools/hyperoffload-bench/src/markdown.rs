//! The Markdown report: settings, one table per model, and a summary that
//! states where our planners beat the baselines and where they do not.

use std::fmt::Write;

use hyperoffload_core::plan::{Budget, Solver};

use crate::{
    args::{BudgetBase, Config, budget_label},
    devices::DevicesRow,
    load::LoadedModel,
    run::{BOUND_SLOWDOWNS, Measured, Reference, Results, Row, Verdict},
};

/// Slack on comparisons of makespans (relative) so that float noise is not
/// a violation.
const EPS: f64 = 1e-9;

/// `512.00 MiB`, `2.25 GiB`: MiB below a GiB, two decimals.
pub fn bytes(b: u64) -> String {
    const MIB: f64 = 1024.0 * 1024.0;
    let b = b as f64;
    if b >= 1024.0 * MIB {
        format!("{:.2} GiB", b / (1024.0 * MIB))
    } else {
        format!("{:.2} MiB", b / MIB)
    }
}

/// Seconds as milliseconds, three decimals.
pub fn ms(s: f64) -> String {
    format!("{:.3}", s * 1e3)
}

pub fn pct(p: f64) -> String {
    format!("{p:+.2}%")
}

/// The report. `command` is the command line, `wall_s` the whole run's time.
pub fn render(
    config: &Config,
    models: &[LoadedModel],
    results: &Results,
    devices: &[DevicesRow],
    command: &str,
    wall_s: f64,
) -> String {
    let mut out = String::new();
    header(&mut out, config, models, results, command, wall_s);
    for (m, model) in models.iter().enumerate() {
        model_section(&mut out, config, results, m, model);
    }
    out.push_str("## Summary\n\n");
    best_section(&mut out, config, models, results);
    limit_section(&mut out, config, models, results);
    versus_section(&mut out, config, models, results);
    devices_section(&mut out, config, models, devices);
    problems_section(&mut out, config, models, results);
    out
}

/// The joint plan of several devices on one link against the naive split.
fn devices_section(out: &mut String, config: &Config, models: &[LoadedModel], rows: &[DevicesRow]) {
    if rows.is_empty() {
        return;
    }
    let _ = writeln!(
        out,
        "### Several devices on one link\n\n\
         N identical devices run each model at once and share one {} link; budget `none`, \
         slowdown {}. **Naive split**: each device planned alone with 1/N of the link \
         (`offload-plan link-share=` 100%/N). **Joint**: `offload-plan devices=N`, the plan for \
         the share k/N of the link and the phase (lockstep, or steps staggered by 1/N of a step) \
         that give the lowest peak within the allowance over the `none` plan on the even split, \
         judged with every device's transfers on the one link, shared fairly while several move \
         bytes (docs/tiers.md, \"Several devices on one link\"). Figures are per device \
         (steady state); link load is the share of the link's capacity all the devices' bytes \
         take. A plan the checker rejects shows as REJECTED in its row.\n",
        config.devices_profile,
        pct(config.slowdown * 100.0).trim_start_matches('+'),
    );
    out.push_str(
        "| model | N | none, even split: step ms | naive split: peak | step ms | joint: peak | step ms | peak vs split | planned for | phase | link load H2D / D2H | solver | time s |\n\
         |---|---|---|---|---|---|---|---|---|---|---|---|---|\n",
    );
    for row in rows {
        let name = &models[row.model].spec.name;
        match &row.result {
            Ok(shared) => {
                let s = &shared.link;
                let k = (s.share * s.devices as f64).round() as usize;
                let change =
                    100.0 * (s.planned.peak_bytes as f64 / s.split.peak_bytes.max(1) as f64 - 1.0);
                let _ = writeln!(
                    out,
                    "| {name} | {} | {} | {} | {} | {} | {} | {} | {k}/{} | {} | {:.0}% / {:.0}% | {} | {:.1} |",
                    s.devices,
                    ms(s.none.step_s),
                    bytes(s.split.peak_bytes),
                    ms(s.split.step_s),
                    bytes(s.planned.peak_bytes),
                    ms(s.planned.step_s),
                    pct(change),
                    s.devices,
                    if s.staggered { "staggered" } else { "lockstep" },
                    100.0 * s.planned.h2d_load,
                    100.0 * s.planned.d2h_load,
                    row.solver.map_or("-", |s| s.name()),
                    row.solve_s,
                );
            }
            Err(e) => {
                let _ = writeln!(out, "| {name} | {} | {} |||||||||||", row.devices, cell(e));
            }
        }
    }
    out.push('\n');
}

fn header(
    out: &mut String,
    config: &Config,
    models: &[LoadedModel],
    results: &Results,
    command: &str,
    wall_s: f64,
) {
    let slowdown = 100.0 * config.slowdown;
    let base = match config.budget_base {
        BudgetBase::NonePlan => {
            "the **`none` plan's peak** on the same profile (no offload beyond fetching \
             arguments that start in the host tier; `--budget-base none-plan`; for models \
             without `remote=` this is the all-on-device peak)"
        }
        BudgetBase::AllOnDevice => {
            "the **all-on-device peak** (every argument on the device, no offload: what \
             `offload-plan budget=0.8x` means; `--budget-base all-on-device`)"
        }
    };
    let revision = revision().map_or(String::new(), |r| {
        format!(", built from commit `{r}` (plus whatever the working tree changed)")
    });
    let _ = write!(
        out,
        "# Planner benchmark\n\n\
         Produced by:\n\n```sh\n{command}\n```\n\n\
         Wall time {wall_s:.1} s ({:.1} s planning), {} plans{revision}. \
         Every number below comes from hyperoffload's simulator (`core/src/simulate.rs`) \
         on the named hardware profiles (`core/profiles/`): these are model estimates, \
         **not measurements on hardware**. Every plan was also judged by the independent \
         schedule checker (`core/src/check.rs`) with the row's budget.\n\n\
         - Budget `none`: the lowest peak whose makespan stays within {slowdown}% of \
         compute-only time (plus what the `none` plan already needs to fetch arguments \
         that start in the host tier). `0.8x`: 0.8 times {base}; with a \
         budget, ilp and heuristic look for the fastest plan within it.\n\
         - *vs none*: peak change against the `none` plan's peak on the same profile. \
         *slowdown*: makespan over compute-only time. *transferred*: H2D + D2H bytes.\n\
         - *checker*: `ok` (accepted within the budget), `over budget` (rules hold but the \
         peak exceeds the budget: baselines do not all aim at a budget), `REJECTED` (a rule \
         is broken: a bug), `infeasible` (the budget cannot be met: the planner's error is in the last column), \
         `PLANNER ERROR` (the planner failed otherwise, e.g. its plan does not simulate: a bug).\n\
         - time limit (the safety net behind the planner's work limits) {} s, prefetch horizon of the baselines {} steps, tier host, {}. \
         `ilp` may hand back the heuristic's plan (then *used* says `heuristic`).\n\
         - Recomputation against offloading, at several slowdowns: ours with and without \
         recomputation beside the four checkpointing baselines, one table per model and \
         profile, is a report of its own (`hyperoffload-bench --recompute-pareto`, \
         `--large` for the Llama-2-7B training step).\n\n",
        results.wall_s,
        results.rows.len(),
        config.time_limit_s,
        config.horizon,
        match config.chunk_bytes {
            0 => "whole tensors".to_owned(),
            bytes => format!(
                "the ILP's flow program moves tensors larger than {} in chunks",
                hyperoffload_core::format_bytes(bytes)
            ),
        },
    );
    models_table(out, models);
}

/// One line per model: its file, function, ops and extraction options.
pub fn models_table(out: &mut String, models: &[LoadedModel]) {
    out.push_str("| model | file | function | ops | extraction | min-bytes | load (s) |\n");
    out.push_str("|---|---|---|---|---|---|---|\n");
    for model in models {
        let spec = &model.spec;
        let mut extraction = Vec::new();
        if let Some(remote) = &spec.remote_text {
            extraction.push(format!("remote-args={remote} (start in host)"));
        }
        if spec.donate {
            extraction.push("donate-args=true".into());
        }
        if spec.results {
            extraction.push(format!(
                "results returned in host ({} tensors may leave)",
                model.returnable.len()
            ));
        }
        if extraction.is_empty() {
            extraction.push("all arguments on the device, held by the caller".into());
        }
        let _ = writeln!(
            out,
            "| {} | `{}` | @{} ({} of {} functions) | {} | {} | {} | {:.2} |",
            spec.name,
            spec.path.display(),
            model.graph.name,
            if model.functions > 1 {
                "largest"
            } else {
                "only"
            },
            model.functions,
            model.graph.nodes.len(),
            extraction.join(", "),
            bytes(spec.min_bytes),
            model.load_s,
        );
    }
    out.push('\n');
}

fn model_section(
    out: &mut String,
    config: &Config,
    results: &Results,
    m: usize,
    model: &LoadedModel,
) {
    let _ = write!(out, "## {}\n\n", model.spec.name);
    out.push_str("| profile | order | all-on-device peak | `none` plan peak | at | working-set lower bound | returned (never moved) | caller-held arguments (never moved) | compute-only (ms) | `none` makespan (ms) |\n");
    out.push_str("|---|---|---|---|---|---|---|---|---|---|\n");
    for (p, profile) in config.profiles.iter().enumerate() {
        match results.reference(m, p) {
            Some(r) => {
                let order = match r.sunk {
                    Some((moved, before, after)) => format!(
                        "sunk ({moved} ops; link bound at 1% {} -> {})",
                        bytes(before),
                        bytes(after)
                    ),
                    None => "the input's".to_owned(),
                };
                let _ = writeln!(
                    out,
                    "| {profile} | {order} | {} | {} | {} | {} | {} | {} | {} | {} |",
                    bytes(r.all_on_device_peak),
                    bytes(r.none_peak),
                    cell(&r.none_peak_at),
                    bytes(r.working_set),
                    bytes(r.returned_bytes),
                    bytes(r.held_bytes),
                    ms(r.compute_s),
                    ms(r.none_makespan_s),
                );
            }
            None => {
                let _ = writeln!(
                    out,
                    "| {profile} | | the `none` plan failed | | | | | | | |"
                );
            }
        }
    }
    out.push('\n');
    out.push_str("| profile | budget | budget bytes | solver | used | peak | vs none | makespan (ms) | slowdown | transferred (prefetches) | solve (ms) | checker | error / notes |\n");
    out.push_str("|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
    for row in results.rows.iter().filter(|r| r.model == m) {
        let profile = &config.profiles[row.profile];
        let budget = budget_label(&config.budgets[row.budget]);
        let budget_bytes = row.budget_bytes.map_or("—".into(), bytes);
        match &row.result {
            Ok(x) => {
                let vs_none = results
                    .reference(m, row.profile)
                    .map_or("—".into(), |r| pct(reduction(r, x.peak)));
                let used = if x.used == row.asked {
                    x.used.name().to_owned()
                } else {
                    format!("**{}**", x.used)
                };
                let checker = match &x.verdict {
                    Verdict::Accepted => "ok".to_owned(),
                    Verdict::OverBudget => "over budget".to_owned(),
                    Verdict::Rejected(_) => "**REJECTED**".to_owned(),
                };
                let mut notes = x.notes.clone();
                if let Verdict::Rejected(errors) = &x.verdict {
                    notes.extend(errors.iter().cloned());
                }
                let _ = writeln!(
                    out,
                    "| {profile} | {budget} | {budget_bytes} | {} | {used} | {} | {vs_none} | {} | {} | {} ({}) | {:.1} | {checker} | {} |",
                    row.asked,
                    bytes(x.peak),
                    ms(x.makespan_s),
                    pct(x.slowdown_pct()),
                    bytes(x.transferred()),
                    x.prefetches,
                    x.solve_s * 1e3,
                    cell(&notes.join("; ")),
                );
            }
            Err(e) => {
                let _ = writeln!(
                    out,
                    "| {profile} | {budget} | {budget_bytes} | {} | — | — | — | — | — | — | — | {} | {} |",
                    row.asked,
                    if e.infeasible {
                        "infeasible"
                    } else {
                        "**PLANNER ERROR**"
                    },
                    cell(&e.message)
                );
            }
        }
    }
    out.push('\n');
}

/// The commit the benchmark was built from, when built inside a checkout
/// (`build.rs`).
pub fn revision() -> Option<String> {
    option_env!("HYPEROFFLOAD_BENCH_COMMIT").map(str::to_owned)
}

/// Peak change against the `none` plan, percent (negative: lower).
fn reduction(reference: &Reference, peak: u64) -> f64 {
    100.0 * (peak as f64 / reference.none_peak.max(1) as f64 - 1.0)
}

/// Text safe in a table cell.
pub fn cell(text: &str) -> String {
    text.replace('|', "\\|").replace('\n', " ")
}

/// Valid plans (checker rules hold, budget aside) of one model x profile.
fn valid(results: &Results, m: usize, p: usize) -> impl Iterator<Item = (&Row, &Measured)> {
    results
        .rows
        .iter()
        .filter(move |r| r.model == m && r.profile == p)
        .filter_map(|r| r.result.as_ref().ok().map(|x| (r, x)))
        .filter(|(_, x)| !matches!(x.verdict, Verdict::Rejected(_)))
}

/// The lowest peak among valid plans with at most `max_slowdown` percent
/// slowdown, and every solver@budget that reaches it.
fn best_within(
    config: &Config,
    results: &Results,
    m: usize,
    p: usize,
    max_slowdown: f64,
) -> Option<(u64, f64, String)> {
    let reference = results.reference(m, p)?;
    // Slowdown from offloading: over the `none` plan's makespan, as a
    // share of compute-only time (the allowance of the budget-`none` rows).
    let over_none = |makespan_s: f64| {
        100.0 * (makespan_s - reference.none_makespan_s) / reference.compute_s.max(1e-15)
    };
    let candidates: Vec<_> = valid(results, m, p)
        .filter(|(_, x)| over_none(x.makespan_s) <= max_slowdown + EPS)
        .collect();
    let best = candidates.iter().map(|(_, x)| x.peak).min()?;
    let mut by: Vec<String> = Vec::new();
    let mut slowest: f64 = f64::NEG_INFINITY;
    for (r, x) in candidates.iter().filter(|(_, x)| x.peak == best) {
        slowest = slowest.max(over_none(x.makespan_s));
        let name = format!("{}@{}", r.asked, budget_label(&config.budgets[r.budget]));
        if !by.iter().any(|b| b.starts_with(&format!("{}@", r.asked))) {
            by.push(name);
        }
    }
    Some((best, slowest, by.join(", ")))
}

/// How far `peak` is above `bound`.
fn distance(bound: u64, peak: u64) -> String {
    format!(
        "+{} ({})",
        bytes(peak.saturating_sub(bound)),
        pct(100.0 * (peak as f64 / bound.max(1) as f64 - 1.0))
    )
}

fn best_section(out: &mut String, config: &Config, models: &[LoadedModel], results: &Results) {
    out.push_str("### Best peak reduction within a slowdown, and how far the limit is\n\n");
    out.push_str(
        "Lowest peak among all valid plans of a model and profile (any budget, any solver) whose \
         slowdown from offloading is at most 1% / 5% / anything, who reached it \
         (`solver@budget`; every solver that ties is listed), the **link bound** at that \
         slowdown and the distance to it. *Slowdown from offloading* is the makespan over the \
         `none` plan's makespan, as a share of compute-only time (the allowance of the \
         budget-`none` rows): for a model whose arguments start in the host tier, the `none` \
         plan already waits for the first ones (e.g. +1.14% on gh200-c2c for the medium step \
         with its state in host), a price of keeping them there that no plan avoids; otherwise \
         the `none` makespan is compute-only time and this is the slowdown column of the \
         tables above.\n\n\
         The link bound (`core/src/plan/bound/`, docs/planner.md) is a lower bound on the peak \
         of *any* plan that moves what the planner may move (at any size, in chunks as small as \
         wanted) and stalls at most that long: at each step, a tensor can be off the device only \
         if its store fits the device-to-host link between its definition and the step, and its \
         prefetch fits the host-to-device link between the step and its next use; the most \
         bytes that can be off at once is a polymatroid intersection, solved exactly. Without a \
         slowdown limit it drops the links (only what may move limits), and it is at least the \
         working-set bound. Where the link bound at 1% is far above the working-set bound, the \
         bandwidth does not allow hiding: the links, not the planner, set the limit.\n\n",
    );
    out.push_str("| model | profile | `none` peak | working-set bound | best at <= 1% | by | link bound at 1% | distance | best at <= 5% | by | link bound at 5% | distance | lowest at any slowdown | by | bound without links | distance |\n");
    out.push_str("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
    for (m, model) in models.iter().enumerate() {
        for (p, profile) in config.profiles.iter().enumerate() {
            let Some(r) = results.reference(m, p) else {
                continue;
            };
            let mut cells = Vec::new();
            for (limit, &bound) in BOUND_SLOWDOWNS.iter().zip(&r.bounds) {
                match best_within(config, results, m, p, *limit) {
                    Some((peak, slowest, by)) => {
                        let what = if limit.is_finite() {
                            format!("{} ({})", bytes(peak), pct(reduction(r, peak)))
                        } else {
                            format!(
                                "{} ({}) at {} slowdown",
                                bytes(peak),
                                pct(reduction(r, peak)),
                                pct(slowest)
                            )
                        };
                        cells.push(what);
                        cells.push(by);
                        cells.push(format!("{} ({})", bytes(bound), pct(reduction(r, bound))));
                        cells.push(distance(bound, peak));
                    }
                    None => {
                        cells.push("no plan".into());
                        cells.push("—".into());
                        cells.push(bytes(bound));
                        cells.push("—".into());
                    }
                }
            }
            let _ = writeln!(
                out,
                "| {} | {profile} | {} | {} | {} |",
                model.spec.name,
                bytes(r.none_peak),
                bytes(r.working_set),
                cells.join(" | ")
            );
        }
    }
    out.push('\n');
}

/// Whether each best plan at 1% is near the limit: within 10% of the
/// working-set bound where the link allows hiding (its 1% bound is within
/// 10% of the working set), otherwise how far the link bound is.
fn limit_section(out: &mut String, config: &Config, models: &[LoadedModel], results: &Results) {
    out.push_str(
        "### Distance to the limit at 1% slowdown

",
    );
    out.push_str(
        "The target: within 10% of the working-set lower bound whenever the bandwidth allows \
         hiding. *The link allows hiding* when the 1% link bound is within 10% of the \
         working-set bound; where it is not, the links (or what may not move) set the limit, \
         and the plan is compared with the link bound instead. Two link bounds, both lower \
         bounds on every plan's peak: the *link bound* looks at each step on its own (the \
         links free for that step's tensors alone); the *joint link bound* \
         (`core/src/plan/bound/joint.rs`) shares each link's time among all the steps, in a \
         linear program over time bins (memory checked at one step per bin), so it is tighter \
         where the links are busy all along and looser where its bins are coarse. The limit \
         that applies is the higher of the two.\n\n",
    );
    out.push_str("| model | profile | working-set bound | link bound at 1% | joint link bound at 1% | link allows hiding | best at <= 1% | best / working set | best / link bounds | within 10% of the limit that applies |\n");
    out.push_str("|---|---|---|---|---|---|---|---|---|---|\n");
    for (m, model) in models.iter().enumerate() {
        for (p, profile) in config.profiles.iter().enumerate() {
            let Some(r) = results.reference(m, p) else {
                continue;
            };
            let Some((best, _, _)) = best_within(config, results, m, p, 1.0) else {
                continue;
            };
            let ws = r.working_set.max(1) as f64;
            let bound = r.bounds[0].max(r.joint.unwrap_or(0)).max(1) as f64;
            let hides = bound <= 1.1 * ws;
            let limit = if hides { ws } else { bound };
            let within = best as f64 <= 1.1 * limit;
            let _ = writeln!(
                out,
                "| {} | {profile} | {} | {} | {} | {} | {} | {:.2}x | {:.2}x | {} |",
                model.spec.name,
                bytes(r.working_set),
                bytes(r.bounds[0]),
                r.joint.map_or("—".to_owned(), bytes),
                if hides {
                    "yes".to_owned()
                } else {
                    format!("no ({:.2}x the working set)", bound / ws)
                },
                bytes(best),
                best as f64 / ws,
                best as f64 / bound,
                match (within, hides) {
                    (true, true) => "yes (of the working set)",
                    (true, false) => "yes (of the link bounds)",
                    (false, true) => "**no** (of the working set)",
                    (false, false) => "**no** (of the link bounds)",
                },
            );
        }
    }
    out.push('\n');
}

/// The result of `solver` in one budget row.
fn result_of<'r>(rows: &[&'r Row], solver: Solver) -> Option<&'r Row> {
    rows.iter().copied().find(|r| r.asked == solver)
}

fn versus_section(out: &mut String, config: &Config, models: &[LoadedModel], results: &Results) {
    let slowdown = 100.0 * config.slowdown;
    let _ = write!(
        out,
        "### ilp and heuristic against the baselines, per budget\n\n\
         With a budget, ilp and heuristic should be at least as fast as every baseline plan \
         that the checker accepts within that budget (baselines over the budget are not \
         comparable and are not counted); a row where ours is infeasible while a baseline \
         fits is a violation too. Without a budget (`none`), the objective is the peak: \
         ours should have a peak no higher than every baseline within the same slowdown \
         allowance ({slowdown}% of compute-only time on top of the `none` plan's makespan), \
         and stay within that allowance itself. Violations are listed in full.\n\n",
    );
    out.push_str(
        "| model | profile | budget | ilp | heuristic | best comparable baseline | verdict |\n",
    );
    out.push_str("|---|---|---|---|---|---|---|\n");
    let mut violations = Vec::new();
    for (m, model) in models.iter().enumerate() {
        for (p, profile) in config.profiles.iter().enumerate() {
            let Some(reference) = results.reference(m, p) else {
                continue;
            };
            for (b, budget) in config.budgets.iter().enumerate() {
                let rows: Vec<&Row> = results
                    .rows
                    .iter()
                    .filter(|r| r.model == m && r.profile == p && r.budget == b)
                    .collect();
                let ours: Vec<&Row> = [Solver::Ilp, Solver::Heuristic]
                    .into_iter()
                    .filter_map(|s| result_of(&rows, s))
                    .collect();
                if ours.is_empty() {
                    continue;
                }
                let baselines: Vec<&Row> = rows
                    .iter()
                    .copied()
                    .filter(|r| !matches!(r.asked, Solver::Ilp | Solver::Heuristic))
                    .collect();
                let (cells, found) = if *budget == Budget::None {
                    compare_min_peak(config, reference, &ours, &baselines)
                } else {
                    compare_budget(&ours, &baselines)
                };
                let label = format!("{} / {profile} / {}", model.spec.name, budget_label(budget));
                let verdict = if found.is_empty() {
                    "ok".to_owned()
                } else {
                    format!("**VIOLATION**: {}", found.join("; "))
                };
                violations.extend(found.into_iter().map(|v| format!("{label}: {v}")));
                let _ = writeln!(
                    out,
                    "| {} | {profile} | {} | {} | {verdict} |",
                    model.spec.name,
                    budget_label(budget),
                    cells.join(" | ")
                );
            }
        }
    }
    let _ = write!(out, "\nViolations: {}\n\n", violations.len());
    for v in &violations {
        let _ = writeln!(out, "- {v}");
    }
    if !violations.is_empty() {
        out.push('\n');
    }
}

/// Cells (ilp, heuristic, best baseline) and violations of a budget row:
/// makespan against every baseline accepted within the budget.
fn compare_budget(ours: &[&Row], baselines: &[&Row]) -> (Vec<String>, Vec<String>) {
    let fitting: Vec<(&Row, &Measured)> = baselines
        .iter()
        .filter(|r| r.fits())
        .filter_map(|r| r.result.as_ref().ok().map(|x| (*r, x)))
        .collect();
    let mut cells = Vec::new();
    let mut found = Vec::new();
    for solver in [Solver::Ilp, Solver::Heuristic] {
        let Some(row) = ours.iter().find(|r| r.asked == solver) else {
            cells.push("not run".into());
            continue;
        };
        match &row.result {
            Ok(x) => {
                cells.push(format!("{} ms{}", ms(x.makespan_s), fallback(row, x)));
                if x.verdict != Verdict::Accepted {
                    found.push(format!("{solver}'s plan is not accepted within the budget"));
                }
                for (b, bx) in &fitting {
                    if x.makespan_s > bx.makespan_s * (1.0 + EPS) {
                        found.push(format!(
                            "{solver} {} ms > {} {} ms",
                            ms(x.makespan_s),
                            b.asked,
                            ms(bx.makespan_s)
                        ));
                    }
                }
            }
            Err(e) => {
                let what = if e.infeasible {
                    "infeasible"
                } else {
                    "planner error"
                };
                cells.push(what.into());
                if !e.infeasible {
                    found.push(format!("{solver} failed: {}", e.message));
                }
                for (b, bx) in &fitting {
                    found.push(format!(
                        "{solver} {what} but {} fits ({} ms, peak {})",
                        b.asked,
                        ms(bx.makespan_s),
                        bytes(bx.peak)
                    ));
                }
            }
        }
    }
    cells.push(
        fitting
            .iter()
            .min_by(|a, b| a.1.makespan_s.total_cmp(&b.1.makespan_s))
            .map_or("none fits".into(), |(r, x)| {
                format!("{} {} ms", r.asked, ms(x.makespan_s))
            }),
    );
    (cells, found)
}

/// Cells and violations of a `none`-budget row: peak against every baseline
/// within the slowdown allowance.
fn compare_min_peak(
    config: &Config,
    reference: &Reference,
    ours: &[&Row],
    baselines: &[&Row],
) -> (Vec<String>, Vec<String>) {
    let allowed = reference.none_makespan_s + config.slowdown * reference.compute_s;
    let within = |x: &Measured| x.makespan_s <= allowed * (1.0 + EPS);
    let comparable: Vec<(&Row, &Measured)> = baselines
        .iter()
        .filter_map(|r| r.result.as_ref().ok().map(|x| (*r, x)))
        .filter(|(_, x)| !matches!(x.verdict, Verdict::Rejected(_)) && within(x))
        .collect();
    let mut cells = Vec::new();
    let mut found = Vec::new();
    for solver in [Solver::Ilp, Solver::Heuristic] {
        let Some(row) = ours.iter().find(|r| r.asked == solver) else {
            cells.push("not run".into());
            continue;
        };
        match &row.result {
            Ok(x) => {
                cells.push(format!(
                    "peak {} at {}{}",
                    bytes(x.peak),
                    pct(x.slowdown_pct()),
                    fallback(row, x)
                ));
                if !within(x) {
                    found.push(format!(
                        "{solver} is over the slowdown allowance ({} ms > {} ms)",
                        ms(x.makespan_s),
                        ms(allowed)
                    ));
                }
                for (b, bx) in &comparable {
                    if x.peak > bx.peak {
                        found.push(format!(
                            "{solver} peak {} > {} {} (at {})",
                            bytes(x.peak),
                            b.asked,
                            bytes(bx.peak),
                            pct(bx.slowdown_pct())
                        ));
                    }
                }
            }
            Err(e) => {
                cells.push("failed".into());
                found.push(format!("{solver} failed: {}", e.message));
            }
        }
    }
    cells.push(comparable.iter().min_by_key(|(_, x)| x.peak).map_or(
        "none within the allowance".into(),
        |(r, x)| {
            format!(
                "{} peak {} at {}",
                r.asked,
                bytes(x.peak),
                pct(x.slowdown_pct())
            )
        },
    ));
    (cells, found)
}

fn fallback(row: &Row, x: &Measured) -> String {
    if x.used != row.asked {
        format!(" (used {})", x.used)
    } else {
        String::new()
    }
}

/// The checks and oddities of a run: what the checker, the ILP and the
/// planner said that a reader should look at.
fn problems_section(out: &mut String, config: &Config, models: &[LoadedModel], results: &Results) {
    out.push_str("### Checks and oddities\n\n");
    let label = |r: &Row| {
        format!(
            "{} / {} / {} / {}",
            models[r.model].spec.name,
            config.profiles[r.profile],
            budget_label(&config.budgets[r.budget]),
            r.asked
        )
    };
    checker_problems(out, results, &label);
    ilp_problems(out, config, results, &label);
    planner_failures(out, config, models, results, &label);
    over_budget_per_solver(out, config, results);
    out.push('\n');
}

/// The rows with a plan, and their measurements.
fn ok_rows(results: &Results) -> impl Iterator<Item = (&Row, &Measured)> {
    results
        .rows
        .iter()
        .filter_map(|r| r.result.as_ref().ok().map(|x| (r, x)))
}

/// Checker rejections, ours over their budget, and where the simulator and
/// the checker disagree.
fn checker_problems(out: &mut String, results: &Results, label: &dyn Fn(&Row) -> String) {
    let rejected: Vec<String> = ok_rows(results)
        .filter_map(|(r, x)| match &x.verdict {
            Verdict::Rejected(e) => Some(format!("{}: {}", label(r), e.join("; "))),
            _ => None,
        })
        .collect();
    list(
        out,
        "**Checker rejections** (a broken rule: always a bug)",
        &rejected,
    );

    let ours_over: Vec<String> = ok_rows(results)
        .filter(|(r, x)| {
            matches!(r.asked, Solver::Ilp | Solver::Heuristic) && x.verdict == Verdict::OverBudget
        })
        .map(|(r, x)| format!("{}: peak {}", label(r), bytes(x.peak)))
        .collect();
    list(out, "ilp/heuristic plans over their budget", &ours_over);

    let disagree: Vec<String> = ok_rows(results)
        .filter_map(|(r, x)| {
            let (peak, makespan) = x.checker?;
            let off =
                peak != x.peak || (makespan - x.makespan_s).abs() > 1e-9 * x.makespan_s.max(1e-12);
            off.then(|| {
                format!(
                    "{}: simulator peak {} / makespan {} ms, checker {} / {} ms",
                    label(r),
                    bytes(x.peak),
                    ms(x.makespan_s),
                    bytes(peak),
                    ms(makespan)
                )
            })
        })
        .collect();
    list(
        out,
        "Simulator and checker disagree on peak or makespan",
        &disagree,
    );
}

/// Where the ILP handed back the heuristic's plan, and where it ran past
/// the time limit.
fn ilp_problems(
    out: &mut String,
    config: &Config,
    results: &Results,
    label: &dyn Fn(&Row) -> String,
) {
    let fallbacks: Vec<String> = ok_rows(results)
        .filter(|(r, x)| r.asked == Solver::Ilp && x.used != Solver::Ilp)
        .map(|(r, x)| format!("{}: {}", label(r), x.notes.join("; ")))
        .collect();
    let ilp_rows = ok_rows(results)
        .filter(|(r, _)| r.asked == Solver::Ilp)
        .count();
    list(
        out,
        &format!(
            "ILP handed back the heuristic's plan ({} of {ilp_rows} ILP plans)",
            fallbacks.len()
        ),
        &fallbacks,
    );

    let slow_ilp: Vec<String> = ok_rows(results)
        .filter(|(r, x)| r.asked == Solver::Ilp && x.solve_s > config.time_limit_s)
        .map(|(r, x)| format!("{}: {:.1} s", label(r), x.solve_s))
        .collect();
    list(
        out,
        "ILP plans that took longer than the time limit (solve + simulate)",
        &slow_ilp,
    );
}

/// Planner errors, and the infeasible rows grouped by model x profile x
/// budget.
fn planner_failures(
    out: &mut String,
    config: &Config,
    models: &[LoadedModel],
    results: &Results,
    label: &dyn Fn(&Row) -> String,
) {
    let failed = |infeasible: bool| -> Vec<String> {
        results
            .rows
            .iter()
            .filter_map(|r| match &r.result {
                Err(e) if e.infeasible == infeasible => {
                    Some(format!("{}: {}", label(r), e.message))
                }
                _ => None,
            })
            .collect()
    };
    list(
        out,
        "**Planner errors** (no plan for a reason other than the budget: a bug)",
        &failed(false),
    );
    // Infeasible rows, one line per model x profile x budget.
    type Group = ((usize, usize, usize), Vec<String>, String);
    let mut groups: Vec<Group> = Vec::new();
    for r in &results.rows {
        if let Err(e) = &r.result
            && e.infeasible
        {
            let key = (r.model, r.profile, r.budget);
            match groups.iter_mut().find(|g| g.0 == key) {
                Some(g) => g.1.push(r.asked.to_string()),
                None => groups.push((key, vec![r.asked.to_string()], e.message.clone())),
            }
        }
    }
    let infeasible: Vec<String> = groups
        .iter()
        .map(|((m, p, b), solvers, message)| {
            format!(
                "{} / {} / {}: {} ({}{message})",
                models[*m].spec.name,
                config.profiles[*p],
                budget_label(&config.budgets[*b]),
                solvers.join(", "),
                if solvers.len() > 1 { "first: " } else { "" },
            )
        })
        .collect();
    let count = results
        .rows
        .iter()
        .filter(|r| matches!(&r.result, Err(e) if e.infeasible))
        .count();
    list(
        out,
        &format!(
            "Infeasible plans (budget below the working set, or no plan found within it): {count}, in model / profile / budget groups"
        ),
        &infeasible,
    );
}

/// How many plans of each solver are over their budget.
fn over_budget_per_solver(out: &mut String, config: &Config, results: &Results) {
    out.push_str(
        "- Plans over their budget, per solver (expected of baselines that do not aim at a budget):\n",
    );
    for solver in &config.solvers {
        let budgeted = ok_rows(results)
            .filter(|(r, _)| r.asked == *solver && r.budget_bytes.is_some())
            .count();
        let n = ok_rows(results)
            .filter(|(r, x)| r.asked == *solver && x.verdict == Verdict::OverBudget)
            .count();
        if budgeted > 0 {
            let _ = writeln!(out, "  - {solver}: {n} of {budgeted}");
        }
    }
}

fn list(out: &mut String, title: &str, items: &[String]) {
    if items.is_empty() {
        let _ = writeln!(out, "- {title}: none.");
        return;
    }
    let _ = writeln!(out, "- {title}: {}", items.len());
    for item in items {
        let _ = writeln!(out, "  - {}", cell(item));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_bytes_and_times() {
        assert_eq!(bytes(64 * 1024), "0.06 MiB");
        assert_eq!(bytes(375 << 20), "375.00 MiB");
        assert_eq!(bytes(2412982276), "2.25 GiB");
        assert_eq!(ms(0.0525), "52.500");
        assert_eq!(cell("a|b\nc"), "a\\|b c");
    }
}
