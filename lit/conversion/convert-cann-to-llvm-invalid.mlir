// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics --convert-cann-to-llvm

// Checks that offload ops are refused: they lower to cann ops first.
func.func @offload(%m: memref<16xf32>) {
  // expected-error @+1 {{'offload.store_async' is an offload op; run convert-offload-to-cann first}}
  %r, %d = "offload.store_async"(%m) {tier = "host"} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  "offload.wait"(%d) : (!offload.token) -> ()
  return
}

// -----

// Checks that a buffer with a dynamic shape is refused: it has no byte size.
func.func @dynamic(%m: memref<?xf32>) {
  // expected-error @+1 {{cannot lower 'cann.free' on memref<?xf32>: its shape is not static}}
  "cann.free"(%m) : (memref<?xf32>) -> ()
  return
}

// -----

// Checks that a strided buffer is refused: its bytes are not contiguous.
func.func @strided(%m: memref<4xf32, strided<[2]>>) {
  // expected-error @+1 {{cannot lower 'cann.free_host' on memref<4xf32, strided<[2]>>: its layout is not the identity}}
  "cann.free_host"(%m) : (memref<4xf32, strided<[2]>>) -> ()
  return
}

// -----

// Checks that a buffer outside the default memory space is refused.
func.func @space() {
  // expected-error @+1 {{it is not in the default memory space}}
  %m = "cann.malloc"() {policy = "huge_first"} : () -> memref<4xf32, 1>
  return
}

// -----

// Checks that an element type without a byte width here is refused.
func.func @complex() {
  // expected-error @+1 {{its element type complex<f32> has no byte width here}}
  %m = "cann.malloc_host"() : () -> memref<4xcomplex<f32>>
  return
}

// -----

// Checks that a handle carried by another op than cann and func ops is
// refused: its type would be left behind.
func.func @select(%a: !cann.stream, %b: !cann.stream, %c: i1) {
  // expected-error @+1 {{'arith.select' carries a cann stream or event; convert-cann-to-llvm converts handles in cann ops, function signatures and calls only}}
  %s = arith.select %c, %a, %b : !cann.stream
  "cann.synchronize_stream"(%s) : (!cann.stream) -> ()
  return
}
