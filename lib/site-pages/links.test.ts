import { describe, expect, it } from "vitest";
import { isExternalLink, normaliseLink, videoEmbedUrl } from "./links";

describe("page links (the editor's link dialog)", () => {
  it("accepts web addresses, mail, phone and this site's page paths", () => {
    expect(normaliseLink(" https://example.org/a?b=1 ")).toBe("https://example.org/a?b=1");
    expect(normaliseLink("http://example.org")).toBe("http://example.org/");
    expect(normaliseLink("mailto:office@example.org")).toBe("mailto:office@example.org");
    expect(normaliseLink("tel:+86 10 1234-5678")).toBe("tel:+86101234-5678");
    expect(normaliseLink("/page/12")).toBe("/page/12");
    expect(normaliseLink("/page/about#venue")).toBe("/page/about#venue");
    expect(normaliseLink("/")).toBe("/");
  });
  it("refuses scripts, data, other schemes, credentials and other paths", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:x",
      "ftp://example.org",
      "//evil.example",
      "/platform/config/page/list",
      "https://user:pw@example.org",
      "https://localhost",
      "example.org",
      "",
      "mailto:nobody",
      'https://example.org/"onmouseover="x',
    ]) {
      expect(normaliseLink(bad), bad).toBeNull();
    }
  });
  it("tells links that leave the site", () => {
    expect(isExternalLink("https://example.org")).toBe(true);
    expect(isExternalLink("/page/3")).toBe(false);
    expect(isExternalLink("mailto:a@b.org")).toBe(false);
  });
});

describe("embedded videos", () => {
  it("turns YouTube, Bilibili and Vimeo pages into their players", () => {
    const yt = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
    expect(videoEmbedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10")).toBe(yt);
    expect(videoEmbedUrl("https://youtu.be/dQw4w9WgXcQ")).toBe(yt);
    expect(videoEmbedUrl("https://m.youtube.com/shorts/dQw4w9WgXcQ")).toBe(yt);
    expect(videoEmbedUrl(yt)).toBe(yt);
    expect(videoEmbedUrl("https://www.bilibili.com/video/BV1xx411c7mD/?spm=1")).toBe("https://player.bilibili.com/player.html?bvid=BV1xx411c7mD&autoplay=0");
    expect(videoEmbedUrl("https://www.bilibili.com/video/av170001")).toBe("https://player.bilibili.com/player.html?aid=170001&autoplay=0");
    expect(videoEmbedUrl("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871");
    expect(videoEmbedUrl("https://player.vimeo.com/video/76979871?h=x")).toBe("https://player.vimeo.com/video/76979871");
  });
  it("refuses every other address", () => {
    for (const bad of [
      "https://evil.example/watch?v=dQw4w9WgXcQ",
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=short",
      "javascript:alert(1)",
      "https://vimeo.com/channels/staff",
      "https://www.bilibili.com/read/cv123",
      "not a url",
    ]) {
      expect(videoEmbedUrl(bad), bad).toBeNull();
    }
  });
});
