import "server-only";
import ExcelJS from "exceljs";
import { ValidationError } from "@/lib/server/errors";
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type TImportRow } from "./schemas";

// Reading a reviewer import file: CSV (UTF-8, with or without BOM; comma, semicolon or
// tab separated) or XLSX (first worksheet). Columns: email, first name, last name, organisation,
// themes — found by their header (English or Chinese) when the first row has one, else taken in
// that order. Bounded before any work: the file's size, then the number of rows.

type Column = keyof Omit<TImportRow, "line">;
const COLUMNS: Column[] = ["email", "firstName", "lastName", "unit", "themes"];
const HEADERS: Record<Column, string[]> = {
  email: ["email", "e-mail", "mail", "邮箱", "电子邮箱", "电子邮件"],
  firstName: ["firstname", "first name", "given name", "名", "名字"],
  lastName: ["lastname", "last name", "surname", "family name", "姓", "姓氏"],
  unit: ["organisation", "organization", "unit", "affiliation", "institution", "单位", "机构", "工作单位"],
  themes: ["themes", "theme", "topics", "主题", "审稿主题"],
};

const CLIP: Record<Column, number> = { email: 300, firstName: 300, lastName: 300, unit: 600, themes: 2000 };

const fail = (key: string) => new ValidationError({ file: `reviewerAdmin.import.${key}` });

/** RFC 4180 fields: quoted cells may hold separators, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, "");
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  // Comma first: the themes cell itself uses ";", so ";" or tab separate only where no comma does.
  const sep = firstLine.includes(",") ? "," : firstLine.includes("\t") ? "\t" : firstLine.includes(";") ? ";" : ",";
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === "") quoted = true;
    else if (c === sep) endCell();
    else if (c === "\n" || c === "\r") {
      if (c === "\r" && body[i + 1] === "\n") i++;
      endCell();
      rows.push(row);
      row = [];
      if (rows.length > IMPORT_MAX_ROWS + 1) throw fail("tooManyRows?max=" + IMPORT_MAX_ROWS);
    } else cell += c;
  }
  if (cell !== "" || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

type Line = { n: number; cells: string[] };

async function readXlsx(bytes: Uint8Array): Promise<Line[]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  } catch {
    throw fail("unreadable");
  }
  const sheet = wb.worksheets[0];
  if (!sheet) return [];
  if (sheet.actualRowCount > IMPORT_MAX_ROWS + 1) throw fail("tooManyRows?max=" + IMPORT_MAX_ROWS);
  const rows: Line[] = [];
  sheet.eachRow({ includeEmpty: false }, (r) => {
    const cells: string[] = [];
    for (let c = 1; c <= Math.min(r.cellCount, 20); c++) cells.push(r.getCell(c).text ?? "");
    rows.push({ n: r.number, cells });
  });
  return rows;
}

const norm = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, " ");

/** The column of each field: by header when the first row names them, else the documented order. */
function columnsOf(first: string[]): { map: Record<Column, number>; header: boolean } {
  const map = {} as Record<Column, number>;
  first.forEach((h, i) => {
    const col = COLUMNS.find((c) => HEADERS[c].some((name) => norm(h) === name || norm(h).replace(/ /g, "") === name.replace(/ /g, "")));
    if (col && map[col] === undefined) map[col] = i;
  });
  if (map.email !== undefined) {
    COLUMNS.forEach((c) => (map[c] ??= -1));
    return { map, header: true };
  }
  return { map: Object.fromEntries(COLUMNS.map((c, i) => [c, i])) as Record<Column, number>, header: false };
}

/** The rows of an uploaded file, numbered as a spreadsheet shows them (header = line 1). */
export async function readImportFile(file: { name: string; bytes: Uint8Array }): Promise<TImportRow[]> {
  if (file.bytes.byteLength === 0) throw fail("empty");
  if (file.bytes.byteLength > IMPORT_MAX_BYTES) throw fail("tooLarge");
  const zip = file.bytes[0] === 0x50 && file.bytes[1] === 0x4b && file.bytes[2] === 0x03 && file.bytes[3] === 0x04;
  let grid: Line[];
  if (zip) grid = await readXlsx(file.bytes);
  else {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(file.bytes);
    } catch {
      throw fail("notUtf8");
    }
    if (text.includes("\u0000")) throw fail("unreadable"); // a binary file that is not XLSX (e.g. old .xls)
    grid = parseCsv(text).map((cells, i) => ({ n: i + 1, cells }));
  }
  if (!grid.length) throw fail("empty");
  const { map, header } = columnsOf(grid[0].cells);
  const rows: TImportRow[] = [];
  grid.forEach(({ n, cells }, i) => {
    if (header && i === 0) return;
    if (cells.every((c) => !c.trim())) return; // blank lines are not rows
    // Clipped to what a row may carry back for the commit; a clipped value is still too long, so still invalid.
    const at = (c: Column) => (map[c] >= 0 ? (cells[map[c]] ?? "").trim().slice(0, CLIP[c]) : "");
    rows.push({ line: n, email: at("email"), firstName: at("firstName"), lastName: at("lastName"), unit: at("unit"), themes: at("themes") });
  });
  if (!rows.length) throw fail("empty");
  if (rows.length > IMPORT_MAX_ROWS) throw fail("tooManyRows?max=" + IMPORT_MAX_ROWS);
  return rows;
}
