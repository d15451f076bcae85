import { PRIMARY, PRIMARY_DARK, SERIF, primaryAlpha } from "./base";

// The "classic" appearance — an academic look. Serif headings, a restrained band of the primary colour
// for the header with a thin gold rule, a centred reading column on warm paper, and schedule
// tables with ruled rows. Selectors stay at two classes (plus :where), so that an organiser's CSS,
// which comes after and is prefixed with two classes too, wins a tie. `.sym-hero` is the banner of a page (the home page's name band). A
// custom appearance wears this look under the organiser's CSS.

const S = `.sym-shell:where([data-appearance="classic"], [data-appearance="custom"])`;
const GOLD = "#b8975a";
export const HERO = `:where(.sym-hero, .MuiPaper-root:has(> [data-testid="conference-name"]))`;

export const CLASSIC_CSS = `
${S} { background: #f7f5f0; }
${S} .MuiAppBar-root { background: ${PRIMARY_DARK}; border-bottom: 3px solid ${GOLD}; box-shadow: none; }
${S} [data-testid="site-title"] { font-family: ${SERIF}; letter-spacing: 0.02em; }
${S} .sym-site > main { max-width: 1040px; }
${S} .sym-body :where(h1, h2, h3, h4) { font-family: ${SERIF}; font-weight: 600; letter-spacing: 0.01em; }
${S} .sym-body :where(h2, h3) { color: ${PRIMARY_DARK}; }
${S} .sym-body ${HERO} { border-radius: 2px; box-shadow: none; background: ${PRIMARY}; color: #fff; border-bottom: 4px solid ${GOLD}; }
${S} .sym-body ${HERO} :where(h1, h2) { color: #fff; }
${S} .sym-prose { color: #23262d; }
${S} .sym-prose :where(h1, h2) { padding-bottom: 0.3em; border-bottom: 1px solid #ddd6c6; }
${S} .sym-prose table { border-top: 2px solid ${PRIMARY_DARK}; border-bottom: 2px solid ${PRIMARY_DARK}; background: #fff; }
${S} .sym-prose :where(thead th, tr:first-child th) { border-bottom: 1px solid ${PRIMARY_DARK}; color: ${PRIMARY_DARK}; font-family: ${SERIF}; }
${S} .sym-prose td { border-bottom: 1px solid #e6e1d6; }
${S} .sym-prose :where(tbody tr:nth-child(even)) td { background: ${primaryAlpha(0.035)}; }
${S} .sym-prose :where(td:first-child) { color: #4a4f59; font-variant-numeric: tabular-nums; }
${S} .sym-body > footer { background: ${PRIMARY_DARK}; color: rgba(255, 255, 255, 0.85); border-top: 3px solid ${GOLD}; }
${S} .sym-body > footer .MuiTypography-root { color: inherit; font-family: ${SERIF}; }
@media (min-width: 900px) {
  ${S} .sym-site > main { margin: 28px auto 40px; background: #fff; border: 1px solid #e6e1d6; border-radius: 2px; padding: 40px 48px; }
}
`;
