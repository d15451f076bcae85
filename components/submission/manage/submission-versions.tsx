import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import type { FieldChange } from "@/lib/submission/manage/revision-diff";
import type { TSubmissionStatus } from "@/lib/submission/status";
import { SubmissionStatusChip } from "./status-chip";

export type VersionView = {
  version: number;
  sentAt: string;
  status: TSubmissionStatus;
  statusLabel: string;
  current: boolean;
  title: string;
  files: { kind: string; name: string; href: string | null }[];
  changes: FieldChange[];
};

function Change({ c, t }: { c: FieldChange; t: Awaited<ReturnType<typeof getTranslations<"submissionAdmin.detail">>> }) {
  const label = t(`field.${c.field}`);
  const text = (s: string) => s || t("empty");
  if ("before" in c)
    return (
      <Box data-testid="version-change" data-field={c.field}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: "anywhere", color: "error.main", textDecoration: "line-through" }} aria-label={t("before")}>
          {text(c.before)}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: "anywhere", color: "success.dark" }} aria-label={t("after")}>
          {text(c.after)}
        </Typography>
      </Box>
    );
  return (
    <Box data-testid="version-change" data-field={c.field}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {c.added.map((x) => (
        <Typography key={`+${x}`} variant="body2" sx={{ overflowWrap: "anywhere", color: "success.dark" }}>
          + {x}
        </Typography>
      ))}
      {c.removed.map((x) => (
        <Typography key={`-${x}`} variant="body2" sx={{ overflowWrap: "anywhere", color: "error.main" }}>
          − {x}
        </Typography>
      ))}
      {c.reordered && (
        <Typography variant="body2" color="text.secondary">
          {t("reordered")}
        </Typography>
      )}
    </Box>
  );
}

/** Every version the author sent, newest first, each with its files and what changed from the one before. */
export async function SubmissionVersions({ versions }: { versions: VersionView[] }) {
  const t = await getTranslations("submissionAdmin.detail");
  return (
    <Stack spacing={1.5} data-testid="submission-versions">
      {versions.map((v, i) => (
        <Paper key={v.version} variant="outlined" sx={{ p: 1.5 }} data-testid="submission-version" data-version={v.version}>
          <Stack spacing={1}>
            <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, alignItems: "center" }}>
              <Typography variant="subtitle2" component="h3">
                {t("version", { version: v.version })}
              </Typography>
              {v.current && <Chip size="small" color="primary" variant="outlined" label={t("current")} />}
              <SubmissionStatusChip status={v.status} label={v.current ? v.statusLabel : t("statusThen", { status: v.statusLabel })} />
              <Typography variant="body2" color="text.secondary">
                {t("sent", { at: v.sentAt })}
              </Typography>
            </Stack>
            <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
              {v.title}
            </Typography>
            {v.files.length > 0 && (
              <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1.5 }}>
                {v.files.map((f) =>
                  f.href ? (
                    <Link key={f.kind} href={f.href} variant="body2" data-testid="version-file">
                      {t(`fileKind.${f.kind as "ABSTRACT"}`)}: {f.name}
                    </Link>
                  ) : (
                    <Typography key={f.kind} variant="body2">
                      {t(`fileKind.${f.kind as "ABSTRACT"}`)}: {f.name}
                    </Typography>
                  ),
                )}
              </Stack>
            )}
            {i === versions.length - 1 ? (
              <Typography variant="body2" color="text.secondary">
                {t("firstVersion")}
              </Typography>
            ) : v.changes.length ? (
              <Stack spacing={1}>
                <Typography variant="body2" color="text.secondary">
                  {t("changes")}
                </Typography>
                {v.changes.map((c) => (
                  <Change key={c.field} c={c} t={t} />
                ))}
              </Stack>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t("noChanges")}
              </Typography>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
