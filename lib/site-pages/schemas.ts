import { ZLang } from "@/lib/site/schemas";
import { ZTemplateElement } from "@/lib/site/template-model";
import { zId, zPage, zPageSize } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

// One schema per input of config/page/* and config/template/* (DESIGN §6.1), shared by
// the forms, the server actions and the gateway. HTML is checked for size only here; the services
// sanitise it before it is stored (lib/site/page-html.ts).

export const PAGE_TYPES = ["home", "content"] as const;
export const DEVICES = ["pc", "mobile"] as const;
/** Rich text of one language: generous for tables, small enough for a server action's 1 MB body. */
export const HTML_MAX = 150_000;

/** SPEC §5 / §9: page (and template) name required, up to 100 characters. */
const ZName = z.string().trim().min(1).max(100);
/** An optional reference chosen in a select: "" or null means none. */
const ZOptionalId = z.preprocess((v) => (v === "" ? null : v), zId().nullable());

export const ZPageInput = z.strictObject({
  name: ZName,
  appearanceId: ZOptionalId,
  templateId: ZOptionalId,
  type: z.enum(PAGE_TYPES),
  isDefaultPc: z.boolean(),
  isDefaultMobile: z.boolean(),
  mobilePageId: ZOptionalId,
  titleZh: z.string().trim().max(200),
  titleEn: z.string().trim().max(200),
  contentZh: z.string().max(HTML_MAX),
  contentEn: z.string().max(HTML_MAX),
});
export type TPageInput = z.infer<typeof ZPageInput>;
/** The form's values out of a saved page's detail (which also carries its id and state). */
export function pageFormValues(detail: TPageInput): TPageInput {
  const keys = Object.keys(ZPageInput.shape) as (keyof TPageInput)[];
  return Object.fromEntries(keys.map((k) => [k, detail[k]])) as TPageInput;
}
/** What the page form holds (ids may still be "" there). */
export type TPageFormInput = z.input<typeof ZPageInput>;

export const ZTemplateInput = z.strictObject({
  name: ZName,
  appearanceId: ZOptionalId,
  device: z.enum(DEVICES),
  isDefaultPc: z.boolean(),
  isDefaultMobile: z.boolean(),
  elements: z
    .array(ZTemplateElement.extend({ htmlZh: z.string().max(HTML_MAX).optional(), htmlEn: z.string().max(HTML_MAX).optional() }))
    .min(1)
    .max(50),
});
export type TTemplateInput = z.infer<typeof ZTemplateInput>;
export type TTemplateFormInput = z.input<typeof ZTemplateInput>;

export const ZIdParams = z.object({ id: zId() });
export const ZIdInput = z.strictObject({ id: zId() });
export const ZPageUpdateInput = ZPageInput.extend({ id: zId() });
export const ZTemplateUpdateInput = ZTemplateInput.extend({ id: zId() });

export const ZListQuery = z.object({ page: zPage(), size: zPageSize(100, 20) });
export type TListQuery = z.infer<typeof ZListQuery>;

/** GET /conference/page/{id}?lang= — the language of the answer (the reader's, else the other). */
export const ZPublicPageQuery = z.object({ lang: ZLang });
