"use server";
import { redirect } from "next/navigation";
import { action } from "@/lib/server/action";
import { ZLogoutRequest } from "./schemas";
import { logoutCurrent } from "./session-cookie";

// Sign-out goes through action(...) like every other action, so a cross-site or Origin-less POST
// cannot sign a person out. "signin": exit works on an unpublished conference as well.
const logout = action({ audience: "signin", schema: ZLogoutRequest }, async () => {
  // Revoke on the server, drop the cookie, then the provider's logout (SPEC §4) or home.
  const providerLogout = await logoutCurrent();
  redirect(providerLogout ?? "/");
});

/** Top-menu "exit". Answers only when refused; otherwise the browser is redirected. */
export async function logoutAction(input: Parameters<typeof logout>[0] = {}) {
  return logout(input);
}
