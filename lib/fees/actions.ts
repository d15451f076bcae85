"use server";
import { action } from "@/lib/server/action";
import { getFeeConfig, type FeeConfig } from "./queries";
import { ZCategoryInput, ZCategoryUpdate, ZFeeInput, ZFeeUpdate, ZIdInput, ZThirdWorldInput } from "./schemas";
import { createCategory, createFee, deleteCategory, deleteFee, saveThirdWorld, updateCategory, updateFee } from "./service";
import { z } from "@/lib/validation/z";

// Server actions of /platform/config/fee: managers only, always on the conference of the request's
// host. Each answers the fresh configuration so the screen shows what was saved.

export const createCategoryAction = action({ audience: "manager", schema: ZCategoryInput }, async (v, a) => {
  await createCategory(a.conference.id, v);
  return getFeeConfig(a.conference.id);
});
export const updateCategoryAction = action({ audience: "manager", schema: ZCategoryUpdate }, async (v, a) => {
  await updateCategory(a.conference.id, v);
  return getFeeConfig(a.conference.id);
});
export const deleteCategoryAction = action({ audience: "manager", schema: ZIdInput }, async ({ id }, a) => {
  await deleteCategory(a.conference.id, id);
  return getFeeConfig(a.conference.id);
});
export const createFeeAction = action({ audience: "manager", schema: ZFeeInput }, async (v, a) => {
  await createFee(a.conference.id, v);
  return getFeeConfig(a.conference.id);
});

/** Either saved (with how many unpaid orders were voided), or the number of orders to confirm first. */
export type FeeSaveAnswer = { saved: true; voided: number; config: FeeConfig } | { saved: false; confirmCount: number };

export const updateFeeAction = action({ audience: "manager", schema: ZFeeUpdate }, async (v, a): Promise<FeeSaveAnswer> => {
  const r = await updateFee(a.conference.id, v, a.user.id);
  if (r.status === "confirm") return { saved: false, confirmCount: r.count };
  return { saved: true, voided: r.voided, config: await getFeeConfig(a.conference.id) };
});
export const deleteFeeAction = action({ audience: "manager", schema: ZIdInput }, async ({ id }, a) => {
  await deleteFee(a.conference.id, id);
  return getFeeConfig(a.conference.id);
});
export const saveThirdWorldAction = action({ audience: "manager", schema: ZThirdWorldInput }, async (v, a) => {
  await saveThirdWorld(a.conference.id, v.countries);
  return getFeeConfig(a.conference.id);
});
export const resetThirdWorldAction = action({ audience: "manager", schema: z.strictObject({}) }, async (_v, a) => {
  await saveThirdWorld(a.conference.id, null);
  return getFeeConfig(a.conference.id);
});
