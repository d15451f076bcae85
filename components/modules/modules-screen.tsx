"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ScreenToast, useScreenState } from "@/components/ui/screen-state";
import { setModuleAction } from "@/lib/modules/actions";
import type { ModuleView } from "@/lib/modules/service";

/** /platform/config/modules: one card per module — switch, what it is for, and what it still needs. */
export function ModulesScreen({ initial }: { initial: ModuleView[] }) {
  const t = useTranslations("modules");
  const router = useRouter();
  const { data: modules, ops, toast } = useScreenState(initial);

  const toggle = async (m: ModuleView, enabled: boolean) => {
    const name = t(`names.${m.module}`);
    const ok = await ops.call(() => setModuleAction({ module: m.module, enabled }), enabled ? t("switchedOn", { name }) : t("switchedOff", { name }));
    if (ok) router.refresh(); // the side menu follows the switch at once
  };

  return (
    <>
      <Stack spacing={1.5} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }} data-testid="modules-list">
        {modules.map((m) => {
          const name = t(`names.${m.module}`);
          const ready = m.enabled && m.needs.length === 0;
          return (
            <Paper component="li" variant="outlined" key={m.module} sx={{ p: { xs: 2, sm: 2.5 } }} data-testid={`module-${m.module}`} data-enabled={m.enabled}>
              <Stack direction={{ xs: "column", sm: "row" }} spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: { sm: "flex-start" } }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 0.5 }}>
                    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                      {name}
                    </Typography>
                    {m.enabled ? (
                      <Chip size="small" color={ready ? "success" : "warning"} label={ready ? t("ready") : t("on")} data-testid={`module-${m.module}-state`} />
                    ) : (
                      <Chip size="small" variant="outlined" label={t("off")} data-testid={`module-${m.module}-state`} />
                    )}
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {t(`explain.${m.module}`)}
                  </Typography>
                </Box>
                <FormControlLabel
                  sx={{ m: 0, alignSelf: { xs: "flex-start", sm: "center" } }}
                  control={
                    <Switch
                      checked={m.enabled}
                      disabled={ops.busy}
                      onChange={(_e, on) => void toggle(m, on)}
                      slotProps={{ input: { "aria-label": t("switchLabel", { name }) } }}
                      data-testid={`module-${m.module}-switch`}
                    />
                  }
                  label={m.enabled ? t("on") : t("off")}
                />
              </Stack>
              {m.needs.length > 0 && (
                <Alert severity={m.enabled ? "warning" : "info"} sx={{ mt: 1.5 }} data-testid={`module-${m.module}-needs`}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {m.enabled ? t("notReady") : t("needsBefore")}
                  </Typography>
                  <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                    {m.needs.map((n) => (
                      <li key={n.need} data-need={n.need}>
                        {t(`needs.${n.need}`)}{" "}
                        {n.href !== "/platform/config/modules" && m.enabled && (
                          <Link href={n.href} style={{ color: "inherit", fontWeight: 600 }}>
                            {t("configure")}
                          </Link>
                        )}
                      </li>
                    ))}
                  </Box>
                </Alert>
              )}
              {m.notes.map((n) => (
                <Alert
                  key={n.note}
                  severity="warning"
                  sx={{ mt: 1.5 }}
                  data-testid={`module-${m.module}-note`}
                  data-note={n.note}
                  action={
                    <Link href={n.href} style={{ color: "inherit", fontWeight: 600, whiteSpace: "nowrap" }}>
                      {t(`noteLinks.${n.note}`)}
                    </Link>
                  }
                >
                  {t(`notes.${n.note}`)}
                </Alert>
              ))}
              {!m.enabled && (
                <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 1 }}>
                  {t("offHint")}
                </Typography>
              )}
            </Paper>
          );
        })}
      </Stack>
      <ScreenToast toast={toast} testId="modules-toast" />
    </>
  );
}
