// The three images of website settings, and where the public site serves a kept one. Pure (the
// settings form uses it too); the same address as siteFileUrl in lib/site/site-files.ts.

export const SITE_IMAGES = ["logo", "banner", "favicon"] as const;
export type SiteImage = (typeof SITE_IMAGES)[number];

/** The settings field holding each image's stored name. */
export const IMAGE_FIELD = { logo: "logoFile", banner: "bannerFile", favicon: "faviconFile" } as const satisfies Record<SiteImage, string>;

export function siteImageUrl(storedName: string | null | undefined): string | null {
  return storedName ? `/site-file/${encodeURIComponent(storedName)}` : null;
}

/** SPEC §5/§9: a banner is recommended at about 1295 × 250 px. */
export const BANNER_SIZE = { width: 1295, height: 250 };

/**
 * Whether an image's shape is far from the recommended banner (more than 25 % off its aspect
 * ratio): the form warns, but keeps the image — the organiser may want it that way.
 */
export function bannerShapeOff(width: number | null | undefined, height: number | null | undefined): boolean {
  if (!width || !height) return false;
  const ratio = width / height / (BANNER_SIZE.width / BANNER_SIZE.height);
  return ratio < 0.75 || ratio > 1.25;
}
