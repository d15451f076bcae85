import "server-only";
import { ZAbstractBookGenerate, ZAbstractBookPublish } from "@/lib/abstract-book/schemas";
import { bookView, generateBook, publishBook } from "@/lib/abstract-book/manage";
import { readAbstractBook } from "@/lib/abstract-book/service";
import { attachment } from "@/lib/server/attachment";
import { route, type GatewayRoute } from "../types";

// The abstract book (§7 names no calls, so these paths are ours): managers of the host's
// conference only; another conference's manager is refused by the guard (403).

const BASE = "/conference/platform/manage/abstractBook";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const ABSTRACT_BOOK_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // Accepted abstracts, the configured layout, the generation under way, the latest book, its entry.
  [`GET ${BASE}/status`]: route({
    auth: "manager",
    handler: async ({ access, locale }) => bookView(access.conference.id, locale),
  }),

  // { perPage: 1 | 2 | 4 | null } → the view; joins a generation already under way (`joined`).
  [`POST ${BASE}/generate`]: route({
    auth: "manager",
    body: ZAbstractBookGenerate,
    handler: async ({ access, body, locale }) => generateBook(access, body, locale),
  }),

  // { published } → lists the latest book in the download centre, or takes it off.
  [`POST ${BASE}/publish`]: route({
    auth: "manager",
    body: ZAbstractBookPublish,
    handler: async ({ access, body, locale }) => publishBook(access, body.published, locale),
  }),

  // The latest book as a PDF download (404 before the first one).
  [`GET ${BASE}/file`]: route({
    auth: "manager",
    handler: async ({ access }) => {
      const f = await readAbstractBook(access.conference.id);
      return attachment(f.name, f.mime, f.bytes);
    },
  }),
};
