"""Every display setting does on the page what its row declares (``look`` in rsol_widget/_settings.py),
in a real JupyterLab: one test per row with a look, so a new display setting is tested by its row alone.

The settings panel's control is found by the setting's label in the catalogue; the effect is read on
the page (a part's box, the view root's class or data attribute) and the value in the kernel."""

from __future__ import annotations

import re
from typing import Any

import pytest
from labkit import kernel_json, poll_kernel

from rsol_widget._settings import LOOKS, PARTS, Setting
from rsol_widget.i18n import text

pytestmark = pytest.mark.browser


def expect(*args: Any, **kwargs: Any) -> Any:
    from playwright.sync_api import expect as pw_expect

    return pw_expect(*args, **kwargs)


def shows(root: Any, setting: Setting, value: bool | str) -> None:
    """The view shows ``setting`` at ``value`` as its look declares."""
    look = setting.look
    assert look is not None
    if look.kind == "hides":
        parts = root.locator(f'[data-part="{look.target}"]')
        assert parts.count() >= 1, f"no part {look.target!r} on the page"
        for i in range(parts.count()):
            if value:
                expect(parts.nth(i)).to_be_visible()
                box = parts.nth(i).bounding_box()
                assert box and box["width"] > 0 and box["height"] > 0
            else:
                expect(parts.nth(i)).to_be_hidden()
                assert parts.nth(i).bounding_box() is None
    elif look.kind == "class":
        has = re.compile(rf"(^|\s){re.escape(look.target)}(\s|$)")
        expect(root).to_have_class(has) if value else expect(root).not_to_have_class(has)
    elif look.kind == "data":
        expect(root).to_have_attribute(f"data-{look.target}", str(value).lower() if value in (True, False) else value)
    else:
        raise AssertionError(f"a look this test does not know: {look.kind}")


def choose(panel: Any, setting: Setting, value: bool | str) -> None:
    """Set ``setting`` to ``value`` in the settings panel, by its label."""
    # a list's accessible name ends in its value: its label starts it
    control = panel.get_by_label(text("en", setting.label), exact=not setting.choices)
    if setting.choices:
        control.select_option(label=text("en", setting.option_label(str(value))))  # the value's words in the list
    elif value:
        control.check()
    else:
        control.uncheck()


@pytest.mark.parametrize("setting", LOOKS, ids=[s.name for s in LOOKS])
def test_a_display_setting_does_what_its_row_declares(page: Any, setting: Setting) -> None:
    root = page.locator(".rsol-root").first
    root.get_by_role("button", name="Settings").click()
    panel = root.get_by_role("group", name="Settings")
    values = [*setting.choices[1:], setting.default] if setting.choices else [not setting.default, setting.default]
    try:
        shows(root, setting, setting.default)
        for value in values:
            choose(panel, setting, value)
            poll_kernel(page, lambda p: kernel_json(p, f"w.{setting.name}"), lambda v, want=value: v == want, 10)
            shows(root, setting, value)
    finally:
        kernel_json(page, f"(setattr(w, {setting.name!r}, {setting.default!r}), 0)[1]")
        panel.get_by_role("button", name="Close").click()


def test_every_part_a_setting_may_hide_is_on_the_page(page: Any) -> None:
    """A look may hide only the parts the page marks (``PARTS``); each is there, shown by default."""
    root = page.locator(".rsol-root").first
    marked = root.locator("[data-part]").evaluate_all("(els) => els.map((e) => e.dataset.part)")
    assert sorted(set(marked)) == sorted(PARTS)
    for part in PARTS:
        expect(root.locator(f'[data-part="{part}"]').first).to_be_visible()
