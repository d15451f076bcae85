"use client";
import CssBaseline from "@mui/material/CssBaseline";
import { createTheme, ThemeProvider } from "@mui/material/styles";
import { useMemo, type ReactNode } from "react";

// System fonts only: next/font/google cannot fetch at build here. Noto Sans CJK comes from the OS.
const FONT_STACK = [
  "-apple-system", "BlinkMacSystemFont", '"Segoe UI"', "Roboto", '"Helvetica Neue"', "Arial",
  '"Noto Sans CJK SC"', '"PingFang SC"', '"Microsoft YaHei"', "sans-serif",
].join(",");

/** MUI theme coloured by the conference's website configuration. */
export function ThemeRegistry({ primaryColor, children }: { primaryColor: string; children: ReactNode }) {
  const theme = useMemo(
    () => createTheme({ palette: { primary: { main: primaryColor } }, typography: { fontFamily: FONT_STACK }, cssVariables: true }),
    [primaryColor],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
