"use client";
import Box from "@mui/material/Box";

// Mail HTML is shown in a sandboxed frame without scripts: a template or message can never run
// code in the management pages, whoever wrote it.
export function MailHtmlFrame({ html, title, testId }: { html: string; title: string; testId?: string }) {
  const doc = `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>body{font-family:system-ui,"Noto Sans CJK SC",sans-serif;font-size:14px;line-height:1.6;margin:12px;overflow-wrap:anywhere}</style></head><body>${html}</body></html>`;
  return (
    <Box
      component="iframe"
      title={title}
      sandbox=""
      srcDoc={doc}
      data-testid={testId}
      sx={{ width: "100%", minHeight: 320, border: 1, borderColor: "divider", borderRadius: 1, bgcolor: "background.paper" }}
    />
  );
}
