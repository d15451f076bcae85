import { abstractBookSamples } from "./samples/abstract-book";
import { downloadsSamples } from "./samples/downloads";
import { feedbackSamples } from "./samples/feedback";
import { noticesSamples } from "./samples/notices";
import { feesSamples } from "./samples/fees";
import { hotelConfigSamples } from "./samples/hotel/config";
import { hotelBookingSamples } from "./samples/hotel/booking";
import { hotelReservationsSamples } from "./samples/hotel/reservations";
import { orderManageSamples } from "./samples/orders/manage";
import { ordersSamples } from "./samples/orders";
import { paySettingsSamples } from "./samples/pay-settings";
import { receiptsSamples } from "./samples/receipts";
import { reviewersSamples } from "./samples/review/reviewers";
import { reviewActivationSamples } from "./samples/review/activation";
import { reviewConfigSamples } from "./samples/review/config";
import { submissionSamples } from "./samples/submission/author";
import { submissionManageSamples } from "./samples/submission/manage";
import { reviewAssignSamples } from "./samples/review/assign";
import { reviewOpinionSamples } from "./samples/review/opinion";
import { reviewDecisionSamples } from "./samples/review/decision";
import { submissionConfigSamples } from "./samples/submission/config";

// One valid input per gateway route that takes input (lib/gateway/routes.ts), for the bad-input
// sweep (lib/gateway/bad-input.int.test.ts): each is mutated one field at a time, so a mutation
// reaches the check it aims at instead of failing on another field first. A route added to the
// table without a sample here fails the sweep — add its sample.

export type Sample = {
  /** path parameters: the `{name}` segments of the route's key */
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** multipart routes: the form's fields */
  form?: Record<string, string | File>;
  /** fields not to replace with random values (a valid random value would reach the network) */
  noFuzz?: string[];
  /** the route reports a remote server's failure as 502 by design (the SMTP test) */
  upstream?: boolean;
};

/** Replaced by a fresh number in every request: sign-in calls slow down on repeated failures per email. */
export const UNIQUE = "{{unique}}";

export type SampleIds = { attendeeId: number; optionsId: number };

const UC = "/conference/conferenceRegUserConfig";
const CU = "/conference/conferenceUser";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

const mailConfig = {
  address: "office@demo.localhost",
  password: "Secret12345",
  confirmPassword: "Secret12345",
  smtpHost: "127.0.0.1",
  port: 1,
  ssl: false,
  active: true,
};
const menuItem = {
  titleZh: "首页",
  titleEn: "Home",
  parentId: null,
  icon: "home",
  target: "url",
  pageId: null,
  url: "https://example.org/news",
  newWindow: true,
  published: true,
};
const options = [{ value: "a", label: { zh: "甲", en: "A" }, children: [{ value: "a1", label: { zh: "甲一", en: "A1" } }] }];

const sweepPage = {
  name: "Sweep page",
  appearanceId: null,
  templateId: null,
  type: "content",
  isDefaultPc: false,
  isDefaultMobile: false,
  mobilePageId: null,
  titleZh: "标题",
  titleEn: "Title",
  contentZh: "<p>内容</p>",
  contentEn: "<h2>Content</h2><ul><li>one</li></ul>",
};
const sweepTemplate = {
  name: "Sweep template",
  appearanceId: null,
  device: "pc",
  isDefaultPc: false,
  isDefaultMobile: false,
  elements: [
    { kind: "content", show: "always" },
    { kind: "html", show: "loggedIn", htmlZh: "<p>你好</p>", htmlEn: "<p>Hello</p>" },
  ],
};

export function gatewaySamples(ids: SampleIds): Record<string, Sample> {
  const answers = { name: "Bob Builder", email: "bob@example.org", telephone: "123", country: "China", unit: "北京大学", birthday: "1990-05-01" };
  return {
    ...feesSamples(ids),
    ...paySettingsSamples(ids),
    ...ordersSamples(ids),
    ...orderManageSamples(ids),
    ...receiptsSamples(ids),
    ...submissionConfigSamples(ids),
    ...submissionSamples(ids),
    ...submissionManageSamples(ids),
    ...reviewAssignSamples(ids),
    ...reviewOpinionSamples(ids),
    ...reviewDecisionSamples(ids),
    ...reviewersSamples(ids),
    ...reviewActivationSamples(ids),
    ...reviewConfigSamples(ids),
    ...hotelBookingSamples(ids),
    ...hotelReservationsSamples(ids),
    ...hotelConfigSamples(ids),
    ...downloadsSamples(ids),
    ...abstractBookSamples(ids),
    ...feedbackSamples(ids),
    ...noticesSamples(ids),
    // The modules screen (lib/gateway/routes/modules.ts): switching on a module the demo has on changes nothing.
    "POST /conference/module/save": { body: { module: "feedback", enabled: true } },
    "GET /home/conference/getDisciplineList": { query: { lang: "en" } },
    "GET /conference/menu/config/fixedAndPublish": { query: { lang: "zh" } },
    "POST /conference/menu/config/add": { body: { ...menuItem, titleZh: "会议新闻", titleEn: "News" } },
    "PUT /conference/menu/config/update": { body: { ...menuItem, id: 1 } },
    "DELETE /conference/menu/config/{id}": { params: { id: "999999" } },
    "POST /conference/menu/config/reorder": { body: { parentId: null, ids: [1] } },
    "GET /base/admin/isAdmin": { query: { cstnetId: "someone@cstnet.cn" } },
    // Platform administrators (lib/gateway/routes/admin.ts).
    "GET /base/admin/conference/list": { query: { search: "demo", status: "4", page: "1", size: "20" } },
    "POST /base/admin/conference": {
      body: {
        nameZh: "抽查会议",
        nameEn: "Sweep conference",
        shortName: "SW",
        startDate: "2027-05-01",
        endDate: "2027-05-03",
        locationZh: "北京",
        locationEn: "Beijing",
        timeZone: "Asia/Shanghai",
        currency: "CNY",
        languageType: 3,
        disciplineId: 0,
        hosts: "sweep-new.localhost",
        creatorMode: "existing",
        creatorEmail: "bob@example.org",
        creatorName: "",
      },
    },
    "GET /base/admin/conference/{id}": { params: { id: "1" } },
    "GET /base/admin/conference/{id}/history": { params: { id: "1" } },
    "POST /base/admin/conference/{id}/hosts": { params: { id: "1" }, body: { hosts: "demo.localhost" } },
    "POST /base/admin/conference/{id}/approve": { params: { id: "1" } },
    "POST /base/admin/conference/{id}/reject": { params: { id: "1" }, body: { reason: "Programme missing" } },
    "POST /base/admin/conference/{id}/close": { params: { id: "1" } },
    "POST /base/admin/conference/{id}/reopen": { params: { id: "1" } },
    "POST /conference/platform/config/email/save": { body: mailConfig },
    "POST /conference/platform/config/email/test": { body: mailConfig, noFuzz: ["smtpHost", "port"], upstream: true },
    "POST /conference/platform/config/email/template/save": {
      body: {
        kind: "REGISTRATION",
        subjectZh: "报名 {conferenceName}",
        subjectEn: "Registered for {conferenceName}",
        bodyZh: "<p>{name} 您好</p>",
        bodyEn: "<p>Dear {name}</p>",
      },
    },
    "POST /conference/platform/config/email/template/reset": { body: { kind: "REGISTRATION" } },
    "GET /conference/platform/mail/log": { query: { status: "FAILED", page: "1", size: "20" } },
    "POST /conference/platform/mail/retry": { body: { id: 1 } },

    [`GET ${UC}/checkEmail`]: { query: { email: "alice@example.org" } },
    [`POST ${UC}/checkPassword`]: { body: { email: `sweep-${UNIQUE}@example.org`, password: "not-the-password" } },
    [`POST ${UC}/checkPasswordContent`]: { body: { password: "Abcdefgh12345!" } },
    [`POST ${UC}/sendEmailCode`]: { body: { email: "newcomer@example.org", type: "registerCode" } },
    [`POST ${UC}/getEmailCode`]: { body: { email: "newcomer@example.org", type: "registerCode", code: "123456" } },
    [`POST ${UC}/updatePassword`]: { body: { email: "bob@example.org", code: "123456", password: "Another-pass-2026" } },
    "POST /base/oauth/localLogin": { body: { email: `sweep-${UNIQUE}@example.org`, password: "wrong-password" } },
    "POST /base/oauth/login": { body: { code: "abc", state: "s".repeat(32) } },
    "POST /base/oauth/oidcLogin": { body: { code: "abc", state: "s".repeat(32) } },
    "POST /conference/conferenceUser/getEdugainInfo": { body: { query: "北京", selectInput: "edugain" } },
    "GET /conference/conferenceUser/findUserByConferenceIdAndEmail": { query: { email: "alice@example.org" } },
    "GET /conference/conferenceUser/checkRegisteredUser": { query: { email: "alice@example.org" } },
    "POST /home/company/findByQuery": { body: { page: 1, size: 20, query: "大学" } },

    "POST /conference/admin/register/config/basic/save": {
      body: {
        registerFlag: true,
        registerNum: 500,
        costsSet: true,
        registerRule: "REGISTER_FIRST_AND_PAY_LATER",
        registerStartDate: "2026-01-01",
        registerEndDate: "2999-12-31",
        registerInstructionsZh: "<p>须知</p>",
        registerInstructionsEn: "<p>Notes</p>",
        descriptionZh: "说明",
        descriptionEn: "About",
        allowAccountCreation: true,
      },
    },
    [`GET ${UC}/findByField`]: { query: { field: "topic" } },
    [`POST ${UC}/saveOptions`]: { body: { field: "topic", values: options } },
    [`POST ${UC}/saveCountryOptions`]: { body: { values: options } },
    [`DELETE ${UC}/deleteOptions`]: { query: { id: String(ids.optionsId) } },
    [`POST ${UC}/saveRules`]: {
      body: {
        version: "draft-b",
        makeCurrent: false,
        fields: [
          { field: "name", title: { zh: "姓名", en: "Name" }, type: "input", options: [], validate: ["required"], props: {}, standard: true, order: 0 },
          { field: "topic", title: { zh: "主题", en: "Topic" }, type: "cascader", options, validate: [], props: {}, standard: false, order: 1 },
        ],
      },
    },
    [`DELETE ${UC}/deleteRules`]: { query: { version: "no-such-version" } },
    [`GET ${UC}/getRuleByConference`]: { query: { version: "sweep" } },
    [`POST ${CU}/list`]: {
      body: { page: 1, size: 20, search: "Alice", country: "", version: "", from: "2026-01-01", to: "2999-12-31", sort: "createdAt", order: "desc" },
    },
    [`PUT ${CU}/update`]: { body: { id: ids.attendeeId, answers } },
    [`POST ${CU}/sendUserEmail`]: { body: { id: ids.attendeeId } },
    [`POST ${CU}/addUser`]: { body: { email: "bob@example.org" } },
    [`GET ${CU}/getCurrentVersion`]: { query: { conferenceId: "1" } },
    [`POST ${CU}/temp/upload`]: { form: { file: new File([PNG], "photo.png", { type: "image/png" }) } },
    [`POST ${CU}/download/files`]: { body: { files: [{ name: "photo.png", field: "photo" }] } },
    // Pages and templates: ids of no page, so the sweep changes none of the seeded ones.
    "GET /conference/platform/config/page/list": { query: { page: "1", size: "20" } },
    "GET /conference/platform/config/page/{id}": { params: { id: "999999" } },
    "POST /conference/platform/config/page": { body: sweepPage },
    "PUT /conference/platform/config/page/{id}": { params: { id: "999999" }, body: sweepPage },
    "POST /conference/platform/config/page/{id}/publish": { params: { id: "999999" } },
    "POST /conference/platform/config/page/{id}/unpublish": { params: { id: "999999" } },
    "DELETE /conference/platform/config/page/{id}": { params: { id: "999999" } },
    "GET /conference/platform/config/template/list": { query: { page: "1", size: "20" } },
    "GET /conference/platform/config/template/{id}": { params: { id: "999999" } },
    "POST /conference/platform/config/template": { body: sweepTemplate },
    "PUT /conference/platform/config/template/{id}": { params: { id: "999999" }, body: sweepTemplate },
    "DELETE /conference/platform/config/template/{id}": { params: { id: "999999" } },
    "GET /conference/page/{id}": { params: { id: "999999" }, query: { lang: "en" } },
    "POST /conference/platform/site/file": { query: { purpose: "banner" }, form: { file: new File([PNG], "banner.png", { type: "image/png" }) } },
    "GET /conference/platform/config/exterior/{id}": { params: { id: "1" } },
    "POST /conference/platform/config/exterior/save": { body: { name: "Sweep", thumbnail: "", cssFile: "", templates: [1] } },
    "POST /conference/platform/config/exterior/activate": { body: { id: 1 } },
    "DELETE /conference/platform/config/exterior/{id}": { params: { id: "1" } },
    "POST /conference/platform/config/exterior/css": { form: { file: new File(["h1 { color: #123456 }"], "site.css", { type: "text/css" }) } },
    // Website settings: the demo's own values, so later routes see the same conference.
    "POST /conference/platform/config/website": {
      body: {
        nameZh: "2026 全国科学计算学术会议",
        nameEn: "National Conference on Scientific Computing 2026",
        shortName: "NCSC 2026",
        languageType: 3,
        startDate: "2026-12-01",
        endDate: "2026-12-03",
        locationZh: "北京·中关村",
        locationEn: "Zhongguancun, Beijing",
        timeZone: "Asia/Shanghai",
        logoFile: null,
        bannerFile: null,
        faviconFile: null,
        primaryColor: "#1d4e89",
        footerZh: "",
        footerEn: "",
        contactEmail: "office@demo.localhost",
        contactPhone: "+86 10 1234 5678",
      },
    },
    [`GET ${CU}/detail/{id}`]: { params: { id: String(ids.attendeeId) } },
    // `account` lets a visitor reach the answers' checks (allowAccountCreation); signed-in callers ignore it
    [`POST ${CU}/save`]: {
      body: { version: "sweep", notice: true, answers, account: { password: "Sweep-pass-2026", confirmPassword: "Sweep-pass-2026", code: "123456" } },
    },
  };
}
