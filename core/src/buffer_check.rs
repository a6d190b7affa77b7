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
//! Chunks (`offload.reserve`, `offload.store_chunk_async`,
//! `offload.release_chunk`, `offload.prefetch_chunk_async`) are element
//! ranges of a buffer ([`BufferRange`]). A buffer may have ranges that are
//! not on the device: released by a chunk release, or never filled since
//! its reserve. Then:
//! - nothing reads the buffer while a range of it is absent, and nothing
//!   stores an absent range ([`BufferError::UseOfAbsentRange`]);
//! - a range is released once ([`BufferError::ChunkReleasedTwice`]) and
//!   filled only while absent ([`BufferError::RefillOfPresent`]); a chunk
//!   lies inside its buffer ([`BufferError::ChunkOutOfBounds`]);
//! - a refilled range is read only after a wait that covers its chunk
//!   prefetch ([`BufferError::UseBeforeWait`]), as a prefetched buffer is;
//! - a chunk release waits for the transfers of its range still in flight,
//!   a whole release for every transfer of the buffer; a whole release
//!   after chunk releases frees what is still on the device.
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
    /// Its number of elements, when its shape is static.
    pub elements: Option<u64>,
}

/// A chunk: the elements `[offset, offset + length)` of a buffer's
/// row-major layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BufferRange {
    pub offset: u64,
    pub length: u64,
}

impl BufferRange {
    pub fn new(offset: u64, length: u64) -> BufferRange {
        BufferRange { offset, length }
    }

    /// One past the last element.
    pub fn end(self) -> u64 {
        self.offset.saturating_add(self.length)
    }

    pub fn overlaps(self, other: BufferRange) -> bool {
        self.offset < other.end() && other.offset < self.end()
    }
}

impl std::fmt::Display for BufferRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "[{}, {})", self.offset, self.end())
    }
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
    /// `offload.reserve`: defines `buffer` with no element on the device.
    Reserve { buffer: BufferId },
    /// `offload.store_chunk_async`: copies `range` of `buffer` out once
    /// `deps` completed; `done` completes with the copy.
    StoreChunkAsync {
        buffer: BufferId,
        range: BufferRange,
        done: TokenId,
        deps: Vec<TokenId>,
    },
    /// `offload.release_chunk`: takes `range` of `buffer` off the device
    /// once `deps` completed.
    ReleaseChunk {
        buffer: BufferId,
        range: BufferRange,
        deps: Vec<TokenId>,
    },
    /// `offload.prefetch_chunk_async`: puts `range` of `buffer` back on the
    /// device at issue and copies into it once `deps` completed; `done`
    /// completes when the range holds the data.
    PrefetchChunkAsync {
        buffer: BufferId,
        range: BufferRange,
        done: TokenId,
        deps: Vec<TokenId>,
    },
    /// `offload.prefetch_slice_async`: copies into the whole of `buffer`,
    /// which is on the device and stays there, once `deps` completed;
    /// `done` completes when it holds the data.
    CopyInto {
        buffer: BufferId,
        done: TokenId,
        deps: Vec<TokenId>,
    },
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
    /// An access to a buffer, or a store of a range of it, while a range
    /// it needs is not on the device.
    #[error(
        "{op} uses {name} while elements {range} of it are not on the device ({why}); prefetch them back with offload.prefetch_chunk_async and wait before this use"
    )]
    UseOfAbsentRange {
        at: OpId,
        op: String,
        buffer: BufferId,
        name: String,
        range: BufferRange,
        /// What took them off: the chunk release or the reserve.
        why: String,
        /// That op.
        since: OpId,
    },
    /// A second release of (part of) a range.
    #[error(
        "offload.release_chunk frees elements {range} of {name} again (an earlier release freed {first_range}); keep one release"
    )]
    ChunkReleasedTwice {
        at: OpId,
        buffer: BufferId,
        name: String,
        range: BufferRange,
        first_range: BufferRange,
        /// The earlier release.
        first: OpId,
    },
    /// A chunk prefetch into a range that is still on the device.
    #[error(
        "offload.prefetch_chunk_async fills elements {range} of {name}, but elements {present} of them are still on the device; release them first (offload.release_chunk) or prefetch only what is absent"
    )]
    RefillOfPresent {
        at: OpId,
        buffer: BufferId,
        name: String,
        range: BufferRange,
        present: BufferRange,
    },
    /// A chunk that does not lie inside its buffer.
    #[error("{op} names elements {range} of {name}, which has {elements} elements")]
    ChunkOutOfBounds {
        at: OpId,
        op: String,
        buffer: BufferId,
        name: String,
        range: BufferRange,
        elements: u64,
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
            | BufferError::ReleaseInLoopBody { at, .. }
            | BufferError::UseOfAbsentRange { at, .. }
            | BufferError::ChunkReleasedTwice { at, .. }
            | BufferError::RefillOfPresent { at, .. }
            | BufferError::ChunkOutOfBounds { at, .. } => at,
        }
    }

    /// An earlier op the error refers to (the release freeing the buffer
    /// already), if any.
    pub fn earlier(&self) -> Option<OpId> {
        match *self {
            BufferError::UseAfterRelease { release, .. }
            | BufferError::StoreOfReleased { release, .. } => Some(release),
            BufferError::DoubleRelease { first, .. }
            | BufferError::ChunkReleasedTwice { first, .. } => Some(first),
            BufferError::UseOfAbsentRange { since, .. } => Some(since),
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
    /// The range it reads or writes; `None`: the whole buffer.
    range: Option<BufferRange>,
}

impl Transfer {
    fn touches(&self, range: Option<BufferRange>) -> bool {
        match (self.range, range) {
            (Some(a), Some(b)) => a.overlaps(b),
            _ => true,
        }
    }
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
    /// Per buffer: the ranges not on the device, each with the op that took
    /// it off (a chunk release or the reserve).
    absent: Vec<Vec<(BufferRange, OpId)>>,
    /// Per buffer: the chunk prefetches that refilled it.
    refills: Vec<Vec<Transfer>>,
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
            | BufferOpKind::PrefetchAsync { done, deps, .. }
            | BufferOpKind::StoreChunkAsync { done, deps, .. }
            | BufferOpKind::PrefetchChunkAsync { done, deps, .. }
            | BufferOpKind::CopyInto { done, deps, .. } = &op.kind
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
        let mut walk = Walk::new(self);
        for (at, op) in self.schedule.ops.iter().enumerate() {
            walk.op(at, &op.kind);
        }
        if walk.errors.is_empty() {
            Ok(BufferReport {
                transfers: walk.transfers,
            })
        } else {
            Err(walk.errors)
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
        if let Some(&(range, since)) = state.absent[buffer].first() {
            return Some(self.absent_error(at, buffer, range, since));
        }
        if let Some(refill) = state.refills[buffer]
            .iter()
            .find(|t| !self.completed(state, t.done, deps))
        {
            return Some(BufferError::UseBeforeWait {
                at,
                op,
                buffer,
                name,
                token: self.token_name(refill.done),
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

    /// The release at `at` of `buffer` (of its `range` only, for a chunk
    /// release), after `deps`.
    fn check_release(
        &self,
        state: &State,
        at: OpId,
        buffer: BufferId,
        range: Option<BufferRange>,
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
        if let Some(range) = range
            && let Some(&(first_range, first)) = state.absent[buffer]
                .iter()
                .find(|(absent, _)| absent.overlaps(range))
        {
            return vec![BufferError::ChunkReleasedTwice {
                at,
                buffer,
                name,
                range,
                first_range,
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
            .find(|t| (range.is_none() || t.touches(range)) && !self.completed(state, t.done, deps))
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

    /// The error for a use at `at` of `buffer` while `range` is absent
    /// since op `since`.
    fn absent_error(
        &self,
        at: OpId,
        buffer: BufferId,
        range: BufferRange,
        since: OpId,
    ) -> BufferError {
        let why = match self.schedule.ops[since].kind {
            BufferOpKind::Reserve { .. } => "never filled since its offload.reserve".to_owned(),
            _ => format!("released by {}", self.schedule.ops[since].name),
        };
        let range = match self.schedule.buffers[buffer].elements {
            Some(elements) if range.end() > elements => {
                BufferRange::new(range.offset, elements.saturating_sub(range.offset))
            }
            _ => range,
        };
        BufferError::UseOfAbsentRange {
            at,
            op: self.schedule.ops[at].name.clone(),
            buffer,
            name: self.buffer_name(buffer),
            range,
            why,
            since,
        }
    }

    /// A chunk of `buffer` that does not fit its element count.
    fn check_bounds(&self, at: OpId, buffer: BufferId, range: BufferRange) -> Option<BufferError> {
        let elements = self.schedule.buffers[buffer].elements?;
        (range.length == 0 || range.end() > elements).then(|| BufferError::ChunkOutOfBounds {
            at,
            op: self.schedule.ops[at].name.clone(),
            buffer,
            name: self.buffer_name(buffer),
            range,
            elements,
        })
    }

    /// A store at `at` of `range` of `buffer`, after `deps`: the range is on
    /// the device and the prefetches that filled it have completed.
    fn check_range_access(
        &self,
        state: &State,
        at: OpId,
        buffer: BufferId,
        range: BufferRange,
        deps: &[TokenId],
    ) -> Option<BufferError> {
        if let Some(&(absent, since)) = state.absent[buffer]
            .iter()
            .find(|(absent, _)| absent.overlaps(range))
        {
            let start = absent.offset.max(range.offset);
            let part = BufferRange::new(start, absent.end().min(range.end()) - start);
            return Some(self.absent_error(at, buffer, part, since));
        }
        let fill = state.prefetch[buffer]
            .into_iter()
            .chain(state.refills[buffer].iter().copied())
            .find(|t| t.touches(Some(range)) && !self.completed(state, t.done, deps))?;
        Some(BufferError::UseBeforeWait {
            at,
            op: self.schedule.ops[at].name.clone(),
            buffer,
            name: self.buffer_name(buffer),
            token: self.token_name(fill.done),
        })
    }
}

/// The walk over the schedule in program order: the [`State`] at the
/// current op, the states before the open regions, and what was found so
/// far. One method per kind of op that does more than one thing.
struct Walk<'c, 's> {
    checker: &'c BufferChecker<'s>,
    state: State,
    /// The state before each open region.
    outer: Vec<State>,
    errors: Vec<BufferError>,
    /// Transfers issued.
    transfers: usize,
}

impl<'c, 's> Walk<'c, 's> {
    /// Before the first op: nothing released, absent or in flight.
    fn new(checker: &'c BufferChecker<'s>) -> Walk<'c, 's> {
        let buffers = checker.schedule.buffers.len();
        Walk {
            checker,
            state: State {
                released: vec![None; buffers],
                prefetch: vec![None; buffers],
                transfers: vec![Vec::new(); buffers],
                absent: vec![Vec::new(); buffers],
                refills: vec![Vec::new(); buffers],
                waited: HashSet::new(),
                loop_body: None,
            },
            outer: Vec::new(),
            errors: Vec::new(),
            transfers: 0,
        }
    }

    /// Op `at`: its rules checked, then what it does recorded.
    fn op(&mut self, at: OpId, kind: &BufferOpKind) {
        let checker = self.checker;
        match kind {
            BufferOpKind::Access { buffers } => {
                self.errors.extend(
                    buffers
                        .iter()
                        .filter_map(|&buffer| checker.check_access(&self.state, at, buffer, &[])),
                );
            }
            &BufferOpKind::StoreAsync {
                buffer,
                done,
                ref deps,
            } => self.store(at, buffer, done, deps),
            &BufferOpKind::PrefetchAsync { buffer, done, .. } => {
                let transfer = Transfer {
                    done,
                    op: at,
                    range: None,
                };
                self.state.prefetch[buffer] = Some(transfer);
                self.state.transfers[buffer].push(transfer);
                self.transfers += 1;
            }
            &BufferOpKind::Release { buffer, ref deps } => {
                self.errors
                    .extend(checker.check_release(&self.state, at, buffer, None, deps));
                self.state.released[buffer].get_or_insert(at);
            }
            BufferOpKind::Wait { deps } => {
                let covered = deps.iter().flat_map(|&dep| checker.covers[dep].iter());
                self.state.waited.extend(covered);
            }
            &BufferOpKind::Reserve { buffer } => {
                let whole = BufferRange::new(
                    0,
                    checker.schedule.buffers[buffer]
                        .elements
                        .unwrap_or(u64::MAX),
                );
                self.state.absent[buffer] = vec![(whole, at)];
            }
            &BufferOpKind::StoreChunkAsync {
                buffer,
                range,
                done,
                ref deps,
            } => self.store_chunk(at, buffer, range, done, deps),
            &BufferOpKind::ReleaseChunk {
                buffer,
                range,
                ref deps,
            } => self.release_chunk(at, buffer, range, deps),
            &BufferOpKind::PrefetchChunkAsync {
                buffer,
                range,
                done,
                ..
            } => self.prefetch_chunk(at, buffer, range, done),
            &BufferOpKind::CopyInto {
                buffer,
                done,
                ref deps,
            } => self.copy_into(at, buffer, done, deps),
            &BufferOpKind::Enter { repeats } => {
                self.outer.push(self.state.clone());
                if repeats {
                    self.state.loop_body = Some(at);
                }
            }
            BufferOpKind::Exit => {
                // Invariant: every `Exit` closes an `Enter`.
                debug_assert!(!self.outer.is_empty(), "an Exit without its Enter");
                if let Some(before) = self.outer.pop() {
                    self.state = before;
                }
            }
        }
    }

    /// A store at `at` of `buffer`, after `deps`, completing `done`: the
    /// buffer is not released, and its data is there.
    fn store(&mut self, at: OpId, buffer: BufferId, done: TokenId, deps: &[TokenId]) {
        let checker = self.checker;
        if let Some(release) = self.state.released[buffer] {
            self.errors.push(BufferError::StoreOfReleased {
                at,
                buffer,
                name: checker.buffer_name(buffer),
                release,
            });
        } else {
            self.errors
                .extend(checker.check_access(&self.state, at, buffer, deps));
        }
        self.state.transfers[buffer].push(Transfer {
            done,
            op: at,
            range: None,
        });
        self.transfers += 1;
    }

    /// A store at `at` of `range` of `buffer`, after `deps`, completing
    /// `done`: the range is within the buffer, not released, and there.
    fn store_chunk(
        &mut self,
        at: OpId,
        buffer: BufferId,
        range: BufferRange,
        done: TokenId,
        deps: &[TokenId],
    ) {
        let checker = self.checker;
        if let Some(error) = checker.check_bounds(at, buffer, range) {
            self.errors.push(error);
        } else if let Some(release) = self.state.released[buffer] {
            self.errors.push(BufferError::StoreOfReleased {
                at,
                buffer,
                name: checker.buffer_name(buffer),
                release,
            });
        } else {
            self.errors
                .extend(checker.check_range_access(&self.state, at, buffer, range, deps));
        }
        self.state.transfers[buffer].push(Transfer {
            done,
            op: at,
            range: Some(range),
        });
        self.transfers += 1;
    }

    /// A release at `at` of `range` of `buffer`, after `deps`: the range
    /// leaves the device when the release is allowed.
    fn release_chunk(&mut self, at: OpId, buffer: BufferId, range: BufferRange, deps: &[TokenId]) {
        let checker = self.checker;
        if let Some(error) = checker.check_bounds(at, buffer, range) {
            self.errors.push(error);
            return;
        }
        let chunk_errors = checker.check_release(&self.state, at, buffer, Some(range), deps);
        let failed = !chunk_errors.is_empty();
        self.errors.extend(chunk_errors);
        if !failed {
            self.state.absent[buffer].push((range, at));
        }
    }

    /// A chunk prefetch at `at` of `range` into `buffer`, completing
    /// `done`: it refills a range of a live buffer that is off the device.
    fn prefetch_chunk(&mut self, at: OpId, buffer: BufferId, range: BufferRange, done: TokenId) {
        let checker = self.checker;
        if let Some(error) = checker.check_bounds(at, buffer, range) {
            self.errors.push(error);
            return;
        }
        if let Some(release) = self.state.released[buffer] {
            self.errors.push(BufferError::UseAfterRelease {
                at,
                op: checker.schedule.ops[at].name.clone(),
                buffer,
                name: checker.buffer_name(buffer),
                release,
            });
        } else if let Some(present) = present_part(&self.state.absent[buffer], range) {
            self.errors.push(BufferError::RefillOfPresent {
                at,
                buffer,
                name: checker.buffer_name(buffer),
                range,
                present,
            });
        }
        self.state.absent[buffer] = remove_range(&self.state.absent[buffer], range);
        let transfer = Transfer {
            done,
            op: at,
            range: Some(range),
        };
        self.state.refills[buffer].push(transfer);
        self.state.transfers[buffer].push(transfer);
        self.transfers += 1;
    }

    /// A copy at `at` into all of `buffer`, after `deps`, completing
    /// `done`.
    fn copy_into(&mut self, at: OpId, buffer: BufferId, done: TokenId, deps: &[TokenId]) {
        // A write of the whole buffer: it must be there, with no transfer
        // into it still running.
        self.errors
            .extend(self.checker.check_access(&self.state, at, buffer, deps));
        let transfer = Transfer {
            done,
            op: at,
            range: None,
        };
        self.state.refills[buffer].push(transfer);
        self.state.transfers[buffer].push(transfer);
        self.transfers += 1;
    }
}

/// The first part of `range` that is not in `absent` (on the device).
fn present_part(absent: &[(BufferRange, OpId)], range: BufferRange) -> Option<BufferRange> {
    let mut start = range.offset;
    let mut sorted: Vec<BufferRange> = absent.iter().map(|(r, _)| *r).collect();
    sorted.sort();
    for r in sorted {
        if r.end() <= start {
            continue;
        }
        if r.offset > start {
            let end = r.offset.min(range.end());
            return Some(BufferRange::new(start, end - start));
        }
        start = r.end();
        if start >= range.end() {
            return None;
        }
    }
    (start < range.end()).then(|| BufferRange::new(start, range.end() - start))
}

/// `absent` without `range`: the parts of each absent range outside it.
fn remove_range(absent: &[(BufferRange, OpId)], range: BufferRange) -> Vec<(BufferRange, OpId)> {
    let mut left = Vec::new();
    for &(r, since) in absent {
        if !r.overlaps(range) {
            left.push((r, since));
            continue;
        }
        if r.offset < range.offset {
            left.push((BufferRange::new(r.offset, range.offset - r.offset), since));
        }
        if r.end() > range.end() {
            left.push((BufferRange::new(range.end(), r.end() - range.end()), since));
        }
    }
    left
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
                elements: Some(64),
            });
            id
        }

        fn store_chunk(
            &mut self,
            buffer: BufferId,
            range: (u64, u64),
            deps: &[TokenId],
        ) -> TokenId {
            let done = self.token();
            let deps = deps.to_vec();
            let range = BufferRange::new(range.0, range.1);
            self.op(
                "offload.store_chunk_async",
                BufferOpKind::StoreChunkAsync {
                    buffer,
                    range,
                    done,
                    deps,
                },
            );
            done
        }

        fn release_chunk(&mut self, buffer: BufferId, range: (u64, u64), deps: &[TokenId]) -> OpId {
            let deps = deps.to_vec();
            let range = BufferRange::new(range.0, range.1);
            self.op(
                "offload.release_chunk",
                BufferOpKind::ReleaseChunk {
                    buffer,
                    range,
                    deps,
                },
            )
        }

        fn prefetch_chunk(
            &mut self,
            buffer: BufferId,
            range: (u64, u64),
            deps: &[TokenId],
        ) -> TokenId {
            let done = self.token();
            let deps = deps.to_vec();
            let range = BufferRange::new(range.0, range.1);
            self.op(
                "offload.prefetch_chunk_async",
                BufferOpKind::PrefetchChunkAsync {
                    buffer,
                    range,
                    done,
                    deps,
                },
            );
            done
        }

        fn reserve(&mut self) -> BufferId {
            let at = self.schedule.ops.len();
            let buffer = self.buffer(Some(at));
            self.op("offload.reserve", BufferOpKind::Reserve { buffer });
            buffer
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

        fn copy_into(&mut self, buffer: BufferId, deps: &[TokenId]) -> TokenId {
            let done = self.token();
            let deps = deps.to_vec();
            self.op(
                "offload.prefetch_slice_async",
                BufferOpKind::CopyInto { buffer, done, deps },
            );
            done
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

    /// A loop's slice slots: a copy into a slot is read only after its
    /// wait, and a slot is neither written nor freed while a copy into it
    /// runs.
    #[test]
    fn a_copy_into_a_slot_needs_its_wait_before_use_release_or_another_copy() {
        let mut b = Builder::default();
        let slot = b.alloc();
        let done = b.copy_into(slot, &[]);
        b.wait(&[done]);
        b.enter(true);
        let next = b.copy_into(slot, &[]);
        b.wait(&[next]);
        b.exit();
        b.access(slot);
        b.release(slot, &[]);
        assert_eq!(b.check(), Ok(BufferReport { transfers: 2 }));

        let mut b = Builder::default();
        let slot = b.alloc();
        let done = b.copy_into(slot, &[]);
        let read = b.access(slot);
        b.wait(&[done]);
        assert!(matches!(
            b.single_error(),
            BufferError::UseBeforeWait { at, .. } if at == read
        ));

        let mut b = Builder::default();
        let slot = b.alloc();
        let first = b.copy_into(slot, &[]);
        let second_at = b.schedule.ops.len();
        let second = b.copy_into(slot, &[]);
        b.wait(&[first, second]);
        assert!(matches!(
            b.single_error(),
            BufferError::UseBeforeWait { at, .. } if at == second_at
        ));

        let mut b = Builder::default();
        let slot = b.alloc();
        let freed = b.release(slot, &[]);
        let late = b.copy_into(slot, &[]);
        b.wait(&[late]);
        assert!(matches!(
            b.single_error(),
            BufferError::UseAfterRelease { release, .. } if release == freed
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

    /// A buffer of 64 elements leaves in two chunks; one comes back into it,
    /// the other into a reserved buffer with the first; each is read after
    /// a wait on its refills, then freed whole.
    fn chunked() -> Builder {
        let mut b = Builder::default();
        let x = b.alloc();
        b.access(x);
        let s0 = b.store_chunk(x, (0, 32), &[]);
        let s1 = b.store_chunk(x, (32, 32), &[]);
        b.release_chunk(x, (0, 32), &[s0]);
        let p0 = b.prefetch_chunk(x, (0, 32), &[s0]);
        b.wait(&[p0]);
        b.access(x);
        b.release_chunk(x, (0, 32), &[s0]);
        b.release_chunk(x, (32, 32), &[s1]);
        b.release(x, &[s0, s1]);
        let y = b.reserve();
        let q0 = b.prefetch_chunk(y, (0, 32), &[s0]);
        let q1 = b.prefetch_chunk(y, (32, 32), &[s1]);
        b.wait(&[q0, q1]);
        b.access(y);
        b.release(y, &[]);
        b
    }

    #[test]
    fn a_chunked_schedule_is_accepted() {
        assert_eq!(chunked().check(), Ok(BufferReport { transfers: 5 }));
    }

    #[test]
    fn a_read_of_a_buffer_with_a_released_chunk_is_rejected() {
        let mut b = Builder::default();
        let x = b.alloc();
        let s = b.store_chunk(x, (16, 16), &[]);
        let release = b.release_chunk(x, (16, 16), &[s]);
        let use_ = b.access(x);
        let error = b.single_error();
        assert_eq!(
            error,
            BufferError::UseOfAbsentRange {
                at: use_,
                op: "linalg.add".into(),
                buffer: x,
                name: "%b0".into(),
                range: BufferRange::new(16, 16),
                why: "released by offload.release_chunk".into(),
                since: release,
            }
        );
        assert_eq!(error.earlier(), Some(release));
        assert!(
            error
                .to_string()
                .contains("elements [16, 32) of it are not on the device")
        );
        // A store of the absent chunk is refused too, one of the rest is not.
        let mut b = Builder::default();
        let x = b.alloc();
        let s = b.store_chunk(x, (16, 16), &[]);
        b.release_chunk(x, (16, 16), &[s]);
        b.store_chunk(x, (0, 16), &[]);
        b.store_chunk(x, (0, 32), &[]);
        assert!(matches!(
            b.single_error(),
            BufferError::UseOfAbsentRange { at: 4, range, .. } if range == BufferRange::new(16, 16)
        ));
    }

    #[test]
    fn a_reserved_buffer_is_read_only_when_every_chunk_is_back() {
        let mut b = Builder::default();
        let y = b.reserve();
        let p = b.prefetch_chunk(y, (0, 48), &[]);
        b.wait(&[p]);
        let use_ = b.access(y);
        assert!(matches!(
            b.single_error(),
            BufferError::UseOfAbsentRange { at, range, ref why, .. }
                if at == use_ && range == BufferRange::new(48, 16) && why.contains("offload.reserve")
        ));
    }

    #[test]
    fn a_chunk_released_twice_is_rejected() {
        let mut b = Builder::default();
        let x = b.alloc();
        let s = b.store_chunk(x, (0, 32), &[]);
        let first = b.release_chunk(x, (0, 32), &[s]);
        let second = b.release_chunk(x, (16, 8), &[s]);
        assert!(matches!(
            b.single_error(),
            BufferError::ChunkReleasedTwice { at, first: f, first_range, .. }
                if at == second && f == first && first_range == BufferRange::new(0, 32)
        ));
        // After a whole release, a chunk release is a double release.
        let mut b = Builder::default();
        let x = b.alloc();
        b.release(x, &[]);
        b.release_chunk(x, (0, 8), &[]);
        assert!(matches!(
            b.single_error(),
            BufferError::DoubleRelease { at: 2, .. }
        ));
    }

    #[test]
    fn a_chunk_release_waits_for_the_transfers_of_its_range_only() {
        let mut b = Builder::default();
        let x = b.alloc();
        let s0 = b.store_chunk(x, (0, 32), &[]);
        b.store_chunk(x, (32, 32), &[]);
        // The store of the other chunk may still run: no error.
        b.release_chunk(x, (0, 32), &[s0]);
        assert!(b.check().is_ok());
        let mut b = Builder::default();
        let x = b.alloc();
        b.store_chunk(x, (0, 32), &[]);
        let release = b.release_chunk(x, (0, 32), &[]);
        assert!(matches!(
            b.single_error(),
            BufferError::ReleaseDuringTransfer { at, ref transfer, .. }
                if at == release && transfer == "offload.store_chunk_async"
        ));
    }

    #[test]
    fn a_refill_must_be_waited_for_and_fill_an_absent_range() {
        let mut b = Builder::default();
        let x = b.alloc();
        let s = b.store_chunk(x, (0, 32), &[]);
        b.release_chunk(x, (0, 32), &[s]);
        b.prefetch_chunk(x, (0, 32), &[s]);
        let use_ = b.access(x);
        assert!(matches!(
            b.single_error(),
            BufferError::UseBeforeWait { at, ref token, .. } if at == use_ && token == "%t1"
        ));
        // A prefetch into a range that is on the device.
        let mut b = Builder::default();
        let x = b.alloc();
        let s = b.store_chunk(x, (0, 32), &[]);
        b.release_chunk(x, (0, 16), &[s]);
        b.prefetch_chunk(x, (0, 32), &[s]);
        assert!(matches!(
            b.single_error(),
            BufferError::RefillOfPresent { at: 3, present, .. } if present == BufferRange::new(16, 16)
        ));
        // A chunk outside the buffer.
        let mut b = Builder::default();
        let x = b.alloc();
        b.store_chunk(x, (60, 8), &[]);
        assert!(matches!(
            b.single_error(),
            BufferError::ChunkOutOfBounds { elements: 64, .. }
        ));
    }
}
