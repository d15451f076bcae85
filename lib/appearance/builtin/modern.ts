import { PRIMARY, SANS, primaryAlpha } from "./base";
import { HERO } from "./classic";

// The "modern" appearance — sans-serif throughout, a light header, a wide banner with a gradient over
// the primary colour, content on soft rounded cards, generous spacing.

const S = `.sym-shell:where([data-appearance="modern"])`;
const GRADIENT = `linear-gradient(125deg, ${PRIMARY} 0%, color-mix(in srgb, ${PRIMARY} 55%, #6d28d9) 60%, color-mix(in srgb, ${PRIMARY} 40%, #0ea5e9) 100%)`;

export const MODERN_CSS = `
${S} { background: #f3f5fa; font-family: ${SANS}; }
${S} .MuiAppBar-root { background: rgba(255, 255, 255, 0.92); color: #162032; box-shadow: 0 1px 0 rgba(15, 23, 42, 0.08); backdrop-filter: saturate(180%) blur(10px); }
${S} [data-testid="site-title"] { font-weight: 700; color: ${PRIMARY}; }
${S} .sym-body :where(h1, h2, h3, h4) { font-family: ${SANS}; font-weight: 700; letter-spacing: -0.01em; }
${S} .sym-body ${HERO} { border-radius: 24px; background: ${GRADIENT}; color: #fff; box-shadow: 0 18px 40px -18px ${primaryAlpha(0.6)}; position: relative; overflow: hidden; }
${S} .sym-body ${HERO}::after { content: ""; position: absolute; right: -80px; top: -80px; width: 320px; height: 320px; border-radius: 50%; background: rgba(255, 255, 255, 0.09); pointer-events: none; }
${S} .sym-body ${HERO} > * { position: relative; z-index: 1; }
${S} .sym-body :where(.MuiPaper-root:not(.sym-hero, :has(> [data-testid="conference-name"])), .sym-card) { border-radius: 16px; }
${S} .sym-body :where(.MuiPaper-outlined) { border-color: #e3e7ef; }
${S} .sym-body :where(.MuiButton-root) { border-radius: 999px; }
${S} .sym-prose { color: #1f2937; }
${S} .sym-prose :where(h2, h3) { color: #111827; }
${S} .sym-prose h2::before { content: ""; display: block; width: 40px; height: 4px; margin-bottom: 10px; border-radius: 2px; background: ${PRIMARY}; }
${S} .sym-prose table { border-collapse: separate; border-spacing: 0; border: 1px solid #e3e7ef; border-radius: 12px; overflow: hidden; background: #fff; }
${S} .sym-prose th { background: ${primaryAlpha(0.08)}; color: #111827; }
${S} .sym-prose :is(th, td) { border-bottom: 1px solid #eef1f6; }
${S} .sym-prose :where(tr:last-child) td { border-bottom: 0; }
${S} .sym-prose img { border-radius: 12px; }
${S} .sym-prose :is(iframe, video) { border-radius: 14px; box-shadow: 0 12px 30px -12px rgba(15, 23, 42, 0.35); }
${S} .sym-body > footer { background: #0f172a; color: #cbd5e1; }
${S} .sym-body > footer .MuiTypography-root { color: inherit; }
@media (min-width: 900px) {
  ${S} .sym-site > main { padding-top: 40px; padding-bottom: 56px; }
  ${S} .sym-body ${HERO} { padding: 64px 56px; }
}
`;
