#!/usr/bin/env python3
"""Compares an offloaded run of a model with its no-offload reference (both
made by scripts/e2e.sh) and checks the emulated device's memory.

    e2e_check.py REFERENCE_DIR OFFLOADED_DIR --budget SIZE [--margin 0.01]

Checks, each with a message on failure (exit 1):
  - every result hash is equal (bitwise equal outputs);
  - the offloaded run's peak device bytes are at most the budget and below
    the reference's peak;
  - the offloaded peak is never above the simulator's peak (`peak_bytes`
    of offload-plan's report, plan.json) less the constants on the device
    there (`peak_constant_bytes`: the lowered program keeps them as static
    data), and at most --margin (relative, 0 by default: to the byte) below
    it. With --unplanned (a schedule written by hand, run as given: no
    plan.json), this check is skipped;
  - in every tier beyond host that the plan uses (`plan.tiers` of
    plan.json), the emulated peak equals the bytes the plan puts there and
    is within the tier's capacity.
Prints one summary line.
"""

import argparse
import json
import re
import sys


def run_lines(directory):
    text = open(f"{directory}/run.txt").read()
    results = re.findall(r"^(\d+), (-?\d+), (\S+)$", text, re.M)
    report = re.search(r"^hyperoffload-runtime: (.*)$", text, re.M)
    if not report:
        sys.exit(f"{directory}/run.txt has no hyperoffload-runtime report line")
    figures = dict(kv.split("=") for kv in report.group(1).split())
    return results, figures


UNITS = {"B": 1, "KiB": 1 << 10, "MiB": 1 << 20, "GiB": 1 << 30}


def size(text):
    m = re.fullmatch(r"([\d.]+)\s*(B|KiB|MiB|GiB)?", text)
    if not m:
        raise argparse.ArgumentTypeError(f"expected bytes with an optional unit, got {text}")
    return int(float(m.group(1)) * UNITS[m.group(2) or "B"])


def simulated_peak(directory):
    """The simulator's peak of the planned function (plan.json, offload-plan's
    report; docs/report.md)."""
    try:
        report = json.load(open(f"{directory}/plan.json"))
    except FileNotFoundError:
        return None
    functions = report["functions"]
    if not functions:
        return None
    top = max(functions, key=lambda f: f["peak_bytes"])
    return top["peak_bytes"], top.get("peak_constant_bytes", 0)


def planned_tiers(directory):
    """The tiers the plan uses: name -> (bytes, capacity) (plan.json)."""
    try:
        report = json.load(open(f"{directory}/plan.json"))
    except FileNotFoundError:
        return {}
    tiers = {}
    for function in report["functions"]:
        for tier in (function.get("plan") or {}).get("tiers", []):
            bytes_, capacity = tiers.get(tier["tier"], (0, tier["capacity_bytes"]))
            tiers[tier["tier"]] = (bytes_ + tier["bytes"], capacity)
    return tiers


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("reference")
    parser.add_argument("offloaded")
    parser.add_argument("--budget", type=size, required=True, help="bytes, or with a unit (17MiB)")
    parser.add_argument("--margin", type=float, default=0.0)
    parser.add_argument(
        "--unplanned",
        action="store_true",
        help="the offloaded run was not planned (no plan.json): skip the simulated-peak check",
    )
    options = parser.parse_args()

    ref_results, ref = run_lines(options.reference)
    off_results, off = run_lines(options.offloaded)
    failures = []
    if not ref_results:
        failures.append("the reference printed no results")
    if len(ref_results) != len(off_results):
        failures.append(f"{len(ref_results)} results in the reference, {len(off_results)} offloaded")
    for (i, h1, s1), (_, h2, s2) in zip(ref_results, off_results):
        if h1 != h2:
            failures.append(f"result {i} differs: hash {h1} (sum {s1}) vs {h2} (sum {s2})")
    peak, ref_peak = int(off["peak_device_bytes"]), int(ref["peak_device_bytes"])
    if peak > options.budget:
        failures.append(f"offloaded peak {peak} B is above the budget {options.budget} B")
    if peak >= ref_peak:
        failures.append(f"offloaded peak {peak} B is not below the reference peak {ref_peak} B")
    # The lowered program keeps constants as static data: its device
    # allocations peak at the simulated peak less the constants there.
    simulated, constants = simulated_peak(options.offloaded) or (None, 0)
    if options.unplanned:
        pass
    elif simulated is None:
        failures.append("no simulated peak: plan.json is missing")
    elif peak > simulated - constants:
        failures.append(
            f"emulated peak {peak} B is above the plan: simulated peak {simulated} B less "
            f"{constants} B of constants is {simulated - constants} B"
        )
    elif (simulated - constants) - peak > options.margin * simulated:
        failures.append(
            f"emulated peak {peak} B is more than {options.margin:.0%} below the simulated peak "
            f"{simulated} B less {constants} B of constants"
        )
    tier_lines = []
    for tier, (planned, capacity) in sorted(planned_tiers(options.offloaded).items()):
        if tier == "host":
            continue  # host copies are the program's own memory on the CUDA path
        emulated = int(off.get(f"peak_{tier}_bytes", 0))
        if emulated != planned:
            failures.append(f"the {tier} tier peaks at {emulated} B, the plan puts {planned} B there")
        if emulated > capacity:
            failures.append(f"the {tier} tier peaks at {emulated} B, over its capacity {capacity} B")
        tier_lines.append(f"; {tier} peak {emulated} B (planned {planned} B, capacity {capacity} B)")
    print(
        f"e2e: {len(ref_results)} results bitwise equal={'no' if any('differs' in f for f in failures) else 'yes'}; "
        f"device peak {ref_peak} B -> {peak} B (budget {options.budget} B, simulated {simulated or 0} B "
        f"less {constants} B of constants = {(simulated or 0) - constants} B); "
        f"h2d {off['h2d_bytes']} B, d2h {off['d2h_bytes']} B" + "".join(tier_lines)
    )
    for failure in failures:
        print("e2e: error:", failure, file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
