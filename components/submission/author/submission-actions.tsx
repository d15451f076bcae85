"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import type { MySubmissionRow } from "@/lib/submission/author/queries";

/** What the author may do with one submission now; a refused edit stays visible, disabled, with its reason. */
export function SubmissionActions(props: { row: MySubmissionRow; disabled: boolean; onWithdraw(): void; onHistory(): void; inline?: boolean }) {
  const { row: s, inline } = props;
  const t = useTranslations("submission.list");
  const key = useTranslations();
  const href = `/profile/submission/details?id=${s.id}`;
  const resubmit = s.status === "NEEDS_MODIFICATION";
  const why = s.editRefusal ? key(s.editRefusal as never) : "";
  const edit = s.editRefusal ? (
    s.status !== "WITHDRAWN" && (
      <Tooltip title={why}>
        <span>
          <Button size="small" disabled data-testid={`submission-edit-${s.id}`}>
            {resubmit ? t("resubmit") : t("edit")}
          </Button>
        </span>
      </Tooltip>
    )
  ) : (
    <Button
      component={NextLink}
      href={href}
      size="small"
      variant={resubmit ? "contained" : "text"}
      color={resubmit ? "warning" : "primary"}
      data-testid={`submission-${resubmit ? "resubmit" : "edit"}-${s.id}`}
    >
      {resubmit ? t("resubmit") : t("edit")}
    </Button>
  );
  return (
    <Box>
      <Box
        sx={{
          display: "flex",
          flexDirection: inline ? "row" : "column",
          gap: inline ? 1 : 0.25,
          alignItems: inline ? "center" : "flex-start",
          flexWrap: "wrap",
        }}
      >
        {edit}
        <Button component={NextLink} href={href} size="small" data-testid={`submission-view-${s.id}`}>
          {t("view")}
        </Button>
        <Button size="small" onClick={props.onHistory} data-testid={`submission-history-${s.id}`}>
          {t("history")}
        </Button>
        {s.canWithdraw && (
          <Button size="small" color="warning" disabled={props.disabled} onClick={props.onWithdraw} data-testid={`submission-withdraw-${s.id}`}>
            {t("withdraw")}
          </Button>
        )}
      </Box>
      {why && s.status !== "WITHDRAWN" && s.editRefusal !== "submission.errors.notEditable" && (
        <Typography variant="caption" color="text.secondary" sx={{ display: "block" }} data-testid={`submission-refusal-${s.id}`}>
          {why}
        </Typography>
      )}
    </Box>
  );
}
