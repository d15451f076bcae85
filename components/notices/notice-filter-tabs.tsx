import Button from "@mui/material/Button";
import ButtonGroup from "@mui/material/ButtonGroup";
import { getTranslations } from "next-intl/server";
import type { NoticeFilter } from "@/lib/notices/schemas";

/** All / unread, as links (the list is server-paged); the unread one says how many. */
export async function NoticeFilterTabs({ filter, unread }: { filter: NoticeFilter; unread: number }) {
  const t = await getTranslations("notice");
  const tab = (value: NoticeFilter, href: string, label: string) => (
    <Button
      href={href}
      variant={filter === value ? "contained" : "outlined"}
      aria-current={filter === value ? "page" : undefined}
      data-testid={`notice-filter-${value}`}
      sx={{ whiteSpace: "nowrap" }}
    >
      {label}
    </Button>
  );
  return (
    <ButtonGroup size="small" aria-label={t("filters.label")} sx={{ alignSelf: "flex-start" }}>
      {tab("all", "?", t("filters.all"))}
      {tab("unread", "?filter=unread", unread ? `${t("filters.unread")} (${unread})` : t("filters.unread"))}
    </ButtonGroup>
  );
}
