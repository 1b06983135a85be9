/** src/cli/decode.ts: the bytes of a file as text, or why they are not a CSV we can read. */
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { decodeCsv, looksLikeText, readsAsCyrillic } from "../../src/cli/decode";
import { cp1251, utf16 } from "./encodings";

const TEXT = "Игра,Место,Игрок\n1,1,Алёна\n";

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

describe("decodeCsv", () => {
  it("UTF-8, with or without a byte order mark (the mark is dropped)", () => {
    expect(decodeCsv(utf8(TEXT))).toEqual({ ok: true, text: TEXT, encoding: "utf-8" });
    expect(decodeCsv(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(TEXT)]))).toEqual({
      ok: true,
      text: TEXT,
      encoding: "utf-8",
    });
  });

  it("UTF-16 little and big endian with a byte order mark (Excel's Unicode text)", () => {
    expect(decodeCsv(utf16(TEXT, "le"))).toEqual({ ok: true, text: TEXT, encoding: "utf-16le" });
    expect(decodeCsv(utf16(TEXT, "be"))).toEqual({ ok: true, text: TEXT, encoding: "utf-16be" });
  });

  it("windows-1251: bytes that are not UTF-8 but read as Russian", () => {
    expect(decodeCsv(cp1251(TEXT))).toEqual({ ok: true, text: TEXT, encoding: "windows-1251" });
    expect(decodeCsv(cp1251("Игрок;Роль\nЁжик;Шериф\n"))).toEqual({
      ok: true,
      text: "Игрок;Роль\nЁжик;Шериф\n",
      encoding: "windows-1251",
    });
  });

  it("refuses bytes that are neither UTF-8 nor Russian in windows-1251", () => {
    // Latin-1 «Andrés»: windows-1251 would turn it into «Andrйs».
    expect(decodeCsv(Uint8Array.from([...utf8("Player\nAndr"), 0xe9, ...utf8("s\n")]))).toEqual({
      ok: false,
      reason: "encoding",
    });
    // windows-1252's ™ (0x99), which windows-1251 reads as ™ too: no Cyrillic at all.
    expect(decodeCsv(Uint8Array.from([...utf8("Player\nBrand"), 0x99, 0x0a]))).toEqual({
      ok: false,
      reason: "encoding",
    });
    // A byte windows-1251 leaves undefined (0x98).
    expect(decodeCsv(Uint8Array.from([...cp1251("Игрок\n"), 0x98, 0x0a]))).toEqual({
      ok: false,
      reason: "encoding",
    });
    // UTF-16 text that breaks off in the middle of a character.
    expect(decodeCsv(utf16(TEXT, "le").subarray(0, 7))).toEqual({ ok: false, reason: "encoding" });
  });

  it("refuses binary files: gzip, zip (a renamed xlsx), NUL bytes, mostly control characters", () => {
    expect(decodeCsv(gzipSync(Buffer.from(TEXT)))).toEqual({ ok: false, reason: "binary" });
    expect(
      decodeCsv(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...utf8("[Content_Types].xml")])),
    ).toEqual({ ok: false, reason: "binary" });
    expect(decodeCsv(utf8("Игра,Место\n1,\u00002\n"))).toEqual({ ok: false, reason: "binary" });
    // UTF-16 without its mark: every other byte is NUL.
    expect(decodeCsv(utf16(TEXT, "le").subarray(2))).toEqual({ ok: false, reason: "binary" });
    expect(decodeCsv(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 0x41, 0x42]))).toEqual({
      ok: false,
      reason: "binary",
    });
  });

  it("an empty file is empty text, not binary", () => {
    expect(decodeCsv(new Uint8Array(0))).toEqual({ ok: true, text: "", encoding: "utf-8" });
  });
});

describe("looksLikeText", () => {
  it("takes a few control characters as data, many as binary", () => {
    expect(looksLikeText("Лис\u001b[31m,Шериф\n")).toBe(true);
    expect(looksLikeText("a\tb\r\nc\n")).toBe(true);
    expect(looksLikeText("\u0001\u0002\u0003ab")).toBe(false);
    expect(looksLikeText("ab\u0000")).toBe(false);
  });
});

describe("readsAsCyrillic", () => {
  it("needs Cyrillic words, not Cyrillic letters inside Latin ones", () => {
    expect(readsAsCyrillic("Игрок «Лис» №1 — Шериф")).toBe(true);
    expect(readsAsCyrillic("Andrйs,Renй,Josй")).toBe(false);
    expect(readsAsCyrillic("plain ASCII")).toBe(false);
    expect(readsAsCyrillic("Игрок\u0098")).toBe(false);
  });
});
