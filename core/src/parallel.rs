//! Scoped worker threads for independent work.

/// `work` on every item, on up to `threads` workers (the calling thread
/// alone when that is 1 or there is one item), the results in the items'
/// order. The planner runs its heuristic strategies on it, one worker each;
/// the planning passes, the functions of a module on the threads MLIR's
/// context allows.
pub fn on_workers<T: Sync, R: Send>(
    threads: usize,
    items: &[T],
    work: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    on_workers_after(threads, items, work, None)
}

/// A gate that stays shut until opened once (by [`Gate::open`], or by
/// dropping the guard of [`Gate::opener`]); [`on_workers_after`]'s
/// workers but the first wait at it.
#[derive(Default)]
pub struct Gate {
    open: std::sync::Mutex<bool>,
    opened: std::sync::Condvar,
}

impl Gate {
    pub fn open(&self) {
        *self.open.lock().unwrap_or_else(|e| e.into_inner()) = true;
        self.opened.notify_all();
    }

    /// A guard that opens the gate when dropped (also on a panic).
    pub fn opener(&self) -> impl Drop + '_ {
        struct Opener<'g>(&'g Gate);
        impl Drop for Opener<'_> {
            fn drop(&mut self) {
                self.0.open();
            }
        }
        Opener(self)
    }

    fn wait(&self) {
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        while !*open {
            open = self.opened.wait(open).unwrap_or_else(|e| e.into_inner());
        }
    }
}

/// [`on_workers`], where every worker but the first starts only once
/// `gate` (if any) opens: a core stays free for other work until then.
pub fn on_workers_after<T: Sync, R: Send>(
    threads: usize,
    items: &[T],
    work: impl Fn(&T) -> R + Sync,
    gate: Option<&Gate>,
) -> Vec<R> {
    let workers = threads.min(items.len());
    if workers <= 1 {
        return items.iter().map(work).collect();
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut done: Vec<(usize, R)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|worker| {
                let next = &next;
                let work = &work;
                scope.spawn(move || {
                    if worker > 0
                        && let Some(gate) = gate
                    {
                        gate.wait();
                    }
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(item) = items.get(i) else {
                            return mine;
                        };
                        mine.push((i, work(item)));
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| {
                h.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });
    done.sort_by_key(|&(i, _)| i);
    done.into_iter().map(|(_, r)| r).collect()
}

#[cfg(test)]
mod tests {
    use super::{Gate, on_workers, on_workers_after};

    #[test]
    fn workers_keep_the_items_order() {
        let items: Vec<u64> = (0..100).collect();
        for threads in [1, 2, 7, 200] {
            let squares = on_workers(threads, &items, |&i| i * i);
            assert_eq!(squares, items.iter().map(|i| i * i).collect::<Vec<_>>());
        }
    }

    /// The first worker does all the work while the gate is shut; the
    /// others join once it opens.
    #[test]
    fn late_workers_wait_for_the_gate() {
        let gate = Gate::default();
        let items: Vec<u64> = (0..8).collect();
        let done = on_workers_after(
            4,
            &items,
            |&i| {
                if i == 3 {
                    gate.open();
                }
                (i + 1, std::thread::current().id())
            },
            Some(&gate),
        );
        let values: Vec<u64> = done.iter().map(|&(v, _)| v).collect();
        assert_eq!(values, (1..9).collect::<Vec<_>>());
        // Items 0-3 ran on one worker: the others waited for the gate.
        assert!(done[..4].iter().all(|&(_, id)| id == done[0].1));
        // A gate opened by a dropped guard lets waiters through.
        let gate = Gate::default();
        drop(gate.opener());
        gate.wait();
    }
}
