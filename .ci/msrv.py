#!/usr/bin/env python3
"""Checks each published package's declared `rust-version` against its dependencies.

Reads `cargo metadata` (the committed Cargo.lock) and fails if any *normal* or *build*
dependency of a published workspace package, transitively, declares a `rust-version`
above the package's own. Dev-dependencies (tests, benches, examples) are not followed: the
declared version promises the library (or the app), not its test suite.

This needs no other toolchain; `.ci/run` also builds the libraries with the declared
toolchain when rustup can install it. Usage: `.ci/msrv.py [--verbose]`.
"""

import json
import subprocess
import sys


def version(text):
    """'1.85' or '1.85.0' as a comparable tuple."""
    parts = [int(p) for p in text.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def main():
    verbose = "--verbose" in sys.argv[1:]
    meta = json.loads(
        subprocess.run(
            ["cargo", "metadata", "--format-version", "1", "--all-features", "--locked"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    )
    packages = {p["id"]: p for p in meta["packages"]}
    nodes = {n["id"]: n for n in meta["resolve"]["nodes"]}
    failures = []
    for member in meta["workspace_members"]:
        pkg = packages[member]
        if pkg.get("publish") == []:
            continue  # publish = false: no promise to users
        declared = pkg.get("rust_version")
        if declared is None:
            failures.append(f"{pkg['name']}: no rust-version declared")
            continue
        # Every package reachable through normal and build edges.
        seen, stack, highest = set(), [member], None
        while stack:
            node = nodes[stack.pop()]
            for dep in node["deps"]:
                if not any(k["kind"] in (None, "build") for k in dep["dep_kinds"]):
                    continue
                if dep["pkg"] in seen:
                    continue
                seen.add(dep["pkg"])
                stack.append(dep["pkg"])
                d = packages[dep["pkg"]]
                if d.get("rust_version"):
                    if highest is None or version(d["rust_version"]) > version(highest[1]):
                        highest = (f"{d['name']} {d['version']}", d["rust_version"])
                    if version(d["rust_version"]) > version(declared):
                        failures.append(
                            f"{pkg['name']} declares rust-version {declared}, but its "
                            f"dependency {d['name']} {d['version']} needs {d['rust_version']}"
                        )
        if verbose or not failures:
            top = f"{highest[0]} needs {highest[1]}" if highest else "none declare one"
            print(f"{pkg['name']} {declared}: {len(seen)} dependencies, the highest: {top}")
    for f in failures:
        print(f"error: {f}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
