/**
 * dist/Code.js as a developer reads it from a stack trace in the Apps Script log: the entry's
 * functions under their own names, and a line number that points at the statement that threw.
 */
import { readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { loadBundle } from "./sheetsContext";

const code = readFileSync("dist/Code.js", "utf8");
const lines = code.split("\n");
const exported = [
  ...readFileSync("src/main.ts", "utf8").matchAll(/^export function (\w+)\(/gm),
].map((match) => match[1]!);
/** The names of the file's top-level function declarations, as its syntax tree has them. */
const topLevel = ts
  .createSourceFile("Code.js", code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS)
  .statements.filter(ts.isFunctionDeclaration)
  .map((declaration) => declaration.name?.text);

/** The line of Code.js named by the first frame of a stack trace that is in Code.js. */
function thrownAt(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    const stack = String(((error as Error).cause as Error).stack);
    const line = /\(Code\.js:(\d+):\d+\)/.exec(stack)?.[1];
    expect(line, stack).toBeDefined();
    return lines[Number(line) - 1]!;
  }
  throw new Error("expected the call to throw");
}

describe("dist/Code.js, read from a stack trace", () => {
  it("declares each function of src/main.ts once, at the top level, under its own name", () => {
    expect(exported).toEqual(expect.arrayContaining(["onOpen", "checkProtocol", "MAFIA_STATS"]));
    for (const name of exported) {
      expect(
        topLevel.filter((declared) => declared === name),
        name,
      ).toHaveLength(1);
      // esbuild numbers a name that two modules of one scope declare: `onOpen2`.
      expect(code, name).not.toMatch(new RegExp(`\\b${name}\\d+\\b`));
    }
  });

  it("points each error's line number at the statement that threw", () => {
    const sheets = loadBundle();
    const header = ["Игра", "Место", "Игрок", "Победили"];
    const missingColumn = thrownAt(() => sheets.call("MAFIA_STANDINGS", [header]));
    const badRules = thrownAt(() => sheets.call("MAFIA_STANDINGS", [header], "Лига"));
    expect(missingColumn).toMatch(/^\s*throw /);
    expect(badRules).toMatch(/^\s*throw /);
  });
});
