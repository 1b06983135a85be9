/**
 * The fake must behave like Sheets where the shell depends on it, or the other tests prove nothing.
 */
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import {
  callServer,
  createFakeEnvironment,
  installInContext,
  midnightIn,
  parseTyped,
  sheetSnapshot,
  toContext,
} from "../fakes/spreadsheet";

describe("fake spreadsheet: typing semantics of setValues", () => {
  const ru = (text: string) => parseTyped(text, "ru_RU", "Europe/Moscow");
  const en = (text: string) => parseTyped(text, "en_US", "America/New_York");

  it("turns formulas, signed numbers, booleans and dates into what Sheets stores", () => {
    expect(ru('=IMPORTXML("http://x")')).toEqual({
      value: "#ERROR!",
      formula: '=IMPORTXML("http://x")',
    });
    expect(ru("+1").value).toBe(1);
    expect(ru("-1").value).toBe(-1);
    expect(ru(" 12 ").value).toBe(12);
    expect(ru("1,5").value).toBe(1.5);
    expect(en("1,234.5").value).toBe(1234.5);
    expect(ru("50%").value).toBe(0.5);
    expect(ru("TRUE").value).toBe(true);
    expect(ru("ложь").value).toBe(false);
    expect(ru("2026-11-29").value).toEqual({ epochMs: Date.UTC(2026, 10, 28, 21) });
    expect(ru("29.11.2026").value).toEqual({ epochMs: Date.UTC(2026, 10, 28, 21) });
    expect(en("11/29/2026").value).toEqual({
      epochMs: midnightIn(2026, 11, 29, "America/New_York"),
    });
  });

  it("keeps an apostrophe-escaped string as the literal rest, and plain words as they are", () => {
    expect(ru("'=1+1")).toEqual({ value: "=1+1" });
    expect(ru("'+1")).toEqual({ value: "+1" });
    expect(ru("''quoted")).toEqual({ value: "'quoted" });
    expect(ru("@x")).toEqual({ value: "@x" });
    expect(ru("Алёна")).toEqual({ value: "Алёна" });
    expect(ru("2026-02-30")).toEqual({ value: "2026-02-30" });
  });
});

describe("fake spreadsheet: grid, ranges and counting", () => {
  it("reads A1 and open ranges, refuses ranges outside the grid, counts every call", () => {
    const env = createFakeEnvironment();
    const sheet = env.spreadsheet.insertSheet("S");
    sheet.getRange("A1:C2").setValues([
      ["a", "+1", "=A1"],
      [true, 2, ""],
    ]);
    expect(sheet.getRange("A:C").getNumRows()).toBe(1000);
    expect(sheet.getRange("A2:L").getA1Notation()).toBe("A2:L1000");
    expect(sheet.getDataRange().getValues()).toEqual([
      ["a", 1, "a"],
      [true, 2, ""],
    ]);
    expect(sheet.getRange(1, 1, 1, 3).getFormulas()).toEqual([["", "", "=A1"]]);
    expect(sheet.getLastRow()).toBe(2);
    expect(sheet.getLastColumn()).toBe(3);
    expect(() => sheet.getRange(1000, 1, 2, 1)).toThrow(/outside the dimensions/);
    expect(() => sheet.getRange(1, 1, 2, 2).setValues([["x", "y"]])).toThrow(/number of rows/);
    expect(env.calls.count("Range.setValues", "S")).toBe(2);
    expect(env.calls.valuesReads("S")).toBe(2);
    expect(env.calls.total()).toBeGreaterThan(10);
  });

  it("moves values and formats with inserted and deleted rows, and refuses to delete every row", () => {
    const env = createFakeEnvironment();
    const sheet = env.spreadsheet.insertSheet("S");
    sheet.setFrozenRows(1);
    sheet.getRange("A1:A3").setValues([["h"], ["x"], ["y"]]);
    sheet.getRange("A2").setBackground("#ff0000");
    sheet.insertRowsAfter(2, 2);
    expect(sheet.maxRows).toBe(1002);
    expect(sheet.table()).toEqual([["h"], ["x"], [""], [""], ["y"]]);
    expect(sheet.format(3, 1).background).toBe("#ff0000");
    sheet.deleteRows(3, 2);
    expect(sheet.table()).toEqual([["h"], ["x"], ["y"]]);
    expect(() => sheet.deleteRows(2, 999)).toThrow(/non-frozen/);
  });

  it("throws on demand before changing anything, and runs hooks before calls", () => {
    const env = createFakeEnvironment();
    const sheet = env.spreadsheet.insertSheet("S");
    sheet.getRange("A1").setValue("keep");
    const before = sheetSnapshot(sheet);
    env.failOn("Range.setValues", 2);
    sheet.getRange("B1").setValues([["first"]]);
    expect(() => sheet.getRange("A1").setValues([["lost"]])).toThrow(/injected/);
    expect(sheet.value(1, 1)).toBe("keep");
    expect(sheetSnapshot(sheet)).not.toBe(before);
    const seen: string[] = [];
    env.onCall("Range.getValues", (call) => seen.push(call.a1 ?? ""));
    sheet.getRange("A1:B1").getValues();
    expect(seen).toEqual(["A1:B1"]);
  });

  it("gives the document lock to one execution at a time", async () => {
    const env = createFakeEnvironment();
    const lockService = env.globals.LockService as {
      getDocumentLock(): {
        waitLock(ms: number): void;
        tryLock(ms: number): boolean;
        releaseLock(): void;
      };
    };
    const a = lockService.getDocumentLock();
    const b = lockService.getDocumentLock();
    a.waitLock(1000);
    expect(b.tryLock(1000)).toBe(false);
    expect(() => b.waitLock(1000)).toThrow(/Lock timeout/);
    const waiting = env.lock.acquireAsync(b as never, 1000);
    a.releaseLock();
    await expect(waiting).resolves.toBe(true);
    expect(env.lock.holder).toBe(b);
    expect(env.lock.contended).toBe(3);
  });

  it("refuses the document in AuthMode.NONE but still builds menus", () => {
    const env = createFakeEnvironment();
    env.setAuthMode("NONE");
    const app = env.globals.SpreadsheetApp as {
      getActive(): unknown;
      getUi(): { createAddonMenu(): { addItem(a: string, b: string): { addToUi(): void } } };
    };
    expect(() => app.getActive()).toThrow(/permission/);
    app.getUi().createAddonMenu().addItem("x", "f").addToUi();
    expect(env.ui.menus).toHaveLength(1);
  });

  it("returns arrays and Dates of the calling vm realm, and bridges calls like google.script.run", () => {
    const env = createFakeEnvironment();
    const context = vm.createContext({});
    installInContext(context, env);
    env.spreadsheet
      .insertSheet("S")
      .getRange("A1:B1")
      .setValues([["2026-11-29", 1]]);
    vm.runInContext(
      "var got = SpreadsheetApp.getActive().getSheetByName('S').getDataRange().getValues();",
      context,
    );
    expect(
      vm.runInContext(
        "got instanceof Array && got[0] instanceof Array && got[0][0] instanceof Date",
        context,
      ),
    ).toBe(true);
    const isArray = vm.runInContext("x => x instanceof Array", context) as (x: unknown) => boolean;
    expect(isArray(toContext(context, [1]))).toBe(true);
    vm.runInContext(
      "function echo(v) { return { v: v, d: new Date(0) }; } function boom() { throw new Error('nope'); }",
      context,
    );
    vm.runInContext("function plain(v) { return { v: v }; }", context);
    expect(callServer(context as never, "plain", { a: [1] })).toEqual({
      ok: true,
      value: { v: { a: [1] } },
    });
    expect(callServer(context as never, "echo", 1)).toEqual({
      ok: false,
      message: "Illegal value in the result of echo: Date",
    });
    expect(callServer(context as never, "boom")).toEqual({ ok: false, message: "nope" });
  });
});

describe("fake spreadsheet: a TextFinder's regular expression", () => {
  it("is refused where RE2, which Sheets uses, lacks what JavaScript has", () => {
    const env = createFakeEnvironment();
    const sheet = env.spreadsheet.insertSheet("Поиск");
    sheet.getRange("A1:A3").setValues([["12"], ["1\u00a0200"], ["x"]]);
    const find = (pattern: string) =>
      sheet.getRange("A1:A3").createTextFinder(pattern).useRegularExpression(true).findAll();
    expect(find("^1[\u00a0 ]?2").map((cell) => cell.getA1Notation())).toEqual(["A1", "A2"]);
    for (const pattern of ["^1[\\u00a0 ]?2", "^1(?=2)", "^(?!x)", "(?<=1)2", "(1)\\1", "\\k<a>"])
      expect(() => find(pattern), pattern).toThrow(/RE2/);
  });
});
