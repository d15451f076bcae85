import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { SideMenu } from "@/components/shell/side-menu";
import { TwoColumn } from "@/components/shell/two-column";
import { getAccess } from "@/lib/server/guard";
import { profileMenuFor } from "@/lib/site/platform-menu";
import { screenFacts } from "@/lib/site/screens";

// The menu only; each page guards itself (layouts are not re-run on client navigation).
export default async function ProfileLayout({ children }: { children: ReactNode }) {
  const access = await getAccess();
  if (!access?.user) return children;
  const t = await getTranslations("profile");
  const items = profileMenuFor(screenFacts(access)).map((i) => ({ key: i.key, href: i.href, label: t(i.key as "userInfo") }));
  if (!items.length) return children;
  return <TwoColumn menu={<SideMenu testId="profile-menu" groups={[{ key: "profile", title: t("menuTitle"), items }]} />}>{children}</TwoColumn>;
}
