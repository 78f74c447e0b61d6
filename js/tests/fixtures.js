// @ts-check
/** Shared test data: the constant block exactly as Python sends it (tests/test_protocol.py keeps it in step). */
import { readFileSync } from "node:fs";
import { tableFrom } from "../src/table.js";

/** @type {import("../src/protocol.js").Constants} */
export const CONSTANTS = JSON.parse(readFileSync(new URL("./constants.json", import.meta.url), "utf8"));
export const TABLE = tableFrom(CONSTANTS);
