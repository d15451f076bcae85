"use client";
import DoneAll from "@mui/icons-material/DoneAll";
import Button from "@mui/material/Button";
import { useTranslations } from "next-intl";
import { ScreenToast, useScreenState } from "@/components/ui/screen-state";
import { readNoticesAction } from "@/lib/notices/actions";

/** "Mark all as read" (the action revalidates /profile: the list and the menu's badge follow). */
export function MarkAllRead({ unread }: { unread: number }) {
  const t = useTranslations("notice");
  const { ops, toast } = useScreenState({ marked: 0, unread });
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DoneAll />}
        disabled={!unread || ops.busy}
        onClick={() => ops.call(() => readNoticesAction({ all: true }), t("markedAllRead"))}
        data-testid="notice-mark-all"
        sx={{ alignSelf: { xs: "flex-start", sm: "center" }, whiteSpace: "nowrap" }}
      >
        {t("markAllRead")}
      </Button>
      <ScreenToast toast={toast} testId="notice-message" />
    </>
  );
}
