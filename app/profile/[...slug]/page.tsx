import { notFound } from "next/navigation";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/profile/[...slug]");

// Personal-centre screens that are not built yet answer the 404 page (never a
// "coming soon" placeholder; no menu links here, lib/site/screens.ts). Real pages placed beside
// this catch-all take precedence as they land. Sign-in first, as for every /profile path (§2).
export default async function ProfileNotBuilt({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await guardSignedInPage("/profile/[...slug]", { path: `/profile/${(await params).slug.join("/")}`, search: searchString(await searchParams) });
  notFound();
}
