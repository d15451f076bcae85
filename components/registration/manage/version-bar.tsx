"use client";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

export type Version = { name: string; isCurrent: boolean; registrations: number };

type Props = {
  versions: Version[];
  name: string;
  onOpen(name: string): void;
  onMakeCurrent(): void;
  onDelete(): void;
  onCreate(name: string, copy: boolean): Promise<boolean>;
};

/** Pick, create, make current and delete form versions; deleting asks first. */
export function VersionBar({ versions, name, onOpen, onMakeCurrent, onDelete, onCreate }: Props) {
  const t = useTranslations("registration.config");
  const td = useTranslations("registration.designer");
  const tr = useTranslations("registration");
  const [newName, setNewName] = useState("");
  const [copy, setCopy] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const selected = versions.find((v) => v.name === name);
  // SPEC §5: the current version and one with registrations stay; say why instead of failing later.
  const blocked = selected?.isCurrent ? tr("versionCurrent") : selected?.registrations ? tr("versionInUse") : "";

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" } }}>
        <TextField
          select
          size="small"
          label={t("version")}
          value={name}
          onChange={(e) => onOpen(e.target.value)}
          sx={{ minWidth: { sm: 260 } }}
          slotProps={{ htmlInput: { "data-testid": "version-select" } }}
        >
          {versions.map((v) => (
            <MenuItem key={v.name} value={v.name}>
              {v.name} {v.isCurrent ? `(${t("current")})` : ""} · {t("inUse", { count: v.registrations })}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1}>
          <Button onClick={onMakeCurrent} disabled={selected?.isCurrent} data-testid="version-current">
            {t("makeCurrent")}
          </Button>
          <Tooltip title={blocked}>
            <span>
              <Button color="error" onClick={() => setConfirming(true)} disabled={!!blocked} data-testid="version-delete">
                {t("deleteVersion")}
              </Button>
            </span>
          </Tooltip>
        </Stack>
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" } }}>
        <TextField
          size="small"
          label={t("versionName")}
          value={newName}
          onChange={(e) => setNewName(e.target.value)}
          slotProps={{ htmlInput: { "data-testid": "version-new-name", maxLength: 60 } }}
        />
        <FormControlLabel control={<Checkbox checked={copy} onChange={(e) => setCopy(e.target.checked)} />} label={t("copyCurrent")} />
        <div>
          <Button
            variant="outlined"
            disabled={!newName.trim()}
            data-testid="version-create"
            onClick={async () => (await onCreate(newName.trim(), copy)) && setNewName("")}
          >
            {t("newVersion")}
          </Button>
        </div>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={td("confirmDeleteTitle", { name })}
        text={td("confirmDeleteText")}
        confirm={td("confirmDelete")}
        cancel={td("cancel")}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
        testId="version-delete-dialog"
      />
    </Stack>
  );
}
