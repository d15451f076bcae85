// SPEC §4 "A 401 response … shows a sign-in-expired alert once, then redirects to sign in,
// returning to the current address." The message comes translated from the server.
let shown = false;

export function loginUrlFor(pathWithQuery: string): string {
  return `/conferencelogin?redirect=${encodeURIComponent(pathWithQuery)}`;
}

export function handleSessionExpired(message: string): void {
  if (shown) return;
  shown = true;
  window.alert(message);
  window.location.assign(loginUrlFor(window.location.pathname + window.location.search));
}
