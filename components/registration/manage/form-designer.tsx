"use client";
import Add from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import Paper from "@mui/material/Paper";
import Snackbar from "@mui/material/Snackbar";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { FieldDef, FieldOption } from "@/lib/forms/fields";
import { handleSessionExpired } from "@/lib/client/session-expired";
import { createVersionAction, deleteVersionAction, loadVersionAction, saveVersionAction } from "@/lib/registration/manage-actions";
import type { ActionResult } from "@/lib/server/action";
import { fromFields, itemProblem, markSaved, moveItem, newCustomItem, previewOptions, retitle, setKind, toFields, type DesignerItem } from "./designer-items";
import { FieldCard } from "./field-card";
import { FormPreview } from "./form-preview";
import { StandardPicker } from "./standard-picker";
import { useRefocus } from "./use-refocus";
import { VersionBar, type Version } from "./version-bar";
import { NOTIFY_MS } from "@/lib/client/notify";

type Props = {
  versions: Version[];
  initial: { name: string; fields: FieldDef[] };
  lists: { country: FieldOption[]; unit: FieldOption[]; region: FieldOption[] };
};
type Message = { kind: "success" | "error"; text: string };

/** §2 /platform/config/register form designer: one ordered list of standard and custom items, versions, live preview. */
export function FormDesigner({ versions: initialVersions, initial, lists }: Props) {
  const t = useTranslations("registration.config");
  const td = useTranslations("registration.designer");
  const [versions, setVersions] = useState(initialVersions);
  const [name, setName] = useState(initial.name);
  const [items, setItems] = useState<DesignerItem[]>(() => fromFields(initial.fields));
  const [msg, setMsg] = useState<Message | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const refocus = useRefocus();

  const update = (uid: string, fn: (it: DesignerItem) => DesignerItem) => setItems((all) => all.map((it) => (it.uid === uid ? fn(it) : it)));
  const failed = <T,>(r: ActionResult<T>): r is Extract<ActionResult<T>, { ok: false }> => {
    if (r.ok) return false;
    if (r.status === 401) handleSessionExpired(r.message);
    else setMsg({ kind: "error", text: r.message });
    return true;
  };

  async function open(v: string) {
    const r = await loadVersionAction({ version: v });
    if (failed(r)) return;
    setName(r.data.name);
    setItems(fromFields(r.data.fields));
    setShowErrors(false);
    setServerErrors({});
  }
  async function save(makeCurrent: boolean) {
    setMsg(null);
    if (items.some(itemProblem)) {
      setShowErrors(true);
      return setMsg({ kind: "error", text: td("fixErrors") });
    }
    const r = await saveVersionAction({ version: name, fields: toFields(items), makeCurrent });
    if (failed(r)) {
      // "fields.3.options.0.value" → the card of item 3
      const byItem: Record<string, string> = {};
      for (const [path, text] of Object.entries(r.fieldErrors ?? {})) {
        const i = /^fields\.(\d+)/.exec(path)?.[1];
        if (i !== undefined && items[Number(i)]) byItem[items[Number(i)].uid] ??= text;
      }
      return setServerErrors(byItem);
    }
    setItems(markSaved);
    setServerErrors({});
    setShowErrors(false);
    if (makeCurrent) setVersions((vs) => vs.map((v) => ({ ...v, isCurrent: v.name === name })));
    setMsg({ kind: "success", text: makeCurrent ? td("madeCurrent", { name }) : t("saved") });
  }
  async function create(newName: string, copy: boolean) {
    const r = await createVersionAction({ version: newName, ...(copy ? { copyFrom: name } : {}) });
    if (failed(r)) return false;
    setVersions((vs) => [...vs, { name: r.data.name, isCurrent: r.data.isCurrent, registrations: 0 }]);
    await open(r.data.name);
    setMsg({ kind: "success", text: td("versionCreated", { name: r.data.name }) });
    return true;
  }
  async function remove() {
    const r = await deleteVersionAction({ version: name });
    if (failed(r)) return;
    const rest = versions.filter((v) => v.name !== name);
    setVersions(rest);
    await open(rest.find((v) => v.isCurrent)?.name ?? rest[0].name);
    setMsg({ kind: "success", text: td("versionDeleted") });
  }

  const fields = toFields(items);
  const preview = fields.map((f) =>
    f.field === "country" && f.standard
      ? { ...f, options: lists.country }
      : f.field === "unit" && f.standard
        ? { ...f, options: lists.unit }
        : f.type === "region"
          ? { ...f, options: lists.region }
          : { ...f, options: previewOptions(f.options) },
  );

  return (
    <Stack spacing={2} data-testid="form-designer">
      <VersionBar
        versions={versions}
        name={name}
        onOpen={(v) => void open(v)}
        onMakeCurrent={() => void save(true)}
        onDelete={() => void remove()}
        onCreate={create}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <StandardPicker present={items.map((i) => i.def.field)} onAdd={(it) => setItems((all) => [...all, it])} />
            <Box>
              <Typography variant="subtitle1" component="h3">
                {td("formItems")}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {td("formItemsHint")}
              </Typography>
            </Box>
            <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0 }} aria-label={td("formItems")} data-testid="designer-items">
              {items.map((it, i) => (
                <FieldCard
                  key={it.uid}
                  item={it}
                  first={i === 0}
                  last={i === items.length - 1}
                  problem={itemProblem(it)}
                  serverError={serverErrors[it.uid]}
                  showErrors={showErrors}
                  onTitle={(title) => setItems((all) => retitle(all, it.uid, title))}
                  onKind={(type) => update(it.uid, (x) => setKind(x, type))}
                  onPatch={(p) => update(it.uid, (x) => ({ ...x, def: { ...x.def, ...p } }))}
                  onRows={(rows) => update(it.uid, (x) => ({ ...x, rows }))}
                  onMove={(d) => {
                    refocus(`[data-uid="${it.uid}"]`, d < 0 ? ["item-up", "item-down"] : ["item-down", "item-up"]);
                    setItems((all) => moveItem(all, i, d));
                  }}
                  onRemove={() => setItems((all) => all.filter((x) => x.uid !== it.uid))}
                />
              ))}
            </Stack>
            <Paper variant="outlined" sx={{ position: "sticky", bottom: 0, zIndex: 1, p: 1, display: "flex", gap: 1, flexWrap: "wrap" }}>
              <Button startIcon={<Add />} onClick={() => setItems((all) => [...all, newCustomItem(all)])} data-testid="add-custom">
                {t("addCustom")}
              </Button>
              <Button variant="contained" onClick={() => void save(false)} data-testid="save-form">
                {t("saveForm")}
              </Button>
            </Paper>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <FormPreview fields={preview} />
        </Grid>
      </Grid>
      <Snackbar
        open={!!msg}
        autoHideDuration={NOTIFY_MS}
        onClose={(_, reason) => reason !== "clickaway" && setMsg(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        sx={{ bottom: { xs: 72, sm: 24 } }}
      >
        <Alert severity={msg?.kind ?? "success"} variant="filled" onClose={() => setMsg(null)} data-testid="designer-message">
          {msg?.text}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
