/** src/cli/terminalText.ts: control characters never reach the terminal raw. */
import { describe, expect, it } from "vitest";
import { showControls } from "../../src/cli/terminalText";

describe("showControls", () => {
  it("escapes C0 controls but the line feed, DEL and C1 controls as \\u00XX", () => {
    expect(showControls("Лис\u001b[2J\u0007")).toBe("Лис\\u001b[2J\\u0007");
    expect(showControls("a\tb\rc\u0000")).toBe("a\\u0009b\\u000dc\\u0000");
    expect(showControls("x\u007fy\u009bz\u0085")).toBe("x\\u007fy\\u009bz\\u0085");
    expect(showControls("line\nnext")).toBe("line\nnext");
  });
  it("leaves other text alone: Cyrillic, ё, signs, emoji, a backslash", () => {
    expect(showControls("Алёна «№1» — 🙂 \\ ok")).toBe("Алёна «№1» — 🙂 \\ ok");
  });
  it("keeps JSON valid and meaning the same text", () => {
    const json = JSON.stringify({ player: "a\u001bb\u009bc\u007f" });
    expect(JSON.parse(showControls(json))).toEqual({ player: "a\u001bb\u009bc\u007f" });
  });
});
