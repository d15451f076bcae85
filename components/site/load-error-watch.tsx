import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";

// SPEC §8/§9 'Page loading error': when a script chunk of the app fails to load, or has not
// loaded 120 s after it was asked for, the visitor sees a notice with a reload button. Plain
// markup and an inline script, not a React component: when the chunks fail, React never runs.

export const CHUNK_TIMEOUT_MS = 120_000;

// Kept small and self-contained; `window.next` is set by Next's bootstrap chunk, `data-hydrated`
// by components/shell/hydration-mark.tsx.
const WATCH = `(function(){
var box=document.getElementById("sym-load-error");if(!box)return;
var LIMIT=${CHUNK_TIMEOUT_MS};
function show(){box.hidden=false;}
function ours(u){return typeof u==="string"&&u.indexOf("/_next/")>=0;}
function chunkError(e){var s=e?String(e.name)+" "+String(e.message):"";return /ChunkLoadError|Loading (CSS )?chunk|Failed to load chunk|dynamically imported module|Importing a module script failed/i.test(s);}
window.addEventListener("error",function(ev){var t=ev.target;if(t&&t!==window&&((t.tagName==="SCRIPT"&&ours(t.src))||(t.tagName==="LINK"&&ours(t.href))))show();else if(chunkError(ev.error))show();},true);
window.addEventListener("unhandledrejection",function(ev){if(chunkError(ev.reason))show();});
window.addEventListener("load",function(){if(!window.next)show();});
setTimeout(function(){if(document.documentElement.dataset.hydrated!=="true")show();},LIMIT);
new MutationObserver(function(list){list.forEach(function(m){m.addedNodes.forEach(function(n){if(n.tagName!=="SCRIPT"||!ours(n.src))return;var done=false;n.addEventListener("load",function(){done=true;});n.addEventListener("error",function(){done=true;show();});setTimeout(function(){if(!done)show();},LIMIT);});});}).observe(document.documentElement,{childList:true,subtree:true});
document.getElementById("sym-load-error-reload").addEventListener("click",function(){location.reload();});
window.__symposiaLoadError=show;
})();`;

function nonceOf(csp: string | null): string | undefined {
  return /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
}

export async function LoadErrorWatch() {
  const [t, h] = await Promise.all([getTranslations("home"), headers()]);
  return (
    <>
      <div id="sym-load-error" hidden>
        <div
          role="alert"
          data-testid="load-error"
          style={{
            position: "fixed",
            insetInline: 0,
            top: 0,
            zIndex: 2000,
            display: "flex",
            flexWrap: "wrap",
            alignItems: "center",
            gap: "8px 16px",
            padding: "12px 16px",
            background: "#fdecea",
            color: "#611a15",
            borderBottom: "1px solid #f5c2bd",
            font: "15px/1.5 system-ui, -apple-system, 'Segoe UI', 'Noto Sans CJK SC', sans-serif",
          }}
        >
          <strong>{t("loadErrorTitle")}</strong>
          <span style={{ flex: "1 1 240px" }}>{t("loadErrorBody")}</span>
          <button
            id="sym-load-error-reload"
            type="button"
            data-testid="load-error-reload"
            style={{ font: "inherit", padding: "6px 16px", border: 0, borderRadius: 4, background: "#611a15", color: "#fff", cursor: "pointer" }}
          >
            {t("reload")}
          </button>
        </div>
      </div>
      <script nonce={nonceOf(h.get("content-security-policy"))} dangerouslySetInnerHTML={{ __html: WATCH }} />
    </>
  );
}
