//! Contexts built on several threads at once (as test harnesses and
//! multi-threaded embedders do) all get the same offload and cann dialects.

use std::{
    sync::{Arc, Barrier},
    thread,
};

use hyperoffload_tests::context;
use melior::ir::operation::OperationLike;

const MODULE: &str = r#"
func.func @f(%x: tensor<4xf32>, %s: !cann.stream) -> tensor<4xf32> {
  %r = "offload.store"(%x) {tier = "host"} : (tensor<4xf32>) -> !offload.remote<tensor<4xf32>>
  %y = "offload.prefetch"(%r) : (!offload.remote<tensor<4xf32>>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}
"#;

#[test]
fn contexts_made_concurrently_share_the_irdl_dialects() {
    const THREADS: usize = 16;
    let start = Arc::new(Barrier::new(THREADS));
    let workers: Vec<_> = (0..THREADS)
        .map(|_| {
            let start = Arc::clone(&start);
            thread::spawn(move || {
                start.wait();
                for _ in 0..4 {
                    let context = context();
                    let module = hyperoffload_shim::parse_module(&context, MODULE, "threads")
                        .expect("the offload/cann module parses");
                    assert!(module.as_operation().verify());
                }
            })
        })
        .collect();
    for worker in workers {
        worker.join().expect("no worker panicked or aborted");
    }
}
