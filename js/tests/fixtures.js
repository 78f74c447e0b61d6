// @ts-check
/**
 * Shared test data: the constant block and the labels exactly as Python sends them, derived from the
 * package when the tests run (nothing committed to keep in step). `npm test` writes them first (its
 * pretest runs this file: `python tools/regenerate.py --fixtures js/tests/fixtures.json`); a test run
 * without it writes them when the file is missing. RSOL_FIXTURES names another such file (the Python
 * suite writes its own), RSOL_LABELS another language's labels (the pseudo-locale test), RSOL_PYTHON
 * the Python to ask (else the checkout's .venv, else python3).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { tableFrom } from "../src/table.js";

const MADE = fileURLToPath(new URL("./fixtures.json", import.meta.url));
const VENV = fileURLToPath(new URL("../../.venv/bin/python", import.meta.url));
const REGENERATE = fileURLToPath(new URL("../../tools/regenerate.py", import.meta.url));

/** Ask Python for the data (written to `path`). @param {string} path */
function write(path) {
  const python = process.env.RSOL_PYTHON || (existsSync(VENV) ? VENV : "python3");
  execFileSync(python, [REGENERATE, "--fixtures", path], { stdio: ["ignore", "inherit", "inherit"] });
}

/** @returns {{constants: import("../src/protocol.js").Constants, labels: Record<string, any>}} */
function derived() {
  const named = process.env.RSOL_FIXTURES;
  if (!named && !existsSync(MADE)) write(MADE);
  return JSON.parse(readFileSync(named || MADE, "utf8"));
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) write(MADE); // `npm test`'s pretest: fresh data for this run

const DATA = derived();

/** @type {import("../src/protocol.js").Constants} */
export const CONSTANTS = DATA.constants;
export const TABLE = tableFrom(CONSTANTS);

/**
 * The labels Python sends: English, or those of the JSON file named by RSOL_LABELS (the
 * pseudo-locale test runs these tests with its own language).
 * @type {Record<string, any>}
 */
export const LABELS = process.env.RSOL_LABELS ? JSON.parse(readFileSync(process.env.RSOL_LABELS, "utf8")) : DATA.labels;
