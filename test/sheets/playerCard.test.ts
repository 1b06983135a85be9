/**
 * The player card's server side (issue 15): `showPlayerCard` and `playerCard(name)` of the real
 * dist/Code.js on the Sheets fake. The card's figures are worked out by hand from docs/rules
 * (RULES.md, SYSTEMS.md, STAGES.md, STATS.md) for tournaments of two or three games, the working
 * beside each figure; the dates are the rows' days in the spreadsheet's time zone.
 */
import { describe, expect, it } from "vitest";
import { AWARDS, type Role } from "../../src/engine";
import type { GamePayload } from "../../src/protocol/gamePayload";
import { STATS_KEYS, type PlayerCard, type PlayerCardGame } from "../../src/protocol/playerCard";
import { callServer, type ServerReply } from "../fakes/spreadsheet";
import { bootOf } from "../sidebar/playerCardPage";
import { NAMES, restartingTournament, tournament, validGame, type Tournament } from "./helpers";

const value = <T>(reply: ServerReply): T => {
  if (!reply.ok) throw new Error(`expected success, got: ${reply.message}`);
  return reply.value as T;
};
const message = (reply: ServerReply): string => {
  if (reply.ok) throw new Error(`expected a refusal, got ${JSON.stringify(reply.value)}`);
  return reply.message;
};
const card = (t: Tournament, name: unknown): ServerReply => callServer(t.ctx, "playerCard", name);
/** One main-stage game of a card, as `playerCard` lists it. */
const played = (
  game: string,
  date: string,
  seat: number,
  role: Role,
  won: boolean,
  points: number,
): PlayerCardGame => ({ game, date, stage: "main", seat, role, won, points });

/** The games of `payloads` a player sat in, newest first, with the date the judge typed. */
function gamesOf(payloads: readonly GamePayload[], name: string): { game: string; date: string }[] {
  return payloads
    .filter((p) => p.seats.some((s) => s.player === name))
    .map((p) => ({ game: p.game ?? "", date: p.date ?? "" }))
    .reverse();
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
  it("gives each player their row, games newest first and rating history, rounded as MAFIA_STATS", () => {
    // Games 1–3 of validGame, «Клуб». Kira: game 1 Mafia (black wins), game 2 Civilian (red
    // wins), game 3 Civilian killed first night, best move 5 6 7 (Mafia, Mafia, Don), a remark,
    // black wins. Nina: game 1 Civilian, game 2 Mafia with a correct pick, game 3 Sheriff and
    // best player; she loses all three.
    const t = tournament(3);
    const payloads = Array.from({ length: 3 }, (_, i) => validGame(i + 1));
    const kira = value<PlayerCard>(card(t, "Кира"));
    expect(kira.stats).toEqual({
      // Points: Лёва 9.5 (4.5 + 4 + 1), Кира 8.5, everyone else 8 or less.
      place: 2,
      player: "Кира",
      games: 3,
      wins: 2,
      winPercent: 66.7, // 2 / 3
      civilianGames: 2,
      civilianWins: 1,
      civilianWinPercent: 50,
      sheriffGames: 0,
      sheriffWins: 0,
      sheriffWinPercent: "",
      mafiaGames: 1,
      mafiaWins: 1,
      mafiaWinPercent: 100,
      donGames: 0,
      donWins: 0,
      donWinPercent: "",
      redGames: 2,
      redWins: 1,
      redWinPercent: 50,
      blackGames: 1,
      blackWins: 1,
      blackWinPercent: 100,
      points: 8.5, // 4 + 3 + 1.5
      pointsPerGame: 2.8333, // 8.5 / 3
      bestPlayer: 0,
      killedFirstNight: 1,
      killedFirstNightPercent: 33.3, // 1 / 3
      bestMoves: 1,
      blackNamed: 3,
      bestMoveAccuracy: 100, // 3 / (3 × 1)
      correctPicks: 0,
      remarks: 1,
      removals: 0,
      extraPoints: 0,
      ci: 0,
      rating: 10.06, // the last of the history below
    });
    expect(kira.games).toEqual([
      // Civilian, lost 0 + best move 3 black 2 + remark −0.5 = 1.5.
      played("3", "2026-11-04", 1, "civilian", false, 1.5),
      // Civilian won 3.
      played("2", "2026-11-03", 4, "civilian", true, 3),
      // Mafia won 4.
      played("1", "2026-11-02", 7, "mafia", true, 4),
    ]);
    // Game 1: everyone at 0, p = 1 / (1 + 10^0) = 0.5; black wins, a black winner earns
    // 16 × 0.5 = 8, a red loser −12 × 0.5 = −6.
    // Game 2: red mean r = (3 × −6 + 4 × 0) / 7 = −18/7 (Жанна, Зоя, Игорь red −6; Кира, Лёва,
    // Петя, Рита 0), black mean b = (8 + 0 + 0) / 3 = 8/3 (Маша 8; Нина, Олег 0);
    // p = 1 / (1 + 10^((8/3 + 18/7) / 400)) = 0.492462; red wins: a red winner earns
    // 16 × (1 − p) = 8.120602, a black loser −12 × (1 − p) = −6.090452.
    // Game 3: r = (8.120602 + 8.120602 + 0 − 6 + 0 + 0 + 0) / 7 = 1.463029 (Кира, Лёва red
    // 8.120602; Нина red −6; Маша, Алёна, Борис, Вика 0), b = (−6.090452 + 0 + 0) / 3 (Олег;
    // Петя, Рита); p = 1 / (1 + 10^((b − r) / 400)) = 0.505027; black wins: a red loser
    // earns −12 × p = −6.060323.
    // Kira: 8, 8 + 8.120602 = 16.120602, 16.120602 − 6.060323 = 10.060279.
    expect(kira.ratingHistory).toEqual([8, 16.12, 10.06]);

    const nina = value<PlayerCard>(card(t, "Нина"));
    expect(nina.stats).toEqual({
      // Даша 2 too, with one loss to Nina's three: Лёва 9.5, Кира 8.5, Рита 8, Петя 8, Игорь 5
      // (one loss), Маша 5 (two), Жанна 3.5, Зоя 3, Олег 2.5, Даша 2, Нина 2.
      place: 11,
      player: "Нина",
      games: 3,
      wins: 0,
      winPercent: 0,
      civilianGames: 1,
      civilianWins: 0,
      civilianWinPercent: 0,
      sheriffGames: 1,
      sheriffWins: 0,
      sheriffWinPercent: 0,
      mafiaGames: 1,
      mafiaWins: 0,
      mafiaWinPercent: 0,
      donGames: 0,
      donWins: 0,
      donWinPercent: "",
      redGames: 2,
      redWins: 0,
      redWinPercent: 0,
      blackGames: 1,
      blackWins: 0,
      blackWinPercent: 0,
      points: 2, // 0 + 1 + 1
      pointsPerGame: 0.6667, // 2 / 3
      bestPlayer: 1,
      killedFirstNight: 0,
      killedFirstNightPercent: 0,
      bestMoves: 0,
      blackNamed: 0,
      bestMoveAccuracy: "",
      correctPicks: 1,
      remarks: 0,
      removals: 0,
      extraPoints: 0,
      ci: 0,
      rating: -18.15,
    });
    expect(nina.games).toEqual([
      // Sheriff lost −1 + best player 2 = 1.
      played("3", "2026-11-04", 4, "sheriff", false, 1),
      // Mafia lost 0 + correct pick 1 = 1.
      played("2", "2026-11-03", 7, "mafia", false, 1),
      // Civilian lost 0.
      played("1", "2026-11-02", 10, "civilian", false, 0),
    ]);
    // Red loser −6; black loser −6.090452 (−12.090452); red loser −6.060323 (−18.150775).
    expect(nina.ratingHistory).toEqual([-6, -12.09, -18.15]);

    for (const name of NAMES) {
      const got = value<PlayerCard>(card(t, name));
      // The row: every column of the players view,
      // "" exactly where MAFIA_STATS leaves a cell empty.
      expect(Object.keys(got.stats)).toEqual([...STATS_KEYS]);
      expect(got.games.map((g) => ({ game: g.game, date: g.date }))).toEqual(
        gamesOf(payloads, name),
      );
      expect(got.ratingHistory).toHaveLength(got.games.length);
      expect(got.ratingHistory.at(-1)).toBe(got.stats.rating);
      expect(got.stats.games).toBe(got.games.length);
    }
  });

  it("lists the nominations the player holds: those MAFIA_STATS «номинации» names them in", () => {
    const t = tournament(3);
    const rows = t.ctx.MAFIA_STATS(t.games.table(), "", "номинации") as unknown[][];
    // Лёва: 9.5 points, the most of anyone (above), so Best player.
    expect(rows[1]?.[1]).toBe("Лёва");
    expect(value<PlayerCard>(card(t, "Лёва")).awards).toContain("player");
    for (const name of NAMES) {
      const held = AWARDS.filter((_, i) => rows[i + 1]?.[1] === name).map((award) => award.key);
      expect(value<PlayerCard>(card(t, name)).awards).toEqual(held);
    }
  });

  it("gives the rating's scale under the Rules sheet: 16 and 12 by default, the organiser's K otherwise", () => {
    const t = tournament(3);
    expect(value<PlayerCard>(card(t, "Алёна")).ratingScale).toEqual({ win: 16, loss: 12 });
    expect(value<PlayerCard>(card(t, "Алёна")).hasCi).toBe(false); // «Клуб» has no Ci
    const rules = t.env.spreadsheet.sheet("Правила");
    const rowOf = (name: string): number => rules.table().findIndex((row) => row[0] === name) + 1;
    rules.getRange(rowOf("Рейтинг: K победы"), 2).setValue(20);
    rules.getRange(rowOf("Рейтинг: K поражения"), 2).setValue("7,5");
    expect(value<PlayerCard>(card(t, "Алёна")).ratingScale).toEqual({ win: 20, loss: 7.5 });
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

  it("names each game with its tournament in a season, and its round and table where games are numbered per table", () => {
    // Seat i of game n is NAMES[(i + 3n) % 16]: NAMES[9] sits in games 1, 2, 3 and 6.
    const name = NAMES[9] as string;
    const place = (games: readonly PlayerCardGame[]) =>
      games.map(({ game, tournament, round, table }) => ({ game, tournament, round, table }));
    // Two tournaments of three games each, numbered from 1 in each.
    const season = restartingTournament(["Турнир"], 6, (n) => ({
      id: ((n - 1) % 3) + 1,
      cells: [n <= 3 ? "Кубок" : "Лига 2026"],
    }));
    expect(place(value<PlayerCard>(card(season, name)).games)).toEqual([
      { game: "3", tournament: "Лига 2026" },
      { game: "3", tournament: "Кубок" },
      { game: "2", tournament: "Кубок" },
      { game: "1", tournament: "Кубок" },
    ]);
    // Two rounds at two tables, each table numbering its games.
    const perTable = restartingTournament(["Тур", "Стол"], 4, (n) => ({
      id: Math.ceil(n / 2),
      cells: [Math.ceil(n / 2), ((n - 1) % 2) + 1],
    }));
    expect(place(value<PlayerCard>(card(perTable, name)).games)).toEqual([
      { game: "2", round: "2", table: "1" },
      { game: "1", round: "1", table: "2" },
      { game: "1", round: "1", table: "1" },
    ]);
  });

  it("finds a player as the engine does (case, spaces, ё/е) and names them as the standings do", () => {
    const t = tournament(4);
    const got = value<PlayerCard>(card(t, "  АЛЕНА "));
    expect(got.stats.player).toBe("Алёна");
    expect(got).toEqual(value<PlayerCard>(card(t, "Алёна")));
  });

  it("follows the Rules sheet: its system's points and a hidden final left out, as the standings", () => {
    const t = tournament(0);
    const final = validGame(7, { stage: "final" });
    // Games 2 and 3 of validGame, then game 7 as the final; one finalist plays nothing but the
    // final. Kira: game 2 Civilian, red wins; game 3 Civilian killed first night, best move
    // 5 6 7 (Mafia, Mafia, Don), a remark, black wins; the final Civilian, a remark, black wins.
    const payloads = [
      validGame(2),
      validGame(3),
      { ...final, seats: final.seats.map((s, i) => (i === 1 ? { ...s, player: "Финалист" } : s)) },
    ];
    for (const p of payloads) value(callServer(t.ctx, "saveGame", p));
    const finalist = "Кира";
    expect(final.seats.map((s) => s.player)).toContain(finalist);
    expect(bootOf(openCard(t).html).players).toContain("Финалист");

    // The final counts while it is shown, under «Клуб».
    const shown = value<PlayerCard>(card(t, finalist));
    expect(shown.games[0]).toMatchObject({ game: "7", stage: "final" });
    expect(shown.stats).toEqual({
      // The ten finalists come first: Зоя 7.5 and Петя 7.5 (one loss), Игорь 5.5 (one loss) and
      // Лёва 5.5 (two), Финалист 4.5, Кира 4.
      place: 6,
      player: "Кира",
      games: 3,
      wins: 1,
      winPercent: 33.3, // 1 / 3
      civilianGames: 3,
      civilianWins: 1,
      civilianWinPercent: 33.3,
      sheriffGames: 0,
      sheriffWins: 0,
      sheriffWinPercent: "",
      mafiaGames: 0,
      mafiaWins: 0,
      mafiaWinPercent: "",
      donGames: 0,
      donWins: 0,
      donWinPercent: "",
      redGames: 3,
      redWins: 1,
      redWinPercent: 33.3,
      blackGames: 0,
      blackWins: 0,
      blackWinPercent: "",
      // Won 3; lost 0 + best move 3 black 2 + remark −0.5 = 1.5; lost 0 + remark −0.5 = −0.5.
      points: 4,
      pointsPerGame: 1.3333, // 4 / 3
      bestPlayer: 0,
      killedFirstNight: 1,
      killedFirstNightPercent: 33.3,
      bestMoves: 1,
      blackNamed: 3,
      bestMoveAccuracy: 100,
      correctPicks: 0,
      remarks: 2,
      removals: 0,
      extraPoints: 0,
      ci: 0, // «Компенсация Ci» 0 under «Клуб»
      rating: -4.09,
    });
    // Game 2: everyone at 0, p = 0.5; red wins: a red winner earns 16 × 0.5 = 8, a black loser
    // −12 × 0.5 = −6.
    // Game 3: r = (8 + 8 + 0 × 5) / 7 = 16/7 (Кира, Лёва red 8), b = (−6 + 0 + 0) / 3 = −2
    // (Олег black −6; Петя, Рита black 0); p = 1 / (1 + 10^((−2 − 16/7) / 400)) = 0.506167;
    // black wins: a red loser earns −12 × p = −6.074008, a black winner 16 × p = 8.098677.
    // The final: red Игорь 8, Кира 1.925992, Лёва 1.925992, Маша −6.074008, Нина −6.074008,
    // Олег 0, Петя 8: r = 1.100567; black Егор, Финалист, Зоя 0: b = 0;
    // p = 1 / (1 + 10^(−r / 400)) = 0.501584; black wins: a red loser −12 × p = −6.019006.
    // Kira: 8, 8 − 6.074008 = 1.925992, 1.925992 − 6.019006 = −4.093014.
    expect(shown.ratingHistory).toEqual([8, 1.93, -4.09]);

    // «ФИИМ» and «Скрыть финал: да» on the Rules sheet.
    const rules = t.env.spreadsheet.sheet("Правила");
    const rows = rules.table().map((row) => String(row[0]));
    rules.getRange(rows.indexOf("Система") + 1, 2).setValue("ФИИМ");
    rules.getRange(rows.indexOf("Скрыть финал") + 1, 2).setValue("да");
    const hidden = value<PlayerCard>(card(t, finalist));
    expect(hidden.hasCi).toBe(true); // «ФИИМ» compensates: «Компенсация Ci» 0.5
    expect(hidden.games.map((g) => g.game)).not.toContain("7");
    expect(hidden.stats).toEqual({
      // No final, so no finalists first: Кира 2.8, then Петя and Рита 2.6.
      place: 1,
      player: "Кира",
      games: 2,
      wins: 1,
      winPercent: 50,
      civilianGames: 2,
      civilianWins: 1,
      civilianWinPercent: 50,
      sheriffGames: 0,
      sheriffWins: 0,
      sheriffWinPercent: "",
      mafiaGames: 0,
      mafiaWins: 0,
      mafiaWinPercent: "",
      donGames: 0,
      donWins: 0,
      donWinPercent: "",
      redGames: 2,
      redWins: 1,
      redWinPercent: 50,
      blackGames: 0,
      blackWins: 0,
      blackWinPercent: "",
      points: 2.8, // 1.3 + 1.5
      pointsPerGame: 1.4, // 2.8 / 2
      bestPlayer: 0,
      killedFirstNight: 1,
      killedFirstNightPercent: 50,
      bestMoves: 1,
      blackNamed: 3,
      bestMoveAccuracy: 100,
      correctPicks: 0,
      remarks: 1, // a count, though «ФИИМ» gives a remark 0 points
      removals: 0,
      extraPoints: 0,
      ci: 0.5,
      rating: 1.93,
    });
    expect(hidden.games.map((g) => g.points)).toEqual([
      // Lost 0 + best move 3 black 0.7 + every game 0.3 + Ci 0.5 = 1.5, where N = 2 games,
      // K = 1 red and killed first night, R = round(0.4 × 2) = 1, Ci = min(0.5, 1 × 0.5 / 1).
      1.5,
      // Won 1 + every game 0.3 = 1.3.
      1.3,
    ]);
    // Games 2 and 3 as above: 8, then 8 − 6.074008.
    expect(hidden.ratingHistory).toEqual([8, 1.93]);
    expect(hidden.stats.games).toBe(Number(shown.stats.games) - 1);
    // A player who played only the hidden final has no card, and is not in the picker's list.
    expect(message(card(t, "Финалист"))).toBe("У игрока «Финалист» нет сыгранных игр в протоколе.");
    expect(bootOf(openCard(t).html).players).not.toContain("Финалист");
  });

  it("a player the standings do not place (too few games) has an empty place, and the rest of the row", () => {
    // Games 1–3 of validGame; only Кира, Лёва, Маша and Нина play all three.
    const t = tournament(3);
    const rules = t.env.spreadsheet.sheet("Правила");
    const rows = rules.table().map((row) => String(row[0]));
    rules.getRange(rows.indexOf("Минимум игр") + 1, 2).setValue(3);
    const placed = NAMES.map((name) => value<PlayerCard>(card(t, name)));
    const unplaced = placed.filter((c) => Number(c.stats.games) < 3);
    expect(unplaced.length).toBeGreaterThan(0);
    for (const c of unplaced) expect(c.stats.place).toBe("");
    for (const c of placed.filter((c) => Number(c.stats.games) >= 3))
      expect(typeof c.stats.place).toBe("number");
    // Лёва 9.5, Кира 8.5, Маша 5, Нина 2: the places run among them alone.
    expect(
      placed.filter((c) => c.stats.place !== "").map((c) => [c.stats.player, c.stats.place]),
    ).toEqual([
      ["Кира", 2],
      ["Лёва", 1],
      ["Маша", 3],
      ["Нина", 4],
    ]);
    // Petya: game 2 Civilian, red wins; game 3 Mafia with a correct pick, black wins.
    expect(value<PlayerCard>(card(t, "Петя")).stats).toEqual({
      place: "",
      player: "Петя",
      games: 2,
      wins: 2,
      winPercent: 100,
      civilianGames: 1,
      civilianWins: 1,
      civilianWinPercent: 100,
      sheriffGames: 0,
      sheriffWins: 0,
      sheriffWinPercent: "",
      mafiaGames: 1,
      mafiaWins: 1,
      mafiaWinPercent: 100,
      donGames: 0,
      donWins: 0,
      donWinPercent: "",
      redGames: 1,
      redWins: 1,
      redWinPercent: 100,
      blackGames: 1,
      blackWins: 1,
      blackWinPercent: 100,
      points: 8, // won 3; won 4 + correct pick 1 = 5
      pointsPerGame: 4,
      bestPlayer: 0,
      killedFirstNight: 0,
      killedFirstNightPercent: 0,
      bestMoves: 0,
      blackNamed: 0,
      bestMoveAccuracy: "",
      correctPicks: 1,
      remarks: 0,
      removals: 0,
      extraPoints: 0,
      ci: 0,
      // As in the first test: game 2 a red winner +8.120602; game 3 a black winner
      // 16 × 0.505027 = 8.080431; 16.201033.
      rating: 16.2,
    });
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
    // At most 19 calls in all, whatever the number of games: the sheets found through the
    // add-on's registry, two values reads, the page made and shown.
    expect(t.env.calls.total()).toBeLessThanOrEqual(19);
    expect(t.env.calls.count("Ui.showSidebar")).toBe(1);
    const boot = bootOf(html);
    expect(boot.problem).toBeNull();
    expect([...boot.players].sort()).toEqual([...NAMES].sort());
    expect(html).toContain('data-locale="ru_RU"');
  });

  it("lists the players in standings order", () => {
    // One game, red wins, «Клуб»: a Civilian wins 3, the Sheriff 4, a Mafia loses 0, the Don −1;
    // the judges' extra points make every total differ: Даша 3 + 1.5 = 4.5, Вика 3 + 1.25 =
    // 4.25, Жанна (Sheriff) 4, Борис 3 + 0.5 = 3.5, Егор 3 + 0.25 = 3.25, Алёна 3, Гена 3 − 0.5
    // = 2.5, Зоя (Mafia) 0 + 0.5 = 0.5, Игорь (Mafia) 0, Кира (Don) −1.
    const t = tournament(0);
    const seats: [string, Role, number][] = [
      ["Алёна", "civilian", 0],
      ["Борис", "civilian", 0.5],
      ["Вика", "civilian", 1.25],
      ["Гена", "civilian", -0.5],
      ["Даша", "civilian", 1.5],
      ["Егор", "civilian", 0.25],
      ["Жанна", "sheriff", 0],
      ["Зоя", "mafia", 0.5],
      ["Игорь", "mafia", 0],
      ["Кира", "don", 0],
    ];
    value(
      callServer(t.ctx, "saveGame", {
        game: "1",
        date: "2026-11-02",
        winner: "red",
        seats: seats.map(([player, role, extra], i) => ({ seat: i + 1, player, role, extra })),
      } satisfies GamePayload),
    );
    expect(bootOf(openCard(t).html).players).toEqual([
      "Даша",
      "Вика",
      "Жанна",
      "Борис",
      "Егор",
      "Алёна",
      "Гена",
      "Зоя",
      "Игорь",
      "Кира",
    ]);
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
