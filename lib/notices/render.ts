import type { NoticeKind } from "@/lib/generated/prisma/enums";

// A notice is stored as its kind and the values it needs (params), and put into words when it is
// read, in the reader's language of the moment — so switching language re-words every notice.
// Pure: the page, the gateway and the tests use it with any translator of full message keys.

type Translate = (key: string, values?: Record<string, string | number>) => string;
export type NoticeWords = { headline: string; body: string };

const text = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v) : "");

export function noticeWords(t: Translate, kind: NoticeKind, params: unknown): NoticeWords {
  const p = (params && typeof params === "object" ? params : {}) as Record<string, unknown>;
  switch (kind) {
    case "ORGANISER_MESSAGE":
      return { headline: text(p.title), body: text(p.body) };
    case "ORDER_STATUS":
      return {
        headline: t("notice.text.ORDER_STATUS", {
          orderNo: text(p.orderNo),
          type: p.type ? t(`billing.orderType.${text(p.type)}`) : "",
          status: t(`billing.status.${text(p.status)}`),
        }),
        body: "",
      };
    case "SUBMISSION_DECISION":
      return {
        headline: t("notice.text.SUBMISSION_DECISION", {
          number: text(p.number),
          title: text(p.title),
          decision: t(`submissionAdmin.status.${text(p.decision)}`),
        }),
        body: "",
      };
    case "FEEDBACK_REPLY":
      return { headline: t("notice.text.FEEDBACK_REPLY", { title: text(p.title) }), body: "" };
    case "PAYMENT_ALERT":
      return {
        headline: t(`notice.text.PAYMENT_ALERT.${["paymentException", "declaredPaid", "receiptRequested"].includes(text(p.event)) ? text(p.event) : "other"}`, {
          orderNo: text(p.orderNo),
          billNo: text(p.billNo),
        }),
        body: p.reason ? t(`billing.notify.${text(p.reason)}`) : "",
      };
    case "RECEIPT_STATUS":
      return { headline: t("notice.text.RECEIPT_STATUS", { orderNo: text(p.orderNo), status: t(`receipts.status.${text(p.status)}`) }), body: "" };
  }
}

/** Only a path on this site is followed (a notice never sends anyone elsewhere). */
export function safeNoticeHref(href: string): string {
  return href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\") ? href : "";
}
