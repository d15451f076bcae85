import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { AdminNav } from "@/components/admin/admin-nav";
import { ClientMessages } from "@/components/shell/client-messages";
import { TwoColumn } from "@/components/shell/two-column";
import { countPublishRequests } from "@/lib/admin/queries";
import { getAccess } from "@/lib/server/guard";

// The administrator's menu for administrators only; each page guards itself as well.
export default async function AdminLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="admin">{await adminFrame(children)}</ClientMessages>;
}

async function adminFrame(children: ReactNode) {
  const access = await getAccess();
  if (!access?.platformAdmin) return children;
  const [t, waiting] = await Promise.all([getTranslations("admin"), countPublishRequests()]);
  const items = [
    { key: "conferences", href: "/admin", label: t("nav.conferences") },
    { key: "requests", href: "/admin/requests", label: t("nav.requests"), badge: { count: waiting, label: t("nav.waiting", { count: waiting }) } },
    { key: "new", href: "/admin/conferences/new", label: t("nav.new") },
  ];
  return <TwoColumn menu={<AdminNav title={t("title")} items={items} />}>{children}</TwoColumn>;
}
