/**
 * The bytes of the file the user gave, as text — or the reason they are not a CSV we can read.
 *
 * Google Sheets downloads UTF-8, but organisers also bring Excel's "Unicode text" (UTF-16 with a
 * byte order mark) and old Windows exports in windows-1251. Read as UTF-8 those give «������»
 * in every name and message, and a compressed or spreadsheet file gives an empty tournament:
 * both must be refused or decoded, never read as something else.
 */
export type Encoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1251";

export type Decoded =
  | { readonly ok: true; readonly text: string; readonly encoding: Encoding }
  /**
   * `binary`: not text at all (an archive, a spreadsheet file);
   * `encoding`: text we cannot tell the encoding of.
   */
  | { readonly ok: false; readonly reason: "binary" | "encoding" };

/**
 * File signatures of what people send instead of a CSV: gzip, zip (xlsx, ods), old xls, PDF, PNG.
 */
const SIGNATURES: readonly (readonly number[])[] = [
  [0x1f, 0x8b],
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
];

const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean =>
  prefix.every((byte, i) => bytes[i] === byte);

const BINARY: Decoded = { ok: false, reason: "binary" };
const UNKNOWN: Decoded = { ok: false, reason: "encoding" };

export function decodeCsv(bytes: Uint8Array): Decoded {
  if (startsWith(bytes, [0xff, 0xfe])) return decoded(bytes.subarray(2), "utf-16le");
  if (startsWith(bytes, [0xfe, 0xff])) return decoded(bytes.subarray(2), "utf-16be");
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return decoded(bytes.subarray(3), "utf-8");
  if (SIGNATURES.some((signature) => startsWith(bytes, signature)) || bytes.includes(0))
    return BINARY;
  const utf8 = decoded(bytes, "utf-8");
  if (utf8.ok || utf8.reason === "binary") return utf8;
  // Not UTF-8: windows-1251 decodes any byte, so accept it only when the result reads as Russian.
  const cp1251 = decoded(bytes, "windows-1251");
  return cp1251.ok && readsAsCyrillic(cp1251.text) ? cp1251 : UNKNOWN;
}

function decoded(bytes: Uint8Array, encoding: Encoding): Decoded {
  let text: string;
  try {
    // ignoreBOM: the mark has been taken off already; a second one would be data.
    text = new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return UNKNOWN;
  }
  return looksLikeText(text) ? { ok: true, text, encoding } : BINARY;
}

/**
 * Text, not binary data: no NUL, and control characters (other than tab and line breaks) rare.
 * A few stray ones — an ESC pasted into a name — are data, shown escaped on output.
 */
export function looksLikeText(text: string): boolean {
  if (text.includes("\0")) return false;
  const controls = text.match(/[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/g)?.length ?? 0;
  return controls * 10 <= text.length;
}

/**
 * Windows-1251 maps every byte above 0x7f to something, so any non-UTF-8 file "decodes". It is
 * taken as Russian only if every character beyond ASCII is a Cyrillic letter or one of the
 * code page's common signs, and Cyrillic letters stand in words of their own — a Latin-1 «Andrés»
 * would come out as «Andrйs», a word of two alphabets.
 */
export function readsAsCyrillic(text: string): boolean {
  const foreign = text.match(/[^\x00-\x7f]/g) ?? [];
  if (foreign.length === 0) return false;
  if (!foreign.every((ch) => /[\u0400-\u04ff№«»–—“”„‘’…·°±§]/.test(ch) || ch === "\u00a0"))
    return false;
  const words = text.match(/[\p{L}]+/gu) ?? [];
  const cyrillic = words.filter((word) => /[\u0400-\u04ff]/.test(word));
  const mixed = cyrillic.filter((word) => /[a-z]/i.test(word));
  return cyrillic.length > 0 && mixed.length * 10 <= cyrillic.length;
}
