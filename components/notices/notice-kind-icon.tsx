import CampaignOutlined from "@mui/icons-material/CampaignOutlined";
import ForumOutlined from "@mui/icons-material/ForumOutlined";
import DescriptionOutlined from "@mui/icons-material/DescriptionOutlined";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import ReportProblemOutlined from "@mui/icons-material/ReportProblemOutlined";
import RequestQuoteOutlined from "@mui/icons-material/RequestQuoteOutlined";
import type { NoticeKind } from "@/lib/generated/prisma/enums";

const ICONS = {
  FEEDBACK_REPLY: ForumOutlined,
  ORDER_STATUS: ReceiptLongOutlined,
  SUBMISSION_DECISION: DescriptionOutlined,
  ORGANISER_MESSAGE: CampaignOutlined,
  PAYMENT_ALERT: ReportProblemOutlined,
  RECEIPT_STATUS: RequestQuoteOutlined,
};

/** What a notice is about, at a glance (the words say it too). */
export function NoticeKindIcon({ kind }: { kind: NoticeKind }) {
  const Icon = ICONS[kind];
  return <Icon fontSize="small" aria-hidden />;
}
