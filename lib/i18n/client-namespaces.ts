// The messages each area hands to the browser: a client component's translations travel
// in the page's flight data, so a provider that held the whole catalogue (≈ 90 KB, every /platform
// string) weighed on every page, a visitor's too. Each area's provider
// (components/shell/client-messages.tsx) picks only what its client components use; an entry is a
// namespace or a key path under one. lib/i18n/client-namespaces.test.ts scans each area's client
// components and fails when one uses a message its area does not pick, or when an area picks a
// namespace none of them uses. The root layout has no provider: the header gets its texts from the
// server, and the home and content pages then load no translation runtime at all.
export const CLIENT_AREAS = {
  /** The visitor's forms: sign-in, account creation, password reset, registration, reviewer activation. */
  site: ["accounts", "common", "errors", "registration", "reviewActivation", "validation"],
  /** app/profile: the personal centre. */
  profile: [
    "accounts",
    "billing",
    "common",
    "errors",
    "feedback.errors",
    "feedback.form",
    "feedback.recipients",
    "feedback.types",
    "hotel.book",
    "hotel.errors",
    "notice",
    "orders",
    "receipts",
    // what the shared zod schemas of the author's and the registration forms can answer
    "registration.designer.duplicateValue",
    "registration.duplicateField",
    "registration.optionsRequired",
    "registration.uploadTooLarge",
    "shell.sectionMenu",
    "submission",
    "submissionAdmin.reasonRequired",
    "submissionConfig.choiceDuplicate",
    "submissionConfig.choiceValue",
    "submissionConfig.endBeforeStart",
    "submissionConfig.perPersonAboveMax",
    "submissionConfig.secondBeforeEnd",
    "submissionConfig.theme.prefixChars",
    "validation",
  ],
  /** app/platform: conference management and review. */
  platform: [
    "abstractBook",
    "accounts",
    "appearance",
    "billing",
    "common",
    "download",
    "errors",
    "feedback",
    "fees",
    "hotel",
    "mail",
    "menus",
    "modules",
    "notice",
    "orderAdmin",
    "paySettings",
    "receipts",
    "registration",
    "reviewAssign",
    "reviewConfig",
    "reviewDecision",
    "reviewOpinion",
    "reviewerAdmin",
    "shell",
    "sitePages",
    "submission",
    "submissionAdmin",
    "submissionConfig",
    "validation",
    "website",
  ],
  /** app/admin: the platform administrator's screens. */
  admin: ["accounts", "admin", "errors", "modules", "shell", "validation"],
} as const satisfies Record<string, readonly string[]>;

export type ClientArea = keyof typeof CLIENT_AREAS;

type Tree = { [key: string]: Tree | string };

/** The part of `messages` under the area's entries, in the same shape. */
export function pickClientMessages(messages: Tree, area: ClientArea): Tree {
  const out: Tree = {};
  for (const entry of CLIENT_AREAS[area]) {
    const path = entry.split(".");
    let from: Tree | string | undefined = messages;
    for (const key of path) from = typeof from === "object" ? from[key] : undefined;
    if (from === undefined) continue;
    let to = out;
    for (const key of path.slice(0, -1)) to = (to[key] ??= {}) as Tree;
    to[path[path.length - 1]] = from;
  }
  return out;
}
