//! Runs hyperoffload-opt on a mutant and judges what it did.
//!
//! The properties, for any input: the process ends by itself within the
//! time limit (no signal, no hang) with exit code 0 or 1; it reports no
//! panic or internal error; on exit 1 the `-o` file is not written and
//! stderr has an `error:` diagnostic; on exit 0 the output parses and
//! verifies again.

use std::{
    ffi::OsString,
    fs::File,
    os::unix::process::ExitStatusExt,
    path::{Path, PathBuf},
    process::{Command, ExitStatus, Stdio},
    time::{Duration, Instant},
};

/// Signs in stderr of a crash the process survived or reported.
const CRASH_SIGNS: [&str; 6] = [
    "panicked",
    "internal error",
    "Stack dump",
    "PLEASE submit a bug report",
    "LLVM ERROR",
    "Assertion",
];

/// The driver binary, how long one run may take, and the stock mlir-opt
/// that tells crashes of upstream MLIR (its parser, say) from ours.
pub struct Driver {
    pub binary: PathBuf,
    pub timeout: Duration,
    pub upstream: Option<PathBuf>,
}

/// How one case ended.
#[derive(Clone, Debug)]
pub enum Verdict {
    /// Exit 0, and the output parses again.
    Accepted,
    /// Exit 1 with a diagnostic and no output.
    Rejected,
    /// A broken property: what broke, and the stderr line that shows it.
    Finding { property: String, evidence: String },
    /// A crash that the stock mlir-opt has as well on the same input, with
    /// no pass run: a bug of upstream MLIR, not of hyperoffload.
    Upstream { property: String, evidence: String },
}

/// What a run did.
struct Ran {
    /// `None`: killed after the time limit.
    status: Option<ExitStatus>,
    stderr: String,
}

impl Driver {
    fn run(&self, args: &[OsString], stderr_path: &Path) -> Result<Ran, String> {
        let stderr = File::create(stderr_path)
            .map_err(|e| format!("cannot create {}: {e}", stderr_path.display()))?;
        let mut child = Command::new(&self.binary)
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(stderr)
            // A panic names the frame of ours it came from.
            .env("RUST_BACKTRACE", "1")
            .env_remove("HYPEROFFLOAD_LOG")
            .spawn()
            .map_err(|e| format!("cannot run {}: {e}", self.binary.display()))?;
        let started = Instant::now();
        let status = loop {
            if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
                break Some(status);
            }
            if started.elapsed() > self.timeout {
                // Our own child, by its handle.
                child.kill().ok();
                child.wait().ok();
                break None;
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        let stderr = std::fs::read(stderr_path).unwrap_or_default();
        Ok(Ran {
            status,
            stderr: String::from_utf8_lossy(&stderr).into_owned(),
        })
    }

    /// Runs `pipeline` on `text` and returns the output (for the seeds,
    /// which must transform cleanly).
    pub fn transform(&self, text: &str, pipeline: &[String], out: &Path) -> Result<String, String> {
        let input = out.with_extension("input.mlir");
        std::fs::write(&input, text).map_err(|e| e.to_string())?;
        let ran = self.run(
            &arguments(&[pipeline], &input, out),
            &out.with_extension("stderr"),
        )?;
        if !ran.status.is_some_and(|s| s.success()) {
            return Err(format!(
                "the seed pipeline {pipeline:?} fails: {}",
                ran.stderr.trim()
            ));
        }
        std::fs::read_to_string(out).map_err(|e| e.to_string())
    }

    /// Runs `flags` and `pipeline` on the mutant at `input`, writing to
    /// `output`, and judges the run.
    pub fn judge(
        &self,
        input: &Path,
        flags: &[String],
        pipeline: &[String],
        output: &Path,
    ) -> Result<Verdict, String> {
        std::fs::remove_file(output).ok();
        let ran = self.run(
            &arguments(&[flags, pipeline], input, output),
            &input.with_extension("stderr"),
        )?;
        if let Some(finding) = broken_property(&ran, self.timeout, output.exists()) {
            return self.upstream_or(finding, input);
        }
        if !ran.status.is_some_and(|s| s.success()) {
            return Ok(Verdict::Rejected);
        }
        // The output must parse and verify again.
        let reparsed = self.run(
            &arguments(&[flags], output, Path::new("/dev/null")),
            &input.with_extension("reparse.stderr"),
        )?;
        if !reparsed.status.is_some_and(|s| s.success()) {
            return Ok(Verdict::Finding {
                property: "the output does not parse again".into(),
                evidence: first_line_with(&reparsed.stderr, &["error"]),
            });
        }
        Ok(Verdict::Accepted)
    }
}

impl Driver {
    /// `finding` as [`Verdict::Upstream`] when it is a crash and the stock
    /// mlir-opt, parsing and verifying `input` with no pass, crashes too.
    fn upstream_or(&self, finding: Verdict, input: &Path) -> Result<Verdict, String> {
        let (Some(upstream), Verdict::Finding { property, evidence }) = (&self.upstream, &finding)
        else {
            return Ok(finding);
        };
        if !property.starts_with("killed by signal") && !property.starts_with("reports a crash") {
            return Ok(finding);
        }
        let stock = Driver {
            binary: upstream.clone(),
            timeout: self.timeout,
            upstream: None,
        };
        let ran = stock.run(
            &arguments(
                &[&["--allow-unregistered-dialect".to_string()]],
                input,
                Path::new("/dev/null"),
            ),
            &input.with_extension("upstream.stderr"),
        )?;
        std::fs::remove_file(input.with_extension("upstream.stderr")).ok();
        let crashed = ran.status.is_some_and(|s| s.signal().is_some())
            || CRASH_SIGNS.iter().any(|sign| ran.stderr.contains(sign));
        Ok(if crashed {
            Verdict::Upstream {
                property: property.clone(),
                evidence: evidence.clone(),
            }
        } else {
            finding
        })
    }
}

/// Whether `pipeline` checks a schedule before it runs: `offload-verify`,
/// or `offload-bufferize`, which lowers it toward a runtime.
pub fn checks(pipeline: &[String]) -> bool {
    pipeline
        .iter()
        .any(|pass| pass.contains("offload-verify") || pass.contains("offload-bufferize)"))
}

/// The driver's arguments: `parts`, then `input` and `-o output`.
fn arguments(parts: &[&[String]], input: &Path, output: &Path) -> Vec<OsString> {
    let mut args: Vec<OsString> = parts
        .iter()
        .copied()
        .flatten()
        .map(OsString::from)
        .collect();
    args.extend([input.into(), "-o".into(), output.into()]);
    args
}

/// The first property `ran` breaks, if any.
fn broken_property(ran: &Ran, timeout: Duration, wrote_output: bool) -> Option<Verdict> {
    let finding =
        |property: String, evidence: String| Some(Verdict::Finding { property, evidence });
    let Some(status) = ran.status else {
        return finding(format!("runs past {} s", timeout.as_secs()), String::new());
    };
    if let Some(sign) = CRASH_SIGNS.iter().find(|s| ran.stderr.contains(*s)) {
        // LLVM's stack trace can hold a NUL or two; the evidence is one line.
        let evidence = crash_evidence(&ran.stderr).replace(|c: char| c.is_control(), "");
        return finding(format!("reports a crash ({sign})"), evidence);
    }
    if let Some(signal) = status.signal() {
        return finding(
            format!("killed by signal {signal}"),
            ran.stderr.lines().last().unwrap_or("").to_string(),
        );
    }
    match status.code() {
        Some(0) => None,
        Some(1) if wrote_output => finding(
            "fails but writes its output file".into(),
            first_line_with(&ran.stderr, &["error:"]),
        ),
        Some(1) if !ran.stderr.contains("error:") => finding(
            "fails without an error: diagnostic".into(),
            ran.stderr.lines().next().unwrap_or("").to_string(),
        ),
        Some(1) => None,
        code => finding(
            format!("exits with {code:?}"),
            ran.stderr.lines().last().unwrap_or("").to_string(),
        ),
    }
}

/// What shows where a crash happened: for a Rust panic its message and the
/// first frame in this repository's code (`at ./core/src/...`), for a
/// crash of MLIR the first frame of its stack dump that names a function.
fn crash_evidence(stderr: &str) -> String {
    let lines: Vec<&str> = stderr.lines().collect();
    if let Some(at) = lines.iter().position(|l| l.contains("panicked at")) {
        let message = lines.get(at + 1).copied().unwrap_or("").trim();
        let ours = lines[at..]
            .iter()
            .map(|l| l.trim())
            .find(|l| l.starts_with("at ./"))
            .map_or(String::new(), |frame| format!(", {frame}"));
        let location = lines[at]
            .split_once("panicked at ")
            .map_or("", |(_, location)| location.trim_end_matches(':'));
        return format!("panicked at {location}: {message}{ours}");
    }
    // What MLIR was doing (`3.	MLIR Parser: custom op parser 'linalg.transpose'`),
    // innermost last, and the first frame that names an MLIR function.
    let doing = lines
        .iter()
        .rev()
        .filter_map(|l| l.split_once(".\t"))
        .filter(|(n, _)| n.parse::<u32>().is_ok())
        .map(|(_, what)| what.trim())
        .find(|what| !what.starts_with("Program arguments"));
    let frame = lines
        .iter()
        .map(|l| l.trim())
        .filter(|l| l.starts_with('#'))
        .filter_map(|l| l.splitn(3, ' ').nth(2))
        .find(|name| name.starts_with("mlir::"))
        .map(|name| name.split(" (/").next().unwrap_or(name));
    match (doing, frame) {
        (None, None) => first_line_with(stderr, &CRASH_SIGNS),
        (doing, frame) => format!(
            "stack dump: {}{}{}",
            doing.unwrap_or(""),
            if doing.is_some() && frame.is_some() {
                ", in "
            } else {
                ""
            },
            frame.unwrap_or("")
        ),
    }
}

/// The first line of `text` with one of `needles`, shortened.
fn first_line_with(text: &str, needles: &[&str]) -> String {
    let line = text
        .lines()
        .find(|line| needles.iter().any(|n| line.contains(n)))
        .unwrap_or("");
    let mut shortened: String = line.trim().chars().take(300).collect();
    if shortened.len() < line.trim().len() {
        shortened.push_str("...");
    }
    shortened
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ran(raw_status: Option<i32>, stderr: &str) -> Ran {
        Ran {
            status: raw_status.map(ExitStatus::from_raw),
            stderr: stderr.to_string(),
        }
    }

    /// The property a run breaks, `None` for a good one.
    fn broken(ran: &Ran, wrote_output: bool) -> Option<String> {
        match broken_property(ran, Duration::from_secs(60), wrote_output)? {
            Verdict::Finding { property, .. } => Some(property),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn exit_codes_diagnostics_and_output_are_judged() {
        // Raw wait statuses: the exit code in the high byte, a signal low.
        let exit = |code: i32| Some(code << 8);
        let error = "in.mlir:3:4: error: expected ':'";
        assert_eq!(broken(&ran(exit(0), ""), true), None);
        assert_eq!(broken(&ran(exit(1), error), false), None);
        assert_eq!(
            broken(&ran(exit(1), error), true).as_deref(),
            Some("fails but writes its output file")
        );
        assert_eq!(
            broken(&ran(exit(1), "something went wrong"), false).as_deref(),
            Some("fails without an error: diagnostic")
        );
        assert_eq!(
            broken(&ran(exit(2), error), false).as_deref(),
            Some("exits with Some(2)")
        );
        assert_eq!(
            broken(&ran(Some(11), ""), false).as_deref(),
            Some("killed by signal 11")
        );
        assert_eq!(
            broken(&ran(None, ""), false).as_deref(),
            Some("runs past 60 s")
        );
        // A panic caught and turned into a diagnostic is still a finding.
        let caught = "thread 'main' panicked at core/src/x.rs:1:2:\noops\nerror: internal error";
        assert_eq!(
            broken(&ran(exit(1), caught), false).as_deref(),
            Some("reports a crash (panicked)")
        );
    }

    #[test]
    fn evidence_names_the_panic_and_our_frame() {
        let panic = "\nthread 'main' (1) panicked at /rustc/abc/library/core/src/iter/traits/accum.rs:204:1:\n\
                     attempt to add with overflow\nstack backtrace:\n  11: {closure#0}\n             \
                     at ./core/src/lifetimes.rs:364:18\n  12: other\n             at ./core/src/x.rs:1:1\n";
        assert_eq!(
            crash_evidence(panic),
            "panicked at /rustc/abc/library/core/src/iter/traits/accum.rs:204:1: \
             attempt to add with overflow, at ./core/src/lifetimes.rs:364:18"
        );
        let dump = "PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/\n\
                    Stack dump:\n0.\tProgram arguments: hyperoffload-opt in.mlir\n\
                    1.\tMLIR Parser: custom op parser 'builtin.module'\n\
                    2.\tMLIR Parser: custom op parser 'linalg.transpose'\n\
                    #0 0x00007f56d86b8786 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/usr/lib/libLLVM.so+0x1)\n\
                    #4 0x00007f56e2883a83 mlir::Attribute::getContext() const (/usr/lib/libMLIR.so+0x2)\n";
        assert_eq!(
            crash_evidence(dump),
            "stack dump: MLIR Parser: custom op parser 'linalg.transpose', in mlir::Attribute::getContext() const"
        );
    }
}
