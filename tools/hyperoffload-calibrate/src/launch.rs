//! Launch overhead on a CPU device: handing an empty task to a worker
//! thread through a locked queue and waiting until it has run, as the
//! emulated runtime's streams (runtime/src/stream.rs) run each op.

use std::{
    collections::VecDeque,
    sync::{Arc, Condvar, Mutex},
};

use crate::timing::median_seconds;

/// What the worker is asked to do.
enum Task {
    Empty,
    Stop,
}

#[derive(Default)]
struct Queue {
    tasks: VecDeque<Task>,
    completed: u64,
}

#[derive(Default)]
struct Shared {
    queue: Mutex<Queue>,
    /// The worker waits on it for tasks.
    queued: Condvar,
    /// The host waits on it for completions.
    done: Condvar,
}

/// Seconds from handing an empty task to a worker thread to seeing it
/// complete: the median over `runs` runs of `launches` round trips each.
pub fn launch_seconds(launches: usize, runs: usize) -> f64 {
    let shared = Arc::new(Shared::default());
    let worker = {
        let shared = Arc::clone(&shared);
        std::thread::spawn(move || run_worker(&shared))
    };
    let seconds = median_seconds(runs, || {
        for _ in 0..launches {
            launch_and_wait(&shared);
        }
    }) / launches as f64;
    shared.queue.lock().unwrap().tasks.push_back(Task::Stop);
    shared.queued.notify_one();
    let _ = worker.join();
    seconds
}

fn launch_and_wait(shared: &Shared) {
    let mut queue = shared.queue.lock().unwrap();
    let target = queue.completed + 1;
    queue.tasks.push_back(Task::Empty);
    shared.queued.notify_one();
    while queue.completed < target {
        queue = shared.done.wait(queue).unwrap();
    }
}

fn run_worker(shared: &Shared) {
    let mut queue = shared.queue.lock().unwrap();
    loop {
        match queue.tasks.pop_front() {
            Some(Task::Empty) => {
                queue.completed += 1;
                shared.done.notify_all();
            }
            Some(Task::Stop) => return,
            None => queue = shared.queued.wait(queue).unwrap(),
        }
    }
}
