import sanitizeHtml from "sanitize-html";
import { siteImageSrcSet } from "@/lib/server/site-file-url";
import { VIDEO_HOSTS } from "./video-hosts";

// Content pages and template blocks are organiser-written rich text (the Tiptap editor:
// headings, lists, tables, links, images, embedded videos). It is cleaned with a well-kept
// sanitiser when saved and again when rendered, so whatever reached the database by another road
// renders no script, event handler, `javascript:` or `data:` URL (bar inline images), frame of a
// foreign site or style. No server-only: pure, and the editors' preview may use it too.

export type SafePageHtml = string & { readonly __safePageHtml: true };

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...["h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code", "span", "div"],
    ...["strong", "b", "em", "i", "u", "s", "sub", "sup", "mark", "small"],
    ...["ul", "ol", "li", "a", "img", "figure", "figcaption", "iframe"],
    ...["table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "colgroup", "col"],
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "srcset", "sizes"],
    iframe: ["src", "width", "height", "title", "allowfullscreen", "sandbox", "allow"],
    div: ["data-youtube-video"],
    th: ["colspan", "rowspan", "colwidth"],
    td: ["colspan", "rowspan", "colwidth"],
    col: ["span", "style"],
    ol: ["start"],
    "*": ["style"],
  },
  allowedStyles: { "*": { "text-align": [/^(left|right|center|justify)$/] }, col: { width: [/^\d{1,4}px$/] } },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"], iframe: ["https"] },
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_HOSTS,
  allowIframeRelativeUrls: false,
  transformTags: {
    // A page link to elsewhere opens beside the site, without giving that page a handle on ours;
    // a link within the site does so only when its author asked for a new tab.
    a: (tagName, attribs) => {
      const newTab = /^https?:/i.test(attribs.href ?? "") || attribs.target === "_blank";
      return { tagName, attribs: newTab ? { ...attribs, target: "_blank", rel: "noopener noreferrer" } : { ...attribs, target: "", rel: "" } };
    },
    // A picture kept by the site, with the width its author gave it, is sent at that width (GET
    // /site-file/{name}?w=…), at most the main column's 1,152 CSS pixels. Without a width it keeps
    // its own: a srcset's width descriptors would also set its size, so a picture narrower than the
    // smallest copy would be drawn blown up to the column. Only ours: an author's srcset or sizes is dropped.
    img: (tagName, { srcset: _srcset, sizes: _sizes, ...attribs }) => {
      const width = Number(attribs.width);
      if (!(width > 0)) return { tagName, attribs };
      const shown = Math.min(width, 1152);
      const srcset = siteImageSrcSet(attribs.src, shown);
      if (!srcset) return { tagName, attribs };
      return {
        tagName,
        attribs: { ...attribs, srcset, sizes: shown < 1152 ? `(max-width: ${shown}px) 100vw, ${shown}px` : "(min-width: 1200px) 1152px, 100vw" },
      };
    },
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        sandbox: "allow-scripts allow-same-origin allow-presentation allow-popups",
        allow: "fullscreen; picture-in-picture",
        allowfullscreen: "true",
      },
    }),
  },
  exclusiveFilter: (frame) =>
    frame.tag === "img" && /^data:/i.test(frame.attribs.src ?? "") && !/^data:image\/(png|jpe?g|gif|webp);base64,/i.test(frame.attribs.src ?? ""),
};

export function sanitizePageHtml(html: string | null | undefined): SafePageHtml {
  return sanitizeHtml(html ?? "", OPTIONS)
    .replace(/ (target|rel)=""/g, "")
    .trim() as SafePageHtml;
}
