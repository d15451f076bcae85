"use client";
import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useFileUpload } from "@/components/ui/use-file-upload";
import { PHOTOS_MAX } from "@/lib/hotel/schemas";
import { siteImageSrcSet, siteImageUrl } from "@/lib/server/site-file-url";

// Hotel photos are public (participants see them when booking), so they are kept as site images:
// POST /conference/platform/site/file checks each by content and answers its stored name, which
// the hotel keeps (ZHotel.photos: STORED_NAME) and GET /site-file/{name} serves.
const UPLOAD = "/conference/platform/site/file?purpose=pageImage";

/** The hotel's photos in order: each uploaded at once, shown as a thumbnail, removable. */
export function PhotoField({ value, onChange, error }: { value: string[]; onChange(v: string[]): void; error?: string }) {
  const t = useTranslations("hotel.config.hotelForm");
  const uploader = useFileUpload<{ storedName: string }>(UPLOAD, t("uploadFailed"), (d) => !!d.storedName);
  const shown = uploader.error ?? error;
  async function upload(file: File) {
    const answer = await uploader.send(file);
    if (answer) onChange([...value, answer.storedName]);
  }
  return (
    <Stack spacing={1} data-testid="field-photos">
      <FormLabel error={!!shown}>{t("photos")}</FormLabel>
      <FormHelperText sx={{ m: 0 }}>{t("photosHelp", { max: PHOTOS_MAX })}</FormHelperText>
      <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1, alignItems: "center" }}>
        {value.map((name, i) => (
          <Box key={name} sx={{ position: "relative" }} data-testid="hotel-photo">
            {/* eslint-disable-next-line @next/next/no-img-element -- a kept site file, served by our own route */}
            <img
              src={siteImageUrl(name)!}
              srcSet={siteImageSrcSet(siteImageUrl(name), 96) ?? undefined}
              sizes="96px"
              alt={t("photoAlt", { n: i + 1 })}
              style={{ display: "block", width: 96, height: 72, objectFit: "cover", borderRadius: 4 }}
            />
            <IconButton
              size="small"
              aria-label={t("removePhoto", { n: i + 1 })}
              onClick={() => onChange(value.filter((x) => x !== name))}
              sx={{ position: "absolute", top: 2, right: 2, bgcolor: "rgba(255,255,255,0.85)", "&:hover": { bgcolor: "#fff" }, p: 0.25 }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {value.length < PHOTOS_MAX && (
          <Button component="label" variant="outlined" size="small" disabled={uploader.busy}>
            {uploader.busy ? t("uploading") : t("upload")}
            <input
              hidden
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              data-testid="upload-photo"
              onChange={(e) => {
                const f = e.target.files?.[0];
                e.target.value = "";
                if (f) void upload(f);
              }}
            />
          </Button>
        )}
      </Stack>
      {shown && (
        <FormHelperText error role="alert" data-testid="error-photos">
          {shown}
        </FormHelperText>
      )}
    </Stack>
  );
}
