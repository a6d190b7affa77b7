//! `docs/passes.md`, generated from the pass table.

use std::fmt::Write;

use crate::PASSES;

/// The pass reference as Markdown. `make docs` writes it to docs/passes.md;
/// a test fails when the file is stale.
pub fn passes_markdown() -> String {
    let mut out = String::new();
    out.push_str(
        "# Pass reference\n\n\
         <!-- Generated from the pass table (passes/src/table.rs) by `make docs`; do not edit. -->\n\n\
         Every pass runs in `hyperoffload-opt` (`--<flag>` or inside `--pass-pipeline`) and, \
         through the pass plugin, in the stock `mlir-opt`. Options use MLIR's syntax: \
         `--pass-pipeline='builtin.module(func.func(<flag>{key=value key2=value2}))'` or \
         `--<flag>='key=value'`. An unknown option or a malformed value is an error naming the \
         pass, the option and what it accepts.\n\n",
    );
    out.push_str("| flag | runs on | summary |\n|---|---|---|\n");
    for pass in PASSES {
        let _ = writeln!(
            out,
            "| [`{}`](#{}) | `{}` | {} |",
            pass.flag,
            pass.flag,
            pass.anchor.unwrap_or("any op"),
            pass.summary
        );
    }
    for pass in PASSES {
        let _ = write!(
            out,
            "\n## {}\n\n{}.\n\n{}\n\n- Runs on: `{}`\n- Pass name: `{}`\n",
            pass.flag,
            pass.summary,
            pass.description,
            pass.anchor.unwrap_or("any op"),
            pass.name
        );
        if pass.options.is_empty() {
            out.push_str("- Options: none\n");
        } else {
            out.push_str("\n| option | accepts | default | meaning |\n|---|---|---|---|\n");
            for option in pass.options {
                let default = if option.default.is_empty() {
                    "(empty)"
                } else {
                    option.default
                };
                let _ = writeln!(
                    out,
                    "| `{}` | {} | `{}` | {} |",
                    option.name,
                    option.kind.accepted(),
                    default,
                    option.help
                );
            }
        }
    }
    out
}
