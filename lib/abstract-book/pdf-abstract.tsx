import { Text, View } from "@react-pdf/renderer";
import { SCRIPT_SCALE } from "./measure";
import type { Part } from "./parts";
import type { PlacedAbstract } from "./plan";
import { ACCENT, family, s, textStyle } from "./pdf-style";

// One abstract in its slot: the parts fit.ts measured, each a paragraph. The slot clips (it never
// should have to: the plan sized the type so that everything fits).

function part(p: Part, key: number) {
  const base = textStyle(p.format);
  const color = p.role === "number" ? { color: ACCENT } : {};
  const cut = p.maxLines ? { maxLines: p.maxLines, textOverflow: "ellipsis" as const } : {};
  return (
    <Text key={key} style={{ ...base, ...color, ...cut, marginTop: p.marginTop, textAlign: p.role === "block" ? "justify" : "left" }}>
      {p.runs.map((r, i) => (
        <Text
          key={i}
          style={{
            fontFamily: family(r.style.font),
            fontWeight: r.bold || r.style.bold ? 700 : 400,
            fontStyle: r.italic || r.style.italic ? "italic" : "normal",
            ...(r.script ? { fontSize: r.style.size * SCRIPT_SCALE, verticalAlign: r.script === "sup" ? "super" : "sub" } : {}),
          }}
        >
          {r.text}
        </Text>
      ))}
    </Text>
  );
}

export function placedAbstract(p: PlacedAbstract) {
  return (
    <View key={p.id} style={{ ...s.slot, top: p.slot.y, left: p.slot.x, width: p.slot.width, height: p.slot.height }}>
      {p.fit.parts.map(part)}
    </View>
  );
}
