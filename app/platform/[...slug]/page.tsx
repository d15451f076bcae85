import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ComingSoon } from "@/components/site/coming-soon";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { PLATFORM_MENU, PLATFORM_ROUTES } from "@/lib/site/platform-menu";

// Management screens whose issues have not landed yet; real pages beside this catch-all win.
export default async function PlatformPlaceholder({ params, searchParams }: { params: Promise<{ slug: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const path = `/platform/${(await params).slug.join("/")}`;
  await guardSignedInPage(path, searchString(await searchParams));
  if (!PLATFORM_ROUTES.has(path)) notFound();
  const t = await getTranslations("platform");
  const item = PLATFORM_MENU.flatMap((g) => g.items).find((i) => i.href === path);
  return <ComingSoon title={item ? t(item.key as "user") : t("menuTitle")} />;
}
