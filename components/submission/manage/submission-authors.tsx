import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import type { SubmissionDetail } from "@/lib/submission/manage/detail";

/** The authors in their order: one block each, the corresponding author marked, contact details below. */
export async function SubmissionAuthors({ authors }: { authors: SubmissionDetail["authors"] }) {
  const t = await getTranslations("submissionAdmin.detail");
  if (!authors.length) return <Typography color="text.secondary">{t("noAuthors")}</Typography>;
  return (
    <Box
      component="ol"
      sx={{ m: 0, p: 0, listStyle: "none", display: "grid", gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" }, gap: 1.5 }}
      data-testid="submission-authors"
    >
      {authors.map((a) => (
        <Paper component="li" key={a.order} variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid="submission-author">
          <Stack spacing={0.25}>
            <Stack direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
              <Typography sx={{ fontWeight: 600 }}>
                {a.order + 1}. {a.name}
              </Typography>
              {a.corresponding && <Chip size="small" color="primary" label={t("corresponding")} data-testid="author-corresponding" />}
            </Stack>
            {[a.organisation, a.countryName, a.email, a.phone].filter(Boolean).map((line) => (
              <Typography key={line} variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                {line}
              </Typography>
            ))}
          </Stack>
        </Paper>
      ))}
    </Box>
  );
}
