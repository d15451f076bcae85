import "server-only";
import { db } from "@/lib/server/db";
import { Forbidden } from "@/lib/server/errors";
import type { SignedIn } from "@/lib/server/guard";

/**
 * §7 isAdmin: whether the person with this cstnetId is a platform administrator. Only the person
 * themself (or an administrator) may ask, so the call cannot be used to map who the admins are.
 */
export async function isAdminByCstnetId(access: SignedIn, cstnetId: string | undefined): Promise<boolean> {
  if (!cstnetId || cstnetId === access.user.cstnetId) return access.platformAdmin;
  if (!access.platformAdmin) throw new Forbidden();
  const user = await db.user.findUnique({ where: { cstnetId }, select: { platformAdmin: { select: { id: true } } } });
  return !!user?.platformAdmin;
}
