/** What the judge is told after talking to the server, and the yes/no question before a change. */
import { STRINGS } from "./strings";
import { ServerError } from "../shared/serverApi";
import type { FormView } from "./view";

export function showStatus(view: FormView, text: string): void {
  view.alert.textContent = "";
  view.status.textContent = text;
}

/** A failed call in words; the form is left as it was, and the judge is told so. */
export function showError(view: FormView, error: unknown): void {
  const t = STRINGS[view.lang];
  const failure =
    error instanceof ServerError
      ? error
      : new ServerError("server", error instanceof Error ? error.message : String(error));
  // The store's refusals are already in the judge's language and say what to do: shown as sent.
  const words =
    failure.kind === "server" ? failure.message.trim() || t.errors.server : t.errors[failure.kind];
  view.status.textContent = "";
  view.alert.textContent = `${words}\n${t.keepInput}`;
}

/**
 * An in-page dialog rather than window.confirm: the sidebar's sandboxed iframe may not allow
 * browser dialogs, and this one is keyboard-first: focus starts on `focus` (Cancel for what
 * destroys data, so a stray Enter is harmless) and Escape cancels.
 */
export function confirmAction(
  view: FormView,
  question: string,
  yes: string,
  focus: "ok" | "cancel",
): Promise<boolean> {
  const { dialog, dialogText, dialogOk, dialogCancel } = view;
  dialogText.textContent = question;
  dialogOk.textContent = yes;
  return new Promise((resolve) => {
    const restore = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const finish = (answer: boolean): void => {
      dialogOk.onclick = dialogCancel.onclick = null;
      dialog.oncancel = null;
      if (dialog.open) dialog.close();
      restore?.focus();
      resolve(answer);
    };
    dialogOk.onclick = () => finish(true);
    dialogCancel.onclick = () => finish(false);
    dialog.oncancel = (event) => {
      event.preventDefault();
      finish(false);
    };
    dialog.showModal();
    (focus === "ok" ? dialogOk : dialogCancel).focus();
  });
}
