import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableFooter from "@mui/material/TableFooter";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { Fragment } from "react";

/** `stay`: a hotel line's "2 nights × 1 room × ¥460.00 = ¥920.00" (billing.stayLine), else null. */
export type ItemRow = { id: number; title: string; stay?: string | null; quantity: number; unit: string; amount: string; displayUnit: string | null };

const Shown = ({ value }: { value: string | null }) =>
  value ? (
    <Typography variant="caption" color="text.secondary" sx={{ display: "block" }}>
      {value}
    </Typography>
  ) : null;

/** The snapshot of what was bought: title, quantity, unit and line amounts, and the totals. */
export async function OrderItems({ rows, total, displayTotal }: { rows: ItemRow[]; total: string; displayTotal: string | null }) {
  const t = await getTranslations("orderAdmin.detail");
  const num = { textAlign: "right", whiteSpace: "nowrap" } as const;
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" data-testid="order-items" sx={{ "& .MuiTableCell-root": { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t("item")}</TableCell>
            <TableCell sx={num}>{t("quantity")}</TableCell>
            <TableCell sx={num}>{t("unitPrice")}</TableCell>
            <TableCell sx={num}>{t("amount")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <Fragment key={r.id}>
              <TableRow data-testid="order-item" sx={r.stay ? { "& > td": { borderBottom: 0 } } : undefined}>
                <TableCell sx={{ overflowWrap: "anywhere" }}>{r.title}</TableCell>
                <TableCell sx={num}>{r.quantity}</TableCell>
                <TableCell sx={num}>
                  {r.unit}
                  <Shown value={r.displayUnit} />
                </TableCell>
                <TableCell sx={num}>{r.amount}</TableCell>
              </TableRow>
              {/* Under the whole row: in the item column of a phone-wide table it broke into four lines. */}
              {r.stay ? (
                <TableRow>
                  <TableCell colSpan={4} sx={{ pt: 0 }}>
                    <Typography variant="caption" color="text.secondary" data-testid="order-stay-line">
                      {r.stay}
                    </Typography>
                  </TableCell>
                </TableRow>
              ) : null}
            </Fragment>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={3} sx={{ fontWeight: 600, color: "text.primary", fontSize: "0.875rem" }}>
              {t("itemsTotal")}
            </TableCell>
            <TableCell sx={{ ...num, fontWeight: 600, color: "text.primary", fontSize: "0.875rem" }} data-testid="order-items-total">
              {total}
              <Shown value={displayTotal} />
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}
