/**
 * The words the engine reads are written once, in src/engine/vocabulary.ts, and shown in
 * docs/games-table.md: the block between the «words» markers must be these lists as they are.
 * On a change of the lists, the failure prints the block to paste.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { FIELDS } from "../../src/engine";
import {
  COUNT_PREFIXES,
  HEADER_ALIASES,
  HEADERS,
  OWN_UNSCORED_HEADERS,
  RESULT_WORDS,
  ROLE_NAMES,
  ROLE_WORDS,
  SCORING_STEMS,
  STAGE_NAMES,
  STAGE_WORDS,
  SIDE_NAMES,
  SIDE_WORDS,
  UNSCORED_HEADERS,
  YES_NO_WORDS,
} from "../../src/engine/vocabulary";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const START = "<!-- words:start (src/engine/vocabulary.ts; test/engine/vocabularyDoc.test.ts) -->";
const END = "<!-- words:end -->";

const words = (list: readonly string[]): string => list.map((word) => `«${word}»`).join(", ");
const name = (n: { ru: string; en: string }): string => `${n.ru} / ${n.en}`;

function table(head: string, rows: readonly (readonly [string, string])[]): string[] {
  return [head, "|---|---|", ...rows.map(([a, b]) => `| ${a} | ${b} |`), ""];
}

function wordsBlock(): string {
  const lines = [
    "#### Заголовки / Headers",
    "",
    ...table(
      "| Столбец / Column | Читается также как / Also read as |",
      FIELDS.map((field) => [name(HEADERS[field]), words(HEADER_ALIASES[field])] as const),
    ),
    `Слова счёта перед названием / count words before a name: ${words(COUNT_PREFIXES)}.`,
    "",
    `Столбцы самой надстройки, не учитываются без предупреждения / the add-on's own, not scored, no warning: ${words(OWN_UNSCORED_HEADERS)}.`,
    "",
    `Не учитываются, с предупреждением / not scored, with a warning: ${words(UNSCORED_HEADERS)}.`,
    "",
    "#### Заголовки, которые могут менять очки / Headers that may carry points",
    "",
    ...table(
      "| Похож на / Looks like | Основы слов / Stems |",
      (Object.keys(SCORING_STEMS) as (keyof typeof SCORING_STEMS)[])
        .filter((idea) => SCORING_STEMS[idea].length > 0)
        .map(
          (idea) =>
            [
              idea === "penalty" ? "штраф / penalty" : name(HEADERS[idea]),
              words(SCORING_STEMS[idea]),
            ] as const,
        ),
    ),
    "#### Роли / Roles",
    "",
    ...table(
      "| Роль / Role | Слова / Words |",
      (Object.keys(ROLE_WORDS) as (keyof typeof ROLE_WORDS)[]).map(
        (role) => [name(ROLE_NAMES[role]), words(ROLE_WORDS[role])] as const,
      ),
    ),
    "#### Победители / Winner",
    "",
    ...table(
      "| Команда / Side | Слова / Words |",
      (Object.keys(SIDE_WORDS) as (keyof typeof SIDE_WORDS)[]).map(
        (side) => [name(SIDE_NAMES[side]), words(SIDE_WORDS[side])] as const,
      ),
    ),
    "#### Результат игрока / A player's own result",
    "",
    ...table("| Результат / Result | Слова / Words |", [
      ["победа / won", `${words(RESULT_WORDS.won)}; да / yes: галочка, 1`],
      ["поражение / lost", `${words(RESULT_WORDS.lost)}; нет / no: пустая галочка, 0`],
    ]),
    "#### Да и нет / Yes and no",
    "",
    ...table("| Значение / Value | Слова / Words |", [
      ["да / yes", `галочка / a ticked box, ${words(YES_NO_WORDS.yes)}`],
      ["нет / no", `пусто / blank, ${words(YES_NO_WORDS.no)}`],
    ]),
    "#### Этап / Stage",
    "",
    ...table(
      "| Этап / Stage | Слова / Words |",
      (Object.keys(STAGE_WORDS) as (keyof typeof STAGE_WORDS)[]).map(
        (stage) => [name(STAGE_NAMES[stage]), words(STAGE_WORDS[stage])] as const,
      ),
    ),
  ];
  return lines.join("\n");
}

describe("docs/games-table.md", () => {
  it("shows the engine's word lists as they are", () => {
    const doc = readFileSync(path.join(root, "docs/games-table.md"), "utf8");
    const start = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(start, `the doc needs the marker ${START}`).toBeGreaterThanOrEqual(0);
    expect(doc.slice(start + START.length, end).trim()).toBe(wordsBlock().trim());
  });
});
