"use client";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useController, type Control, type FieldValues, type Path, type UseFormSetValue } from "react-hook-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The card provider's private-key certificate (.pfx/.p12/.pem): read in the browser and sent as
 * base64 with its file name; the server stores it encrypted. Only the stored file's name comes back.
 */
export function CertificateField<T extends FieldValues>(props: {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  label: string;
  storedName: string;
  isSet: boolean;
  required?: boolean;
}) {
  const t = useTranslations("paySettings.certificate");
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control: props.control, name: "certificate" as Path<T> });
  const { field: nameField } = useController({ control: props.control, name: "certificateName" as Path<T> });
  const chosen = field.value ? String(nameField.value ?? "") : "";

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const data = toBase64(new Uint8Array(await file.arrayBuffer()));
      props.setValue("certificateName" as Path<T>, file.name as never, { shouldDirty: true });
      props.setValue("certificate" as Path<T>, data as never, { shouldDirty: true, shouldValidate: true });
    } catch {
      props.setValue("certificate" as Path<T>, "" as never);
    }
  };

  const error = errorText(fieldState.error?.message);
  return (
    <Box sx={{ gridColumn: { sm: "1 / -1" } }}>
      <FormLabel required={props.required} error={!!error} sx={{ display: "block", mb: 0.5 }}>
        {props.label}
      </FormLabel>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5 }}>
        <Button component="label" variant="outlined" size="small" startIcon={<UploadFileIcon />}>
          {t("choose")}
          <input
            hidden
            type="file"
            accept=".pfx,.p12,.pem,application/x-pkcs12,application/x-pem-file"
            data-testid="field-certificate"
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </Button>
        <Typography variant="body2" sx={{ overflowWrap: "anywhere", minWidth: 0 }} data-testid="secret-certificate" data-set={props.isSet ? "true" : "false"}>
          {chosen ? t("chosen", { name: chosen }) : props.isSet ? t("stored", { name: props.storedName || "—" }) : t("none")}
        </Typography>
      </Box>
      <FormHelperText error={!!error}>{error ?? t("help")}</FormHelperText>
    </Box>
  );
}
