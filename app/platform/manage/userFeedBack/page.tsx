import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { FeedbackCards } from "@/components/feedback/manage/feedback-cards";
import { FeedbackDetailPane } from "@/components/feedback/manage/feedback-detail-pane";
import { FeedbackDrawer } from "@/components/feedback/manage/feedback-drawer";
import { FeedbackTable, type FeedbackView } from "@/components/feedback/manage/feedback-table";
import { FeedbackToolbar } from "@/components/feedback/manage/feedback-toolbar";
import { VisitorsSwitch } from "@/components/feedback/manage/visitors-switch";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { Pager } from "@/components/ui/pager";
import { formatInstantIn } from "@/lib/i18n/dates";
import { feedbackDetail, managerFeedbackList, type FeedbackRow } from "@/lib/feedback/queries";
import { feedbackSearch, ZFeedbackFilters, ZFeedbackListQuery } from "@/lib/feedback/schemas";
import { visitorsAccepted } from "@/lib/feedback/sender";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { zId } from "@/lib/validation/fields";
import { titleMetadata } from "@/lib/site/page-metadata";
import { readSearch } from "@/lib/validation/read-search";

type SP = Record<string, string | string[] | undefined>;
const BASE = "/platform/manage/userFeedBack";

export const generateMetadata = titleMetadata("/platform/manage/userFeedBack");

// SPEC §2 /platform/manage/userFeedBack: the conference's feedback — filtered, paged,
// exported — with one opened beside the list (?id=) to read, reply to (mailed to the sender),
// close or reopen; and whether visitors who are not signed in may send feedback at all.
export default async function ManageFeedbackPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const access = await guardSignedInPage("/platform/manage/userFeedBack", { search: searchString(sp) });
  const conf = access.conference;
  // ?id= opens one feedback beside the list.
  const { id: openId, ...q } = await readSearch(ZFeedbackListQuery.extend({ id: zId().optional() }), sp);
  const [t, list, visitors, open] = await Promise.all([
    getTranslations("feedback"),
    managerFeedbackList(conf, q),
    visitorsAccepted(conf.id),
    openId ? feedbackDetail(conf.id, openId, { manager: true }).catch(() => null) : null,
  ]);
  const filters = ZFeedbackFilters.parse(q);
  const query = (over: Record<string, string | number>) => feedbackSearch({ ...filters, page: q.page > 1 ? q.page : "", ...over });
  const when = (d: Date) => formatInstantIn(d, conf.timeZone);
  const view = (r: FeedbackRow): FeedbackView => ({
    id: r.id,
    title: r.title,
    type: t(`types.${r.type}`),
    recipient: r.recipient ? t(`recipients.${r.recipient}`) : "",
    status: r.status,
    sender: r.name || r.email,
    contact: r.email,
    phone: r.phone,
    kind: r.visitor ? t("manage.visitor") : t("manage.participant"),
    messages: t("mine.messages", { count: r.messages }),
    createdAt: when(r.createdAt),
    lastActivityAt: when(r.lastActivityAt),
    href: `${BASE}?${query({ id: r.id })}`,
  });
  const rows = list.rows.map(view);
  const filtered = Object.values(filters).some(Boolean);
  const listHref = `${BASE}${query({}) ? `?${query({})}` : ""}`;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeader title={t("manage.title")} intro={t("manage.intro", { count: list.total, zone: conf.timeZone })} />
      <VisitorsSwitch initial={visitors} />
      <FeedbackToolbar q={filters} exportQuery={feedbackSearch(filters)} />
      {rows.length > 0 && <FeedbackTable rows={rows} />}
      {rows.length > 0 && <FeedbackCards rows={rows} />}
      {rows.length === 0 && (
        <Stack spacing={1} sx={{ alignItems: "flex-start", py: 3 }} data-testid="feedback-empty">
          <Typography color="text.secondary">{filtered ? t("manage.emptyFiltered") : t("manage.empty")}</Typography>
          {filtered && (
            <LinkButton href={BASE} variant="text">
              {t("manage.clearFilters")}
            </LinkButton>
          )}
        </Stack>
      )}
      <Pager page={q.page} total={list.total} size={q.size} href={(page) => `?${feedbackSearch({ ...filters, page, size: q.size })}`} testId="feedback-pager" />
      {open && (
        <FeedbackDrawer key={open.id} title={open.title} closeHref={listHref} closeLabel={t("manage.closeDrawer")}>
          <FeedbackDetailPane f={open} timeZone={conf.timeZone} />
        </FeedbackDrawer>
      )}
    </Stack>
  );
}
