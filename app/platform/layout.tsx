import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ModuleOffBanner } from "@/components/modules/module-off-banner";
import { ClientMessages } from "@/components/shell/client-messages";
import { SideMenu } from "@/components/shell/side-menu";
import { TwoColumn } from "@/components/shell/two-column";
import { getAccess } from "@/lib/server/guard";
import { platformMenuFor } from "@/lib/site/platform-menu";
import { screenFacts } from "@/lib/site/screens";

// The management menu only for those who may see it; each page guards itself as well.
export default async function PlatformLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="platform">{await platformFrame(children)}</ClientMessages>;
}

async function platformFrame(children: ReactNode) {
  const access = await getAccess();
  if (!access?.manager && !access?.reviewer) return children;
  const t = await getTranslations("platform");
  const groups = platformMenuFor(screenFacts(access)).map((g) => ({
    key: g.key,
    title: t(g.key as "groupManage"),
    items: g.items.map((i) => ({ key: i.key, href: i.href, label: t(i.key as "user") })),
  }));
  if (!groups.length) return children;
  return (
    <TwoColumn menu={<SideMenu testId="platform-menu" groups={groups} />}>
      <ModuleOffBanner modules={access.conference.modules} manager={access.manager} />
      {children}
    </TwoColumn>
  );
}
