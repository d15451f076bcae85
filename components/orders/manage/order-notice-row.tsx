"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";

type Props = { result: string; rawBody: string; headers: [string, string][]; colSpan: number; children: ReactNode };

// A provider's message is text of any shape (JSON, form-encoded, XML): shown as plain text only,
// wrapped anywhere and scrolled inside its box, so neither a long line nor a huge body widens the page.
const RAW = {
  m: 0,
  p: 1,
  maxHeight: 320,
  overflow: "auto",
  fontFamily: "monospace",
  fontSize: "0.8rem",
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  bgcolor: "action.hover",
  borderRadius: 1,
} as const;

/** One provider message: its cells (rendered by the server) and, on demand, the raw message under them. */
export function NoticeRow({ result, rawBody, headers, colSpan, children }: Props) {
  const t = useTranslations("orderAdmin.notices");
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <TableRow data-testid="order-notice" data-result={result} sx={open ? { "& > .MuiTableCell-root": { borderBottom: "none" } } : undefined}>
        {children}
        <TableCell>
          <Button
            size="small"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={id}
            data-testid="order-notice-raw-toggle"
            sx={{ minWidth: 0, lineHeight: 1.3, textAlign: "left" }}
          >
            {open ? t("hideRaw") : t("showRaw")}
          </Button>
        </TableCell>
      </TableRow>
      {open && (
        <TableRow>
          <TableCell colSpan={colSpan} id={id}>
            {headers.length > 0 && (
              <>
                <Typography variant="caption" color="text.secondary" component="div">
                  {t("headers")}
                </Typography>
                <Box component="pre" sx={{ ...RAW, mb: 1 }} data-testid="order-notice-headers">
                  {headers.map(([k, v]) => `${k}: ${v}`).join("\n")}
                </Box>
                <Typography variant="caption" color="text.secondary" component="div">
                  {t("body")}
                </Typography>
              </>
            )}
            <Box component="pre" sx={RAW} data-testid="order-notice-raw">
              {rawBody || t("emptyBody")}
            </Box>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
