"use server";
import { redirect } from "next/navigation";
import { logoutCurrent } from "./session-cookie";

/** Top-menu "exit": revoke the session on the server, drop the cookie, then the provider's logout or home. */
export async function logoutAction(): Promise<void> {
  const providerLogout = await logoutCurrent();
  redirect(providerLogout ?? "/");
}
