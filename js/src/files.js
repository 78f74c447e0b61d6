// @ts-check
/** Saving the game's record to a file the player downloads, and reading a record file they choose. */

/**
 * Why a chosen file is not sent to the kernel (too large), or null when it may be.
 * @param {{size: number}} file
 * @param {number} maxBytes
 * @returns {string | null}
 */
export function fileTooLarge(file, maxBytes) {
  return file.size > maxBytes ? `the file is larger than ${maxBytes} bytes (${file.size})` : null;
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
