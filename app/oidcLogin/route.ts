import { oidcCallback } from "@/lib/accounts/oidc-callback";

// SPEC §2 step 3: organisation sign-in callback (?code&state) → session → the return address.
export async function GET(request: Request) {
  return oidcCallback(request, false);
}
