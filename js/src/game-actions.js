// @ts-check
/**
 * The Game menu's actions (restart, copy the code, save and open a record) and the statistics reset:
 * requests whose answers come back as reply messages, told to the player in the message line.
 */
import { download, fileTooLarge } from "./files.js";

/** @typedef {import("./protocol.js").Reply} Reply */
/** @typedef {import("./protocol.js").RequestKind} RequestKind */

/**
 * What the actions need from the view.
 * @typedef {object} ActionHost
 * @property {() => boolean} isStatic the view is a saved picture: nothing is sent
 * @property {() => string | null} code the game code shown, if any
 * @property {(kind: RequestKind, fields?: Record<string, unknown>) => string} request sends; returns the id
 * @property {(text: string, isRefusal?: boolean) => void} say
 * @property {() => void} closePanels
 */

export class GameActions {
  /**
   * @param {import("./labels.js").Labels} labels
   * @param {number} maxRecordBytes the largest record file the page sends
   * @param {ActionHost} host
   */
  constructor(labels, maxRecordBytes, host) {
    this.labels = labels;
    this.maxRecordBytes = maxRecordBytes;
    this.host = host;
    /** @type {Map<string, string>} requests waiting for their answer, and their kinds */
    this.waiting = new Map();
  }

  /**
   * @param {RequestKind} kind
   * @param {Record<string, unknown>} [fields]
   */
  send(kind, fields = {}) {
    if (this.host.isStatic()) return;
    this.waiting.set(this.host.request(kind, fields), kind);
  }

  /**
   * Tell the player how one of these requests went; ``false`` if the reply is not for an action.
   * @param {Reply} msg
   */
  answered(msg) {
    const kind = this.waiting.get(msg.id);
    if (!kind) return false;
    this.waiting.delete(msg.id);
    const L = this.labels;
    if (msg.status !== "done") this.host.say(msg.message || msg.reason || msg.status, true); // Python's whole sentence
    else if (kind === "get_record" && typeof msg.record === "string") {
      const name = msg.name || "game.json";
      download(name, msg.record);
      this.host.say(L.format("saved_as", { name })); // where it went, in the player's words
    }
    else if (kind === "open_record") this.host.say(L.text("opened"));
    return true;
  }

  /** @param {File} file a record file the player chose */
  openFile(file) {
    const L = this.labels;
    const failed = (/** @type {string} */ error) => this.host.say(L.format("open_failed", { error }), true);
    if (fileTooLarge(file, this.maxRecordBytes)) {
      failed(L.format("file_too_large", { limit: this.maxRecordBytes, size: file.size }));
      return;
    }
    file.text().then(
      (text) => this.send("open_record", { text }),
      () => failed(L.text("file_unreadable")),
    );
  }

  restart() {
    if (this.host.isStatic() || !this.host.code()) return;
    this.host.closePanels();
    this.send("restart");
  }

  copyCode() {
    const code = this.host.code();
    if (!code) return;
    const L = this.labels;
    const fallback = () => this.host.say(L.text("copy_failed"));
    try {
      navigator.clipboard.writeText(code).then(() => this.host.say(L.format("copied", { code })), fallback);
    } catch {
      fallback();
    }
  }
}
