"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Grid from "@mui/material/Grid";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import Delete from "@mui/icons-material/Delete";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CUSTOM_KINDS, STANDARD_ITEMS, standardField, type FieldDef, type FieldOption, type StandardField } from "@/lib/forms/fields";
import { optionsToText, parseOptionsText } from "@/lib/forms/options-text";
import { deleteVersionAction, loadVersionAction, saveVersionAction } from "@/lib/registration/manage-actions";
import { FormPreview } from "./form-preview";

type Version = { name: string; isCurrent: boolean; registrations: number };
type Props = { versions: Version[]; initial: { name: string; fields: FieldDef[] }; lists: { country: FieldOption[]; unit: FieldOption[]; region: FieldOption[] } };

const reorder = (fs: FieldDef[]) => fs.map((f, order) => ({ ...f, order }));

/** §2 /platform/config/register form designer: standard items on/off + required, custom items, versions, live preview. */
export function FormDesigner({ versions: initialVersions, initial, lists }: Props) {
  const t = useTranslations("registration.config");
  const [versions, setVersions] = useState(initialVersions);
  const [name, setName] = useState(initial.name);
  const [fields, setFields] = useState<FieldDef[]>(initial.fields);
  const [optionText, setOptionText] = useState<Record<string, string>>(() => Object.fromEntries(initial.fields.map((f) => [f.field, optionsToText(f.options)])));
  const [newName, setNewName] = useState("");
  const [copy, setCopy] = useState(true);
  const [msg, setMsg] = useState<{ kind: "success" | "error"; text: string } | null>(null);

  const set = (next: FieldDef[]) => setFields(reorder(next));
  const patch = (field: string, p: Partial<FieldDef>) => set(fields.map((f) => (f.field === field ? { ...f, ...p } : f)));
  const move = (i: number, d: number) => {
    const j = i + d;
    if (j < 0 || j >= fields.length) return;
    const next = [...fields];
    [next[i], next[j]] = [next[j], next[i]];
    set(next);
  };
  const toggleStandard = (field: StandardField, on: boolean) => (on ? set([...fields, standardField(field, false, fields.length)]) : set(fields.filter((f) => f.field !== field)));
  const addCustom = () => {
    const key = `c_${Date.now().toString(36)}`;
    set([...fields, { field: key, title: { zh: "", en: "" }, type: "input", options: [], validate: [], props: {}, standard: false, order: fields.length }]);
  };
  async function refresh(result: { ok: boolean; message?: string }, success: string) {
    setMsg(result.ok ? { kind: "success", text: success } : { kind: "error", text: (result as { message: string }).message });
  }
  async function open(v: string) {
    const r = await loadVersionAction({ version: v });
    if (!r.ok) return refresh(r, "");
    setName(r.data.name);
    setFields(r.data.fields);
    setOptionText(Object.fromEntries(r.data.fields.map((f) => [f.field, optionsToText(f.options)])));
  }
  async function save(makeCurrent = false) {
    const r = await saveVersionAction({ version: name, fields, makeCurrent });
    await refresh(r, t("saved"));
    if (r.ok && makeCurrent) setVersions(versions.map((v) => ({ ...v, isCurrent: v.name === name })));
  }
  async function create() {
    const r = await saveVersionAction({ version: newName, ...(copy ? { copyFrom: name } : { fields: [] }) });
    await refresh(r, t("saved"));
    if (r.ok) {
      setVersions([...versions.filter((v) => v.name !== newName), { name: newName, isCurrent: r.data.isCurrent, registrations: 0 }]);
      setNewName("");
      await open(r.data.name);
    }
  }
  async function remove() {
    const r = await deleteVersionAction({ version: name });
    await refresh(r, t("saved"));
    if (r.ok) {
      const rest = versions.filter((v) => v.name !== name);
      setVersions(rest);
      await open(rest.find((v) => v.isCurrent)?.name ?? rest[0].name);
    }
  }
  const customKinds = Object.entries(CUSTOM_KINDS);
  const preview = fields.map((f) => (f.field === "country" && f.standard ? { ...f, options: lists.country } : f.field === "unit" && f.standard ? { ...f, options: lists.unit } : f.type === "region" ? { ...f, options: lists.region } : f));

  return (
    <Stack spacing={2} data-testid="form-designer">
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" } }}>
        <TextField select size="small" label={t("version")} value={name} onChange={(e) => void open(e.target.value)} sx={{ minWidth: 220 }} slotProps={{ htmlInput: { "data-testid": "version-select" } }}>
          {versions.map((v) => (
            <MenuItem key={v.name} value={v.name}>
              {v.name} {v.isCurrent ? `(${t("current")})` : ""} · {t("inUse", { count: v.registrations })}
            </MenuItem>
          ))}
        </TextField>
        <Button onClick={() => void save(true)} data-testid="version-current">{t("makeCurrent")}</Button>
        <Button color="error" onClick={() => void remove()} data-testid="version-delete">{t("deleteVersion")}</Button>
        <TextField size="small" label={t("versionName")} value={newName} onChange={(e) => setNewName(e.target.value)} slotProps={{ htmlInput: { "data-testid": "version-new-name" } }} />
        <FormControlLabel control={<Checkbox checked={copy} onChange={(e) => setCopy(e.target.checked)} />} label={t("copyCurrent")} />
        <Button variant="outlined" onClick={() => void create()} disabled={!newName.trim()} data-testid="version-create">{t("newVersion")}</Button>
      </Stack>
      {msg && <Alert severity={msg.kind} onClose={() => setMsg(null)} data-testid="designer-message">{msg.text}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <Typography variant="subtitle1">{t("standardItems")}</Typography>
            <Stack direction="row" sx={{ flexWrap: "wrap" }}>
              {STANDARD_ITEMS.map((s) => (
                <FormControlLabel key={s.field} label={s.title.zh + " / " + s.title.en} control={<Checkbox checked={fields.some((f) => f.field === s.field)} onChange={(e) => toggleStandard(s.field, e.target.checked)} slotProps={{ input: { "data-testid": `std-${s.field}` } as never }} />} />
              ))}
            </Stack>
            <Typography variant="subtitle1">{t("customItems")}</Typography>
            {fields.map((f, i) => (
              <Paper key={f.field} variant="outlined" sx={{ p: 1.5 }} data-testid={`item-${f.field}`}>
                <Stack spacing={1}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                    <Typography sx={{ flex: 1 }}>{f.title.zh || f.title.en || f.field}</Typography>
                    <FormControlLabel label={t("required")} control={<Checkbox checked={f.validate.includes("required")} onChange={(e) => patch(f.field, { validate: e.target.checked ? ["required", ...f.validate.filter((v) => v !== "required")] : f.validate.filter((v) => v !== "required") })} slotProps={{ input: { "data-testid": `req-${f.field}` } as never }} />} />
                    <IconButton aria-label={t("up")} onClick={() => move(i, -1)} size="small"><ArrowUpward fontSize="small" /></IconButton>
                    <IconButton aria-label={t("down")} onClick={() => move(i, 1)} size="small"><ArrowDownward fontSize="small" /></IconButton>
                    <IconButton aria-label={t("remove")} onClick={() => set(fields.filter((x) => x.field !== f.field))} size="small"><Delete fontSize="small" /></IconButton>
                  </Stack>
                  {!f.standard && (
                    <>
                      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
                        <TextField size="small" label={t("titleZh")} value={f.title.zh} onChange={(e) => patch(f.field, { title: { ...f.title, zh: e.target.value } })} slotProps={{ htmlInput: { "data-testid": `title-zh-${f.field}` } }} />
                        <TextField size="small" label={t("titleEn")} value={f.title.en} onChange={(e) => patch(f.field, { title: { ...f.title, en: e.target.value } })} slotProps={{ htmlInput: { "data-testid": `title-en-${f.field}` } }} />
                        <TextField size="small" select label={t("kind")} value={customKinds.find(([, v]) => v === f.type)?.[0] ?? "input"} onChange={(e) => patch(f.field, { type: CUSTOM_KINDS[e.target.value as keyof typeof CUSTOM_KINDS] })} sx={{ minWidth: 140 }} slotProps={{ htmlInput: { "data-testid": `kind-${f.field}` } }}>
                          {customKinds.map(([k]) => (
                            <MenuItem key={k} value={k}>{t(`kind_${k}`)}</MenuItem>
                          ))}
                        </TextField>
                      </Stack>
                      {["select", "radio", "checkbox", "cascader"].includes(f.type) && (
                        <TextField size="small" multiline minRows={2} label={t("options")} value={optionText[f.field] ?? ""} onChange={(e) => {
                          setOptionText({ ...optionText, [f.field]: e.target.value });
                          patch(f.field, { options: parseOptionsText(e.target.value) });
                        }} slotProps={{ htmlInput: { "data-testid": `options-${f.field}` } }} />
                      )}
                      {(f.type === "select" || f.type === "upload") && (
                        <FormControlLabel label={t("multiple")} control={<Checkbox checked={!!f.props.multiple} onChange={(e) => patch(f.field, { props: { ...f.props, multiple: e.target.checked } })} />} />
                      )}
                    </>
                  )}
                </Stack>
              </Paper>
            ))}
            <Stack direction="row" spacing={1}>
              <Button onClick={addCustom} data-testid="add-custom">{t("addCustom")}</Button>
              <Button variant="contained" onClick={() => void save(false)} data-testid="save-form">{t("saveForm")}</Button>
            </Stack>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormPreview fields={preview} />
        </Grid>
      </Grid>
    </Stack>
  );
}
