//! An SVG picture of one simulated run: device memory over time (top) and
//! what each stream is doing (bottom).
//!
//! The top panel draws the memory curve as steps, a horizontal line at the
//! working-set lower bound, one at the budget when there is one, and a
//! marker at the peak. The bottom panel is a Gantt strip with one row per
//! stream: compute, H2D (prefetches), D2H (stores). Time is in ms on both,
//! memory in the binary unit that suits the largest value (GiB, MiB, ...).

use crate::{
    graph::TensorGraph,
    lifetimes::Lifetimes,
    simulate::{BusyInterval, Timeline},
    units::{ByteScale, format_bytes, format_seconds},
};
use plotters::{coord::ranged1d::SegmentValue, prelude::*};

const WIDTH: u32 = 1000;
const MEMORY_PANEL_HEIGHT: u32 = 460;
const GANTT_PANEL_HEIGHT: u32 = 220;
const FONT: &str = "sans-serif";

const MEMORY_COLOR: RGBColor = RGBColor(31, 119, 180);
const BOUND_COLOR: RGBColor = RGBColor(44, 160, 44);
const BUDGET_COLOR: RGBColor = RGBColor(214, 39, 40);
const PEAK_COLOR: RGBColor = RGBColor(148, 103, 189);
const H2D_COLOR: RGBColor = RGBColor(44, 160, 44);
const D2H_COLOR: RGBColor = RGBColor(255, 127, 14);

/// Stream rows of the Gantt strip, top to bottom.
const STREAM_ROWS: [&str; 3] = ["compute", "H2D", "D2H"];

/// Renders `timeline` of `graph` as an SVG document; `budget` (bytes), when
/// given, is drawn as a line. Drawing into a string cannot fail in practice;
/// if plotters ever reports an error, the SVG says so in a text element.
pub fn render_svg(
    graph: &TensorGraph,
    lifetimes: &Lifetimes,
    timeline: &Timeline,
    budget: Option<u64>,
) -> String {
    let mut svg = String::new();
    let outcome = {
        let size = (WIDTH, MEMORY_PANEL_HEIGHT + GANTT_PANEL_HEIGHT);
        let root = SVGBackend::with_string(&mut svg, size).into_drawing_area();
        draw(&root, &PlotData::new(graph, lifetimes, timeline, budget))
            .and_then(|()| root.present().map_err(Into::into))
    };
    match outcome {
        Ok(()) => svg,
        Err(error) => failed_svg(&error.to_string()),
    }
}

type DrawResult = Result<(), Box<dyn std::error::Error>>;

/// What the two panels show, in plot units (ms and `scale`).
struct PlotData<'a> {
    timeline: &'a Timeline,
    title: String,
    /// Right end of the time axis, ms.
    end_ms: f64,
    scale: ByteScale,
    /// Top of the memory axis, in `scale` units.
    top: f64,
    working_set_bytes: u64,
    budget: Option<u64>,
    peak_label: String,
}

impl<'a> PlotData<'a> {
    fn new(
        graph: &TensorGraph,
        lifetimes: &Lifetimes,
        timeline: &'a Timeline,
        budget: Option<u64>,
    ) -> PlotData<'a> {
        let working_set_bytes = lifetimes.working_set.bytes;
        let highest = timeline
            .peak
            .bytes
            .max(working_set_bytes)
            .max(budget.unwrap_or(0))
            .max(1);
        let scale = ByteScale::for_max(highest);
        let peak_op = timeline
            .peak
            .node
            .and_then(|step| graph.nodes.get(step))
            .map_or("-", |node| node.op.as_str());
        let peak_label = format!(
            "peak {} at {} ({peak_op})",
            format_bytes(timeline.peak.bytes),
            format_seconds(timeline.peak.time_s)
        );
        PlotData {
            timeline,
            title: format!(
                "@{}: device memory on {}",
                graph.name.trim_start_matches('@'),
                timeline.profile
            ),
            end_ms: (timeline.makespan_s * 1e3).max(1e-6),
            top: scale.scale(highest) * 1.1,
            scale,
            working_set_bytes,
            budget,
            peak_label,
        }
    }

    /// The memory curve as steps: each level holds until the next change,
    /// the last one until the end.
    fn memory_steps(&self) -> Vec<(f64, f64)> {
        let mut steps = Vec::with_capacity(self.timeline.memory.len() * 2 + 1);
        for point in &self.timeline.memory {
            let time_ms = point.time_s * 1e3;
            if let Some(&(_, level)) = steps.last() {
                steps.push((time_ms, level));
            }
            steps.push((time_ms, self.scale.scale(point.bytes)));
        }
        if let Some(&(_, level)) = steps.last() {
            steps.push((self.end_ms, level));
        }
        steps
    }

    fn horizontal_line(&self, bytes: u64) -> Vec<(f64, f64)> {
        let level = self.scale.scale(bytes);
        vec![(0.0, level), (self.end_ms, level)]
    }
}

fn draw(root: &DrawingArea<SVGBackend, plotters::coord::Shift>, data: &PlotData) -> DrawResult {
    root.fill(&WHITE)?;
    let (memory_area, gantt_area) = root.split_vertically(MEMORY_PANEL_HEIGHT);
    draw_memory_panel(&memory_area, data)?;
    draw_gantt_panel(&gantt_area, data)
}

fn draw_memory_panel(
    area: &DrawingArea<SVGBackend, plotters::coord::Shift>,
    data: &PlotData,
) -> DrawResult {
    let mut chart = ChartBuilder::on(area)
        .caption(&data.title, (FONT, 20))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(70)
        .build_cartesian_2d(0.0..data.end_ms, 0.0..data.top)?;
    chart
        .configure_mesh()
        .x_desc("time (ms)")
        .y_desc(format!("device memory ({})", data.scale.unit))
        .draw()?;
    chart
        .draw_series(LineSeries::new(
            data.memory_steps(),
            MEMORY_COLOR.stroke_width(2),
        ))?
        .label("device memory")
        .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], MEMORY_COLOR.stroke_width(2)));
    let bound_label = format!(
        "working-set lower bound {}",
        format_bytes(data.working_set_bytes)
    );
    chart
        .draw_series(LineSeries::new(
            data.horizontal_line(data.working_set_bytes),
            BOUND_COLOR,
        ))?
        .label(bound_label)
        .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], BOUND_COLOR));
    if let Some(budget) = data.budget {
        chart
            .draw_series(LineSeries::new(
                data.horizontal_line(budget),
                BUDGET_COLOR.stroke_width(2),
            ))?
            .label(format!("budget {}", format_bytes(budget)))
            .legend(|(x, y)| {
                PathElement::new(vec![(x, y), (x + 20, y)], BUDGET_COLOR.stroke_width(2))
            });
    }
    let peak = (
        data.timeline.peak.time_s * 1e3,
        data.scale.scale(data.timeline.peak.bytes),
    );
    chart
        .draw_series(std::iter::once(Circle::new(peak, 5, PEAK_COLOR.filled())))?
        .label(data.peak_label.clone())
        .legend(|(x, y)| Circle::new((x + 10, y), 4, PEAK_COLOR.filled()));
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::LowerRight)
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .draw()?;
    Ok(())
}

fn draw_gantt_panel(
    area: &DrawingArea<SVGBackend, plotters::coord::Shift>,
    data: &PlotData,
) -> DrawResult {
    let rows = STREAM_ROWS.len() as i32;
    let mut chart = ChartBuilder::on(area)
        .caption("streams", (FONT, 16))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(70)
        .build_cartesian_2d(0.0..data.end_ms, (0..rows).into_segmented())?;
    chart
        .configure_mesh()
        .disable_y_mesh()
        .x_desc("time (ms)")
        .y_label_formatter(&|value| match value {
            SegmentValue::CenterOf(row) | SegmentValue::Exact(row) => {
                row_name(*row).map_or_else(String::new, str::to_string)
            }
            SegmentValue::Last => String::new(),
        })
        .draw()?;
    let timeline = data.timeline;
    let streams = [
        (merge_back_to_back(&timeline.compute_busy), MEMORY_COLOR),
        (merge_back_to_back(&timeline.h2d_busy), H2D_COLOR),
        (merge_back_to_back(&timeline.d2h_busy), D2H_COLOR),
    ];
    for (index, (intervals, color)) in streams.into_iter().enumerate() {
        // Row 0 (compute) is drawn at the top.
        let row = rows - 1 - index as i32;
        chart.draw_series(intervals.into_iter().map(|(start_s, end_s)| {
            let corners = [
                (start_s * 1e3, SegmentValue::Exact(row)),
                (end_s * 1e3, SegmentValue::Exact(row + 1)),
            ];
            let mut bar = Rectangle::new(corners, color.filled());
            bar.set_margin(4, 4, 0, 0);
            bar
        }))?;
    }
    Ok(())
}

/// The stream drawn at segment `row` (counted from the bottom).
fn row_name(row: i32) -> Option<&'static str> {
    let from_top = STREAM_ROWS
        .len()
        .checked_sub(1 + usize::try_from(row).ok()?)?;
    STREAM_ROWS.get(from_top).copied()
}

/// Busy intervals with the gaps of zero length between them closed, so a
/// busy compute stream is one bar rather than thousands.
fn merge_back_to_back(intervals: &[BusyInterval]) -> Vec<(f64, f64)> {
    let mut merged: Vec<(f64, f64)> = Vec::new();
    for interval in intervals {
        match merged.last_mut() {
            Some((_, end)) if interval.start_s <= *end + 1e-12 * end.abs().max(1e-9) => {
                *end = end.max(interval.end_s);
            }
            _ => merged.push((interval.start_s, interval.end_s)),
        }
    }
    merged
}

/// A minimal SVG that says why the plot could not be drawn.
fn failed_svg(message: &str) -> String {
    let escaped = message
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;");
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{WIDTH}\" height=\"40\">\
         <text x=\"10\" y=\"25\">plot failed: {escaped}</text></svg>\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        cost::{CostModel, HardwareProfile},
        graph::Tier,
        simulate::simulate,
        testing::GraphBuilder,
    };

    /// A 64 MiB activation x offloaded over four ~1 ms ops: the store
    /// (1.23 ms on PCIe 5) hides behind the first two, the prefetch behind
    /// the last two.
    fn offloaded() -> (TensorGraph, Timeline) {
        let mut g = GraphBuilder::new("train_step");
        let x = g.timed_op("make_x", &[], 64 << 20, 4.8e9);
        let mut chain = g.timed_op("use_x", &[x], 1 << 20, 4.8e9);
        let r = g.store(x, Tier::Host);
        g.detach(x, r);
        for _ in 0..2 {
            chain = g.timed_op("linalg.matmul", &[chain], 1 << 20, 4.8e9);
        }
        let x2 = g.prefetch(r, 64 << 20);
        for _ in 0..2 {
            chain = g.timed_op("linalg.matmul", &[chain], 1 << 20, 4.8e9);
        }
        let z = g.timed_op("use_x_again", &[x2, chain], 1 << 20, 4.8e9);
        g.result(z);
        let graph = g.finish();
        let model = CostModel::new(HardwareProfile::builtin("h200-pcie5").unwrap());
        let timeline = simulate(&graph, &model).unwrap();
        (graph, timeline)
    }

    fn texts(document: &roxmltree::Document) -> Vec<String> {
        document
            .descendants()
            .filter(|node| node.has_tag_name("text"))
            .map(|node| node.text().unwrap_or("").trim().to_string())
            .collect()
    }

    #[test]
    fn svg_is_well_formed_and_labelled() {
        let (graph, timeline) = offloaded();
        let lifetimes = Lifetimes::compute(&graph);
        let svg = render_svg(&graph, &lifetimes, &timeline, Some(100 << 20));
        let document = roxmltree::Document::parse(&svg).expect("well-formed SVG");
        assert_eq!(document.root_element().tag_name().name(), "svg");
        let labels = texts(&document);
        let has = |wanted: &str| labels.iter().any(|text| text == wanted);
        for wanted in [
            "@train_step: device memory on h200-pcie5",
            "time (ms)",
            "device memory (MiB)",
            "streams",
        ] {
            assert!(has(wanted), "missing label {wanted:?} in {labels:?}");
        }
        for wanted in ["compute", "H2D", "D2H", "device memory", "budget 100.0MiB"] {
            assert!(has(wanted), "missing label {wanted:?} in {labels:?}");
        }
        // Working set: use_x_again needs x2 64 MiB + chain 1 MiB + z 1 MiB.
        assert!(has("working-set lower bound 66.0MiB"), "{labels:?}");
        // Peak: x 64 + use_x's 1 + the first matmul's 1 MiB = 66 MiB when
        // that matmul starts (x still there: the store takes 1.23 ms).
        assert!(
            labels
                .iter()
                .any(|t| t.starts_with("peak 66.0MiB at ") && t.ends_with("(linalg.matmul)")),
            "{labels:?}"
        );
    }

    #[test]
    fn gantt_draws_one_bar_per_busy_stretch() {
        let (graph, timeline) = offloaded();
        let svg = render_svg(&graph, &Lifetimes::compute(&graph), &timeline, None);
        let document = roxmltree::Document::parse(&svg).unwrap();
        let fill_of = |color: RGBColor| format!("#{:02X}{:02X}{:02X}", color.0, color.1, color.2);
        let bars = |color: RGBColor| {
            document
                .descendants()
                .filter(|n| {
                    n.has_tag_name("rect") && n.attribute("fill") == Some(fill_of(color).as_str())
                })
                .count()
        };
        // Compute runs back to back (one bar); one store (D2H) and one
        // prefetch (H2D). H2D shares its green with the bound's legend line,
        // which is a path, not a rect.
        assert_eq!(timeline.compute_busy.len(), 7);
        assert_eq!(timeline.stall_s, 0.0);
        assert_eq!(bars(MEMORY_COLOR), 1);
        assert_eq!(bars(H2D_COLOR), 1);
        assert_eq!(bars(D2H_COLOR), 1);
        assert!(!svg.contains("budget"));
    }

    #[test]
    fn merging_keeps_real_gaps() {
        let interval = |start_s, end_s| BusyInterval {
            node: 0,
            start_s,
            end_s,
        };
        let merged =
            merge_back_to_back(&[interval(0.0, 1.0), interval(1.0, 2.0), interval(3.0, 4.0)]);
        assert_eq!(merged, vec![(0.0, 2.0), (3.0, 4.0)]);
    }

    #[test]
    fn rows_are_named_from_the_top() {
        assert_eq!(row_name(2), Some("compute"));
        assert_eq!(row_name(1), Some("H2D"));
        assert_eq!(row_name(0), Some("D2H"));
        assert_eq!(row_name(3), None);
        assert_eq!(row_name(-1), None);
    }
}
