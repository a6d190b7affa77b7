//! Typed pass options in MLIR's `{key=value}` syntax.
//!
//! MLIR parses and prints the option string (every option is an MLIR string
//! option); this module checks keys against the pass table (naming the pass,
//! the key and what is accepted) and gives values their types.

use std::{fmt, marker::PhantomData, sync::Mutex};

use hyperoffload_core::plan::{Budget, Reference, Solver};
use hyperoffload_dialect::Tier;
use thiserror::Error;

/// The type of a pass option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// `true` / `false` (also `1` / `0`).
    Bool,
    /// A non-negative integer.
    Unsigned,
    /// An amount of memory: a number with a unit (`24GiB`, `512MB`, `1024`).
    Bytes,
    /// One of a fixed set of words.
    Choice(&'static [&'static str]),
    /// A comma-separated list of remote tiers (empty: all tiers).
    TierList,
    /// Capacities of remote tiers, `tier:bytes` comma-separated (empty:
    /// the profile's).
    TierCapacities,
    /// A file path.
    Path,
    /// File paths, comma-separated (empty: none).
    PathList,
    /// Argument indices and inclusive ranges: `3,5-40`.
    IndexList,
    /// A built-in hardware profile name, or a JSON profile file.
    Profile,
    /// Bytes with a unit, or a fraction of the no-offload peak (`0.6x`);
    /// `0` for none.
    Budget,
    /// A fraction as a percentage (`1%`) or a number (`0.01`).
    Percent,
    /// A duration: seconds, or a number with a unit (200ms).
    Seconds,
    /// The functions a pass works on: `public`, `all`, or names.
    Functions,
    /// Sizes of dynamic dimensions: `N` for every length, `ARG.DIM=N` pins.
    DynamicSizes,
}

/// The functions of a module a pass works on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FunctionSelection {
    /// Every public function (helpers a module calls are private).
    Public,
    /// Every function with a body.
    All,
    /// The functions named (without `@`).
    Named(Vec<String>),
}

impl FunctionSelection {
    /// Parses `public`, `all`, or a comma-separated list of names.
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "public" => Some(Self::Public),
            "all" => Some(Self::All),
            _ => {
                let names: Vec<String> = text
                    .split(',')
                    .map(|n| n.trim().trim_start_matches('@'))
                    .map(|n| {
                        let valid = !n.is_empty()
                            && n.chars()
                                .all(|c| c.is_ascii_alphanumeric() || "_.$-".contains(c));
                        valid.then(|| n.to_owned())
                    })
                    .collect::<Option<_>>()?;
                Some(Self::Named(names))
            }
        }
    }
}

/// The largest [`OptionKind::Percent`] value: 10000% (a step 101 times as
/// long); beyond it no plan differs.
pub const MAX_FRACTION: f64 = 100.0;

impl OptionKind {
    /// What the option accepts, in words, for `--help` and errors.
    pub fn accepted(self) -> String {
        match self {
            OptionKind::Bool => "true or false".into(),
            OptionKind::Unsigned => "a non-negative integer".into(),
            OptionKind::Bytes => {
                "a size with a unit, e.g. 24GiB, 512MiB, 40GB or 1024 (bytes)".into()
            }
            OptionKind::Choice(words) => format!("one of {}", words.join(", ")),
            OptionKind::TierCapacities => {
                "tier:size pairs, comma-separated, e.g. host:64GiB,nvme:2TB (tiers: host, cxl, nvme, pool)".into()
            }
            OptionKind::TierList => {
                let tiers = Tier::NAMES;
                format!("a comma-separated list of tiers from {}", tiers.join(", "))
            }
            OptionKind::Path => "a file path".into(),
            OptionKind::PathList => "file paths, comma-separated".into(),
            OptionKind::IndexList => "argument indices and ranges, e.g. 3,5-40".into(),
            OptionKind::Budget => {
                "bytes with a unit (24GiB) or a fraction of the no-offload peak (0.6x); 0 for none"
                    .into()
            }
            OptionKind::Percent => {
                "a percentage from 0% to 10000% (1%) or a fraction from 0 to 100 (0.01)".into()
            }
            OptionKind::Seconds => "a time: seconds (2) or with a unit (200ms, 150us)".into(),
            OptionKind::DynamicSizes => "a size for every dynamic length (2048; 0 for none) and pins of the length of argument ARG's dimension DIM as ARG.DIM=N or ARG.DIM=+K, comma-separated (2047,1.1=+1)".into(),
            OptionKind::Functions => {
                "public (every public function), all, or function names such as main,step".into()
            }
            OptionKind::Profile => format!(
                "a hardware profile ({}) or a JSON profile file",
                hyperoffload_core::HardwareProfile::builtin_names().join(", ")
            ),
        }
    }
}

/// One option of a pass, as declared in the pass table.
#[derive(Clone, Copy, Debug)]
pub struct OptionDef {
    pub name: &'static str,
    pub kind: OptionKind,
    /// The default, in option syntax.
    pub default: &'static str,
    pub help: &'static str,
}

/// A typed option: its definition and the type its value reads as. Pass
/// code reads options through keys (`options.get(&BUDGET)`), so a misspelt
/// option does not compile and a value cannot be read as another type: each
/// constructor fixes the kind and the type together.
pub struct Key<T> {
    pub def: OptionDef,
    value: PhantomData<fn() -> T>,
}

impl<T> Key<T> {
    const fn of(
        name: &'static str,
        kind: OptionKind,
        default: &'static str,
        help: &'static str,
    ) -> Self {
        Key {
            def: OptionDef {
                name,
                kind,
                default,
                help,
            },
            value: PhantomData,
        }
    }

    /// The same option with another help text (a pass that says what it
    /// does with it).
    pub const fn with_help(self, help: &'static str) -> Self {
        Key::of(self.def.name, self.def.kind, self.def.default, help)
    }

    /// The same option with another default.
    pub const fn with_default(self, default: &'static str) -> Self {
        Key::of(self.def.name, self.def.kind, default, self.def.help)
    }
}

impl Key<bool> {
    pub const fn flag(name: &'static str, default: &'static str, help: &'static str) -> Self {
        Key::of(name, OptionKind::Bool, default, help)
    }
}

impl Key<u64> {
    pub const fn unsigned(name: &'static str, default: &'static str, help: &'static str) -> Self {
        Key::of(name, OptionKind::Unsigned, default, help)
    }

    pub const fn bytes(name: &'static str, default: &'static str, help: &'static str) -> Self {
        Key::of(name, OptionKind::Bytes, default, help)
    }
}

impl Key<f64> {
    pub const fn percent(name: &'static str, default: &'static str, help: &'static str) -> Self {
        Key::of(name, OptionKind::Percent, default, help)
    }

    pub const fn seconds(name: &'static str, default: &'static str, help: &'static str) -> Self {
        Key::of(name, OptionKind::Seconds, default, help)
    }
}

impl Key<Option<String>> {
    pub const fn path(name: &'static str, help: &'static str) -> Self {
        Key::of(name, OptionKind::Path, "", help)
    }
}

impl Key<Vec<String>> {
    pub const fn paths(name: &'static str, help: &'static str) -> Self {
        Key::of(name, OptionKind::PathList, "", help)
    }
}

impl Key<String> {
    pub const fn profile(name: &'static str, default: &'static str, help: &'static str) -> Self {
        Key::of(name, OptionKind::Profile, default, help)
    }
}

impl Key<crate::extract::ArgSelection> {
    pub const fn indices(name: &'static str, help: &'static str) -> Self {
        Key::of(name, OptionKind::IndexList, "", help)
    }
}

impl Key<crate::extract::dims::DynamicSizes> {
    pub const fn dynamic_sizes(name: &'static str, help: &'static str) -> Self {
        Key::of(name, OptionKind::DynamicSizes, "0", help)
    }
}

impl Key<Budget> {
    pub const fn budget(name: &'static str, help: &'static str) -> Self {
        Key::of(name, OptionKind::Budget, "0", help)
    }
}

impl Key<FunctionSelection> {
    pub const fn functions(name: &'static str, default: &'static str, help: &'static str) -> Self {
        Key::of(name, OptionKind::Functions, default, help)
    }
}

impl Key<Vec<Tier>> {
    pub const fn tiers(name: &'static str, help: &'static str) -> Self {
        Key::of(name, OptionKind::TierList, "", help)
    }
}

impl Key<Vec<(Tier, u64)>> {
    pub const fn tier_capacities(name: &'static str, help: &'static str) -> Self {
        Key::of(name, OptionKind::TierCapacities, "", help)
    }
}

/// An enum an option chooses among: its words are the enum's names.
pub trait Choice: Sized {
    const NAMES: &'static [&'static str];
}

impl<T: Choice> Key<T> {
    pub const fn choice(name: &'static str, default: &'static str, help: &'static str) -> Self {
        Key::of(name, OptionKind::Choice(T::NAMES), default, help)
    }
}

/// A type an option's value reads as.
pub trait FromValue: Sized {
    fn from_value(value: &OptionValue) -> Option<Self>;
}

macro_rules! from_value {
    ($t:ty, $($pattern:pat => $value:expr),+) => {
        impl FromValue for $t {
            fn from_value(value: &OptionValue) -> Option<Self> {
                match value {
                    $($pattern => Some($value),)+
                    _ => None,
                }
            }
        }
    };
}

from_value!(bool, OptionValue::Bool(v) => *v);
from_value!(u64, OptionValue::Unsigned(v) | OptionValue::Bytes(v) => *v);
from_value!(f64, OptionValue::Fraction(v) => *v);
from_value!(Option<String>, OptionValue::Path(v) => v.clone());
from_value!(Vec<String>, OptionValue::Paths(v) => v.clone());
from_value!(String, OptionValue::Profile(v) => v.clone());
from_value!(crate::extract::ArgSelection, OptionValue::Indices(v) => v.clone());
from_value!(crate::extract::dims::DynamicSizes, OptionValue::DynamicSizes(v) => v.clone());
from_value!(Budget, OptionValue::Budget(v) => *v);
from_value!(FunctionSelection, OptionValue::Functions(v) => v.clone());
from_value!(Vec<Tier>, OptionValue::Tiers(v) => v.clone());
from_value!(Vec<(Tier, u64)>, OptionValue::TierCapacities(v) => v.clone());

/// The enums options choose among, from their own names.
macro_rules! choice {
    ($($t:ty),+) => {$(
        impl Choice for $t {
            const NAMES: &'static [&'static str] = &<$t>::NAMES;
        }
        impl FromValue for $t {
            fn from_value(value: &OptionValue) -> Option<Self> {
                match value {
                    OptionValue::Choice(word) => <$t>::parse(word),
                    _ => None,
                }
            }
        }
    )+};
}

choice!(Tier, Solver, crate::offload_plan::Recompute);

/// The number of options in `groups` (for [`option_table!`]).
pub const fn options_len(groups: &[&[OptionDef]]) -> usize {
    let mut len = 0;
    let mut g = 0;
    while g < groups.len() {
        len += groups[g].len();
        g += 1;
    }
    len
}

/// `groups` one after the other, at compile time (for [`option_table!`]).
pub const fn concat_options<const N: usize>(groups: &[&[OptionDef]]) -> [OptionDef; N] {
    const UNSET: OptionDef = OptionDef {
        name: "",
        kind: OptionKind::Bool,
        default: "",
        help: "",
    };
    let mut table = [UNSET; N];
    let mut next = 0;
    let mut g = 0;
    while g < groups.len() {
        let mut i = 0;
        while i < groups[g].len() {
            table[next] = groups[g][i];
            next += 1;
            i += 1;
        }
        g += 1;
    }
    assert!(next == N, "concat_options: N is not the number of options");
    table
}

/// A pass's option table made of groups, built at compile time: shared
/// groups (the extraction options, the planner options) are named once, so
/// a new option in a group reaches every pass that lists the group.
///
/// `option_table![&[HW_OPTION, PERF_RECORD_OPTION], &EXTRACT_OPTIONS]`
macro_rules! option_table {
    ($($group:expr),+ $(,)?) => {{
        const GROUPS: &[&[$crate::options::OptionDef]] = &[$($group),+];
        const TABLE: [$crate::options::OptionDef; $crate::options::options_len(GROUPS)] =
            $crate::options::concat_options(GROUPS);
        &TABLE
    }};
}
pub(crate) use option_table;

/// A checked option value.
#[derive(Clone, Debug, PartialEq)]
pub enum OptionValue {
    Bool(bool),
    Unsigned(u64),
    Bytes(u64),
    Choice(&'static str),
    Tiers(Vec<Tier>),
    TierCapacities(Vec<(Tier, u64)>),
    Path(Option<String>),
    Paths(Vec<String>),
    Indices(crate::extract::ArgSelection),
    Profile(String),
    Budget(Budget),
    Fraction(f64),
    Functions(FunctionSelection),
    DynamicSizes(crate::extract::dims::DynamicSizes),
}

/// Why an option string or value was rejected.
#[derive(Debug, Error, PartialEq)]
pub enum OptionError {
    #[error("pass '{pass}' has no option '{key}'; {accepted}")]
    UnknownKey {
        pass: &'static str,
        key: String,
        accepted: String,
    },
    #[error("pass '{pass}' no longer has option '{key}': {instead}")]
    Retired {
        pass: &'static str,
        key: String,
        instead: &'static str,
    },
    #[error("pass '{pass}': option '{key}' expects {expected}, got '{value}'{hint}")]
    BadValue {
        pass: &'static str,
        key: &'static str,
        expected: String,
        value: String,
        /// `; did you mean ...?`, or empty.
        hint: String,
    },
    #[error("pass '{pass}': malformed option string '{text}': {reason}")]
    Malformed {
        pass: &'static str,
        text: String,
        reason: &'static str,
    },
}

/// An option passes had and no longer have: a user who gives it is told
/// what to use instead, not only that the pass has no such option.
pub struct RetiredOption {
    pub name: &'static str,
    /// The flags of the passes that had it.
    pub passes: &'static [&'static str],
    /// What to give instead, and how.
    pub instead: &'static str,
}

/// Every retired option.
pub const RETIRED: &[RetiredOption] = &[RetiredOption {
    name: "objective",
    passes: &["offload-plan", "offload-place"],
    instead: "budget= says what a plan optimizes: with a budget (24GiB, or 0.6x of the no-offload peak) the fastest plan within it, which objective=min-makespan asked; without one (budget=0, the default) the lowest peak within slowdown=, which objective=min-peak asked",
}];

/// Splits an MLIR option string (`a=1 b="x y" c={...}`) into its keys, the
/// way MLIR's pass option parser does: entries are separated by spaces, a
/// value runs to the next space outside quotes and braces.
pub fn option_keys(text: &str) -> Result<Vec<&str>, &'static str> {
    let mut keys = Vec::new();
    let mut rest = text.trim_start();
    while !rest.is_empty() {
        let key_end = rest
            .find(|c: char| c == '=' || c.is_whitespace())
            .unwrap_or(rest.len());
        let key = &rest[..key_end];
        if key.is_empty() {
            return Err("an option has no name before '='");
        }
        keys.push(key);
        rest = &rest[key_end..];
        if let Some(value) = rest.strip_prefix('=') {
            rest = &value[value_end(value)?..];
        }
        rest = rest.trim_start();
    }
    Ok(keys)
}

/// The length of the value at the start of `text`.
fn value_end(text: &str) -> Result<usize, &'static str> {
    let mut depth = 0usize;
    let mut quote: Option<char> = None;
    for (i, c) in text.char_indices() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '{') => depth += 1,
            (None, '}') => depth = depth.checked_sub(1).ok_or("unbalanced '}'")?,
            (None, c) if c.is_whitespace() && depth == 0 => return Ok(i),
            _ => {}
        }
    }
    if quote.is_some() {
        Err("unterminated quote")
    } else if depth > 0 {
        Err("unbalanced '{'")
    } else {
        Ok(text.len())
    }
}

/// Checks that every key of `text` names an option of `pass`.
pub fn check_keys(pass: &'static str, defs: &[OptionDef], text: &str) -> Result<(), OptionError> {
    let keys = option_keys(text).map_err(|reason| OptionError::Malformed {
        pass,
        text: text.to_owned(),
        reason,
    })?;
    for key in keys {
        if defs.iter().any(|d| d.name == key) {
            continue;
        }
        if let Some(retired) = RETIRED
            .iter()
            .find(|r| r.name == key && r.passes.contains(&pass))
        {
            return Err(OptionError::Retired {
                pass,
                key: key.to_owned(),
                instead: retired.instead,
            });
        }
        let accepted = if defs.is_empty() {
            "it takes no options".to_owned()
        } else {
            let names: Vec<_> = defs.iter().map(|d| d.name).collect();
            format!("accepted: {}", names.join(", "))
        };
        return Err(OptionError::UnknownKey {
            pass,
            key: key.to_owned(),
            accepted,
        });
    }
    Ok(())
}

/// Parses one value of an option.
pub fn parse_value(
    pass: &'static str,
    def: &OptionDef,
    text: &str,
) -> Result<OptionValue, OptionError> {
    let text = unquote(text.trim());
    let bad = || OptionError::BadValue {
        pass,
        key: def.name,
        expected: def.kind.accepted(),
        value: text.to_owned(),
        hint: hint(def.kind, text),
    };
    Ok(match def.kind {
        OptionKind::Bool => match text {
            "true" | "1" => OptionValue::Bool(true),
            "false" | "0" => OptionValue::Bool(false),
            _ => return Err(bad()),
        },
        OptionKind::Unsigned => OptionValue::Unsigned(
            Some(text)
                .filter(|t| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
                .and_then(|t| t.parse().ok())
                .ok_or_else(bad)?,
        ),
        OptionKind::Bytes => OptionValue::Bytes(parse_bytes(text).ok_or_else(bad)?),
        OptionKind::Choice(words) => OptionValue::Choice(
            words
                .iter()
                .find(|w| **w == text)
                .copied()
                .ok_or_else(bad)?,
        ),
        OptionKind::TierList => {
            let mut tiers = Vec::new();
            let words = text.split(',').map(str::trim);
            for word in words.filter(|_| !text.trim().is_empty()) {
                match Tier::parse(word) {
                    None => return Err(bad()),
                    Some(tier) => tiers.push(tier),
                }
            }
            OptionValue::Tiers(tiers)
        }
        OptionKind::TierCapacities => {
            let mut capacities: Vec<(Tier, u64)> = Vec::new();
            for pair in text
                .split(',')
                .map(str::trim)
                .filter(|_| !text.trim().is_empty())
            {
                let (tier, size) = pair.split_once(':').ok_or_else(bad)?;
                let tier = Tier::parse(tier.trim()).ok_or_else(bad)?;
                let bytes = parse_bytes(size.trim())
                    .filter(|&b| b > 0)
                    .ok_or_else(bad)?;
                if capacities.iter().any(|(t, _)| *t == tier) {
                    return Err(bad());
                }
                capacities.push((tier, bytes));
            }
            OptionValue::TierCapacities(capacities)
        }
        OptionKind::Path => OptionValue::Path((!text.is_empty()).then(|| text.to_owned())),
        OptionKind::PathList => {
            let paths: Vec<String> = text
                .split(',')
                .map(str::trim)
                .filter(|_| !text.trim().is_empty())
                .map(str::to_owned)
                .collect();
            if paths.iter().any(String::is_empty) {
                return Err(bad());
            }
            OptionValue::Paths(paths)
        }
        OptionKind::IndexList => {
            OptionValue::Indices(crate::extract::ArgSelection::parse(text).ok_or_else(bad)?)
        }
        OptionKind::Budget => {
            OptionValue::Budget(Budget::parse(text, Reference::AllOnDevice).map_err(|_| bad())?)
        }
        OptionKind::Percent => {
            let value = match text.strip_suffix('%') {
                Some(p) => p.trim().parse::<f64>().map(|p| p / 100.0),
                None => text.parse::<f64>(),
            };
            OptionValue::Fraction(
                value
                    .ok()
                    .filter(|v| (0.0..=MAX_FRACTION).contains(v))
                    .ok_or_else(bad)?,
            )
        }
        OptionKind::Seconds => {
            OptionValue::Fraction(hyperoffload_core::units::parse_seconds(text).ok_or_else(bad)?)
        }
        OptionKind::Functions => {
            OptionValue::Functions(FunctionSelection::parse(text).ok_or_else(bad)?)
        }
        OptionKind::DynamicSizes => OptionValue::DynamicSizes(
            crate::extract::dims::DynamicSizes::parse(text).ok_or_else(bad)?,
        ),
        OptionKind::Profile => {
            let known = hyperoffload_core::HardwareProfile::builtin(text).is_ok()
                || std::path::Path::new(text).is_file();
            if !known {
                return Err(bad());
            }
            OptionValue::Profile(text.to_owned())
        }
    })
}

/// What the user may have meant by a rejected value, as `; did you mean
/// ...?` (empty when nothing close is known).
fn hint(kind: OptionKind, text: &str) -> String {
    match kind {
        OptionKind::Bytes | OptionKind::Budget => {
            let split = text
                .find(|c: char| !(c.is_ascii_digit() || c == '.'))
                .unwrap_or(text.len());
            let (number, unit) = text.split_at(split);
            let unit = unit.trim().to_ascii_lowercase();
            let prefix = match unit.as_str() {
                "kb" | "kib" | "k" => "K",
                "mb" | "mib" | "m" => "M",
                "gb" | "gib" | "g" => "G",
                "tb" | "tib" | "t" => "T",
                _ => return String::new(),
            };
            if number.parse::<f64>().is_err() {
                return String::new();
            }
            format!(
                "; did you mean {number}{prefix}B (powers of 1000) or {number}{prefix}iB (powers of 1024)?"
            )
        }
        OptionKind::Profile if looks_like_path(text) => "; no such file".into(),
        _ => String::new(),
    }
}

/// Whether a profile value names a file rather than a built-in profile.
fn looks_like_path(text: &str) -> bool {
    text.contains('/') || text.ends_with(".json")
}

fn unquote(text: &str) -> &str {
    for q in ['"', '\''] {
        if let Some(inner) = text.strip_prefix(q).and_then(|t| t.strip_suffix(q)) {
            return inner;
        }
    }
    text
}

pub use hyperoffload_core::units::parse_bytes;

/// The checked options of one pass instance.
#[derive(Debug)]
pub struct PassOptions {
    pass: &'static str,
    values: Vec<(&'static str, OptionValue)>,
    /// The options read that the pass's table does not list (a bug in the
    /// pass, which the test `every_pass_reads_only_options_of_its_table`
    /// finds).
    unlisted: Mutex<Vec<&'static str>>,
}

impl PassOptions {
    /// Parses every value, given in table order.
    pub fn parse(
        pass: &'static str,
        defs: &[OptionDef],
        values: &[&str],
    ) -> Result<Self, OptionError> {
        debug_assert_eq!(defs.len(), values.len());
        let values = defs
            .iter()
            .zip(values)
            .map(|(def, text)| Ok((def.name, parse_value(pass, def, text)?)))
            .collect::<Result<_, _>>()?;
        Ok(Self {
            pass,
            values,
            unlisted: Mutex::new(Vec::new()),
        })
    }

    /// The value of the option `key` names, as its type. An option the
    /// pass's table does not list (which no user can set) reads as its
    /// default, and is noted for [`PassOptions::unlisted`].
    pub fn get<T: FromValue>(&self, key: &Key<T>) -> T {
        let name = key.def.name;
        let listed = self.values.iter().find(|(n, _)| *n == name);
        let default;
        let value = match listed {
            Some((_, value)) => value,
            None => {
                self.unlisted
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push(name);
                default = parse_value(self.pass, &key.def, key.def.default)
                    .expect("every default parses (flags_are_unique_prefixed_and_documented)");
                &default
            }
        };
        // A key's constructor fixes its kind and its type together, and an
        // option name has one kind in every table: the value reads as T.
        T::from_value(value)
            .unwrap_or_else(|| panic!("option '{name}' is {value:?}, not the key's type"))
    }

    /// The options read so far that the pass's table does not list.
    pub fn unlisted(&self) -> Vec<&'static str> {
        self.unlisted
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }
}

impl fmt::Display for OptionDef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}={}", self.name, self.default)
    }
}

#[cfg(test)]
mod tests {
    use hyperoffload_core::format_bytes;

    use super::*;

    /// Keys read options by name: an option of one name has one kind in
    /// every pass that lists it, so a key shared by passes (the extraction
    /// options, `report`, `svg`) reads the same type everywhere.
    #[test]
    fn an_option_name_has_one_kind_in_every_pass() {
        let mut kinds: std::collections::HashMap<&str, (OptionKind, &str)> =
            std::collections::HashMap::new();
        for pass in crate::PASSES {
            for def in pass.options {
                let (kind, first) = *kinds.entry(def.name).or_insert((def.kind, pass.flag));
                assert_eq!(
                    kind, def.kind,
                    "option '{}' of {} and of {first} differ in kind",
                    def.name, pass.flag
                );
            }
        }
    }

    /// A retired option is in no table of the passes that had it, and
    /// giving it to one of them says what to use instead; another pass
    /// has no such option, as for any unknown key.
    #[test]
    fn retired_options_say_what_to_use_instead() {
        for retired in RETIRED {
            for &flag in retired.passes {
                let pass = crate::find_pass(flag)
                    .unwrap_or_else(|| panic!("{} names no pass {flag}", retired.name));
                assert!(
                    pass.options.iter().all(|d| d.name != retired.name),
                    "{flag} lists the retired option {}",
                    retired.name
                );
                let text = format!("{}=x", retired.name);
                assert_eq!(
                    check_keys(pass.flag, pass.options, &text),
                    Err(OptionError::Retired {
                        pass: pass.flag,
                        key: retired.name.to_owned(),
                        instead: retired.instead,
                    })
                );
            }
        }
        assert!(matches!(
            check_keys("offload-strip", &[], "objective=min-peak"),
            Err(OptionError::UnknownKey { .. })
        ));
    }

    #[test]
    fn keys_follow_mlir_option_syntax() {
        assert_eq!(option_keys("").unwrap(), Vec::<&str>::new());
        assert_eq!(
            option_keys("a=1 b=\"x y\" c={p=1 q=2} d").unwrap(),
            vec!["a", "b", "c", "d"]
        );
        assert_eq!(option_keys("  tiers=host,cxl  ").unwrap(), vec!["tiers"]);
        assert!(option_keys("a=\"x").is_err());
        assert!(option_keys("a={x").is_err());
        assert!(option_keys("=3").is_err());
    }

    #[test]
    fn bytes_take_decimal_and_binary_units() {
        assert_eq!(parse_bytes("1024"), Some(1024));
        assert_eq!(parse_bytes("24GiB"), Some(24 << 30));
        assert_eq!(parse_bytes("1.5KiB"), Some(1536));
        assert_eq!(parse_bytes("40GB"), Some(40_000_000_000));
        assert_eq!(parse_bytes("12 MiB"), Some(12 << 20));
        assert_eq!(parse_bytes("12XB"), None);
        assert_eq!(parse_bytes("GiB"), None);
        assert_eq!(parse_bytes("-1GiB"), None);
        assert_eq!(format_bytes(14 << 20), "14.0MiB");
        assert_eq!(format_bytes(17), "17B");
    }

    #[test]
    fn unknown_keys_name_the_pass_and_what_is_accepted() {
        const DEFS: &[OptionDef] = &[OptionDef {
            name: "tiers",
            kind: OptionKind::TierList,
            default: "",
            help: "",
        }];
        let err = check_keys("offload-strip", DEFS, "tier=host").unwrap_err();
        assert_eq!(
            err.to_string(),
            "pass 'offload-strip' has no option 'tier'; accepted: tiers"
        );
        let err = parse_value("offload-strip", &DEFS[0], "host,disk").unwrap_err();
        assert!(
            err.to_string()
                .contains("expects a comma-separated list of tiers"),
            "{err}"
        );
        assert_eq!(
            parse_value("offload-strip", &DEFS[0], "\"host, nvme\"").unwrap(),
            OptionValue::Tiers(vec![Tier::Host, Tier::Nvme])
        );
    }
}
