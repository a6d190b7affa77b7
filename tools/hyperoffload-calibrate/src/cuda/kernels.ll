; The CUDA kernels of hyperoffload-calibrate, as LLVM IR for the NVPTX
; back end. kernels.ptx beside it is made from this file with LLVM 22:
;   llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_70 kernels.ll -o kernels.ptx
; The driver compiles the PTX for the GPU it runs on (sm_70 and later).

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare float @llvm.fma.f32(float, float, float)

; Each thread applies x = x * 0.999 + 0.001 `iters` times to eight
; independent values held in registers and stores their sum to
; out[thread]: the vector FMA rate.
define ptx_kernel void @fma_loop(ptr addrspace(1) %out, i32 %iters) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %idx = add i32 %base, %tid
  %seed = uitofp i32 %idx to float
  %x0i = fmul float %seed, 0x3E112E0BE0000000
  %x1i = fadd float %x0i, 1.0
  %x2i = fadd float %x0i, 2.0
  %x3i = fadd float %x0i, 3.0
  %x4i = fadd float %x0i, 4.0
  %x5i = fadd float %x0i, 5.0
  %x6i = fadd float %x0i, 6.0
  %x7i = fadd float %x0i, 7.0
  %any = icmp sgt i32 %iters, 0
  br i1 %any, label %loop, label %done

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %x0 = phi float [ %x0i, %entry ], [ %y0, %loop ]
  %x1 = phi float [ %x1i, %entry ], [ %y1, %loop ]
  %x2 = phi float [ %x2i, %entry ], [ %y2, %loop ]
  %x3 = phi float [ %x3i, %entry ], [ %y3, %loop ]
  %x4 = phi float [ %x4i, %entry ], [ %y4, %loop ]
  %x5 = phi float [ %x5i, %entry ], [ %y5, %loop ]
  %x6 = phi float [ %x6i, %entry ], [ %y6, %loop ]
  %x7 = phi float [ %x7i, %entry ], [ %y7, %loop ]
  %y0 = call float @llvm.fma.f32(float %x0, float 0x3FEFF7CEE0000000, float 0x3F50624DE0000000)
  %y1 = call float @llvm.fma.f32(float %x1, float 0x3FEFF7CEE0000000, float 0x3F50624DE0000000)
  %y2 = call float @llvm.fma.f32(float %x2, float 0x3FEFF7CEE0000000, float 0x3F50624DE0000000)
  %y3 = call float @llvm.fma.f32(float %x3, float 0x3FEFF7CEE0000000, float 0x3F50624DE0000000)
  %y4 = call float @llvm.fma.f32(float %x4, float 0x3FEFF7CEE0000000, float 0x3F50624DE0000000)
  %y5 = call float @llvm.fma.f32(float %x5, float 0x3FEFF7CEE0000000, float 0x3F50624DE0000000)
  %y6 = call float @llvm.fma.f32(float %x6, float 0x3FEFF7CEE0000000, float 0x3F50624DE0000000)
  %y7 = call float @llvm.fma.f32(float %x7, float 0x3FEFF7CEE0000000, float 0x3F50624DE0000000)
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %iters
  br i1 %more, label %loop, label %done

done:
  %z0 = phi float [ %x0i, %entry ], [ %y0, %loop ]
  %z1 = phi float [ %x1i, %entry ], [ %y1, %loop ]
  %z2 = phi float [ %x2i, %entry ], [ %y2, %loop ]
  %z3 = phi float [ %x3i, %entry ], [ %y3, %loop ]
  %z4 = phi float [ %x4i, %entry ], [ %y4, %loop ]
  %z5 = phi float [ %x5i, %entry ], [ %y5, %loop ]
  %z6 = phi float [ %x6i, %entry ], [ %y6, %loop ]
  %z7 = phi float [ %x7i, %entry ], [ %y7, %loop ]
  %s0 = fadd float %z0, %z1
  %s1 = fadd float %z2, %z3
  %s2 = fadd float %z4, %z5
  %s3 = fadd float %z6, %z7
  %s4 = fadd float %s0, %s1
  %s5 = fadd float %s2, %s3
  %sum = fadd float %s4, %s5
  %slot = zext i32 %idx to i64
  %ptr = getelementptr inbounds float, ptr addrspace(1) %out, i64 %slot
  store float %sum, ptr addrspace(1) %ptr, align 4
  ret void
}

; dst[i] = src[i] with x = x * 0.999 + 0.001 applied `fmas` times, for
; every i < n, in a grid-stride loop.
define ptx_kernel void @stream_fma(ptr addrspace(1) %src, ptr addrspace(1) %dst, i64 %n, i32 %fmas) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %base = mul i32 %ctaid, %ntid
  %idx32 = add i32 %base, %tid
  %idx = zext i32 %idx32 to i64
  %grid32 = mul i32 %nctaid, %ntid
  %grid = zext i32 %grid32 to i64
  %any = icmp ult i64 %idx, %n
  br i1 %any, label %element, label %done

element:
  %i = phi i64 [ %idx, %entry ], [ %next, %stored ]
  %from = getelementptr inbounds float, ptr addrspace(1) %src, i64 %i
  %x0 = load float, ptr addrspace(1) %from, align 4
  %work = icmp sgt i32 %fmas, 0
  br i1 %work, label %fma, label %stored

fma:
  %j = phi i32 [ 0, %element ], [ %j1, %fma ]
  %x = phi float [ %x0, %element ], [ %y, %fma ]
  %y = call float @llvm.fma.f32(float %x, float 0x3FEFF7CEE0000000, float 0x3F50624DE0000000)
  %j1 = add i32 %j, 1
  %more = icmp slt i32 %j1, %fmas
  br i1 %more, label %fma, label %stored

stored:
  %v = phi float [ %x0, %element ], [ %y, %fma ]
  %to = getelementptr inbounds float, ptr addrspace(1) %dst, i64 %i
  store float %v, ptr addrspace(1) %to, align 4
  %next = add i64 %i, %grid
  %again = icmp ult i64 %next, %n
  br i1 %again, label %element, label %done

done:
  ret void
}
