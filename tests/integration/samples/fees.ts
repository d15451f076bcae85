import type { Sample, SampleIds } from "../gateway-samples";

// Samples of lib/gateway/routes/fees.ts for the bad-input sweep (see gateway-samples.ts). Ids of
// fees and categories are ones no row has: a valid request answers 404 (or 400 for the category
// of a new fee) and the sweep never deletes or reprices the demo fees other routes' samples use.
const MISSING = "2147480000";

const fee = {
  kind: "REGISTRATION",
  titleZh: "普通注册",
  titleEn: "Regular registration",
  descriptionZh: "含会议资料",
  descriptionEn: "Conference materials included",
  categoryId: Number(MISSING),
  price: "1500.00",
  currency: "CNY",
  displayCurrency: "USD",
  displayPrice: "210.00",
  openDate: "2026-01-01",
  deadline: "2026-12-31",
  open: true,
  userScope: "EVERYONE",
  languageScope: "ALL",
  invitationCode: "SWEEP2026",
  perAccountMax: 1,
  codePrefix: "SW-",
};
const category = { nameZh: "注册费", nameEn: "Registration fees", parentId: null, totalLimit: 100, order: 0 };

export function feesSamples(_ids: SampleIds): Record<string, Sample> {
  const UC = "/conference/conferenceRegUserConfig";
  const FEE = "/conference/platform/config/fee";
  return {
    [`GET ${UC}/getRegFee`]: { query: { invitationCode: "STUDENT2027" } },
    [`GET ${UC}/getRegFeeInfo`]: { query: { invitationCode: "STUDENT2027" } },
    [`POST ${FEE}/category/add`]: { body: category },
    [`PUT ${FEE}/category/update`]: { body: { id: Number(MISSING), ...category } },
    [`DELETE ${FEE}/category/{id}`]: { params: { id: MISSING } },
    [`POST ${FEE}/add`]: { body: fee },
    [`PUT ${FEE}/update`]: { body: { id: Number(MISSING), voidCount: null, ...fee } },
    [`GET ${FEE}/unpaidOrders/{id}`]: { params: { id: MISSING } },
    [`DELETE ${FEE}/{id}`]: { params: { id: MISSING } },
    [`PUT ${FEE}/thirdWorld`]: { body: { countries: ["AF", "NP", "ET"] } },
  };
}
