#!/usr/bin/env python3
"""The README's code blocks, as scripts/check-install.sh uses them.

    readme-blocks.py files DIR        writes each block marked <!-- file: PATH --> to DIR/PATH
    readme-blocks.py dependency       prints the url and the from: version of the Weavy
                                      dependency in the README's Package.swift
    readme-blocks.py check-tests      checks that the README's widget list, its modal
                                      example, its app (from `struct Movie` to `@main`) and
                                      its inline picker are in the tests and the example
                                      that compile them, line for line
                                      (spaces inside a line aside)

A block is marked by an HTML comment on the line before its opening fence, so the
README shows nothing of it. Exits 1 with the reason when something is missing.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def block_after(marker: str) -> str:
    """The first ```swift block after `marker`."""
    at = README.find(marker)
    if at < 0:
        sys.exit(f"readme-blocks: README.md has no '{marker}'")
    start = README.index("```swift\n", at) + len("```swift\n")
    return README[start : README.index("\n```\n", start) + 1]


def marked_files() -> dict:
    names = re.findall(r"^<!-- file: (\S+) -->\n```swift\n", README, flags=re.MULTILINE)
    if not names:
        sys.exit("readme-blocks: README.md marks no file blocks (<!-- file: PATH -->)")
    return {name: block_after(f"<!-- file: {name} -->") for name in names}


def write_files(directory: str) -> None:
    for name, text in marked_files().items():
        path = pathlib.Path(directory) / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"readme-blocks: {name} ({len(text.splitlines())} lines)")


def dependency() -> None:
    manifest = marked_files().get("Package.swift", "")
    match = re.search(r'\.package\(url: "([^"]+)", from: "([^"]+)"\)', manifest)
    if not match:
        sys.exit('readme-blocks: the README\'s Package.swift has no .package(url: "...", from: "...")')
    print(match.group(1), match.group(2))


def check_tests() -> None:
    tests = ROOT / "Tests" / "WeavyKitTests"
    example = marked_files().get("Sources/Movies/Movies.swift", "")
    if "struct Movie" not in example or "@main" not in example:
        sys.exit("readme-blocks: the README's app has no `struct Movie` or no `@main`")
    wanted = [
        ("the app", example[example.index("struct Movie") : example.index("@main")], tests / "ReadmeExampleTests.swift"),
        ("the widget list", block_after("<!-- widgets -->"), tests / "ReadmeWidgetTests.swift"),
        ("the modal example", block_after("### Modals, presented from a warp"), tests / "ReadmeWidgetTests.swift"),
        ("the inline picker", block_after("<!-- picker -->"), ROOT / "Examples" / "Picker" / "PickerApp.swift"),
    ]
    problems = []
    for what, text, test in wanted:
        # Spaces inside a line may differ: the README aligns comments, swift-format does not.
        compiled = {" ".join(line.split()) for line in test.read_text(encoding="utf-8").splitlines()}
        for line in text.splitlines():
            if line.strip() and " ".join(line.split()) not in compiled:
                problems.append(f"{what}: '{line.strip()}' is not in {test.relative_to(ROOT)}")
    if problems:
        sys.exit("readme-blocks: the README and the tests that compile it differ:\n  " + "\n  ".join(problems))
    print("readme-blocks: the README's app, widget list, modal example and picker are in the code that compiles them, line for line")


if __name__ == "__main__":
    command = sys.argv[1:2]
    if command == ["files"] and len(sys.argv) == 3:
        write_files(sys.argv[2])
    elif command == ["dependency"]:
        dependency()
    elif command == ["check-tests"]:
        check_tests()
    else:
        sys.exit(__doc__)
