// The menu as it would read with one group's draft in place of its published self (a new group
// joins the others): what the preview page shows while an editor changes a menu.
import type { NavGroupInput } from './mainNav';

export function withDraftGroup(published: readonly NavGroupInput[], draft: NavGroupInput): NavGroupInput[] {
  const replaced = published.some((group) => group.id === draft.id);
  return replaced ? published.map((group) => (group.id === draft.id ? draft : group)) : [...published, draft];
}
