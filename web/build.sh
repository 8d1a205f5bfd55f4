#!/usr/bin/env bash
# Builds the 쌍륙 and 윷놀이 pages into web/dist/: the ssangryuk-web crate for wasm32, wasm-bindgen's
# JavaScript glue (--target web), the hand-written pages in web/static/ (every file there,
# common.js, the two pages' shared script, included), the app icons (web/icons.py) for the
# web manifest, and the service worker (sw.js) with this build's version (a hash of every
# other file) and the list of files it keeps, so the pages play offline after a first visit
# and a new build replaces the old. Installs what is missing first: the
# wasm32-unknown-unknown target and wasm-bindgen-cli at the version of wasm-bindgen in
# Cargo.lock (the two must match). Serve it with
#   python3 -m http.server -d web/dist
# Nothing is loaded from outside at run time.
set -euo pipefail
cd "$(dirname "$0")/.."

version="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)"
[ -n "$version" ] || { echo "build.sh: no wasm-bindgen in Cargo.lock" >&2; exit 1; }

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$version" ]; then
  # --locked first (the versions wasm-bindgen-cli was released with); where the registry
  # lacks one of those, the newest compatible ones.
  cargo install wasm-bindgen-cli --version "$version" --locked ||
    cargo install wasm-bindgen-cli --version "$version"
fi

cargo build --release --locked -p ssangryuk-web --target wasm32-unknown-unknown
target_dir="$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')"
rm -rf web/dist
mkdir -p web/dist
wasm-bindgen --target web --no-typescript --out-dir web/dist \
  "$target_dir/wasm32-unknown-unknown/release/ssangryuk_web.wasm"
cp web/static/* web/dist/
python3 web/icons.py web/dist
# The service worker keeps every other file, under a version that changes with any of them.
python3 - web/dist <<'PY'
import hashlib, json, os, sys
dist = sys.argv[1]
files = sorted(f for f in os.listdir(dist) if f != "sw.js")
h = hashlib.sha256()
for f in files:
    h.update(f.encode() + b"\0")
    with open(os.path.join(dist, f), "rb") as fh:
        h.update(fh.read())
path = os.path.join(dist, "sw.js")
with open(path, encoding="utf-8") as fh:
    sw = fh.read()
sw = sw.replace("'__VERSION__'", json.dumps(h.hexdigest()[:16]))
sw = sw.replace("__FILES__", json.dumps(["./" + f for f in files]))
with open(path, "w", encoding="utf-8") as fh:
    fh.write(sw)
PY
# What a browser downloads, each file compressed as a server would (gzip -6).
gz=0
for f in web/dist/*; do gz=$((gz + $(gzip -6c "$f" | wc -c))); done
echo "web/dist: $(du -sk web/dist | cut -f1) KiB, $gz bytes compressed (gzip -6, file by file)"
