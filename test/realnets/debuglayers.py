"""Reads the records quantkit-debug-layers code prints and reports the
quantization error of every kernel, in program order: a table, JSON and an
SVG picture of SQNR along the network (local: the kernel run on the float
program's inputs; accumulated: the quantized program's own value).

    debuglayers.py RUN_OUTPUT [--json FILE] [--svg FILE] [--title TEXT]

Records of one key from several calls (one per input) are summed: SQNR =
10 log10(sum f^2 / sum (q - f)^2) over every element of every call, max
error over all of them. realnet.py --debug-layers DIR calls this.
"""
import argparse
import json
import math
import re
import sys

# `vector.print str` may or may not end the line after the colon.
RECORD = re.compile(
    r"quantkit-debug (\S+) (\S+) (local|accumulated) (\S+) :\s*"
    r"([-+0-9.eEinfa]+), ([-+0-9.eEinfa]+), ([-+0-9.eEinfa]+), "
    r"([-+0-9.eEinfa]+)")


def read(text):
    """[{key, kernel, location, local: {...}, accumulated: {...}}] in the
    order keys first appear."""
    layers = {}
    for m in RECORD.finditer(text):
        key, kernel, mode, where = m.group(1, 2, 3, 4)
        count, signal, noise, worst = (float(v) for v in m.group(5, 6, 7, 8))
        layer = layers.setdefault(key, {"key": key, "kernel": kernel,
                                        "location": where})
        sums = layer.setdefault(mode, {"elements": 0, "signal": 0.0,
                                       "noise": 0.0, "max_error": 0.0,
                                       "calls": 0})
        sums["elements"] += int(count)
        sums["signal"] += signal
        sums["noise"] += noise
        sums["max_error"] = max(sums["max_error"], worst)
        sums["calls"] += 1
    for layer in layers.values():
        for mode in ("local", "accumulated"):
            sums = layer.get(mode)
            if sums:
                sums["sqnr_db"] = sqnr(sums["signal"], sums["noise"])
    return list(layers.values())


def sqnr(signal, noise):
    if noise == 0:
        return math.inf
    if signal == 0:
        return -math.inf
    return 10 * math.log10(signal / noise)


def db_text(value):
    return "exact" if value == math.inf else "%.2f" % value


def table(layers):
    lines = ["%-4s %-28s %-16s %12s %12s %12s %12s  %s"
             % ("#", "kernel", "kind", "local dB", "local max",
                "accum. dB", "accum. max", "location")]
    for i, layer in enumerate(layers):
        local, accumulated = layer.get("local", {}), layer.get(
            "accumulated", {})
        lines.append("%-4d %-28s %-16s %12s %12.4g %12s %12.4g  %s" % (
            i, layer["key"], layer["kernel"],
            db_text(local.get("sqnr_db", math.nan)),
            local.get("max_error", math.nan),
            db_text(accumulated.get("sqnr_db", math.nan)),
            accumulated.get("max_error", math.nan), layer["location"]))
    worst = min(layers, key=lambda l: l.get("local", {}).get(
        "sqnr_db", math.inf), default=None)
    if worst:
        lines.append("lowest local SQNR: %s (%s dB): the kernel that loses "
                     "most on its own" % (worst["key"], db_text(
                         worst["local"]["sqnr_db"])))
    return "\n".join(lines)


def svg(layers, title):
    """SQNR along the network: one point per kernel, local and accumulated,
    kernel names under the axis."""
    width_per, left, top, height = 34, 60, 40, 260
    n = max(len(layers), 1)
    width = max(560, left + n * width_per + 40)
    width_per = (width - left - 40) / n
    finite = [l[m]["sqnr_db"] for l in layers for m in ("local",
                                                       "accumulated")
              if m in l and math.isfinite(l[m]["sqnr_db"])]
    hi = max(finite + [10.0])
    hi = 10 * math.ceil(hi / 10)
    # One decade below the worst kernel, so differences between kernels
    # show; never below 0 dB unless a kernel is.
    lo = min(finite) if finite else 0.0
    lo = min(10 * math.floor(lo / 10) - 10, 0) if lo < 10 else \
        10 * math.floor(lo / 10) - 10
    y = lambda db: top + height * (hi - min(max(db, lo), hi)) / (hi - lo)
    x = lambda i: left + width_per * (i + 0.5)
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
           'font-family="sans-serif" font-size="11">' % (width,
                                                         top + height + 150),
           '<rect width="100%" height="100%" fill="white"/>',
           '<text x="%d" y="20" font-size="14">%s</text>' % (
               left, escape(title))]
    for tick in range(int(lo), int(hi) + 1, 10):
        out.append('<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#ddd"/>'
                   % (left, width - 40, y(tick), y(tick)))
        out.append('<text x="%d" y="%.1f" text-anchor="end">%d dB</text>'
                   % (left - 6, y(tick) + 4, tick))
    for mode, colour in (("accumulated", "#d62728"), ("local", "#1f77b4")):
        points = [(x(i), y(l[mode]["sqnr_db"] if math.isfinite(
            l[mode]["sqnr_db"]) else hi)) for i, l in enumerate(layers)
            if mode in l]
        if points:
            out.append('<polyline fill="none" stroke="%s" stroke-width="2" '
                       'points="%s"/>' % (colour, " ".join(
                           "%.1f,%.1f" % p for p in points)))
            out.extend('<circle cx="%.1f" cy="%.1f" r="3" fill="%s"/>'
                       % (px, py, colour) for px, py in points)
    for i, layer in enumerate(layers):
        out.append('<text transform="translate(%.1f,%d) rotate(60)">%s</text>'
                   % (x(i) - 3, top + height + 8, escape(layer["kernel"] +
                                                         " #%d" % i)))
    legend = top + height + 120
    out.append('<text x="%d" y="%d" fill="#1f77b4">local: the kernel alone, '
               'on the float program\'s inputs</text>' % (left, legend))
    out.append('<text x="%d" y="%d" fill="#d62728">accumulated: the quantized '
               'network up to the kernel</text>' % (left, legend + 16))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def escape(text):
    return (text.replace("&", "&amp;").replace("<", "&lt;")
            .replace(">", "&gt;"))


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("output", help="what the debug program printed")
    parser.add_argument("--json")
    parser.add_argument("--svg")
    parser.add_argument("--title", default="SQNR per kernel")
    args = parser.parse_args()
    layers = read(open(args.output).read())
    if not layers:
        print("debuglayers: no quantkit-debug records in %s" % args.output,
              file=sys.stderr)
        return 1
    print(table(layers))
    if args.json:
        with open(args.json, "w") as out:
            json.dump(layers, out, indent=1, default=str)
    if args.svg:
        with open(args.svg, "w") as out:
            out.write(svg(layers, args.title))
    return 0


if __name__ == "__main__":
    sys.exit(main())
