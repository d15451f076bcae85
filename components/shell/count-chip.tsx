import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";

// Read by screen readers, not shown (the number alone would not say what it counts).
const visuallyHidden = { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" } as const;

/** A count after a menu entry's label (such as unread notices); nothing at 0. `label` says what it counts. */
export function CountChip({ count, label, testId }: { count?: number; label?: string; testId: string }) {
  if (!count) return null;
  return (
    <Chip
      size="small"
      color="error"
      label={
        <>
          <span aria-hidden>{count > 99 ? "99+" : count}</span>
          <Box component="span" sx={visuallyHidden}>
            {label}
          </Box>
        </>
      }
      sx={{ height: 20, ml: 1, flexShrink: 0 }}
      data-testid={testId}
      data-count={count}
    />
  );
}
