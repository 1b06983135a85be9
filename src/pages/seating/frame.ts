/**
 * What both seating dialogs share (the tournament's and the final's, one page): the buttons, the
 * progress line, the question before replacing a seating whose games have results, the result
 * and the failure, and the flow of a write — prepare the request, send it, ask when the server
 * asks, send it again with the organiser's consent. Text is only ever set as text (h()).
 */
import type { SeatingDialogResult } from "../../protocol/seatingSchedule";
import { h, setPageState } from "../shared/dom";
import { ServerError } from "../shared/serverApi";
import type { DialogTexts } from "./texts";

export interface DialogFrame {
  readonly form: HTMLFormElement;
  readonly make: HTMLButtonElement;
  readonly progress: HTMLElement;
  readonly result: HTMLElement;
  readonly alert: HTMLElement;
  setBusy(busy: boolean): void;
  showFailure(error: unknown): void;
}

/**
 * The form around `inputs`: «make» submits it, «close» closes the dialog. `write` sends a request
 * made by `prepare` (null: nothing to send, the reason already shown) with `replace` when the
 * organiser agreed to replace a seating with results.
 */
export function dialogFrame<T>(
  t: DialogTexts,
  inputs: HTMLFieldSetElement,
  makeLabel: string,
  prepare: () => Promise<T | null>,
  write: (request: T, replace: boolean) => Promise<SeatingDialogResult>,
): DialogFrame {
  const make = h("button", { type: "submit", class: "make" }, [makeLabel]);
  const close = h("button", { type: "button", class: "close" }, [t.close]);
  const progress = h("div", { class: "progress", hidden: true, role: "status" }, [
    h("progress", {}),
    h("span", {}, [t.working]),
  ]);
  const question = h("p", { class: "question", id: "question" });
  const replace = h("button", { type: "button", class: "replace" }, [t.replace]);
  const cancel = h("button", { type: "button", class: "cancel" }, [t.cancel]);
  const confirmBox = h(
    "div",
    { class: "confirm", hidden: true, role: "alertdialog", "aria-labelledby": "question" },
    [question, h("div", { class: "buttons" }, [cancel, replace])],
  );
  const result = h("p", { class: "result", role: "status" });
  const alert = h("p", { class: "alert", role: "alert" });
  const form = h("form", { novalidate: true, autocomplete: "off" }, [
    inputs,
    h("div", { class: "buttons" }, [close, make]),
    progress,
    confirmBox,
    result,
    alert,
  ]);

  const setBusy = (busy: boolean): void => {
    inputs.disabled = busy;
    make.disabled = busy;
    progress.hidden = !busy;
    form.setAttribute("aria-busy", String(busy));
  };

  const showFailure = (error: unknown): void => {
    const message =
      error instanceof ServerError || error instanceof Error ? error.message : String(error);
    alert.textContent = `${t.failed} ${message}`;
  };

  /** The request of the last «make», kept while the organiser answers the question. */
  let made: T | null = null;

  const submit = async (agreed: boolean): Promise<void> => {
    alert.textContent = "";
    result.textContent = "";
    confirmBox.hidden = true;
    setBusy(true);
    setPageState("busy");
    try {
      if (!agreed) made = await prepare();
      if (made === null) {
        setBusy(false);
        setPageState("ready");
        return;
      }
      const answer = await write(made, agreed);
      setBusy(false);
      if (answer.status === "confirm") {
        question.textContent = answer.message;
        confirmBox.hidden = false;
        setPageState("confirm");
        cancel.focus();
        return;
      }
      result.textContent = answer.message;
      setPageState("done");
    } catch (error) {
      setBusy(false);
      showFailure(error);
      setPageState("ready");
    }
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void submit(false);
  });
  replace.addEventListener("click", () => void submit(true));
  cancel.addEventListener("click", () => {
    confirmBox.hidden = true;
    setPageState("ready");
    make.focus();
  });
  close.addEventListener("click", () =>
    (
      globalThis as { google?: { script?: { host?: { close(): void } } } }
    ).google?.script?.host?.close(),
  );
  return { form, make, progress, result, alert, setBusy, showFailure };
}
