"use client";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Link from "next/link";

export type HotelView = "reservations" | "occupancy";

/** The screen's two views as links (?view=), so each one has its own address and works without script. */
export function HotelTabs({ view, labels }: { view: HotelView; labels: Record<HotelView | "label", string> }) {
  return (
    <Tabs value={view} aria-label={labels.label} variant="scrollable" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: "divider" }}>
      {(["reservations", "occupancy"] as const).map((v) => (
        <Tab
          key={v}
          value={v}
          label={labels[v]}
          component={Link}
          href={v === "reservations" ? "/platform/manage/hotel" : "/platform/manage/hotel?view=occupancy"}
          data-testid={`hotel-tab-${v}`}
        />
      ))}
    </Tabs>
  );
}
