/** A file size for people: "850 B", "1.2 MB", grouped in the reader's language. */
export function formatBytes(n: number, locale: string): string {
  const units = ["B", "KB", "MB", "GB"];
  let i = 0;
  let v = n;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${new Intl.NumberFormat(locale === "en" ? "en" : "zh-CN", { maximumFractionDigits: i ? 1 : 0 }).format(v)} ${units[i]}`;
}
