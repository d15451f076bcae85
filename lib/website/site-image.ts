// The three images of website settings (served at lib/server/site-file-url.ts's address). Pure:
// the settings form uses it too.

export const SITE_IMAGES = ["logo", "banner", "favicon"] as const;
export type SiteImage = (typeof SITE_IMAGES)[number];

/** The settings field holding each image's stored name. */
export const IMAGE_FIELD = { logo: "logoFile", banner: "bannerFile", favicon: "faviconFile" } as const satisfies Record<SiteImage, string>;

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
