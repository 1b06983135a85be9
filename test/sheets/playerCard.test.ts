/**
 * The player card's server side (issue 15): `showPlayerCard` and `playerCard(name)` of the real
 * dist/Code.js on the Sheets fake. The card's figures are the engine's own for the same table
 * (statistics → statsRecord, playerGames, the rating's history), rounded as MAFIA_STATS hands
 * them out; the dates are the rows' days in the spreadsheet's time zone.
 */
import { describe, expect, it } from "vitest";
import {
  awardsOf,
  CLUB_SYSTEM,
  decideAwards,
  evaluate,
  FIIM_SYSTEM,
  normalizeText,
  playerGames,
  rounded,
  roundedRating,
  statistics,
  statsRecord,
  type ScoringSystem,
} from "../../src/engine";
import type { GamePayload } from "../../src/protocol/gamePayload";
import {
  parsePlayersBoot,
  PLAYERS_ATTRIBUTE,
  PLAYERS_ELEMENT_ID,
  STATS_KEYS,
  type PlayerCard,
  type PlayerCardBoot,
} from "../../src/protocol/playerCard";
import { callServer, type ServerReply } from "../fakes/spreadsheet";
import { NAMES, tournament, validGame, type Tournament } from "./helpers";

const value = <T>(reply: ServerReply): T => {
  if (!reply.ok) throw new Error(`expected success, got: ${reply.message}`);
  return reply.value as T;
};
const message = (reply: ServerReply): string => {
  if (reply.ok) throw new Error(`expected a refusal, got ${JSON.stringify(reply.value)}`);
  return reply.message;
};
const card = (t: Tournament, name: unknown): ServerReply => callServer(t.ctx, "playerCard", name);

/** The card the engine makes of the Games sheet's values under `system`, by hand from its parts. */
function engineCard(t: Tournament, name: string, system: ScoringSystem = CLUB_SYSTEM) {
  const values = t.games.table();
  const evaluation = evaluate(values, { system });
  const key = normalizeText(name);
  const player = statistics(evaluation, "all").players.find((p) => p.key === key);
  if (!player) throw new Error(`no player ${name}`);
  return {
    stats: statsRecord(player),
    games: playerGames(evaluation, key).map((g) => ({
      game: g.game,
      stage: g.stage,
      seat: g.seat,
      role: g.role,
      won: g.won,
      points: rounded(g.points),
    })),
    ratingHistory: player.rating.history.map(roundedRating),
    awards: awardsOf(decideAwards(evaluation), key),
  };
}

/** The games of `payloads` a player sat in, newest first, with the date the judge typed. */
function gamesOf(payloads: readonly GamePayload[], name: string): { game: string; date: string }[] {
  return payloads
    .filter((p) => p.seats.some((s) => s.player === name))
    .map((p) => ({ game: p.game ?? "", date: p.date ?? "" }))
    .reverse();
}

/** The boot data showPlayerCard appended to the page. */
function bootOf(html: string): PlayerCardBoot {
  const match = new RegExp(
    `<div id="${PLAYERS_ELEMENT_ID}" ${PLAYERS_ATTRIBUTE}="([^"]*)" hidden></div>`,
  ).exec(html);
  if (!match) throw new Error("no players element");
  const unescaped = (match[1] ?? "").replace(/&#(\d+);/g, (_, code: string) =>
    String.fromCharCode(Number(code)),
  );
  return parsePlayersBoot(unescaped);
}

function openCard(t: Tournament): { html: string; title: string } {
  t.env.htmlFiles.set("PlayerCard", "<!doctype html><title>PlayerCard</title>");
  const before = t.env.ui.sidebars.length;
  t.ctx.showPlayerCard();
  const shown = t.env.ui.sidebars[before];
  if (!shown) throw new Error(`no sidebar: ${t.env.ui.alerts.at(-1)?.prompt ?? ""}`);
  expect(shown.file).toBe("PlayerCard");
  return { html: shown.content, title: shown.title };
}

describe("playerCard", () => {
  it("gives each player the engine's row, games newest first and rating history, rounded as MAFIA_STATS", () => {
    const t = tournament(13);
    const payloads = Array.from({ length: 13 }, (_, i) => validGame(i + 1));
    for (const name of NAMES) {
      const got = value<PlayerCard>(card(t, name));
      const expected = engineCard(t, name);
      // The row: every column of the players view,
      // "" exactly where MAFIA_STATS leaves a cell empty.
      expect(Object.keys(got.stats)).toEqual([...STATS_KEYS]);
      expect(got.stats).toEqual(expected.stats);
      expect(got.games).toEqual(
        expected.games.map((g, i) => ({ ...g, date: gamesOf(payloads, name)[i]?.date })),
      );
      expect(got.games.map((g) => g.game)).toEqual(gamesOf(payloads, name).map((g) => g.game));
      expect(got.ratingHistory).toEqual(expected.ratingHistory);
      expect(got.ratingHistory).toHaveLength(got.games.length);
      expect(got.ratingHistory.at(-1)).toBe(got.stats.rating);
      expect(got.stats.games).toBe(got.games.length);
      expect(got.awards).toEqual(expected.awards);
    }
    // Someone holds a nomination, and the seven are held by at most seven players.
    const held = NAMES.flatMap((name) => value<PlayerCard>(card(t, name)).awards);
    expect(held.length).toBeGreaterThan(0);
    expect(new Set(held).size).toBe(held.length);
  });

  it('rounds as the players view: percentages to 1 decimal, ratings to 2, points to 4; an empty cell is ""', () => {
    const t = tournament(7);
    const got = value<PlayerCard>(card(t, "Алёна"));
    const decimals = (n: number): number => (String(n).split(".")[1] ?? "").length;
    for (const key of STATS_KEYS) {
      const figure = got.stats[key];
      if (key === "player") continue;
      expect(typeof figure === "number" || figure === "").toBe(true);
      if (typeof figure !== "number") continue;
      if (key.endsWith("Percent") || key === "bestMoveAccuracy")
        expect(decimals(figure)).toBeLessThanOrEqual(1);
      else if (key === "rating") expect(decimals(figure)).toBeLessThanOrEqual(2);
      else expect(decimals(figure)).toBeLessThanOrEqual(4);
    }
    for (const rating of got.ratingHistory) expect(decimals(rating)).toBeLessThanOrEqual(2);
    for (const game of got.games) expect(decimals(game.points)).toBeLessThanOrEqual(4);
    // A role never played: games 0, wins 0, no win % (an empty cell, not 0).
    const never = (["civilian", "sheriff", "mafia", "don"] as const).find(
      (role) => got.stats[`${role}Games`] === 0,
    );
    expect(never).toBeDefined();
    expect(got.stats[`${never!}WinPercent`]).toBe("");
  });

  it.each(["Europe/Moscow", "America/Los_Angeles", "Pacific/Kiritimati", "UTC"])(
    "dates are the days the judges typed, read in the spreadsheet's time zone (%s)",
    (timeZone) => {
      const t = tournament(0, { timeZone, scriptTimeZone: "Asia/Tokyo" });
      const payloads = [
        validGame(1, { date: "2026-01-01" }),
        validGame(2, { date: "2026-12-31" }),
        validGame(4),
      ];
      // No date: the key is dropped on the way, as JSON drops undefined.
      const undated: GamePayload = { ...validGame(5), date: undefined };
      payloads.push(undated);
      for (const p of payloads) value(callServer(t.ctx, "saveGame", p));
      for (const name of NAMES) {
        const mine = gamesOf(payloads, name);
        if (mine.length === 0) continue;
        expect(
          value<PlayerCard>(card(t, name)).games.map((g) => ({ game: g.game, date: g.date })),
        ).toEqual(mine);
      }
      // A game without a date: "".
      const undatedPlayer = undated.seats[0]!.player;
      expect(value<PlayerCard>(card(t, undatedPlayer)).games[0]).toMatchObject({
        game: "5",
        date: "",
      });
    },
  );

  it("finds a player as the engine does (case, spaces, ё/е) and names them as the standings do", () => {
    const t = tournament(4);
    const got = value<PlayerCard>(card(t, "  АЛЕНА "));
    expect(got.stats.player).toBe("Алёна");
    expect(got).toEqual(value<PlayerCard>(card(t, "Алёна")));
  });

  it("follows the Rules sheet: its system's points and a hidden final left out, as the standings", () => {
    const t = tournament(0);
    const final = validGame(7, { stage: "final" });
    // One finalist plays nothing but the final.
    const payloads = [
      ...Array.from({ length: 6 }, (_, i) => validGame(i + 1)),
      { ...final, seats: final.seats.map((s, i) => (i === 1 ? { ...s, player: "Финалист" } : s)) },
    ];
    for (const p of payloads) value(callServer(t.ctx, "saveGame", p));
    const finalist = final.seats[0]!.player;
    expect(bootOf(openCard(t).html).players).toContain("Финалист");

    // The final counts while it is shown, under «Клуб».
    const shown = value<PlayerCard>(card(t, finalist));
    expect(shown.games[0]).toMatchObject({ game: "7", stage: "final" });
    expect(shown).toMatchObject({
      stats: engineCard(t, finalist).stats,
      ratingHistory: engineCard(t, finalist).ratingHistory,
    });

    // «ФИИМ» and «Скрыть финал: да» on the Rules sheet.
    const rules = t.env.spreadsheet.sheet("Правила");
    const rows = rules.table().map((row) => String(row[0]));
    rules.getRange(rows.indexOf("Система") + 1, 2).setValue("ФИИМ");
    rules.getRange(rows.indexOf("Скрыть финал") + 1, 2).setValue("да");
    const hidden = value<PlayerCard>(card(t, finalist));
    const system = { ...FIIM_SYSTEM, hideFinal: true };
    const expected = engineCard(t, finalist, system);
    expect(hidden.games.map((g) => g.game)).not.toContain("7");
    expect(hidden.stats).toEqual(expected.stats);
    expect(hidden.games.map((g) => g.points)).toEqual(expected.games.map((g) => g.points));
    expect(hidden.ratingHistory).toEqual(expected.ratingHistory);
    expect(hidden.stats.games).toBe(Number(shown.stats.games) - 1);
    // A player who played only the hidden final has no card, and is not in the picker's list.
    expect(message(card(t, "Финалист"))).toBe("У игрока «Финалист» нет сыгранных игр в протоколе.");
    expect(bootOf(openCard(t).html).players).not.toContain("Финалист");
  });

  it("a player the standings do not place (too few games) has an empty place, and the rest of the row", () => {
    const t = tournament(6);
    const rules = t.env.spreadsheet.sheet("Правила");
    const rows = rules.table().map((row) => String(row[0]));
    rules.getRange(rows.indexOf("Минимум игр") + 1, 2).setValue(4);
    const system = { ...CLUB_SYSTEM, minGames: 4 };
    const placed = NAMES.map((name) => value<PlayerCard>(card(t, name)));
    const unplaced = placed.filter((c) => Number(c.stats.games) < 4);
    expect(unplaced.length).toBeGreaterThan(0);
    for (const c of unplaced) {
      expect(c.stats.place).toBe("");
      expect(c.stats).toEqual(engineCard(t, c.stats.player, system).stats);
    }
    for (const c of placed.filter((c) => Number(c.stats.games) >= 4))
      expect(typeof c.stats.place).toBe("number");
  });

  it("refuses an unknown player, a blank name, broken games and broken rules, in the user's language", () => {
    const t = tournament(3);
    expect(message(card(t, "Незнакомец"))).toBe(
      "У игрока «Незнакомец» нет сыгранных игр в протоколе.",
    );
    expect(message(card(t, "   "))).toBe("Выберите игрока из списка.");
    expect(message(card(t, null))).toBe("Выберите игрока из списка.");
    expect(message(card(t, { name: "Алёна" }))).toBe("Выберите игрока из списка.");
    expect(message(card(t, "x".repeat(500)))).toBe(
      `У игрока «${"x".repeat(60)}…» нет сыгранных игр в протоколе.`,
    );

    // A finished game with two Sheriffs: no statistics, as there are no standings.
    const sheriff = validGame(2).seats.findIndex((s) => s.role === "sheriff");
    const civilian = validGame(2).seats.findIndex((s) => s.role === "civilian");
    expect(sheriff).toBeGreaterThanOrEqual(0);
    t.games.getRange(12 + civilian, 4).setValue("Шериф");
    const refusal = message(card(t, "Алёна"));
    expect(refusal.split("\n")[0]).toBe("Статистики нет, пока в протоколе есть ошибки:");
    expect(refusal).toMatch(/^• Игра 2/m);
    expect(refusal.split("\n").at(-1)).toBe(
      "Исправьте их на листе игр; «Проверить протокол» в меню покажет все.",
    );
    t.games.getRange(12 + civilian, 4).setValue("Мирный");
    expect(value<PlayerCard>(card(t, "Алёна")).stats.player).toBe("Алёна");

    // Broken rules.
    const rules = t.env.spreadsheet.sheet("Правила");
    const rows = rules.table().map((row) => String(row[0]));
    rules.getRange(rows.indexOf("Победа мирного") + 1, 2).setValue("три");
    expect(message(card(t, "Алёна"))).toContain("Правила, строка");
  });

  it("speaks English in an English spreadsheet", () => {
    const t = tournament(3, { locale: "en_US" });
    expect(value<PlayerCard>(card(t, "Алёна")).stats.player).toBe("Алёна");
    expect(message(card(t, "Nobody"))).toBe("“Nobody” has no finished game in the games table.");
    expect(message(card(t, ""))).toBe("Choose a player from the list.");
    expect(openCard(t).title).toBe("Player card");
  });

  it("without a Games sheet: the card opens with the reason and refuses", () => {
    const t = tournament(0);
    t.env.spreadsheet.deleteSheet(t.games);
    const { html } = openCard(t);
    expect(bootOf(html)).toEqual({
      players: [],
      problem: "Нет листа игр: выберите в меню «Создать листы турнира».",
    });
    expect(message(card(t, "Алёна"))).toBe(
      "Нет листа игр: выберите в меню «Создать листы турнира».",
    );
  });
});

describe("showPlayerCard", () => {
  it("opens the card with one values read of the Games sheet, every player in standings order, the locale and the title", () => {
    const t = tournament(13, { spare: 50 });
    const { html, title } = openCard(t);
    expect(title).toBe("Карточка игрока");
    expect(t.env.calls.valuesReads("Игры")).toBe(1);
    expect(t.env.calls.count("Range.getValues", "Игры")).toBe(1);
    expect(t.env.calls.valuesReads("Правила")).toBe(1);
    expect(t.env.calls.valuesReads()).toBe(2);
    expect(t.env.calls.valuesWrites()).toBe(0);
    // 19 calls in all, whatever the number of games: the sheets found by name and mark, two
    // values reads, the page made and shown.
    expect(t.env.calls.byMethod()).toEqual({
      "SpreadsheetApp.getActive": 1,
      "Spreadsheet.getSpreadsheetLocale": 1,
      "Spreadsheet.getSheetByName": 2,
      "Sheet.getDeveloperMetadata": 2,
      "DeveloperMetadata.getKey": 2,
      "DeveloperMetadata.getValue": 2,
      "Sheet.getSheetId": 2,
      "Sheet.getDataRange": 2,
      "Range.getValues": 2,
      "HtmlService.createHtmlOutputFromFile": 1,
      "SpreadsheetApp.getUi": 1,
      "Ui.showSidebar": 1,
    });
    expect(t.env.calls.total()).toBe(19);
    const standings = evaluate(t.games.table()).standings.map((s) => s.name);
    expect(bootOf(html)).toEqual({ players: standings, problem: null });
    expect([...standings].sort()).toEqual([...NAMES].sort());
    expect(html).toContain('data-locale="ru_RU"');
  });

  it("a card costs one values read of the Games sheet and one of the Rules sheet, a date formatted once per day", () => {
    const t = tournament(40);
    const got = value<PlayerCard>(card(t, "Алёна"));
    expect(t.env.calls.valuesReads("Игры")).toBe(1);
    expect(t.env.calls.valuesReads("Правила")).toBe(1);
    expect(t.env.calls.valuesReads()).toBe(2);
    expect(t.env.calls.valuesWrites()).toBe(0);
    expect(t.env.calls.count("Utilities.formatDate")).toBe(
      new Set(got.games.map((g) => g.date)).size,
    );
  });

  it("costs the same service calls with 13 games as with 130", () => {
    const small = tournament(13);
    openCard(small);
    const large = tournament(130);
    openCard(large);
    expect(large.env.calls.byMethod()).toEqual(small.env.calls.byMethod());
  });

  it("hands over a hostile name escaped: no markup reaches the page", () => {
    const t = tournament(0);
    const hostile = "<img src=x onerror=alert(1)>\"'&";
    const game = validGame(1);
    value(
      callServer(t.ctx, "saveGame", {
        ...game,
        seats: game.seats.map((s, i) => (i === 0 ? { ...s, player: hostile } : s)),
      }),
    );
    const { html } = openCard(t);
    expect(html).not.toContain("<img");
    expect(bootOf(html).players).toContain(hostile);
    expect(value<PlayerCard>(card(t, hostile)).stats.player).toBe(hostile);
  });

  it("opens with the problems listed when the games have errors, and still lists the players", () => {
    const t = tournament(3);
    t.games.getRange(5, 4).setValue("Шериф");
    const boot = bootOf(openCard(t).html);
    expect(boot.players.length).toBeGreaterThan(0);
    expect(boot.problem).toMatch(/^Статистики нет, пока в протоколе есть ошибки:\n• /);
  });
});
