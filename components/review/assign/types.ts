// A submission as the bulk assignment sees it (kept apart so the selection and its dialog do not import each other).
export type BulkRow = { id: number; code: string; themeId: number | null };
