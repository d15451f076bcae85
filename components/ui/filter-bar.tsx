import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonGroup from "@mui/material/ButtonGroup";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";
import { FilterForm } from "./filter-form";

// The house filter bar of the managers' lists: rows of flex items with a basis and a floor. At
// 1366 px a row's filters share one line and "Filter" and the exports end the last row (the exports
// right-aligned, wrapping beneath when there is no room); on a phone a search takes a line of its
// own and the selects and dates go two by two. No hooks: server pages render it.

type Common = { name: string; label: string; value: string; testId?: string; basis?: number; sx?: SxProps<Theme> };
export type FilterField =
  | (Common & { kind: "search"; placeholder?: string })
  | (Common & { kind: "select"; options: { value: string; label: string; depth?: number }[]; /** label of the "" choice; none: no such choice */ all?: string })
  | (Common & { kind: "date" });

type Props = {
  /** data-testid of the form */
  testId: string;
  label?: string;
  /** One line of filters each; the last ends with "Filter" and the exports. */
  rows: FilterField[][];
  submit: { label: string; testId: string; variant?: "contained" | "outlined" };
  /** The CSV / XLSX exports of what the filters select: `<url>?format=…&<query>`. */
  exports?: { label: string; csv: string; xlsx: string; url: string; query: string; testId: string };
  /** Values the form carries along unseen (the list's scope), first in the address. */
  hidden?: Record<string, string | number | undefined>;
  /** Inside the form after the rows (the ZIP download). */
  children?: ReactNode;
};

const grow = (basis: number) => ({ flex: `1 1 ${basis}px`, minWidth: 0 });
const row = { display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" } as const;
// Every label sits on the border, so an empty select reads "All" and the row lines up.
const shrink = { inputLabel: { shrink: true } };

function Field({ f }: { f: FilterField }) {
  const sx = [
    f.kind === "search" ? { ...grow(f.basis ?? 240), flexBasis: { xs: "100%", sm: f.basis ?? 240 } } : grow(f.basis ?? 140),
    ...(Array.isArray(f.sx) ? f.sx : [f.sx]),
  ];
  const base = { name: f.name, size: "small", label: f.label, defaultValue: f.value, sx } as const;
  if (f.kind === "search")
    return <TextField {...base} placeholder={f.placeholder} slotProps={{ ...shrink, htmlInput: { maxLength: 100, "data-testid": f.testId } }} />;
  if (f.kind === "date") return <TextField {...base} type="date" slotProps={shrink} data-testid={f.testId} />;
  return (
    <TextField {...base} select slotProps={{ ...shrink, select: { displayEmpty: true } }} data-testid={f.testId}>
      {f.all !== undefined && <MenuItem value="">{f.all}</MenuItem>}
      {f.options.map((o) => (
        <MenuItem key={o.value} value={o.value} sx={o.depth ? { pl: 2 + o.depth * 2 } : undefined}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A list's filters (a GET form, empty filters left out of the address), "Filter" and the exports. */
export function FilterBar({ testId, label, rows, submit, exports, hidden = {}, children }: Props) {
  return (
    <FilterForm label={label} testId={testId}>
      {Object.entries(hidden).map(([name, value]) => value !== undefined && <input key={name} type="hidden" name={name} value={value} />)}
      {rows.map((fields, i) => (
        <Box key={i} sx={row}>
          {fields.map((f) => (
            <Field key={f.name} f={f} />
          ))}
          {i === rows.length - 1 && (
            <>
              <Button type="submit" variant={submit.variant ?? "contained"} data-testid={submit.testId} sx={{ flex: "0 0 auto", whiteSpace: "nowrap" }}>
                {submit.label}
              </Button>
              {exports && (
                <ButtonGroup variant="outlined" aria-label={exports.label} sx={{ flex: "0 0 auto", ml: "auto" }}>
                  {(["csv", "xlsx"] as const).map((format) => (
                    <Button
                      key={format}
                      href={`${exports.url}?format=${format}&${exports.query}`}
                      data-testid={`${exports.testId}-${format}`}
                      sx={{ whiteSpace: "nowrap" }}
                    >
                      {exports[format]}
                    </Button>
                  ))}
                </ButtonGroup>
              )}
            </>
          )}
        </Box>
      ))}
      {children}
    </FilterForm>
  );
}
