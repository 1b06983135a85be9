/** src/cli/options.ts: the nearest valid option to a mistyped one. */
import { describe, expect, it } from "vitest";
import { nearestOption, type OptionsConfig } from "../../src/cli/options";

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
