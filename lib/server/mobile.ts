// SPEC §2: mobile users get mobile variants, detected by user-agent.
const MOBILE_UA = /Android|iPhone|iPod|iPad|Mobile|Windows Phone|HarmonyOS|MicroMessenger/i;

export function isMobileUserAgent(ua: string | null | undefined): boolean {
  return MOBILE_UA.test(ua ?? "");
}
