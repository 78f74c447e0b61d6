"""MkDocs hooks: the lessons come from ``notebooks/``, and nothing a page loads comes from elsewhere.

- Every notebook under ``notebooks/`` becomes a page ``notebooks/<name>/`` (rendered by mkdocs-jupyter)
  and an entry of the nav's "Lessons" section, so a new lesson needs no edit here or in mkdocs.yml.
- The notebook pages' own head (from nbconvert) asks a CDN for MathJax, Mermaid and the widget
  manager; the lessons use none of them, so those tags are dropped. A live widget's output (which
  needs a kernel) becomes a line saying so. (A board picture is an HTML image with its own alt text:
  ``rsol_widget.render.picture_output``.)
- Any other script, style sheet, picture or frame a page would load from outside the site fails
  the build.
- The table of the player's settings in ``widget.md`` is written from their one declaration
  (``rsol_widget/_settings.py``) where the page's marker stands, so a new setting needs no edit here.
"""

from __future__ import annotations

import html
import json
import logging
import re
from pathlib import Path
from typing import Any

from mkdocs.plugins import event_priority

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
FIRST = [
    *(f"lesson-{n}" for n in ("1-board", "2-moves", "3-hidden", "4-foundations", "5-gestures", "6-first-game")),
    "appendix-python",
    "example_game",
    "play",
    "study",
]  # the order of the known lessons; others follow
log = logging.getLogger("mkdocs.hooks.rsol_widget")

SCRIPT = re.compile(r"<script\b(?P<attrs>[^>]*)>(?P<body>.*?)</script>", re.S)
DATA_SCRIPT = re.compile(r"\btype=[\"'](?!text/javascript|module)[^\"']+[\"']")  # JSON data, not run
URL_LITERAL = re.compile(r"[\"'](?:https?:)?//[\w.-]+|\bsrc=[\"'][\"']")  # "https://…", '//cdn…', src=""
WIDGET_VIEW = re.compile(
    r"<script type=\"text/javascript\">\s*var element = document\.getElementById\([^)]*\);\s*</script>\s*"
    r"<script type=\"application/vnd\.jupyter\.widget-view\+json\">.*?</script>",
    re.S,
)
WIDGET_STATE = re.compile(r"<script type=\"application/vnd\.jupyter\.widget-state\+json\">.*?</script>", re.S)
LESSON_LANG = re.compile(r"\.(\w+)\.ipynb$")
"""A lesson's language in its file's name (``lesson-1-board.ro.ipynb``); none is English."""
EXTERNAL_LOAD = re.compile(
    r"<(?:img|iframe|source|audio|video|embed)\b[^>]*\bsrc=[\"'](?:https?:)?//[^>]*>"
    r"|<link\b[^>]*\bhref=[\"'](?:https?:)?//[^>]*>"
    r"|@import\s+(?:url\()?[\"']?(?:https?:)?//[^;]*",
    re.S,
)


def drop_cdn_scripts(html: str) -> str:
    """``html`` without the scripts that load code from a URL outside the site."""

    def keep(match: re.Match[str]) -> str:
        if DATA_SCRIPT.search(match.group("attrs")):
            return match.group(0)
        return "" if URL_LITERAL.search(match.group("attrs") + match.group("body")) else match.group(0)

    return SCRIPT.sub(keep, html)


def external_loads(html: str) -> list[str]:
    """What ``html`` would still load from outside the site (after :func:`drop_cdn_scripts`)."""
    found = [m.group(0) for m in EXTERNAL_LOAD.finditer(html)]
    return found + [m.group(0) for m in SCRIPT.finditer(html) if m.group(0) != drop_cdn_scripts(m.group(0))]


def lessons() -> list[Path]:
    """The notebooks to render, known lessons first, each English one before its translations."""

    def key(path: Path) -> tuple[int, str, int, str]:
        stem, _, lang = path.name.removesuffix(".ipynb").partition(".")
        known = FIRST.index(stem) if stem in FIRST else len(FIRST)
        return (known, str(path.parent.relative_to(NOTEBOOKS)) + "/" + stem, bool(lang), lang)

    found = [p for p in NOTEBOOKS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts]
    return sorted(found, key=key)


def lesson_uri(path: Path) -> str:
    """The lesson's page source, as in the repository: ``notebooks/lesson-1-board.ipynb``."""
    return path.relative_to(ROOT).as_posix()


def title(path: Path) -> str:
    """The notebook's first heading (its page title), or its file name."""
    for cell in json.loads(path.read_text(encoding="utf-8")).get("cells", []):
        if cell.get("cell_type") == "markdown":
            match = re.search(r"^#\s+(.+)$", "".join(cell.get("source", "")), re.M)
            if match:
                return match.group(1).strip()
    return path.stem


SETTINGS_MARKER = re.compile(r"<!-- settings table:[^>]*-->")
"""Where a page's table of the player's settings goes (:func:`settings_table`)."""


def _plain(text: str) -> str:
    """A docstring's roles as Markdown code (":meth:`Game.double_tap`" → "`Game.double_tap`")."""
    return re.sub(r":\w+:`~?([^`]+)`", r"`\1`", text)


def settings_table() -> str:
    """The player's settings as a Markdown table: name and Romanian label, default, effect."""
    from rsol_widget import i18n
    from rsol_widget._settings import TABLE

    lines = ["| setting (trait) | default | effect |", "|---|---|---|"]
    for s in TABLE:
        if s.choices:
            default = f"`{s.default}` (or {', '.join(f'`{c}`' for c in s.choices[1:])})"
        else:
            default = "on" if s.default else "off"
        lines.append(f"| `{s.name}` «{i18n.text('ro', s.label)}» | {default} | {_plain(s.effect)} |")
    return "\n".join(lines) + "\n"


def on_page_markdown(markdown: str, **_: Any) -> str:
    """Write the table of settings where a page's marker stands."""
    return SETTINGS_MARKER.sub(lambda _m: settings_table(), markdown)


def on_config(config: Any, **_: Any) -> Any:
    """Fill the nav's "Lessons" section with every notebook found."""
    entries = [{title(p): lesson_uri(p)} for p in lessons()]
    for item in config["nav"] or []:
        if isinstance(item, dict) and "Lessons" in item:
            item["Lessons"] = entries
    return config


@event_priority(100)  # before mkdocs-jupyter's on_files, which turns the notebooks into pages
def on_files(files: Any, config: Any, **_: Any) -> Any:
    from mkdocs.structure.files import File

    for path in lessons():
        # A real file under the repository's root (not a generated one), as mkdocs-jupyter expects.
        files.append(File(lesson_uri(path), str(ROOT), config["site_dir"], config["use_directory_urls"]))
    return files


def live_note(uri: str) -> str:
    """The line that stands where a lesson's live board would be, in the lesson's language (the catalogue's)."""
    from rsol_widget import i18n

    found = LESSON_LANG.search(uri)
    lang = found.group(1) if found and found.group(1) in i18n.LANGS else "en"
    return html.escape(i18n.text(lang, "lesson.live_board"))


def on_post_page(output: str, page: Any, **_: Any) -> str:
    """Drop the CDN scripts nbconvert puts in a notebook's head; refuse anything else from outside."""
    output = drop_cdn_scripts(output)
    if page.file.src_uri.endswith(".ipynb"):  # a widget needs its kernel: say so where it would be
        note = f'<p class="rsol-live-note">{live_note(page.file.src_uri)}</p>'
        output = WIDGET_STATE.sub("", WIDGET_VIEW.sub(note, output))
    for found in external_loads(output):
        log.warning("%s loads from outside the site: %s", page.file.src_uri, found[:160])
    return output
