import { dispatch } from "@/lib/gateway/dispatch";

// The §7 gateway: every call is a row of lib/gateway/routes.ts (DESIGN §5).
type Ctx = { params: Promise<{ path: string[] }> };

async function handle(request: Request, { params }: Ctx): Promise<Response> {
  return dispatch(request, (await params).path);
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
