import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { effectiveLocale, type Locale } from "@/lib/i18n/locale";
import { personName } from "@/lib/people/name";

// Who hears about a submission's review and decision (the "abstract review" and "final result"
// mails): each corresponding author once (the submitter when the call collects no authors), in the
// language of the account with that email, else the submitter's.

type Tx = Prisma.TransactionClient;
export type AuthorRecipient = { email: string; name: string; locale: Locale };

export async function authorRecipients(tx: Tx, submissionId: number, languageType: number): Promise<AuthorRecipient[]> {
  const s = await tx.submission.findUniqueOrThrow({
    where: { id: submissionId },
    select: {
      user: { select: { email: true, trueName: true, firstName: true, lastName: true, locale: true } },
      authors: { where: { corresponding: true }, orderBy: { order: "asc" }, select: { name: true, surname: true, email: true } },
    },
  });
  const people = s.authors.length
    ? s.authors.map((a) => ({ email: a.email.toLowerCase(), name: personName(a.name, a.surname) || a.email }))
    : [{ email: s.user.email, name: s.user.trueName || personName(s.user.firstName, s.user.lastName) || s.user.email }];
  const unique = [...new Map(people.map((p) => [p.email, p])).values()];
  const accounts = await tx.user.findMany({ where: { email: { in: unique.map((p) => p.email) } }, select: { email: true, locale: true } });
  const localeOf = new Map(accounts.map((a) => [a.email, a.locale]));
  return unique.map((p) => ({ ...p, locale: effectiveLocale(localeOf.get(p.email) ?? s.user.locale, languageType) }));
}
