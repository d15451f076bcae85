import { notFound } from "next/navigation";
import { AppearanceEditor } from "@/components/appearance/appearance-editor";
import { getAppearance } from "@/lib/appearance/service";
import { guardSignedInPage } from "@/lib/server/guard";
import { notFoundOn404 } from "@/lib/server/or-not-found";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/config/exterior/edit/[id]");

// SPEC §2 /platform/config/exterior/edit/{id}: another conference's id (or none) is 404.
export default async function EditAppearancePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const access = await guardSignedInPage("/platform/config/exterior/edit/[id]", { path: `/platform/config/exterior/edit/${id}` });
  if (!/^\d{1,9}$/.test(id)) notFound();
  const a = await getAppearance(access.conference.id, Number(id)).catch(notFoundOn404);
  return (
    <AppearanceEditor
      conferenceId={access.conference.id}
      initial={{ id: a.id, name: a.name, thumbnail: a.thumbnail, cssFile: a.cssFile, cssFileName: a.cssFileName, templates: a.templates, builtIn: !!a.builtIn }}
    />
  );
}
