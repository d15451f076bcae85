import { exportResponse } from "@/lib/gateway/registration-files";

// CSV / XLSX export of /platform/manage/user.
export const GET = exportResponse;
