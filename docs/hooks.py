"""MkDocs hook: pages quote README's sections, so the site and README never drift apart.

A line ``<!-- readme: HEADING -->`` in a page is replaced by README's section of that heading
(down to the next heading of the same level); an unknown heading fails the build.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

DOCS = Path(__file__).resolve().parent
README = DOCS.parent / "README.md"
DIRECTIVE = re.compile(r"^<!-- readme: (.+?) -->$", re.M)


def slug(heading: str) -> str:
    """The anchor MkDocs gives a heading (its ``toc`` slugify)."""
    text = re.sub(r"[^\w\s-]", "", heading.replace("`", "")).strip().lower()
    return re.sub(r"[-\s]+", "-", text)


def homes() -> dict[str, str]:
    """Each quoted README heading's anchor -> the page that quotes it."""
    found = {}
    for page in DOCS.rglob("*.md"):
        for heading in DIRECTIVE.findall(page.read_text(encoding="utf-8")):
            found[slug(heading)] = page.relative_to(DOCS).as_posix()
    return found


def section(text: str, heading: str) -> str:
    """README's section under ``heading`` (its own heading line left out)."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        match = re.match(r"^(#+) (.*)$", line)
        if match and match.group(2).strip() == heading:
            level = max(len(match.group(1)), 2)  # the title's section is the text before the first "##"
            end = next(
                (j for j in range(i + 1, len(lines)) if re.match(rf"^#{{1,{level}}} ", lines[j])),
                len(lines),
            )
            return "\n".join(lines[i + 1 : end]).strip() + "\n"
    raise ValueError(f"README.md has no heading {heading!r}")


def on_files(files: Any, config: Any, **_: Any) -> Any:
    """The pictures README shows (``![...](path)``) become files of the site, at the same path."""
    from mkdocs.structure.files import File

    for path in re.findall(r"!\[[^\]]*\]\(([^)\s]+)\)", README.read_text(encoding="utf-8")):
        if "://" not in path and files.get_file_from_path(path) is None:
            files.append(File.generated(config, path, abs_src_path=str(README.parent / path)))
    return files


def on_page_markdown(markdown: str, page: Any, **_: Any) -> str:
    text = README.read_text(encoding="utf-8")
    where = homes()
    here = page.file.src_uri

    def link(match: re.Match[str]) -> str:  # README's own anchors point to the page quoting them
        home = where.get(match.group(1))
        return f"]({home}#{match.group(1)})" if home and home != here else match.group(0)

    quoted = DIRECTIVE.sub(lambda m: section(text, m.group(1)), markdown)
    return re.sub(r"\]\(#([\w-]+)\)", link, quoted)
