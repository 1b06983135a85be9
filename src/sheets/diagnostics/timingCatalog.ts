/**
 * The calls the diagnostics time, each beside the figure the tests' cost model
 * (test/fakes/costModel.ts) gives it: a values read 200 ms + 3 ms per 1,000 cells, a values write
 * 150 ms + 10 ms per 1,000 cells, a TextFinder search 100 ms,
 * a flush 600 ms, a chart updated 500 ms, a sheet inserted 1 s.
 * Apps Script may hold a write back until the next flush, so each write is timed with the flush
 * that makes it land. test/sheets/diagnostics.test.ts checks the figures against the model.
 */
import type { Lang } from "../../engine";

export interface TimingEntry {
  readonly title: Readonly<Record<Lang, string>>;
  /** The cost model's figure for the same calls. */
  readonly modelMs: number;
}

const READ_MS = (cells: number) => 200 + (3 * cells) / 1000;
const WRITE_MS = (cells: number) => 150 + (10 * cells) / 1000;
const FLUSH_MS = 600;

export const TIMINGS = {
  "time.write1k": {
    title: {
      ru: "Запись 1 000 ячеек (setValues) и flush",
      en: "A write of 1,000 cells (setValues), then flush",
    },
    modelMs: WRITE_MS(1_000) + FLUSH_MS,
  },
  "time.read1k": {
    title: { ru: "Чтение 1 000 ячеек (getValues)", en: "A read of 1,000 cells (getValues)" },
    modelMs: READ_MS(1_000),
  },
  "time.write100k": {
    title: {
      ru: "Запись 100 000 ячеек (setValues) и flush",
      en: "A write of 100,000 cells (setValues), then flush",
    },
    modelMs: WRITE_MS(100_000) + FLUSH_MS,
  },
  "time.read100k": {
    title: { ru: "Чтение 100 000 ячеек (getValues)", en: "A read of 100,000 cells (getValues)" },
    modelMs: READ_MS(100_000),
  },
  "time.find100k": {
    title: { ru: "TextFinder, 100 000 ячеек", en: "TextFinder, 100,000 cells" },
    modelMs: 100,
  },
  "time.flush": {
    title: { ru: "flush после записи одной ячейки", en: "A flush after a one-cell write" },
    modelMs: FLUSH_MS,
  },
  "time.chartUpdate": {
    title: { ru: "Обновление диаграммы (updateChart)", en: "A chart updated (updateChart)" },
    modelMs: 500,
  },
  "time.insertSheet": {
    title: { ru: "Вставка листа (insertSheet)", en: "A sheet inserted (insertSheet)" },
    modelMs: 1000,
  },
} as const satisfies Record<string, TimingEntry>;

export type TimingId = keyof typeof TIMINGS;
