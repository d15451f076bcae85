// Sites whose video players a content page may embed (lib/site/page-html.ts) and the CSP lets the
// browser frame (lib/server/security-headers.ts). Their scripts run in their own origin, sandboxed.
// No imports: next.config.ts and proxy.ts load this through security-headers.ts.
export const VIDEO_HOSTS = ["www.youtube-nocookie.com", "www.youtube.com", "player.bilibili.com", "player.vimeo.com"];
