import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getLocale, getTranslations } from "next-intl/server";
import { AttendeeEditor } from "@/components/registration/manage/attendee-editor";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { withStoredCountry } from "@/lib/forms/countries";
import { titleIn } from "@/lib/forms/fields";
import { resolveFields } from "@/lib/registration/form-service";
import { getAttendeeDetails } from "@/lib/registration/queries";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { orNotFound } from "@/lib/server/or-not-found";
import { titleMetadata } from "@/lib/site/page-metadata";
import { zId } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { readSearch } from "@/lib/validation/read-search";

export const generateMetadata = titleMetadata("/platform/manage/userDetails");

// SPEC §2 /platform/manage/userDetails?id= — one registration read with its own version's fields.
const ZSearch = z.object({ id: zId().optional() });

export default async function UserDetailsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const sp = await searchParams;
  const access = await guardSignedInPage("/platform/manage/userDetails", { search: searchString(sp) });
  const id = orNotFound((await readSearch(ZSearch, sp)).id);
  const [t, locale] = await Promise.all([getTranslations("registration.details"), getLocale()]);
  const d = orNotFound(await getAttendeeDetails(access.conference.id, id).catch(() => null));
  // A stored country the list does not know (a legacy label) is offered as itself, never blanked.
  const fields = (await resolveFields(access.conference.id, d.fields, locale)).map((f) =>
    f.standard && f.field === "country" ? { ...f, options: withStoredCountry(f.options, d.answers.country as string) } : f,
  );
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t("title")}
        intro={`${d.email} · ${t("version", { name: d.version })}`}
        action={
          <LinkButton href="/platform/manage/user" variant="text">
            {t("back")}
          </LinkButton>
        }
      />
      <Typography variant="h6">{t("answers")}</Typography>
      <AttendeeEditor id={d.id} fields={fields} answers={d.answers} />
      <Typography variant="h6">{t("files")}</Typography>
      <Stack spacing={0.5} data-testid="attendee-files">
        {d.files.map((f) => (
          <Link key={f.storedName} href={`/api/conference/conferenceUser/file?name=${f.storedName}`}>
            {titleIn(fields.find((x) => x.field === f.field) ?? { title: { zh: f.field, en: f.field } }, locale)}: {f.name}
          </Link>
        ))}
      </Stack>
      <Typography variant="h6">{t("orders")}</Typography>
      <Typography color="text.secondary">{t("ordersLater")}</Typography>
    </Stack>
  );
}
