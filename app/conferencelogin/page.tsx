import { LoginScreen } from "@/components/accounts/login-screen";
import { guardPage, searchString } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/conferencelogin");

type Search = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function LoginPage({ searchParams }: { searchParams: Promise<Search> }) {
  const sp = await searchParams;
  const access = await guardPage("/conferencelogin", { search: searchString(sp) });
  return <LoginScreen access={access} redirect={first(sp.redirect)} reset={sp.reset === "1"} expired={sp.expired === "1"} />;
}
