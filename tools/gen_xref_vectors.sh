#!/usr/bin/env bash
# Regenerates tests/data/xref_<preset>.jsonl (one file per preset) and
# tests/data/xref_errors.jsonl from tools/xref.py, an independent, literal
# Python reading of the rules as docs/rules.md states them.  These vectors
# are NOT produced by the Rust engine; they exist to cross-check it.
# Deterministic (fixed seeds in tools/xref_positions.py).  Needs python3 only.
#
#   tools/gen_xref_vectors.sh          # all presets, ~600 positions each
#   XREF_N=600 tools/gen_xref_vectors.sh
set -euo pipefail
export PYTHONDONTWRITEBYTECODE=1
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(git -C "$HERE" rev-parse --show-toplevel 2>/dev/null || (cd "$HERE/.." && pwd))"
DATA="$ROOT/tests/data"
N="${XREF_N:-600}"
PRESETS="app mcst sixteen l1931 culin bansugoroku"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

python3 "$HERE/xref.py" --self-test >/dev/null
for id in $PRESETS; do
  python3 "$HERE/xref_positions.py" positions "$id" "$N" > "$TMP/in.jsonl"
  python3 "$HERE/xref.py" < "$TMP/in.jsonl" > "$TMP/out.jsonl"
  python3 "$HERE/xref_positions.py" merge "$TMP/in.jsonl" "$TMP/out.jsonl" \
    "Preset '$id' legal plays from tools/xref.py, an independent literal Python reading of docs/rules.md (NOT produced by the Rust engine)." \
    "Inputs: tools/xref_positions.py positions $id $N (hand-made cases, random self-play games from the preset's start, synthetic rule-stress positions; fixed seeds)." \
    "Line: {\"rules\":id,\"board\":[26 ints],\"dice\":[a,b],\"plays\":[[26 ints],...]} sorted, [] = turn passes; see tests/data/README.md." \
    "Do not edit by hand; regenerate with tools/gen_xref_vectors.sh" \
    > "$TMP/vectors.jsonl"
  mv "$TMP/vectors.jsonl" "$DATA/xref_$id.jsonl"
  echo "wrote $DATA/xref_$id.jsonl: $(grep -vc '^#' "$DATA/xref_$id.jsonl") vectors, $(wc -c < "$DATA/xref_$id.jsonl") bytes"
done
{
  echo "# Requests that must be refused with {\"error\": ...}: {\"input\": <raw request line>, \"error\": <tools/xref.py's reason, informative only>}."
  echo "# Do not edit by hand; regenerate with tools/gen_xref_vectors.sh (tools/xref_positions.py errors)"
  python3 "$HERE/xref_positions.py" errors
} > "$TMP/errors.jsonl"
mv "$TMP/errors.jsonl" "$DATA/xref_errors.jsonl"
echo "wrote $DATA/xref_errors.jsonl: $(grep -vc '^#' "$DATA/xref_errors.jsonl") cases"
