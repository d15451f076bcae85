"use client";
import Link, { type LinkProps } from "@mui/material/Link";
import NextLink from "next/link";

/** An MUI text link that navigates with next/link (client-side, no scroll jump), usable from server components. */
export function FeedbackLink({ href, ...rest }: Omit<LinkProps, "component" | "href"> & { href: string; "data-testid"?: string }) {
  return <Link component={NextLink} href={href} scroll={false} {...rest} />;
}
