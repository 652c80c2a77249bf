#!/usr/bin/env python3
"""Validates a SARIF log or a JUnit report against the schema beside this file.

Usage: validate.py sarif FILE | validate.py junit FILE. Prints "valid" and exits 0, or prints every problem
and exits 1. Needs jsonschema and xmlschema from PyPI (Scripts/install-test-deps installs them).
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def sarif(path):
    import jsonschema
    with open(os.path.join(HERE, "sarif-schema-2.1.0.json"), encoding="utf-8") as f:
        schema = json.load(f)
    with open(path, encoding="utf-8") as f:
        log = json.load(f)
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(log)]


def junit(path):
    import xmlschema
    schema = xmlschema.XMLSchema(os.path.join(HERE, "junit-10.xsd"))
    return [str(e) for e in schema.iter_errors(path)]


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("sarif", "junit"):
        print(__doc__, file=sys.stderr)
        return 2
    problems = (sarif if sys.argv[1] == "sarif" else junit)(sys.argv[2])
    for problem in problems:
        print(problem)
    if not problems:
        print("valid")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
