"use client";
import Autocomplete from "@mui/material/Autocomplete";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { CommonProvider, OrgEntry } from "@/lib/accounts/org-directory";
import { gatewayFetch } from "@/lib/client/gateway-fetch";
import { pickLocale } from "@/lib/i18n/pick";
import { useSearchFailure } from "@/components/ui/search-failure-toast";

function startUrl(params: Record<string, string | undefined>): string {
  const q = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1]));
  return `/oidcLogin/start?${q}`;
}

/** An institution's own start address (§7 getEdugainInfo redirectUrl), coming back to `returnTo`. */
function entryUrl(o: OrgEntry, returnTo?: string): string {
  const u = new URL(o.redirectUrl); // absolute (the server's origin): only its path and query are used
  if (returnTo) u.searchParams.set("returnTo", returnTo);
  return `${u.pathname}${u.search}`;
}

/** SPEC §2 organisation login: three common providers, a remote-search selector and a go-to button. */
export function OrgSignIn({ providers, returnTo }: { providers: CommonProvider[]; returnTo?: string }) {
  const t = useTranslations("accounts");
  const locale = useLocale();
  const [input, setInput] = useState("");
  const [options, setOptions] = useState<OrgEntry[]>([]);
  const [chosen, setChosen] = useState<OrgEntry | null>(null);
  const label = (o: OrgEntry) => pickLocale(locale, o.zname, o.ename);
  const { report: reportFailure, toast: failureToast } = useSearchFailure("org-search-error");

  // SPEC §9: an empty query clears the options.
  const shown = input.trim() ? options : [];

  useEffect(() => {
    const query = input.trim();
    if (!query) return;
    let live = true;
    const timer = setTimeout(async () => {
      const r = await gatewayFetch<OrgEntry[]>("/conference/conferenceUser/getEdugainInfo", { method: "POST", body: { query, selectInput: "edugain" } });
      if (!live) return;
      if (r.ok) setOptions(r.data ?? []);
      else reportFailure(r);
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [input, reportFailure]);

  return (
    <Stack spacing={3}>
      {failureToast}
      {providers.length > 0 && (
        <Box>
          <Typography variant="subtitle2" color="text.secondary" gutterBottom>
            {t("commonProviders")}
          </Typography>
          {/* One provider a row: a wrapped row left the third button dangling. */}
          <Stack spacing={1}>
            {providers.map((p) => (
              <Button
                key={p.key}
                variant="outlined"
                href={startUrl({ provider: p.key, returnTo })}
                data-testid={`provider-${p.key}`}
                startIcon={
                  <Avatar src={p.logo || undefined} alt="" sx={{ width: 24, height: 24, fontSize: 12 }}>
                    {p.name.slice(0, 1)}
                  </Avatar>
                }
                sx={{ justifyContent: "flex-start" }}
              >
                {p.name}
              </Button>
            ))}
          </Stack>
        </Box>
      )}
      <Box>
        <Typography variant="subtitle2" color="text.secondary" gutterBottom>
          {t("otherInstitution")}
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
          <Autocomplete
            fullWidth
            options={shown}
            value={chosen}
            onChange={(_, v) => setChosen(v)}
            inputValue={input}
            onInputChange={(_, v) => setInput(v)}
            filterOptions={(x) => x}
            getOptionLabel={label}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={t("noOptions")}
            renderOption={(props, o) => (
              <Box component="li" {...props} key={o.id} sx={{ display: "flex", gap: 1 }}>
                <Avatar src={o.logo || undefined} alt="" sx={{ width: 24, height: 24, fontSize: 12 }}>
                  {label(o).slice(0, 1)}
                </Avatar>
                <span>{o.zname}</span>
                {o.ename && (
                  <Typography component="span" color="text.secondary" variant="body2">
                    {o.ename}
                  </Typography>
                )}
              </Box>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t("searchPlaceholder")}
                slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, "data-testid": "org-search" } }}
              />
            )}
          />
          <Button
            variant="contained"
            disabled={!chosen}
            href={chosen ? entryUrl(chosen, returnTo) : undefined}
            data-testid="org-go"
            sx={{ flexShrink: 0, minWidth: 120 }}
          >
            {t("goTo")}
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
