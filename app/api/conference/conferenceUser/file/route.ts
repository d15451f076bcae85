import { fileResponse } from "@/lib/gateway/registration-files";

// A kept registration file (linked from download/files, userDetails and exports).
export const GET = fileResponse;
