import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/shell/client-messages";
import { SideMenu } from "@/components/shell/side-menu";
import { TwoColumn } from "@/components/shell/two-column";
import { unreadNoticeCount } from "@/lib/notices/queries";
import { getAccess } from "@/lib/server/guard";
import { profileMenuFor } from "@/lib/site/platform-menu";
import { screenFacts } from "@/lib/site/screens";

// The menu only; each page guards itself (layouts are not re-run on client navigation).
export default async function ProfileLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="profile">{await profileFrame(children)}</ClientMessages>;
}

async function profileFrame(children: ReactNode) {
  const access = await getAccess();
  if (!access?.user) return children;
  const [t, tn] = await Promise.all([getTranslations("profile"), getTranslations("notice")]);
  const menu = profileMenuFor(screenFacts(access));
  // The notices entry counts the unread (one indexed count, only when the entry is shown).
  const unread = menu.some((i) => i.key === "notice") ? await unreadNoticeCount(access.conference.id, access.user.id) : 0;
  const items = menu.map((i) => ({
    key: i.key,
    href: i.href,
    label: t(i.key as "userInfo"),
    ...(i.key === "notice" ? { badge: unread, badgeLabel: tn("unreadBadge", { count: unread }) } : {}),
  }));
  if (!items.length) return children;
  return <TwoColumn menu={<SideMenu testId="profile-menu" groups={[{ key: "profile", title: t("menuTitle"), items }]} />}>{children}</TwoColumn>;
}
