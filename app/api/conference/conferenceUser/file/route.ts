import { fileResponse } from "@/lib/registration/file-responses";

// A kept registration file (linked from download/files, userDetails and exports).
export const GET = fileResponse;
