// Where the public site serves a kept site file (GET /site-file/{name}): the tenant's logo, banner
// and favicon, appearance thumbnails, hotel photos and page images. Pure: forms use it too.

/** What a kept site file is named: 32 hex digits and its type (anything else is not ours). */
export const SITE_FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp|ico)$/;

/** The public address of a kept site file. */
export function siteFileUrl(storedName: string): string {
  return `/site-file/${encodeURIComponent(storedName)}`;
}

/** The address of an optional kept image, or null when none is kept. */
export function siteImageUrl(storedName: string | null | undefined): string | null {
  return storedName ? siteFileUrl(storedName) : null;
}

/**
 * The widths a site image is served at besides its own (GET /site-file/{name}?w=…): a short list,
 * so that every width is one kept copy and nobody can make the server resize to any width.
 */
export const SITE_IMAGE_WIDTHS = [160, 320, 640, 960, 1280, 1920] as const;
export type SiteImageWidth = (typeof SITE_IMAGE_WIDTHS)[number];

export function isSiteImageWidth(w: number): w is SiteImageWidth {
  return (SITE_IMAGE_WIDTHS as readonly number[]).includes(w);
}

/**
 * `srcSet` for a site image shown at most `maxCssWidth` CSS pixels wide (up to 3× screens), so the
 * browser picks the smallest copy that is sharp; `null` for an address that is not a site file.
 */
export function siteImageSrcSet(url: string | null | undefined, maxCssWidth: number): string | null {
  if (!url?.startsWith("/site-file/") || url.includes("?")) return null;
  const widths = SITE_IMAGE_WIDTHS.filter((w, i) => i === 0 || SITE_IMAGE_WIDTHS[i - 1] < maxCssWidth * 3);
  return widths.map((w) => `${url}?w=${w} ${w}w`).join(", ");
}
