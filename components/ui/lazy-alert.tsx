"use client";
import dynamic from "next/dynamic";

// MUI's Alert (its icons and close button) for notices that show only sometimes on a visitor's
// page — the closed conference in every header, a page with nothing published: it loads with the
// notice when one is shown, rather than in every page's first load.
export const LazyAlert = dynamic(() => import("@mui/material/Alert"));
export const LazyAlertTitle = dynamic(() => import("@mui/material/AlertTitle"));
