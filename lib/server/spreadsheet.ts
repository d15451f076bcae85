import "server-only";

// Spreadsheet exports (registrations, orders): CSV that Excel opens as UTF-8, and the one rule
// that keeps a cell from running as a formula there.

/** One CSV cell: quoted when needed; text starting like a formula gets a leading apostrophe. */
export function csvCell(v: string): string {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v; // no formula injection in spreadsheet apps
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of cells as a CSV file: a BOM so Excel reads UTF-8, CRLF line ends. */
export function csvFile(lines: string[][]): { body: Buffer; type: string; ext: "csv" } {
  return { body: Buffer.from("\uFEFF" + lines.map((l) => l.map(csvCell).join(",")).join("\r\n"), "utf8"), type: "text/csv; charset=utf-8", ext: "csv" };
}

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
