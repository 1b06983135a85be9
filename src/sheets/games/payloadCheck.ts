/**
 * The edge where JSON from the sidebar (or anything else calling google.script.run) becomes a
 * typed payload: the shared zod schema checks shapes, and each problem is put into words a
 * judge can act on — which seat, which field, what value, what was expected — in their language.
 */
import {
  EXTRA_LIMIT,
  HEADERS,
  PLACE_HEADERS,
  quote,
  SEASON_HEADERS,
  TABLE_SIZE,
  type Lang,
} from "../../engine";
import { RULES_CELLS_LIMITS, type GamePayload } from "../../protocol/gamePayload";
import { DATE_HEADER } from "../../protocol/gameRows";
import { gamePayloadSchema } from "../../protocol/gameSchema";
import { isIsoDate } from "../platform/dates";

export type PayloadCheck =
  | { readonly ok: true; readonly payload: GamePayload }
  | { readonly ok: false; readonly problems: string[] };

interface ZodIssueLike {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly expected?: string;
  readonly origin?: string;
  readonly values?: readonly unknown[];
  readonly maximum?: unknown;
  readonly minimum?: unknown;
}

export function checkPayload(input: unknown, lang: Lang): PayloadCheck {
  const parsed = gamePayloadSchema().safeParse(input);
  if (!parsed.success) {
    // One line per field: a best move of [0, 11] is two issues of the same list.
    const lines = parsed.error.issues.map((issue) => describePayloadIssue(issue, input, lang));
    return { ok: false, problems: [...new Set(lines)] };
  }
  const date = parsed.data.date;
  if (date !== undefined && !isIsoDate(date)) {
    return {
      ok: false,
      problems: [describePayloadIssue({ code: "invalid_format", path: ["date"] }, input, lang)],
    };
  }
  return { ok: true, payload: parsed.data };
}

/** A property of untrusted input, without getters or the prototype chain (`__proto__`). */
function own(value: unknown, key: PropertyKey): unknown {
  return typeof value === "object" && value !== null
    ? Object.getOwnPropertyDescriptor(value, key)?.value
    : undefined;
}

const WORDS = {
  ru: {
    seat: (n: number) => `Место ${n}`,
    entry: (n: number) => `Запись ${n} состава`,
    missing: "не указано",
    types: {
      string: "текст",
      number: "целое число",
      int: "целое число",
      boolean: "да/нет",
      array: "список",
      object: "запись",
    } as Record<string, string>,
    need: "нужно",
    longer: "длиннее",
    other: "другое значение",
    noData: "данные игры не переданы",
  },
  en: {
    seat: (n: number) => `Seat ${n}`,
    entry: (n: number) => `Seat entry ${n}`,
    missing: "missing",
    types: {
      string: "text",
      number: "a whole number",
      int: "a whole number",
      boolean: "true/false",
      array: "a list",
      object: "a record",
    } as Record<string, string>,
    need: "expected",
    longer: "longer than",
    other: "a different value",
    noData: "no game data was sent",
  },
};

/**
 * The fields whose every problem gets one wording, the field's own: a refine (two decimals, two
 * or three seats, a real day) tells no more than "invalid", and a bare "≤ 5" or "a whole number"
 * would be wrong or half the story for them. The value shown is the whole field's.
 */
const FIELD_WORDS: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  extra: {
    ru: `число от −${EXTRA_LIMIT} до ${EXTRA_LIMIT}, не больше двух знаков после запятой`,
    en: `a number from −${EXTRA_LIMIT} to ${EXTRA_LIMIT} with at most two decimals`,
  },
  bestMove: {
    ru: `два или три места от 1 до ${TABLE_SIZE}`,
    en: `two or three seats from 1 to ${TABLE_SIZE}`,
  },
  date: { ru: "ГГГГ-ММ-ДД (настоящая дата)", en: "YYYY-MM-DD (a real date)" },
  seats: { ru: `ровно ${TABLE_SIZE} мест`, en: `exactly ${TABLE_SIZE} seats` },
  rows: {
    ru: "номера первой и последней строк игры на листе",
    en: "the numbers of the game's first and last rows",
  },
  rules: {
    ru:
      `строки листа «Правила» по две ячейки (текст до ${RULES_CELLS_LIMITS.text} знаков, ` +
      `число или да/нет), не больше ${RULES_CELLS_LIMITS.rows}`,
    en:
      `the Rules sheet's rows of two cells (text up to ${RULES_CELLS_LIMITS.text} characters, ` +
      `a number or yes/no), at most ${RULES_CELLS_LIMITS.rows}`,
  },
};

const LABELS: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  ...HEADERS,
  // Where the game was played (a Games sheet that numbers games per table): «Тур», «Стол».
  ...PLACE_HEADERS,
  // The tournament of a season (a Games sheet with a «Турнир» column).
  tournament: SEASON_HEADERS.tournament,
  date: DATE_HEADER,
  replace: { ru: "Замена", en: "Replace" },
  rules: { ru: "Правила", en: "Rules" },
  rows: { ru: "Строки игры", en: "Game rows" },
  seats: { ru: "Состав", en: "Seats" },
};

function describePayloadIssue(issue: ZodIssueLike, input: unknown, lang: Lang): string {
  const w = WORDS[lang];
  const path = issue.path;
  if (path.length === 0) return w.noData;
  const q = (text: string): string => quote(text, lang);
  // Where: the seat (by its number when that one is readable), then the field.
  const inSeat = path[0] === "seats" && typeof path[1] === "number";
  const fieldAt = inSeat ? 2 : 0;
  const field = path[fieldAt];
  const parts: string[] = [];
  if (inSeat) {
    const index = path[1] as number;
    const seat = own(own(own(input, "seats"), index), "seat");
    parts.push(
      typeof seat === "number" && Number.isInteger(seat) && seat >= 1 && seat <= TABLE_SIZE
        ? w.seat(seat)
        : w.entry(index + 1),
    );
  }
  if (typeof field === "string") parts.push(q(LABELS[field]?.[lang] ?? field));
  const where = parts.join(", ");
  const fieldWords = typeof field === "string" ? FIELD_WORDS[field] : undefined;
  // What: the field's value (the whole list for a field worded as one), else the value at fault.
  const shown = fieldWords ? path.slice(0, fieldAt + 1) : path;
  let value: unknown = input;
  for (const key of shown) value = own(value, key);
  let text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
  if (text.length > 40) text = `${text.slice(0, 40)}…`;
  const got = value === undefined ? w.missing : q(text);
  let expected: string;
  if (fieldWords) expected = fieldWords[lang];
  else
    switch (issue.code) {
      case "invalid_type":
        expected = w.types[issue.expected ?? ""] ?? String(issue.expected);
        break;
      case "invalid_value":
        expected = (issue.values ?? []).join(", ");
        break;
      case "too_big":
      case "too_small":
        if (issue.origin === "string") return `${where}: ${w.longer} ${String(issue.maximum)}`;
        expected =
          `${issue.code === "too_big" ? "≤" : "≥"} ` +
          `${String(issue.code === "too_big" ? issue.maximum : issue.minimum)}`;
        break;
      default:
        // Every refine of the schema belongs to a field of FIELD_WORDS: this is for a new one.
        expected = w.other;
    }
  return `${where}: ${got} — ${w.need} ${expected}`;
}
