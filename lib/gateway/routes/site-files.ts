import "server-only";
import { saveSiteFile, SITE_FILE_PURPOSES, type SiteFilePurpose } from "@/lib/site/site-files";
import { z } from "@/lib/validation/z";
import { route, type GatewayRoute } from "../types";

const PURPOSES = Object.keys(SITE_FILE_PURPOSES) as [SiteFilePurpose, ...SiteFilePurpose[]];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const SITE_FILE_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // A manager uploads a site image (multipart "file", query purpose) → { storedName, url, width, height }.
  "POST /conference/platform/site/file": route({
    auth: "manager",
    query: z.object({ purpose: z.enum(PURPOSES) }),
    maxBody: 10 * 1024 * 1024 + 64 * 1024, // the largest image plus multipart framing; the service checks each purpose's limit
    body: z.object({ file: z.instanceof(File, { message: "site.fileEmpty" }) }),
    handler: async ({ access, query, body }) =>
      saveSiteFile(access.conference.id, access.user.id, query.purpose, {
        name: body.file.name,
        bytes: new Uint8Array(await body.file.arrayBuffer()),
      }),
  }),
};
