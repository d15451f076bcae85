"use client";
import { LoadErrorNotice } from "@/components/site/load-error-notice";
import { isChunkLoadError } from "@/components/site/chunk-error";
import en from "@/messages/en/home.json";
import zh from "@/messages/zh/home.json";

// A page or the root layout failed in the browser. A script chunk that did not load (the network
// dropped, or a deployment replaced the chunks) is SPEC §8 'Page loading error': only a reload
// helps. There is no segment-level error.tsx on purpose: Next loads its chunk later through a
// script without the CSP nonce. Outside the layout there is no translation provider, so both
// languages' few strings are bundled and the locale cookie chooses.
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const en_ = typeof document !== "undefined" && /(?:^|;\s*)locale=en(?:;|$)/.test(document.cookie);
  const t = en_ ? en : zh;
  const chunk = isChunkLoadError(error);
  return (
    <html lang={en_ ? "en" : "zh"}>
      <body>
        <LoadErrorNotice
          title={chunk ? t.loadErrorTitle : t.failedTitle}
          body={chunk ? t.loadErrorBody : t.failedBody}
          action={chunk ? t.reload : t.retry}
          onAction={chunk ? () => window.location.reload() : reset}
        />
      </body>
    </html>
  );
}
