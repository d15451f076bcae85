import "server-only";
import { db } from "@/lib/server/db";
import { invalidateConferenceCache } from "@/lib/server/tenant";
import { MODULES, type ModuleName } from "@/lib/server/modules";
import { NEED_SCREEN, NOTE_SCREEN, type ModuleNeed, type ModuleNote } from "./catalogue";
import type { TModuleSwitch } from "./schemas";

// The conference's module switches as managers see them: each with what it still needs before
// participants can use it. Switching is never refused for an unmet need (an organiser switches on
// first, then configures); the screen says "on, not open to participants until …" instead.

export type ModuleView = {
  module: ModuleName;
  enabled: boolean;
  needs: { need: ModuleNeed; href: string }[];
  notes: { note: ModuleNote; href: string }[];
};

type Facts = { needs: Record<ModuleName, ModuleNeed[]>; notes: Partial<Record<ModuleName, ModuleNote[]>> };

/** The needs each module has that are not met yet, and the notes on settings its switch overrides (the facts come from the configuration tables). */
async function moduleFacts(conferenceId: number, enabled: Record<string, boolean>): Promise<Facts> {
  const [register, submission, themes, hotel, rooms, fees, methods] = await Promise.all([
    db.registerConfig.findUnique({ where: { conferenceId }, select: { registerStartDate: true, registerEndDate: true, costsSet: true } }),
    db.submissionConfig.findUnique({ where: { conferenceId }, select: { open: true, startDate: true, endDate: true } }),
    db.submissionTheme.count({ where: { conferenceId } }),
    db.hotelConfig.findUnique({ where: { conferenceId }, select: { open: true, bookingStart: true, bookingEnd: true } }),
    db.hotelRoom.count({ where: { conferenceId, priceMinor: { not: null } } }),
    db.fee.count({ where: { conferenceId, open: true } }),
    db.paymentMethodConfig.count({ where: { conferenceId, enabled: true } }),
  ]);
  const when = (cond: boolean, need: ModuleNeed) => (cond ? [need] : []);
  const needs = {
    register: when(!register?.registerStartDate || !register.registerEndDate, "registerDates"),
    submission: [...when(!submission?.open || !submission.startDate || !submission.endDate, "submissionOpen"), ...when(!themes, "submissionThemes")],
    hotel: [
      ...when(!hotel?.open || !hotel.bookingStart || !hotel.bookingEnd, "hotelOpen"),
      ...when(!rooms, "hotelRooms"),
      ...when(!enabled.payment, "paymentModule"),
    ],
    payment: [...when(!fees, "fees"), ...when(!methods, "paymentMethod")],
    receipt: when(!enabled.payment, "paymentModule"),
    feedback: [],
    download: [],
  };
  // The registration settings charge fees, but with payments off nobody is asked to pay (chargesFees).
  const feesWithoutPayment = !enabled.payment && register?.costsSet === true;
  return { needs, notes: { payment: feesWithoutPayment ? ["feesWithoutPayment"] : [] } };
}

/** Every module of the conference, in the catalogue's order; a module without a row is off. */
export async function listModules(conferenceId: number): Promise<ModuleView[]> {
  const rows = await db.conferenceModule.findMany({ where: { conferenceId }, select: { module: true, enabled: true } });
  const enabled = Object.fromEntries(rows.map((r) => [r.module, r.enabled]));
  const { needs, notes } = await moduleFacts(conferenceId, enabled);
  return MODULES.map((module) => ({
    module,
    enabled: enabled[module] === true,
    needs: needs[module].map((need) => ({ need, href: NEED_SCREEN[need] })),
    notes: (notes[module] ?? []).map((note) => ({ note, href: NOTE_SCREEN[note] })),
  }));
}

/**
 * Switches one module of `conferenceId` (the host's conference, never the caller's choice).
 * Only the flag changes: orders, bookings, submissions and feedback stay as they are, and come
 * back as they were when the module is switched on again.
 */
export async function setModule(conferenceId: number, input: TModuleSwitch): Promise<ModuleView[]> {
  await db.conferenceModule.upsert({
    where: { conferenceId_module: { conferenceId, module: input.module } },
    update: { enabled: input.enabled },
    create: { conferenceId, module: input.module, enabled: input.enabled },
  });
  // Menus, guards and getModuleByConfId read the cached conference: drop it so they follow at once.
  invalidateConferenceCache();
  return listModules(conferenceId);
}
