// Loads the clinics a form can be sent to, with the loading / error / retry states a select
// of clinics needs. The loader comes from the flow's api.ts (tests pass a fake one).
import { useCallback, useEffect, useState } from 'react';
import type { MailableClinic } from './clinics';

export type { MailableClinic };

export type ClinicsState = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; clinics: MailableClinic[] };

export function useClinics(load: () => Promise<MailableClinic[]>): ClinicsState {
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error' } | { status: 'ready'; clinics: MailableClinic[] }>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (clinics) => live && setState({ status: 'ready', clinics }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
    // `load` is made once per widget instance; a new attempt is the only reason to reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  return state.status === 'error' ? { status: 'error', retry } : state;
}
