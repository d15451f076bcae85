"use client";
import Box from "@mui/material/Box";
import { useEffect, useRef, type ReactNode } from "react";

type Props = { label?: string; testId: string; children: ReactNode };

/**
 * A list's filters as a GET form: the list is server-paged and the address keeps its state. An
 * empty filter means "any", so it is left out of the address (no `?title=&status=`); before the
 * page is interactive the browser sends the form as it is, which the lists read the same way.
 */
export function FilterForm({ label, testId, children }: Props) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    const dropEmpty = ({ formData }: FormDataEvent) => {
      const kept = [...formData].filter(([, v]) => v !== "");
      for (const k of new Set(formData.keys())) formData.delete(k);
      for (const [k, v] of kept) formData.append(k, v);
    };
    form.addEventListener("formdata", dropEmpty);
    return () => form.removeEventListener("formdata", dropEmpty);
  }, []);
  return (
    <Box
      ref={ref}
      component="form"
      method="get"
      role="search"
      aria-label={label}
      data-testid={testId}
      sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}
    >
      {children}
    </Box>
  );
}
