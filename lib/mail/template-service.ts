import "server-only";
import type { MailTemplate } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { DEFAULT_TEMPLATES, defaultTemplateRows } from "./default-templates";
import { MAIL_PLACEHOLDERS, MAIL_TEMPLATE_KINDS, type MailKind } from "./placeholders";
import type { TMailTemplateInput } from "./schemas";
import type { MailClient } from "./transport";

// The eleven templates of a conference. Missing rows read as the defaults, so a conference created
// before its templates were seeded still shows (and sends) all eleven.

export type MailTemplateView = {
  kind: MailKind;
  subjectZh: string;
  subjectEn: string;
  bodyZh: string;
  bodyEn: string;
  placeholders: string[];
  isDefault: boolean;
};

function toView(kind: MailKind, row: Pick<MailTemplate, "subjectZh" | "subjectEn" | "bodyZh" | "bodyEn"> | undefined): MailTemplateView {
  const d = DEFAULT_TEMPLATES[kind];
  const t = row ?? d;
  const isDefault = t.subjectZh === d.subjectZh && t.subjectEn === d.subjectEn && t.bodyZh === d.bodyZh && t.bodyEn === d.bodyEn;
  return { kind, subjectZh: t.subjectZh, subjectEn: t.subjectEn, bodyZh: t.bodyZh, bodyEn: t.bodyEn, placeholders: [...MAIL_PLACEHOLDERS[kind]], isDefault };
}

export async function listMailTemplates(conferenceId: number): Promise<MailTemplateView[]> {
  const rows = await db.mailTemplate.findMany({ where: { conferenceId } });
  return MAIL_TEMPLATE_KINDS.map((kind) =>
    toView(
      kind,
      rows.find((r) => r.kind === kind),
    ),
  );
}

export async function saveMailTemplate(conferenceId: number, input: TMailTemplateInput): Promise<MailTemplateView> {
  const { kind, ...text } = input;
  const row = await db.mailTemplate.upsert({
    where: { conferenceId_kind: { conferenceId, kind } },
    create: { conferenceId, kind, ...text },
    update: text,
  });
  return toView(kind, row);
}

export async function resetMailTemplate(conferenceId: number, kind: MailKind): Promise<MailTemplateView> {
  const row = await db.mailTemplate.upsert({
    where: { conferenceId_kind: { conferenceId, kind } },
    create: { conferenceId, kind, ...DEFAULT_TEMPLATES[kind] },
    update: DEFAULT_TEMPLATES[kind],
  });
  return toView(kind, row);
}

/** Seeds the defaults for a conference (new conference, demo seed); keeps edited ones. */
export async function ensureDefaultTemplates(client: MailClient, conferenceId: number): Promise<void> {
  await client.mailTemplate.createMany({ data: defaultTemplateRows(conferenceId), skipDuplicates: true });
}
