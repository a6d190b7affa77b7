//! An SVG picture of one function's run: device memory over time and what
//! each stream is doing, on one time axis.
//!
//! Top to bottom: a title naming the function, the hardware profile and,
//! for a plan, the solver; a caption with the figures (the peak, before ->
//! after for a plan; the makespan, against the makespan without offload for
//! a plan; the stall; the transfers); the memory panel; the stream panel.
//! The legends sit in a column to the right of the plot areas, never on
//! the data.
//!
//! The memory panel draws the run's memory curve as steps and, for a plan,
//! the same function without offload under it on the same time and byte
//! scale; horizontal lines at the working-set lower bound, at the planner's
//! link-aware bound when it is known, and at the budget when there is one;
//! a marker at each curve's peak. The stream panel has one row per stream
//! (compute, H2D prefetches, D2H stores); the compute row shows stalls in
//! red and recomputed ops (clones, `offload.recompute`) in purple, names
//! the ops wide enough to hold their name, and marks where each
//! layer begins (`L1`, `L2`, ...) when the arguments repeat layer by layer.
//! Time is in ms, memory in the binary unit that suits the largest value
//! (GiB, MiB, ...).

mod capacity;
mod layers;

pub use capacity::render_capacity_svg;

use std::collections::HashMap;

use crate::{
    NodeId,
    graph::{TensorGraph, Tier},
    lifetimes::Lifetimes,
    plan::Solver,
    simulate::{BusyInterval, TierBytes, Timeline, recompute_busy, tier_bytes},
    units::{ByteScale, format_bytes, format_seconds},
};
use plotters::{
    coord::{Shift, ranged1d::SegmentValue},
    prelude::*,
    style::text_anchor::{HPos, Pos, VPos},
};

const WIDTH: u32 = 1100;
const HEADER_HEIGHT: u32 = 76;
const MEMORY_PANEL_HEIGHT: u32 = 430;
const STREAM_PANEL_HEIGHT: u32 = 200;
/// The column right of the plot areas that holds the legends.
const LEGEND_COLUMN_WIDTH: u32 = 250;
const FONT: &str = "sans-serif";
/// Average advance of a sans-serif glyph, in units of the font size asked
/// of plotters (which writes about 0.8 of it into the SVG): what decides
/// whether a label fits, as the SVG backend has no font metrics.
const GLYPH_WIDTH: f64 = 0.5;

const MEMORY_COLOR: RGBColor = RGBColor(31, 119, 180);
const WITHOUT_OFFLOAD_COLOR: RGBColor = RGBColor(160, 160, 160);
const WORKING_SET_COLOR: RGBColor = RGBColor(44, 160, 44);
const LINK_BOUND_COLOR: RGBColor = RGBColor(140, 86, 75);
const BUDGET_COLOR: RGBColor = RGBColor(214, 39, 40);
const PEAK_COLOR: RGBColor = RGBColor(148, 103, 189);
const H2D_COLOR: RGBColor = RGBColor(44, 160, 44);
const D2H_COLOR: RGBColor = RGBColor(255, 127, 14);
const STALL_COLOR: RGBColor = RGBColor(214, 39, 40);
/// Clones (`offload.recompute`) on the compute row.
const RECOMPUTE_COLOR: RGBColor = RGBColor(106, 61, 154);
const CAPTION_COLOR: RGBColor = RGBColor(60, 60, 60);
/// The bytes held in each remote tier (host, cxl, nvme, pool).
const TIER_COLORS: [RGBColor; 4] = [
    RGBColor(23, 190, 207),
    RGBColor(188, 189, 34),
    RGBColor(127, 127, 127),
    RGBColor(227, 119, 194),
];

/// Stream rows of the stream panel, top to bottom.
const STREAM_ROWS: [&str; 3] = ["compute", "H2D", "D2H"];

/// What a picture shows besides the run itself.
#[derive(Clone, Debug, Default)]
pub struct PlotContext {
    /// Device-memory budget, bytes: drawn as a line.
    pub budget: Option<u64>,
    /// The same function without offload (every argument on the device):
    /// a plan's picture draws it under the planned curve and compares the
    /// figures with it.
    pub without_offload: Option<Timeline>,
    /// The planner's link-aware lower bound on the peak of any plan that
    /// stalls as much as this one (`plan::peak_bounds`), bytes.
    pub link_bound: Option<u64>,
    /// The solver whose plan this is; `None` for a simulated IR.
    pub solver: Option<Solver>,
}

/// Renders `timeline` of `graph` as an SVG document, with what `context`
/// adds. Drawing into a string cannot fail in practice; if plotters ever
/// reports an error, the SVG says so in a text element.
pub fn render_svg(
    graph: &TensorGraph,
    lifetimes: &Lifetimes,
    timeline: &Timeline,
    context: &PlotContext,
) -> String {
    render(graph, lifetimes, timeline, context).0
}

/// A rectangle in SVG pixels.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct PixelRect {
    left: i32,
    top: i32,
    right: i32,
    bottom: i32,
}

impl PixelRect {
    fn of_area<CT: CoordTranslate>(area: &DrawingArea<SVGBackend, CT>) -> PixelRect {
        let (x, y) = area.get_pixel_range();
        PixelRect {
            left: x.start,
            top: y.start,
            right: x.end,
            bottom: y.end,
        }
    }
}

/// Where the parts of a picture landed (what the tests hold the drawing to).
#[derive(Clone, Copy, Debug, Default)]
struct Layout {
    memory_plot: PixelRect,
    memory_legend: PixelRect,
    stream_plot: PixelRect,
}

fn render(
    graph: &TensorGraph,
    lifetimes: &Lifetimes,
    timeline: &Timeline,
    context: &PlotContext,
) -> (String, Layout) {
    let mut svg = String::new();
    let outcome = {
        let size = (
            WIDTH,
            HEADER_HEIGHT + MEMORY_PANEL_HEIGHT + STREAM_PANEL_HEIGHT,
        );
        let root = SVGBackend::with_string(&mut svg, size).into_drawing_area();
        draw(&root, &PlotData::new(graph, lifetimes, timeline, context))
            .and_then(|layout| root.present().map(|()| layout).map_err(Into::into))
    };
    match outcome {
        Ok(layout) => (svg, layout),
        Err(error) => (failed_svg(&error.to_string()), Layout::default()),
    }
}

type DrawResult<T = ()> = Result<T, Box<dyn std::error::Error>>;

/// What the picture shows, in plot units (ms and `scale`).
struct PlotData<'a> {
    graph: &'a TensorGraph,
    timeline: &'a Timeline,
    context: &'a PlotContext,
    title: String,
    caption: [String; 2],
    /// Right end of the time axis, ms: the longer of the two runs.
    end_ms: f64,
    scale: ByteScale,
    /// Top of the memory axis, in `scale` units.
    top: f64,
    working_set_bytes: u64,
    /// The compute steps where each layer begins ([`layers`]).
    layer_starts: Vec<NodeId>,
    /// Bytes held in each remote tier the run uses, over time.
    tiers: Vec<TierBytes>,
    /// The clones' busy intervals on the compute stream.
    recomputed: Vec<BusyInterval>,
}

impl<'a> PlotData<'a> {
    fn new(
        graph: &'a TensorGraph,
        lifetimes: &Lifetimes,
        timeline: &'a Timeline,
        context: &'a PlotContext,
    ) -> PlotData<'a> {
        let working_set_bytes = lifetimes.working_set.bytes;
        let without = context.without_offload.as_ref();
        let tiers = tier_bytes(graph, timeline);
        let in_tiers = tiers.iter().map(held).max();
        let highest = [
            in_tiers,
            Some(timeline.peak.bytes),
            Some(working_set_bytes),
            context.budget,
            context.link_bound,
            without.map(|t| t.peak.bytes),
        ]
        .into_iter()
        .flatten()
        .max()
        .unwrap_or(0)
        .max(1);
        let scale = ByteScale::for_max(highest);
        let longest_s = without
            .map_or(0.0, |t| t.makespan_s)
            .max(timeline.makespan_s);
        let name = graph.name.trim_start_matches('@');
        let title = match context.solver {
            Some(solver) => format!(
                "@{name}: device memory on {}, planned with {solver}",
                timeline.profile
            ),
            None => format!("@{name}: device memory on {}", timeline.profile),
        };
        PlotData {
            graph,
            timeline,
            context,
            title,
            caption: caption(graph, timeline, without),
            end_ms: (longest_s * 1e3).max(1e-6),
            top: scale.scale(highest) * 1.1,
            scale,
            working_set_bytes,
            layer_starts: layers::layer_starts(graph),
            tiers,
            recomputed: recompute_busy(graph, timeline),
        }
    }

    /// A memory curve as steps: each level holds until the next change,
    /// the last one until the end of its run.
    fn memory_steps(&self, timeline: &Timeline) -> Vec<(f64, f64)> {
        let points = timeline.memory.iter().map(|p| (p.time_s, p.bytes));
        self.steps(points, timeline.makespan_s)
    }

    /// Bytes changing at `(time_s, bytes)` points as steps in plot units,
    /// the last level held to `end_s`.
    fn steps(
        &self,
        points: impl ExactSizeIterator<Item = (f64, u64)>,
        end_s: f64,
    ) -> Vec<(f64, f64)> {
        let mut steps = Vec::with_capacity(points.len() * 2 + 1);
        for (time_s, bytes) in points {
            let time_ms = time_s * 1e3;
            if let Some(&(_, level)) = steps.last() {
                steps.push((time_ms, level));
            }
            steps.push((time_ms, self.scale.scale(bytes)));
        }
        if let Some(&(_, level)) = steps.last() {
            steps.push((end_s * 1e3, level));
        }
        steps
    }

    fn horizontal_line(&self, bytes: u64) -> Vec<(f64, f64)> {
        let level = self.scale.scale(bytes);
        vec![(0.0, level), (self.end_ms, level)]
    }

    fn peak_point(&self, timeline: &Timeline) -> (f64, f64) {
        (
            timeline.peak.time_s * 1e3,
            self.scale.scale(timeline.peak.bytes),
        )
    }
}

/// What a tier holds by the end of the run.
fn held(tier: &TierBytes) -> u64 {
    tier.points.last().map_or(0, |&(_, bytes)| bytes)
}

/// The op of `graph` where `timeline` first peaks.
fn op_at_peak<'g>(graph: &'g TensorGraph, timeline: &Timeline) -> &'g str {
    timeline
        .peak
        .node
        .and_then(|step| graph.nodes.get(step.index()))
        .map_or("-", |node| node.op.as_str())
}

/// The two caption lines: the peak, then time and traffic. A plan's are
/// measured against the run without offload.
fn caption(graph: &TensorGraph, timeline: &Timeline, without: Option<&Timeline>) -> [String; 2] {
    let peak = &timeline.peak;
    let where_ = format!(
        "at {} in {}",
        format_seconds(peak.time_s),
        op_at_peak(graph, timeline)
    );
    let traffic = format!(
        "{} prefetches ({}), {} stores ({})",
        timeline.h2d_busy.len(),
        format_bytes(timeline.h2d_bytes),
        timeline.d2h_busy.len(),
        format_bytes(timeline.d2h_bytes)
    );
    match without {
        Some(before) => {
            let change = 100.0 * (peak.bytes as f64 / before.peak.bytes.max(1) as f64 - 1.0);
            let slower = 100.0 * (timeline.makespan_s / before.makespan_s.max(1e-15) - 1.0);
            [
                format!(
                    "peak {} -> {} ({change:+.1}%), {where_}",
                    format_bytes(before.peak.bytes),
                    format_bytes(peak.bytes)
                ),
                format!(
                    "makespan {} ({slower:+.2}% over {} without offload), stall {}; {traffic}",
                    format_seconds(timeline.makespan_s),
                    format_seconds(before.makespan_s),
                    format_seconds(timeline.stall_s)
                ),
            ]
        }
        None => [
            format!("peak {} {where_}", format_bytes(peak.bytes)),
            format!(
                "makespan {} (compute {}), stall {}; {traffic}",
                format_seconds(timeline.makespan_s),
                format_seconds(timeline.compute_s),
                format_seconds(timeline.stall_s)
            ),
        ],
    }
}

fn draw(root: &DrawingArea<SVGBackend, Shift>, data: &PlotData) -> DrawResult<Layout> {
    root.fill(&WHITE)?;
    let (header, body) = root.split_vertically(HEADER_HEIGHT);
    draw_header(&header, data)?;
    let (memory_area, stream_area) = body.split_vertically(MEMORY_PANEL_HEIGHT);
    let plots_width = WIDTH - LEGEND_COLUMN_WIDTH;
    let (memory_chart, memory_side) = memory_area.split_horizontally(plots_width);
    let (stream_chart, stream_side) = stream_area.split_horizontally(plots_width);
    let memory_plot = draw_memory_panel(&memory_chart, data)?;
    let memory_legend = draw_legend(&memory_side, memory_plot.top, &memory_legend(data))?;
    let stream_plot = draw_stream_panel(&stream_chart, data)?;
    draw_legend(&stream_side, stream_plot.top, &stream_legend(data))?;
    let layout = Layout {
        memory_plot,
        memory_legend,
        stream_plot,
    };
    // Invariant: the legend sits beside the data, and both panels put a
    // time at the same x.
    debug_assert!(layout.memory_legend.left >= layout.memory_plot.right);
    debug_assert_eq!(
        (layout.stream_plot.left, layout.stream_plot.right),
        (layout.memory_plot.left, layout.memory_plot.right)
    );
    Ok(layout)
}

fn draw_header(area: &DrawingArea<SVGBackend, Shift>, data: &PlotData) -> DrawResult {
    let centered = Pos::new(HPos::Center, VPos::Top);
    let middle = WIDTH as i32 / 2;
    area.draw(&Text::new(
        data.title.as_str(),
        (middle, 10),
        (FONT, 20).into_font().into_text_style(area).pos(centered),
    ))?;
    for (line, text) in data.caption.iter().enumerate() {
        area.draw(&Text::new(
            text.as_str(),
            (middle, 38 + 18 * line as i32),
            (FONT, 14).into_font().color(&CAPTION_COLOR).pos(centered),
        ))?;
    }
    Ok(())
}

/// How a legend entry is drawn.
#[derive(Clone, Copy, Debug)]
enum Mark {
    Line(RGBColor, u32),
    Dashed(RGBColor),
    Dot(RGBColor),
    Bar(RGBColor),
    /// A text sample (the layer markers).
    Label(&'static str),
}

/// One legend entry: its mark, its label, and an optional detail line.
struct LegendEntry {
    mark: Mark,
    label: String,
    detail: Option<String>,
}

impl LegendEntry {
    fn new(mark: Mark, label: impl Into<String>, detail: Option<String>) -> LegendEntry {
        LegendEntry {
            mark,
            label: label.into(),
            detail,
        }
    }
}

fn memory_legend(data: &PlotData) -> Vec<LegendEntry> {
    let timeline = data.timeline;
    let context = data.context;
    let peak_at = |t: &Timeline| {
        format!(
            "peak {} at {}",
            format_bytes(t.peak.bytes),
            format_seconds(t.peak.time_s)
        )
    };
    let mut entries = vec![LegendEntry::new(
        Mark::Line(MEMORY_COLOR, 2),
        match context.solver {
            Some(solver) => format!("planned ({solver})"),
            None => "device memory".to_string(),
        },
        Some(peak_at(timeline)),
    )];
    if let Some(without) = &context.without_offload {
        entries.push(LegendEntry::new(
            Mark::Line(WITHOUT_OFFLOAD_COLOR, 2),
            "without offload",
            Some(peak_at(without)),
        ));
    }
    entries.push(LegendEntry::new(
        Mark::Dot(PEAK_COLOR),
        "peak",
        Some(format!("in {}", op_at_peak(data.graph, timeline))),
    ));
    if let Some(budget) = context.budget {
        entries.push(LegendEntry::new(
            Mark::Line(BUDGET_COLOR, 2),
            format!("budget {}", format_bytes(budget)),
            None,
        ));
    }
    if let Some(bound) = context.link_bound {
        entries.push(LegendEntry::new(
            Mark::Dashed(LINK_BOUND_COLOR),
            format!("link-aware bound {}", format_bytes(bound)),
            Some("no plan with this stall peaks lower".into()),
        ));
    }
    entries.push(LegendEntry::new(
        Mark::Line(WORKING_SET_COLOR, 1),
        format!("working-set bound {}", format_bytes(data.working_set_bytes)),
        Some("the most one op needs at once".into()),
    ));
    for tier in &data.tiers {
        entries.push(LegendEntry::new(
            Mark::Dashed(tier_color(tier.tier)),
            format!("in {}: {}", tier.tier, format_bytes(held(tier))),
            Some("arguments there and stored copies".into()),
        ));
    }
    entries
}

fn tier_color(tier: Tier) -> RGBColor {
    let index = Tier::ALL.iter().position(|&t| t == tier).unwrap_or(0);
    TIER_COLORS[index]
}

fn stream_legend(data: &PlotData) -> Vec<LegendEntry> {
    let mut entries = vec![LegendEntry::new(Mark::Bar(MEMORY_COLOR), "compute", None)];
    if !data.recomputed.is_empty() {
        let seconds: f64 = data.recomputed.iter().map(|b| b.end_s - b.start_s).sum();
        entries.push(LegendEntry::new(
            Mark::Bar(RECOMPUTE_COLOR),
            "recompute",
            Some(format!(
                "{} run again, {}",
                match data.recomputed.len() {
                    1 => "1 op".to_string(),
                    n => format!("{n} ops"),
                },
                format_seconds(seconds)
            )),
        ));
    }
    if !stall_intervals(data.timeline).is_empty() {
        entries.push(LegendEntry::new(
            Mark::Bar(STALL_COLOR),
            "stall",
            Some("compute waits for a prefetch".into()),
        ));
    }
    entries.extend([
        LegendEntry::new(Mark::Bar(H2D_COLOR), "H2D: prefetch", None),
        LegendEntry::new(Mark::Bar(D2H_COLOR), "D2H: store", None),
    ]);
    if !data.layer_starts.is_empty() {
        entries.push(LegendEntry::new(
            Mark::Label("L1"),
            "layer 1 begins",
            Some("first use of its weights".into()),
        ));
    }
    entries
}

/// Draws `entries` in a box at the left of `area`, its top at `top` (SVG
/// pixels, level with the plot beside it); returns the box.
fn draw_legend(
    area: &DrawingArea<SVGBackend, Shift>,
    top: i32,
    entries: &[LegendEntry],
) -> DrawResult<PixelRect> {
    const LINE: i32 = 17;
    const PAD: i32 = 8;
    let origin = PixelRect::of_area(area);
    const GAP: i32 = 4;
    let height: i32 = PAD * 2 - GAP
        + entries
            .iter()
            .map(|e| LINE * (1 + i32::from(e.detail.is_some())) + GAP)
            .sum::<i32>();
    let (left, top) = (8, top - origin.top);
    let right = LEGEND_COLUMN_WIDTH as i32 - 8;
    area.draw(&Rectangle::new(
        [(left, top), (right, top + height)],
        WHITE.filled(),
    ))?;
    area.draw(&Rectangle::new(
        [(left, top), (right, top + height)],
        BLACK.stroke_width(1),
    ))?;
    let label = (FONT, 13)
        .into_font()
        .color(&BLACK)
        .pos(Pos::new(HPos::Left, VPos::Center));
    let detail = (FONT, 11)
        .into_font()
        .color(&CAPTION_COLOR)
        .pos(Pos::new(HPos::Left, VPos::Center));
    let mut y = top + PAD + LINE / 2;
    for entry in entries {
        let (x0, x1) = (left + 8, left + 32);
        match entry.mark {
            Mark::Line(color, width) => {
                area.draw(&PathElement::new(
                    vec![(x0, y), (x1, y)],
                    color.stroke_width(width),
                ))?;
            }
            Mark::Dashed(color) => {
                for x in (x0..x1).step_by(8) {
                    area.draw(&PathElement::new(
                        vec![(x, y), ((x + 5).min(x1), y)],
                        color.stroke_width(2),
                    ))?;
                }
            }
            Mark::Dot(color) => area.draw(&Circle::new(((x0 + x1) / 2, y), 5, color.filled()))?,
            Mark::Bar(color) => {
                area.draw(&Rectangle::new([(x0, y - 6), (x1, y + 6)], color.filled()))?;
            }
            Mark::Label(text) => {
                area.draw(&Rectangle::new(
                    [(x0, y - 8), (x1, y + 8)],
                    MEMORY_COLOR.filled(),
                ))?;
                area.draw(&Text::new(
                    text,
                    (x0 + 2, y - 7),
                    (FONT, 10)
                        .into_font()
                        .color(&WHITE)
                        .pos(Pos::new(HPos::Left, VPos::Top)),
                ))?;
            }
        }
        area.draw(&Text::new(entry.label.as_str(), (x1 + 8, y), label.clone()))?;
        if let Some(text) = &entry.detail {
            y += LINE;
            area.draw(&Text::new(text.as_str(), (x1 + 8, y), detail.clone()))?;
        }
        y += LINE + GAP;
    }
    Ok(PixelRect {
        left: origin.left + left,
        top: origin.top + top,
        right: origin.left + right,
        bottom: origin.top + top + height,
    })
}

/// Draws the memory panel; returns its plot area.
fn draw_memory_panel(
    area: &DrawingArea<SVGBackend, Shift>,
    data: &PlotData,
) -> DrawResult<PixelRect> {
    let mut chart = ChartBuilder::on(area)
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(70)
        .build_cartesian_2d(0.0..data.end_ms, 0.0..data.top)?;
    chart
        .configure_mesh()
        .x_desc("time (ms)")
        .y_desc(format!("device memory ({})", data.scale.unit))
        .draw()?;
    let context = data.context;
    if let Some(without) = &context.without_offload {
        chart.draw_series(LineSeries::new(
            data.memory_steps(without),
            WITHOUT_OFFLOAD_COLOR.stroke_width(2),
        ))?;
        chart.draw_series(std::iter::once(Circle::new(
            data.peak_point(without),
            5,
            WITHOUT_OFFLOAD_COLOR.filled(),
        )))?;
    }
    chart.draw_series(LineSeries::new(
        data.memory_steps(data.timeline),
        MEMORY_COLOR.stroke_width(2),
    ))?;
    chart.draw_series(LineSeries::new(
        data.horizontal_line(data.working_set_bytes),
        WORKING_SET_COLOR,
    ))?;
    for tier in &data.tiers {
        chart.draw_series(DashedLineSeries::new(
            data.steps(tier.points.iter().copied(), data.timeline.makespan_s),
            4,
            3,
            tier_color(tier.tier).stroke_width(2),
        ))?;
    }
    if let Some(bound) = context.link_bound {
        chart.draw_series(DashedLineSeries::new(
            data.horizontal_line(bound),
            6,
            4,
            LINK_BOUND_COLOR.stroke_width(2),
        ))?;
    }
    if let Some(budget) = context.budget {
        chart.draw_series(LineSeries::new(
            data.horizontal_line(budget),
            BUDGET_COLOR.stroke_width(2),
        ))?;
    }
    chart.draw_series(std::iter::once(Circle::new(
        data.peak_point(data.timeline),
        5,
        PEAK_COLOR.filled(),
    )))?;
    Ok(PixelRect::of_area(chart.plotting_area()))
}

/// Draws the stream panel; returns its plot area.
fn draw_stream_panel(
    area: &DrawingArea<SVGBackend, Shift>,
    data: &PlotData,
) -> DrawResult<PixelRect> {
    let rows = STREAM_ROWS.len() as i32;
    // An integer range is inclusive: 0..rows-1 makes exactly `rows` segments.
    let mut chart = ChartBuilder::on(area)
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(70)
        .build_cartesian_2d(0.0..data.end_ms, (0..rows - 1).into_segmented())?;
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
    let bar = |row: i32, (start_s, end_s): (f64, f64), color: RGBColor| {
        let corners = [
            (start_s * 1e3, SegmentValue::Exact(row)),
            (end_s * 1e3, SegmentValue::Exact(row + 1)),
        ];
        let mut bar = Rectangle::new(corners, color.filled());
        bar.set_margin(4, 4, 0, 0);
        bar
    };
    for (index, (intervals, color)) in streams.into_iter().enumerate() {
        // Row 0 (compute) is drawn at the top.
        let row = rows - 1 - index as i32;
        chart.draw_series(
            intervals
                .into_iter()
                .map(|interval| bar(row, interval, color)),
        )?;
    }
    let compute_row = rows - 1;
    chart.draw_series(
        merge_back_to_back(&data.recomputed)
            .into_iter()
            .map(|interval| bar(compute_row, interval, RECOMPUTE_COLOR)),
    )?;
    chart.draw_series(
        stall_intervals(timeline)
            .into_iter()
            .map(|interval| bar(compute_row, interval, STALL_COLOR)),
    )?;
    let plot = PixelRect::of_area(chart.plotting_area());
    let px_per_ms = f64::from(plot.right - plot.left) / data.end_ms;
    let top_of_row = |time_ms: f64| (time_ms, SegmentValue::Exact(compute_row + 1));
    // Layer markers along the top edge of the compute row, one label per
    // layer where there is room since the last one.
    let marker = (FONT, 10)
        .into_font()
        .color(&WHITE)
        .pos(Pos::new(HPos::Left, VPos::Top));
    let mut free_from_px = f64::NEG_INFINITY;
    for (layer, &step) in data.layer_starts.iter().enumerate() {
        let Some(start_s) = start_of(timeline, step) else {
            continue;
        };
        let x_px = start_s * 1e3 * px_per_ms;
        let label = format!("L{}", layer + 1);
        chart.draw_series(std::iter::once(PathElement::new(
            vec![
                (start_s * 1e3, SegmentValue::Exact(compute_row)),
                top_of_row(start_s * 1e3),
            ],
            WHITE.stroke_width(1),
        )))?;
        if x_px >= free_from_px {
            chart.draw_series(std::iter::once(
                EmptyElement::at(top_of_row(start_s * 1e3))
                    + Text::new(label.clone(), (2, 5), marker.clone()),
            ))?;
            free_from_px = x_px + text_width(&label, 10.0) + 6.0;
        }
    }
    // Op names in the middle of the ops wide enough to hold them, between
    // white edges.
    let name_style = (FONT, 11)
        .into_font()
        .color(&WHITE)
        .pos(Pos::new(HPos::Center, VPos::Center));
    for interval in &timeline.compute_busy {
        let Some(node) = data.graph.nodes.get(interval.node.index()) else {
            continue;
        };
        let name = short_op_name(&node.op);
        let (start_ms, end_ms) = (interval.start_s * 1e3, interval.end_s * 1e3);
        if (end_ms - start_ms) * px_per_ms < text_width(name, 11.0) + 6.0 {
            continue;
        }
        for edge_ms in [start_ms, end_ms] {
            chart.draw_series(std::iter::once(PathElement::new(
                vec![
                    (edge_ms, SegmentValue::Exact(compute_row)),
                    top_of_row(edge_ms),
                ],
                WHITE.stroke_width(1),
            )))?;
        }
        chart.draw_series(std::iter::once(
            EmptyElement::at((
                (start_ms + end_ms) / 2.0,
                SegmentValue::CenterOf(compute_row),
            )) + Text::new(name.to_string(), (0, 0), name_style.clone()),
        ))?;
    }
    Ok(plot)
}

/// The width of `text` at `size` pixels, estimated.
fn text_width(text: &str, size: f64) -> f64 {
    text.chars().count() as f64 * size * GLYPH_WIDTH
}

/// An op name without its dialect (`matmul` for `linalg.matmul`).
fn short_op_name(op: &str) -> &str {
    op.rsplit_once('.').map_or(op, |(_, name)| name)
}

/// When compute node `step` (or the first compute node after it that
/// takes time) starts in `timeline`, seconds.
fn start_of(timeline: &Timeline, step: NodeId) -> Option<f64> {
    timeline
        .compute_busy
        .iter()
        .find(|interval| interval.node >= step)
        .map(|interval| interval.start_s)
}

/// The stalls of `timeline` as intervals: each waiting node's wait, right
/// before it starts (waits of rounding size, under a billionth of the
/// makespan, left out).
fn stall_intervals(timeline: &Timeline) -> Vec<(f64, f64)> {
    let shortest_s = timeline.makespan_s * 1e-9;
    let starts: HashMap<NodeId, f64> = timeline
        .compute_busy
        .iter()
        .map(|interval| (interval.node, interval.start_s))
        .collect();
    timeline
        .stalls
        .iter()
        .filter(|&&(_, wait_s)| wait_s > shortest_s)
        .filter_map(|&(node, wait_s)| {
            let start_s = *starts.get(&node)?;
            Some(((start_s - wait_s).max(0.0), start_s))
        })
        .collect()
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

    fn cost() -> CostModel {
        CostModel::new(HardwareProfile::builtin("h200-pcie5").unwrap())
    }

    /// A 64 MiB activation x, read at the start and at the end of a
    /// chain of 1 ms ops (`linalg.matmul`, 1 MiB results but one of 8 MiB),
    /// offloaded when `offloaded`: the store (1.23 ms on PCIe 5) hides
    /// behind the first two ops of the gap, the prefetch behind the last
    /// two. Without offload the run peaks at 73 MiB (x, 8 and 1 MiB), with
    /// it at 66 MiB (x and two 1 MiB tensors, before the store completes
    /// and after the prefetch).
    fn run(offloaded: bool) -> (TensorGraph, Timeline) {
        let mut g = GraphBuilder::new("train_step");
        let mut x = g.timed_op("make_x", &[], 64 << 20, 4.8e9);
        let mut chain = g.timed_op("use_x", &[x], 1 << 20, 4.8e9);
        let remote = offloaded.then(|| {
            let r = g.store(x, Tier::Host);
            g.detach(x, r);
            r
        });
        for bytes in [1 << 20, 1 << 20, 8 << 20, 1 << 20] {
            chain = g.timed_op("linalg.matmul", &[chain], bytes, 4.8e9);
        }
        if let Some(r) = remote {
            x = g.prefetch(r, 64 << 20);
        }
        for _ in 0..2 {
            chain = g.timed_op("linalg.matmul", &[chain], 1 << 20, 4.8e9);
        }
        let z = g.timed_op("use_x_again", &[x, chain], 1 << 20, 4.8e9);
        g.result(z);
        let graph = g.finish();
        let timeline = simulate(&graph, &cost()).unwrap();
        (graph, timeline)
    }

    /// The offloaded run drawn as a plan, against the run without offload.
    fn plan_picture(budget: Option<u64>) -> (String, Layout, Timeline) {
        let (graph, timeline) = run(true);
        let context = PlotContext {
            budget,
            without_offload: Some(run(false).1),
            link_bound: Some(3 << 20),
            solver: Some(Solver::Heuristic),
        };
        let (svg, layout) = render(&graph, &Lifetimes::compute(&graph), &timeline, &context);
        (svg, layout, timeline)
    }

    fn texts(document: &roxmltree::Document) -> Vec<String> {
        document
            .descendants()
            .filter(|node| node.has_tag_name("text"))
            .map(|node| node.text().unwrap_or("").trim().to_string())
            .collect()
    }

    fn hex(color: RGBColor) -> String {
        format!("#{:02X}{:02X}{:02X}", color.0, color.1, color.2)
    }

    /// The points of every polyline stroked in `color`.
    fn polylines(document: &roxmltree::Document, color: RGBColor) -> Vec<Vec<(f64, f64)>> {
        document
            .descendants()
            .filter(|n| n.has_tag_name("polyline") && n.attribute("stroke") == Some(&hex(color)))
            .map(|n| {
                n.attribute("points")
                    .unwrap_or("")
                    .split_whitespace()
                    .filter_map(|pair| {
                        let (x, y) = pair.split_once(',')?;
                        Some((x.parse().ok()?, y.parse().ok()?))
                    })
                    .collect()
            })
            .collect()
    }

    /// The polylines in `color` that lie inside `plot` (legend samples,
    /// drawn in the same colors, lie outside it).
    fn curves_in(
        document: &roxmltree::Document,
        color: RGBColor,
        plot: PixelRect,
    ) -> Vec<Vec<(f64, f64)>> {
        polylines(document, color)
            .into_iter()
            .filter(|line| line.iter().all(|&(x, y)| plot.contains(x, y)))
            .collect()
    }

    impl PixelRect {
        /// Whether (x, y) is inside, give or take a pixel of stroke.
        fn contains(&self, x: f64, y: f64) -> bool {
            x >= f64::from(self.left) - 1.0
                && x <= f64::from(self.right) + 1.0
                && y >= f64::from(self.top) - 1.0
                && y <= f64::from(self.bottom) + 1.0
        }
    }

    /// The rects filled with `color`, as pixel rectangles.
    fn rects(document: &roxmltree::Document, color: RGBColor) -> Vec<PixelRect> {
        let number = |n: &roxmltree::Node, name| -> i32 {
            n.attribute(name).and_then(|v| v.parse().ok()).unwrap_or(0)
        };
        document
            .descendants()
            .filter(|n| n.has_tag_name("rect") && n.attribute("fill") == Some(&hex(color)))
            .map(|n| {
                let (left, top) = (number(&n, "x"), number(&n, "y"));
                PixelRect {
                    left,
                    top,
                    right: left + number(&n, "width"),
                    bottom: top + number(&n, "height"),
                }
            })
            .collect()
    }

    #[test]
    fn a_simulated_run_is_labelled() {
        let (graph, timeline) = run(true);
        let lifetimes = Lifetimes::compute(&graph);
        let context = PlotContext {
            budget: Some(100 << 20),
            ..PlotContext::default()
        };
        let (svg, layout) = render(&graph, &lifetimes, &timeline, &context);
        let document = roxmltree::Document::parse(&svg).expect("well-formed SVG");
        assert_eq!(document.root_element().tag_name().name(), "svg");
        let labels = texts(&document);
        let has = |wanted: &str| labels.iter().any(|text| text == wanted);
        for wanted in [
            "@train_step: device memory on h200-pcie5",
            "time (ms)",
            "device memory (MiB)",
            "compute",
            "H2D",
            "D2H",
            "device memory",
            "budget 100.0MiB",
            // use_x_again needs x2 64 MiB + chain 1 MiB + z 1 MiB.
            "working-set bound 66.0MiB",
            "H2D: prefetch",
            "D2H: store",
        ] {
            assert!(has(wanted), "missing label {wanted:?} in {labels:?}");
        }
        // Peak: x 64 + use_x's 1 + the first matmul's 1 MiB = 66 MiB when
        // that matmul starts (x still there: the store takes 1.23 ms).
        assert!(
            labels
                .iter()
                .any(|t| t.starts_with("peak 66.0MiB at ") && t.ends_with(" in linalg.matmul")),
            "{labels:?}"
        );
        assert!(
            labels
                .iter()
                .any(|t| t.starts_with("makespan ") && t.contains("1 prefetches (64.0MiB)")),
            "{labels:?}"
        );
        // One curve: nothing of a plan.
        assert!(polylines(&document, WITHOUT_OFFLOAD_COLOR).is_empty());
        assert!(!has("without offload"));
        assert_eq!(
            curves_in(&document, BUDGET_COLOR, layout.memory_plot).len(),
            1
        );
    }

    #[test]
    fn a_plan_is_drawn_over_the_run_without_offload() {
        let (svg, layout, timeline) = plan_picture(Some(100 << 20));
        let document = roxmltree::Document::parse(&svg).unwrap();
        let labels = texts(&document);
        let has = |wanted: &str| labels.iter().any(|text| text == wanted);
        for wanted in [
            "@train_step: device memory on h200-pcie5, planned with heuristic",
            "planned (heuristic)",
            "without offload",
            "budget 100.0MiB",
            "link-aware bound 3.0MiB",
        ] {
            assert!(has(wanted), "missing label {wanted:?} in {labels:?}");
        }
        assert!(
            labels
                .iter()
                .any(|t| t.starts_with("peak 73.0MiB -> 66.0MiB (-9.6%), at ")),
            "{labels:?}"
        );
        assert!(
            labels.iter().any(|t| t.starts_with(&format!(
                "makespan {} (+",
                format_seconds(timeline.makespan_s)
            )) && t.contains("without offload), stall ")),
            "{labels:?}"
        );
        // Both curves, on one scale: the run without offload peaks higher,
        // so its highest point is drawn higher (a smaller y).
        let plot = layout.memory_plot;
        let curves = |color| curves_in(&document, color, plot);
        let highest = |color| {
            curves(color)
                .concat()
                .into_iter()
                .map(|(_, y)| y)
                .fold(f64::INFINITY, f64::min)
        };
        assert_eq!(curves(MEMORY_COLOR).len(), 1);
        assert_eq!(curves(WITHOUT_OFFLOAD_COLOR).len(), 1);
        assert!(highest(WITHOUT_OFFLOAD_COLOR) < highest(MEMORY_COLOR));
        // The budget line and the dashed link bound, across the plot.
        assert_eq!(curves(BUDGET_COLOR).len(), 1);
        assert!(curves(LINK_BOUND_COLOR).len() > 10);
        // What the host tier holds: nothing, then the 64 MiB copy from its
        // store on (dashed), in the legend with its bytes.
        assert!(has("in host: 64.0MiB"), "{labels:?}");
        let host = curves(TIER_COLORS[0]).concat();
        assert!(host.len() > 2, "the host tier's curve is drawn");
        let (low, high) = host.iter().fold((f64::MIN, f64::MAX), |(lo, hi), &(_, y)| {
            (lo.max(y), hi.min(y))
        });
        assert!(high < low, "it rises from 0 to the copy's bytes");
    }

    #[test]
    fn tier_bytes_count_arguments_from_the_start_and_copies_from_their_store() {
        let (graph, timeline) = run(true);
        let curves = tier_bytes(&graph, &timeline);
        assert_eq!(curves.len(), 1);
        assert_eq!(curves[0].tier, Tier::Host);
        let store = timeline.d2h_busy[0].start_s;
        assert_eq!(curves[0].points, vec![(0.0, 0), (store, 64 << 20)]);
        // Without a plan no tier holds anything.
        let (graph, timeline) = run(false);
        assert!(tier_bytes(&graph, &timeline).is_empty());
    }

    #[test]
    fn the_legend_is_outside_the_plot_and_the_curves_inside() {
        let (svg, layout, _) = plan_picture(Some(100 << 20));
        let document = roxmltree::Document::parse(&svg).unwrap();
        let (plot, legend) = (layout.memory_plot, layout.memory_legend);
        assert!(plot.right > plot.left + 600, "{plot:?}");
        assert!(legend.left >= plot.right, "{legend:?} overlaps {plot:?}");
        assert!(legend.top >= plot.top && legend.bottom <= plot.bottom);
        let colors = [
            MEMORY_COLOR,
            WITHOUT_OFFLOAD_COLOR,
            BUDGET_COLOR,
            LINK_BOUND_COLOR,
            PEAK_COLOR,
        ];
        let mut in_legend = 0;
        for color in colors {
            for (x, y) in polylines(&document, color).concat() {
                // A legend sample, or a curve inside the plot.
                if legend.contains(x, y) {
                    in_legend += 1;
                } else {
                    assert!(plot.contains(x, y), "({x}, {y}) outside {plot:?}");
                }
            }
        }
        assert!(in_legend >= 6, "{in_legend} legend points");
    }

    #[test]
    fn the_stream_rows_fill_the_panel() {
        let (svg, layout, timeline) = plan_picture(None);
        let document = roxmltree::Document::parse(&svg).unwrap();
        let plot = layout.stream_plot;
        let row_height = (plot.bottom - plot.top) as f64 / 3.0;
        let in_panel = |r: &PixelRect| {
            plot.contains(r.left.into(), r.top.into())
                && plot.contains(r.right.into(), r.bottom.into())
        };
        let compute: Vec<PixelRect> = rects(&document, MEMORY_COLOR)
            .into_iter()
            .filter(in_panel)
            .collect();
        let d2h: Vec<PixelRect> = rects(&document, D2H_COLOR)
            .into_iter()
            .filter(in_panel)
            .collect();
        // Compute in the top row, D2H in the bottom one: no empty row.
        assert_eq!(compute.len(), 1, "{compute:?}");
        assert!((compute[0].top - plot.top) < 6, "{compute:?} {plot:?}");
        assert!(((compute[0].bottom - compute[0].top) as f64 - row_height).abs() < 10.0);
        assert_eq!(d2h.len(), 1);
        assert!((plot.bottom - d2h[0].bottom) < 6, "{d2h:?} {plot:?}");
        // One bar per busy stretch: compute runs back to back, one store,
        // one prefetch, nothing stalls.
        assert_eq!(timeline.compute_busy.len(), 9);
        assert_eq!(timeline.stall_s, 0.0);
        assert_eq!(
            rects(&document, H2D_COLOR)
                .iter()
                .filter(|r| in_panel(r))
                .count(),
            1
        );
        assert!(rects(&document, STALL_COLOR).iter().all(|r| !in_panel(r)));
        assert!(!svg.contains("budget"));
    }

    #[test]
    fn stalls_are_drawn_before_the_op_that_waits() {
        // A prefetch of 64 MiB issued right before its use stalls it.
        let mut g = GraphBuilder::new("late");
        let w = g.arg_in(64 << 20, Tier::Host);
        let r = g.resident(w, Tier::Host);
        let a = g.timed_op("linalg.fill", &[], 1 << 20, 4.8e9);
        let fetched = g.prefetch(r, 64 << 20);
        let z = g.timed_op("linalg.matmul", &[fetched, a], 1 << 20, 4.8e9);
        g.result(z);
        let graph = g.finish();
        let timeline = simulate(&graph, &cost()).unwrap();
        assert!(timeline.stall_s > 1e-3, "{}", timeline.stall_s);
        let stalls = stall_intervals(&timeline);
        assert_eq!(stalls.len(), 1);
        let matmul = timeline.compute_busy.last().unwrap();
        assert_eq!(stalls[0].1, matmul.start_s);
        assert!((stalls[0].1 - stalls[0].0 - timeline.stall_s).abs() < 1e-12);
        let svg = render_svg(
            &graph,
            &Lifetimes::compute(&graph),
            &timeline,
            &PlotContext::default(),
        );
        let document = roxmltree::Document::parse(&svg).unwrap();
        // One stall bar in the panel, one sample in its legend.
        assert_eq!(rects(&document, STALL_COLOR).len(), 2);
    }

    #[test]
    fn recomputed_ops_are_drawn_in_their_color_where_they_run() {
        // make_x (2 ms) makes x, use_x reads it (1 ms), a clone of make_x
        // makes it again (3..5 ms) for the last use (5..6 ms).
        let mut g = GraphBuilder::new("recompute");
        let a = g.arg(100);
        let x = g.pure_op("make_x", &[a], 1000, 2e6);
        let y = g.timed_op("use_x", &[x], 10, 1e6);
        let x2 = g.clone_of(NodeId::new(0), &[a])[0];
        let z = g.timed_op("use_x_again", &[x2, y], 10, 1e6);
        g.result(z);
        let graph = g.finish();
        let timeline = simulate(&graph, &crate::testing::round_cost_model()).unwrap();
        let (svg, layout) = render(
            &graph,
            &Lifetimes::compute(&graph),
            &timeline,
            &PlotContext::default(),
        );
        let document = roxmltree::Document::parse(&svg).unwrap();
        let plot = layout.stream_plot;
        let (in_panel, in_legend): (Vec<PixelRect>, Vec<PixelRect>) =
            rects(&document, RECOMPUTE_COLOR)
                .into_iter()
                .partition(|r| plot.contains(f64::from(r.left), f64::from(r.top)));
        assert_eq!((in_panel.len(), in_legend.len()), (1, 1), "{in_panel:?}");
        // 3..5 ms of a 6 ms axis, in the compute row (the top one).
        let px_per_ms = f64::from(plot.right - plot.left) / 6.0;
        let bar = in_panel[0];
        assert!(
            (f64::from(bar.left - plot.left) - 3.0 * px_per_ms).abs() <= 1.0,
            "{bar:?}"
        );
        assert!(
            (f64::from(bar.right - plot.left) - 5.0 * px_per_ms).abs() <= 1.0,
            "{bar:?}"
        );
        assert!(bar.top - plot.top < 6, "{bar:?} {plot:?}");
        let labels = texts(&document);
        assert!(labels.iter().any(|t| t == "recompute"), "{labels:?}");
        assert!(
            labels.iter().any(|t| t == "1 op run again, 2.00ms"),
            "{labels:?}"
        );
        // Without clones there is no such bar, nor legend entry.
        let (graph, timeline) = run(false);
        let svg = render_svg(
            &graph,
            &Lifetimes::compute(&graph),
            &timeline,
            &PlotContext::default(),
        );
        let document = roxmltree::Document::parse(&svg).unwrap();
        assert!(rects(&document, RECOMPUTE_COLOR).is_empty());
        assert!(!texts(&document).iter().any(|t| t == "recompute"));
    }

    #[test]
    fn wide_ops_are_named_on_the_compute_row() {
        let (graph, timeline) = run(false);
        let svg = render_svg(
            &graph,
            &Lifetimes::compute(&graph),
            &timeline,
            &PlotContext::default(),
        );
        let labels = texts(&roxmltree::Document::parse(&svg).unwrap());
        // Nine ~1 ms ops on a ~750 pixel axis: each has room for its name.
        assert_eq!(
            labels.iter().filter(|t| *t == "matmul").count(),
            6,
            "{labels:?}"
        );
        assert_eq!(labels.iter().filter(|t| *t == "use_x_again").count(), 1);
    }

    #[test]
    fn layers_are_marked_where_they_begin() {
        let (graph, _) = layers::tests::prefetched_layers();
        let timeline = simulate(&graph, &cost()).unwrap();
        let svg = render_svg(
            &graph,
            &Lifetimes::compute(&graph),
            &timeline,
            &PlotContext::default(),
        );
        let labels = texts(&roxmltree::Document::parse(&svg).unwrap());
        for wanted in ["L1", "L2", "L3", "layer 1 begins"] {
            assert!(
                labels.iter().any(|t| t == wanted),
                "{wanted:?} in {labels:?}"
            );
        }
        assert!(!labels.iter().any(|t| t == "L4"), "{labels:?}");
    }

    #[test]
    fn merging_keeps_real_gaps() {
        let interval = |start_s, end_s| BusyInterval {
            node: NodeId(0),
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
