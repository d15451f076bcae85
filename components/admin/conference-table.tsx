import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/ui/link-button";
import { StatusChip } from "@/components/website/status-chip";

export type ConferenceListItem = {
  id: number;
  name: string;
  shortName: string;
  dates: string;
  status: number;
  statusLabel: string;
  hosts: { host: string; href: string }[];
  creators: string[];
  attendees: number;
  submissions: number;
};

// On a phone the row keeps the name, status and the way in; hosts, creator and counts need width.
const WIDE = { display: { xs: "none", md: "table-cell" } };

/** The /admin conference list: one row per conference, links to its site and its details. */
export async function ConferenceTable({ rows }: { rows: ConferenceListItem[] }) {
  const t = await getTranslations("admin.list");
  return (
    <Box sx={{ overflowX: "auto", width: "100%" }}>
      <Table size="small" data-testid="conference-table" sx={{ "& .MuiTableCell-root": { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t("name")}</TableCell>
            <TableCell sx={WIDE}>{t("hosts")}</TableCell>
            <TableCell sx={WIDE}>{t("creator")}</TableCell>
            <TableCell>{t("status")}</TableCell>
            <TableCell sx={{ ...WIDE, whiteSpace: "nowrap" }}>{t("counts")}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} data-testid="conference-row" data-id={r.id}>
              <TableCell sx={{ overflowWrap: "anywhere" }}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {r.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {[r.shortName, r.dates].filter(Boolean).join(" · ")}
                </Typography>
              </TableCell>
              <TableCell sx={WIDE}>
                <Stack spacing={0.25}>
                  {r.hosts.map((h) => (
                    <Link key={h.host} href={h.href} target="_blank" rel="noopener" variant="body2" sx={{ whiteSpace: "nowrap" }} data-testid="conference-host">
                      {h.host}
                    </Link>
                  ))}
                </Stack>
              </TableCell>
              <TableCell sx={{ ...WIDE, overflowWrap: "anywhere" }}>{r.creators.join(", ") || t("noCreator")}</TableCell>
              <TableCell>
                <StatusChip status={r.status} label={r.statusLabel} testId="status-chip" size="small" />
              </TableCell>
              <TableCell sx={WIDE}>
                {r.attendees} / {r.submissions}
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                <LinkButton href={`/admin/conferences/${r.id}`} size="small">
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
