import { LoginScreen } from "@/components/accounts/login-screen";
import { guardPage, searchString } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";
import { z } from "@/lib/validation/z";
import { readSearch } from "@/lib/validation/read-search";

export const generateMetadata = titleMetadata("/conferencelogin");

type Search = Record<string, string | string[] | undefined>;
const ZSearch = z.object({ redirect: z.string().optional(), reset: z.string().optional(), expired: z.string().optional() });

export default async function LoginPage({ searchParams }: { searchParams: Promise<Search> }) {
  const sp = await searchParams;
  const access = await guardPage("/conferencelogin", { search: searchString(sp) });
  const search = await readSearch(ZSearch, sp);
  return <LoginScreen access={access} redirect={search.redirect} reset={search.reset === "1"} expired={search.expired === "1"} />;
}
