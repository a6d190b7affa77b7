//! One SVG per model: peak device memory against makespan, one series per
//! solver across the budgets, on the first profile of the run.

use hyperoffload_core::{plan::Solver, units::ByteScale};
use plotters::{
    prelude::*,
    style::text_anchor::{HPos, Pos, VPos},
};

use crate::{
    args::Config,
    load::LoadedModel,
    run::{Results, Verdict},
};

const FONT: &str = "sans-serif";
const SIZE: (u32, u32) = (960, 640);
/// Makespans beyond this multiple of compute-only time are off scale.
const OFF_SCALE: f64 = 2.0;

type DrawResult = Result<(), Box<dyn std::error::Error>>;

/// The color of a solver's series.
fn style(solver: Solver) -> RGBColor {
    match solver {
        Solver::None => RGBColor(110, 110, 110),
        Solver::Reactive => RGBColor(230, 140, 20),
        Solver::PytorchAo => RGBColor(140, 70, 170),
        Solver::Interval => RGBColor(140, 90, 50),
        Solver::Heuristic => RGBColor(30, 100, 220),
        Solver::Ilp => RGBColor(210, 30, 40),
        Solver::Checkpoint => RGBColor(40, 150, 80),
        Solver::CheckpointOffload => RGBColor(20, 110, 60),
        Solver::Selective => RGBColor(170, 170, 40),
        Solver::SelectiveOffload => RGBColor(120, 120, 20),
    }
}

/// One solver's points: (peak bytes, makespan s), by peak.
struct Series {
    solver: Solver,
    points: Vec<(u64, f64)>,
}

/// The SVG of `model` (index `m`) on the first profile, or `None` when no
/// plan of it exists there.
pub fn render(
    config: &Config,
    results: &Results,
    models: &[LoadedModel],
    m: usize,
) -> Option<String> {
    let reference = results.reference(m, 0)?;
    let series: Vec<Series> = config
        .solvers
        .iter()
        .map(|&solver| {
            let mut points: Vec<(u64, f64)> = results
                .rows
                .iter()
                .filter(|r| r.model == m && r.profile == 0 && r.asked == solver)
                .filter_map(|r| r.result.as_ref().ok())
                .filter(|x| !matches!(x.verdict, Verdict::Rejected(_)))
                .map(|x| (x.peak, x.makespan_s))
                .collect();
            points.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)));
            points.dedup();
            Series { solver, points }
        })
        .collect();
    let all: Vec<(u64, f64)> = series
        .iter()
        .flat_map(|s| s.points.iter().copied())
        .collect();
    if all.is_empty() {
        return None;
    }
    let title = format!(
        "{} on {}: peak vs makespan across budgets",
        models[m].spec.name, config.profiles[0]
    );
    let mut svg = String::new();
    let outcome = {
        let root = SVGBackend::with_string(&mut svg, SIZE).into_drawing_area();
        draw(
            &root,
            &title,
            &series,
            &all,
            reference.working_set,
            reference.compute_s,
        )
        .and_then(|()| root.present().map_err(Into::into))
    };
    match outcome {
        Ok(()) => Some(svg),
        Err(e) => {
            eprintln!(
                "warning: the Pareto plot of {} failed: {e}",
                models[m].spec.name
            );
            None
        }
    }
}

fn draw(
    root: &DrawingArea<SVGBackend, plotters::coord::Shift>,
    title: &str,
    series: &[Series],
    all: &[(u64, f64)],
    working_set: u64,
    compute_s: f64,
) -> DrawResult {
    root.fill(&WHITE)?;
    let max_peak = all.iter().map(|p| p.0).max().unwrap_or(1).max(working_set);
    // GiB for models that reach a GiB, MiB for the small ones.
    let scale = ByteScale::for_max(max_peak.max(1 << 20));
    let x_max = scale.scale(max_peak) * 1.08;
    // Makespans past OFF_SCALE x compute-only are drawn at the top edge
    // with their value, so that one slow baseline does not flatten the rest.
    let cap = compute_s * OFF_SCALE;
    let (y_lo, y_hi) = all.iter().fold((compute_s, compute_s), |(lo, hi), p| {
        (lo.min(p.1), hi.max(p.1.min(cap)))
    });
    let pad = ((y_hi - y_lo) * 0.08).max(y_hi * 0.005);
    // Headroom above the points for the legend.
    let headroom = (y_hi - y_lo + 2.0 * pad) * 0.45;
    let (y_lo, y_hi) = ((y_lo - pad).max(0.0) * 1e3, (y_hi + pad + headroom) * 1e3);
    let mut chart = ChartBuilder::on(root)
        .caption(title, (FONT, 20))
        .margin(14)
        .x_label_area_size(44)
        .y_label_area_size(70)
        .build_cartesian_2d(0.0..x_max, y_lo..y_hi)?;
    chart
        .configure_mesh()
        .x_desc(format!("peak device memory ({})", scale.unit))
        .y_desc(format!(
            "makespan (ms; above {OFF_SCALE}x compute-only: drawn at {OFF_SCALE}x, labelled)"
        ))
        .draw()?;
    let bound = RGBColor(40, 150, 60);
    let ws = scale.scale(working_set);
    chart
        .draw_series(DashedLineSeries::new(
            vec![(ws, y_lo), (ws, y_hi)],
            6,
            4,
            bound.stroke_width(1),
        ))?
        .label("working-set lower bound")
        .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], bound));
    chart
        .draw_series(DashedLineSeries::new(
            vec![(0.0, compute_s * 1e3), (x_max, compute_s * 1e3)],
            6,
            4,
            BLACK.stroke_width(1),
        ))?
        .label("compute-only time")
        .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], BLACK));
    for s in series.iter().filter(|s| !s.points.is_empty()) {
        let color = style(s.solver);
        let points: Vec<(f64, f64)> = s
            .points
            .iter()
            .map(|&(b, t)| (scale.scale(b), t.min(cap) * 1e3))
            .collect();
        for &(b, t) in s.points.iter().filter(|p| p.1 > cap) {
            chart.draw_series(std::iter::once(Text::new(
                format!("{}: {:.3} ms ", s.solver, t * 1e3),
                (scale.scale(b), cap * 1e3),
                // Right-aligned in the right half, so it stays in the plot.
                (FONT, 12).into_font().color(&color).pos(Pos::new(
                    if scale.scale(b) > x_max / 2.0 {
                        HPos::Right
                    } else {
                        HPos::Left
                    },
                    VPos::Top,
                )),
            )))?;
        }
        chart.draw_series(LineSeries::new(points.clone(), color.stroke_width(2)))?;
        // Ours: hollow circles (ilp) and crosses (heuristic), so that
        // identical plans of both stay visible; baselines: filled circles.
        let anno = match s.solver {
            Solver::Ilp => chart.draw_series(
                points
                    .iter()
                    .map(|&p| Circle::new(p, 7, color.stroke_width(2))),
            )?,
            Solver::Heuristic => chart.draw_series(
                points
                    .iter()
                    .map(|&p| Cross::new(p, 5, color.stroke_width(2))),
            )?,
            _ => chart.draw_series(points.iter().map(|&p| Circle::new(p, 4, color.filled())))?,
        };
        anno.label(s.solver.name()).legend(move |(x, y)| {
            EmptyElement::at((x + 10, y))
                + PathElement::new(vec![(-10, 0), (10, 0)], color.stroke_width(2))
                + Circle::new((0, 0), 4, color.filled())
        });
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperRight)
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .label_font((FONT, 14))
        .draw()?;
    Ok(())
}
