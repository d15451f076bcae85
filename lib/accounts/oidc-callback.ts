import "server-only";
import { unstable_rethrow } from "next/navigation";
import { completeOidc, failurePath } from "./oidc-routes";

/** GET handler body shared by /oidcLogin and /login: redirect to the return address or the failure page. */
export async function oidcCallback(request: Request, checkRegistration: boolean): Promise<Response> {
  const q = new URL(request.url).searchParams;
  let to: string;
  try {
    const r = await completeOidc(
      {
        code: q.get("code") ?? "",
        state: q.get("state") ?? "",
        iss: q.get("iss") ?? undefined,
        error: q.get("error") ?? undefined,
        errorDescription: q.get("error_description") ?? undefined,
      },
      { checkRegistration },
    );
    to = r.to;
  } catch (e) {
    unstable_rethrow(e);
    if (!(e as { key?: string })?.key) console.error("[oidc] sign-in failed", e);
    to = failurePath(e);
  }
  // Relative Location: the browser stays on the conference host it used (request.url says localhost).
  return new Response(null, { status: 303, headers: { location: to, "cache-control": "no-store" } });
}
