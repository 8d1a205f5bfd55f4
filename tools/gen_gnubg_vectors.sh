#!/usr/bin/env bash
# Regenerates tests/data/l1931_gnubg.jsonl: legal-play conformance vectors for
# the l1931 preset (= standard backgammon) from GNU Backgammon's move generator
# (PyPI gnubg-nn), through the oracle in tools/oracle/.  Deterministic: fixed
# seeds, fixed package versions (pinned by the oracle's setup.sh).
#
#   tools/gen_gnubg_vectors.sh            # from anywhere inside the repo
#
# Needs python3 and PyPI access the first time (setup.sh builds a venv in
# ~/.cache/ssangryuk-oracle or $ORACLE_VENV).  The Rust tests only read the
# output file; they never need Python.
set -euo pipefail
export PYTHONDONTWRITEBYTECODE=1
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(git -C "$HERE" rev-parse --show-toplevel 2>/dev/null || (cd "$HERE/.." && pwd))"
ORACLE_DIR="${ORACLE_DIR:-$HERE/oracle}"
OUT="$ROOT/tests/data/l1931_gnubg.jsonl"
SYNTH_N=600;  SYNTH_SEED=31     # positions.py --mode synthetic
RANDOM_N=4000; RANDOM_SEED=1931 # positions.py --mode mixed

"$ORACLE_DIR/setup.sh"
VENV="${ORACLE_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/ssangryuk-oracle/venv}"
PY="$VENV/bin/python"
VERSION="$("$PY" -c 'import importlib.metadata as m; print(m.version("gnubg-nn"))')"

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
{
  python3 "$HERE/gnubg_cases.py" cases
  "$PY" "$ORACLE_DIR/positions.py" "$SYNTH_N" "$SYNTH_SEED" --mode synthetic
  "$PY" "$ORACLE_DIR/positions.py" "$RANDOM_N" "$RANDOM_SEED" --mode mixed
} | python3 "$HERE/gnubg_cases.py" normalize > "$TMP/in.jsonl"
"$PY" "$ORACLE_DIR/oracle.py" --backend gnubg < "$TMP/in.jsonl" > "$TMP/out.jsonl"
N_CASES="$(python3 "$HERE/gnubg_cases.py" cases | wc -l)"
python3 "$HERE/gnubg_cases.py" merge "$TMP/in.jsonl" "$TMP/out.jsonl" \
  "l1931 (standard backgammon) legal plays from GNU Backgammon's move generator, PyPI gnubg-nn==$VERSION (gnubg_nn.moves), via tools/oracle/oracle.py --backend gnubg." \
  "Inputs: opening x 21 rolls + hand-made cases ($N_CASES lines from tools/gnubg_cases.py), positions.py $SYNTH_N $SYNTH_SEED --mode synthetic, positions.py $RANDOM_N $RANDOM_SEED --mode mixed; duplicates dropped." \
  "Line: {\"board\":[26 ints, board[25]<=0],\"dice\":[a,b],\"plays\":[[26 ints],...]} sorted, [] = no legal play; see tests/data/README.md." \
  "Do not edit by hand; regenerate with tools/gen_gnubg_vectors.sh" \
  > "$TMP/vectors.jsonl"
mv "$TMP/vectors.jsonl" "$OUT"
echo "wrote $OUT: $(grep -vc '^#' "$OUT") vectors, $(wc -c < "$OUT") bytes"
