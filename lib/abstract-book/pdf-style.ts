import { StyleSheet } from "@react-pdf/renderer";
import { FAMILIES, type FontKind } from "./fonts";
import { BOX, LINE_HEIGHT, NAV, PAGE } from "./geometry";
import type { TextFormat } from "./model";

// Styles of the book's pages (geometry.ts holds the measures the planner counted with).

export const INK = "#1f2933";
export const MUTED = "#616e7c";
export const ACCENT = "#1d4e89";
export const RULE = "#cbd2d9";

export const family = (kind: FontKind) => [...FAMILIES[kind]];

// OpenType substitutions that books of abstracts do not need cost most of the render time in
// fontkit (contextual lookups of the CJK fonts); kerning and marks stay on.
export const FEATURES = { calt: false, ccmp: false, locl: false, liga: false, clig: false, rlig: false, rclt: false, curs: false };

export function textStyle(f: TextFormat) {
  return {
    fontFamily: family(f.font),
    fontSize: f.size,
    fontWeight: f.bold ? 700 : 400,
    fontStyle: f.italic ? "italic" : "normal",
    lineHeight: LINE_HEIGHT,
  } as const;
}

export const s = StyleSheet.create({
  // lineHeight is set where the size is: react-pdf resolves it to points where declared and
  // children inherit the points, so a page-wide value would squeeze larger type.
  page: { color: INK, fontFamily: family("sans"), fontSize: 10 },
  box: { position: "absolute", top: BOX.y, left: BOX.x, width: BOX.width, height: BOX.height },
  header: {
    position: "absolute",
    top: 28,
    left: BOX.x,
    width: BOX.width,
    fontSize: 8,
    color: MUTED,
    borderBottomWidth: 0.5,
    borderBottomColor: RULE,
    paddingBottom: 4,
    lineHeight: LINE_HEIGHT,
  },
  footer: { position: "absolute", top: PAGE.height - 38, left: 0, width: PAGE.width, fontSize: 8, color: MUTED, textAlign: "center", lineHeight: LINE_HEIGHT },
  slot: { position: "absolute", overflow: "hidden" },
  heading: { fontSize: NAV.heading, fontWeight: 700, height: NAV.headingHeight, color: ACCENT, lineHeight: LINE_HEIGHT },
  navRow: { flexDirection: "row", fontSize: NAV.size, lineHeight: LINE_HEIGHT },
  navTheme: { flexDirection: "row", fontSize: NAV.themeSize, fontWeight: 700, lineHeight: LINE_HEIGHT },
  navCode: { width: NAV.codeWidth, color: MUTED },
  navTitle: { flex: 1, paddingRight: 8 },
  navPage: { width: NAV.numberWidth, textAlign: "right" },
  coverBox: { position: "absolute", top: 200, left: BOX.x, width: BOX.width, textAlign: "center" },
  coverTitle: { fontSize: 24, fontWeight: 700, color: ACCENT, fontFamily: family("serif"), lineHeight: LINE_HEIGHT },
  coverSub: { fontSize: 15, marginTop: 6, fontFamily: family("serif"), lineHeight: LINE_HEIGHT },
  coverBook: { fontSize: 20, fontWeight: 700, marginTop: 60, lineHeight: LINE_HEIGHT },
  coverLine: { fontSize: 11, marginTop: 8, color: MUTED, lineHeight: LINE_HEIGHT },
});
