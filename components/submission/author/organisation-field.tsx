"use client";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useLocale } from "next-intl";
import { useEffect, useState } from "react";
import { gatewayFetch } from "@/lib/client/gateway-fetch";
import { pickLocale } from "@/lib/i18n/pick";
import { useSearchFailure } from "@/components/ui/search-failure-toast";

type Company = { id: number; zhTitle: string; enTitle: string };
const PAGE = 20;

/**
 * An author's organisation: the platform's company list searched as one types (§7 /home/company/findByQuery,
 * the same list the registration form offers), or any text — many organisations are not on it.
 */
export function OrganisationField(props: { value: string; onChange(v: string): void; onBlur(): void; label: string; error?: string; testId: string }) {
  const locale = useLocale();
  const [options, setOptions] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const query = props.value.trim();
  const { report: reportFailure, toast: failureToast } = useSearchFailure(`${props.testId}-search-error`);

  useEffect(() => {
    if (!open) return;
    let live = true;
    // A short pause, so typing a long name sends one search rather than one per letter.
    const timer = setTimeout(async () => {
      const r = await gatewayFetch<{ rows: Company[] }>("/home/company/findByQuery", {
        method: "POST",
        body: { page: 1, size: PAGE, query: query || undefined },
      });
      if (!live) return;
      if (r.ok) setOptions([...new Set((r.data?.rows ?? []).map((c) => pickLocale(locale, c.zhTitle, c.enTitle)))]);
      else reportFailure(r);
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, open, locale, reportFailure]);

  return (
    <>
      {failureToast}
      <Autocomplete
        freeSolo
        options={options}
        filterOptions={(o) => o}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        inputValue={props.value}
        onInputChange={(_, v, reason) => reason !== "reset" && props.onChange(v.slice(0, 200))}
        onChange={(_, v) => props.onChange((v ?? "").slice(0, 200))}
        renderInput={(params) => (
          <TextField
            {...params}
            label={props.label}
            error={!!props.error}
            helperText={props.error}
            onBlur={props.onBlur}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, "data-testid": props.testId } }}
          />
        )}
      />
    </>
  );
}
