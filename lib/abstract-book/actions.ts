"use server";
import { getLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { action } from "@/lib/server/action";
import { ZAbstractBookGenerate, ZAbstractBookPublish, ZAbstractBookStatus } from "./schemas";
import { abstractBookView, publishAbstractBook, requestAbstractBook } from "./service";
import { kickAbstractBookWorker } from "./worker";

// Server actions of /platform/manage/contribute/abstract-book (managers, the host's conference).
// Each answers the fresh view; the page polls `status` about once a second while a book is made.

const view = async (conferenceId: number) => abstractBookView(conferenceId, await getTranslator((await getLocale()) as Locale));

export const abstractBookStatusAction = action({ audience: "manager", schema: ZAbstractBookStatus }, async (_v, a) => view(a.conference.id));
export const generateAbstractBookAction = action({ audience: "manager", schema: ZAbstractBookGenerate }, async (v, a) => {
  const { joined } = await requestAbstractBook(a.conference.id, a.user.id, v);
  kickAbstractBookWorker();
  return { ...(await view(a.conference.id)), joined };
});
export const publishAbstractBookAction = action({ audience: "manager", schema: ZAbstractBookPublish }, async (v, a) => {
  const [zh, en] = await Promise.all([getTranslator("zh"), getTranslator("en")]);
  await publishAbstractBook(a.conference.id, a.user.id, v.published, [zh("abstractBook.pdf.book"), en("abstractBook.pdf.book")]);
  return view(a.conference.id);
});
