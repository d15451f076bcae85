import { LoginScreen } from "@/components/accounts/login-screen";
import { isRegistrationOpen } from "@/lib/conference/registration-open";
import { guardPage, searchString } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/register");

type Search = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function RegisterLoginPage({ searchParams }: { searchParams: Promise<Search> }) {
  const sp = await searchParams;
  const access = await guardPage("/register", { search: searchString(sp) });
  return <LoginScreen access={access} redirect={first(sp.redirect)} closedNotice={!isRegistrationOpen(access.conference)} />;
}
