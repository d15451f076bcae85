import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";

/** Placeholder for a screen whose issue has not landed yet (stated as such, never a fake form). */
export async function ComingSoon({ title }: { title: string }) {
  const t = await getTranslations("common");
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info" data-testid="coming-soon">
        {t("comingSoon")}
      </Alert>
    </>
  );
}
