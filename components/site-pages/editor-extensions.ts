import { Extension, Node } from "@tiptap/react";
import { videoEmbedUrl } from "@/lib/site-pages/links";

// Two small Tiptap extensions the page editor needs beyond the installed ones: paragraph/heading
// alignment (stored as style="text-align: …", which the sanitiser keeps) and an embedded video
// player of an allowed host (stored as the YouTube extension's <div data-youtube-video><iframe>,
// which the sanitiser keeps for the hosts of lib/site/video-hosts.ts).

export const ALIGNMENTS = ["left", "center", "right", "justify"] as const;
export type Alignment = (typeof ALIGNMENTS)[number];
const ALIGNED = ["heading", "paragraph"];

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    pageTextAlign: { setTextAlign: (alignment: Alignment) => ReturnType; unsetTextAlign: () => ReturnType };
    pageVideo: { setVideo: (src: string) => ReturnType };
  }
}

export const TextAlign = Extension.create({
  name: "pageTextAlign",
  addGlobalAttributes() {
    return [
      {
        types: ALIGNED,
        attributes: {
          textAlign: {
            default: null,
            parseHTML: (el: HTMLElement) => ((ALIGNMENTS as readonly string[]).includes(el.style.textAlign) ? el.style.textAlign : null),
            renderHTML: (attrs: { textAlign?: string | null }) =>
              attrs.textAlign && attrs.textAlign !== "left" ? { style: `text-align: ${attrs.textAlign}` } : {},
          },
        },
      },
    ];
  },
  addCommands() {
    return {
      setTextAlign:
        (alignment) =>
        ({ commands }) =>
          ALIGNED.map((type) => commands.updateAttributes(type, { textAlign: alignment })).some(Boolean),
      unsetTextAlign:
        () =>
        ({ commands }) =>
          ALIGNED.map((type) => commands.resetAttributes(type, "textAlign")).some(Boolean),
    };
  },
});

const srcOf = (el: HTMLElement) => {
  const src = videoEmbedUrl(el.getAttribute("src") ?? "");
  return src ? { src } : false;
};

export const Video = Node.create({
  name: "video",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [
      { tag: "div[data-youtube-video] iframe", getAttrs: srcOf },
      { tag: "iframe[src]", getAttrs: srcOf },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      "div",
      { "data-youtube-video": "" },
      ["iframe", { src: HTMLAttributes.src, width: "640", height: "360", allowfullscreen: "true", title: "video", frameborder: "0" }],
    ];
  },
  addCommands() {
    return {
      setVideo:
        (src) =>
        ({ commands }) =>
          commands.insertContent([{ type: this.name, attrs: { src } }, { type: "paragraph" }]),
    };
  },
});
