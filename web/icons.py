#!/usr/bin/env python3
"""Draws the pages' app icons (web/build.sh runs it): a 쌍륙 board's felt with two points
and a black and a white checker, as PNG files at the sizes a web manifest asks for.

Usage: icons.py OUT_DIR. Writes icon-192.png, icon-512.png (rounded corners) and
icon-maskable-512.png (full bleed, its picture inside the maskable safe zone). Only the
standard library: the pixels are computed here (4×4 samples on the edges) and written with zlib.
"""
import struct
import sys
import zlib

WOOD = (90, 58, 30)
FELT = (47, 93, 58)
TRI_A = (122, 46, 29)
TRI_B = (232, 212, 168)
BLACK = (27, 27, 27)
WHITE = (247, 243, 234)
RIM_BLACK = (120, 120, 120)
RIM_WHITE = (60, 60, 60)


def inside_triangle(x, y, ax, ay, bx, by, cx, cy):
    def side(px, py, qx, qy, rx, ry):
        return (px - rx) * (qy - ry) - (qx - rx) * (py - ry)
    d1 = side(x, y, ax, ay, bx, by)
    d2 = side(x, y, bx, by, cx, cy)
    d3 = side(x, y, cx, cy, ax, ay)
    neg = d1 < 0 or d2 < 0 or d3 < 0
    pos = d1 > 0 or d2 > 0 or d3 > 0
    return not (neg and pos)


def colour(x, y, rounded):
    """The colour at (x, y) in the unit square, or None (transparent)."""
    if rounded:
        r = 0.18
        cx = min(max(x, r), 1 - r)
        cy = min(max(y, r), 1 - r)
        if (x - cx) ** 2 + (y - cy) ** 2 > r * r:
            return None
    # Checkers over everything: black low on the left, white high on the right.
    for (cx, cy, fill, rim) in ((0.40, 0.64, BLACK, RIM_BLACK), (0.60, 0.40, WHITE, RIM_WHITE)):
        d = ((x - cx) ** 2 + (y - cy) ** 2) ** 0.5
        if d <= 0.135:
            return rim if d > 0.115 or abs(d - 0.07) < 0.008 else fill
    if not (0.16 <= x <= 0.84 and 0.16 <= y <= 0.84):
        return WOOD
    # Two points from the top edge and two from the bottom, colours alternating.
    for i, (x0, x1) in enumerate(((0.18, 0.50), (0.50, 0.82))):
        top = TRI_A if i == 0 else TRI_B
        bottom = TRI_B if i == 0 else TRI_A
        if inside_triangle(x, y, x0, 0.16, x1, 0.16, (x0 + x1) / 2, 0.56):
            return top
        if inside_triangle(x, y, x0, 0.84, x1, 0.84, (x0 + x1) / 2, 0.44):
            return bottom
    return FELT


def draw(size, rounded, scale=1.0):
    """RGBA rows of the icon: the picture shrunk by `scale` about the centre (the rest
    wood). A pixel whose corners and centre agree is that colour; one on an edge is the
    mean of 4×4 samples."""
    def at(x, y):
        if scale != 1.0:
            x = 0.5 + (x - 0.5) / scale
            y = 0.5 + (y - 0.5) / scale
            if not (0 <= x <= 1 and 0 <= y <= 1):
                return WOOD
        return colour(x, y, rounded)

    corners = [[at(px / size, py / size) for px in range(size + 1)] for py in range(size + 1)]
    n = 4
    rows = []
    for py in range(size):
        row = bytearray([0])
        for px in range(size):
            c = at((px + 0.5) / size, (py + 0.5) / size)
            if (c == corners[py][px] == corners[py][px + 1]
                    == corners[py + 1][px] == corners[py + 1][px + 1]):
                row += bytes(c + (255,)) if c is not None else bytes(4)
                continue
            acc = [0, 0, 0, 0]
            for sy in range(n):
                for sx in range(n):
                    c = at((px + (sx + 0.5) / n) / size, (py + (sy + 0.5) / n) / size)
                    if c is not None:
                        acc[0] += c[0]
                        acc[1] += c[1]
                        acc[2] += c[2]
                        acc[3] += 255
            if acc[3]:
                cover = acc[3] // 255
                row += bytes((acc[0] // cover, acc[1] // cover, acc[2] // cover,
                              acc[3] // (n * n)))
            else:
                row += bytes(4)
        rows.append(bytes(row))
    return b"".join(rows)


def png(size, data):
    def chunk(kind, body):
        c = struct.pack(">I", len(body)) + kind + body
        return c + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    head = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", head)
            + chunk(b"IDAT", zlib.compress(data, 9)) + chunk(b"IEND", b""))


def main():
    out = sys.argv[1]
    for name, size, rounded, scale in (("icon-192.png", 192, True, 1.0),
                                       ("icon-512.png", 512, True, 1.0),
                                       ("icon-maskable-512.png", 512, False, 0.8)):
        with open(f"{out}/{name}", "wb") as f:
            f.write(png(size, draw(size, rounded, scale)))


if __name__ == "__main__":
    main()
