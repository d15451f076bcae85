import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { SideMenu } from "@/components/shell/side-menu";
import { TwoColumn } from "@/components/shell/two-column";
import { getAccess } from "@/lib/server/guard";
import { PROFILE_MENU } from "@/lib/site/platform-menu";

// The menu only; each page guards itself (layouts are not re-run on client navigation).
export default async function ProfileLayout({ children }: { children: ReactNode }) {
  const access = await getAccess();
  if (!access?.user) return children;
  const t = await getTranslations("profile");
  const items = PROFILE_MENU.map((i) => ({ key: i.key, href: i.href, label: t(i.key as "userInfo") }));
  return <TwoColumn menu={<SideMenu testId="profile-menu" groups={[{ key: "profile", title: t("menuTitle"), items }]} />}>{children}</TwoColumn>;
}
