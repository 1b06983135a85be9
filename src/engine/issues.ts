/**
 * The problems the product reports, one shape per problem code: each carries the figures its
 * message needs as typed fields (the sidebar reads `rows` and `role`, never a message's text).
 * `messages.ts` puts them into words in the table's language.
 */
import type { Field, Role, Stage, Side } from "./terms";

/** Where a problem is: the game, the row the user sees, the column, or the row of a rules range. */
export interface Where {
  readonly game?: string;
  /** The game's round and table, when games are numbered per table (GameRows). */
  readonly round?: string;
  readonly table?: string;
  /** The game's tournament, in a season (SERIES.md), or the tournament a problem is about. */
  readonly tournament?: string;
  readonly row?: number;
  readonly field?: Field;
  /** The column's header as the table writes it («ЛХ», «Победа»), for messages. */
  readonly header?: string;
  /**
   * The rows of one mistake repeated (the same value in the same column), named in one
   * message instead of one per row.
   */
  readonly sameRows?: readonly number[];
  readonly rulesRow?: number;
}

/** A setting's name in both languages, as a rules problem quotes it. */
export interface SettingName {
  readonly ru: string;
  readonly en: string;
}

/** A cell no parser accepts: the text found. */
interface CellText {
  readonly value: string;
}

/**
 * The figures each problem code carries, one line per code: the single list a new problem is
 * added to (its messages in messages.ts are then required by the type checker).
 */
interface Payloads {
  "missing-column": {
    /** The headers the engine did not understand, and the one nearest the column missing. */
    readonly unknown?: readonly string[];
    readonly nearest?: string;
  };
  "not-games-table": {
    /** The first row's texts (the first few). */
    readonly headers: readonly string[];
    /** What the file seems to be. */
    readonly kind: "names" | "players" | "standings" | "other";
  };
  /** A header that may carry points beside the column it looks like (`header`, as written). */
  "scoring-header": { readonly value: string; readonly column: Field; readonly header: string };
  /** A penalty column of no set kind («Штраф»): remarks or points taken off. */
  "penalty-column": CellText;
  /** A row with values right of the header's last column: `value` is their text. */
  "extra-cells": { readonly value: string };
  "renamed-column": { readonly value: string; readonly column: Field };
  "column-twice": {
    readonly value: string;
    readonly column: Field;
    /** The first header of the column, as written. */
    readonly firstHeader?: string;
  };
  "ignored-header": CellText;
  /** A column known to score nothing («Судья», «Комментарий»), not counted. */
  "unscored-header": CellText;
  "look-alike-name": {
    readonly name: string;
    readonly other: string;
    /** The Latin letters of `name` that look like Cyrillic ones, in lower case. */
    readonly latin: readonly string[];
  };
  "sheet-error": CellText;
  "bad-extra": CellText;
  "bad-seat": CellText;
  "bad-role": CellText & { readonly nearest?: Role };
  "bad-winner": CellText & { readonly nearest?: Side };
  "bad-yes-no": CellText;
  "bad-count": CellText;
  "bad-best-move": CellText;
  "date-in-cell": CellText;
  "bad-stage": CellText;
  "no-game": object;
  "no-player": object;
  "no-role": object;
  "best-move-own-seat": object;
  "best-move-not-allowed": object;
  "winner-conflict": { readonly rows: readonly number[] };
  /**
   * Per-player results that contradict the roles: `rows` are marked against `winner`, the side
   * most marks give the win to (null when the marks are even).
   */
  "result-conflict": { readonly rows: readonly number[]; readonly winner: Side | null };
  "first-killed-many": { readonly rows: readonly number[] };
  "row-count": { readonly count: number; readonly expected: number };
  "games-share-id": { readonly count: number; readonly perTable: boolean };
  "seat-twice": { readonly seat: number; readonly rows: readonly number[] };
  "seat-missing": { readonly seats: readonly number[] };
  "player-twice": { readonly name: string; readonly rows: readonly number[] };
  "role-count": {
    readonly role: Role;
    readonly count: number;
    readonly expected: number;
    /** The rows of the role, when there are too many of it. */
    readonly rows?: readonly number[];
  };
  "stage-conflict": {
    readonly stages: readonly { readonly stage: Stage; readonly rows: readonly number[] }[];
  };
  "team-conflict": {
    readonly name: string;
    readonly teams: readonly { readonly team: string; readonly row: number }[];
  };
  "no-tournament": { readonly rows: readonly number[] };
  "tournament-conflict": {
    readonly tournaments: readonly { readonly name: string; readonly rows: readonly number[] }[];
  };
  "bad-weight": CellText;
  "weight-conflict": {
    readonly weights: readonly { readonly weight: number; readonly rows: readonly number[] }[];
  };
  "series-no-tournament-column": object;
  "rules-argument": CellText;
  "stats-view": CellText;
  "rules-unknown-preset": CellText;
  /** `nearest`: the nearest setting's name, in the language the text is nearest to. */
  "rules-unknown-setting": CellText & { readonly nearest?: string };
  "rules-bad-series-points": CellText;
  "rules-twice": { readonly value: string; readonly firstRow: number };
  "rules-not-number": { readonly value: string; readonly setting: SettingName };
  "rules-out-of-range": {
    readonly value: string;
    readonly setting: SettingName;
    readonly range: {
      readonly min: number;
      readonly max: number;
      readonly aboveMin?: boolean;
      readonly whole?: boolean;
    };
  };
  "rules-not-yes-no": { readonly value: string; readonly setting: SettingName };
  "rules-bad-choice": {
    readonly value: string;
    readonly setting: SettingName;
    readonly choices: readonly SettingName[];
  };
  "rules-negative-ci": CellText;
  "rules-bad-earners": CellText;
  "rules-unknown-tie-break": CellText;
  "rules-tie-break-twice": CellText;
}

export type IssueCode = keyof Payloads;

/** The problem of one code: where it is, and its own figures. */
export type IssueOf<C extends IssueCode> = Where & { readonly code: C } & Payloads[C];

export type Issue = { [C in IssueCode]: IssueOf<C> }[IssueCode];

/** The codes of a cell no parser accepts (each carries the text found). */
export type CellCode =
  | "sheet-error"
  | "bad-extra"
  | "bad-seat"
  | "bad-role"
  | "bad-winner"
  | "bad-yes-no"
  | "bad-count"
  | "bad-best-move"
  | "date-in-cell"
  | "bad-stage";

/**
 * The same problem with its row numbers counted another way: the game store numbers a form's
 * rows by the payload's order and names them by seat.
 */
export function renumberRows(issue: Issue, to: (row: number) => number): Issue {
  const row = issue.row === undefined ? issue : { ...issue, row: to(issue.row) };
  const where = row.sameRows === undefined ? row : { ...row, sameRows: row.sameRows.map(to) };
  if ("rows" in where && where.rows !== undefined) return { ...where, rows: where.rows.map(to) };
  if (where.code === "stage-conflict")
    return { ...where, stages: where.stages.map((s) => ({ ...s, rows: s.rows.map(to) })) };
  if (where.code === "tournament-conflict") {
    const tournaments = where.tournaments.map((t) => ({ ...t, rows: t.rows.map(to) }));
    return { ...where, tournaments };
  }
  if (where.code === "weight-conflict")
    return { ...where, weights: where.weights.map((w) => ({ ...w, rows: w.rows.map(to) })) };
  return where;
}

/**
 * The codes of a warning: something the organiser should see that does not stop the standings
 * (an unknown header ignored, a column that scores nothing, a name with Latin look-alike
 * letters). `Evaluation.warnings` holds them, apart from the problems.
 */
export type WarningCode = "ignored-header" | "unscored-header" | "look-alike-name";

/** A warning: shown beside the problems, marked as a warning; the standings are still made. */
export type Warning = { [C in WarningCode]: IssueOf<C> }[WarningCode];
