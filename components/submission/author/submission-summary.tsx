"use client";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { RichText } from "@/components/ui/rich-text";
import type { SafeHtml } from "@/lib/registration/instructions-html";
import type { Choice, MySubmission } from "@/lib/submission/author/queries";

const HAN = /\p{Script=Han}/u;
/** Family name first in Chinese, given name first otherwise. */
const fullName = (a: { name: string; surname: string }) => (HAN.test(a.name + a.surname) ? `${a.surname}${a.name}` : `${a.name} ${a.surname}`.trim());

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box data-testid={testId}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ overflowWrap: "anywhere" }}>{children}</Box>
    </Box>
  );
}

/** A submission as sent, read-only — when the author may no longer change it. */
export function SubmissionSummary(props: {
  submission: MySubmission;
  abstractHtml: SafeHtml;
  categories: Choice[];
  reportTypes: Choice[];
  countries: Choice[];
}) {
  const t = useTranslations("submission.form");
  const v = props.submission.values;
  const label = (list: Choice[], value: string) => list.find((c) => c.value === value)?.label ?? value;
  return (
    <Stack spacing={2} data-testid="submission-summary">
      <Fact label={t("title")}>
        <Typography variant="body1" sx={{ fontWeight: 500 }}>
          {v.title}
        </Typography>
      </Fact>
      <Fact label={t("theme")}>{props.submission.themeName}</Fact>
      {v.reportType && <Fact label={t("reportType")}>{label(props.reportTypes, v.reportType)}</Fact>}
      {v.category && <Fact label={t("category")}>{label(props.categories, v.category)}</Fact>}
      {props.abstractHtml && (
        <Fact label={t("abstract")}>
          <RichText html={props.abstractHtml} />
        </Fact>
      )}
      {v.keywords.length > 0 && (
        <Fact label={t("keywords")}>
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.75, mt: 0.5 }}>
            {v.keywords.map((k) => (
              <Chip key={k} label={k} size="small" />
            ))}
          </Box>
        </Fact>
      )}
      {v.abstractFile && <Fact label={t("abstractFile")}>{v.abstractFile.name}</Fact>}
      {v.fullTextFile && <Fact label={t("fullTextFile")}>{v.fullTextFile.name}</Fact>}
      {v.authors.length > 0 && (
        <Fact label={t("authors")}>
          <Box component="ol" sx={{ pl: 3, my: 0.5 }}>
            {v.authors.map((a, i) => (
              <li key={i}>
                {[fullName(a), a.email, a.organisation, a.country ? label(props.countries, a.country) : ""].filter(Boolean).join(" · ")}
                {a.corresponding && <Chip size="small" variant="outlined" label={t("corresponding")} sx={{ ml: 1 }} />}
              </li>
            ))}
          </Box>
        </Fact>
      )}
    </Stack>
  );
}
