//! Text-level mutations of MLIR and the seeded generator that picks them.
//!
//! Each mutation edits the text of a module in one place (or, for the
//! consistent ones, everywhere a shape or type occurs, so that the result
//! may still verify and reach the passes) and says what it did, so a
//! finding can be read without a diff.

use std::fmt;

/// SplitMix64: a tiny, well-mixed generator; the same seed gives the same
/// sequence on every machine.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// The generator of case `case` of a run with `seed`: cases are
    /// independent, so one of them can be replayed alone.
    pub fn for_case(seed: u64, case: u64) -> Rng {
        let mut mixer = Rng(seed ^ case.wrapping_mul(0xA076_1D64_78BD_642F));
        Rng(mixer.next_u64())
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n`; `n` must be positive.
    pub fn below(&mut self, n: usize) -> usize {
        debug_assert!(n > 0);
        (self.next_u64() % n as u64) as usize
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    pub fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }
}

/// What a mutation does to the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mutation {
    DeleteLine,
    DuplicateLine,
    SwapLines,
    /// One dimension of one shaped type.
    ChangeDimension,
    /// One dimension value in every shaped type of the module.
    ChangeShapeEverywhere,
    /// `?` for one dimension, of one type or of every type.
    DynamicDimension,
    ChangeElementType,
    SwapOperands,
    DropReturn,
    /// A number inside an `offload.plan` attribute (the JSON plan of
    /// offload-place), or the attribute cut short.
    CorruptPlan,
    /// The tier of an `offload.tier` attribute or of an offload op.
    CorruptTier,
    /// Any number in the text made huge, zero or negative.
    HugeNumber,
    /// The text cut at some byte.
    Truncate,
    /// The index of an `offload.prefetch_slice` or `offload.store_slice`
    /// moved off the loop's counter: `%i - 1`, `%i + 1` or a constant.
    ShiftSliceIndex,
    /// A function argument that a loop carries (an `iter_args` init) or
    /// reads in its body marked `offload.tier` as living in a tier.
    LoopArgumentInTier,
}

impl Mutation {
    pub const ALL: [Mutation; 15] = [
        Mutation::DeleteLine,
        Mutation::DuplicateLine,
        Mutation::SwapLines,
        Mutation::ChangeDimension,
        Mutation::ChangeShapeEverywhere,
        Mutation::DynamicDimension,
        Mutation::ChangeElementType,
        Mutation::SwapOperands,
        Mutation::DropReturn,
        Mutation::CorruptPlan,
        Mutation::CorruptTier,
        Mutation::HugeNumber,
        Mutation::Truncate,
        Mutation::ShiftSliceIndex,
        Mutation::LoopArgumentInTier,
    ];

    /// Applies the mutation to `text`; `None` when it has nothing to act
    /// on (no `offload.plan` attribute, no return, ...).
    pub fn apply(self, text: &str, rng: &mut Rng) -> Option<Mutant> {
        let lines: Vec<&str> = text.lines().collect();
        match self {
            Mutation::DeleteLine => {
                let at = rng.below(lines.len().max(1));
                let description = format!("line {} deleted", at + 1);
                Some(Mutant::edit_lines(&lines, at..at + 1, &[], description))
            }
            Mutation::DuplicateLine => {
                let at = rng.below(lines.len().max(1));
                let line = *lines.get(at)?;
                let description = format!("line {} duplicated", at + 1);
                Some(Mutant::edit_lines(
                    &lines,
                    at..at + 1,
                    &[line, line],
                    description,
                ))
            }
            Mutation::SwapLines => swap_lines(&lines, text, rng),
            Mutation::ChangeDimension | Mutation::DynamicDimension => {
                change_dimension(text, self == Mutation::DynamicDimension, rng)
            }
            Mutation::ChangeShapeEverywhere => {
                let dims = shaped_dimensions(text);
                let dim = rng.pick_or_none(&dims)?;
                let value = &text[dim.clone()];
                Some(change_dimension_everywhere(
                    text,
                    value,
                    &other_dimension(value, rng),
                ))
            }
            Mutation::ChangeElementType => change_element_type(text, rng),
            Mutation::SwapOperands => swap_operands(&lines, rng),
            Mutation::DropReturn => {
                let returns: Vec<usize> = (0..lines.len())
                    .filter(|&i| {
                        let line = lines[i].trim_start();
                        line.starts_with("return")
                            || line.starts_with("func.return")
                            || line.starts_with("\"func.return\"")
                    })
                    .collect();
                let at = *rng.pick_or_none(&returns)?;
                let description = format!("return in line {} dropped", at + 1);
                Some(Mutant::edit_lines(&lines, at..at + 1, &[], description))
            }
            Mutation::CorruptPlan => corrupt_plan(text, rng),
            Mutation::CorruptTier => replace_one(text, &tier_values(text), &TIERS, "tier", rng),
            Mutation::HugeNumber => replace_one(text, &numbers(text), &HUGE_NUMBERS, "number", rng),
            Mutation::ShiftSliceIndex => shift_slice_index(&lines, text, rng),
            Mutation::LoopArgumentInTier => {
                let arguments = loop_arguments(text);
                let at = *rng.pick_or_none(&arguments)?;
                let tier = *rng.pick(&["\"host\"", "\"nvme\""]);
                let mut mutated = text.to_string();
                mutated.insert_str(at, &format!(" {{offload.tier = {tier}}}"));
                Some(Mutant::new(
                    mutated,
                    format!("argument at {} in {tier}", position(text, at)),
                ))
            }
            Mutation::Truncate => {
                let mut cut = rng.below(text.len().max(1));
                while !text.is_char_boundary(cut) {
                    cut -= 1;
                }
                Some(Mutant::new(
                    text[..cut].to_string(),
                    format!("cut at {}", position(text, cut)),
                ))
            }
        }
    }
}

/// Two lines swapped: mostly neighbours (a use before its definition),
/// sometimes far apart.
fn swap_lines(lines: &[&str], text: &str, rng: &mut Rng) -> Option<Mutant> {
    if lines.len() < 2 {
        return None;
    }
    let a = rng.below(lines.len() - 1);
    let b = if rng.chance(2) {
        a + 1
    } else {
        a + 1 + rng.below(lines.len() - a - 1)
    };
    let mut swapped = lines.to_vec();
    swapped.swap(a, b);
    Some(Mutant::new(
        join(&swapped, text),
        format!("lines {} and {} swapped", a + 1, b + 1),
    ))
}

/// One dimension of one shaped type changed, or made dynamic (`?`) where
/// `dynamic`, then half the time in every shaped type of the module.
fn change_dimension(text: &str, dynamic: bool, rng: &mut Rng) -> Option<Mutant> {
    let dims = shaped_dimensions(text);
    let dim = rng.pick_or_none(&dims)?.clone();
    let value = &text[dim.clone()];
    let replacement = if dynamic {
        if rng.chance(2) {
            return Some(change_dimension_everywhere(text, value, "?"));
        }
        "?".to_string()
    } else {
        other_dimension(value, rng)
    };
    Some(Mutant::replace_span(text, dim, &replacement, "dimension"))
}

/// The element type of one shaped type changed, or half the time that
/// type in every shaped type that has it.
fn change_element_type(text: &str, rng: &mut Rng) -> Option<Mutant> {
    let types = element_types(text);
    let at = rng.pick_or_none(&types)?.clone();
    let old = &text[at.clone()];
    let new = *rng.pick(&ELEMENT_TYPES);
    if old == new {
        return None;
    }
    if rng.chance(2) {
        return Some(Mutant::replace_span(text, at, new, "element type"));
    }
    let mut mutated = String::with_capacity(text.len());
    let mut last = 0;
    for range in types.iter().filter(|r| &text[(*r).clone()] == old) {
        mutated.push_str(&text[last..range.start]);
        mutated.push_str(new);
        last = range.end;
    }
    mutated.push_str(&text[last..]);
    Some(Mutant::new(
        mutated,
        format!("element type {old} -> {new} in every shaped type"),
    ))
}

/// Two distinct operands of one line swapped.
fn swap_operands(lines: &[&str], rng: &mut Rng) -> Option<Mutant> {
    let candidates: Vec<usize> = (0..lines.len())
        .filter(|&i| value_uses(lines[i]).len() >= 2)
        .collect();
    let at = *rng.pick_or_none(&candidates)?;
    let uses = value_uses(lines[at]);
    let first = rng.below(uses.len() - 1);
    let second = first + 1 + rng.below(uses.len() - first - 1);
    let (a, b) = (uses[first].clone(), uses[second].clone());
    let line = lines[at];
    if line[a.clone()] == line[b.clone()] {
        return None;
    }
    let swapped = format!(
        "{}{}{}{}{}",
        &line[..a.start],
        &line[b.clone()],
        &line[a.end..b.start],
        &line[a.clone()],
        &line[b.end..]
    );
    let description = format!(
        "operands {} and {} swapped in line {}",
        &line[a],
        &line[b],
        at + 1
    );
    Some(Mutant::edit_lines(
        lines,
        at..at + 1,
        &[&swapped],
        description,
    ))
}

/// The `offload.plan` attribute cut short (one time in four), or one of
/// its numbers replaced.
fn corrupt_plan(text: &str, rng: &mut Rng) -> Option<Mutant> {
    let start = text.find("offload.plan = \"")? + "offload.plan = \"".len();
    let end = start + text[start..].find('"')?;
    if rng.chance(4) {
        let cut = start + rng.below(end - start);
        let mut mutated = text.to_string();
        mutated.replace_range(cut..end, "");
        return Some(Mutant::new(
            mutated,
            format!("offload.plan cut after {} characters", cut - start),
        ));
    }
    let numbers: Vec<_> = numbers(&text[start..end])
        .into_iter()
        .map(|r| r.start + start..r.end + start)
        .collect();
    replace_one(text, &numbers, &PLAN_NUMBERS, "offload.plan number", rng)
}

/// One of `spans` of `text` replaced by one of `values` (`None` where
/// there is no span, or the value is already there).
fn replace_one(
    text: &str,
    spans: &[std::ops::Range<usize>],
    values: &[&str],
    what: &str,
    rng: &mut Rng,
) -> Option<Mutant> {
    let at = rng.pick_or_none(spans)?.clone();
    let new = *rng.pick(values);
    if text[at.clone()] == *new {
        return None;
    }
    Some(Mutant::replace_span(text, at, new, what))
}

impl fmt::Display for Mutation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// A mutated text and what was done to it.
#[derive(Clone, Debug)]
pub struct Mutant {
    pub text: String,
    pub description: String,
    /// The text reads or writes a slice outside its stack (a slice index
    /// moved to `%i - 1`, `%i + 1` or past the stack, and nothing else
    /// changed): a checker must refuse it.
    pub outside_stack: bool,
}

impl Mutant {
    fn new(text: String, description: String) -> Mutant {
        Mutant {
            text,
            description,
            outside_stack: false,
        }
    }

    /// `text` with the span `at` replaced by `with`, described as
    /// "`what` old -> new at line:col".
    fn replace_span(text: &str, at: std::ops::Range<usize>, with: &str, what: &str) -> Mutant {
        let description = format!(
            "{what} {} -> {with} at {}",
            &text[at.clone()],
            position(text, at.start)
        );
        let mut mutated = text.to_string();
        mutated.replace_range(at, with);
        Mutant::new(mutated, description)
    }

    /// `lines` with `range` replaced by `with`.
    fn edit_lines(
        lines: &[&str],
        range: std::ops::Range<usize>,
        with: &[&str],
        description: String,
    ) -> Mutant {
        let range = range.start.min(lines.len())..range.end.min(lines.len());
        let mut edited: Vec<&str> = Vec::with_capacity(lines.len() + with.len());
        edited.extend(&lines[..range.start]);
        edited.extend(with);
        edited.extend(&lines[range.end..]);
        let mut text = edited.join("\n");
        text.push('\n');
        Mutant::new(text, description)
    }
}

/// Applies `count` mutations, drawn at random, one after the other; a
/// mutation with nothing to act on is drawn again (at most a few times).
pub fn mutate(text: &str, count: usize, rng: &mut Rng) -> Mutant {
    let mut current = Mutant::new(text.to_string(), String::new());
    let mut done = Vec::new();
    for _ in 0..count {
        for _attempt in 0..8 {
            let mutation = *rng.pick(&Mutation::ALL);
            if let Some(next) = mutation.apply(&current.text, rng) {
                done.push(format!("{mutation}: {}", next.description));
                current.text = next.text;
                // Only alone: another mutation may bring the index back
                // within the stack (a larger stack, the slice op deleted).
                current.outside_stack = next.outside_stack && done.len() == 1;
                break;
            }
        }
    }
    current.outside_stack &= done.len() == 1;
    current.description = done.join("; ");
    current
}

/// Values for pass options, odd ones first: what a mutated pipeline sets.
const OPTION_VALUES: [(&str, &[&str]); 26] = [
    (
        "budget",
        &[
            "0",
            "1",
            "0.01x",
            "0x",
            "2x",
            "18446744073709551615",
            "99999999999999999999GiB",
            "-1",
            "1e30x",
        ],
    ),
    (
        "remote-args",
        &[
            "0-100000", "40-2", "999", "0-0", "1-1-1", "2-", "0", "1", "0-1",
        ],
    ),
    ("remote-results", &["0", "0-99", "5"]),
    ("remote-tier", &["nvme", "pool", "device"]),
    (
        "dynamic-dim",
        &[
            "1",
            "18446744073709551615",
            "4294967296",
            "8,1.1=+1",
            "9.9=4",
            "0.1=5,0.1=6",
            "1.1=-100",
        ],
    ),
    ("dim-max", &["0", "1", "18446744073709551615"]),
    ("dim-min", &["0", "65", "9"]),
    ("dim-step", &["0", "1", "1000000"]),
    ("place-args", &["false", "maybe"]),
    ("trip-count", &["0", "1000"]),
    ("donate-args", &["true", "maybe"]),
    ("min-bytes", &["0", "1", "1TiB", "-5"]),
    ("slowdown", &["0%", "1000%", "-5%", "nan"]),
    ("time-limit", &["0", "0.001", "-1"]),
    (
        "solver",
        &[
            "none",
            "reactive",
            "pytorch-ao",
            "interval",
            "heuristic",
            "ilp",
            "magic",
        ],
    ),
    ("horizon", &["0", "18446744073709551615"]),
    ("tier", &["cxl", "nvme", "pool"]),
    ("objective", &["min-peak", "min-makespan"]),
    (
        "hw",
        &["a100-pcie4", "ascend-910c", "no-such-profile", "/dev/null"],
    ),
    ("window", &["0", "1", "18446744073709551615"]),
    ("link-share", &["0", "1e-9", "25%", "150%", "nan"]),
    ("devices", &["0", "2", "3"]),
    ("loop-bodies", &["false", "maybe"]),
    ("tiers", &["host", "nvme,cxl", "bogus"]),
    ("chunk-bytes", CHUNK_BYTES),
    ("perf-record", PERF_RECORDS),
];

/// Chunks that are no multiple of an element's size, and tiny ones.
const CHUNK_BYTES: &[&str] = &["1", "3", "6", "7", "16", "0"];

/// Records of op times that are huge, not a number or negative, written
/// by the fuzzer into its work folder (`{work}`, [`write_perf_records`]).
const PERF_RECORDS: &[&str] = &[
    "{work}/perf-huge.json",
    "{work}/perf-vast.json",
    "{work}/perf-nan.json",
    "{work}/perf-negative.json",
    "{work}/perf-text.json",
];

/// The options set on a planner (offload-plan, offload-place) of the
/// pipeline: odd chunks, odd op times, and the first arguments (a loop's
/// stack or carried value in the loop seeds) in a tier.
const PLANNER_VALUES: [(&str, &[&str]); 3] = [
    ("chunk-bytes", CHUNK_BYTES),
    ("perf-record", PERF_RECORDS),
    ("remote-args", &["0", "1", "0-1"]),
];

/// `pipeline` with one option of one of its offload passes set to an odd
/// value (replacing the option when it is there), and what was set; `None`
/// when no argument is an offload pass with options syntax. `{work}` in a
/// value is the folder `work` ([`write_perf_records`]).
pub fn mutate_options(
    pipeline: &[String],
    rng: &mut Rng,
    work: &str,
) -> Option<(Vec<String>, String)> {
    let passes: Vec<usize> = (0..pipeline.len())
        .filter(|&i| pipeline[i].starts_with("--offload-"))
        .collect();
    // Half the time, when there is a planner, one of the options that
    // found its bugs, on it (most passes take none of them).
    let planners: Vec<usize> = passes
        .iter()
        .copied()
        .filter(|&i| {
            pipeline[i].starts_with("--offload-plan=")
                || pipeline[i].starts_with("--offload-place=")
        })
        .collect();
    let (at, (name, values)) = match rng.pick_or_none(&planners).copied() {
        Some(at) if rng.chance(2) => (at, *rng.pick(&PLANNER_VALUES)),
        _ => (*rng.pick_or_none(&passes)?, *rng.pick(&OPTION_VALUES)),
    };
    let value = rng.pick(values).replace("{work}", work);
    let (flag, options) = pipeline[at]
        .split_once('=')
        .unwrap_or((pipeline[at].as_str(), ""));
    let mut kept: Vec<String> = options
        .split_whitespace()
        .filter(|option| option.split_once('=').map_or(*option, |(key, _)| key) != name)
        .map(str::to_string)
        .collect();
    kept.push(format!("{name}={value}"));
    let mut mutated = pipeline.to_vec();
    mutated[at] = format!("{flag}={}", kept.join(" "));
    Some((mutated, format!("option {name}={value} on {flag}")))
}

/// The op times of the loop seeds' ops, each record one kind of odd time:
/// `perf-record=` values of [`OPTION_VALUES`] name these files in `work`.
pub fn write_perf_records(work: &std::path::Path) -> std::io::Result<()> {
    let signatures = [
        "linalg.add(tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> (tensor<64x64xf32>)",
        "linalg.matmul(tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> (tensor<64x64xf32>)",
        "linalg.tanh(tensor<64x64xf32>, tensor<64x64xf32>) -> (tensor<64x64xf32>)",
    ];
    for (name, seconds) in [
        ("huge", "1e15"),
        ("vast", "1e300"),
        ("nan", "NaN"),
        ("negative", "-1"),
        ("text", "\"nan\""),
    ] {
        let records: Vec<String> = signatures
            .iter()
            .map(|s| format!("{{\"signature\": \"{s}\", \"seconds\": {seconds}}}"))
            .collect();
        std::fs::write(
            work.join(format!("perf-{name}.json")),
            format!("[{}]\n", records.join(", ")),
        )?;
    }
    Ok(())
}

impl Rng {
    fn pick_or_none<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        (!items.is_empty()).then(|| self.pick(items))
    }
}

const ELEMENT_TYPES: [&str; 10] = [
    "f32",
    "f16",
    "bf16",
    "f64",
    "i1",
    "i8",
    "i64",
    "index",
    "complex<f32>",
    "f8E4M3FN",
];
const PLAN_NUMBERS: [&str; 8] = [
    "0",
    "1",
    "-1",
    "4294967295",
    "18446744073709551615",
    "99999999999999999999999",
    "1e308",
    "null",
];
const TIERS: [&str; 6] = [
    "\"host\"",
    "\"nvme\"",
    "\"device\"",
    "\"\"",
    "\"h\\00st\"",
    "42",
];
const HUGE_NUMBERS: [&str; 8] = [
    "0",
    "-1",
    "2147483648",
    "4294967296",
    "9223372036854775807",
    "18446744073709551615",
    "340282366920938463463374607431768211456",
    "1000000000",
];

/// A slice op's index operand replaced by a value defined just before it:
/// the loop's counter less one or plus one, or a constant (inside or past
/// the stack). Slice ops print as `"offload.prefetch_slice"(%stack, %i)`
/// and `"offload.store_slice"(%slice, %stack, %i)`.
fn shift_slice_index(lines: &[&str], text: &str, rng: &mut Rng) -> Option<Mutant> {
    let slices: Vec<usize> = (0..lines.len())
        .filter(|&i| {
            lines[i].contains("\"offload.prefetch_slice\"(")
                || lines[i].contains("\"offload.store_slice\"(")
        })
        .collect();
    let at = *rng.pick_or_none(&slices)?;
    let line = lines[at];
    let open = line.find("_slice\"(")? + "_slice\"(".len();
    let close = open + line[open..].find(')')?;
    let index = line[open..close].rsplit(", ").next()?.trim();
    let start = open + line[open..close].rfind(index)?;
    let indent: String = line.chars().take_while(|c| c.is_whitespace()).collect();
    // A name no other mutation of this text has taken.
    let name = format!("%fuzz_index{}", text.matches("%fuzz_index").count());
    let (definitions, what, outside) = match rng.below(3) {
        shift @ (0 | 1) => {
            let op = if shift == 0 { "subi" } else { "addi" };
            (
                vec![
                    format!("{indent}{name}_one = arith.constant 1 : index"),
                    format!("{indent}{name} = arith.{op} {index}, {name}_one : index"),
                ],
                format!("{index} {} 1", if shift == 0 { "-" } else { "+" }),
                true,
            )
        }
        _ => {
            let constant = *rng.pick(&["0", "1", "3", "4", "1000"]);
            (
                vec![format!(
                    "{indent}{name} = arith.constant {constant} : index"
                )],
                format!("the constant {constant}"),
                // Past every stack of the seeds.
                constant == "1000",
            )
        }
    };
    let shifted = format!("{}{name}{}", &line[..start], &line[start + index.len()..]);
    let mut replaced: Vec<&str> = definitions.iter().map(String::as_str).collect();
    replaced.push(&shifted);
    let mut mutant = Mutant::edit_lines(
        lines,
        at..at + 1,
        &replaced,
        format!("slice index in line {} -> {what}", at + 1),
    );
    mutant.outside_stack = outside;
    Some(mutant)
}

/// Where an `offload.tier` attribute may follow the type of a function
/// argument that a loop carries or reads: the byte offsets right after
/// each such argument's type in a `func.func` signature (arguments that
/// already have attributes are left out).
fn loop_arguments(text: &str) -> Vec<usize> {
    let mut found = Vec::new();
    for (start, _) in text.match_indices("func.func") {
        let Some(open) = text[start..].find('(').map(|o| start + o + 1) else {
            continue;
        };
        let Some(body) = text[open..].find('{').map(|b| open + b) else {
            continue;
        };
        let end = text[body..].find("\n}").map_or(text.len(), |e| body + e);
        let in_loops = loop_text(&text[body..end]);
        let signature = &text[open..body];
        let Some(close) = signature.find(") ->").or_else(|| signature.rfind(')')) else {
            continue;
        };
        let mut at = open;
        for piece in signature[..close].split(", %") {
            let end = at + piece.len();
            at = end + ", %".len();
            let argument = piece.trim_start_matches('%');
            let Some((name, ty)) = argument.split_once(": ") else {
                continue;
            };
            if ty.contains('{') || !ty.starts_with("tensor<") {
                continue;
            }
            let used = in_loops.iter().any(|chunk| {
                chunk.match_indices(&format!("%{name}")).any(|(i, m)| {
                    !chunk[i + m.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_')
                })
            });
            if used {
                found.push(end);
            }
        }
    }
    found
}

/// The text of the loops in a function body: from each `scf.for`,
/// `scf.while` or `stablehlo.while` line (its `iter_args` and operands
/// included) to the end of the body.
fn loop_text(body: &str) -> Vec<&str> {
    ["scf.for", "scf.while", "stablehlo.while"]
        .iter()
        .flat_map(|name| body.match_indices(name).map(|(i, _)| &body[i..]))
        .collect()
}

/// Joins mutated lines, ending with a newline when `original` did.
fn join(lines: &[&str], original: &str) -> String {
    let mut text = lines.join("\n");
    if original.ends_with('\n') {
        text.push('\n');
    }
    text
}

/// `line:col` of byte `offset` in `text`, 1-based.
fn position(text: &str, offset: usize) -> String {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.len() - before.rfind('\n').map_or(0, |n| n + 1) + 1;
    format!("{line}:{column}")
}

/// The byte ranges of the static dimensions of every `tensor<...>` and
/// `memref<...>` type (`128` in `tensor<1x128xf32>`).
fn shaped_dimensions(text: &str) -> Vec<std::ops::Range<usize>> {
    let mut dims = Vec::new();
    for start in shaped_bodies(text) {
        let mut at = start;
        loop {
            let digits = text[at..].bytes().take_while(u8::is_ascii_digit).count();
            let next = at + digits;
            if digits > 0 && text[next..].starts_with('x') {
                dims.push(at..next);
                at = next + 1;
            } else if text[at..].starts_with("?x") {
                at += 2;
            } else {
                break;
            }
        }
    }
    dims
}

/// The byte ranges of the element types of every shaped type (`f32` in
/// `tensor<1x128xf32>`, `f32` in `tensor<f32>`).
fn element_types(text: &str) -> Vec<std::ops::Range<usize>> {
    let mut types = Vec::new();
    for start in shaped_bodies(text) {
        let mut at = start;
        while let Some(skip) = dimension_prefix(&text[at..]) {
            at += skip;
        }
        let len = text[at..]
            .bytes()
            .take_while(|b| b.is_ascii_alphanumeric())
            .count();
        if len > 0 && text[at + len..].starts_with(['>', ',']) {
            types.push(at..at + len);
        }
    }
    types
}

/// The length of one `N x` or `?x` at the start of `text`.
fn dimension_prefix(text: &str) -> Option<usize> {
    if text.starts_with("?x") {
        return Some(2);
    }
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    (digits > 0 && text[digits..].starts_with('x')).then_some(digits + 1)
}

/// Where the bodies of `tensor<` and `memref<` types start.
fn shaped_bodies(text: &str) -> Vec<usize> {
    let mut starts: Vec<usize> = ["tensor<", "memref<"]
        .iter()
        .flat_map(|prefix| text.match_indices(prefix).map(|(at, p)| at + p.len()))
        .collect();
    starts.sort_unstable();
    starts
}

/// Every static dimension equal to `value` set to `new`, in every shaped
/// type of `text`.
fn change_dimension_everywhere(text: &str, value: &str, new: &str) -> Mutant {
    let mut mutated = String::with_capacity(text.len());
    let mut last = 0;
    for dim in shaped_dimensions(text) {
        if &text[dim.clone()] == value {
            mutated.push_str(&text[last..dim.start]);
            mutated.push_str(new);
            last = dim.end;
        }
    }
    mutated.push_str(&text[last..]);
    Mutant::new(
        mutated,
        format!("dimension {value} -> {new} in every shaped type"),
    )
}

/// A dimension other than `value`: one, zero, a neighbour, double, half.
fn other_dimension(value: &str, rng: &mut Rng) -> String {
    let n: u64 = value.parse().unwrap_or(1);
    let choices = [0, 1, 3, n + 1, n.saturating_sub(1), n * 2, n / 2, 1 << 40];
    let mut pick = *rng.pick(&choices);
    if pick == n {
        pick = n + 1;
    }
    pick.to_string()
}

/// The byte ranges of the SSA values a line uses: `%name` tokens after the
/// `=` of its results (every one, when it defines nothing).
fn value_uses(line: &str) -> Vec<std::ops::Range<usize>> {
    let after = line.find(" = ").map_or(0, |at| at + 3);
    let bytes = line.as_bytes();
    let mut uses = Vec::new();
    let mut at = after;
    while at < bytes.len() {
        if bytes[at] == b'%' {
            let len = line[at + 1..]
                .bytes()
                .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_' || *b == b'#')
                .count();
            if len > 0 {
                uses.push(at..at + 1 + len);
            }
            at += 1 + len;
        } else {
            at += 1;
        }
    }
    uses
}

/// The byte ranges of decimal numbers (digit runs not inside a name).
fn numbers(text: &str) -> Vec<std::ops::Range<usize>> {
    let bytes = text.as_bytes();
    let mut found = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at].is_ascii_digit() {
            let len = bytes[at..]
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .count();
            // Not part of a name (`%c2_i64`, `#map13`) or an escape (`\22`).
            let inside_name =
                at > 0 && (bytes[at - 1].is_ascii_alphabetic() || b"_\\".contains(&bytes[at - 1]));
            if !inside_name {
                found.push(at..at + len);
            }
            at += len;
        } else {
            at += 1;
        }
    }
    found
}

/// The byte ranges of tier values: the string after `offload.tier = ` and
/// after `tier = ` (offload ops).
fn tier_values(text: &str) -> Vec<std::ops::Range<usize>> {
    let mut found: Vec<std::ops::Range<usize>> = ["offload.tier = ", "{tier = ", " tier = "]
        .iter()
        .flat_map(|key| text.match_indices(key).map(|(at, k)| at + k.len()))
        .filter_map(|start| {
            let rest = &text[start..];
            let len = if let Some(quoted) = rest.strip_prefix('"') {
                1 + quoted.find('"')? + 1
            } else {
                rest.bytes().take_while(u8::is_ascii_alphanumeric).count()
            };
            (len > 0).then_some(start..start + len)
        })
        .collect();
    found.sort_unstable_by_key(|r| r.start);
    found.dedup();
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    const MODULE: &str = "func.func @f(%a: tensor<4x8xf32> {offload.tier = \"host\"}) -> tensor<4x8xf32> {\n  %0 = arith.addf %a, %a : tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}\n";

    #[test]
    fn the_generator_is_deterministic_per_case() {
        let first: Vec<u64> = (0..4).map(|c| Rng::for_case(7, c).next_u64()).collect();
        let again: Vec<u64> = (0..4).map(|c| Rng::for_case(7, c).next_u64()).collect();
        assert_eq!(first, again);
        assert_ne!(first[0], first[1]);
        assert_ne!(Rng::for_case(8, 0).next_u64(), first[0]);
        let a = mutate(MODULE, 3, &mut Rng::for_case(1, 5));
        let b = mutate(MODULE, 3, &mut Rng::for_case(1, 5));
        assert_eq!((a.text, a.description), (b.text, b.description));
    }

    #[test]
    fn shapes_and_element_types_are_found() {
        let dims: Vec<&str> = shaped_dimensions(MODULE)
            .into_iter()
            .map(|r| &MODULE[r])
            .collect();
        assert_eq!(dims, ["4", "8", "4", "8", "4", "8", "4", "8"]);
        let types: Vec<&str> = element_types("tensor<?x2xf16>, tensor<i1>, memref<3xindex>")
            .into_iter()
            .map(|r| &"tensor<?x2xf16>, tensor<i1>, memref<3xindex>"[r])
            .collect();
        assert_eq!(types, ["f16", "i1", "index"]);
        let changed = change_dimension_everywhere(MODULE, "8", "?");
        assert_eq!(changed.text.matches("tensor<4x?xf32>").count(), 4);
        assert!(!changed.text.contains("4x8"));
    }

    #[test]
    fn operands_and_tiers_are_found() {
        let line = "  %0 = arith.addf %a, %b_1 : tensor<4x8xf32>";
        let uses: Vec<&str> = value_uses(line).into_iter().map(|r| &line[r]).collect();
        assert_eq!(uses, ["%a", "%b_1"]);
        let tiers: Vec<&str> = tier_values(MODULE)
            .into_iter()
            .map(|r| &MODULE[r])
            .collect();
        assert_eq!(tiers, ["\"host\""]);
        let op = "%r = \"offload.store\"(%x) {tier = \"host\"} : (t) -> r";
        assert_eq!(tier_values(op).len(), 1);
    }

    #[test]
    fn every_mutation_changes_the_text_or_declines() {
        for mutation in Mutation::ALL {
            for case in 0..16 {
                let mut rng = Rng::for_case(3, case);
                if let Some(mutant) = mutation.apply(MODULE, &mut rng) {
                    assert!(!mutant.description.is_empty(), "{mutation}");
                    // A few may by chance write back what was there.
                    if mutant.text == MODULE {
                        assert!(
                            matches!(mutation, Mutation::SwapLines | Mutation::Truncate),
                            "{mutation}: {}",
                            mutant.description
                        );
                    }
                }
            }
        }
        // Nothing to corrupt without a plan attribute.
        assert!(
            Mutation::CorruptPlan
                .apply(MODULE, &mut Rng::for_case(1, 0))
                .is_none()
        );
    }

    #[test]
    fn options_are_replaced_or_added() {
        let pipeline = vec![
            "--offload-plan=hw=gh200-c2c budget=1GiB".to_string(),
            "--offload-strip".to_string(),
        ];
        for case in 0..64 {
            let (mutated, description) =
                mutate_options(&pipeline, &mut Rng::for_case(5, case), "/w").unwrap();
            assert_eq!(mutated.len(), 2);
            let (name, value) = description
                .strip_prefix("option ")
                .and_then(|d| d.split_once(" on "))
                .and_then(|(option, _)| option.split_once('='))
                .unwrap();
            let changed = mutated
                .iter()
                .find(|a| a.contains(&format!("{name}={value}")));
            let changed = changed.unwrap_or_else(|| panic!("{mutated:?} lacks {description}"));
            assert_eq!(changed.matches(&format!("{name}=")).count(), 1, "{changed}");
        }
        assert!(
            mutate_options(
                &["--pass-pipeline=x".into()],
                &mut Rng::for_case(5, 0),
                "/w"
            )
            .is_none()
        );
    }

    const LOOP: &str = "func.func @f(%w: tensor<4x8xf32>, %x: tensor<8xf32>, %n: index) -> tensor<8xf32> {\n  %r = \"offload.resident\"(%w) {tier = \"host\"} : (tensor<4x8xf32>) -> !offload.remote<tensor<4x8xf32>>\n  %y = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %x) -> (tensor<8xf32>) {\n    %s = \"offload.prefetch_slice\"(%r, %i) : (!offload.remote<tensor<4x8xf32>>, index) -> tensor<8xf32>\n    scf.yield %s : tensor<8xf32>\n  }\n  return %y : tensor<8xf32>\n}\n";

    #[test]
    fn slice_indices_move_off_the_counter() {
        let mut outside = 0;
        for case in 0..32 {
            let mutant = Mutation::ShiftSliceIndex
                .apply(LOOP, &mut Rng::for_case(2, case))
                .unwrap();
            let slice = mutant
                .text
                .lines()
                .find(|l| l.contains("prefetch_slice"))
                .unwrap();
            assert!(slice.contains("(%r, %fuzz_index0)"), "{slice}");
            assert!(
                mutant.text.contains("%fuzz_index0 = arith."),
                "{}",
                mutant.text
            );
            if mutant.description.contains("%i - 1") || mutant.description.contains("%i + 1") {
                assert!(mutant.outside_stack);
                assert!(
                    mutant
                        .text
                        .contains("%fuzz_index0_one = arith.constant 1 : index")
                );
            }
            outside += usize::from(mutant.outside_stack);
        }
        assert!(outside > 0);
        assert!(
            Mutation::ShiftSliceIndex
                .apply(MODULE, &mut Rng::for_case(2, 0))
                .is_none()
        );
    }

    #[test]
    fn arguments_a_loop_reads_go_to_a_tier() {
        // %w is read only through its resident copy, %n nowhere in the
        // loop; %x is the loop's carried value.
        let found: Vec<&str> = loop_arguments(LOOP)
            .into_iter()
            .map(|at| &LOOP[..at])
            .map(|before| before.rsplit(", ").next().unwrap())
            .collect();
        assert_eq!(found, ["%x: tensor<8xf32>"]);
        let mutant = Mutation::LoopArgumentInTier
            .apply(LOOP, &mut Rng::for_case(1, 0))
            .unwrap();
        assert!(
            mutant.text.contains("%x: tensor<8xf32> {offload.tier = "),
            "{}",
            mutant.text
        );
    }

    #[test]
    fn positions_are_one_based() {
        assert_eq!(position("ab\ncd", 0), "1:1");
        assert_eq!(position("ab\ncd", 4), "2:2");
    }
}
