import { notFound } from "next/navigation";
import { guardPage } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/[...rest]");

// Any path without a page (including /404) answers the 404 page with HTTP status 404, after the
// route guard (an unpublished conference still shows /unpublished first, SPEC §2 step 7).
export default async function CatchAll({ params }: { params: Promise<{ rest: string[] }> }) {
  const { rest } = await params;
  await guardPage("/[...rest]", { path: `/${rest.join("/")}` });
  notFound();
}
