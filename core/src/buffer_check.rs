//! The checker of memref-form schedules: buffers, transfers and their
//! completion tokens (`offload.store_async`, `offload.prefetch_async`,
//! `offload.release`, `offload.wait`; docs/dialect/offload.md).
//!
//! A pass reads one function into a [`BufferSchedule`]: its ops in program
//! order, each buffer named once (a view counts as the buffer it views),
//! each token once. Nested regions are bracketed by [`BufferOpKind::Enter`]
//! and [`BufferOpKind::Exit`]. [`BufferChecker::check`] walks the ops once
//! and collects every [`BufferError`], in program order:
//! - an access to a prefetched buffer comes after an `offload.wait` whose
//!   deps complete its prefetch ([`BufferError::UseBeforeWait`]); a store of
//!   it may instead take the prefetch's token as a dep;
//! - nothing accesses or stores a released buffer
//!   ([`BufferError::UseAfterRelease`], [`BufferError::StoreOfReleased`]),
//!   and a buffer is released once ([`BufferError::DoubleRelease`]);
//! - a release waits for every transfer of its buffer still in flight: it
//!   takes the transfer's token as a dep, unless the host waited for it
//!   ([`BufferError::ReleaseDuringTransfer`]);
//! - a region that runs repeatedly (a loop body) releases no buffer defined
//!   outside it ([`BufferError::ReleaseInLoopBody`]): the next iteration
//!   would access or release it again.
//!
//! Completion: a token completes after every token its op depended on, so
//! waiting for (or depending on) a token also covers those. A token the
//! schedule does not produce (a block argument, a call result) stands for
//! nothing known.
//!
//! Regions: a region starts from the state before it (what was released,
//! prefetched, waited for) and is checked once, as straight-line code; what
//! it does is forgotten at its end, since it may run any number of times
//! (a release or wait inside it is not relied on after it).

use std::collections::HashSet;

use thiserror::Error;

/// Index of a buffer in [`BufferSchedule::buffers`].
pub type BufferId = usize;
/// Index of a token in [`BufferSchedule::tokens`].
pub type TokenId = usize;
/// Index of an op in [`BufferSchedule::ops`] (program order).
pub type OpId = usize;

/// A device buffer: an allocation, a prefetched buffer, a function or
/// region argument, with the views of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Buffer {
    /// Its name as printed (`%0`, `%arg1`, `%p#0`).
    pub name: String,
    /// The op that defines it (an [`BufferOpKind::Enter`] for a region
    /// argument); `None` for a function argument.
    pub defined_at: Option<OpId>,
}

/// One op of the schedule.
#[derive(Clone, Debug, PartialEq)]
pub struct BufferOp {
    /// The op's name (`linalg.matmul`, `offload.release`).
    pub name: String,
    pub kind: BufferOpKind,
}

/// What an op does with buffers and tokens.
#[derive(Clone, Debug, PartialEq)]
pub enum BufferOpKind {
    /// Any other op: reads or writes `buffers` (or views of them). View ops
    /// themselves access nothing.
    Access { buffers: Vec<BufferId> },
    /// `offload.store_async`: copies `buffer` out once `deps` completed;
    /// `done` completes with the copy.
    StoreAsync {
        buffer: BufferId,
        done: TokenId,
        deps: Vec<TokenId>,
    },
    /// `offload.prefetch_async`: allocates `buffer` and copies into it once
    /// `deps` completed; `done` completes when it holds the data.
    PrefetchAsync {
        buffer: BufferId,
        done: TokenId,
        deps: Vec<TokenId>,
    },
    /// `offload.release`: frees `buffer` once `deps` completed.
    Release {
        buffer: BufferId,
        deps: Vec<TokenId>,
    },
    /// `offload.wait`: the host blocks until `deps` completed.
    Wait { deps: Vec<TokenId> },
    /// The start of a region of the previous op; `repeats` when it may run
    /// more than once (a loop body).
    Enter { repeats: bool },
    /// The end of the innermost region.
    Exit,
}

/// The memref-form schedule of one function.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BufferSchedule {
    /// The function's name.
    pub name: String,
    pub buffers: Vec<Buffer>,
    /// The name of each token as printed (`%p#1`).
    pub tokens: Vec<String>,
    /// In program order; regions bracketed by `Enter` and `Exit`.
    pub ops: Vec<BufferOp>,
}

/// A rule a memref-form schedule breaks, at op `at`. Names are the printed
/// names of buffers and tokens, so that the message reads without the
/// schedule.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum BufferError {
    /// An access to a prefetched buffer before its prefetch is known to
    /// have completed.
    #[error(
        "{op} uses {name} before its prefetch has completed; add offload.wait on {token} before this use"
    )]
    UseBeforeWait {
        at: OpId,
        op: String,
        buffer: BufferId,
        name: String,
        /// The prefetch's `done` token.
        token: String,
    },
    /// An access to a buffer after its release.
    #[error("{op} uses {name} after offload.release freed it; move the release after this use")]
    UseAfterRelease {
        at: OpId,
        op: String,
        buffer: BufferId,
        name: String,
        /// The release.
        release: OpId,
    },
    /// A second release of a buffer.
    #[error("offload.release frees {name} again (an earlier release freed it); keep one release")]
    DoubleRelease {
        at: OpId,
        buffer: BufferId,
        name: String,
        /// The first release.
        first: OpId,
    },
    /// A release of a buffer that a transfer may still read or write.
    #[error(
        "offload.release frees {name} while the {transfer} of it may still run; take {token} as a dep of the release"
    )]
    ReleaseDuringTransfer {
        at: OpId,
        buffer: BufferId,
        name: String,
        /// The transfer's op name.
        transfer: String,
        /// Its `done` token.
        token: String,
    },
    /// A store of a released buffer.
    #[error(
        "offload.store_async stores {name}, which offload.release already freed; store it before the release"
    )]
    StoreOfReleased {
        at: OpId,
        buffer: BufferId,
        name: String,
        /// The release.
        release: OpId,
    },
    /// A release, in a loop body, of a buffer defined outside it.
    #[error(
        "offload.release frees {name}, which is defined outside this loop body: the next iteration uses or frees it again; release it after the loop"
    )]
    ReleaseInLoopBody {
        at: OpId,
        buffer: BufferId,
        name: String,
    },
}

impl BufferError {
    /// The op the error is reported at.
    pub fn at(&self) -> OpId {
        match *self {
            BufferError::UseBeforeWait { at, .. }
            | BufferError::UseAfterRelease { at, .. }
            | BufferError::DoubleRelease { at, .. }
            | BufferError::ReleaseDuringTransfer { at, .. }
            | BufferError::StoreOfReleased { at, .. }
            | BufferError::ReleaseInLoopBody { at, .. } => at,
        }
    }

    /// An earlier op the error refers to (the release freeing the buffer
    /// already), if any.
    pub fn earlier(&self) -> Option<OpId> {
        match *self {
            BufferError::UseAfterRelease { release, .. }
            | BufferError::StoreOfReleased { release, .. } => Some(release),
            BufferError::DoubleRelease { first, .. } => Some(first),
            _ => None,
        }
    }
}

/// What an accepted schedule does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BufferReport {
    /// Stores and prefetches issued (each region counted once).
    pub transfers: usize,
}

/// Checks a memref-form schedule (see the module documentation).
#[derive(Clone, Debug)]
pub struct BufferChecker<'s> {
    schedule: &'s BufferSchedule,
    /// Per token: the tokens its completion implies (itself, and
    /// transitively the deps of the op that produced it).
    covers: Vec<Vec<TokenId>>,
}

/// A transfer of a buffer whose completion the host has not seen.
#[derive(Clone, Copy, Debug)]
struct Transfer {
    done: TokenId,
    op: OpId,
}

/// What holds at a point of the schedule.
#[derive(Clone, Debug)]
struct State {
    /// Per buffer: the release that freed it.
    released: Vec<Option<OpId>>,
    /// Per buffer: its prefetch, when it is a prefetched buffer.
    prefetch: Vec<Option<Transfer>>,
    /// Per buffer: the transfers reading or writing it.
    transfers: Vec<Vec<Transfer>>,
    /// Tokens the host waited for (with every token they cover).
    waited: HashSet<TokenId>,
    /// The `Enter` of the innermost open region that repeats.
    loop_body: Option<OpId>,
}

impl<'s> BufferChecker<'s> {
    pub fn new(schedule: &'s BufferSchedule) -> BufferChecker<'s> {
        let mut covers: Vec<Vec<TokenId>> = (0..schedule.tokens.len())
            .map(|token| vec![token])
            .collect();
        for op in &schedule.ops {
            if let BufferOpKind::StoreAsync { done, deps, .. }
            | BufferOpKind::PrefetchAsync { done, deps, .. } = &op.kind
            {
                let mut covered: Vec<TokenId> = deps
                    .iter()
                    .flat_map(|&dep| covers[dep].iter().copied())
                    .chain([*done])
                    .collect();
                covered.sort_unstable();
                covered.dedup();
                covers[*done] = covered;
            }
        }
        BufferChecker { schedule, covers }
    }

    /// Checks every rule; the report when all hold, else every broken rule
    /// in program order.
    pub fn check(&self) -> Result<BufferReport, Vec<BufferError>> {
        let buffers = self.schedule.buffers.len();
        let mut state = State {
            released: vec![None; buffers],
            prefetch: vec![None; buffers],
            transfers: vec![Vec::new(); buffers],
            waited: HashSet::new(),
            loop_body: None,
        };
        // The state before each open region.
        let mut outer: Vec<State> = Vec::new();
        let mut errors = Vec::new();
        let mut transfers = 0;
        for (at, op) in self.schedule.ops.iter().enumerate() {
            match &op.kind {
                BufferOpKind::Access { buffers } => {
                    errors.extend(
                        buffers
                            .iter()
                            .filter_map(|&buffer| self.check_access(&state, at, buffer, &[])),
                    );
                }
                &BufferOpKind::StoreAsync {
                    buffer,
                    done,
                    ref deps,
                } => {
                    if let Some(release) = state.released[buffer] {
                        errors.push(BufferError::StoreOfReleased {
                            at,
                            buffer,
                            name: self.buffer_name(buffer),
                            release,
                        });
                    } else {
                        errors.extend(self.check_access(&state, at, buffer, deps));
                    }
                    state.transfers[buffer].push(Transfer { done, op: at });
                    transfers += 1;
                }
                &BufferOpKind::PrefetchAsync { buffer, done, .. } => {
                    let transfer = Transfer { done, op: at };
                    state.prefetch[buffer] = Some(transfer);
                    state.transfers[buffer].push(transfer);
                    transfers += 1;
                }
                &BufferOpKind::Release { buffer, ref deps } => {
                    errors.extend(self.check_release(&state, at, buffer, deps));
                    state.released[buffer].get_or_insert(at);
                }
                BufferOpKind::Wait { deps } => {
                    let covered = deps.iter().flat_map(|&dep| self.covers[dep].iter());
                    state.waited.extend(covered);
                }
                &BufferOpKind::Enter { repeats } => {
                    outer.push(state.clone());
                    if repeats {
                        state.loop_body = Some(at);
                    }
                }
                BufferOpKind::Exit => {
                    // Invariant: every `Exit` closes an `Enter`.
                    debug_assert!(!outer.is_empty(), "an Exit without its Enter");
                    if let Some(before) = outer.pop() {
                        state = before;
                    }
                }
            }
        }
        if errors.is_empty() {
            Ok(BufferReport { transfers })
        } else {
            Err(errors)
        }
    }

    fn buffer_name(&self, buffer: BufferId) -> String {
        self.schedule.buffers[buffer].name.clone()
    }

    fn token_name(&self, token: TokenId) -> String {
        self.schedule.tokens[token].clone()
    }

    /// Whether `token` has completed for an op at this point that waits
    /// for `deps` (on its stream) before it runs.
    fn completed(&self, state: &State, token: TokenId, deps: &[TokenId]) -> bool {
        state.waited.contains(&token) || deps.iter().any(|&dep| self.covers[dep].contains(&token))
    }

    /// Op `at`, after `deps`, reads or writes `buffer`: it is not released
    /// and, when prefetched, its data has arrived.
    fn check_access(
        &self,
        state: &State,
        at: OpId,
        buffer: BufferId,
        deps: &[TokenId],
    ) -> Option<BufferError> {
        let op = self.schedule.ops[at].name.clone();
        let name = self.buffer_name(buffer);
        if let Some(release) = state.released[buffer] {
            return Some(BufferError::UseAfterRelease {
                at,
                op,
                buffer,
                name,
                release,
            });
        }
        let prefetch = state.prefetch[buffer]?;
        (!self.completed(state, prefetch.done, deps)).then(|| BufferError::UseBeforeWait {
            at,
            op,
            buffer,
            name,
            token: self.token_name(prefetch.done),
        })
    }

    /// The release at `at` of `buffer`, after `deps`.
    fn check_release(
        &self,
        state: &State,
        at: OpId,
        buffer: BufferId,
        deps: &[TokenId],
    ) -> Vec<BufferError> {
        let name = self.buffer_name(buffer);
        if let Some(first) = state.released[buffer] {
            return vec![BufferError::DoubleRelease {
                at,
                buffer,
                name,
                first,
            }];
        }
        let mut errors = Vec::new();
        if let Some(enter) = state.loop_body
            && self.schedule.buffers[buffer]
                .defined_at
                .is_none_or(|defined| defined < enter)
        {
            errors.push(BufferError::ReleaseInLoopBody {
                at,
                buffer,
                name: name.clone(),
            });
        }
        if let Some(transfer) = state.transfers[buffer]
            .iter()
            .find(|t| !self.completed(state, t.done, deps))
        {
            errors.push(BufferError::ReleaseDuringTransfer {
                at,
                buffer,
                name,
                transfer: self.schedule.ops[transfer.op].name.clone(),
                token: self.token_name(transfer.done),
            });
        }
        errors
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Builds schedules op by op, naming buffers `%b<i>` and tokens `%t<i>`.
    #[derive(Default)]
    struct Builder {
        schedule: BufferSchedule,
    }

    impl Builder {
        fn argument(&mut self) -> BufferId {
            self.buffer(None)
        }

        fn buffer(&mut self, defined_at: Option<OpId>) -> BufferId {
            let id = self.schedule.buffers.len();
            self.schedule.buffers.push(Buffer {
                name: format!("%b{id}"),
                defined_at,
            });
            id
        }

        fn token(&mut self) -> TokenId {
            let id = self.schedule.tokens.len();
            self.schedule.tokens.push(format!("%t{id}"));
            id
        }

        fn op(&mut self, name: &str, kind: BufferOpKind) -> OpId {
            self.schedule.ops.push(BufferOp {
                name: name.to_owned(),
                kind,
            });
            self.schedule.ops.len() - 1
        }

        fn alloc(&mut self) -> BufferId {
            let at = self.op("memref.alloc", BufferOpKind::Access { buffers: vec![] });
            self.buffer(Some(at))
        }

        fn access(&mut self, buffer: BufferId) -> OpId {
            self.op(
                "linalg.add",
                BufferOpKind::Access {
                    buffers: vec![buffer],
                },
            )
        }

        fn store(&mut self, buffer: BufferId, deps: &[TokenId]) -> TokenId {
            let done = self.token();
            let deps = deps.to_vec();
            self.op(
                "offload.store_async",
                BufferOpKind::StoreAsync { buffer, done, deps },
            );
            done
        }

        fn prefetch(&mut self, deps: &[TokenId]) -> (BufferId, TokenId) {
            let at = self.schedule.ops.len();
            let buffer = self.buffer(Some(at));
            let done = self.token();
            let deps = deps.to_vec();
            self.op(
                "offload.prefetch_async",
                BufferOpKind::PrefetchAsync { buffer, done, deps },
            );
            (buffer, done)
        }

        fn release(&mut self, buffer: BufferId, deps: &[TokenId]) -> OpId {
            let deps = deps.to_vec();
            self.op("offload.release", BufferOpKind::Release { buffer, deps })
        }

        fn wait(&mut self, deps: &[TokenId]) -> OpId {
            let deps = deps.to_vec();
            self.op("offload.wait", BufferOpKind::Wait { deps })
        }

        fn enter(&mut self, repeats: bool) -> OpId {
            self.op("scf.for", BufferOpKind::Access { buffers: vec![] });
            self.op("scf.for", BufferOpKind::Enter { repeats })
        }

        fn exit(&mut self) {
            self.op("scf.for", BufferOpKind::Exit);
        }

        fn check(&self) -> Result<BufferReport, Vec<BufferError>> {
            BufferChecker::new(&self.schedule).check()
        }

        fn single_error(&self) -> BufferError {
            let errors = self.check().expect_err("the schedule breaks a rule");
            assert_eq!(errors.len(), 1, "{errors:?}");
            errors[0].clone()
        }
    }

    /// The memref form of docs/dialect/offload.md's example: store, use,
    /// release after the store, prefetch after the store, wait, use,
    /// release.
    fn documented() -> Builder {
        let mut b = Builder::default();
        let h = b.argument();
        let stored = b.store(h, &[]);
        b.access(h);
        b.release(h, &[stored]);
        let (hp, ready) = b.prefetch(&[stored]);
        b.wait(&[ready]);
        b.access(hp);
        b.release(hp, &[]);
        b
    }

    #[test]
    fn the_documented_schedule_is_accepted() {
        assert_eq!(documented().check(), Ok(BufferReport { transfers: 2 }));
    }

    #[test]
    fn a_use_before_the_wait_is_rejected() {
        let mut b = Builder::default();
        let (p, done) = b.prefetch(&[]);
        let use_ = b.access(p);
        b.wait(&[done]);
        assert!(matches!(
            b.single_error(),
            BufferError::UseBeforeWait { at, ref token, .. } if at == use_ && token == "%t0"
        ));
    }

    #[test]
    fn a_wait_on_a_later_token_covers_the_prefetch() {
        // The store depends on the prefetch, so waiting for the store also
        // completes the prefetch.
        let mut b = Builder::default();
        let (p, fetched) = b.prefetch(&[]);
        let stored = b.store(p, &[fetched]);
        b.wait(&[stored]);
        b.access(p);
        b.release(p, &[]);
        assert_eq!(b.check(), Ok(BufferReport { transfers: 2 }));
    }

    #[test]
    fn a_store_of_a_prefetched_buffer_needs_its_token() {
        let mut b = Builder::default();
        let (p, _) = b.prefetch(&[]);
        b.store(p, &[]);
        assert!(matches!(
            b.single_error(),
            BufferError::UseBeforeWait { at: 1, .. }
        ));
    }

    #[test]
    fn a_use_after_the_release_is_rejected() {
        let mut b = Builder::default();
        let m = b.alloc();
        let release = b.release(m, &[]);
        let use_ = b.access(m);
        assert_eq!(
            b.single_error(),
            BufferError::UseAfterRelease {
                at: use_,
                op: "linalg.add".into(),
                buffer: m,
                name: "%b0".into(),
                release,
            }
        );
    }

    #[test]
    fn a_double_release_is_rejected_once() {
        let mut b = Builder::default();
        let m = b.alloc();
        let first = b.release(m, &[]);
        let second = b.release(m, &[]);
        b.release(m, &[]);
        let errors = b.check().expect_err("released three times");
        assert_eq!(errors.len(), 2);
        assert!(matches!(
            errors[0],
            BufferError::DoubleRelease { at, first: f, .. } if at == second && f == first
        ));
    }

    #[test]
    fn a_release_during_a_store_needs_the_store_token() {
        let mut b = Builder::default();
        let m = b.argument();
        b.store(m, &[]);
        let release = b.release(m, &[]);
        assert!(matches!(
            b.single_error(),
            BufferError::ReleaseDuringTransfer { at, ref transfer, ref token, .. }
                if at == release && transfer == "offload.store_async" && token == "%t0"
        ));
        // Waiting for the store first is as good as the dep.
        let mut b = Builder::default();
        let m = b.argument();
        let stored = b.store(m, &[]);
        b.wait(&[stored]);
        b.release(m, &[]);
        assert!(b.check().is_ok());
    }

    #[test]
    fn a_release_of_a_prefetch_in_flight_is_rejected() {
        let mut b = Builder::default();
        let (p, _) = b.prefetch(&[]);
        b.release(p, &[]);
        assert!(matches!(
            b.single_error(),
            BufferError::ReleaseDuringTransfer { ref transfer, .. } if transfer == "offload.prefetch_async"
        ));
    }

    #[test]
    fn a_store_of_a_released_buffer_is_rejected() {
        let mut b = Builder::default();
        let m = b.alloc();
        let release = b.release(m, &[]);
        b.store(m, &[]);
        assert!(matches!(
            b.single_error(),
            BufferError::StoreOfReleased { release: r, .. } if r == release
        ));
    }

    #[test]
    fn a_loop_body_releases_only_its_own_buffers() {
        // %b0 comes from outside the loop: releasing it in the body is an
        // error; %b1 is allocated and released in the body.
        let mut b = Builder::default();
        let outside = b.argument();
        b.enter(true);
        let inside = b.alloc();
        b.access(inside);
        b.release(inside, &[]);
        let release = b.release(outside, &[]);
        b.exit();
        assert!(matches!(
            b.single_error(),
            BufferError::ReleaseInLoopBody { at, buffer, .. } if at == release && buffer == outside
        ));
        // A region that runs once may release it.
        let mut b = Builder::default();
        let outside = b.argument();
        b.enter(false);
        b.release(outside, &[]);
        b.exit();
        assert!(b.check().is_ok());
    }

    #[test]
    fn a_region_starts_from_the_state_before_it_and_is_forgotten_after() {
        // Used in the loop before the wait outside it: an error in the body.
        let mut b = Builder::default();
        let (p, done) = b.prefetch(&[]);
        b.enter(true);
        let use_ = b.access(p);
        b.exit();
        b.wait(&[done]);
        assert!(matches!(b.single_error(), BufferError::UseBeforeWait { at, .. } if at == use_));
        // A wait inside a region does not count after it (it may not run).
        let mut b = Builder::default();
        let (p, done) = b.prefetch(&[]);
        b.enter(false);
        b.wait(&[done]);
        b.access(p);
        b.exit();
        let use_ = b.access(p);
        assert!(matches!(b.single_error(), BufferError::UseBeforeWait { at, .. } if at == use_));
    }
}
