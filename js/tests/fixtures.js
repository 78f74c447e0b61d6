// @ts-check
/** Shared test data: the constant block and the labels exactly as Python sends them (tests keep them in step). */
import { readFileSync } from "node:fs";
import { tableFrom } from "../src/table.js";

/** @type {import("../src/protocol.js").Constants} */
export const CONSTANTS = JSON.parse(readFileSync(new URL("./constants.json", import.meta.url), "utf8"));
export const TABLE = tableFrom(CONSTANTS);

/**
 * The labels Python sends: English (labels.json, tests/test_i18n.py keeps it in step), or those of
 * the JSON file named by RSOL_LABELS (the pseudo-locale test runs these tests with its own language).
 * @type {Record<string, any>}
 */
export const LABELS = JSON.parse(readFileSync(process.env.RSOL_LABELS || new URL("./labels.json", import.meta.url), "utf8"));
