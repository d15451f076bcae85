"use client";
import { useTranslations } from "next-intl";
import { ChoiceListForm } from "./choice-list-form";
import type { ScreenContext } from "./types";
import { ConfigSection } from "./config-section";

/** Categories and report types: two zh/en lists, each saved on its own. */
export function ChoicesSection({ ctx }: { ctx: ScreenContext }) {
  const t = useTranslations("submissionConfig.choices");
  const { settings, usage } = ctx.screen;
  return (
    <ConfigSection id="choices" title={t("heading")} intro={t("intro")}>
      <ChoiceListForm ctx={ctx} list="category" choices={settings.categoryOptions} usage={usage.category} />
      <ChoiceListForm ctx={ctx} list="reportType" choices={settings.reportTypeOptions} usage={usage.reportType} />
    </ConfigSection>
  );
}
