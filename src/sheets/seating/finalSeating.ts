/**
 * «Рассадка финала…» (STAGES.md, "Seating the final"): the first «Финалистов» players of the
 * standings over the main stage and the semi-finals, seated at one table for the final's games
 * (src/seating/final.ts), written to the Seating sheet with «Финал» in its «Этап» column and
 * game ids continuing the Games sheet's. The dialog only asks how many games; everything else
 * is decided here, under the document lock, from one values read of the Games sheet.
 */
import {
  describeIssue,
  finalistsCut,
  TABLE_SIZE,
  type Evaluation,
  type Lang,
  type ScoringSystem,
  type Standing,
} from "../../engine";
import { finalSeatingRequestSchema } from "../../protocol/seatingRequestSchema";
import type { FinalSeatingRequest, SeatingDialogResult } from "../../protocol/seatingSchedule";
import { finalSeating, seatingBalance } from "../../seating";
import { UserError } from "../platform/errors";
import {
  nextNumericId,
  readGamesTable,
  type GamesReader,
  type SheetValues,
} from "../games/gamesTable";
import { langOfLocale } from "../platform/locale";
import { withDocumentLock } from "../platform/lock";
import { TEXTS } from "../platform/messages";
import { readRules } from "../rules/rulesSheetWriter";
import { parseRequest, playedGames, showDialogPage, writeSeating } from "./seatingCommands";
import { SEATING_TEXTS } from "./seatingMessages";
import { recordedGamesOf, scheduledLabel, seatingGrid } from "./seatingSheet";
import type { Services } from "../platform/services";
import { ensureOwnSheet, findOwnSheet } from "../platform/sheetRegistry";
import { readGamesValues } from "../standings/standingsWriter";

/** Problems of the games named in the refusal; «Проверить протокол» lists them all. */
const LISTED_PROBLEMS = 10;

/** Menu: the final's dialog — the seating dialog's page, told to show the final's form. */
export function showFinalSeatingDialog(services: Services): void {
  showDialogPage(services, "final");
}

/**
 * Dialog: seats the final. Refused, with the reason, when the rules cannot be read or do not ask
 * for ten finalists, when the games have problems, or when the cut falls inside a shared place
 * (the message names the players sharing it); a seating whose games already have results is
 * replaced only once the organiser has confirmed it.
 */
export function writeFinalSeating(services: Services, input: unknown): SeatingDialogResult {
  const ss = services.spreadsheetApp.getActive();
  const lang = langOfLocale(ss.getSpreadsheetLocale());
  const texts = SEATING_TEXTS[lang];
  const request: FinalSeatingRequest = parseRequest(finalSeatingRequestSchema(), input, lang);
  const rules = readRules(ss, lang);
  if (!rules.ok)
    throw new UserError(
      texts.rulesBroken,
      rules.issues.map((issue) => describeIssue(issue, lang)),
    );
  const system = rules.system;
  if (system.finalists !== TABLE_SIZE) throw new UserError(texts.finalistsNotTen(system.finalists));
  return withDocumentLock(services, lang, () => {
    const games = findOwnSheet(ss, "games", lang);
    if (!games) throw new UserError(TEXTS[lang].noGamesSheet);
    const values = readGamesValues(games);
    const finalists = finalistsOf(values, system, lang);
    // Every game the sheet has, a hidden final's included: the final's ids come after them all.
    const all = tableOf(values, system, "store", lang);
    const first = Number(nextNumericId(all));
    const seating = finalSeating(
      finalists.map((s) => ({ name: s.name, team: "" })),
      request.games,
      first,
    );
    const ensured = ensureOwnSheet(ss, "seating", lang);
    if (ensured.status === "foreign") throw new UserError(texts.foreignSheet(ensured.name));
    const sheet = ensured.sheet;
    if (ensured.status === "existing" && !request.replace) {
      const recorded = recordedGamesOf(all);
      const played = playedGames(sheet, recorded);
      if (played.length > 0)
        return {
          status: "confirm",
          message: texts.finalPlayedGames(
            sheet.getName(),
            shortList(played.map((g) => scheduledLabel(g, recorded, lang))),
          ),
        };
    }
    writeSeating(sheet, seatingGrid(seating, seatingBalance(seating), lang, "final"), lang);
    const last = first + request.games - 1;
    return {
      status: "written",
      message: texts.finalWritten(
        sheet.getName(),
        String(first),
        String(last),
        finalists.map((s) => s.name).join(", "),
      ),
    };
  });
}

/**
 * The finalists: the standings with the final's rows left out (read as blank, as «Скрыть финал»
 * reads them), cut after the first «Финалистов» placed players.
 */
function finalistsOf(values: SheetValues, system: ScoringSystem, lang: Lang): readonly Standing[] {
  const texts = SEATING_TEXTS[lang];
  const evaluation = tableOf(values, { ...system, hideFinal: true }, "standings", lang);
  if (evaluation.problemCount > 0)
    throw new UserError(
      texts.tableProblems(evaluation.problemCount),
      evaluation.issues.slice(0, LISTED_PROBLEMS).map((issue) => describeIssue(issue, lang)),
    );
  const cut = finalistsCut(evaluation.standings, system.finalists);
  if (cut.ok) return cut.finalists;
  if ("sharing" in cut)
    throw new UserError(
      texts.sharedPlace(cut.sharing[0]?.place ?? 0, cut.sharing.map((s) => s.name).join(", ")),
    );
  throw new UserError(texts.tooFewPlaced(cut.placed, system.finalists));
}

function tableOf(
  values: SheetValues,
  system: ScoringSystem,
  reader: GamesReader,
  lang: Lang,
): Evaluation {
  const read = readGamesTable(values, { ok: true, system }, reader);
  if (!read.ok)
    throw new UserError(
      SEATING_TEXTS[lang].finalNotWritten,
      read.error.issues.map((issue) => describeIssue(issue, lang)),
    );
  return read.table.evaluation;
}

/** «1, 2, 3, 4, 5, …, 40»: a whole tournament's ids would not fit a question. */
function shortList(ids: readonly string[]): string {
  return ids.length <= 8
    ? ids.join(", ")
    : [...ids.slice(0, 5), "…", ids[ids.length - 1]].join(", ");
}
