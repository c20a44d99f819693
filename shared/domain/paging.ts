// Offset/limit arithmetic for the paged lists (orders, subscriptions, appointments,
// shop, news): the API speaks offset and limit, the UI speaks page numbers from 1.

export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(total / pageSize);
}

/** The API offset for a 1-based page. */
export function pageOffset(page: number, pageSize: number): number {
  return Math.max(0, Math.floor(page) - 1) * pageSize;
}

/** The spec: 'Showing X to Y of Z results' under the shop listing. */
export function showingResultsText(page: number, pageSize: number, total: number): string {
  if (!(total > 0)) return 'Showing 0 to 0 of 0 results';
  const from = Math.min(pageOffset(page, pageSize) + 1, total);
  const to = Math.min(pageOffset(page, pageSize) + pageSize, total);
  return `Showing ${from} to ${to} of ${total} results`;
}
