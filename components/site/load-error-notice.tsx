// The 'Page loading error' notice of the root error boundary (app/global-error.tsx). Plain
// elements, not MUI's Alert: the boundary's module is in every page's first load, it
// replaces the root layout (so there is no theme), and it must show even when no further chunk
// can load. The colours are MUI's error alert's (standard variant).
const box = {
  maxWidth: 720,
  margin: "32px auto",
  padding: "6px 16px",
  borderRadius: 4,
  display: "flex",
  alignItems: "center",
  gap: 16,
  color: "#5f2120",
  backgroundColor: "#fdeded",
  fontFamily: "system-ui, sans-serif",
  fontSize: "0.875rem",
  lineHeight: 1.43,
} as const;
const button = {
  marginLeft: "auto",
  font: "inherit",
  fontWeight: 500,
  color: "inherit",
  background: "none",
  border: 0,
  padding: "4px 5px",
  cursor: "pointer",
} as const;

export function LoadErrorNotice({ title, body, action, onAction }: { title: string; body: string; action: string; onAction: () => void }) {
  return (
    <div role="alert" data-testid="load-error-boundary" style={box}>
      <div style={{ padding: "8px 0" }}>
        <div style={{ fontWeight: 500, fontSize: "1rem", marginBottom: 4 }}>{title}</div>
        {body}
      </div>
      <button type="button" onClick={onAction} style={button}>
        {action}
      </button>
    </div>
  );
}
