import type { ReactNode } from "react";
import { ClientMessages } from "@/components/shell/client-messages";

// The visitor's forms get their messages here; the root layout hands on only the shell's.
export default function SiteFormLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="site">{children}</ClientMessages>;
}
