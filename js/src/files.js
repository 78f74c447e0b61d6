// @ts-check
/** Saving the game's record to a file the player downloads, and reading a record file they choose. */

/**
 * Whether a chosen file is too large to send to the kernel.
 * @param {{size: number}} file
 * @param {number} maxBytes
 * @returns {boolean}
 */
export function fileTooLarge(file, maxBytes) {
  return file.size > maxBytes;
}

/**
 * A safe file name for a download: letters, digits, dot, dash and underscore only.
 * @param {string | undefined} name
 */
export function downloadName(name) {
  const clean = (name || "game.json").replace(/[^A-Za-z0-9._-]+/g, "_");
  return clean.endsWith(".json") ? clean : `${clean}.json`;
}

/**
 * Offer `text` as a file download.
 * @param {string} name
 * @param {string} text
 */
export function download(name, text) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = downloadName(name);
  a.style.display = "none";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
