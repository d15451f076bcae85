import { personName } from "@/lib/people/name";

// One way to write a reviewer everywhere — the reviewer list, the assignment dialogs, the reviews
// of a submission: the names given on the invitation or activation (family name first in Chinese,
// lib/people/name.ts), else the account's name, else the email. No server-only: the dialogs label
// candidates with the same function.

export type NamedReviewer = { email: string; firstName: string; lastName: string; user?: { trueName: string } | null };

export function reviewerName(r: NamedReviewer): string {
  return personName(r.firstName.trim(), r.lastName.trim()) || r.user?.trueName?.trim() || r.email;
}

/** "李锐 · 北京大学 · li.rui@pku.edu.cn": two reviewers of the same name are told apart. */
export function reviewerLabel(r: { name: string; organisation: string; email: string }): string {
  return [r.name, r.organisation, r.name === r.email ? "" : r.email].filter(Boolean).join(" · ");
}
