import "server-only";
import path from "node:path";
import { Document, Font, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { formatMoney } from "@/lib/billing/money";
import { getTranslator, type Translate } from "@/lib/i18n/translate";
import { lineUnits, stayLineValues } from "@/lib/orders/stay-line";
import { splitCjk } from "@/lib/pdf/cjk-breaks";
import type { ConfirmationData } from "./confirmation";

// The bilingual PDF payment confirmation: Chinese and English side by side on one page,
// rendered on the server with @react-pdf/renderer and Noto Sans Hans (GB2312 OTF; STACK.md: TTF/OTF
// render fast, .ttc and WOFF do not). Built from host elements only (no components of our own), so
// react-pdf's reconciler never calls into this bundle's React.

const FAMILY = "NotoSansHans";
let registered = false;

function registerFonts() {
  if (registered) return;
  const dir = path.join(process.cwd(), "node_modules", "@embedpdf", "fonts-sc", "fonts");
  Font.register({
    family: FAMILY,
    fonts: [
      { src: path.join(dir, "NotoSansHans-Regular.otf"), fontWeight: "normal" },
      { src: path.join(dir, "NotoSansHans-Bold.otf"), fontWeight: "bold" },
    ],
  });
  Font.registerHyphenationCallback(splitCjk);
  registered = true;
}

const s = StyleSheet.create({
  page: { fontFamily: FAMILY, fontSize: 10, padding: 40, color: "#1f2933", lineHeight: 1.4 },
  title: { fontSize: 18, fontWeight: "bold", lineHeight: 1.6 },
  titleEn: { fontSize: 12, color: "#52606d", marginBottom: 12 },
  conference: { fontSize: 12, fontWeight: "bold" },
  muted: { color: "#616e7c" },
  rule: { borderBottomWidth: 1, borderBottomColor: "#cbd2d9", marginVertical: 12 },
  row: { flexDirection: "row", paddingVertical: 3 },
  label: { width: 170, color: "#52606d" },
  value: { flex: 1 },
  table: { marginTop: 14, borderTopWidth: 1, borderTopColor: "#9aa5b1" },
  th: { flexDirection: "row", backgroundColor: "#f0f4f8", paddingVertical: 4, fontWeight: "bold", fontSize: 9 },
  tr: { flexDirection: "row", paddingVertical: 5, borderBottomWidth: 0.5, borderBottomColor: "#cbd2d9" },
  cItem: { flex: 1, paddingHorizontal: 4 },
  cQty: { width: 50, paddingHorizontal: 4, textAlign: "right" },
  cMoney: { width: 110, paddingHorizontal: 4, textAlign: "right" },
  totals: { marginTop: 12, alignSelf: "flex-end", width: 320 },
  totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 2 },
  strong: { fontWeight: "bold" },
  note: { marginTop: 28, fontSize: 8, color: "#7b8794" },
});

const money = (minor: number, currency: string) => `${formatMoney(minor, currency, "en")} (${currency})`;

function doc(d: ConfirmationData, zh: Translate, en: Translate) {
  const both = (key: string) => `${zh(key)} ${en(key)}`;
  const pair = (zhText: string, enText: string) => (zhText === enText ? zhText : `${zhText} / ${enText}`);
  const method = d.method ? pair(zh(`billing.method.${d.method}`), en(`billing.method.${d.method}`)) : "—";
  const fields: [string, string][] = [
    [both("receipts.pdf.payer"), d.payer.name],
    [both("receipts.pdf.email"), d.payer.email],
    [both("receipts.pdf.orderNo"), d.orderNo],
    [both("receipts.pdf.orderType"), pair(zh(`billing.orderType.${d.type}`), en(`billing.orderType.${d.type}`))],
    [both("receipts.pdf.status"), pair(zh(`billing.status.${d.status}`), en(`billing.status.${d.status}`))],
    [both("receipts.pdf.method"), method],
    [both("receipts.pdf.transactionNo"), d.transactionNo || "—"],
    ...(d.billNo ? ([[both("receipts.pdf.billNo"), d.billNo]] as [string, string][]) : []),
    [both("receipts.pdf.paidOn"), `${d.paidOn} (${d.timeZone})`],
  ];
  const showDisplay = d.displayTotalMinor !== null && !!d.displayCurrency;
  // a hotel line's nights × rooms × rate, in each language
  const stayOf = (i: ConfirmationData["items"][number], locale: "zh" | "en") => {
    const v = stayLineValues(i, d.currency, locale);
    return v ? (locale === "zh" ? zh : en)("billing.stayLine", v) : null;
  };
  return (
    <Document title={`${en("receipts.pdf.title")} ${d.orderNo}`} author={d.conference.nameEn || d.conference.nameZh} language="zh-CN">
      <Page size="A4" style={s.page}>
        <Text style={s.title}>{zh("receipts.pdf.title")}</Text>
        <Text style={s.titleEn}>{en("receipts.pdf.title")}</Text>
        <Text style={s.conference}>{d.conference.nameZh}</Text>
        {d.conference.nameEn && d.conference.nameEn !== d.conference.nameZh ? <Text style={s.muted}>{d.conference.nameEn}</Text> : null}
        <View style={s.rule} />
        {fields.map(([label, value]) => (
          <View key={label} style={s.row} wrap={false}>
            <Text style={s.label}>{label}</Text>
            <Text style={s.value}>{value}</Text>
          </View>
        ))}
        <View style={s.table}>
          <View style={s.th} fixed>
            <Text style={s.cItem}>{both("receipts.pdf.item")}</Text>
            <Text style={s.cQty}>{both("receipts.pdf.quantity")}</Text>
            <Text style={s.cMoney}>{both("receipts.pdf.unitPrice")}</Text>
            <Text style={s.cMoney}>{both("receipts.pdf.amount")}</Text>
          </View>
          {d.items.map((i, n) => (
            <View key={n} style={s.tr} wrap={false}>
              <View style={s.cItem}>
                <Text>{i.titleZh}</Text>
                {i.titleEn !== i.titleZh ? <Text style={s.muted}>{i.titleEn}</Text> : null}
                {stayOf(i, "zh") ? <Text style={s.muted}>{stayOf(i, "zh")}</Text> : null}
                {stayOf(i, "en") ? <Text style={s.muted}>{stayOf(i, "en")}</Text> : null}
              </View>
              <Text style={s.cQty}>{String(lineUnits(i))}</Text>
              <View style={s.cMoney}>
                <Text>{formatMoney(i.unitPriceMinor, d.currency, "en")}</Text>
                {i.displayUnitPriceMinor !== null && i.displayCurrency && i.displayCurrency !== d.currency ? (
                  <Text style={s.muted}>≈ {formatMoney(i.displayUnitPriceMinor, i.displayCurrency, "en")}</Text>
                ) : null}
              </View>
              <Text style={s.cMoney}>{formatMoney(i.amountMinor, d.currency, "en")}</Text>
            </View>
          ))}
        </View>
        <View style={s.totals} wrap={false}>
          <View style={s.totalRow}>
            <Text style={s.strong}>{both("receipts.pdf.totalCharged")}</Text>
            <Text style={s.strong}>{money(d.totalMinor, d.currency)}</Text>
          </View>
          {showDisplay ? (
            <View style={s.totalRow}>
              <Text>{both("receipts.pdf.totalDisplay")}</Text>
              <Text>{money(d.displayTotalMinor!, d.displayCurrency!)}</Text>
            </View>
          ) : null}
        </View>
        <Text style={s.note}>{zh("receipts.pdf.note", { date: d.generatedAt })}</Text>
        <Text style={[s.note, { marginTop: 2 }]}>{en("receipts.pdf.note", { date: d.generatedAt })}</Text>
      </Page>
    </Document>
  );
}

/** The confirmation as PDF bytes. */
export async function renderConfirmationPdf(d: ConfirmationData): Promise<Buffer> {
  registerFonts();
  const [zh, en] = await Promise.all([getTranslator("zh"), getTranslator("en")]);
  return renderToBuffer(doc(d, zh, en));
}
