"use client";
import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { FormDialog } from "@/components/ui/form-dialog";

/** The frame of every order action: the common form dialog, dismissed with "Back". */
export function ActionDialog(props: Omit<ComponentProps<typeof FormDialog>, "cancel">) {
  const t = useTranslations("orderAdmin.actions");
  return <FormDialog {...props} cancel={t("back")} />;
}
