import Box from "@mui/material/Box";

/** WCAG 2.4.1 bypass block: the first stop of the keyboard, shown only while it has focus. */
export function SkipLink({ label }: { label: string }) {
  return (
    <Box
      component="a"
      href="#content"
      data-testid="skip-link"
      sx={{
        position: "absolute",
        left: 8,
        top: 8,
        zIndex: "tooltip", // above the sticky app bar
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: "background.paper",
        color: "primary.main",
        boxShadow: 3,
        transform: "translateY(-200%)",
        "&:focus": { transform: "none" },
      }}
    >
      {label}
    </Box>
  );
}
