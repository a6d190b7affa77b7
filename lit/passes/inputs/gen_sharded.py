#!/usr/bin/env python3
"""Writes the sharded inputs of the offload-per-device tests: one small
JAX shard_map program on a 2x2 ("dp", "tp") mesh of host devices, in the
form Shardy exports (default) or GSPMD exports (jax_use_shardy_partitioner
off), in the generic op form.

  gen_sharded.py forward shardy|gspmd   y = psum_tp(tril(tanh(x @ w1)) @ w2)
  gen_sharded.py train shardy|gspmd     jit(grad) of pmean_dp(sum(y * y))
                                        in w1, w2
  gen_sharded.py wrapped shardy|gspmd   the forward jit-wrapped, applied twice
                                        (to x and to its own result)

Needs JAX (made with JAX 0.10.2); the outputs are checked in beside it.
"""
import os
import sys

os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax.sharding import NamedSharding  # noqa: E402
from jax.sharding import PartitionSpec as P  # noqa: E402

program, form = sys.argv[1], sys.argv[2]
if form == "gspmd":
    jax.config.update("jax_use_shardy_partitioner", False)
mesh = jax.make_mesh((2, 2), ("dp", "tp"),
                     axis_types=(jax.sharding.AxisType.Explicit,) * 2)


def tril(h):
    return jnp.tril(h)


def layer(x, w1, w2):
    h = jnp.tanh(x @ w1)
    h = jax.jit(tril)(h)
    return jax.lax.psum(h @ w2, "tp")


def loss(x, w1, w2):
    y = layer(x, w1, w2)
    return jax.lax.pmean(jnp.sum(y * y), "dp")


in_specs = (P("dp", None), P(None, "tp"), P("tp", None))
x = jax.device_put(jnp.ones((8, 16)), NamedSharding(mesh, P("dp", None)))
w1 = jax.device_put(jnp.ones((16, 16)), NamedSharding(mesh, P(None, "tp")))
w2 = jax.device_put(jnp.ones((16, 16)), NamedSharding(mesh, P("tp", None)))
if program == "forward":
    f = jax.jit(jax.shard_map(layer, mesh=mesh, in_specs=in_specs,
                              out_specs=P("dp", None)))
elif program == "wrapped":
    inner = jax.jit(jax.shard_map(layer, mesh=mesh, in_specs=in_specs,
                                  out_specs=P("dp", None)))
    f = jax.jit(lambda x, w1, w2: inner(inner(x, w1, w2), w1, w2))
else:
    step = jax.shard_map(loss, mesh=mesh, in_specs=in_specs, out_specs=P())
    f = jax.jit(jax.grad(step, argnums=(1, 2)))
module = f.lower(x, w1, w2).compiler_ir("stablehlo")
print(module.operation.get_asm(print_generic_op_form=True,
                               enable_debug_info=False))
