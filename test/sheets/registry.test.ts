/**
 * The add-on's registry (one entry of the spreadsheet's developer metadata) is a shortcut, the
 * sheets' own marks the proof: a spreadsheet from before it, or one whose registry was lost or
 * names a sheet that is gone, is refreshed as well, and the registry made again.
 */
import { describe, expect, it } from "vitest";
import { fireEdit, standingsRows, topLine, tournament, type Tournament } from "./helpers";

const REGISTRY = "mafia-standings.registry";

function dropRegistry(t: Tournament): void {
  const metadata = t.env.spreadsheet.metadata;
  for (let i = metadata.length - 1; i >= 0; i--)
    if (metadata[i]?.key === REGISTRY) metadata.splice(i, 1);
}

function registryText(t: Tournament): string | null | undefined {
  return t.env.spreadsheet.metadata.find((m) => m.key === REGISTRY)?.value;
}

describe("the add-on's registry", () => {
  it("is made again from the marks when missing, and then spares the calls", () => {
    const t = tournament(12);
    const standings = standingsRows(t);
    const sheets = t.env.spreadsheet.sheetNames();
    const charts = t.env.spreadsheet.sheet("Статистика").charts.map((c) => c.id);
    dropRegistry(t);
    t.env.calls.reset();
    fireEdit(t, t.games, "C2");
    const first = t.env.calls.total();
    expect(registryText(t)).toMatch(/"games":\d+/);
    expect(standingsRows(t)).toEqual(standings);
    expect(topLine(t)).toMatch(/^Таблица обновлена после игры 12 — /);
    expect(t.env.spreadsheet.sheetNames()).toEqual(sheets);
    expect(t.env.spreadsheet.sheet("Статистика").charts.map((c) => c.id)).toEqual(charts);
    t.env.calls.reset();
    fireEdit(t, t.games, "C2");
    expect(t.env.calls.total()).toBeLessThan(first);
    expect(t.env.calls.total()).toBeLessThanOrEqual(50);
  });

  it("blanks a part of the statistics that shrank even when the heights it kept are lost", () => {
    const t = tournament(20);
    const statistics = t.env.spreadsheet.sheet("Статистика");
    // The rating's history: a header and a row a game, from AM22.
    expect(statistics.value(22 + 20, 39)).toBe(20);
    dropRegistry(t);
    t.games.deleteRows(102, 100);
    fireEdit(t, t.games, "C2");
    expect(statistics.value(22 + 10, 39)).toBe(10);
    expect(statistics.value(22 + 11, 39)).toBe("");
    expect(statistics.value(22 + 20, 39)).toBe("");
  });

  it("names a sheet that is gone: the sheet of that kind is found by its mark", () => {
    const t = tournament(6);
    const before = registryText(t) ?? "";
    const games = t.games;
    // A registry from another spreadsheet's copy, say: the ids it names are no sheets here.
    const registry = t.env.spreadsheet.metadata.find((m) => m.key === REGISTRY);
    registry?.setValue(before.replace(/"games":\d+/, '"games":987654'));
    games.getRange("C2").setValue("Новичок");
    fireEdit(t, games, "C2");
    expect(standingsRows(t).map((row) => row[1])).toContain("Новичок");
    expect(registryText(t)).toMatch(new RegExp(`"games":${games.id}`));
  });
});
