"""The command line the oracle-case generators share.

gen_tflite_requant.py and gen_gemmlowp_rdbpot.py each read one JSON file of
the shared oracle folder and write MLIR under an output prefix.
"""
import argparse
import json
import os


def parse_and_load(description, out_help, *path):
    """Parses --oracles and --out; returns the arguments and the JSON of
    ORACLES/<path>."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--oracles", required=True,
                        help="the shared oracle folder")
    parser.add_argument("--out", required=True, help=out_help)
    args = parser.parse_args()
    with open(os.path.join(args.oracles, *path)) as f:
        return args, json.load(f)
