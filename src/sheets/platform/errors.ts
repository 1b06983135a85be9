import type { Lang } from "../../engine";
import { TEXTS } from "./messages";

/**
 * A refusal the user can act on: a heading, one line per problem and what to do about them,
 * already in their language. Only the message crosses google.script.run, so it carries everything.
 */
export class UserError extends Error {
  constructor(
    readonly head: string,
    readonly problems: readonly string[] = [],
    readonly advice?: string,
  ) {
    super([head, ...problems.map((p) => `• ${p}`), ...(advice ? [advice] : [])].join("\n"));
    this.name = "UserError";
  }
}

/** Any failure as one clean line for the user: never a stack trace, never "undefined". */
export function userMessage(error: unknown, lang: Lang): string {
  if (error instanceof UserError) return error.message;
  // Duck-typed: errors thrown by services need not be this realm's Error.
  const carried =
    typeof error === "object" && error !== null ? (error as { message?: unknown }).message : error;
  const message = typeof carried === "string" ? carried : "";
  return TEXTS[lang].failed(message.split("\n")[0] || String(error));
}
