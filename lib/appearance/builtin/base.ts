// What both built-in looks share — the hooks of the public site and rich text that any
// page renders (organiser HTML inside `.sym-prose`: headings, lists, tables, images, videos at
// 16:9), responsive, with CJK font fallbacks from the system (fonts-noto-cjk; no web fonts).
// Trusted CSS of ours, so it may style the shell's header too; selectors start at `.sym-shell`.

export const SANS = `-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif`;
export const SERIF = `Georgia, "Times New Roman", "Noto Serif CJK SC", "Source Han Serif SC", "Songti SC", SimSun, serif`;

/** The primary colour of the conference (MUI's CSS variables), with the theme default behind it. */
export const PRIMARY = "var(--mui-palette-primary-main, #1d4e89)";
export const PRIMARY_DARK = "var(--mui-palette-primary-dark, #14365f)";
export const primaryAlpha = (a: number) => `rgba(var(--mui-palette-primary-mainChannel, 29 78 137) / ${a})`;

export const BASE_CSS = `
.sym-shell { min-height: 100vh; display: flex; flex-direction: column; }
.sym-shell .sym-body { flex-grow: 1; display: flex; flex-direction: column; min-width: 0; }
.sym-shell .sym-body > main { flex-grow: 1; width: 100%; }
.sym-shell .sym-prose { line-height: 1.75; overflow-wrap: anywhere; font-size: 1rem; }
.sym-shell .sym-prose > :first-child { margin-top: 0; }
.sym-shell .sym-prose :is(h1, h2, h3, h4, h5, h6) { line-height: 1.3; margin: 1.6em 0 0.6em; }
.sym-shell .sym-prose h1 { font-size: 2rem; }
.sym-shell .sym-prose h2 { font-size: 1.6rem; }
.sym-shell .sym-prose h3 { font-size: 1.3rem; }
.sym-shell .sym-prose :is(h4, h5, h6) { font-size: 1.1rem; }
.sym-shell .sym-prose :is(p, ul, ol, blockquote, pre, table, figure) { margin: 0 0 1em; }
.sym-shell .sym-prose :is(ul, ol) { padding-left: 1.6em; }
.sym-shell .sym-prose li + li { margin-top: 0.3em; }
.sym-shell .sym-prose a { color: ${PRIMARY}; text-underline-offset: 3px; }
.sym-shell .sym-prose img { max-width: 100%; height: auto; border-radius: 4px; }
.sym-shell .sym-prose figure img { display: block; margin: 0 auto; }
.sym-shell .sym-prose figcaption { font-size: 0.875rem; color: #5f6570; text-align: center; margin-top: 0.4em; }
.sym-shell .sym-prose :is(iframe, video) { display: block; width: 100%; height: auto; aspect-ratio: 16 / 9; border: 0; border-radius: 6px; background: #000; }
.sym-shell .sym-prose [data-youtube-video] { margin: 0 0 1em; }
.sym-shell .sym-prose blockquote { padding: 0.4em 1em; border-left: 4px solid ${primaryAlpha(0.5)}; background: ${primaryAlpha(0.05)}; color: #3d4350; }
.sym-shell .sym-prose pre { padding: 1em; overflow-x: auto; background: #f3f4f6; border-radius: 6px; font-size: 0.9em; }
.sym-shell .sym-prose hr { border: 0; border-top: 1px solid #d9dce3; margin: 2em 0; }
.sym-shell .sym-prose table { width: 100%; border-collapse: collapse; font-size: 0.95rem; }
.sym-shell .sym-prose :is(th, td) { padding: 0.6em 0.8em; text-align: left; vertical-align: top; }
.sym-shell .sym-prose th { font-weight: 600; }
.sym-shell .sym-prose :is(th, td) > p { margin: 0; }
/* A wide schedule scrolls inside its own box on a phone instead of widening the page. */
@media (max-width: 700px) {
  .sym-shell .sym-prose table { display: block; overflow-x: auto; white-space: normal; }
  .sym-shell .sym-prose h1 { font-size: 1.6rem; }
  .sym-shell .sym-prose h2 { font-size: 1.35rem; }
}
/* The organiser's CSS cannot paint outside the content area, whatever it positions. */
.sym-shell[data-appearance="custom"] .sym-site { contain: paint; isolation: isolate; }
`;
