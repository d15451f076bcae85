"use server";
import { getLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locale";
import { action } from "@/lib/server/action";
import { bookView, generateBook, publishBook } from "./manage";
import { ZAbstractBookGenerate, ZAbstractBookPublish, ZAbstractBookStatus } from "./schemas";

// Server actions of /platform/manage/contribute/abstract-book (managers, the host's conference).
// Each answers the fresh view; the page polls `status` about once a second while a book is made.

const locale = async () => (await getLocale()) as Locale;

export const abstractBookStatusAction = action({ audience: "manager", schema: ZAbstractBookStatus }, async (_v, a) =>
  bookView(a.conference.id, await locale()),
);
export const generateAbstractBookAction = action({ audience: "manager", schema: ZAbstractBookGenerate }, async (v, a) => generateBook(a, v, await locale()));
export const publishAbstractBookAction = action({ audience: "manager", schema: ZAbstractBookPublish }, async (v, a) =>
  publishBook(a, v.published, await locale()),
);
