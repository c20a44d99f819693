// The response envelope of the specs: { success: true, data }, lists as data.items + data.total.
import type { Context } from 'hono';

export const ok = <T>(c: Context, data: T, status: 200 | 201 = 200) => c.json({ success: true, data }, status);
export const list = <T>(c: Context, items: T[], total: number) => c.json({ success: true, data: { items, total } });
export const noContent = (c: Context) => c.body(null, 204);
