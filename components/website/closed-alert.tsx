"use client";
import dynamic from "next/dynamic";

// The closed notice is in the header of every page but shows only on a closed conference: MUI's
// Alert (its icons and close button) loads with it rather than in every page's first load.
export const ClosedAlert = dynamic(() => import("@mui/material/Alert"));
export const ClosedAlertTitle = dynamic(() => import("@mui/material/AlertTitle"));
