/**
 * The year for the default footer "© {year} {name}", or null when the name already carries that
 * year ("2026 全国…" would read "© 2026 2026 全国…").
 */
export function footerYear(name: string, year: number): number | null {
  return new RegExp(`(^|\\D)${year}(\\D|$)`).test(name) ? null : year;
}
