// Prisma's convention puts the Postgres schema in `?schema=`; pg does not understand it, so it is
// split off here and handed to the adapter. Shared by the app, scripts and tests (no server-only).
export function parseDatabaseUrl(url: string): { connectionString: string; schema?: string } {
  const u = new URL(url);
  const schema = u.searchParams.get("schema") ?? undefined;
  u.searchParams.delete("schema");
  return { connectionString: u.toString(), schema };
}
