import { Page, Text, View } from "@react-pdf/renderer";
import { BOX, GAP, INDEX, LINE_HEIGHT, PAGE, slotsFor } from "./geometry";
import type { BookInput } from "./model";
import { placedAbstract } from "./pdf-abstract";
import { FEATURES, RULE, s } from "./pdf-style";
import type { PlannedPage } from "./plan";
import { INDEX_COLUMN_WIDTH } from "./plan-index";
import { TOC_THEME_GAP } from "./plan-contents";

// The pages of a plan as react-pdf elements: cover, contents, abstracts, author index. Plain
// functions returning host elements (no components of our own).

/** "生命科学 / Life sciences", or one of them when the other is empty or the same. */
export const both = (zh: string, en: string) => (zh && en && zh !== en ? `${zh} / ${en}` : zh || en);
const label = (pair: [string, string]) => both(pair[0], pair[1]);

function cover(book: BookInput) {
  const c = book.conference;
  return (
    <View style={s.coverBox}>
      <Text style={s.coverTitle}>{c.nameZh || c.nameEn}</Text>
      {c.nameEn && c.nameEn !== c.nameZh ? <Text style={s.coverSub}>{c.nameEn}</Text> : null}
      <Text style={s.coverBook}>{label(book.labels.book)}</Text>
      {c.dates ? <Text style={[s.coverLine, { marginTop: 40 }]}>{c.dates}</Text> : null}
      {c.locationZh || c.locationEn ? <Text style={s.coverLine}>{both(c.locationZh, c.locationEn)}</Text> : null}
      <Text style={s.coverLine}>{label(book.labels.count)}</Text>
    </View>
  );
}

function contents(book: BookInput, p: Extract<PlannedPage, { kind: "toc" }>) {
  return (
    <View style={s.box}>
      {p.first ? <Text style={s.heading}>{label(book.labels.contents)}</Text> : null}
      {p.lines.map((l, i) =>
        l.kind === "theme" ? (
          <View key={i} style={[s.navTheme, { marginTop: TOC_THEME_GAP, height: l.height - TOC_THEME_GAP }]}>
            <Text style={[s.navTitle, { maxLines: 1, textOverflow: "ellipsis" }]}>{both(l.zh, l.en)}</Text>
            <Text style={s.navPage}>{l.page}</Text>
          </View>
        ) : (
          <View key={i} style={[s.navRow, { height: l.height }]}>
            {book.layout.showNumber ? <Text style={s.navCode}>{l.code}</Text> : null}
            <Text style={[s.navTitle, { maxLines: l.lines, textOverflow: "ellipsis" }]}>{l.title}</Text>
            <Text style={s.navPage}>{l.page}</Text>
          </View>
        ),
      )}
    </View>
  );
}

function index(book: BookInput, p: Extract<PlannedPage, { kind: "index" }>) {
  return (
    <View style={s.box}>
      {p.first ? <Text style={s.heading}>{label(book.labels.authorIndex)}</Text> : null}
      <View style={{ flexDirection: "row" }}>
        {p.columns.map((col, c) => (
          <View key={c} style={{ width: INDEX_COLUMN_WIDTH, marginLeft: c ? GAP : 0 }}>
            {col.map((e, i) => (
              <Text key={i} style={{ fontSize: INDEX.size, lineHeight: LINE_HEIGHT, height: e.height }}>
                <Text style={{ fontWeight: 700 }}>{`${e.name}  `}</Text>
                {e.refs}
              </Text>
            ))}
          </View>
        ))}
      </View>
    </View>
  );
}

/** Hairlines between the slots of a page of 2 or 4. */
function rules(perPage: 1 | 2 | 4) {
  if (perPage === 1) return null;
  const [first, , third] = slotsFor(perPage);
  const y = BOX.y + (perPage === 2 ? slotsFor(2)[1].y : (third?.y ?? 0)) - GAP / 2;
  return [
    <View key="h" style={{ position: "absolute", top: y, left: BOX.x, width: BOX.width, borderTopWidth: 0.5, borderTopColor: RULE }} />,
    perPage === 4 ? (
      <View
        key="v"
        style={{ position: "absolute", top: BOX.y, left: BOX.x + first.width + GAP / 2, height: BOX.height, borderLeftWidth: 0.5, borderLeftColor: RULE }}
      />
    ) : null,
  ];
}

export function plannedPage(book: BookInput, p: PlannedPage) {
  const header = p.kind === "abstracts" ? <Text style={s.header}>{both(p.pathZh, p.pathEn)}</Text> : null;
  return (
    // wrap={false}: the plan already made the pages, so react-pdf's pagination (which lays every page
    // out a second time) is skipped; such a page is as tall as its content, hence the spacer.
    <Page key={p.number} size="A4" style={{ ...s.page, fontFeatureSettings: FEATURES }} wrap={false}>
      <View style={{ height: PAGE.height }} />
      {header}
      {p.kind === "cover" ? cover(book) : null}
      {p.kind === "toc" ? contents(book, p) : null}
      {p.kind === "index" ? index(book, p) : null}
      {p.kind === "abstracts" ? (
        <>
          {p.items.length > 1 ? rules(book.layout.perPage) : null}
          <View style={s.box}>{p.items.map(placedAbstract)}</View>
        </>
      ) : null}
      {p.kind !== "cover" ? <Text style={s.footer}>{p.number}</Text> : null}
    </Page>
  );
}
