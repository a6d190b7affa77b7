//! Streams and events.
//!
//! A stream is a FIFO of [`Task`]s that one worker thread, started at the
//! first enqueue, runs in order. A task stays at the front of the queue
//! while it runs, so "queued" always includes the task being executed.
//!
//! An event counts its records. Recording enqueues a marker that completes
//! that record when the stream reaches it; a wait (by the host or by a
//! stream) is for the latest record at the time of the wait call, so an
//! event that was never recorded counts as complete, as in CUDA.

use std::{
    collections::VecDeque,
    sync::{Arc, Condvar, Mutex, MutexGuard},
    thread::JoinHandle,
};

use crate::runtime::Device;

/// Locks a mutex, recovering the data if a thread panicked while holding it
/// (the runtime's state stays consistent between statements).
pub(crate) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn wait<'a, T>(cv: &Condvar, guard: MutexGuard<'a, T>) -> MutexGuard<'a, T> {
    cv.wait(guard)
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// A copy between two buffers, classified when it was enqueued.
#[derive(Clone, Debug)]
pub(crate) struct Copy {
    pub dst: usize,
    pub src: usize,
    pub bytes: u64,
    pub dst_on_device: bool,
    pub src_on_device: bool,
}

/// A fill of `count` elements of `width` bytes each with `value`.
#[derive(Clone, Debug)]
pub(crate) struct Memset {
    pub dst: usize,
    pub value: u32,
    pub width: u8,
    pub count: u64,
    pub on_device: bool,
}

/// One unit of work on a stream.
#[derive(Clone, Debug)]
pub(crate) enum Task {
    Copy(Copy),
    Memset(Memset),
    /// A stream-ordered free of the device allocation starting at `ptr`.
    Free {
        ptr: usize,
    },
    /// A stream-ordered decommit of the commit `[ptr, ptr + bytes)`.
    Decommit {
        ptr: usize,
        bytes: u64,
    },
    /// A stream-ordered decommit of what is committed in the reservation at
    /// `ptr`, and the release of the reservation.
    ReleaseReserved {
        ptr: usize,
    },
    /// Makes a stream-ordered allocation device memory
    /// ([`crate::heap::Heap::list_pending`]).
    Alloc {
        ptr: usize,
    },
    /// Occupies the stream for `duration`, as a kernel of that length,
    /// once the device ranges it reads and writes are live.
    Kernel {
        duration: std::time::Duration,
        buffers: Arc<[(usize, u64)]>,
    },
    /// Completes record number `generation` of `event`.
    Record {
        event: Arc<Event>,
        generation: u64,
    },
    /// Blocks the stream until record number `generation` of `event` completed.
    Wait {
        event: Arc<Event>,
        generation: u64,
    },
}

impl Task {
    /// If this task reads or writes device memory in `[start, start + bytes)`,
    /// what kind of task it is.
    pub fn uses(&self, start: usize, bytes: u64) -> Option<&'static str> {
        let overlaps = |ptr: usize, len: u64| {
            (ptr as u64) < start as u64 + bytes && (start as u64) < ptr as u64 + len.max(1)
        };
        match self {
            Task::Copy(c) => ((c.dst_on_device && overlaps(c.dst, c.bytes))
                || (c.src_on_device && overlaps(c.src, c.bytes)))
            .then_some("copy"),
            Task::Memset(m) => {
                (m.on_device && overlaps(m.dst, m.count * u64::from(m.width))).then_some("memset")
            }
            Task::Free { ptr } | Task::ReleaseReserved { ptr } => (*ptr == start).then_some("free"),
            Task::Alloc { ptr } => (*ptr == start).then_some("alloc"),
            Task::Kernel { buffers, .. } => buffers
                .iter()
                .any(|&(ptr, len)| overlaps(ptr, len))
                .then_some("kernel"),
            Task::Decommit { ptr, bytes } => overlaps(*ptr, *bytes).then_some("decommit"),
            Task::Record { .. } | Task::Wait { .. } => None,
        }
    }
}

/// An event: how often it was recorded, and how many records completed.
#[derive(Debug, Default)]
pub struct Event {
    state: Mutex<EventState>,
    completed: Condvar,
}

#[derive(Debug, Default)]
struct EventState {
    recorded: u64,
    completed: u64,
}

impl Event {
    /// Starts a new record and returns its number.
    pub(crate) fn start_record(&self) -> u64 {
        let mut state = lock(&self.state);
        state.recorded += 1;
        state.recorded
    }

    /// The record a wait issued now waits for.
    pub(crate) fn latest_record(&self) -> u64 {
        lock(&self.state).recorded
    }

    /// Marks record `generation` (and every earlier one) complete.
    pub(crate) fn complete(&self, generation: u64) {
        let mut state = lock(&self.state);
        state.completed = state.completed.max(generation);
        self.completed.notify_all();
    }

    /// Blocks until record `generation` has completed.
    pub(crate) fn wait_for(&self, generation: u64) {
        let mut state = lock(&self.state);
        while state.completed < generation {
            state = wait(&self.completed, state);
        }
    }
}

/// A stream: a queue of tasks and the worker thread that runs them.
#[derive(Debug, Default)]
pub struct Stream {
    queue: Mutex<Queue>,
    changed: Condvar,
}

#[derive(Debug, Default)]
struct Queue {
    tasks: VecDeque<Task>,
    worker: Option<JoinHandle<()>>,
    shutdown: bool,
}

impl Stream {
    /// Queues `task`, starting the worker if there is none yet. If no thread
    /// can be started, runs the task here (a valid serialization).
    pub(crate) fn enqueue(self: &Arc<Self>, device: &Arc<Device>, task: Task) {
        let mut queue = lock(&self.queue);
        if queue.worker.is_none() {
            let stream = Arc::clone(self);
            let worker_device = Arc::clone(device);
            let spawned = std::thread::Builder::new()
                .name("hyperoffload-stream".into())
                .spawn(move || stream.run(&worker_device));
            match spawned {
                Ok(handle) => queue.worker = Some(handle),
                Err(_) => {
                    drop(queue);
                    self.drain();
                    device.run_task(&task);
                    return;
                }
            }
        }
        queue.tasks.push_back(task);
        self.changed.notify_all();
    }

    /// The worker loop: runs the front task, then removes it.
    fn run(&self, device: &Device) {
        loop {
            let task = {
                let mut queue = lock(&self.queue);
                while queue.tasks.is_empty() && !queue.shutdown {
                    queue = wait(&self.changed, queue);
                }
                match queue.tasks.front() {
                    Some(task) => task.clone(),
                    None => return,
                }
            };
            device.run_task(&task);
            lock(&self.queue).tasks.pop_front();
            self.changed.notify_all();
        }
    }

    /// Blocks until every task queued so far has run.
    pub(crate) fn drain(&self) {
        let mut queue = lock(&self.queue);
        while !queue.tasks.is_empty() {
            queue = wait(&self.changed, queue);
        }
    }

    /// The first queued (or running) task that uses the device range, if any.
    pub(crate) fn first_user(&self, start: usize, bytes: u64) -> Option<&'static str> {
        lock(&self.queue)
            .tasks
            .iter()
            .find_map(|t| t.uses(start, bytes))
    }

    /// Drains the queue and stops the worker.
    pub(crate) fn shut_down(&self) {
        self.drain();
        let worker = {
            let mut queue = lock(&self.queue);
            queue.shutdown = true;
            self.changed.notify_all();
            queue.worker.take()
        };
        if let Some(worker) = worker
            && worker.thread().id() != std::thread::current().id()
        {
            let _ = worker.join();
        }
    }
}
