import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ComingSoon } from "@/components/site/coming-soon";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { PROFILE_MENU, PROFILE_ROUTES } from "@/lib/site/platform-menu";

// Personal-centre screens whose issues have not landed yet. Real pages placed beside this
// catch-all take precedence as they arrive.
export default async function ProfilePlaceholder({ params, searchParams }: { params: Promise<{ slug: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const path = `/profile/${(await params).slug.join("/")}`;
  await guardSignedInPage(path, searchString(await searchParams));
  if (!PROFILE_ROUTES.has(path)) notFound();
  const t = await getTranslations("profile");
  const item = PROFILE_MENU.find((i) => i.href === path);
  return <ComingSoon title={item ? t(item.key as "userInfo") : t("menuTitle")} />;
}
