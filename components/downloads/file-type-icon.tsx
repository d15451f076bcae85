import ArticleOutlined from "@mui/icons-material/ArticleOutlined";
import FolderZipOutlined from "@mui/icons-material/FolderZipOutlined";
import ImageOutlined from "@mui/icons-material/ImageOutlined";
import InsertDriveFileOutlined from "@mui/icons-material/InsertDriveFileOutlined";
import PictureAsPdfOutlined from "@mui/icons-material/PictureAsPdfOutlined";
import SlideshowOutlined from "@mui/icons-material/SlideshowOutlined";
import TableChartOutlined from "@mui/icons-material/TableChartOutlined";

// The icon and colour of a file by its stored extension (the type the server found by content).
const ICONS: Record<string, { Icon: typeof ArticleOutlined; color: string }> = {
  pdf: { Icon: PictureAsPdfOutlined, color: "#c62828" },
  doc: { Icon: ArticleOutlined, color: "#1565c0" },
  docx: { Icon: ArticleOutlined, color: "#1565c0" },
  odt: { Icon: ArticleOutlined, color: "#1565c0" },
  xls: { Icon: TableChartOutlined, color: "#2e7d32" },
  xlsx: { Icon: TableChartOutlined, color: "#2e7d32" },
  ods: { Icon: TableChartOutlined, color: "#2e7d32" },
  ppt: { Icon: SlideshowOutlined, color: "#d84315" },
  pptx: { Icon: SlideshowOutlined, color: "#d84315" },
  odp: { Icon: SlideshowOutlined, color: "#d84315" },
  png: { Icon: ImageOutlined, color: "#6a1b9a" },
  jpg: { Icon: ImageOutlined, color: "#6a1b9a" },
  gif: { Icon: ImageOutlined, color: "#6a1b9a" },
  webp: { Icon: ImageOutlined, color: "#6a1b9a" },
  zip: { Icon: FolderZipOutlined, color: "#795548" },
};

export function FileTypeIcon({ ext }: { ext: string }) {
  const { Icon, color } = ICONS[ext] ?? { Icon: InsertDriveFileOutlined, color: "#546e7a" };
  return <Icon sx={{ color, fontSize: 32, flexShrink: 0 }} aria-hidden data-testid={`file-icon-${ext}`} />;
}
