import Box from "@mui/material/Box";

/**
 * A small drawing of a built-in look (they have no thumbnail): header band, banner and text lines
 * in the conference colour, so the list shows what each one looks like.
 */
export function BuiltinSketch({ kind }: { kind: "classic" | "modern" }) {
  const classic = kind === "classic";
  const line = (w: string, dark = false) => <Box sx={{ height: 6, width: w, borderRadius: 3, bgcolor: dark ? "grey.500" : "grey.300" }} />;
  return (
    <Box aria-hidden sx={{ height: 140, bgcolor: classic ? "#f7f5f0" : "#f3f5fa", display: "flex", flexDirection: "column", overflow: "hidden" }}>
      <Box
        sx={{
          height: 18,
          bgcolor: classic ? "primary.dark" : "#fff",
          borderBottom: classic ? "2px solid #b8975a" : "1px solid rgba(15,23,42,.08)",
          display: "flex",
          alignItems: "center",
          px: 1,
          gap: 0.5,
        }}
      >
        <Box sx={{ width: 28, height: 5, borderRadius: 2, bgcolor: classic ? "rgba(255,255,255,.8)" : "primary.main" }} />
        <Box sx={{ flexGrow: 1 }} />
        {[0, 1, 2].map((i) => (
          <Box key={i} sx={{ width: 14, height: 4, borderRadius: 2, bgcolor: classic ? "rgba(255,255,255,.5)" : "grey.400" }} />
        ))}
      </Box>
      <Box
        sx={{
          mx: classic ? 3 : 1.5,
          mt: 1.25,
          flexGrow: 1,
          bgcolor: classic ? "#fff" : "transparent",
          border: classic ? "1px solid #e6e1d6" : 0,
          p: classic ? 1 : 0,
        }}
      >
        <Box
          sx={{
            height: classic ? 34 : 44,
            borderRadius: classic ? "1px" : "10px",
            bgcolor: "primary.main",
            backgroundImage: classic ? "none" : "linear-gradient(125deg, transparent 0%, rgba(109,40,217,.55) 65%, rgba(14,165,233,.5) 100%)",
            borderBottom: classic ? "3px solid #b8975a" : 0,
            display: "flex",
            alignItems: "center",
            px: 1,
            color: "#fff",
            fontFamily: classic ? "Georgia, 'Noto Serif CJK SC', serif" : "inherit",
            fontWeight: 700,
            fontSize: 13,
          }}
        >
          Aa 文
        </Box>
        <Box sx={{ display: "flex", flexDirection: "column", gap: 0.75, mt: 1.25 }}>
          {line("45%", true)}
          {line("90%")}
          {line("75%")}
        </Box>
      </Box>
    </Box>
  );
}
