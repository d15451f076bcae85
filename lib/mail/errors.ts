import { AppError } from "@/lib/server/errors";

// Mail failures a person can act on; keys live in messages/*/mail.json.

/** SPEC §8 "please set up mail first" — for managers; participants get mail.unavailable. */
export class MailNotConfigured extends AppError {
  constructor(audience: "manager" | "participant" = "manager") {
    super(409, audience === "manager" ? "mail.notConfigured" : "mail.unavailable");
  }
}

/** A connection test or send that the SMTP server refused or never answered (§8 messages). */
export class MailDeliveryError extends AppError {
  constructor(key: "mail.authFailed" | "mail.authTimeout" | "mail.connectFailed" | "mail.sendFailed", detail = "") {
    super(502, key, undefined, { detail });
  }
}

/** Production without APP_SECRET: the SMTP password cannot be stored safely. */
export class MailSecretMissing extends AppError {
  constructor() {
    super(503, "mail.secretMissing");
  }
}
