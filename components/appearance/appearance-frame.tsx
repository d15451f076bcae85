"use client";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { appearanceAreaFor, PROTECTED_ATTRIBUTE, SCOPE_CLASS, type AppearanceKind } from "@/lib/appearance/scope";

type Props = { kind: AppearanceKind; base: string; custom: string; header: ReactNode; children: ReactNode };

/**
 * The shell's frame. Public pages wear the active appearance: `data-appearance` on the
 * frame and its CSS in a <style>; the organiser's (sanitised, scoped) CSS only on content pages,
 * where the content area carries the scope class. The header with the sign-in stays outside that
 * area and is marked protected. Management and administration keep the plain look. Client-side,
 * because the root layout does not render again when the path changes.
 */
export function AppearanceFrame({ kind, base, custom, header, children }: Props) {
  const area = appearanceAreaFor(usePathname() ?? "/");
  const css = area === "none" ? "" : area === "full" ? `${base}\n${custom}` : base;
  return (
    <div className="sym-shell" data-appearance={area === "none" ? undefined : kind} style={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      {/* Ours and the sanitiser's output only: it contains no "<" (lib/appearance/css.ts). */}
      {css && <style data-testid="appearance-style" dangerouslySetInnerHTML={{ __html: css }} />}
      <div {...{ [PROTECTED_ATTRIBUTE]: "header" }} style={{ display: "contents" }}>
        {header}
      </div>
      <div
        className={area === "full" ? `sym-body ${SCOPE_CLASS}` : "sym-body"}
        data-appearance={area === "full" ? kind : undefined}
        data-testid="appearance-area"
        style={{ flexGrow: 1, display: "flex", flexDirection: "column", minWidth: 0 }}
      >
        {children}
      </div>
    </div>
  );
}
