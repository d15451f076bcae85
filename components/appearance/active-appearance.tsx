import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/ui/link-button";
import type { AppearanceRow } from "@/lib/appearance/service";
import { BuiltinSketch } from "./builtin-sketch";

/** SPEC §2 config/exterior: the active appearance, what it looks like, and a link to see the site in it. */
export async function ActiveAppearance({ row }: { row: AppearanceRow }) {
  const t = await getTranslations("appearance");
  const kind = row.builtIn === "modern" ? t("kindModern") : row.builtIn ? t("kindClassic") : t("kindCustom");
  return (
    <Paper variant="outlined" sx={{ overflow: "hidden" }} data-testid="active-appearance">
      <Stack direction={{ xs: "column", md: "row" }}>
        <Box sx={{ width: { xs: "100%", md: 320 }, flexShrink: 0, bgcolor: "grey.100" }}>
          {row.thumbnailUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- a kept site file
            <img
              src={row.thumbnailUrl}
              alt={t("thumbnailAlt", { name: row.name })}
              style={{ display: "block", width: "100%", height: 200, objectFit: "cover" }}
            />
          ) : (
            <Box sx={{ "& > div": { height: 200 } }}>
              <BuiltinSketch kind={row.builtIn === "modern" ? "modern" : "classic"} />
            </Box>
          )}
        </Box>
        <Stack spacing={1.5} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", gap: 1 }}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: "anywhere" }} data-testid="active-appearance-name">
              {row.name}
            </Typography>
            <Chip size="small" color="primary" label={t("active")} />
            {row.builtIn && <Chip size="small" variant="outlined" label={t("builtIn")} />}
          </Stack>
          <Typography color="text.secondary">{kind}</Typography>
          {!row.builtIn && <Typography variant="body2">{row.cssFileName ? t("hasCss", { name: row.cssFileName }) : t("noCss")}</Typography>}
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ pt: 1 }}>
            <Button variant="contained" href="/" target="_blank" rel="noopener" data-testid="appearance-preview">
              {t("preview")}
            </Button>
            <LinkButton href="/platform/config/exterior/list" variant="outlined">
              {t("manage")}
            </LinkButton>
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {t("previewHint")}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
