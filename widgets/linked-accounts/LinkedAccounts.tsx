/**
 * <vet-linked-accounts>: link the signed-in customer's account to the clinic's practice
 * system: search, a match modal (name, email, pet count),
 * confirm; the link completes later and a notification email follows. The account area
 * embeds <LinkedAccounts> at /account/linked-accounts.
 *
 * @fires vet-linked-accounts:match      { accountType, petCount } when a record was found
 * @fires vet-linked-accounts:submitted  { accountType } after the link was confirmed
 * @fires vet-linked-accounts:error      { message } when loading, searching or confirming failed
 * @csspart base  the widget's outer box
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import {
  ACCOUNT_TYPE_NAMES,
  CONFIRM_FAILED,
  LINK_STARTED,
  LinkedAccountSearchSchema,
  NO_LINKED_ACCOUNTS,
  NO_MATCH,
  SEARCH_FAILED,
  type AccountType,
  type LinkedAccount,
  type LinkedAccountMatch,
} from '../../shared/schemas/linkedAccounts';
import { Button, LoadError, Modal, Spinner, TextField } from '../kit';
import { Form, FormMessage, SubmitButton, useForm } from '../kit/form';
import { useWidget } from '../kit/WidgetContext';
import { createLinkingApi, type LinkingApi } from './api';
import './events';

/** The screen takes only the common attributes. */
export type LinkedAccountsProps = Record<string, never>;

export const SIGN_IN_TO_LINK = 'Please sign in to link your practice account.';
export const LOAD_FAILED = 'We could not load your linked accounts.';

const TYPE: AccountType = 'pms';

type Loaded = { status: LinkedAccount; list: LinkedAccount[] };
type State = { phase: 'loading' } | { phase: 'signed-out' } | { phase: 'error' } | ({ phase: 'ready' } & Loaded);

export function LinkedAccounts() {
  const widget = useWidget();
  const [api] = useState(() => createLinkingApi(widget));
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [started, setStarted] = useState(false);
  const listId = useId();

  const load = useCallback(async () => {
    setState({ phase: 'loading' });
    try {
      if (!(await api.signedIn())) return setState({ phase: 'signed-out' });
      const [status, list] = await Promise.all([api.status(TYPE), api.list()]);
      setState({ phase: 'ready', status, list });
    } catch {
      setState({ phase: 'error' });
      widget.emit('vet-linked-accounts:error', { message: LOAD_FAILED });
    }
  }, [api, widget]);

  useEffect(() => {
    void load();
  }, [load]);

  if (state.phase === 'loading') return <Spinner label="Loading your linked accounts…" className="p-4" />;
  if (state.phase === 'signed-out') return <p className="rounded-lg border border-line p-4 text-ink">{SIGN_IN_TO_LINK}</p>;
  if (state.phase === 'error') return <LoadError message={LOAD_FAILED} onRetry={() => void load()} />;

  const canLink = !state.status.isLinked && state.status.status !== 'pending';
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <section aria-labelledby={listId} className="space-y-3">
        <h2 id={listId} className="text-2xl font-bold text-ink">
          Linked accounts
        </h2>
        {started && (
          <p role="status" className="rounded-lg border border-primary bg-highlight p-4 text-ink">
            {LINK_STARTED}
          </p>
        )}
        {state.list.length === 0 ? (
          <p className="text-muted">{NO_LINKED_ACCOUNTS}</p>
        ) : (
          <ul className="divide-y divide-line rounded-lg border border-line">
            {state.list.map((account) => (
              <li key={account.accountType} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
                <span className="font-semibold">{ACCOUNT_TYPE_NAMES[account.accountType]}</span>
                <span className="text-ink">
                  {account.isLinked
                    ? `Linked${account.linkedAccountIdentifier ? ` (client code ${account.linkedAccountIdentifier})` : ''}`
                    : 'Linking in progress'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {canLink && (
        <LinkSearch
          api={api}
          onStarted={() => {
            setStarted(true);
            void load();
          }}
        />
      )}
    </div>
  );
}

function LinkSearch({ api, onStarted }: { api: LinkingApi; onStarted: () => void }) {
  const widget = useWidget();
  const headingId = useId();
  const [match, setMatch] = useState<LinkedAccountMatch | null>(null);
  const [noMatch, setNoMatch] = useState(false);

  const form = useForm({
    schema: LinkedAccountSearchSchema,
    initial: { clientCode: '', recordDetail: '' },
    submit: (output) => {
      setNoMatch(false);
      return api.search(TYPE, output);
    },
    failureMessage: (error) => errorMessage(error, SEARCH_FAILED),
    onSuccess: (found) => {
      if (!found) return setNoMatch(true);
      setMatch(found);
      widget.emit('vet-linked-accounts:match', { accountType: TYPE, petCount: found.petCount });
    },
    onFailure: (message) => widget.emit('vet-linked-accounts:error', { message }),
  });

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-line p-4">
      <h3 id={headingId} className="text-xl font-bold text-ink">
        Link your practice account
      </h3>
      <p className="text-ink">
        See your animals' records from the clinic here. We look for the account the clinic holds under your email address; if they have a different email for
        you, add your client code (it is on your invoices) and one more detail from your clinic record.
      </p>
      <Form form={form} labelledBy={headingId}>
        <TextField label="Client code (optional)" className="sm:max-w-xs" {...form.text('clientCode')} />
        {form.values.clientCode.trim() !== '' && (
          <TextField
            label="Phone number or a pet's name"
            hint="As the clinic has it on your record: it shows the record is yours."
            className="sm:max-w-md"
            autoComplete="off"
            {...form.text('recordDetail')}
          />
        )}
        <FormMessage form={form} />
        {noMatch && (
          <p role="status" className="rounded-md border border-line bg-surface p-3 text-ink">
            {NO_MATCH}
          </p>
        )}
        <SubmitButton form={form}>Search</SubmitButton>
      </Form>
      {match && (
        <MatchModal
          api={api}
          match={match}
          onClose={() => setMatch(null)}
          onConfirmed={() => {
            setMatch(null);
            widget.emit('vet-linked-accounts:submitted', { accountType: TYPE });
            onStarted();
          }}
        />
      )}
    </section>
  );
}

function MatchModal({ api, match, onClose, onConfirmed }: { api: LinkingApi; match: LinkedAccountMatch; onClose: () => void; onConfirmed: () => void }) {
  const widget = useWidget();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);

  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await api.confirm(TYPE);
      onConfirmed();
    } catch (error) {
      const message = errorMessage(error, CONFIRM_FAILED);
      setFailure(message);
      widget.emit('vet-linked-accounts:error', { message });
      setBusy(false);
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Modal open onClose={busy ? () => undefined : onClose} title="Is this your account?">
      <p className="mb-3 text-ink">We found this account in the clinic's records:</p>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 rounded-md bg-highlight p-3">
        <dt className="font-semibold">Name</dt>
        <dd>{match.name}</dd>
        <dt className="font-semibold">Email</dt>
        <dd className="break-all">{match.emailAddress}</dd>
        <dt className="font-semibold">Pets</dt>
        <dd>{match.petCount}</dd>
      </dl>
      {failure && (
        <p role="alert" className="mt-3 rounded-md border border-danger p-3 text-sm font-medium text-danger">
          {failure}
        </p>
      )}
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => void confirm()} loading={busy}>
          Confirm link
        </Button>
      </div>
    </Modal>
  );
}
