"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { assignReviewersAction, unassignReviewerAction } from "@/lib/review/assign/actions";
import type { SubmissionAssignments } from "@/lib/review/assign/queries";
import { reviewerLabel } from "@/lib/review/reviewers/name";

const STATUS_COLOR = { NONE: "default", DRAFT: "info", SUBMITTED: "success" } as const;

/** Who reviews this submission and how far they are; add reviewers (conflicts greyed out with why), take one back. */
export function SubmissionReviews({ submissionId, code, data }: { submissionId: number; code: string; data: SubmissionAssignments }) {
  const t = useTranslations("reviewAssign");
  const router = useRouter();
  const [adding, setAdding] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const [removing, setRemoving] = useState<SubmissionAssignments["assigned"][number] | null>(null);
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function assign() {
    setBusy(true);
    const r = await assignReviewersAction({ submissionIds: [submissionId], reviewerIds: picked }).catch(() => null);
    setBusy(false);
    if (!r || !r.ok) return setMessage({ kind: "error", text: r?.message ?? t("failed") });
    setAdding(false);
    setPicked([]);
    // A pair refused meanwhile (a conflict declared since the page was read) is named with why.
    const refused = r.data.refused.map((x) => t("refusal", { code: x.code, reviewer: x.reviewer, reason: t(`reason.${x.reason}`) }));
    setMessage({ kind: refused.length ? "error" : "success", text: [t("assigned", { count: r.data.added }), ...refused].join(" ") });
    router.refresh();
  }

  async function remove() {
    const target = removing;
    setRemoving(null);
    if (!target) return;
    const r = await unassignReviewerAction({ id: target.id }).catch(() => null);
    setMessage(r?.ok ? { kind: "success", text: t("removed", { name: target.name }) } : { kind: "error", text: r?.message ?? t("failed") });
    router.refresh();
  }

  const open = data.candidates.filter((c) => !c.assigned);
  return (
    <Stack spacing={1.5} data-testid="submission-reviews">
      {message && (
        <Alert severity={message.kind} onClose={() => setMessage(null)} data-testid="reviews-message">
          {message.text}
        </Alert>
      )}
      {data.assigned.length === 0 ? (
        <Typography color="text.secondary">{t("none")}</Typography>
      ) : (
        <Stack spacing={1}>
          {data.assigned.map((a) => (
            <Box key={a.id} sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }} data-testid="assigned-reviewer" data-email={a.email}>
              <Typography sx={{ fontWeight: 500 }}>{a.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                {[a.organisation, a.email].filter(Boolean).join(" · ")}
              </Typography>
              <Chip size="small" color={STATUS_COLOR[a.status]} variant={a.status === "NONE" ? "outlined" : "filled"} label={t(`status.${a.status}`)} />
              {a.status !== "SUBMITTED" && (
                <Button size="small" color="warning" onClick={() => setRemoving(a)} data-testid="unassign">
                  {t("remove")}
                </Button>
              )}
            </Box>
          ))}
        </Stack>
      )}
      {data.assignable && (
        <Box>
          <Button variant="outlined" onClick={() => setAdding(true)} disabled={open.length === 0} data-testid="assign-open">
            {t("add")}
          </Button>
          {data.candidates.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t("noReviewers")}
            </Typography>
          )}
        </Box>
      )}
      <Dialog open={adding} onClose={() => setAdding(false)} fullWidth maxWidth="sm" aria-labelledby="assign-title" data-testid="assign-dialog">
        <DialogTitle id="assign-title">{t("dialogTitle", { code })}</DialogTitle>
        <DialogContent>
          <Stack>
            {open.map((c) => (
              <Box key={c.reviewerId}>
                <FormControlLabel
                  disabled={!!c.conflict}
                  control={
                    <Checkbox
                      checked={picked.includes(c.reviewerId)}
                      onChange={(e) => setPicked((p) => (e.target.checked ? [...p, c.reviewerId] : p.filter((x) => x !== c.reviewerId)))}
                      slotProps={{ input: { "aria-describedby": `cand-${c.reviewerId}` } }}
                      data-testid="assign-candidate"
                    />
                  }
                  label={reviewerLabel(c)}
                />
                <Typography
                  id={`cand-${c.reviewerId}`}
                  variant="caption"
                  color={c.conflict ? "error" : "text.secondary"}
                  sx={{ display: "block", ml: 4, mt: -0.75 }}
                >
                  {c.conflict ? t(`conflict.${c.conflict}`) : t("load", { count: c.load })}
                </Typography>
              </Box>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setAdding(false)}>{t("cancel")}</Button>
          <Button variant="contained" disabled={!picked.length} loading={busy} onClick={assign} data-testid="assign-submit">
            {t("assign", { count: picked.length })}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={!!removing}
        title={t("removeTitle")}
        text={removing ? t("removeText", { name: removing.name, code }) : ""}
        confirm={t("remove")}
        cancel={t("cancel")}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
        testId="unassign-confirm"
      />
    </Stack>
  );
}
