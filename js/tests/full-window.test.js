// @ts-check
/** The game in view (issue 35 item 4): how far a board whose cell just ran is scrolled, once. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { scrollToShow } from "../src/full-window.js";

test("a board whose top shows is scrolled until its bottom shows, never past its top", () => {
  const view = { top: 100, bottom: 740 };
  assert.equal(scrollToShow(view, { top: 300, bottom: 700 }, 20), 0, "whole already");
  assert.equal(scrollToShow(view, { top: 300, bottom: 900 }, 20), 180, "the lower part comes up");
  assert.equal(scrollToShow(view, { top: 300, bottom: 1300 }, 20), 180, "taller than the view: its top stays");
  assert.equal(scrollToShow(view, { top: 800, bottom: 1300 }, 20), 0, "below the fold: the player looks elsewhere");
  assert.equal(scrollToShow(view, { top: 50, bottom: 900 }, 20), 0, "its top scrolled away: left alone");
});
