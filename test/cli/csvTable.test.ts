/** src/cli/csvTable.ts: the rows with data and the file line each starts on. */
import { describe, expect, it } from "vitest";
import { MAX_ROWS, readCsvTable } from "../../src/cli/csvTable";

function read(text: string) {
  const result = readCsvTable(text);
  if (!result.ok) throw new Error(`not read: ${result.reason}`);
  return result.table;
}

describe("readCsvTable", () => {
  it("drops blank lines and lines of bare commas, and says where each row starts", () => {
    expect(read("a,b\n\n1,2\n,\n\n3,4")).toEqual({
      rows: [
        ["a", "b"],
        ["1", "2"],
        ["3", "4"],
      ],
      lines: [1, 3, 6],
    });
  });

  it("a quoted cell with line breaks: the next rows keep their file lines (LF, CRLF, CR)", () => {
    expect(read('a,b\n"x\ny",1\n2,3\n')).toEqual({
      rows: [
        ["a", "b"],
        ["x\ny", "1"],
        ["2", "3"],
      ],
      lines: [1, 2, 4],
    });
    expect(read('a,b\r\n"x\r\n\r\ny",1\r\n\r\n2,3\r\n')).toEqual({
      rows: [
        ["a", "b"],
        ["x\r\n\r\ny", "1"],
        ["2", "3"],
      ],
      lines: [1, 2, 6],
    });
    expect(read("a\r1\r\r2\r")).toEqual({ rows: [["a"], ["1"], ["2"]], lines: [1, 2, 4] });
    // Line ends mixed in one file (rows pasted from elsewhere): each is a line end, none is data.
    expect(read("a\n1\r\n2\r3")).toEqual({
      rows: [["a"], ["1"], ["2"], ["3"]],
      lines: [1, 2, 3, 4],
    });
  });

  it("semicolons and tabs when the header line has more of them than commas", () => {
    expect(read("a;b,c;d\n1;2,5;3\n").rows).toEqual([
      ["a", "b,c", "d"],
      ["1", "2,5", "3"],
    ]);
    expect(read("a\tb\n1\t2\n").rows).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    // A list of points in a quoted cell: its semicolons are the cell's, the commas separate.
    expect(read('Серия: очки за места,"25; 18; 15"\nСерия: лучших турниров,2\n').rows).toEqual([
      ["Серия: очки за места", "25; 18; 15"],
      ["Серия: лучших турниров", "2"],
    ]);
  });

  it("refuses more rows than any tournament, naming the first line past the limit", () => {
    const text = "1\n\n".repeat(MAX_ROWS + 5);
    expect(readCsvTable(text)).toEqual({
      ok: false,
      reason: "too-many-rows",
      line: 2 * MAX_ROWS + 1,
    });
    expect(readCsvTable("1\n".repeat(MAX_ROWS)).ok).toBe(true);
  });

  it("refuses what is not CSV", () => {
    expect(readCsvTable('a,"b\n1,2\n')).toMatchObject({ ok: false, reason: "not-csv" });
  });
});
