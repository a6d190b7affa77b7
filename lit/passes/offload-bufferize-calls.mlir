// RUN: hyperoffload-opt %s --pass-pipeline='builtin.module(offload-bufferize)' | FileCheck %s

// A buffer a callee allocates and returns is the caller's: the caller frees
// it after the last use of the call's result, once even where the callee
// returns it twice; a returned argument stays with its owner, and the
// callee does not free what it returns.

// CHECK-LABEL: func.func private @make
// CHECK-NOT: memref.dealloc
// CHECK: return
func.func private @make(%a: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>, memref<4xf32>) {
  %m = memref.alloc() : memref<4xf32>
  linalg.copy ins(%a : memref<4xf32>) outs(%m : memref<4xf32>)
  return %m, %a, %m : memref<4xf32>, memref<4xf32>, memref<4xf32>
}

// CHECK-LABEL: func.func @use
// CHECK: %[[R:.*]]:3 = call @make
// CHECK-NEXT: linalg.copy ins(%[[R]]#0
// CHECK-NEXT: linalg.copy ins(%[[R]]#2
// CHECK-NEXT: memref.dealloc %[[R]]#0
// CHECK-NOT: memref.dealloc
// CHECK: return
func.func @use(%a: memref<4xf32>, %o: memref<4xf32>) {
  %r:3 = call @make(%a) : (memref<4xf32>) -> (memref<4xf32>, memref<4xf32>, memref<4xf32>)
  linalg.copy ins(%r#0 : memref<4xf32>) outs(%o : memref<4xf32>)
  linalg.copy ins(%r#2 : memref<4xf32>) outs(%o : memref<4xf32>)
  return
}
