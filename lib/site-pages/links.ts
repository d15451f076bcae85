// What the page editor's link and video dialogs accept. Pure: the dialogs check as the
// author types, and the tests pin the rules. The sanitiser (lib/site/page-html.ts) is the last word.

/** A link target a page may hold: http(s) URL, mailto:, tel: or a path of this site's pages. Null when refused. */
export function normaliseLink(input: string): string | null {
  const v = input.trim();
  if (/^tel:\+?[0-9()\-. ]{3,32}$/i.test(v)) return v.replace(/\s+/g, ""); // a number as people write it
  if (!v || v.length > 2000 || /[\s<>"]/.test(v)) return null;
  if (v === "/" || /^\/page\/[A-Za-z0-9_-]{1,64}(?:[?#][^\s]*)?$/.test(v)) return v;
  if (/^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/i.test(v)) return v;
  try {
    const u = new URL(v);
    if ((u.protocol === "http:" || u.protocol === "https:") && u.hostname.includes(".") && !u.username && !u.password) return u.toString();
  } catch {
    // not a URL
  }
  return null;
}

/** Whether the browser would leave the site for it (such links always open in a new tab). */
export function isExternalLink(href: string): boolean {
  return /^https?:/i.test(href);
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The player address for a video page on YouTube, Bilibili or Vimeo (the hosts the sanitiser and
 * the CSP let pages frame, lib/site/video-hosts.ts); null for anything else.
 */
export function videoEmbedUrl(input: string): string | null {
  let u: URL;
  try {
    u = new URL(input.trim());
  } catch {
    return null;
  }
  if (u.protocol !== "https:" && u.protocol !== "http:") return null;
  const host = u.hostname.replace(/^(www|m)\./, "");
  const parts = u.pathname.split("/").filter(Boolean);
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const id = parts[0] === "watch" ? u.searchParams.get("v") : ["embed", "shorts", "live"].includes(parts[0]) ? parts[1] : null;
    return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === "youtu.be") return parts[0] && YOUTUBE_ID.test(parts[0]) ? `https://www.youtube-nocookie.com/embed/${parts[0]}` : null;
  if (host === "bilibili.com" && parts[0] === "video" && parts[1]) {
    const bv = /^BV[A-Za-z0-9]{10}$/.exec(parts[1]);
    const av = /^av(\d{1,12})$/i.exec(parts[1]);
    if (bv) return `https://player.bilibili.com/player.html?bvid=${bv[0]}&autoplay=0`;
    if (av) return `https://player.bilibili.com/player.html?aid=${av[1]}&autoplay=0`;
    return null;
  }
  if (host === "player.bilibili.com" && parts[0] === "player.html") {
    const bvid = u.searchParams.get("bvid");
    const aid = u.searchParams.get("aid");
    if (bvid && /^BV[A-Za-z0-9]{10}$/.test(bvid)) return `https://player.bilibili.com/player.html?bvid=${bvid}&autoplay=0`;
    if (aid && /^\d{1,12}$/.test(aid)) return `https://player.bilibili.com/player.html?aid=${aid}&autoplay=0`;
    return null;
  }
  if (host === "vimeo.com" && parts[0] && /^\d{1,12}$/.test(parts[0])) return `https://player.vimeo.com/video/${parts[0]}`;
  if (host === "player.vimeo.com" && parts[0] === "video" && parts[1] && /^\d{1,12}$/.test(parts[1])) return `https://player.vimeo.com/video/${parts[1]}`;
  return null;
}
