// The managers' set-up of the desk: the group's clinicians (their clinics, types and weekly
// hours) and its appointment types. The server answers reception with 404 on all of it, so
// the desk shows this panel to managers only.
import { useMemo } from 'react';
import { createDeskSetupApi, type DeskSetup, type DeskSetupApi } from '../../../shared/api/deskSetup';
import type { ApiClient } from '../../../shared/api/http';
import { LoadError, Spinner } from '../../kit';
import { useWidgetQuery } from '../../kit/WidgetContext';
import { ClinicianSection } from './ClinicianSection';
import { SetupStoreProvider } from './store';
import { TypeSection } from './TypeSection';

export const SETUP_FAILED = 'We could not load the set-up. Please try again.';

// A number per client, to key the store by: the store keeps the api it was made with.
const clientKeys = new WeakMap<ApiClient, number>();
let clientsSeen = 0;
function keyOf(client: ApiClient): number {
  const known = clientKeys.get(client);
  if (known !== undefined) return known;
  clientKeys.set(client, ++clientsSeen);
  return clientsSeen;
}

export function SetupPanel({ client }: { client: ApiClient }) {
  const api = useMemo(() => createDeskSetupApi(client), [client]);
  return (
    // Another client (another session) starts a new store: nothing typed for one carries over.
    <SetupStoreProvider key={keyOf(client)} init={{ api }}>
      <Panel api={api} />
    </SetupStoreProvider>
  );
}

const upsert = <T extends { id: number }>(items: readonly T[], saved: T) =>
  items.some((item) => item.id === saved.id) ? items.map((item) => (item.id === saved.id ? saved : item)) : [...items, saved];

function Panel({ api }: { api: DeskSetupApi }) {
  const setup = useWidgetQuery('desk:setup', (signal) => api.setup({ signal }));
  if (setup.status === 'loading') return <Spinner label="Loading the set-up…" />;
  if (setup.status === 'error') return <LoadError message={SETUP_FAILED} onRetry={setup.reload} />;
  const saved = (change: (current: DeskSetup) => DeskSetup) => setup.set((current) => change(current ?? setup.data));
  return (
    <div className="space-y-10">
      <ClinicianSection setup={setup.data} onSaved={(clinician) => saved((s) => ({ ...s, clinicians: upsert(s.clinicians, clinician) }))} />
      <TypeSection setup={setup.data} onSaved={(type) => saved((s) => ({ ...s, appointmentTypes: upsert(s.appointmentTypes, type) }))} />
    </div>
  );
}
