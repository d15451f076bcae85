import { RegisterFirstNotice } from "@/components/registration/register-first-notice";
import { guardSignedInPage } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/registerFirst");

// SPEC §6: where the page guard sends a signed-in person who opened a participants-only page
// without being registered — a countdown to /conferenceRegister and a link to go now.
export default async function RegisterFirstPage() {
  await guardSignedInPage("/registerFirst");
  return <RegisterFirstNotice />;
}
