/**
 * The diagnostics' points on what the stale marker (standings/staleMarker.ts) relies on: its
 * formula over columns A:B of the scratch sheet (the chart.id point's data), beside a bare
 * MAFIA_FINGERPRINT of that range whose cell shows when Sheets has computed it, IFERROR with one
 * argument, the marker over a sheet that is gone; then a value written by the script, which fires
 * no edit event. The marker reads 0 when up to date, 1 when not.
 */
import { markerFormula, markerSource } from "../standings/staleMarker";
import type { Observation, PointId } from "./pointCatalog";
import { awaitCells } from "./probePoints";
import { observation, type Scratch, type Step } from "./scratch";

function reading(read: unknown, agrees: boolean): Observation {
  const kind = read === 0 ? "up to date" : read === 1 ? "not updated" : "other";
  return observation(agrees, `${kind}: ${String(read)}`);
}

function marker({ sheet, services, name }: Scratch): Partial<Record<PointId, Observation>> {
  const source = markerSource(name, sheet.getDataRange().getValues(), 2);
  const cells = sheet.getRange("N1:N4");
  cells.setValues([
    [markerFormula([source])],
    ["=IFERROR(1/0)"],
    [markerFormula([{ ...source, sheet: `${name} (gone)` }])],
    [`=MAFIA_FINGERPRINT('${name}'!A:B)`],
  ]);
  const loading: unknown = sheet.getRange("N1").getValue();
  const [current, blank, gone] = awaitCells(cells, services);
  sheet.getRange("B2").setValue("changed");
  const [after] = awaitCells(cells, services);
  return {
    "marker.computed": reading(current, current === 0),
    "marker.recalculated": reading(after, after === 1),
    "marker.loading": reading(loading, loading === 0 || loading === 1),
    "marker.rangeGone": reading(gone, gone === 1),
    "formula.iferrorBlank": observation(blank === "", blank === "" ? "blank" : String(blank)),
  };
}

export const MARKER_STEP: Step = {
  points: [
    "marker.computed",
    "marker.recalculated",
    "marker.loading",
    "marker.rangeGone",
    "formula.iferrorBlank",
  ],
  run: marker,
};
