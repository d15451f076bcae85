"use client";
import Button, { type ButtonProps } from "@mui/material/Button";
import Link from "next/link";

type Props = Pick<ButtonProps, "variant" | "color" | "size" | "children" | "startIcon" | "sx"> & { href: string };

/** An MUI button that navigates with next/link; usable from server components. */
export function LinkButton({ href, ...rest }: Props) {
  return <Button component={Link} href={href} {...rest} />;
}
