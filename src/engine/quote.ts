import type { Lang } from "./terms";

/** A name or word as a message quotes it: «…» in Russian, “…” in English. */
export function quote(text: string, lang: Lang): string {
  return lang === "ru" ? `«${text}»` : `“${text}”`;
}
