"use client";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import type { PageStatus } from "@/lib/site-pages/page-service";

const COLOR = { published: "success", changes: "warning", draft: "default", hidden: "default" } as const;

/** Published / published with unpublished changes / draft (never published) / unpublished. */
export function PageStatusChips({ status }: { status: PageStatus }) {
  const t = useTranslations("sitePages.status");
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: "wrap", gap: 0.5 }}>
      <Chip
        size="small"
        color={COLOR[status]}
        variant={status === "hidden" ? "outlined" : "filled"}
        label={t(status)}
        data-testid="page-status"
        data-status={status}
      />
    </Stack>
  );
}
