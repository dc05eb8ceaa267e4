"""A font of just the characters a board picture shows, put together from the kit's glyph table
(widgets/fonts/cardgames-cjk-glyphs.bin, cut with the kit's font by tools/subset_cjk_font.py). A picture is a
document of its own and carries its font inline: the whole font (750 characters, 227 kB) made a Japanese picture
about 310 kB, when it shows a few dozen characters.

The font is a WOFF 1.0 (what every browser reads; its tables compressed with zlib, not brotli) of TrueType
outlines. Standard library only, and no compression at run time: each glyph was compressed on its own when the
table was cut, ending on a byte boundary, so a picture's glyf table is those pieces end to end; the small tables
made here (cmap, loca, hmtx, and head, hhea, maxp patched) are stored uncompressed, as WOFF allows. The same
characters give the same bytes on every machine (notebooks store pictures; nbval compares them)."""
from __future__ import annotations

import base64
import json
import struct
import zlib
from functools import lru_cache
from pathlib import Path

TABLE = Path(__file__).resolve().parents[1] / "fonts" / "cardgames-cjk-glyphs.bin"
_LAST_BLOCK = b"\x03\x00"  # a final deflate block that holds nothing: ends the glyphs' pieces as one stream


@lru_cache(maxsize=1)
def _table() -> tuple[dict, bytes, dict[str, int]]:
    """The table's description (a line of JSON), its glyphs' compressed pieces, and each character's place."""
    header, _, pieces = TABLE.read_bytes().partition(b"\n")
    described = json.loads(header)
    return described, pieces, {ch: i for i, ch in enumerate(described["chars"])}


def drawn(chars: str | list[str]) -> str:
    """The characters of `chars` (a string, or characters one by one) the table has a glyph for, once each, in
    code point order."""
    index = _table()[2]
    return "".join(sorted({ch for ch in chars if ch in index}))


def _checksum(data: bytes) -> int:
    data += b"\0" * (-len(data) % 4)
    return sum(struct.unpack(f">{len(data) // 4}L", data)) & 0xFFFFFFFF


def _cmap(chars: str) -> bytes:
    """A format 4 cmap (Windows Unicode BMP) mapping `chars`, in code point order, to glyphs 1, 2, ...: one
    segment per run of consecutive code points, and the closing 0xFFFF segment."""
    runs: list[list[int]] = []  # [first code, last code, first glyph]
    for glyph, code in enumerate(map(ord, chars), start=1):
        if runs and code == runs[-1][1] + 1:
            runs[-1][1] = code
        else:
            runs.append([code, code, glyph])
    runs.append([0xFFFF, 0xFFFF, 0])  # the closing segment, to glyph 0
    n = len(runs)
    power = 1 << (n.bit_length() - 1)
    deltas = [(glyph - first) & 0xFFFF for first, _, glyph in runs]
    body = struct.pack(f">HHHH{n}H", 2 * n, 2 * power, power.bit_length() - 1, 2 * n - 2 * power,
                       *(last for _, last, _ in runs))
    body += struct.pack(f">H{n}H{n}H{n}H", 0, *(first for first, _, _ in runs), *deltas, *([0] * n))
    subtable = struct.pack(">HHH", 4, 6 + len(body), 0) + body
    return struct.pack(">HHHHL", 0, 1, 3, 1, 12) + subtable


def _woff(tables: dict[str, tuple[bytes, bytes]]) -> bytes:
    """The WOFF 1.0 file of `tables` (tag -> (data, stored data: compressed, or the data itself)), with head's
    checkSumAdjustment made for the whole font as a plain TrueType file would have it."""
    tags = sorted(tables)
    n = len(tags)
    sums = {tag: _checksum(tables[tag][0]) for tag in tags}  # head's with checkSumAdjustment 0, as the spec has it
    offset = 12 + 16 * n
    directory, sfnt_offsets = [], {}
    for tag in tags:
        sfnt_offsets[tag] = offset
        offset += (len(tables[tag][0]) + 3) & ~3
    sfnt_size = offset
    power = 1 << (n.bit_length() - 1)
    sfnt_head = struct.pack(">LHHHH", 0x00010000, n, 16 * power, power.bit_length() - 1, 16 * (n - power))
    sfnt_head += b"".join(struct.pack(">4sLLL", tag.encode("ascii"), sums[tag], sfnt_offsets[tag],
                                      len(tables[tag][0])) for tag in tags)
    whole = (_checksum(sfnt_head) + sum(sums.values())) & 0xFFFFFFFF
    head = bytearray(tables["head"][0])
    head[8:12] = struct.pack(">L", (0xB1B0AFBA - whole) & 0xFFFFFFFF)
    tables = {**tables, "head": (bytes(head), bytes(head))}
    body, offset = bytearray(), 44 + 20 * n
    for tag in tags:
        data, stored = tables[tag]
        directory.append(struct.pack(">4sLLLL", tag.encode("ascii"), offset + len(body), len(stored), len(data),
                                     sums[tag]))
        body += stored + b"\0" * (-len(stored) % 4)
    size = 44 + 20 * n + len(body)
    header = struct.pack(">4sLLHHLHHLLLLL", b"wOFF", 0x00010000, size, n, 0, sfnt_size, 1, 0, 0, 0, 0, 0, 0)
    return header + b"".join(directory) + bytes(body)


def font_for(chars: str) -> bytes:
    """The WOFF font of `chars` (as `drawn` gives them: each once, in code point order; glyph 0 is an empty
    .notdef): the same characters, the same bytes."""
    described, pieces, index = _table()
    glyf, packed, loca = bytearray(), bytearray(b"\x78\x01"), [0, 0]  # 78 01: a zlib header; glyph 0 empty
    hmtx = [struct.pack(">Hh", described["notdef_advance"], 0)]
    for ch in chars:
        start, length, _, advance = described["glyphs"][index[ch]]
        piece = pieces[start:start + length]
        data = zlib.decompress(piece + _LAST_BLOCK, -15)  # for the checksums: the same bytes everywhere
        glyf += data
        packed += piece
        loca.append(len(glyf))
        hmtx.append(struct.pack(">Hh", advance, struct.unpack(">h", data[2:4])[0] if data else 0))  # lsb: xMin
    packed += _LAST_BLOCK + struct.pack(">L", zlib.adler32(glyf))
    count = len(chars) + 1
    patched = {tag: bytearray(base64.b64decode(data)) for tag, data in described["patched"].items()}
    patched["head"][8:12] = bytes(4)  # checkSumAdjustment, made for the whole font by _woff
    patched["head"][50:52] = struct.pack(">h", 1)  # loca of 32-bit offsets
    patched["hhea"][34:36] = struct.pack(">H", count)  # numberOfHMetrics: every glyph has its own
    patched["maxp"][4:6] = struct.pack(">H", count)  # numGlyphs
    tables = {tag: (bytes(data), bytes(data)) for tag, data in patched.items()}
    for tag, data in described["static"].items():
        stored = base64.b64decode(data)
        tables[tag] = (zlib.decompress(stored), stored)
    made = {"cmap": _cmap(chars), "loca": struct.pack(f">{count + 1}L", *loca),
            "hmtx": b"".join(hmtx)}
    tables.update({tag: (data, data) for tag, data in made.items()})
    glyf_data = bytes(glyf)
    tables["glyf"] = (glyf_data, bytes(packed) if len(packed) < len(glyf_data) else glyf_data)
    return _woff(tables)
