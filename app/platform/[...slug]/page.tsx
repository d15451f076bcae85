import { notFound } from "next/navigation";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/[...slug]");

// Management screens that are not built yet answer the 404 page (never a "coming
// soon" placeholder; no menu links here, lib/site/screens.ts). Real pages beside this catch-all
// win as they land. The §2 guard runs first, so a participant still gets /403 here.
export default async function PlatformNotBuilt({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await guardSignedInPage("/platform/[...slug]", { path: `/platform/${(await params).slug.join("/")}`, search: searchString(await searchParams) });
  notFound();
}
