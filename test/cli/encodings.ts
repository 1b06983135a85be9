/** Encoders Node lacks, written by hand for the tests of files that are not UTF-8. */

/** windows-1251: А–я are 0xC0–0xFF, Ё 0xA8, ё 0xB8, ASCII as is (enough for the examples). */
export function cp1251(text: string): Buffer {
  return Buffer.from(
    [...text].map((ch) => {
      const code = ch.codePointAt(0) as number;
      if (code < 0x80) return code;
      if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
      if (ch === "Ё") return 0xa8;
      if (ch === "ё") return 0xb8;
      throw new Error(`no windows-1251 byte for ${ch}`);
    }),
  );
}

/** UTF-16 with its byte order mark. */
export function utf16(text: string, order: "le" | "be"): Buffer {
  const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
  return order === "le" ? le : Buffer.from(le).swap16();
}
