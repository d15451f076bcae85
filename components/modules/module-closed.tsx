import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Stack from "@mui/material/Stack";
import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { moduleClosedKey, type ModuleName } from "@/lib/server/modules";

/** What a participant page of a switched-off module shows instead of itself (its data untouched). */
export async function ModuleClosed({ module, manager }: { module: ModuleName; manager: boolean }) {
  const [t, tAll] = await Promise.all([getTranslations("modules"), getTranslations()]);
  return (
    <Stack spacing={2.5} data-testid="module-closed" data-module={module}>
      <PageHeader title={t("closedTitle")} />
      <Alert
        severity="info"
        action={
          manager ? (
            <LinkButton href="/platform/config/modules" color="inherit" size="small">
              {t("openModules")}
            </LinkButton>
          ) : (
            <LinkButton href="/" color="inherit" size="small">
              {t("backHome")}
            </LinkButton>
          )
        }
      >
        <AlertTitle>{t(`names.${module}`)}</AlertTitle>
        {tAll(moduleClosedKey(module) as never)}
        {manager && ` ${t("closedManager")}`}
      </Alert>
    </Stack>
  );
}
