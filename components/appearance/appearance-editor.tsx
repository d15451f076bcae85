import Stack from "@mui/material/Stack";
import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { listTemplateChoices } from "@/lib/appearance/service";
import { AppearanceForm, type AppearanceFormInitial } from "./appearance-form";

/** The add and edit screens of config/exterior: title, a way back to the list, and the form. */
export async function AppearanceEditor({ conferenceId, initial }: { conferenceId: number; initial: AppearanceFormInitial }) {
  const [t, templates] = await Promise.all([getTranslations("appearance"), listTemplateChoices(conferenceId)]);
  return (
    <Stack spacing={3}>
      <PageHeader
        title={initial.id ? t("editTitle") : t("addTitle")}
        action={
          <LinkButton href="/platform/config/exterior/list" variant="text">
            {t("back")}
          </LinkButton>
        }
      />
      <AppearanceForm initial={initial} templates={templates} />
    </Stack>
  );
}
