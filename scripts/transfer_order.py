#!/usr/bin/env python3
"""Prints the transfers of a module in program order, one per line, as
`store <shape>` or `prefetch <shape>`, for the tensor forms
(offload.store / offload.prefetch) and the memref forms (store_async /
prefetch_async) alike, so that a planned module and its bufferized form
can be compared with `diff`.

    transfer_order.py module.mlir
"""

import re
import sys

STORE = re.compile(r'"offload\.store(?:_async)?"\(.*? : \((?:tensor|memref)<([^>]*)>')
PREFETCH = re.compile(r'"offload\.prefetch(?:_async)?"\(.*\) -> \(?(?:tensor|memref)<([^>]*)>')

for line in open(sys.argv[1]):
    if m := STORE.search(line):
        print("store", m.group(1))
    elif m := PREFETCH.search(line):
        print("prefetch", m.group(1))
