import type { MailTemplateKind } from "@/lib/generated/prisma/enums";

// The eleven templates of SPEC §3 "Email config" and, in one table, the placeholders each accepts.
// A template may use only its own placeholders (saving checks it); whoever sends one must supply
// every one of them (the type MailValues<K> says so, and rendering refuses a missing value).
// No server-only: the editor shows this table and renders previews in the browser.

export const MAIL_TEMPLATE_KINDS = [
  "REGISTRATION",
  "HOTEL_RESERVATION",
  "ABSTRACT_SUBMISSION",
  "REVIEWER_INVITATION",
  "ABSTRACT_ASSIGNMENT",
  "ABSTRACT_REVIEW",
  "FINAL_RESULT",
  "CHAIR_REVIEW",
  "REGISTRATION_PAYMENT",
  "OPTIONAL_FEE_PAYMENT",
  "HOTEL_PAYMENT",
] as const satisfies readonly MailTemplateKind[];

export type MailKind = (typeof MAIL_TEMPLATE_KINDS)[number];

/**
 * | kind                 | sent to / when                                   | placeholders                                                   |
 * | -------------------- | ------------------------------------------------ | -------------------------------------------------------------- |
 * | REGISTRATION         | attendee, registration saved                     | name conferenceName email link                                 |
 * | HOTEL_RESERVATION    | booker, reservation made (not yet paid)          | name conferenceName hotel roomType checkIn checkOut rooms      |
 * |                      |                                                  | nights amountDue payBy link                                    |
 * | ABSTRACT_SUBMISSION  | author, abstract submitted                       | name conferenceName title submissionNo link                    |
 * | REVIEWER_INVITATION  | new reviewer, activation link                    | name conferenceName email link                                 |
 * | ABSTRACT_ASSIGNMENT  | reviewer, an abstract assigned to them           | name conferenceName title submissionNo deadline link           |
 * | ABSTRACT_REVIEW      | author, a review opinion recorded                | name conferenceName title submissionNo opinion link            |
 * | FINAL_RESULT         | author, final decision                           | name conferenceName title submissionNo result opinion link     |
 * | CHAIR_REVIEW         | review chair, reviews complete                   | name conferenceName title submissionNo link                    |
 * | REGISTRATION_PAYMENT | payer, registration fee paid                     | name conferenceName orderNo amount code link                   |
 * | OPTIONAL_FEE_PAYMENT | payer, optional fee paid                         | name conferenceName orderNo fee amount link                    |
 * | HOTEL_PAYMENT        | payer, hotel order paid                          | name conferenceName orderNo hotel amount link                  |
 *
 * `conferenceName` is filled in from the conference when the sender leaves it out; `link` is an
 * absolute URL; `amount` and `amountDue` are already formatted with their currency; `nights` is
 * worded ("2 nights", "2 晚"); `payBy` is the unpaid order's deadline on the conference's clock.
 */
export const MAIL_PLACEHOLDERS = {
  REGISTRATION: ["name", "conferenceName", "email", "link"],
  HOTEL_RESERVATION: ["name", "conferenceName", "hotel", "roomType", "checkIn", "checkOut", "rooms", "nights", "amountDue", "payBy", "link"],
  ABSTRACT_SUBMISSION: ["name", "conferenceName", "title", "submissionNo", "link"],
  REVIEWER_INVITATION: ["name", "conferenceName", "email", "link"],
  ABSTRACT_ASSIGNMENT: ["name", "conferenceName", "title", "submissionNo", "deadline", "link"],
  ABSTRACT_REVIEW: ["name", "conferenceName", "title", "submissionNo", "opinion", "link"],
  FINAL_RESULT: ["name", "conferenceName", "title", "submissionNo", "result", "opinion", "link"],
  CHAIR_REVIEW: ["name", "conferenceName", "title", "submissionNo", "link"],
  REGISTRATION_PAYMENT: ["name", "conferenceName", "orderNo", "amount", "code", "link"],
  OPTIONAL_FEE_PAYMENT: ["name", "conferenceName", "orderNo", "fee", "amount", "link"],
  HOTEL_PAYMENT: ["name", "conferenceName", "orderNo", "hotel", "amount", "link"],
} as const satisfies Record<MailKind, readonly string[]>;

export type MailPlaceholder<K extends MailKind = MailKind> = (typeof MAIL_PLACEHOLDERS)[K][number];

/** The values a sender of template K must supply. */
export type MailValues<K extends MailKind> = Record<MailPlaceholder<K>, string | number>;

/** Every placeholder name of any template (for labels and sample data). */
export const ALL_PLACEHOLDERS = [...new Set(Object.values(MAIL_PLACEHOLDERS).flat())] as MailPlaceholder[];

export function placeholdersOf(kind: MailKind): readonly string[] {
  return MAIL_PLACEHOLDERS[kind];
}

export function isMailKind(v: unknown): v is MailKind {
  return typeof v === "string" && (MAIL_TEMPLATE_KINDS as readonly string[]).includes(v);
}
