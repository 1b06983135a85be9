/**
 * User text reaches a terminal only through here. A cell holding ESC or BEL (pasted from a chat,
 * or planted) would otherwise recolour, retitle or clear the judge's terminal when the standings,
 * the CSV or an error message naming it is printed. Every C0 control except the line feed our
 * own output is made of, DEL and every C1 control is shown as a JSON-style `\u001b` escape:
 * readable in a table or a message, and inside `--format json` exactly the escape JSON itself
 * uses, so that output stays valid JSON meaning the same text.
 */
const CONTROLS = /[\x00-\x09\x0b-\x1f\x7f-\x9f]/g;

export function showControls(text: string): string {
  return text.replace(CONTROLS, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
