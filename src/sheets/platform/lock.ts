import type { Lang } from "../../engine";
import { UserError } from "./errors";
import { TEXTS } from "./messages";
import type { Services } from "./services";

/** Long enough for another judge's save (a read, two writes); short of the sidebar giving up. */
const LOCK_TIMEOUT_MS = 30_000;

/**
 * Runs `work` holding the document lock, so two judges saving at once are serialised and each
 * sees the other's rows. flush() before release: Apps Script batches writes, and the next
 * holder must read them.
 */
export function withDocumentLock<T>(services: Services, lang: Lang, work: () => T): T {
  const lockService = services.lockService;
  const lock = lockService.getDocumentLock() ?? lockService.getScriptLock();
  try {
    lock.waitLock(LOCK_TIMEOUT_MS);
  } catch {
    throw new UserError(TEXTS[lang].busy);
  }
  try {
    return work();
  } finally {
    try {
      services.spreadsheetApp.flush();
    } finally {
      lock.releaseLock();
    }
  }
}
