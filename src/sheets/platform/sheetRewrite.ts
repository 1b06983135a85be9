/**
 * A sheet the add-on rewrites whole («Бланки», «Расписание», «Рассадка») keeps nothing of what
 * was on it. Google documents Sheet.clear() as clearing "content and formatting" and
 * clearContents() as keeping the formatting; neither names merges, notes, data validation or
 * conditional format rules, and an old merge would hide printed cells, an old rule or note would
 * flag them. So they are cleared by their own calls (the diagnostics' point `clear.leftovers`
 * shows what this spreadsheet's clear() leaves).
 */
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** Merges broken, notes, validation and conditional format rules gone, over the whole sheet. */
export function clearLeftovers(sheet: Sheet): void {
  const whole = sheet.getRange(1, 1, sheet.getMaxRows(), sheet.getMaxColumns());
  whole.breakApart();
  whole.clearDataValidations();
  sheet.clearNotes();
  sheet.clearConditionalFormatRules();
}

/** The sheet blank: no values, formats, merges, notes, validation or conditional formats. */
export function blankSheet(sheet: Sheet): void {
  sheet.clear();
  clearLeftovers(sheet);
}
