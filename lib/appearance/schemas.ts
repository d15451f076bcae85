import { zId } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

// One schema per input (DESIGN §6.1), shared by the form, the server actions and the gateway.
// SPEC §5/§9: name required, at most 20 characters; thumbnail jpg/png ≤ 1 MB (checked on upload);
// CSS ≤ 1024 KB (checked on upload).

export const APPEARANCE_NAME_MAX = 20;
export const CSS_MAX_BYTES = 1024 * 1024;
/** A conference keeps at most this many appearances, so the list stays one screen of cards. */
export const APPEARANCES_MAX = 50;

/** A kept thumbnail or CSS file: the random stored name the upload answered. */
const ZStoredThumbnail = z.string().regex(/^([a-f0-9]{32}\.(png|jpg))?$/, "appearance.thumbnailInvalid");
const ZStoredCss = z.string().regex(/^([a-f0-9]{32}\.css)?$/, "appearance.cssInvalid");

export const ZAppearanceInput = z.strictObject({
  /** absent: a new appearance */
  id: zId().optional(),
  name: z.string().trim().min(1).max(APPEARANCE_NAME_MAX),
  /** "" only for the built-in ones, which the app styles itself */
  thumbnail: ZStoredThumbnail.default(""),
  /** "" = no CSS of the organiser's own */
  cssFile: ZStoredCss.default(""),
  templates: z.array(zId()).max(100).default([]),
});
export type TAppearanceInput = z.infer<typeof ZAppearanceInput>;

/** The form's check: a custom appearance needs its thumbnail (the server checks it again). */
export const ZCustomAppearanceInput = ZAppearanceInput.refine((v) => !!v.thumbnail, { path: ["thumbnail"], message: "appearance.thumbnailRequired" });

export const ZAppearanceId = z.strictObject({ id: zId() });
