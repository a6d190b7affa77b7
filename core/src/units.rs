//! Printing byte counts and times for people (`14.0MiB`, `2.5ms`), and
//! reading byte counts as options give them (`64KiB`, `12GB`).
//!
//! Binary units (KiB = 1024 B) throughout, as memory capacities are; one
//! decimal, no space, so a printed table is stable for FileCheck.

/// Parses an amount of memory: an integer or decimal number with an optional
/// unit: B, KB/MB/GB/TB (powers of 1000), KiB/MiB/GiB/TiB (powers of 1024).
pub fn parse_bytes(text: &str) -> Option<u64> {
    let text = text.trim();
    let split = text
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let number: f64 = number.parse().ok()?;
    let scale: f64 = match unit.trim() {
        "" | "B" => 1.0,
        "KB" | "kB" => 1e3,
        "MB" => 1e6,
        "GB" => 1e9,
        "TB" => 1e12,
        "KiB" => 1024.0,
        "MiB" => 1024.0 * 1024.0,
        "GiB" => 1024.0 * 1024.0 * 1024.0,
        "TiB" => 1024.0 * 1024.0 * 1024.0 * 1024.0,
        _ => return None,
    };
    let bytes = number * scale;
    (bytes.is_finite() && bytes >= 0.0 && bytes < u64::MAX as f64).then(|| bytes.round() as u64)
}

/// Parses a duration: a non-negative number of seconds (`2`, `0.25`) or a
/// number with a unit: s, ms, us, ns (`200ms`, `1.5s`).
pub fn parse_seconds(text: &str) -> Option<f64> {
    let text = text.trim();
    let split = text
        .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == 'e' || c == '-' || c == '+'))
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let number: f64 = number.parse().ok()?;
    let scale = match unit.trim() {
        "" | "s" => 1.0,
        "ms" => 1e-3,
        "us" => 1e-6,
        "ns" => 1e-9,
        _ => return None,
    };
    let seconds = number * scale;
    (seconds.is_finite() && seconds >= 0.0).then_some(seconds)
}

const BYTE_UNITS: [&str; 6] = ["B", "KiB", "MiB", "GiB", "TiB", "PiB"];

/// `bytes` in the largest binary unit that keeps the value at least 1, with
/// one decimal (`14.0MiB`); below 1 KiB the exact count (`512B`).
pub fn format_bytes(bytes: u64) -> String {
    if bytes < 1024 {
        return format!("{bytes}B");
    }
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < BYTE_UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    format!("{value:.1}{}", BYTE_UNITS[unit])
}

/// A byte unit chosen for an axis: its name and how many bytes it holds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ByteScale {
    /// `B`, `KiB`, `MiB`, ...
    pub unit: &'static str,
    /// Bytes in one `unit`.
    pub bytes_per_unit: f64,
}

impl ByteScale {
    /// The largest binary unit in which `max_bytes` is at least 1 (MiB for
    /// 300 MiB, GiB for 2 GiB), so an axis up to `max_bytes` reads well.
    pub fn for_max(max_bytes: u64) -> ByteScale {
        let mut unit = 0;
        let mut bytes_per_unit = 1.0;
        while max_bytes as f64 >= bytes_per_unit * 1024.0 && unit + 1 < BYTE_UNITS.len() {
            bytes_per_unit *= 1024.0;
            unit += 1;
        }
        ByteScale {
            unit: BYTE_UNITS[unit],
            bytes_per_unit,
        }
    }

    /// `bytes` in this unit.
    pub fn scale(&self, bytes: u64) -> f64 {
        bytes as f64 / self.bytes_per_unit
    }
}

/// Seconds in the unit that reads best (`850ns`, `12.3us`, `4.56ms`,
/// `1.23s`), three significant digits; beyond a day or below a picosecond
/// in engineering form (`1.0e15s`), as [`format_number`] writes it.
pub fn format_seconds(seconds: f64) -> String {
    if !(1e-12..1e5).contains(&seconds.abs()) && seconds != 0.0 {
        return format!("{}s", format_number(seconds));
    }
    let (value, unit) = if seconds == 0.0 {
        (0.0, "s")
    } else if seconds < 1e-6 {
        (seconds * 1e9, "ns")
    } else if seconds < 1e-3 {
        (seconds * 1e6, "us")
    } else if seconds < 1.0 {
        (seconds * 1e3, "ms")
    } else {
        (seconds, "s")
    };
    let decimals = if value >= 100.0 {
        0
    } else if value >= 10.0 {
        1
    } else {
        2
    };
    format!("{value:.decimals$}{unit}")
}

/// A number as messages print it: as Rust writes it (`0.5`, `1024`) while
/// it has at most 12 digits before the point and is not below 1e-6, else
/// with one decimal and an exponent (`1.2e300`, `3.0e-9`), where Rust's
/// `{}` would write every one of its 300 digits.
pub fn format_number(value: f64) -> String {
    let magnitude = value.abs();
    if value == 0.0 || !value.is_finite() || (1e-6..1e12).contains(&magnitude) {
        format!("{value}")
    } else {
        format!("{value:.1e}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_below_one_kib_are_exact() {
        assert_eq!(format_bytes(0), "0B");
        assert_eq!(format_bytes(1023), "1023B");
    }

    #[test]
    fn bytes_use_the_largest_unit_with_one_decimal() {
        assert_eq!(format_bytes(1024), "1.0KiB");
        assert_eq!(format_bytes(1536), "1.5KiB");
        // 14 * 2^20 = 14680064.
        assert_eq!(format_bytes(14_680_064), "14.0MiB");
        // 2.247 GiB: one decimal, rounded.
        assert_eq!(format_bytes(2_412_709_888), "2.2GiB");
        assert_eq!(format_bytes(141_000_000_000), "131.3GiB");
    }

    #[test]
    fn axis_scale_picks_the_unit_of_the_maximum() {
        assert_eq!(ByteScale::for_max(500).unit, "B");
        assert_eq!(ByteScale::for_max(300 << 20).unit, "MiB");
        let gib = ByteScale::for_max(3 << 30);
        assert_eq!(gib.unit, "GiB");
        assert_eq!(gib.scale(3 << 30), 3.0);
    }

    #[test]
    fn seconds_pick_a_readable_unit() {
        assert_eq!(format_seconds(0.0), "0.00s");
        assert_eq!(parse_seconds("2"), Some(2.0));
        assert_eq!(parse_seconds("200ms"), Some(0.2));
        assert_eq!(parse_seconds("1.5s"), Some(1.5));
        assert_eq!(parse_seconds("250us"), Some(250.0 * 1e-6));
        assert_eq!(parse_seconds("1e-3"), Some(1e-3));
        for bad in ["", "ms", "-1", "2 min", "1.5h", "inf"] {
            assert_eq!(parse_seconds(bad), None, "{bad}");
        }
        assert_eq!(format_seconds(8.5e-7), "850ns");
        assert_eq!(format_seconds(1.234e-5), "12.3us");
        assert_eq!(format_seconds(0.004_56), "4.56ms");
        assert_eq!(format_seconds(1.234), "1.23s");
        assert_eq!(format_seconds(3600.0), "3600s");
    }

    #[test]
    fn huge_and_tiny_figures_print_with_an_exponent() {
        assert_eq!(format_seconds(1e15), "1.0e15s");
        assert_eq!(format_seconds(1.23e300), "1.2e300s");
        assert_eq!(format_seconds(2e-15), "2.0e-15s");
        assert_eq!(format_number(1e300), "1.0e300");
        assert_eq!(format_number(-4.5e20), "-4.5e20");
        assert_eq!(format_number(0.25), "0.25");
        assert_eq!(format_number(1e6), "1000000");
        assert_eq!(format_number(f64::INFINITY), "inf");
    }
}
