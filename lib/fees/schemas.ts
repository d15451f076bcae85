import { CURRENCIES, toMinor } from "@/lib/billing/money";
import { countryName } from "@/lib/forms/countries";
import { priceProblem, zAmountText } from "@/lib/billing/amount";
import { zDate, zId, zInt } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

// One schema per input (DESIGN §6.1), shared by the fee configuration screen's forms, its server
// actions and the gateway. Messages are i18n keys (validation.*, fees.*). No server-only: the
// forms run these in the browser.

export const FEE_KINDS = ["REGISTRATION", "OPTIONAL"] as const;
export const USER_SCOPES = ["EVERYONE", "THIRD_WORLD"] as const;
export const LANGUAGE_SCOPES = ["ALL", "ZH_ONLY", "EN_ONLY"] as const;
export type TFeeKind = (typeof FEE_KINDS)[number];

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 2000;
export const CODE_MAX = 32;
export const PREFIX_MAX = 16;
/** Per-account maximum and category limits stay human-sized (and inside int4). */
export const QUANTITY_MAX = 100_000;

// Invitation codes and registration-code prefixes are typed by people and printed on badges:
// letters, digits, "-" and "_" only.
const CODE_CHARS = /^[A-Za-z0-9_-]*$/;

const required = (max: number) => z.string().trim().min(1).max(max);

// ───────────── Categories ─────────────

/** Categories nest at most this deep (a tree that still reads on a phone). */
export const MAX_CATEGORY_DEPTH = 3;

const categoryFields = {
  nameZh: required(NAME_MAX),
  nameEn: required(NAME_MAX),
  parentId: zId().nullable().default(null),
  /** null = no per-category total limit */
  totalLimit: zInt({ min: 1, max: QUANTITY_MAX }).nullable().default(null),
  order: zInt({ min: 0, max: 9999 }).default(0),
};

export const ZCategoryInput = z.strictObject(categoryFields);
export type TCategoryInput = z.infer<typeof ZCategoryInput>;

export const ZCategoryUpdate = z.strictObject({ id: zId(), ...categoryFields });
export type TCategoryUpdate = z.infer<typeof ZCategoryUpdate>;

export const ZIdInput = z.strictObject({ id: zId() });

// ───────────── Fees ─────────────

/** An amount as people type it ("1200", "1200.5"); JSON numbers are accepted from API clients too. */
const amount = zAmountText();
const PRICE_KEYS = { positiveKey: "fees.pricePositive", invalidKey: "fees.amountInvalid" };

const feeFields = {
  kind: z.enum(FEE_KINDS),
  titleZh: required(NAME_MAX),
  titleEn: required(NAME_MAX),
  descriptionZh: required(DESCRIPTION_MAX),
  descriptionEn: required(DESCRIPTION_MAX),
  /** null only so the form can start empty: refused with fees.categoryRequired */
  categoryId: zId().nullable(),
  /** the actual (settlement) price, a decimal in `currency` */
  price: amount,
  currency: z.enum(CURRENCIES),
  /** shown to participants beside the charged price: both or neither */
  displayCurrency: z.enum(["", ...CURRENCIES]).default(""),
  displayPrice: amount.default(""),
  openDate: zDate(),
  deadline: zDate(),
  open: z.boolean().default(false),
  userScope: z.enum(USER_SCOPES).default("EVERYONE"),
  languageScope: z.enum(LANGUAGE_SCOPES).default("ALL"),
  /** "" = visible without a code */
  invitationCode: z.string().trim().max(CODE_MAX).default(""),
  perAccountMax: zInt({ min: 1, max: QUANTITY_MAX }),
  /** registration fees: the prefix of the registration code (e.g. "ABC-" → ABC-0001) */
  codePrefix: z.string().trim().max(PREFIX_MAX).default(""),
};

type FeeFields = { [K in keyof typeof feeFields]: z.output<(typeof feeFields)[K]> };

/**
 * The smallest total limit a fee in category `id` counts against: its own and every ancestor's
 * (lib/orders/quota.ts takes quota along the whole path); null = unlimited.
 */
export function effectiveLimit(rows: readonly { id: number; parentId: number | null; totalLimit: number | null }[], id: number): number | null {
  let min: number | null = null;
  const seen = new Set<number>();
  for (let r = rows.find((x) => x.id === id); r && !seen.has(r.id); r = rows.find((x) => x.id === r!.parentId)) {
    seen.add(r.id);
    if (r.totalLimit != null) min = Math.min(min ?? Infinity, r.totalLimit);
  }
  return min;
}

/** A category's total limit by id: null = unlimited, undefined = unknown (the server checks it). */
export type CategoryLimitOf = (categoryId: number) => number | null | undefined;

/** The cross-field rules of SPEC §5 "Registration fee"; runs even when other fields failed, so all messages show at once. */
function checkFee(v: FeeFields, ctx: z.RefinementCtx, limitOf?: CategoryLimitOf) {
  const issue = (path: keyof FeeFields, message: string) => ctx.addIssue({ code: "custom", message, path: [path] });
  if (v.categoryId == null) issue("categoryId", "fees.categoryRequired");
  const priceIssue = priceProblem(v.price, v.currency, PRICE_KEYS);
  if (priceIssue) issue("price", priceIssue);
  if (v.displayCurrency && v.displayPrice === "") issue("displayPrice", "fees.displayPairRequired");
  if (!v.displayCurrency && v.displayPrice !== "") issue("displayCurrency", "fees.displayPairRequired");
  if (v.displayCurrency && v.displayPrice !== "") {
    const shownIssue = priceProblem(v.displayPrice, v.displayCurrency, PRICE_KEYS);
    if (shownIssue) issue("displayPrice", shownIssue);
  }
  if (v.openDate && v.deadline && v.openDate >= v.deadline) issue("deadline", "fees.deadlineNotAfterOpen");
  if (!CODE_CHARS.test(v.invitationCode)) issue("invitationCode", "fees.codeChars");
  if (!CODE_CHARS.test(v.codePrefix)) issue("codePrefix", "fees.codeChars");
  const limit = v.categoryId == null ? undefined : limitOf?.(v.categoryId);
  if (limit != null && Number.isInteger(v.perAccountMax) && v.perAccountMax > limit) issue("perAccountMax", `fees.perAccountAboveLimit?limit=${limit}`);
}

/**
 * What the service stores: amounts in minor units (the rules above passed, so they parse), optional
 * text as null, and no registration-code prefix on an optional fee. Not a zod transform: the form
 * sends the values it validated, so input and output must stay the same shape.
 */
export function feeColumns(v: FeeFields) {
  const { price, displayPrice, displayCurrency, invitationCode, codePrefix, categoryId, ...rest } = v;
  return {
    ...rest,
    categoryId: categoryId as number, // checkFee refused null
    priceMinor: toMinor(price, v.currency) as number,
    displayCurrency: displayCurrency || null,
    displayPriceMinor: displayCurrency ? toMinor(displayPrice, displayCurrency) : null,
    invitationCode: invitationCode || null,
    codePrefix: v.kind === "REGISTRATION" ? codePrefix : "",
  };
}
export type TFeeColumns = ReturnType<typeof feeColumns>;

/** The fee form's schema; `limitOf` lets the browser check the category's total limit too. */
export function feeInputSchema(limitOf?: CategoryLimitOf) {
  return z.strictObject(feeFields).superRefine((v, ctx) => checkFee(v, ctx, limitOf));
}

/**
 * `voidCount`: the number of unpaid orders the manager agreed to void when the price or currency
 * changes (null = not asked yet). When it differs from the current number, nothing is saved and
 * the current number is asked again.
 */
export function feeUpdateSchema(limitOf?: CategoryLimitOf) {
  return z
    .strictObject({ id: zId(), voidCount: zInt({ min: 0, max: 1_000_000 }).nullable().default(null), ...feeFields })
    .superRefine((v, ctx) => checkFee(v, ctx, limitOf));
}

export const ZFeeInput = feeInputSchema();
export type TFeeInput = z.output<typeof ZFeeInput>;
export type TFeeForm = z.input<typeof ZFeeInput>;
export const ZFeeUpdate = feeUpdateSchema();
export type TFeeUpdate = z.output<typeof ZFeeUpdate>;

// ───────────── Third-world country list ─────────────

// Codes the platform's ICU names that are not countries a participant can come from: groupings,
// pseudo-locales, "unknown", deprecated aliases (BU, ZR …) and exceptional reservations.
const NOT_COUNTRIES = new Set("AC AN BU CP CQ CS DD DG DY EA EU EZ FX HV IC NH QO RH SU TA TP UN XA XB YD YU ZR ZZ".split(" "));

/** An ISO 3166-1 alpha-2 country code the platform can name. */
export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) && countryName(code, "en") !== undefined;
}

/** Every country code, A to Z (the third-world list is chosen from these). */
export function allCountryCodes(): string[] {
  const out: string[] = [];
  for (let a = 65; a <= 90; a++) for (let b = 65; b <= 90; b++) if (isCountryCode(String.fromCharCode(a, b))) out.push(String.fromCharCode(a, b));
  return out;
}

export const ZThirdWorldInput = z.strictObject({
  countries: z.array(z.string().trim().refine(isCountryCode, "fees.countryInvalid")).max(300),
});
export type TThirdWorldInput = z.infer<typeof ZThirdWorldInput>;

/** §7 getRegFee: an invitation code typed by the participant unlocks the fees that carry it. */
export const ZRegFeeQuery = z.strictObject({ invitationCode: z.string().trim().max(CODE_MAX).default("") });
