// A navigation group's draft as the site's main menu would show it, every entry a link to try:
// the preview page's view of the navigation collection (PreviewPage.tsx).
import { buildMainNav, type NavGroupInput } from '../navigation/mainNav';
import { useNavigationGroups } from '../navigation/useNavigation';
import { withDraftGroup } from '../navigation/withDraft';
import { Link } from '../router/Link';

export function MenuPreview({ draft }: { draft: NavGroupInput }) {
  const state = useNavigationGroups();
  const items = buildMainNav(withDraftGroup(state.status === 'ready' ? state.data : [], draft));
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold">Menu with the draft of “{draft.name}”</h1>
      <nav aria-label="Draft menu" className="mt-4">
        <ul className="flex flex-wrap gap-x-6 gap-y-3">
          {items.map((item) => (
            <li key={item.kind === 'link' ? item.href : item.id} className={item.kind === 'dropdown' && item.id === draft.id ? 'font-semibold' : undefined}>
              {item.kind === 'link' ? (
                <Link href={item.href} className="text-primary underline">
                  {item.label}
                </Link>
              ) : (
                <>
                  <span>{item.label}</span>
                  <ul className="mt-1 ml-3 list-disc pl-4">
                    {item.items.map((entry) => (
                      <li key={entry.href}>
                        <Link href={entry.href} className="text-primary underline">
                          {entry.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {buildMainNav([draft]).length === 1 && <p className="mt-4 text-muted">This group has no entry yet: the menu leaves it out.</p>}
    </section>
  );
}
