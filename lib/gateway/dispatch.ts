import "server-only";
import { effectiveLocale, LOCALE_COOKIE, type Locale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { NotFound, ValidationError } from "@/lib/server/errors";
import { authorise } from "@/lib/server/guard";
import { hostFromHeaders } from "@/lib/server/host";
import { resolveConference } from "@/lib/server/tenant";
import { toFieldErrors } from "@/lib/validation/field-errors";
import type { z } from "zod";
import { envelope, errorEnvelope } from "./envelope";
import { checkOrigin } from "./origin";
import { ROUTES } from "./routes";

function cookieLocale(request: Request): string | undefined {
  const m = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`).exec(request.headers.get("cookie") ?? "");
  return m?.[1];
}

function searchParamsObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
    return Object.fromEntries((await request.formData()).entries());
  }
  const text = await request.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError({ _: "validation.invalidType" });
  }
}

function parse<T>(schema: z.ZodType<T> | undefined, input: unknown): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(toFieldErrors(result.error));
  return result.data;
}

/** The one entry of the gateway (DESIGN §5): route → origin → guard → validate → handler. */
export async function dispatch(request: Request, segments: string[]): Promise<Response> {
  const host = hostFromHeaders(request.headers);
  let locale: Locale = effectiveLocale(cookieLocale(request), undefined);
  let t = await getTranslator(locale);
  try {
    const conference = await resolveConference(host).catch(() => null);
    locale = effectiveLocale(cookieLocale(request), conference?.languageType);
    t = await getTranslator(locale);
    const r = ROUTES[`${request.method} /${segments.join("/")}`];
    if (!r) throw new NotFound("errors.routeNotFound");
    checkOrigin(request.method, request.headers, host);
    const access = await authorise(r.auth);
    const url = new URL(request.url);
    const query = parse(r.query, searchParamsObject(url));
    const body = r.body ? parse(r.body, await readBody(request)) : undefined;
    const data = await r.handler({ access, query, body, locale, request });
    return envelope(200, data, t("common.ok"));
  } catch (e) {
    return errorEnvelope(e, t);
  }
}
