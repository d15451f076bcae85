import Box from "@mui/material/Box";
import { sanitizePageHtml } from "@/lib/validation/page-html";

// Organiser-written rich text shown inline in the page's own typography — no frame:
// it is sanitised again here whatever road it took to the database. `sym-prose` is the hook of
// the active appearance (lib/appearance/builtin/base.ts styles it with more weight than these
// defaults); `sym-content` is the stable class an organiser's CSS may address.
const PROSE = {
  lineHeight: 1.75,
  overflowWrap: "anywhere",
  "& > :first-child": { mt: 0 },
  "& :is(h1,h2,h3,h4,h5,h6)": { lineHeight: 1.3, mt: "1.6em", mb: "0.6em" },
  "& h1": { fontSize: { xs: "1.6rem", md: "2rem" } },
  "& h2": { fontSize: { xs: "1.35rem", md: "1.6rem" } },
  "& h3": { fontSize: "1.3rem" },
  "& :is(p,ul,ol,blockquote,pre,table,figure)": { mt: 0, mb: "1em" },
  "& :is(ul,ol)": { pl: "1.6em" },
  "& img": { maxWidth: "100%", height: "auto" },
  "& :is(iframe,video)": { display: "block", width: "100%", height: "auto", aspectRatio: "16 / 9", border: 0 },
  "& pre": { overflowX: "auto", p: 2, bgcolor: "grey.100" },
  "& table": { width: "100%", borderCollapse: "collapse", display: { xs: "block", md: "table" }, overflowX: "auto" },
  "& :is(th,td)": { p: "0.6em 0.8em", textAlign: "left", verticalAlign: "top", borderBottom: 1, borderColor: "divider" },
} as const;

export function PageRichText({ html, testId }: { html: string; testId?: string }) {
  return <Box className="sym-prose sym-content" data-testid={testId} sx={PROSE} dangerouslySetInnerHTML={{ __html: sanitizePageHtml(html) }} />;
}
