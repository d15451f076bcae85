// The names in a ZIP's central directory, read straight from the bytes: enough to tell a Word
// document (.docx) from any other ZIP without unpacking it. Pure, no dependencies. ZIP64 archives
// and anything malformed answer null (a document a person attaches is never that large).

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const MAX_COMMENT = 0xffff;
const MAX_ENTRIES = 10_000;

export function zipEntryNames(b: Uint8Array): string[] | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  let end = -1;
  for (let at = b.byteLength - 22; at >= Math.max(0, b.byteLength - 22 - MAX_COMMENT); at--) {
    if (u32(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = u16(end + 10);
  let at = u32(end + 16);
  if (count > MAX_ENTRIES || at >= end) return null;
  const names: string[] = [];
  const decoder = new TextDecoder("utf-8", { fatal: false });
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || u32(at) !== CENTRAL) return null;
    const [nameLength, extra, comment] = [u16(at + 28), u16(at + 30), u16(at + 32)];
    if (at + 46 + nameLength > end) return null;
    names.push(decoder.decode(b.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}
