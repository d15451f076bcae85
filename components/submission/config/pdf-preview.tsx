"use client";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import type { CSSProperties } from "react";
import type { TPdfLayout } from "@/lib/submission/schemas";

type Format = TPdfLayout["title"];

function css(f: Format): CSSProperties {
  return {
    fontFamily: f.font === "serif" ? '"Noto Serif CJK SC", "Songti SC", serif' : '"Noto Sans CJK SC", "PingFang SC", sans-serif',
    fontSize: `${f.size}pt`,
    fontWeight: f.bold ? 700 : 400,
    fontStyle: f.italic ? "italic" : "normal",
    lineHeight: 1.35,
  };
}

/** A bar standing for a line of text on the page thumbnail: thicker for larger or bolder type. */
function Bar({ f, width }: { f: Format; width: string }) {
  return (
    <Box
      sx={{ height: Math.max(2, Math.round(f.size / 4) + (f.bold ? 1 : 0)), width, bgcolor: "text.secondary", opacity: f.bold ? 0.8 : 0.45, borderRadius: 0.5 }}
    />
  );
}

/** The page arrangement (1, 2 or 4 abstracts) and one abstract at its real type sizes. */
export function PdfPreview({ layout }: { layout: TPdfLayout }) {
  const t = useTranslations("submissionConfig.pdf");
  const cells = Array.from({ length: layout.perPage });
  return (
    <Stack spacing={2} data-testid="pdf-preview" aria-label={t("preview")}>
      <Typography variant="subtitle2" component="h3">
        {t("previewPage")}
      </Typography>
      <Box
        aria-hidden
        sx={{
          width: "100%",
          maxWidth: 200,
          aspectRatio: "210 / 297",
          border: 1,
          borderColor: "divider",
          boxShadow: 1,
          bgcolor: "background.paper",
          p: 1.25,
          display: "grid",
          gap: 1,
          gridTemplateColumns: layout.perPage === 4 ? "1fr 1fr" : "1fr",
          gridTemplateRows: layout.perPage === 1 ? "1fr" : "1fr 1fr",
        }}
      >
        {cells.map((_, i) => (
          <Stack key={i} spacing={0.6} sx={{ border: 1, borderStyle: "dashed", borderColor: "divider", p: 0.75, overflow: "hidden" }}>
            {layout.showNumber && <Box sx={{ height: 3, width: "22%", bgcolor: "primary.main", borderRadius: 0.5 }} />}
            <Bar f={layout.title} width="85%" />
            <Bar f={layout.author} width="55%" />
            {[100, 96, 100, 70].map((w, j) => (
              <Bar key={j} f={layout.content} width={`${w}%`} />
            ))}
          </Stack>
        ))}
      </Box>
      <Typography variant="subtitle2" component="h3">
        {t("preview")}
      </Typography>
      <Box sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2, bgcolor: "background.paper", overflowWrap: "anywhere" }}>
        {layout.showNumber && (
          <Box component="p" sx={{ m: 0, mb: 0.5, fontFamily: "monospace", color: "text.secondary" }} data-testid="pdf-preview-number">
            A-001
          </Box>
        )}
        <Box component="p" sx={{ m: 0, mb: 0.75 }} style={css(layout.title)} data-testid="pdf-preview-title">
          {t("sampleTitle")}
        </Box>
        <Box component="p" sx={{ m: 0, mb: 1 }} style={css(layout.author)}>
          {t("sampleAuthors")}
        </Box>
        <Box component="p" sx={{ m: 0 }} style={css(layout.content)}>
          {t("sampleContent")}
        </Box>
      </Box>
    </Stack>
  );
}
