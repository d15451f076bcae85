import { PDFDocument, PDFHexString, PDFName, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { looksLikePdf, reviewerCopyOf, withoutAuthorMetadata } from "./pdf-metadata";

const AUTHOR = "Zebedee Quillfeather";
const XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator><rdf:Seq><rdf:li>${AUTHOR}</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/** A one-page PDF as a word processor leaves it: the author in the Info dictionary and in an XMP packet. */
async function authoredPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText("Isotopes in glacial meltwater", { x: 20, y: 100, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  doc.setTitle(`${AUTHOR} - draft.docx`);
  doc.setAuthor(AUTHOR);
  doc.setSubject("Submission of Quillfeather");
  doc.setKeywords(["Quillfeather"]);
  doc.setCreator(`Microsoft Word for ${AUTHOR}`);
  doc.setProducer("Quillfeather's PDF printer");
  const xmp = doc.context.stream(XMP, { Type: "Metadata", Subtype: "XML" });
  doc.catalog.set(PDFName.of("Metadata"), doc.context.register(xmp));
  return doc.save({ useObjectStreams: false });
}

const latin1 = (b: Uint8Array) => Buffer.from(b).toString("latin1");
const utf16Hex = (s: string) => PDFHexString.fromText(s).asString().toUpperCase();

describe("a PDF for blind review", () => {
  it("loses its Info dictionary and XMP metadata, and keeps its pages", async () => {
    const original = await authoredPdf();
    // The fixture carries the name in both places, or the test proves nothing.
    expect(latin1(original)).toContain(AUTHOR);
    expect(latin1(original).toUpperCase()).toContain(utf16Hex(AUTHOR).slice(4, 40));

    const stripped = await withoutAuthorMetadata(original);
    const text = latin1(stripped);
    expect(text).not.toContain("Quillfeather");
    expect(text.toUpperCase()).not.toContain(utf16Hex("Quillfeather").slice(4));
    expect(text).not.toMatch(/\/(Author|Creator|Producer|Title|Metadata)\b/);

    const doc = await PDFDocument.load(stripped, { updateMetadata: false });
    expect([doc.getAuthor(), doc.getTitle(), doc.getCreator(), doc.getProducer(), doc.getSubject(), doc.getKeywords()]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 300, height: 200 });
  });

  it("serves what it cannot parse as it is", async () => {
    const notPdf = new TextEncoder().encode("%PDF-1.7\nthis is not really a PDF");
    expect(await withoutAuthorMetadata(notPdf)).toBe(notPdf);
    expect(looksLikePdf("application/octet-stream", notPdf)).toBe(true);
    expect(looksLikePdf("application/msword", new TextEncoder().encode("PK\u0003\u0004"))).toBe(false);
  });

  it("is rewritten once per stored file: downloads at the same moment and later ones get the same copy", async () => {
    const original = await authoredPdf();
    const key = "files/1/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.pdf";
    const [a, b] = await Promise.all([reviewerCopyOf(key, original), reviewerCopyOf(key, original)]);
    expect(a).toBe(b);
    expect(latin1(a)).not.toContain("Quillfeather");
    expect(await reviewerCopyOf(key, original)).toBe(a);
    // Another stored file is another copy.
    const other = await reviewerCopyOf("files/1/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.pdf", original);
    expect(other).not.toBe(a);
    expect(latin1(other)).not.toContain("Quillfeather");
  });
});
