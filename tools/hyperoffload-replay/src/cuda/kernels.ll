; The CUDA kernels of hyperoffload-replay, as LLVM IR for the NVPTX back
; end. kernels.ptx beside it is made from this file with LLVM 22:
;   llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_70 kernels.ll -o kernels.ptx
; The driver compiles the PTX for the GPU it runs on (sm_70 and later).
; Both run as one thread: they hold their stream, not the GPU.

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; %globaltimer: nanoseconds, read afresh at each call.
declare i64 @llvm.nvvm.read.ptx.sreg.globaltimer()

; Holds its stream for `ns` nanoseconds of the global timer: an op of the
; replayed program, run for its time.
define ptx_kernel void @spin(i64 %ns) {
entry:
  %start = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %loop

loop:
  %now = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %elapsed = sub i64 %now, %start
  %more = icmp ult i64 %elapsed, %ns
  br i1 %more, label %loop, label %done

done:
  ret void
}

; Holds its stream until the host writes a non-zero word to flag[0] (host
; memory mapped into the device), or, should that not come within
; `timeout_ns`, writes 1 to flag[1] and returns: a run whose start the
; host could not give (its queue full before the gate opened) ends
; instead of waiting for ever, and the host sees that it failed.
define ptx_kernel void @gate(ptr addrspace(1) %flag, i64 %timeout_ns) {
entry:
  %start = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  br label %poll

poll:
  %open = load volatile i32, ptr addrspace(1) %flag, align 4
  %is_open = icmp ne i32 %open, 0
  br i1 %is_open, label %opened, label %clock

clock:
  %now = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %elapsed = sub i64 %now, %start
  %late = icmp uge i64 %elapsed, %timeout_ns
  br i1 %late, label %timed_out, label %poll

opened:
  ret void

timed_out:
  %outcome = getelementptr inbounds i32, ptr addrspace(1) %flag, i64 1
  store volatile i32 1, ptr addrspace(1) %outcome, align 4
  ret void
}
