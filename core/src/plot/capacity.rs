//! The picture of a capacity search: peak device memory and makespan
//! against the length, without offload and with our plan.
//!
//! Top to bottom: a title and a caption with the two longest lengths; the
//! memory panel (the peak without offload in grey, our plan's peak in blue,
//! the budget as a red line, a dashed vertical line at each longest
//! length); the time panel (compute-only time in grey, our plan's makespan
//! in blue, the slowdown's limit dashed). Only measured lengths are drawn,
//! as dots joined by lines; the legends sit right of the plots.

use plotters::{
    coord::Shift,
    prelude::*,
    style::text_anchor::{HPos, Pos, VPos},
};

use super::{
    BUDGET_COLOR, CAPTION_COLOR, FONT, LEGEND_COLUMN_WIDTH, MEMORY_COLOR, WIDTH,
    WITHOUT_OFFLOAD_COLOR, failed_svg,
};
use crate::{
    capacity::Capacity,
    units::{ByteScale, format_bytes},
};

const HEADER_HEIGHT: u32 = 70;
const PANEL_HEIGHT: u32 = 330;
const LIMIT_COLOR: RGBColor = RGBColor(255, 127, 14);

/// Renders the search `capacity` as an SVG document.
pub fn render_capacity_svg(capacity: &Capacity) -> String {
    let mut svg = String::new();
    let outcome = {
        let root = SVGBackend::with_string(&mut svg, (WIDTH, HEADER_HEIGHT + 2 * PANEL_HEIGHT))
            .into_drawing_area();
        draw(&root, capacity).and_then(|()| root.present().map_err(|e| e.to_string()))
    };
    match outcome {
        Ok(()) => svg,
        Err(e) => failed_svg(&e),
    }
}

type Drawn = Result<(), String>;

fn draw(root: &DrawingArea<SVGBackend, Shift>, c: &Capacity) -> Drawn {
    let err = |e: DrawingAreaErrorKind<_>| e.to_string();
    root.fill(&WHITE).map_err(err)?;
    let (header, body) = root.split_vertically(HEADER_HEIGHT);
    let middle = WIDTH as i32 / 2;
    let centered = Pos::new(HPos::Center, VPos::Top);
    header
        .draw(&Text::new(
            format!("capacity of @{} on {}", c.name, c.profile),
            (middle, 10),
            (FONT, 20)
                .into_font()
                .into_text_style(&header)
                .pos(centered),
        ))
        .map_err(err)?;
    let longest = |l: Option<u64>| l.map_or("none".to_owned(), |l| l.to_string());
    let caption = format!(
        "within {} at {}: longest {} without offload, {} with {}{}",
        format_bytes(c.budget_bytes),
        c.time_limit(),
        longest(c.longest_without_offload),
        longest(c.longest_with_offload),
        c.solver,
        c.ratio.map_or(String::new(), |r| format!(" ({r:.2}x)")),
    );
    header
        .draw(&Text::new(
            caption,
            (middle, 40),
            (FONT, 14).into_font().color(&CAPTION_COLOR).pos(centered),
        ))
        .map_err(err)?;
    let (memory, time) = body.split_vertically(PANEL_HEIGHT);
    let plots = WIDTH - LEGEND_COLUMN_WIDTH;
    let (memory_chart, memory_side) = memory.split_horizontally(plots);
    let (time_chart, time_side) = time.split_horizontally(plots);
    draw_memory(&memory_chart, c)?;
    legend(
        &memory_side,
        &[
            (WITHOUT_OFFLOAD_COLOR, "peak without offload".to_owned()),
            (MEMORY_COLOR, format!("peak with {}", c.solver)),
            (BUDGET_COLOR, "budget".to_owned()),
        ],
    )?;
    draw_time(&time_chart, c)?;
    legend(
        &time_side,
        &[
            (WITHOUT_OFFLOAD_COLOR, "compute-only time".to_owned()),
            (MEMORY_COLOR, format!("makespan with {}", c.solver)),
            (
                LIMIT_COLOR,
                match c.latency {
                    Some(_) => format!("{} (the target)", c.time_limit()),
                    None => format!("+{:.1}% (the slowdown)", 100.0 * c.slowdown),
                },
            ),
        ],
    )
}

fn x_range(c: &Capacity) -> std::ops::Range<f64> {
    let last = c.points.last().map_or(c.max, |p| p.length).max(c.max);
    0.0..(last as f64 * 1.02).max(1.0)
}

fn draw_memory(area: &DrawingArea<SVGBackend, Shift>, c: &Capacity) -> Drawn {
    let err = |e: DrawingAreaErrorKind<_>| e.to_string();
    let ours: Vec<(f64, u64)> = c
        .points
        .iter()
        .filter_map(|p| Some((p.length as f64, p.ours.as_ref()?.peak_bytes?)))
        .collect();
    let without: Vec<(f64, u64)> = c
        .points
        .iter()
        .map(|p| (p.length as f64, p.no_offload_peak_bytes))
        .collect();
    let top = without
        .iter()
        .chain(&ours)
        .map(|p| p.1)
        .chain([c.budget_bytes])
        .max()
        .unwrap_or(1);
    let scale = ByteScale::for_max(top);
    let y = |b: u64| scale.scale(b);
    let mut chart = ChartBuilder::on(area)
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(70)
        .build_cartesian_2d(x_range(c), 0.0..y(top) * 1.08)
        .map_err(err)?;
    chart
        .configure_mesh()
        .x_desc("length")
        .y_desc(format!("peak device memory ({})", scale.unit))
        .draw()
        .map_err(err)?;
    let budget = y(c.budget_bytes);
    let range = x_range(c);
    chart
        .draw_series(LineSeries::new(
            [(range.start, budget), (range.end, budget)],
            BUDGET_COLOR.stroke_width(2),
        ))
        .map_err(err)?;
    for (points, color) in [(&without, WITHOUT_OFFLOAD_COLOR), (&ours, MEMORY_COLOR)] {
        chart
            .draw_series(LineSeries::new(
                points.iter().map(|&(x, b)| (x, y(b))),
                color.stroke_width(2),
            ))
            .map_err(err)?;
        chart
            .draw_series(
                points
                    .iter()
                    .map(|&(x, b)| Circle::new((x, y(b)), 3, color.filled())),
            )
            .map_err(err)?;
    }
    for (length, color) in [
        (c.longest_without_offload, WITHOUT_OFFLOAD_COLOR),
        (c.longest_with_offload, MEMORY_COLOR),
    ] {
        if let Some(length) = length {
            chart
                .draw_series(DashedLineSeries::new(
                    [(length as f64, 0.0), (length as f64, y(top) * 1.08)],
                    6,
                    4,
                    color.stroke_width(2),
                ))
                .map_err(err)?;
        }
    }
    Ok(())
}

fn draw_time(area: &DrawingArea<SVGBackend, Shift>, c: &Capacity) -> Drawn {
    let err = |e: DrawingAreaErrorKind<_>| e.to_string();
    let ms = |s: f64| s * 1e3;
    let compute: Vec<(f64, f64)> = c
        .points
        .iter()
        .map(|p| (p.length as f64, ms(p.compute_s)))
        .collect();
    let limit: Vec<(f64, f64)> = c
        .points
        .iter()
        .map(|p| (p.length as f64, ms(c.time_limit_s(p.compute_s))))
        .collect();
    let ours: Vec<(f64, f64)> = c
        .points
        .iter()
        .filter_map(|p| Some((p.length as f64, ms(p.ours.as_ref()?.makespan_s?))))
        .collect();
    let top = compute
        .iter()
        .chain(&ours)
        .chain(&limit)
        .map(|p| p.1)
        .fold(1e-6, f64::max);
    let mut chart = ChartBuilder::on(area)
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(70)
        .build_cartesian_2d(x_range(c), 0.0..top * 1.08)
        .map_err(err)?;
    chart
        .configure_mesh()
        .x_desc("length")
        .y_desc("makespan (ms)")
        .draw()
        .map_err(err)?;
    chart
        .draw_series(DashedLineSeries::new(
            limit,
            6,
            4,
            LIMIT_COLOR.stroke_width(2),
        ))
        .map_err(err)?;
    for (points, color) in [(&compute, WITHOUT_OFFLOAD_COLOR), (&ours, MEMORY_COLOR)] {
        chart
            .draw_series(LineSeries::new(
                points.iter().copied(),
                color.stroke_width(2),
            ))
            .map_err(err)?;
        chart
            .draw_series(points.iter().map(|&p| Circle::new(p, 3, color.filled())))
            .map_err(err)?;
    }
    Ok(())
}

fn legend(area: &DrawingArea<SVGBackend, Shift>, entries: &[(RGBColor, String)]) -> Drawn {
    let err = |e: DrawingAreaErrorKind<_>| e.to_string();
    for (i, (color, label)) in entries.iter().enumerate() {
        let y = 24 + 22 * i as i32;
        area.draw(&PathElement::new(
            vec![(8, y), (36, y)],
            color.stroke_width(3),
        ))
        .map_err(err)?;
        area.draw(&Text::new(
            label.as_str(),
            (44, y - 7),
            (FONT, 13).into_font(),
        ))
        .map_err(err)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::capacity::{Measured, Point};

    #[test]
    fn the_picture_names_both_maxima_and_draws_every_point() {
        let point = |length: u64, ours: Option<u64>| Point {
            length,
            no_offload_peak_bytes: length << 20,
            compute_s: 1e-3 * length as f64,
            working_set_bytes: 1 << 20,
            working_set_op: None,
            ours: ours.map(|peak| Measured {
                fits: peak <= 100 << 20,
                peak_bytes: Some(peak),
                makespan_s: Some(1.001e-3 * length as f64),
                slowdown: Some(0.001),
                why: None,
                horizon: None,
                kept_on_device: None,
                bound_bytes: None,
            }),
            baselines: Default::default(),
        };
        let capacity = Capacity {
            name: "decode".into(),
            profile: "gh200-c2c".into(),
            budget_bytes: 100 << 20,
            slowdown: 0.01,
            latency: None,
            solver: "ilp".into(),
            min: 1,
            max: 400,
            step: 1,
            longest_without_offload: Some(100),
            longest_with_offload: Some(250),
            ratio: Some(2.5),
            without_offload_at_max: false,
            with_offload_at_max: false,
            baselines: Default::default(),
            points: vec![
                point(1, Some(1 << 20)),
                point(100, None),
                point(250, Some(100 << 20)),
                point(400, Some(160 << 20)),
            ],
            search_s: 1.0,
            record: None,
        };
        let svg = render_capacity_svg(&capacity);
        assert!(svg.starts_with("<svg"), "{svg}");
        assert!(svg.contains("capacity of @decode on gh200-c2c"));
        assert!(svg.contains("longest 100 without offload, 250 with ilp (2.50x)"));
        // One dot per measured point on each curve: 4 without offload, 3
        // with ours, in each panel.
        assert_eq!(svg.matches("<circle").count(), 2 * (4 + 3));
    }
}
