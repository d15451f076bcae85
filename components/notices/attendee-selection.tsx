"use client";
import Checkbox from "@mui/material/Checkbox";
import { useTranslations } from "next-intl";
import { createContext, useContext, useState, type ReactNode } from "react";

// The attendees ticked on /platform/manage/user's page (the organisers' notice goes to
// them). The table is rendered on the server; its tick boxes and the "send a notice" button share
// this state. A new page or filter starts a new selection (the page keys the provider).

type Selection = { ids: ReadonlySet<number>; set(ids: number[], on: boolean): void };
const Ctx = createContext<Selection>({ ids: new Set(), set: () => {} });

export function AttendeeSelection({ children }: { children: ReactNode }) {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const set = (list: number[], on: boolean) =>
    setIds((s) => {
      const next = new Set(s);
      for (const id of list)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  return <Ctx.Provider value={{ ids, set }}>{children}</Ctx.Provider>;
}

export const useAttendeeSelection = () => useContext(Ctx);

export function SelectAttendee({ id, name }: { id: number; name: string }) {
  const t = useTranslations("notice.send");
  const { ids, set } = useAttendeeSelection();
  return (
    <Checkbox
      size="small"
      checked={ids.has(id)}
      onChange={(e) => set([id], e.target.checked)}
      slotProps={{ input: { "aria-label": t("selectRow", { name }), "data-testid": "user-select" } as object }}
    />
  );
}

export function SelectPage({ ids: page }: { ids: number[] }) {
  const t = useTranslations("notice.send");
  const { ids, set } = useAttendeeSelection();
  const n = page.filter((id) => ids.has(id)).length;
  return (
    <Checkbox
      size="small"
      checked={n > 0 && n === page.length}
      indeterminate={n > 0 && n < page.length}
      disabled={!page.length}
      onChange={(e) => set(page, e.target.checked)}
      slotProps={{ input: { "aria-label": t("selectPage"), "data-testid": "user-select-page" } as object }}
    />
  );
}
