import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../../lib/server/embedded-db";
import { ensureDatabase, findPostgresServer, freePort } from "../support/postgres";

// One database server for the run; each test file then works in its own fresh schema
// (tests/integration/test-db.ts), so files can run in parallel without seeing each other.
let embedded: EmbeddedPostgres | null = null;

export default async function setup(project: TestProject) {
  const server = await findPostgresServer();
  let url: string;
  if (server) {
    url = await ensureDatabase(server, "symposia_test");
  } else {
    embedded = await startEmbeddedPostgres({ port: await freePort() });
    url = embedded.url;
  }
  project.provide("databaseUrl", url);
  project.provide("embedded", !server);
  return async () => {
    await embedded?.stop();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    embedded: boolean;
  }
}
