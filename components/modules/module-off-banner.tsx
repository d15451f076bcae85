"use client";
import Alert from "@mui/material/Alert";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { LinkButton } from "@/components/ui/link-button";
import { offModuleAt } from "@/lib/site/platform-menu";

/**
 * Above a management page of a switched-off module (reached by a link or the address bar, its
 * menu entry being hidden): the page works — a manager may prepare the module before switching it
 * on — but participants do not see it.
 */
export function ModuleOffBanner({ modules, manager }: { modules: Record<string, boolean>; manager: boolean }) {
  const t = useTranslations("modules");
  const off = offModuleAt(modules, usePathname());
  if (!off) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2.5 }}
      data-testid="module-off-banner"
      data-module={off}
      action={
        manager ? (
          <LinkButton href="/platform/config/modules" color="inherit" size="small">
            {t("openModules")}
          </LinkButton>
        ) : undefined
      }
    >
      {t("offBanner", { name: t(`names.${off}`) })}
    </Alert>
  );
}
