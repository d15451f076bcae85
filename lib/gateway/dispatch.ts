import "server-only";
import { requestLocale, type Locale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { assertModuleOn } from "@/lib/server/modules";
import { NotFound, ValidationError } from "@/lib/server/errors";
import { authorise } from "@/lib/server/guard";
import { hostFromHeaders } from "@/lib/server/host";
import { checkOrigin } from "@/lib/server/origin";
import { resolveConference } from "@/lib/server/tenant";
import { toFieldErrors } from "@/lib/validation/field-errors";
import { findBadInput } from "@/lib/validation/input-guard";
import type { z } from "zod";
import { readBody } from "./body";
import { envelope, errorEnvelope } from "./envelope";
import { compileRoutes } from "./match";
import { ROUTES } from "./routes";
import { signInInstead } from "./sign-in-redirect";
import { declaredParams } from "./types";

// Compiled once: static paths are one Map lookup, `{name}` paths are tried most specific first.
const match = compileRoutes(ROUTES, declaredParams);

// One pass: getAll() per distinct key was quadratic — thousands of keys in one long URL held the
// event loop for most of a second (found by the generated-input test, generated-input.int.test.ts).
function searchParamsObject(url: URL): Record<string, string | string[]> {
  const seen = new Map<string, string[]>();
  for (const [key, value] of url.searchParams) {
    const all = seen.get(key);
    if (all) all.push(value);
    else seen.set(key, [value]);
  }
  return Object.fromEntries([...seen].map(([key, all]) => [key, all.length > 1 ? all : all[0]]));
}

function parse<T>(schema: z.ZodType<T> | undefined, input: unknown): T {
  if (!schema) return undefined as T;
  const bad = findBadInput(input); // NUL & co. anywhere, also where the schema says unknown
  if (bad) throw new ValidationError(bad);
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(toFieldErrors(result.error));
  return result.data;
}

/** The one entry of the gateway (DESIGN §5): route → origin → guard → validate → handler. */
export async function dispatch(request: Request, segments: string[]): Promise<Response> {
  const host = hostFromHeaders(request.headers);
  let locale: Locale = requestLocale(request, undefined);
  let t = await getTranslator(locale);
  try {
    const conference = await resolveConference(host).catch(() => null);
    locale = requestLocale(request, conference?.languageType);
    t = await getTranslator(locale);
    const found = match(request.method, segments);
    if (!found) throw new NotFound("errors.routeNotFound");
    const r = found.route;
    checkOrigin(request.method, request.headers);
    const work = async () => {
      const access = await authorise(r.auth);
      if (r.module) assertModuleOn(access.conference, r.module);
      const params = parse(r.params, found.params); // a bad {id} is the caller's 400 on "id"
      const url = new URL(request.url);
      const query = parse(r.query, searchParamsObject(url));
      const body = r.body ? parse(r.body, await readBody(request, r.maxBody)) : undefined;
      return r.handler({ access, query, body, params, locale, request });
    };
    const data = r.gate && conference ? await r.gate(conference.id, work) : await work();
    return data instanceof Response ? data : envelope(200, data, t("common.ok"));
  } catch (e) {
    return signInInstead(request, errorEnvelope(e, t));
  }
}
