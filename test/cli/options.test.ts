/** src/cli/options.ts: the nearest valid option to a mistyped one. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { editDistance, nearestOption, type OptionsConfig } from "../../src/cli/options";

const OPTIONS: OptionsConfig = {
  format: { type: "string", short: "f" },
  rules: { type: "string", short: "r" },
  players: { type: "string", short: "p" },
  points: { type: "boolean" },
  view: { type: "string" },
};

describe("nearestOption", () => {
  it("a letter missing, extra, swapped or in the wrong case", () => {
    expect(nearestOption("--rule", OPTIONS)).toBe("--rules");
    expect(nearestOption("--formatt", OPTIONS)).toBe("--format");
    expect(nearestOption("--veiw", OPTIONS)).toBe("--view");
    expect(nearestOption("--Rules", OPTIONS)).toBe("--rules");
    expect(nearestOption("--player", OPTIONS)).toBe("--players");
  });

  it("the one option a prefix starts; none when two start it or nothing is near", () => {
    expect(nearestOption("--form", OPTIONS)).toBe("--format");
    expect(nearestOption("--colour", OPTIONS)).toBeUndefined();
    expect(nearestOption("--sedd", OPTIONS)).toBeUndefined();
  });

  it("a short flag: the same letter in the other case, the one long name with its letter, or nothing", () => {
    expect(nearestOption("-F", OPTIONS)).toBe("-f");
    expect(nearestOption("-v", OPTIONS)).toBe("--view");
    expect(nearestOption("-x", OPTIONS)).toBeUndefined();
    // Two long names start with p, and -p is --players already.
    expect(nearestOption("-P", OPTIONS)).toBe("-p");
  });
});

describe("editDistance", () => {
  const word = fc.string({ maxLength: 8 });

  it("is 0 exactly for equal words, symmetric, and at most the longer length", () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        const d = editDistance(a, b);
        expect(d === 0).toBe(a === b);
        expect(editDistance(b, a)).toBe(d);
        expect(d).toBeLessThanOrEqual(Math.max(a.length, b.length));
      }),
    );
  });

  it("one edit away is distance 1", () => {
    expect(editDistance("rules", "rule")).toBe(1);
    expect(editDistance("view", "vie w")).toBe(1);
    expect(editDistance("format", "formot")).toBe(1);
  });
});
