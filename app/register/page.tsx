import { LoginScreen } from "@/components/accounts/login-screen";
import { isRegistrationOpen } from "@/lib/conference/registration-open";
import { guardPage, searchString } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";
import { z } from "@/lib/validation/z";
import { readSearch } from "@/lib/validation/read-search";

export const generateMetadata = titleMetadata("/register");

type Search = Record<string, string | string[] | undefined>;
const ZSearch = z.object({ redirect: z.string().optional() });

export default async function RegisterLoginPage({ searchParams }: { searchParams: Promise<Search> }) {
  const sp = await searchParams;
  const access = await guardPage("/register", { search: searchString(sp) });
  const search = await readSearch(ZSearch, sp);
  return <LoginScreen access={access} redirect={search.redirect} closedNotice={!isRegistrationOpen(access.conference)} />;
}
