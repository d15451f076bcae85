import "server-only";
import { errorEnvelope } from "@/lib/gateway/envelope";
import { signInInstead } from "@/lib/gateway/sign-in-redirect";
import { requestLocale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { attachment } from "@/lib/server/attachment";
import { ValidationError } from "@/lib/server/errors";
import { requireManager, requireUser, viewerOf } from "@/lib/server/guard";
import { publicOrigin } from "@/lib/server/host";
import { toFieldErrors } from "@/lib/validation/field-errors";
import { exportAttendees } from "@/lib/registration/export";
import { ZAttendeeListQuery } from "@/lib/registration/schemas";
import { readAttendeeFile } from "@/lib/registration/uploads";
import { z } from "@/lib/validation/z";

// Binary answers of the gateway (a kept file, an export): same guards as every call, raw bodies.

async function guarded(request: Request, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (e) {
    return signInInstead(request, errorEnvelope(e, await getTranslator(requestLocale(request, undefined))));
  }
}

/** GET /api/conference/conferenceUser/file?name= — the owner's own file, or any for a manager. */
export function fileResponse(request: Request): Promise<Response> {
  return guarded(request, async () => {
    const a = await requireUser();
    const name = new URL(request.url).searchParams.get("name") ?? "";
    if (!/^[a-z0-9]{32}(\.[a-z0-9]{1,8})?$/.test(name)) throw new ValidationError({ name: "validation.invalidType" });
    const f = await readAttendeeFile(a.conference.id, name, viewerOf(a));
    return attachment(f.name, f.mime, f.bytes);
  });
}

/** GET /api/conference/conferenceUser/export?format=csv|xlsx&version=…&filters — managers only. */
export function exportResponse(request: Request): Promise<Response> {
  return guarded(request, async () => {
    const a = await requireManager();
    const params = Object.fromEntries(new URL(request.url).searchParams);
    const parsed = ZAttendeeListQuery.extend({ format: z.enum(["csv", "xlsx"]).default("xlsx"), version: z.string().trim().min(1).max(60) }).safeParse(params);
    if (!parsed.success) throw new ValidationError(toFieldErrors(parsed.error));
    const origin = publicOrigin(request.headers);
    const out = await exportAttendees(a.conference, parsed.data, parsed.data.format, requestLocale(request, a.conference.languageType), origin);
    return attachment(`registrations-${parsed.data.version}.${out.ext}`, out.type, out.body);
  });
}
