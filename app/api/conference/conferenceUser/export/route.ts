import { exportResponse } from "@/lib/registration/file-responses";

// CSV / XLSX export of /platform/manage/user.
export const GET = exportResponse;
