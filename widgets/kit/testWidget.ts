// Tests only: what a flow's api.ts needs from its widget, against a fake server
// (shared/api/fakeFetch). Component tests give the same fake to <WidgetRoot fetch>.
import type { FetchLike } from '../../shared/api/http';
import { widgetApiOf, type WidgetApi } from './WidgetContext';

export const TEST_API_BASE = 'http://api.test';

export function testWidget(fetch: FetchLike, token?: string): WidgetApi {
  return widgetApiOf({ apiBase: TEST_API_BASE, vetId: 'tui-vets' }, async () => token, fetch);
}
