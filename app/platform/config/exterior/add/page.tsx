import { AppearanceEditor } from "@/components/appearance/appearance-editor";
import { guardSignedInPage } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/config/exterior/add");

// SPEC §2 /platform/config/exterior/add: a custom appearance (thumbnail required, CSS optional).
export default async function AddAppearancePage() {
  const access = await guardSignedInPage("/platform/config/exterior/add");
  return (
    <AppearanceEditor
      conferenceId={access.conference.id}
      initial={{ name: "", thumbnail: "", cssFile: "", cssFileName: null, templates: [], builtIn: false }}
    />
  );
}
