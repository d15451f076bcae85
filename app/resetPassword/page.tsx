import { PublicPlaceholder } from "@/components/site/public-placeholder";

export default function Page() {
  return <PublicPlaceholder path="/resetPassword" titleKey="resetPassword" />;
}
