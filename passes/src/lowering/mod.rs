//! The lowering passes, from the planned tensor forms of the offload ops
//! to runtime calls: `offload-bufferize-prepare` and `offload-bufferize`
//! (around upstream `one-shot-bufferize`: tensor forms to memref forms),
//! `convert-offload-to-gpu` (the CUDA runtime through the `gpu` dialect),
//! `convert-offload-to-cann` and `convert-cann-to-llvm` (the Ascend CANN
//! runtime), with the memref-form checker they and `offload-verify` share
//! ([`memref_check`]), the skeleton both runtime lowerings share (one
//! function per offload op, [`runtime_lowering`]) and the buffer facts
//! they read ([`buffers`]), the copies in tiers beyond host memory
//! ([`tiers`]) and the pipelined slice prefetches of loops ([`slices`]).
//! docs/lowering.md describes the pipeline.

pub mod buffers;
pub mod convert_cann_to_llvm;
pub mod convert_offload_to_cann;
pub mod convert_offload_to_gpu;
pub mod llvm_buffers;
pub mod memref_check;
pub mod offload_bufferize;
pub mod offload_bufferize_prepare;
pub mod offload_openmpi_abi;
pub mod offload_shard_to_mpi;
pub mod runtime_lowering;
pub mod slices;
pub mod tiers;

pub use buffers::*;
