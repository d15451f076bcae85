"use client";
import Refresh from "@mui/icons-material/Refresh";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { useTranslations } from "next-intl";
import type { CaptchaImage } from "@/lib/security/captcha-image";

/**
 * The login challenge's picture, drawn from the server's stroke data into an inline
 * <svg> — no markup injected, no data: URL for the CSP to allow — with a button for a new one.
 */
export function ChallengePicture({ image, onRefresh, busy }: { image: CaptchaImage; onRefresh: () => void; busy: boolean }) {
  const t = useTranslations("accounts");
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
      <Box
        component="svg"
        role="img"
        aria-label={t("challengeImage")}
        data-testid="challenge-image"
        viewBox={`0 0 ${image.width} ${image.height}`}
        sx={{ width: image.width, height: image.height, borderRadius: 1, flexShrink: 0 }}
      >
        <rect width="100%" height="100%" fill={image.background} />
        {image.paths.map((p, i) => (
          <path key={i} d={p.d} stroke={p.stroke} strokeWidth={p.width} fill="none" strokeLinecap="round" strokeLinejoin="round" />
        ))}
      </Box>
      <Tooltip title={t("challengeRefresh")}>
        <span>
          <IconButton onClick={onRefresh} disabled={busy} aria-label={t("challengeRefresh")} data-testid="challenge-refresh">
            <Refresh />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
