// Whether an error is a failed load of one of the app's script chunks (webpack's ChunkLoadError,
// Turbopack's "Failed to load chunk", a failed dynamic import). No server-only: client code.
const CHUNK_ERROR = /ChunkLoadError|Loading (CSS )?chunk|Failed to load chunk|dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const e = error as { name?: unknown; message?: unknown };
  return CHUNK_ERROR.test(`${String(e.name ?? "")} ${String(e.message ?? "")}`);
}
