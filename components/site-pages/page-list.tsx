"use client";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import PreviewIcon from "@mui/icons-material/Preview";
import PublishIcon from "@mui/icons-material/Publish";
import VisibilityOffIcon from "@mui/icons-material/VisibilityOff";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useTranslations } from "next-intl";
import { deletePageAction, publishPageAction, unpublishPageAction } from "@/lib/site-pages/actions";
import type { PageStatus } from "@/lib/site-pages/page-service";
import { PageStatusChips } from "./page-status-chips";
import { DefaultChips, RowAction, RowActionsFrame, useRowActions, WIDE } from "./row-actions";

export type PageListRow = {
  id: number;
  name: string;
  title: string;
  type: string;
  isDefaultPc: boolean;
  isDefaultMobile: boolean;
  status: PageStatus;
  updatedAt: string; // in the conference's time zone
};

/** The pages of config/page/list with their state and the actions on each (delete asks first). */
export function PageList({ rows }: { rows: PageListRow[] }) {
  const t = useTranslations("sitePages.pages");
  const a = useRowActions<PageListRow>(t, (id) => deletePageAction({ id }));

  return (
    <RowActionsFrame actions={a} prefix="page">
      <TableHead>
        <TableRow>
          <TableCell>{t("name")}</TableCell>
          <TableCell sx={WIDE}>{t("pageTitle")}</TableCell>
          <TableCell sx={WIDE}>{t("type")}</TableCell>
          <TableCell sx={WIDE}>{t("defaults")}</TableCell>
          <TableCell>{t("status")}</TableCell>
          <TableCell sx={WIDE}>{t("updatedAt")}</TableCell>
          <TableCell>{t("actions")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => {
          const live = r.status === "published" || r.status === "changes";
          return (
            <TableRow key={r.id} data-testid="page-row" data-page-id={r.id}>
              <TableCell sx={{ overflowWrap: "anywhere", minWidth: 96 }}>{r.name}</TableCell>
              <TableCell sx={{ ...WIDE, overflowWrap: "anywhere" }}>{r.title}</TableCell>
              <TableCell sx={{ ...WIDE, whiteSpace: "nowrap" }}>{t(r.type === "home" ? "typeHome" : "typeContent")}</TableCell>
              <TableCell sx={WIDE}>
                <DefaultChips pc={r.isDefaultPc} mobile={r.isDefaultMobile} labels={{ pc: t("defaultPc"), mobile: t("defaultMobile") }} />
              </TableCell>
              <TableCell>
                <PageStatusChips status={r.status} />
              </TableCell>
              <TableCell sx={{ ...WIDE, whiteSpace: "nowrap" }}>{r.updatedAt}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                <RowAction title={t("edit")} href={`/platform/config/page/edit/${r.id}`} testId="page-edit">
                  <EditIcon fontSize="small" />
                </RowAction>
                <RowAction title={t("preview")} href={`/platform/config/page/preview/${r.id}`} newTab testId="page-preview">
                  <PreviewIcon fontSize="small" />
                </RowAction>
                {live ? (
                  <RowAction
                    title={t("unpublish")}
                    disabled={a.busy === r.id}
                    testId="page-unpublish"
                    onClick={() => void a.run(r.id, () => unpublishPageAction({ id: r.id }), t("unpublishedDone"))}
                  >
                    <VisibilityOffIcon fontSize="small" />
                  </RowAction>
                ) : (
                  <RowAction
                    title={t("publish")}
                    disabled={a.busy === r.id}
                    testId="page-publish"
                    onClick={() => void a.run(r.id, () => publishPageAction({ id: r.id }), t("publishedDone"))}
                  >
                    <PublishIcon fontSize="small" />
                  </RowAction>
                )}
                <RowAction title={t("delete")} disabled={a.busy === r.id} testId="page-delete" onClick={() => a.askDelete(r)}>
                  <DeleteIcon fontSize="small" />
                </RowAction>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </RowActionsFrame>
  );
}
