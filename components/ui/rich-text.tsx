import Box from "@mui/material/Box";
import type { SafeHtml } from "@/lib/registration/instructions-html";

// Organiser-written HTML, already sanitised on the server, in the page's own typography: sized by
// its content, headings and lists spaced like the rest of the page, long words and images kept
// inside the column on a phone.
export function RichText({ html, testId }: { html: SafeHtml; testId?: string }) {
  return (
    <Box
      data-testid={testId}
      sx={(theme) => ({
        ...theme.typography.body1,
        overflowWrap: "anywhere",
        "& > :first-child": { mt: 0 },
        "& > :last-child": { mb: 0 },
        "& p, & ul, & ol, & blockquote, & table": { my: 1 },
        "& h2": { ...theme.typography.h6, mt: 2, mb: 1 },
        "& h3": { ...theme.typography.subtitle1, fontWeight: 600, mt: 2, mb: 1 },
        "& ul, & ol": { pl: 3 },
        "& a": { color: "primary.main" },
        "& img": { maxWidth: "100%", height: "auto" },
        "& blockquote": { borderLeft: 3, borderColor: "divider", pl: 2, mx: 0, color: "text.secondary" },
      })}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
