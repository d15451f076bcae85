"use client";
import CampaignOutlined from "@mui/icons-material/CampaignOutlined";
import Button from "@mui/material/Button";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ScreenToast, useScreenState } from "@/components/ui/screen-state";
import type { TAttendeeFilter } from "@/lib/notices/schemas";
import { useAttendeeSelection } from "./attendee-selection";
import { SendNoticeDialog } from "./send-notice-dialog";

/**
 * /platform/manage/user: "Send a notice" to the ticked attendees or to all the filters match
 * (`total`, the list's count); the dialog confirms how many will receive it before sending.
 */
export function SendNoticeButton({ filter, total }: { filter: TAttendeeFilter; total: number }) {
  const t = useTranslations("notice.send");
  const { ids } = useAttendeeSelection();
  const [open, setOpen] = useState(false);
  const { ops, toast } = useScreenState(null);
  return (
    <>
      <Button variant="outlined" startIcon={<CampaignOutlined />} onClick={() => setOpen(true)} data-testid="notice-send-open" sx={{ whiteSpace: "nowrap" }}>
        {t("button")}
      </Button>
      {open && (
        <SendNoticeDialog
          selected={[...ids]}
          filter={filter}
          total={total}
          onClose={() => setOpen(false)}
          onSent={(sent) => {
            setOpen(false);
            ops.notify({ kind: "success", text: t("sent", { count: sent }) });
          }}
        />
      )}
      <ScreenToast toast={toast} testId="notice-send-message" />
    </>
  );
}
