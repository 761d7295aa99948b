#!/usr/bin/env python3
"""Cross-checks the generated documentation against the sources.

usage: check_docs.py SOURCE_ROOT DOCS_DIR

* every op declared in dialect/*Ops.td has a section in a generated op page,
  with an example;
* every pass declared in passes/Passes.td has a section in the pass page;
* every rule id tagged beside a check in the dialect's C++ (`// region_c8`)
  appears in the generated pages (the ODS descriptions) and in a negative
  test: a lit chunk (split at `// -----` or `//---`) that names the id and
  expects an error, or a unit test that names it.

Prints each problem and exits 1 if there is any.
"""
import glob
import os
import re
import sys


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def main():
    src, docs = sys.argv[1], sys.argv[2]
    problems = []
    pages = {os.path.basename(p): read(p)
             for p in glob.glob(os.path.join(docs, "*.md"))}
    all_pages = "\n".join(pages.values())

    # Ops: `def X : <class><"mnemonic"...` with a QuantKit op class.
    num_ops = num_passes = 0
    op_pages = pages.get("QuantKitOps.md", "") + pages.get(
        "QuantKitTargetOps.md", "")
    for td in ("QuantKitOps.td", "QuantKitTargetOps.td"):
        text = read(os.path.join(src, "dialect", td))
        for mnemonic in re.findall(
                r'^def \w+\s*:\s*(?:QuantKit_\w+|Op<QuantKit_Dialect,)\s*<?\s*'
                r'"([a-z0-9_]+)"', text, re.M):
            num_ops += 1
            heading = "### `quantkit.%s`" % mnemonic
            start = op_pages.find(heading)
            if start < 0:
                problems.append("op quantkit.%s (%s) has no generated section"
                                % (mnemonic, td))
                continue
            end = op_pages.find("\n### ", start + len(heading))
            if "Example" not in op_pages[start:end if end >= 0 else None]:
                problems.append("op quantkit.%s has no example" % mnemonic)

    # Passes.
    passes_td = read(os.path.join(src, "passes", "Passes.td"))
    pass_page = pages.get("QuantKitPasses.md", "")
    for name in re.findall(r':\s*Pass<"([a-z0-9-]+)"', passes_td):
        num_passes += 1
        if "### `-%s`" % name not in pass_page:
            problems.append("pass %s has no generated section" % name)

    # Rule ids beside the checks.
    rule = re.compile(r"\b([a-z][a-z0-9_]*_c[0-9]+)\b")
    ids = set()
    for cpp in ("QuantKitOps.cpp", "QuantTypeChecks.cpp"):
        for comment in re.findall(r"//(.*)", read(
                os.path.join(src, "dialect", cpp))):
            ids.update(rule.findall(comment))
    tested = set()
    for path in glob.glob(os.path.join(src, "test", "lit", "**", "*.mlir"),
                          recursive=True):
        for chunk in re.split(r"^// -----$|^//--- ", read(path), flags=re.M):
            if "expected-error" in chunk:
                tested.update(rule.findall(chunk))
    for path in glob.glob(os.path.join(src, "test", "unit", "*.cpp")):
        tested.update(rule.findall(read(path)))
    for rule_id in sorted(ids):
        if not re.search(r"\b%s\b" % rule_id, all_pages):
            problems.append("rule %s is not in the generated documentation"
                            % rule_id)
        if rule_id not in tested:
            problems.append("rule %s has no negative test" % rule_id)

    for problem in problems:
        print("error: " + problem)
    if not ids or not num_ops or not num_passes:
        print("error: found no ops, passes or rule ids in the sources")
        return 1
    print("checked %d ops, %d passes, %d rule ids"
          % (num_ops, num_passes, len(ids)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
