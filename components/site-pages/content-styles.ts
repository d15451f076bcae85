// The typography of page content, shared by the editor and the preview so that what the manager
// edits looks like what is previewed. Wide things (tables, pictures, players) never widen the page.
export const PAGE_CONTENT_SX = {
  overflowWrap: "anywhere",
  lineHeight: 1.7,
  "& h2": { fontSize: "1.5rem", fontWeight: 600, mt: 3, mb: 1 },
  "& h3": { fontSize: "1.25rem", fontWeight: 600, mt: 2.5, mb: 1 },
  "& h4": { fontSize: "1.1rem", fontWeight: 600, mt: 2, mb: 1 },
  "& p": { my: 1 },
  "& ul, & ol": { pl: 3 },
  "& blockquote": { borderLeft: 4, borderColor: "divider", color: "text.secondary", m: 0, my: 1.5, pl: 2 },
  "& a": { color: "primary.main" },
  "& img": { maxWidth: "100%", height: "auto" },
  "& table": { width: "100%", tableLayout: "fixed", borderCollapse: "collapse", my: 1.5 },
  "& th, & td": { border: 1, borderColor: "divider", p: 0.75, verticalAlign: "top", "& p": { my: 0 } },
  "& th": { bgcolor: "action.hover", fontWeight: 600, textAlign: "left" },
  "& [data-youtube-video]": { my: 1.5 },
  "& iframe": { display: "block", width: "100%", maxWidth: 640, height: "auto", aspectRatio: "16 / 9", border: 0 },
};
