#!/usr/bin/env bash
# Regenerates the format conformance vectors from GNU Backgammon itself (PyPI gnubg,
# the full engine as a Python module, installed by tools/oracle/setup.sh):
#
#   tests/data/formats_gnubg.jsonl     6,000 boards: gnubg position ID, an XGID gnubg
#                                      reads back as the board, and gnubg's match ID for it
#   tests/data/mat/gnubg_*.mat         cubeless games gnubg played (0-ply, with noise)
#                                      and exported with `export match mat`; gnubg_cube_*
#                                      the same with the cube in use
#   tests/data/mat/gnubg_import.jsonl  gnubg's `import mat` of those files: every turn's
#                                      dice and position ID
#   tests/data/mat/crate_import.jsonl  the same for the crate's exports crate_*.mat
#                                      (written by `BLESS=1 cargo test --test mat`)
#
#   tools/gen_formats_vectors.sh            # from anywhere inside the repo
#
# Deterministic: fixed seeds and the package versions pinned by setup.sh. The Rust tests
# only read the output; they never need Python.
set -euo pipefail
export PYTHONDONTWRITEBYTECODE=1
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(git -C "$HERE" rev-parse --show-toplevel 2>/dev/null || (cd "$HERE/.." && pwd))"
ORACLE_DIR="${ORACLE_DIR:-$HERE/oracle}"
IDS_N=6000; IDS_SEED=2026
GAMES_N=12; GAMES_SEED=1931
CUBE_N=4; CUBE_SEED=77

"$ORACLE_DIR/setup.sh"
VENV="${ORACLE_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/ssangryuk-oracle/venv}"
PY="$VENV/bin/python"
G="$HERE/gnubg_formats.py"
VERSION="$("$PY" -c 'import importlib.metadata as m; print(m.version("gnubg"))')"
DATA="$ROOT/tests/data"
MAT="$DATA/mat"
mkdir -p "$MAT"

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
{
  echo "# Position IDs, XGIDs and match IDs from GNU Backgammon (PyPI gnubg==$VERSION): gnubg.positionid, 'set xgid' then gnubg.board()/gnubg.gnubgid()."
  echo "# Boards: edge cases, then the inputs and (shuffled) results of l1931_gnubg.jsonl; first $IDS_N distinct; XGID fields seeded $IDS_SEED."
  echo "# Line: {\"board\":[26 ints, mover's view],\"gnubg\":position ID, mover on roll,\"xgid\":an XGID gnubg reads as this board with the mover on roll,\"match\":gnubg's match ID for it}"
  echo "# Do not edit by hand; regenerate with tools/gen_formats_vectors.sh"
  "$PY" "$G" boards "$DATA/l1931_gnubg.jsonl" | "$PY" "$G" ids "$IDS_N" "$IDS_SEED"
} > "$TMP/ids.jsonl"
mv "$TMP/ids.jsonl" "$DATA/formats_gnubg.jsonl"

rm -f "$MAT"/gnubg_*.mat
"$PY" "$G" play "$GAMES_N" "$GAMES_SEED" "$MAT"
"$PY" "$G" playcube "$CUBE_N" "$CUBE_SEED" "$MAT"
"$PY" "$G" import "$MAT"/gnubg_*.mat > "$TMP/g.jsonl"
mv "$TMP/g.jsonl" "$MAT/gnubg_import.jsonl"
"$PY" "$G" import "$MAT"/crate_*.mat > "$TMP/c.jsonl"
mv "$TMP/c.jsonl" "$MAT/crate_import.jsonl"
echo "wrote $(grep -vc '^#' "$DATA/formats_gnubg.jsonl") ID vectors and $(ls "$MAT"/*.mat | wc -l) .mat files"
