import { z } from "zod";
import { issueMessage } from "./issue-message";

// Import z from here, not from "zod": every schema then reports i18n keys (see issue-message.ts).
// Explicit messages on a schema (e.g. .email("validation.invalidEmail")) still take precedence.
z.config({ customError: (iss) => issueMessage(iss as Parameters<typeof issueMessage>[0]) });

export { z };
