import "server-only";
import { getFeeConfig, getThirdWorld, managerFeeTree, participantFeeTree } from "@/lib/fees/queries";
import { ZCategoryInput, ZCategoryUpdate, ZFeeInput, ZFeeUpdate, ZRegFeeQuery, ZThirdWorldInput } from "@/lib/fees/schemas";
import { createCategory, createFee, deleteCategory, deleteFee, saveThirdWorld, unpaidOrdersWithFee, updateCategory, updateFee } from "@/lib/fees/service";
import { visibleFees } from "@/lib/fees/visibility";
import { Conflict } from "@/lib/server/errors";
import { zId } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { route, type GatewayRoute } from "../types";

// SPEC §7: the two fee calls of "Registration user config" and the calls of
// /platform/config/fee (§7 names none, so these paths are ours). Always the host's conference:
// another conference's ids answer 404.

const UC = "/conference/conferenceRegUserConfig";
const FEE = "/conference/platform/config/fee";
const ID = z.object({ id: zId() });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const FEES_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // §7 getRegFee?invitationCode= — the fees the caller may choose now (scope, language, code,
  // window; sold-out and per-account-limit ones marked unavailable rather than hidden).
  [`GET ${UC}/getRegFee`]: route({
    auth: "user",
    query: ZRegFeeQuery,
    handler: async ({ access, query, locale }) => visibleFees(access.conference.id, { userId: access.user.id, locale, invitationCode: query.invitationCode }),
  }),

  // §7 getRegFeeInfo?invitationCode= — the fee settings. Managers: every category and fee with every
  // setting (invitation codes, used counts) and the third-world list. Everyone else: only what the
  // fee page needs — the categories around the fees they may see, with what each still allows.
  [`GET ${UC}/getRegFeeInfo`]: route({
    auth: "user",
    query: ZRegFeeQuery,
    handler: async ({ access, query, locale }) => {
      if (access.manager) return { manager: true, ...(await managerFeeTree(access.conference.id)) };
      const visible = await visibleFees(access.conference.id, { userId: access.user.id, locale, invitationCode: query.invitationCode });
      return { manager: false, currency: access.conference.currency, categories: await participantFeeTree(access.conference.id, visible) };
    },
  }),

  // The configuration screen's data: category tree, fees (tiers in window order), third-world list.
  [`GET ${FEE}/list`]: route({ auth: "manager", handler: async ({ access }) => getFeeConfig(access.conference.id) }),

  [`POST ${FEE}/category/add`]: route({
    auth: "manager",
    body: ZCategoryInput,
    handler: async ({ access, body }) => createCategory(access.conference.id, body),
  }),

  // A total limit below a fee's per-account maximum or below what orders hold is refused on totalLimit.
  [`PUT ${FEE}/category/update`]: route({
    auth: "manager",
    body: ZCategoryUpdate,
    handler: async ({ access, body }) => updateCategory(access.conference.id, body),
  }),

  // SPEC §5: a category with children is refused ('Has children, delete failed'), one with fees too.
  [`DELETE ${FEE}/category/{id}`]: route({
    auth: "manager",
    params: ID,
    handler: async ({ access, params }) => deleteCategory(access.conference.id, params.id),
  }),

  // SPEC §5 "Registration fee": each rule answers 400 with its message on its field.
  [`POST ${FEE}/add`]: route({
    auth: "manager",
    body: ZFeeInput,
    handler: async ({ access, body }) => createFee(access.conference.id, body),
  }),

  // A price or currency change with unpaid orders: 409 saying how many would be voided, until the
  // body confirms that number as voidCount; then the fee is saved and they are voided together.
  [`PUT ${FEE}/update`]: route({
    auth: "manager",
    body: ZFeeUpdate,
    handler: async ({ access, body }) => {
      const r = await updateFee(access.conference.id, body, access.user.id);
      if (r.status === "confirm") throw new Conflict("fees.confirmVoid", { count: r.count });
      return { id: r.id, voided: r.voided };
    },
  }),

  // How many unpaid orders a price change of this fee would void now → { count }.
  [`GET ${FEE}/unpaidOrders/{id}`]: route({
    auth: "manager",
    params: ID,
    handler: async ({ access, params }) => unpaidOrdersWithFee(access.conference.id, params.id),
  }),

  // Refused (409) while orders still hold the fee.
  [`DELETE ${FEE}/{id}`]: route({
    auth: "manager",
    params: ID,
    handler: async ({ access, params }) => deleteFee(access.conference.id, params.id),
  }),

  [`GET ${FEE}/thirdWorld`]: route({ auth: "manager", handler: async ({ access }) => getThirdWorld(access.conference.id) }),

  // The countries a "third-world only" fee is offered to (ISO 3166-1 alpha-2 codes).
  [`PUT ${FEE}/thirdWorld`]: route({
    auth: "manager",
    body: ZThirdWorldInput,
    handler: async ({ access, body }) => {
      await saveThirdWorld(access.conference.id, body.countries);
      return getThirdWorld(access.conference.id);
    },
  }),

  [`POST ${FEE}/thirdWorld/reset`]: route({
    auth: "manager",
    handler: async ({ access }) => {
      await saveThirdWorld(access.conference.id, null);
      return getThirdWorld(access.conference.id);
    },
  }),
};
