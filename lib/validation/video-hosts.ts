// Sites whose video players a content page may embed (lib/site/page-html.ts) and the CSP lets the
// browser frame (lib/site/page-csp.ts). Their scripts run in their own origin, sandboxed.
// No imports: proxy.ts and the custom server load this through page-csp.ts.
export const VIDEO_HOSTS = ["www.youtube-nocookie.com", "www.youtube.com", "player.bilibili.com", "player.vimeo.com"];
