/**
 * The edge where JSON from the sidebar (or anything else calling google.script.run) becomes a
 * typed payload: the shared zod schema checks shapes, and each problem is put into words a
 * judge can act on — which seat, which field, what value, what was expected — in their language.
 */
import { HEADERS, TABLE_SIZE, type Lang } from "../engine";
import type { GamePayload } from "../protocol/gamePayload";
import { DATE_HEADER } from "../protocol/gameRows";
import { gamePayloadSchema } from "../protocol/gameSchema";
import { isIsoDate } from "./dates";

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
  const parsed = gamePayloadSchema.safeParse(input);
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => describePayloadIssue(issue, input, lang)),
    };
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
      boolean: "да/нет",
      array: "список",
      object: "запись",
    } as Record<string, string>,
    need: "нужно",
    tenSeats: `ровно ${TABLE_SIZE} мест`,
    longer: "длиннее",
    date: "ГГГГ-ММ-ДД (настоящая дата)",
    bestMove: "два или три места",
    noData: "данные игры не переданы",
  },
  en: {
    seat: (n: number) => `Seat ${n}`,
    entry: (n: number) => `Seat entry ${n}`,
    missing: "missing",
    types: {
      string: "text",
      number: "a whole number",
      boolean: "true/false",
      array: "a list",
      object: "a record",
    } as Record<string, string>,
    need: "expected",
    tenSeats: `exactly ${TABLE_SIZE} seats`,
    longer: "longer than",
    date: "YYYY-MM-DD (a real date)",
    bestMove: "two or three seats",
    noData: "no game data was sent",
  },
};

const LABELS: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  ...HEADERS,
  date: DATE_HEADER,
  replace: { ru: "Замена", en: "Replace" },
  seats: { ru: "Состав", en: "Seats" },
};

function describePayloadIssue(issue: ZodIssueLike, input: unknown, lang: Lang): string {
  const w = WORDS[lang];
  const path = issue.path;
  if (path.length === 0) return w.noData;
  const q = (text: string): string => (lang === "ru" ? `«${text}»` : `“${text}”`);
  // Where: the seat (by its number when that one is readable) and the field.
  const parts: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    if (typeof key === "number" && path[i - 1] === "seats") {
      const seat = own(own(own(input, "seats"), key), "seat");
      parts.push(
        typeof seat === "number" && Number.isInteger(seat) && seat >= 1 && seat <= TABLE_SIZE
          ? w.seat(seat)
          : w.entry(key + 1),
      );
    } else if (typeof key === "string" && !(key === "seats" && path.length > 1)) {
      parts.push(q(LABELS[key]?.[lang] ?? key));
    }
  }
  let value: unknown = input;
  for (const key of path) value = own(value, key);
  let text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
  if (text.length > 40) text = `${text.slice(0, 40)}…`;
  const got = value === undefined ? w.missing : q(text);
  let expected: string;
  switch (issue.code) {
    case "invalid_type":
      expected = w.types[issue.expected ?? ""] ?? String(issue.expected);
      break;
    case "invalid_value":
      expected = (issue.values ?? []).join(", ");
      break;
    case "too_big":
    case "too_small":
      if (path[path.length - 1] === "seats") expected = w.tenSeats;
      else if (issue.origin === "string")
        return `${parts.join(", ")}: ${w.longer} ${String(issue.maximum)}`;
      else
        expected = `${issue.code === "too_big" ? "≤" : "≥"} ${String(issue.code === "too_big" ? issue.maximum : issue.minimum)}`;
      break;
    case "invalid_format":
      expected = w.date;
      break;
    default:
      expected = w.bestMove;
  }
  return `${parts.join(", ")}: ${got} — ${w.need} ${expected}`;
}
