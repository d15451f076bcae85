import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { ValidationError } from "@/lib/server/errors";
import { parseCsv, readImportFile } from "./import-parse";

// Reading reviewer import files: CSV as spreadsheets write it, XLSX, headers in either
// language or none, and the bounds checked before the rows are used.

const file = (text: string) => ({ name: "r.csv", bytes: new TextEncoder().encode(text) });
const fieldOf = async (p: Promise<unknown>) => {
  const e = await p.catch((x: unknown) => x);
  return e instanceof ValidationError ? e.fieldErrors?.file : "no error";
};

describe("reviewer import files", () => {
  it("parse quoted CSV cells with separators, quotes and line breaks", () => {
    expect(parseCsv('\uFEFFa,"b, c","say ""hi""","two\r\nlines"\r\nx,y\n')).toEqual([
      ["a", "b, c", 'say "hi"', "two\r\nlines"],
      ["x", "y"],
    ]);
    expect(parseCsv("a;b;c\n1;2;3")).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
    ]);
  });

  it("find columns by their header, in English or Chinese, and keep the themes' semicolons", async () => {
    const rows = await readImportFile(file("姓,名,邮箱,单位,主题\n李,蕊,Li.Rui@Example.org,中国科学院,A1;A2\n\n"));
    expect(rows).toEqual([{ line: 2, email: "Li.Rui@Example.org", firstName: "蕊", lastName: "李", unit: "中国科学院", themes: "A1;A2" }]);
  });

  it("take the documented order when there is no header", async () => {
    const rows = await readImportFile(file("a@example.org,Ann,Lee,PKU,B\n"));
    expect(rows).toEqual([{ line: 1, email: "a@example.org", firstName: "Ann", lastName: "Lee", unit: "PKU", themes: "B" }]);
  });

  it("read the first worksheet of an XLSX file with its row numbers", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Reviewers");
    ws.addRow(["Email", "First name", "Last name", "Organisation", "Themes"]);
    ws.addRow(["b@example.org", "Bo", "Li", "Tsinghua", "Optimisation"]);
    ws.addRow([]);
    ws.addRow(["c@example.org", "Cai", "Wu", "", ""]);
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    const rows = await readImportFile({ name: "r.xlsx", bytes });
    expect(rows.map((r) => [r.line, r.email, r.lastName, r.themes])).toEqual([
      [2, "b@example.org", "Li", "Optimisation"],
      [4, "c@example.org", "Wu", ""],
    ]);
  });

  it("refuse empty, oversized, non-UTF-8 and over-long files", async () => {
    expect(await fieldOf(readImportFile(file("")))).toBe("reviewerAdmin.import.empty");
    expect(await fieldOf(readImportFile(file("email\n")))).toBe("reviewerAdmin.import.empty");
    expect(await fieldOf(readImportFile({ name: "x", bytes: new Uint8Array(2 * 1024 * 1024 + 1).fill(0x61) }))).toBe("reviewerAdmin.import.tooLarge");
    expect(await fieldOf(readImportFile({ name: "x", bytes: new Uint8Array([0xff, 0xfe, 0x41]) }))).toBe("reviewerAdmin.import.notUtf8");
    const many = ["email", ...Array.from({ length: 1001 }, (_, i) => `p${i}@example.org`)].join("\n");
    expect(await fieldOf(readImportFile(file(many)))).toBe("reviewerAdmin.import.tooManyRows?max=1000");
    const enough = ["email", ...Array.from({ length: 1000 }, (_, i) => `p${i}@example.org`)].join("\n");
    expect(await readImportFile(file(enough))).toHaveLength(1000);
  });

  it("clip huge cells to what a row may carry back, still too long to be valid", async () => {
    const [row] = await readImportFile(file(`${"a".repeat(5000)}@example.org,x,y,,`));
    expect(row.email).toHaveLength(300);
  });
});
