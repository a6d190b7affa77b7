//! `offload-openmpi-abi`: corrects the two places where MLIR 22's lowering
//! of the `mpi` dialect for Open MPI (`"MPI:Implementation" = "OpenMPI"`)
//! does not match Open MPI's `mpi.h`, so that a lowered sharded program runs
//! under Open MPI as it runs under MPICH.
//!
//! - **Reduction ops.** The lowering refers to `MPI_SUM` as the global
//!   `ompi_mpi_sum` (and `ompi_mpi_max`, ...); Open MPI's library defines
//!   `ompi_mpi_op_sum`. Each such global and every `llvm.mlir.addressof` of
//!   it takes the library's name.
//! - **The communicator `MPI_Comm_split` returns.** The lowering loads it
//!   from its out-parameter as an `i32` and sign-extends it to the `i64`
//!   that stands for a communicator; Open MPI's `MPI_Comm` is a pointer,
//!   so the upper half is lost. The load takes the communicator whole
//!   (`i64`), in place of the load and its extension.
//!
//! Which library a module was lowered for is read from the code, not from
//! its attributes: a call of `MPI_Comm_split` whose communicator operand is
//! a pointer is Open MPI's (MPICH's handles are `i32`, which the lowering
//! gets right); the reduction globals exist only in Open MPI's lowering.
//! A module lowered for MPICH, or without MPI calls, is left as it is.
//!
//! Runs on the module once its `mpi` ops are lowered (by
//! `convert-to-llvm{filter-dialects=mpi}`, or by `gpu-to-llvm`, which also
//! lowers the ones that conversion leaves); refused at the op while `mpi`
//! ops remain, and so is a communicator loaded as an `i32` and used other
//! than extended (nothing to correct it to). Guarantees: no global of the
//! wrong reduction names is left, and no communicator loaded narrower than
//! a pointer.

use std::collections::HashSet;

use melior::{
    Context,
    dialect::llvm::{self, LoadStoreOptions, r#type::pointer},
    ir::{
        BlockLike, Type, ValueLike,
        attribute::{FlatSymbolRefAttribute, StringAttribute},
        operation::{OperationLike, OperationRef},
        r#type::IntegerType,
    },
};

use crate::{
    PassDef, PassResult,
    ir::{self, collect_ops, erase, op_name, replace_all_uses, symbol_attribute, uses},
    options::PassOptions,
};

pub const PASS: PassDef = PassDef {
    flag: "offload-openmpi-abi",
    name: "OffloadOpenMpiAbi",
    summary: "Correct the Open MPI ABI of MLIR's lowered `mpi` calls: reduction op symbols and the communicator MPI_Comm_split returns",
    description: "MLIR 22's `mpi` lowering for Open MPI (`\"MPI:Implementation\" = \"OpenMPI\"`) \
        names the reduction ops `ompi_mpi_sum`, `ompi_mpi_max`, ..., where Open MPI's library \
        defines `ompi_mpi_op_sum`, `ompi_mpi_op_max`, ...; and it loads the communicator \
        `MPI_Comm_split` returns as an `i32` and sign-extends it, where Open MPI's `MPI_Comm` is \
        a pointer. This pass renames each such global and its `llvm.mlir.addressof`s, and loads \
        the communicator whole (`i64`) in place of the load and its extension. A call of \
        `MPI_Comm_split` with a pointer communicator marks Open MPI's lowering; a module lowered \
        for MPICH (integer handles, which the lowering gets right) or without MPI calls is left \
        as it is. Run it once the `mpi` ops are lowered: at the end of the LLVM lowering (the \
        filtered `convert-to-llvm{filter-dialects=mpi}` may leave some that `gpu-to-llvm` \
        lowers); `mpi` ops left in the module, and a communicator loaded as an `i32` and used \
        other than extended, are errors at the op.",
    anchor: Some("builtin.module"),
    options: &[],
    run,
};

/// The reduction ops of MLIR's `mpi` dialect, as the lowering spells them
/// after `ompi_mpi_`; Open MPI's library spells them after `ompi_mpi_op_`.
const REDUCTIONS: &[&str] = &[
    "band", "bor", "bxor", "land", "lor", "lxor", "max", "maxloc", "min", "minloc", "prod",
    "replace", "sum",
];

fn run(module: OperationRef, _options: &PassOptions) -> PassResult {
    if let Some(op) = collect_ops(module, |op| op_name(op).starts_with("mpi.")).first() {
        return Err(ir::error(
            op.location(),
            &format!(
                "'{}' is not lowered yet; run offload-openmpi-abi after the LLVM lowering of the mpi ops (convert-to-llvm)",
                op_name(op)
            ),
        ));
    }
    let context = module.context();
    // SAFETY: the context outlives the pass's run.
    let context = unsafe { context.to_ref() };
    rename_reductions(context, module);
    let pointer = pointer(context, 0);
    for call in collect_ops(module, |op| is_openmpi_comm_split(op, pointer)) {
        load_communicator_whole(context, call)?;
    }
    Ok(())
}

/// The name Open MPI's library gives the reduction the lowering calls `name`.
fn library_name(name: &str) -> Option<String> {
    let op = name.strip_prefix("ompi_mpi_")?;
    REDUCTIONS
        .contains(&op)
        .then(|| format!("ompi_mpi_op_{op}"))
}

/// Renames the reduction globals and every `llvm.mlir.addressof` of them.
/// Where the module already declares the library's name, the wrongly named
/// global goes.
fn rename_reductions(context: &Context, module: OperationRef) {
    let globals = collect_ops(module, |op| op_name(op) == "llvm.mlir.global");
    // Read before any global is renamed or erased.
    let declared: HashSet<String> = globals.iter().filter_map(ir::symbol_name).collect();
    for address in collect_ops(module, |op| op_name(op) == "llvm.mlir.addressof") {
        if let Some(name) = symbol_attribute(&address, "global_name").and_then(|n| library_name(&n))
        {
            let attribute = FlatSymbolRefAttribute::new(context, &name);
            ir::set_attribute(address, "global_name", attribute.into());
        }
    }
    for global in &globals {
        let Some(name) = ir::symbol_name(global).and_then(|n| library_name(&n)) else {
            continue;
        };
        if declared.contains(&name) {
            erase(*global);
        } else {
            let attribute = StringAttribute::new(context, &name);
            ir::set_attribute(*global, "sym_name", attribute.into());
        }
    }
}

/// A call of `MPI_Comm_split` whose communicator is a `pointer`: Open MPI's.
fn is_openmpi_comm_split(op: &OperationRef, pointer: Type) -> bool {
    op_name(op) == "llvm.call"
        && symbol_attribute(op, "callee").as_deref() == Some("MPI_Comm_split")
        && ir::operand(op, 0).is_some_and(|comm| comm.r#type() == pointer)
}

/// Replaces each `llvm.load` of the call's out-parameter as an `i32`
/// followed by its extension to `i64` with one load of the whole `i64`; an
/// `i32` load of it used otherwise is an error at the load.
fn load_communicator_whole(context: &Context, call: OperationRef) -> PassResult {
    let Some(slot) = ir::operand(&call, 3) else {
        return Ok(());
    };
    let whole: Type = IntegerType::new(context, 64).into();
    let narrow: Type = IntegerType::new(context, 32).into();
    for load in uses(slot).into_iter().map(|u| u.owner) {
        let loads_narrow = op_name(&load) == "llvm.load"
            && ir::result_at(&load, 0).is_some_and(|v| v.r#type() == narrow);
        if !loads_narrow {
            continue;
        }
        let loaded = ir::result(load, 0);
        let extensions: Vec<_> = uses(loaded).into_iter().map(|u| u.owner).collect();
        if extensions
            .iter()
            .any(|e| op_name(e) != "llvm.sext" || ir::result(*e, 0).r#type() != whole)
        {
            return Err(ir::error(
                load.location(),
                "the communicator MPI_Comm_split returns is loaded as an i32 and used other than \
                 extended to i64; Open MPI's MPI_Comm is a pointer: load it whole",
            ));
        }
        let block = load.block().expect("a load in a block");
        let wide = block.insert_operation_before(
            load,
            llvm::load(
                context,
                slot,
                whole,
                load.location(),
                LoadStoreOptions::default(),
            ),
        );
        for extension in extensions {
            replace_all_uses(ir::result(extension, 0), ir::result(wide, 0));
            erase(extension);
        }
        erase(load);
    }
    Ok(())
}
