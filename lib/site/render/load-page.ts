import "server-only";
import { cache } from "react";
import { getRequestHost } from "@/lib/server/tenant";
import { findBannerFile, findDefaultSitePage, findPublishedSitePage, type VisitorPage } from "@/lib/site/pages";
import { noteRenderedHost } from "./invalidate";

// What / and /page/{pageId} render, read once per request (the page and its metadata share it).

export type PageData = { page: VisitorPage; bannerFile: string | null };

async function withBanner(conferenceId: number, load: Promise<VisitorPage | null>): Promise<PageData | null> {
  const [page, bannerFile, host] = await Promise.all([load, findBannerFile(conferenceId), getRequestHost()]);
  noteRenderedHost(host, conferenceId); // so a save of this conference drops this host's cached copies
  return page && { page, bannerFile };
}

export const loadHomePage = cache((conferenceId: number, mobile: boolean) => withBanner(conferenceId, findDefaultSitePage(conferenceId, mobile)));

export const loadContentPage = cache((conferenceId: number, pageId: string, mobile: boolean) =>
  withBanner(conferenceId, findPublishedSitePage(conferenceId, pageId, mobile)),
);
