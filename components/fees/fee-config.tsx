"use client";
import Stack from "@mui/material/Stack";
import { ScreenToast, useScreenState } from "@/components/ui/screen-state";
import type { CountryChoice, FeeConfig } from "@/lib/fees/queries";
import { CategorySection } from "./category-section";
import { FeeSection } from "./fee-section";
import { ThirdWorldSection } from "./third-world-section";
import type { ConfigContext } from "./types";

/** What the sections share: the configuration, a way to replace it, and the screen's toast. */
/** SPEC §2 /platform/config/fee: categories, fees (registration / optional) and the third-world list. */
export function FeeConfigScreen({ initial, countries, timeZone }: { initial: FeeConfig; countries: CountryChoice[]; timeZone: string }) {
  const { data: config, ops, toast } = useScreenState(initial);
  const ctx: ConfigContext = { ...ops, config };

  return (
    <Stack spacing={3}>
      <CategorySection ctx={ctx} />
      <FeeSection ctx={ctx} timeZone={timeZone} />
      <ThirdWorldSection ctx={ctx} countries={countries} />
      <ScreenToast toast={toast} testId="fees-message" />
    </Stack>
  );
}
