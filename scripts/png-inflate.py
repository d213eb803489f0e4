#!/usr/bin/env python3
"""Reads a PNG and writes its header numbers and its image data, inflated but still
filtered, so a test can read the pixels without an image library (the test undoes the
filters). Only the standard library is used.

    scripts/png-inflate.py screenshot.png > screenshot.raw

The output is one line, "WIDTH HEIGHT BIT_DEPTH COLOR_TYPE INTERLACE", then the bytes.
"""
import struct
import sys
import zlib

with open(sys.argv[1], "rb") as file:
    data = file.read()
if data[:8] != b"\x89PNG\r\n\x1a\n":
    sys.exit(f"{sys.argv[1]}: not a PNG")
offset, header, idat = 8, None, []
while offset < len(data):
    length, kind = struct.unpack(">I4s", data[offset:offset + 8])
    body = data[offset + 8:offset + 8 + length]
    offset += 12 + length
    if kind == b"IHDR":
        width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
        header = b"%d %d %d %d %d\n" % (width, height, depth, color, interlace)
    elif kind == b"IDAT":
        idat.append(body)
    elif kind == b"IEND":
        break
if header is None:
    sys.exit(f"{sys.argv[1]}: no IHDR chunk")
sys.stdout.buffer.write(header + zlib.decompress(b"".join(idat)))
