import "server-only";
import sharp from "sharp";
import type { SiteImageWidth } from "@/lib/server/site-file-url";

// Site images at the width a page shows them (GET /site-file/{name}?w=…): a 4,000-pixel banner
// photo is sent to a phone as 640 or 960 pixels. The format stays (the file's name says it, and so
// does its Content-Type); GIFs (maybe animated) and icons are left as they are.

const RESIZABLE = new Set(["png", "jpg", "webp"]);

/** The image `w` pixels wide, or the original when it is no wider, not resizable or not smaller resized. */
export async function resizeSiteImage(bytes: Buffer, ext: string, w: SiteImageWidth): Promise<Buffer> {
  if (!RESIZABLE.has(ext)) return bytes;
  const image = sharp(bytes, { failOn: "none" });
  const { width } = await image.metadata();
  if (!width || width <= w) return bytes;
  // rotate(): EXIF orientation applied before the metadata that says it is dropped.
  const resized = image.rotate().resize({ width: w, withoutEnlargement: true });
  const out = await (
    ext === "jpg"
      ? resized.jpeg({ quality: 82, mozjpeg: true })
      : ext === "webp"
        ? resized.webp({ quality: 82 })
        : resized.png({ compressionLevel: 9, palette: false })
  ).toBuffer();
  return out.length < bytes.length ? out : bytes;
}
