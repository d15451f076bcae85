"use client";
import TranslateIcon from "@mui/icons-material/Translate";
import Button from "@mui/material/Button";
import { useRouter } from "next/navigation";
import { useEffect } from "react";

const COOKIE = "locale";

function store(locale: string) {
  document.cookie = `${COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  window.localStorage.setItem(COOKIE, locale);
}

/** SPEC §1/§9: the language is kept per browser (cookie for the server, mirrored to localStorage). */
// The locale and label come from the server: the header is in every page's first load, which
// carries no translation runtime.
export function LanguageSwitch({ bilingual, locale, label }: { bilingual: boolean; locale: string; label: string }) {
  const router = useRouter();
  // The server already enforced the conference's language; keep local storage in step with it.
  useEffect(() => window.localStorage.setItem(COOKIE, locale), [locale]);
  if (!bilingual) return null;
  return (
    <Button
      color="inherit"
      size="small"
      startIcon={<TranslateIcon />}
      data-testid="language-switch"
      onClick={() => {
        store(locale === "zh" ? "en" : "zh");
        router.refresh();
      }}
    >
      {label}
    </Button>
  );
}
