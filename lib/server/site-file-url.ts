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
