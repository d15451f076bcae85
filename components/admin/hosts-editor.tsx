"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { saveConferenceHostsAction } from "@/lib/admin/actions";
import { ZHostsInput } from "@/lib/admin/schemas";

/** A conference's host names, one per line (first = primary); same checks as at creation. */
export function HostsEditor({ id, hosts }: { id: number; hosts: string[] }) {
  const t = useTranslations("admin");
  const router = useRouter();
  const { form, submit, message, setMessage } = useActionForm(ZHostsInput, saveConferenceHostsAction, { id, hosts: hosts.join("\n") });
  const onSubmit = submit(() => {
    setMessage({ kind: "success", text: t("detail.hostsSaved") });
    router.refresh();
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="hosts-form">
      <Stack spacing={1.5}>
        {message && (
          <Alert severity={message.kind} data-testid="hosts-message">
            {message.text}
          </Alert>
        )}
        <FormTextField control={form.control} name="hosts" label={t("form.hosts")} fullWidth multiline minRows={2} helperText={t("form.hostsHelp")} />
        <Box>
          <Button type="submit" variant="outlined" loading={form.formState.isSubmitting} data-testid="hosts-save">
            {t("detail.saveHosts")}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
