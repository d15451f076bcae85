"use client";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useTranslations } from "next-intl";
import { deleteTemplateAction } from "@/lib/site-pages/actions";
import type { TemplateRow } from "@/lib/site-pages/template-service";
import { DefaultChips, RowAction, RowActionsFrame, useRowActions, WIDE } from "./row-actions";

// The service's row, its time already written in the conference's zone by the page.
export type TemplateListRow = Omit<TemplateRow, "updatedAt"> & { updatedAt: string };

/** The templates of config/template/list; deleting asks first and says why it is refused. */
export function TemplateList({ rows }: { rows: TemplateListRow[] }) {
  const t = useTranslations("sitePages.templates");
  const a = useRowActions<TemplateListRow>(t, (id) => deleteTemplateAction({ id }));

  return (
    <RowActionsFrame actions={a} prefix="template">
      <TableHead>
        <TableRow>
          <TableCell>{t("name")}</TableCell>
          <TableCell>{t("device")}</TableCell>
          <TableCell sx={WIDE}>{t("appearance")}</TableCell>
          <TableCell sx={WIDE}>{t("defaults")}</TableCell>
          <TableCell sx={WIDE}>{t("usage")}</TableCell>
          <TableCell sx={WIDE}>{t("updatedAt")}</TableCell>
          <TableCell>{t("actions")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} data-testid="template-row" data-template-id={r.id}>
            <TableCell sx={{ overflowWrap: "anywhere" }}>{r.name}</TableCell>
            <TableCell>{t(r.device === "mobile" ? "deviceMobile" : "devicePc")}</TableCell>
            <TableCell sx={WIDE}>{r.appearanceName ?? "—"}</TableCell>
            <TableCell sx={WIDE}>
              <DefaultChips pc={r.isDefaultPc} mobile={r.isDefaultMobile} labels={{ pc: t("defaultPc"), mobile: t("defaultMobile") }} color="primary" />
            </TableCell>
            <TableCell sx={WIDE}>{t("usageText", { elements: r.elementCount, pages: r.pageCount })}</TableCell>
            <TableCell sx={{ ...WIDE, whiteSpace: "nowrap" }}>{r.updatedAt}</TableCell>
            <TableCell sx={{ whiteSpace: "nowrap" }}>
              <RowAction title={t("edit")} href={`/platform/config/template/edit/${r.id}`} testId="template-edit">
                <EditIcon fontSize="small" />
              </RowAction>
              {/* One delete at a time across the list: the others wait while it runs. */}
              <RowAction title={t("delete")} disabled={a.busy !== null} testId="template-delete" onClick={() => a.askDelete(r)}>
                <DeleteIcon fontSize="small" />
              </RowAction>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </RowActionsFrame>
  );
}
