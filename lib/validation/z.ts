import { issueMessage } from "./issue-message";
import * as z from "./safe-zod";

// Import z from here, not from "zod": every schema then reports i18n keys (see issue-message.ts),
// and z.string() refuses control characters (safe-zod.ts).
// Explicit messages on a schema (e.g. .email("validation.invalidEmail")) still take precedence.
z.config({ customError: (iss) => issueMessage(iss as Parameters<typeof issueMessage>[0]) });

export { z };
