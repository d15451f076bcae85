import { describe, expect, it } from "vitest";
import { docx, odt, plainZip } from "@/tests/support/docx";
import { png } from "@/tests/support/png";
import { feedbackFileType } from "./file-type";
import { zipEntryNames } from "./zip-entries";

// SPEC §5 "only text or document files", told by content: each allowed kind, and the
// usual disguises of what is not allowed.

const text = (s: string) => new TextEncoder().encode(s);
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ole = (stream: string) => Uint8Array.from([...OLE, ...new Array(56).fill(0), ...[...stream].flatMap((c) => [c.charCodeAt(0), 0])]);

describe("feedbackFileType", () => {
  it("knows the documents by their bytes", async () => {
    expect(feedbackFileType(text("%PDF-1.7\n"), "x.bin")).toEqual({ ext: "pdf", mime: "application/pdf" });
    expect(feedbackFileType(text("{\\rtf1\\ansi hello}"), "letter.rtf")).toEqual({ ext: "rtf", mime: "application/rtf" });
    expect(feedbackFileType(ole("WordDocument"), "old.doc")).toEqual({ ext: "doc", mime: "application/msword" });
    expect(feedbackFileType(await docx("hi"), "new.docx")?.ext).toBe("docx");
    expect(feedbackFileType(await odt(), "open.odt")?.ext).toBe("odt");
  });

  it("takes text in any ASCII-compatible encoding as .txt, .md or .csv", () => {
    expect(feedbackFileType(text("a,b\n1,2\n"), "table.csv")).toEqual({ ext: "csv", mime: "text/csv" });
    expect(feedbackFileType(text("# Title\n"), "README.md")?.ext).toBe("md");
    expect(feedbackFileType(Uint8Array.from([0xc4, 0xe3, 0xba, 0xc3, 0x0a]), "gbk.txt")?.ext).toBe("txt"); // 你好 in GBK
    expect(feedbackFileType(text("plain"), "no-extension")?.ext).toBe("txt");
  });

  it("refuses images, executables, spreadsheets in OLE, plain ZIPs and code — whatever they are called", async () => {
    expect(feedbackFileType(png(2, 2), "photo.txt")).toBeNull();
    expect(feedbackFileType(png(2, 2), "photo.docx")).toBeNull();
    expect(feedbackFileType(Uint8Array.from([0x4d, 0x5a, 0x90, 0x00]), "setup.doc")).toBeNull();
    expect(feedbackFileType(ole("Workbook"), "sheet.doc")).toBeNull();
    expect(feedbackFileType(await plainZip(), "archive.docx")).toBeNull();
    expect(feedbackFileType(text("alert(1)"), "script.js")).toBeNull();
    expect(feedbackFileType(new Uint8Array(), "empty.txt")).toBeNull();
  });
});

describe("zipEntryNames", () => {
  it("lists a ZIP's entries from its central directory, and answers null for anything else", async () => {
    expect(zipEntryNames(await docx("x"))).toEqual(["[Content_Types].xml", "_rels/.rels", "word/document.xml"]);
    expect(zipEntryNames(text("PK\u0003\u0004 but broken"))).toBeNull();
    expect(zipEntryNames(new Uint8Array(10))).toBeNull();
  });
});
