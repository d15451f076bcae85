import { describe, expect, it } from "vitest";
import { DEFAULT_TEMPLATES } from "./default-templates";
import { MAIL_PLACEHOLDERS, MAIL_TEMPLATE_KINDS } from "./placeholders";
import { escapeHtml, htmlToText, MailRenderError, placeholdersIn, renderTemplate, unknownPlaceholders } from "./render";

describe("renderTemplate", () => {
  const allowed = ["name", "link"];
  it("fills placeholders, escaping them in HTML only", () => {
    const r = renderTemplate({ subject: "Hello {name}", body: '<p>Dear {name},</p><p><a href="{link}">{link}</a></p>' }, allowed, {
      name: `<b>Tom & "Jerry"</b>`,
      link: "https://x.test/a?b=1&c=2",
    });
    expect(r.subject).toBe(`Hello <b>Tom & "Jerry"</b>`);
    expect(r.html).toBe(
      '<p>Dear &lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;,</p><p><a href="https://x.test/a?b=1&amp;c=2">https://x.test/a?b=1&amp;c=2</a></p>',
    );
    expect(r.text).toBe(`Dear <b>Tom & "Jerry"</b>,\nhttps://x.test/a?b=1&c=2`);
  });
  it("refuses a placeholder the template may not use", () => {
    expect(() => renderTemplate({ subject: "{code}", body: "" }, allowed, { code: "1" })).toThrow(MailRenderError);
    try {
      renderTemplate({ subject: "", body: "<p>{secret}</p>" }, allowed, {});
    } catch (e) {
      expect(e).toMatchObject({ reason: "unknown", placeholder: "secret" });
    }
  });
  it("refuses a missing value", () => {
    expect(() => renderTemplate({ subject: "Hi {name}", body: "" }, allowed, {})).toThrow(/no value for placeholder \{name\}/);
  });
  it("keeps the subject on one line", () => {
    expect(renderTemplate({ subject: "Hi {name}", body: "" }, allowed, { name: "a\r\nBcc: x@y" }).subject).toBe("Hi a Bcc: x@y");
  });
  it("keeps an optional section only when its placeholder has a value", () => {
    const tpl = { subject: "S{?deadline} by {deadline}{/deadline}", body: "<p>Assigned{?deadline}, finish by {deadline}{/deadline}.</p>" };
    expect(renderTemplate(tpl, ["deadline"], { deadline: "" })).toMatchObject({ subject: "S", html: "<p>Assigned.</p>", text: "Assigned." });
    expect(renderTemplate(tpl, ["deadline"], { deadline: "2031-05-20" })).toMatchObject({
      subject: "S by 2031-05-20",
      html: "<p>Assigned, finish by 2031-05-20.</p>",
    });
    expect(unknownPlaceholders("{?dedline}x{/dedline}", ["deadline"])).toEqual(["dedline"]);
  });
  it("leaves braces that are not placeholders alone", () => {
    expect(renderTemplate({ subject: "{ name } {1x}", body: "" }, allowed, {}).subject).toBe("{ name } {1x}");
  });
});

describe("helpers", () => {
  it("lists placeholders and unknown ones", () => {
    expect(placeholdersIn("{a} {b} {a}")).toEqual(["a", "b"]);
    expect(unknownPlaceholders("{name} {nope}", ["name"])).toEqual(["nope"]);
  });
  it("escapes the five HTML characters", () => {
    expect(escapeHtml(`<&>"'`)).toBe("&lt;&amp;&gt;&quot;&#39;");
  });
  it("turns HTML into readable text", () => {
    expect(htmlToText('<h1>Title</h1><p>One&nbsp;&amp; two<br>three</p><ul><li>a</li><li>b</li></ul><p><a href="https://x">site</a></p>')).toBe(
      "Title\nOne & two\nthree\n- a\n- b\n\nsite (https://x)",
    );
  });
});

describe("default templates", () => {
  it("exist for all eleven kinds in both languages and use only their own placeholders", () => {
    expect(Object.keys(DEFAULT_TEMPLATES).sort()).toEqual([...MAIL_TEMPLATE_KINDS].sort());
    for (const kind of MAIL_TEMPLATE_KINDS) {
      const t = DEFAULT_TEMPLATES[kind];
      for (const text of [t.subjectZh, t.subjectEn, t.bodyZh, t.bodyEn]) {
        expect(text.trim(), kind).not.toBe("");
        expect(unknownPlaceholders(text, MAIL_PLACEHOLDERS[kind]), kind).toEqual([]);
      }
      // every placeholder of the kind appears in each language's body, so no value goes unused
      for (const p of MAIL_PLACEHOLDERS[kind]) {
        expect(t.bodyZh + t.subjectZh, `${kind} zh {${p}}`).toContain(`{${p}}`);
        expect(t.bodyEn + t.subjectEn, `${kind} en {${p}}`).toContain(`{${p}}`);
      }
      const values = Object.fromEntries(MAIL_PLACEHOLDERS[kind].map((p) => [p, `<${p}>`]));
      const r = renderTemplate({ subject: t.subjectEn, body: t.bodyEn }, MAIL_PLACEHOLDERS[kind], values);
      expect(r.html).not.toMatch(/\{[A-Za-z]+\}/);
      expect(r.html).toContain("&lt;name&gt;");
    }
  });
});
