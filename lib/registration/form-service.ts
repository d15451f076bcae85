import "server-only";
import { defaultCountryOptions } from "@/lib/forms/countries";
import { parseFields, type FieldDef, type FieldOption } from "@/lib/forms/fields";
import { REGION_TREE } from "@/lib/forms/regions";
import { findUnits } from "@/lib/forms/units";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { Conflict, NotFound } from "@/lib/server/errors";
import type { z } from "zod";
import type { ZCreateVersionInput, ZSaveVersionInput } from "./schemas";
import { pickLocale } from "@/lib/i18n/pick";

// Form versions and option lists (SPEC §3 "Registration user config"; §7 getRuleByConference,
// getRuleVersion, saveRules, deleteRules, findByField, saveOptions, saveCountryOptions, deleteOptions).

export async function listVersions(conferenceId: number) {
  const rows = await db.registerFormVersion.findMany({
    where: { conferenceId },
    orderBy: { id: "asc" },
    select: { id: true, name: true, isCurrent: true, updatedAt: true, _count: { select: { attendees: true } } },
  });
  return rows.map((r) => ({ id: r.id, name: r.name, isCurrent: r.isCurrent, updatedAt: r.updatedAt, registrations: r._count.attendees }));
}

export async function getVersion(conferenceId: number, name: string) {
  const v = await db.registerFormVersion.findUnique({ where: { conferenceId_name: { conferenceId, name } } });
  if (!v) throw new NotFound("registration.versionNotFound");
  return { id: v.id, name: v.name, isCurrent: v.isCurrent, fields: parseFields(v.fields) };
}

/** The current version; a conference without one gets `default` (SPEC §9). */
export async function getCurrentVersion(conferenceId: number) {
  const v =
    (await db.registerFormVersion.findFirst({ where: { conferenceId, isCurrent: true } })) ??
    (await db.registerFormVersion.findFirst({ where: { conferenceId, name: "default" } }));
  if (!v) return { id: 0, name: "default", isCurrent: true, fields: [] as FieldDef[] };
  return { id: v.id, name: v.name, isCurrent: true, fields: parseFields(v.fields) };
}

/** Creates or updates a version; `copyFrom` starts it as a copy; `makeCurrent` moves the current mark. */
export async function saveVersion(conferenceId: number, input: z.input<typeof ZSaveVersionInput>) {
  return db.$transaction(async (tx) => {
    let fields = input.fields as Prisma.InputJsonValue | undefined;
    if (!fields && input.copyFrom) {
      const src = await tx.registerFormVersion.findUnique({ where: { conferenceId_name: { conferenceId, name: input.copyFrom } } });
      if (!src) throw new NotFound("registration.versionNotFound");
      fields = src.fields as Prisma.InputJsonValue;
    }
    const anyCurrent = await tx.registerFormVersion.count({ where: { conferenceId, isCurrent: true } });
    const makeCurrent = input.makeCurrent || anyCurrent === 0;
    if (makeCurrent) await tx.registerFormVersion.updateMany({ where: { conferenceId, isCurrent: true }, data: { isCurrent: false } });
    const v = await tx.registerFormVersion.upsert({
      where: { conferenceId_name: { conferenceId, name: input.version } },
      update: { ...(fields ? { fields } : {}), ...(makeCurrent ? { isCurrent: true } : {}) },
      create: { conferenceId, name: input.version, fields: fields ?? [], isCurrent: makeCurrent },
    });
    return { id: v.id, name: v.name, isCurrent: v.isCurrent, fields: parseFields(v.fields) };
  });
}

/** A new version, empty or a copy; refuses a name in use, which a save would silently overwrite. */
export async function createVersion(conferenceId: number, input: z.input<typeof ZCreateVersionInput>) {
  return db.$transaction(async (tx) => {
    const taken = await tx.registerFormVersion.findUnique({ where: { conferenceId_name: { conferenceId, name: input.version } }, select: { id: true } });
    if (taken) throw new Conflict("registration.designer.versionExists", { name: input.version });
    const src = input.copyFrom ? await tx.registerFormVersion.findUnique({ where: { conferenceId_name: { conferenceId, name: input.copyFrom } } }) : null;
    if (input.copyFrom && !src) throw new NotFound("registration.versionNotFound");
    const isCurrent = (await tx.registerFormVersion.count({ where: { conferenceId, isCurrent: true } })) === 0;
    const v = await tx.registerFormVersion.create({
      data: { conferenceId, name: input.version, fields: (src?.fields ?? []) as Prisma.InputJsonValue, isCurrent },
    });
    return { id: v.id, name: v.name, isCurrent: v.isCurrent, fields: parseFields(v.fields) };
  });
}

/** SPEC §5: a version in use (or the current one) cannot be deleted. */
export async function deleteVersion(conferenceId: number, name: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const v = await tx.registerFormVersion.findUnique({ where: { conferenceId_name: { conferenceId, name } } });
    if (!v) throw new NotFound("registration.versionNotFound");
    if (v.isCurrent) throw new Conflict("registration.versionCurrent");
    if (await tx.attendee.count({ where: { formVersionId: v.id } })) throw new Conflict("registration.versionInUse");
    await tx.registerFormVersion.delete({ where: { id: v.id } });
  });
}

// ── Option lists ──

type OptionRow = { id: number; field: string; kind: string; values: FieldOption[] };

export async function findOptions(conferenceId: number, field: string): Promise<OptionRow | null> {
  const row = await db.registerOption.findUnique({ where: { conferenceId_field: { conferenceId, field } } });
  return row && { id: row.id, field: row.field, kind: row.kind, values: row.values as FieldOption[] };
}

export async function saveOptions(conferenceId: number, field: string, values: FieldOption[], kind: "CUSTOM" | "COUNTRY" = "CUSTOM") {
  const row = await db.registerOption.upsert({
    where: { conferenceId_field: { conferenceId, field } },
    update: { values: values as Prisma.InputJsonValue, kind },
    create: { conferenceId, field, kind, values: values as Prisma.InputJsonValue },
  });
  return { id: row.id, field: row.field, kind: row.kind, values: row.values as FieldOption[] };
}

export async function deleteOptions(conferenceId: number, id: number): Promise<void> {
  const { count } = await db.registerOption.deleteMany({ where: { id, conferenceId } });
  if (!count) throw new NotFound();
}

/** The conference's own country list, else the built-in one (codes, ordered for the reader). */
export async function countryOptions(conferenceId: number, locale = "zh"): Promise<FieldOption[]> {
  const row = await findOptions(conferenceId, "country");
  return row?.values.length ? row.values : defaultCountryOptions(locale);
}

/** Unit options by locale from the company list, id 153 excluded (SPEC §5, §9). */
export async function unitOptions(locale: string): Promise<FieldOption[]> {
  const { rows } = await findUnits();
  return rows.map((r) => {
    const value = pickLocale(locale, r.zhTitle, r.enTitle);
    return { value, label: { zh: r.zhTitle, en: r.enTitle || r.zhTitle } };
  });
}

/** A version's fields with their option lists filled in (country, unit, region, saved lists). */
export async function resolveFields(conferenceId: number, fields: FieldDef[], locale: string): Promise<FieldDef[]> {
  const saved = await db.registerOption.findMany({ where: { conferenceId, field: { in: fields.map((f) => f.field) } } });
  const byField = new Map(saved.map((s) => [s.field, s.values as FieldOption[]]));
  const needUnits = fields.some((f) => f.field === "unit");
  const [countries, units] = await Promise.all([countryOptions(conferenceId, locale), needUnits ? unitOptions(locale) : Promise.resolve([])]);
  return fields.map((f) => {
    if (f.field === "country" && f.standard) return { ...f, options: countries };
    if (f.field === "unit" && f.standard) return { ...f, options: units, props: { ...f.props, allowCreate: true } };
    if (f.type === "region") return { ...f, options: REGION_TREE };
    const list = byField.get(f.field);
    return list?.length ? { ...f, options: list } : f;
  });
}
