"use client";
import CssBaseline from "@mui/material/CssBaseline";
import { createTheme, getContrastRatio, ThemeProvider } from "@mui/material/styles";
import { useMemo, type ReactNode } from "react";

// System fonts only: next/font/google cannot fetch at build here. Noto Sans CJK comes from the OS.
const FONT_STACK = [
  "-apple-system",
  "BlinkMacSystemFont",
  '"Segoe UI"',
  "Roboto",
  '"Helvetica Neue"',
  "Arial",
  '"Noto Sans CJK SC"',
  '"PingFang SC"',
  '"Microsoft YaHei"',
  "sans-serif",
].join(",");

/** MUI theme coloured by the conference's website configuration. */
export function ThemeRegistry({ primaryColor, children }: { primaryColor: string; children: ReactNode }) {
  const theme = useMemo(
    () =>
      createTheme({
        // Text on the conference's colour (buttons, the top bar) meets WCAG AA (4.5:1): white
        // when it reads well enough, else near-black. MUI's own rule (3:1) kept white on light colours.
        // MUI's default warning (#ed6c02, 3.1:1) and info (#0288d1, 3.9:1) fail AA both as text on
        // white and under white text (status chips, "cancel" buttons): darker shades of the same hues.
        palette: {
          primary: { main: primaryColor, contrastText: getContrastRatio(primaryColor, "#fff") >= 4.5 ? "#fff" : "rgba(0, 0, 0, 0.87)" },
          warning: { main: "#b45309", contrastText: "#fff" },
          info: { main: "#0277bd", contrastText: "#fff" },
        },
        // No all-caps anywhere: MUI upper-cases buttons, which turned "60 s" into
        // "60 S" and made English labels shout; Chinese has no case, so both languages now match.
        typography: { fontFamily: FONT_STACK, button: { textTransform: "none" } },
        cssVariables: true,
        components: {
          // A disabled field's hint often says why it is disabled ("used by 3 submissions"): keep it
          // at the readable secondary colour rather than MUI's faded disabled text (2.3:1).
          MuiFormHelperText: { styleOverrides: { root: { "&.Mui-disabled": { color: "var(--mui-palette-text-secondary)" } } } },
        },
      }),
    [primaryColor],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
