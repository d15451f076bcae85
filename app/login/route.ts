import { oidcCallback } from "@/lib/accounts/oidc-callback";

// SPEC §2 step 3: like /oidcLogin, but first sends people not registered here to /conferenceRegister.
export async function GET(request: Request) {
  return oidcCallback(request, true);
}
