//! Builds `libMLIR-C.so` from Debian's static MLIR C API archives.
//!
//! Writes only under `OUT_DIR` and the profile directory of the target dir.

use std::{
    env, fs,
    path::{Path, PathBuf},
    process::Command,
};

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
    let prefix = PathBuf::from(
        env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into()),
    );
    let libdir = prefix.join("lib");
    let out_dir = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let library = out_dir.join("libMLIR-C.so");

    let mut archives: Vec<PathBuf> = fs::read_dir(&libdir)
        .unwrap_or_else(|e| fail(&format!("cannot read {}: {e}", libdir.display())))
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| {
            path.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("libMLIRCAPI") && n.ends_with(".a"))
        })
        .collect();
    archives.sort();
    if archives.is_empty() {
        fail(&format!(
            "no libMLIRCAPI*.a in {}; install libmlir-22-dev (make setup does)",
            libdir.display()
        ));
    }
    for archive in &archives {
        println!("cargo:rerun-if-changed={}", archive.display());
    }

    let cxx = env::var("CXX").unwrap_or_else(|_| "c++".into());
    let status = Command::new(&cxx)
        .arg("-shared")
        .arg("-o")
        .arg(&library)
        .arg("-Wl,-soname,libMLIR-C.so")
        .arg("-Wl,--whole-archive")
        .args(&archives)
        .arg("-Wl,--no-whole-archive")
        .arg(format!("-L{}", libdir.display()))
        .arg(format!("-Wl,-rpath,{}", libdir.display()))
        .args(["-lMLIR", "-lLLVM", "-Wl,--no-undefined"])
        .status()
        .unwrap_or_else(|e| fail(&format!("cannot run {cxx}: {e}")));
    if !status.success() {
        fail(&format!("linking {} failed ({status})", library.display()));
    }

    // OUT_DIR is target/<profile>/build/<crate>-<hash>/out.
    if let Some(profile_dir) = out_dir.ancestors().nth(3) {
        copy_if_changed(&library, &profile_dir.join("libMLIR-C.so"));
    }

    println!("cargo:rustc-link-search=native={}", out_dir.display());
    println!("cargo:rustc-link-search=native={}", libdir.display());
    println!("cargo:libdir={}", out_dir.display());
    println!(
        "cargo:rustc-env=HYPEROFFLOAD_LLVM_PREFIX={}",
        prefix.display()
    );
    println!(
        "cargo:rustc-env=HYPEROFFLOAD_MLIR_C_LIBRARY={}",
        library.display()
    );
}

fn copy_if_changed(from: &Path, to: &Path) {
    let same = fs::read(from)
        .ok()
        .zip(fs::read(to).ok())
        .is_some_and(|(a, b)| a == b);
    if !same {
        // Replace atomically: a running binary may have the old file mapped.
        let tmp = to.with_extension("so.tmp");
        fs::copy(from, &tmp)
            .and_then(|_| fs::rename(&tmp, to))
            .unwrap_or_else(|e| fail(&format!("cannot copy to {}: {e}", to.display())));
    }
}

fn fail(message: &str) -> ! {
    eprintln!("error: {message}");
    std::process::exit(1);
}
