"""Drives `typesetter mcp` with a real MCP client (the `mcp` package from PyPI) over stdio.

    python3 mcp_client.py TYPESETTER REPOSITORY            # the checks, one line each (MCPClientTests reads them)
    python3 mcp_client.py TYPESETTER REPOSITORY --measure N  # get_style round trips after start-up: median, p90

For Examples/B43 and Examples/Themes: initialize, list the six tools, call each, compare get_style with
`typesetter dump-context` at every size, check that styles grow at accessibility sizes, that an unknown style is a
tool error and that the server answers after it; then, on a copy of B43, that an edited token file is seen by the
next call. Any disagreement raises (exit status 1).
"""

import asyncio
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

TOOLS = ["list_styles", "get_style", "search_tokens", "check", "diff", "usage"]
CATEGORIES = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
              "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]


def field(value, snake, camel):
    """An attribute of an SDK result: mcp 2 names them in snake case, mcp 1 in camel case."""
    return getattr(value, snake) if hasattr(value, snake) else getattr(value, camel)


def text_of(result):
    return result.content[0].text if result.content else ""


def require(condition, message):
    if not condition:
        raise AssertionError(message)


async def call(session, tool, arguments=None):
    result = await session.call_tool(tool, arguments or {})
    return result, bool(field(result, "is_error", "isError")), field(result, "structured_content", "structuredContent")


def dump_context(binary, config):
    output = subprocess.run([binary, "dump-context", "--config", config], capture_output=True, text=True, check=True)
    return json.loads(output.stdout)


async def session_for(binary, config, body):
    parameters = StdioServerParameters(command=binary, args=["mcp", "--config", config])
    async with stdio_client(parameters) as (read, write):
        async with ClientSession(read, write) as session:
            initialized = await session.initialize()
            return await body(session, initialized)


async def check_example(binary, root, name, lines):
    config = os.path.join(root, "Examples", name, "typesetter.yml")
    context = dump_context(binary, config)

    async def body(session, initialized):
        server = field(initialized, "server_info", "serverInfo")
        tools = [tool.name for tool in (await session.list_tools()).tools]
        require(tools == TOOLS, f"tools {tools}")
        lines.append(f"{name}: server {server.name}, {len(tools)} tools: {', '.join(tools)}")

        result, error, listed = await call(session, "list_styles")
        require(not error, text_of(result))
        names = [style["name"] for style in listed["styles"]]
        require(names == [style["swiftName"] for style in context["typography"]], f"list_styles {names}")
        lines.append(f"{name}: list_styles: {len(names)} styles, themes: {', '.join(listed['themes']) or 'none'}")

        # get_style agrees with dump-context at every size, and grows at accessibility sizes.
        compared = 0
        grown = []
        for style in context["typography"]:
            sizes = {}
            for expected in style["atEverySize"]:
                result, error, got = await call(
                    session, "get_style", {"name": style["swiftName"], "category": expected["category"]})
                require(not error, text_of(result))
                for ours, theirs in [("pointSize", "pointSize"), ("lineHeight", "lineHeight"), ("tracking", "kerning")]:
                    require(got[ours] == expected[theirs],
                            f"{style['swiftName']} at {expected['category']}: {ours} {got[ours]} != {expected[theirs]}")
                sizes[expected["category"]] = got["pointSize"]
                compared += 1
            if not style["scaling"]["fixed"]:
                require(sizes["accessibility3"] > sizes["large"] and sizes["accessibility5"] > sizes["large"],
                        f"{style['swiftName']} does not grow: {sizes}")
                grown.append(style["swiftName"])
        lines.append(f"{name}: get_style agrees with dump-context at {compared} style sizes")
        lines.append(f"{name}: get_style grows from large to accessibility3 for {len(grown)} of {len(names)} styles")

        first = names[0]
        result, error, got = await call(session, "get_style", {"name": first, "category": "AX5", "boldText": True})
        require(not error and got["category"] == "accessibility5" and got["boldText"] is True, text_of(result))

        group = context["typography"][0]["path"].split(".")[0]
        result, error, found = await call(session, "search_tokens", {"query": group, "type": "typography"})
        require(not error and found["count"] >= 1, text_of(result))
        require(all(token["type"] == "typography" for token in found["tokens"]), text_of(result))
        lines.append(f"{name}: search_tokens {group} (typography): {found['count']} tokens")

        result, error, checked = await call(session, "check")
        require(not error, text_of(result))
        lines.append(f"{name}: check: {checked['errors']} errors, {checked['warnings']} warnings")

        result, error, compared_to = await call(session, "diff", {"base": config})
        require(not error and compared_to["worse"] is False, text_of(result))
        lines.append(f"{name}: diff against itself: {compared_to['summary']}")

        result, error, usage = await call(session, "usage", {"name": first})
        require(not error, text_of(result))
        lines.append(f"{name}: usage {first}: {usage['code'].splitlines()[0]}")

        result, error, _ = await call(session, "get_style", {"name": first + "x"})
        require(error, "an unknown style is not a tool error")
        lines.append(f"{name}: unknown style: tool error: {text_of(result).split(' valid values')[0]}")
        result, error, listed = await call(session, "list_styles")
        require(not error, text_of(result))
        lines.append(f"{name}: after the error, list_styles answers: {listed['count']} styles")

        resources = [str(resource.uri) for resource in (await session.list_resources()).resources]
        catalog = await session.read_resource("typesetter://catalog")
        require(catalog.contents[0].text.startswith("# Typography catalog"), "catalog resource")
        lines.append(f"{name}: resources: {', '.join(resources)}")

    await session_for(binary, config, body)


async def check_reload(binary, root, lines):
    folder = tempfile.mkdtemp(prefix="typesetter-mcp-")
    try:
        shutil.copytree(os.path.join(root, "Examples", "B43", "tokens"), os.path.join(folder, "tokens"))
        shutil.copy(os.path.join(root, "Examples", "B43", "typesetter.yml"), folder)
        reference = os.path.join(folder, "tokens", "reference.json")

        async def body(session, initialized):
            _, _, before = await call(session, "get_style", {"name": "bodyLarge"})
            with open(reference, encoding="utf-8") as file:
                text = file.read()
            edited = text.replace('"lg": { "$value": { "value": 17, "unit": "px" } }',
                                  '"lg": { "$value": { "value": 19, "unit": "px" } }')
            require(edited != text, "the token to edit is not in reference.json")
            stat = os.stat(reference)
            with open(reference, "w", encoding="utf-8") as file:
                file.write(edited)
            os.utime(reference, (stat.st_atime, stat.st_mtime + 2))
            _, _, after = await call(session, "get_style", {"name": "bodyLarge"})
            require(after["pointSize"] == 19, f"after the edit: {after['pointSize']}")
            lines.append(f"B43 copy: get_style bodyLarge {before['pointSize']:g} pt, after editing its token {after['pointSize']:g} pt")

        await session_for(binary, os.path.join(folder, "typesetter.yml"), body)
    finally:
        shutil.rmtree(folder)


async def measure(binary, root, count):
    config = os.path.join(root, "Examples", "B43", "typesetter.yml")

    async def body(session, initialized):
        await call(session, "get_style", {"name": "bodyMedium"})
        times = []
        for index in range(count):
            category = CATEGORIES[index % len(CATEGORIES)]
            start = time.perf_counter()
            _, error, _ = await call(session, "get_style", {"name": "bodyMedium", "category": category})
            times.append((time.perf_counter() - start) * 1000)
            require(not error, "get_style failed")
        times.sort()
        print(f"get_style round trip over stdio, {count} calls after start-up: median {statistics.median(times):.2f} ms, "
              f"p90 {times[int(len(times) * 0.9)]:.2f} ms, min {times[0]:.2f} ms, max {times[-1]:.2f} ms")

    await session_for(binary, config, body)


def main():
    binary, root = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    if len(sys.argv) > 4 and sys.argv[3] == "--measure":
        asyncio.run(measure(binary, root, int(sys.argv[4])))
        return
    lines = []
    for name in ["B43", "Themes"]:
        asyncio.run(check_example(binary, root, name, lines))
    asyncio.run(check_reload(binary, root, lines))
    print("\n".join(lines))


if __name__ == "__main__":
    main()
