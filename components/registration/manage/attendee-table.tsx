import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { getTranslations } from "next-intl/server";
import { SelectAttendee, SelectPage } from "@/components/notices/attendee-selection";
import { LinkButton } from "@/components/ui/link-button";

export type AttendeeListRow = { id: number; fullName: string; email: string; unit: string; country: string; createdAt: string; version: string };
const SORTABLE = ["fullName", "email", "unit", "countryArea", "createdAt"] as const;
// On a phone the row keeps who, where from, when and the way to the details; the rest is there.
const WIDE = { display: { xs: "none", md: "table-cell" } };
const wide = (c: string) => (c === "email" || c === "unit" ? WIDE : {});

/**
 * The registrations of one page; the table scrolls inside its box on a narrow screen, not the page.
 * Rows can be ticked (for the organisers' notice): inside an AttendeeSelection.
 */
export async function AttendeeTable({ rows, sortLink }: { rows: AttendeeListRow[]; sortLink: (col: string) => string }) {
  const t = await getTranslations("registration.users");
  return (
    <Box sx={{ overflowX: "auto", width: "100%" }}>
      <Table size="small" data-testid="user-table" sx={{ "& .MuiTableCell-root": { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <SelectPage ids={rows.map((r) => r.id)} />
            </TableCell>
            {SORTABLE.map((c) => (
              <TableCell key={c} sx={{ whiteSpace: "nowrap", ...wide(c) }}>
                <a href={sortLink(c)}>{t(c === "fullName" ? "name" : c === "countryArea" ? "country" : c)}</a>
              </TableCell>
            ))}
            <TableCell sx={{ whiteSpace: "nowrap", ...WIDE }}>{t("version")}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} data-testid="user-row">
              <TableCell padding="checkbox">
                <SelectAttendee id={r.id} name={r.fullName || r.email} />
              </TableCell>
              <TableCell>{r.fullName}</TableCell>
              <TableCell sx={{ overflowWrap: "anywhere", ...WIDE }}>{r.email}</TableCell>
              <TableCell sx={WIDE}>{r.unit}</TableCell>
              <TableCell data-testid="user-country-cell">{r.country}</TableCell>
              <TableCell sx={{ whiteSpace: { md: "nowrap" } }} data-testid="user-created">
                {r.createdAt}
              </TableCell>
              <TableCell sx={WIDE}>{r.version}</TableCell>
              <TableCell>
                <LinkButton href={`/platform/manage/userDetails?id=${r.id}`} size="small">
                  {t("details")}
                </LinkButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
