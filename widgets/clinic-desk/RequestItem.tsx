// One request in the queue: what the client asked for, and when open, the two ways to answer it.
import type { DeskApi } from '../../shared/api/desk';
import { formatNz } from '../../shared/format/dates';
import type { DeskRequest } from '../../shared/schemas/desk';
import { Button } from '../kit';
import { ConfirmForm } from './ConfirmForm';
import { DeclineForm } from './DeclineForm';
import { useDesk, useDeskActions } from './store';

export const clientName = (request: DeskRequest) => `${request.client.firstName} ${request.client.lastName}`.trim();
// A species the client typed ('other': 'alpaca') reads as the listed ones do ('Dog').
const speciesName = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const petLine = (request: DeskRequest) => request.pets.map((p) => (p.species ? `${p.name} (${speciesName(p.species)})` : p.name)).join(', ');

export function RequestItem({ api, request, onFinished }: { api: DeskApi; request: DeskRequest; onFinished: (message: string) => void }) {
  const open = useDesk((s) => s.openId === request.bookingId);
  const { requestOpened, requestClosed } = useDeskActions();
  const headingId = `desk-request-${request.bookingId}`;
  const panelId = `${headingId}-panel`;
  return (
    <li className={`rounded-lg border bg-surface p-4 ${open ? 'border-primary' : 'border-line'}`}>
      <article aria-labelledby={headingId} className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h3 id={headingId} className="text-lg font-semibold text-ink">
              {formatNz(request.preferredTime, 'EEE d MMM yyyy, h:mmaaa')} · {clientName(request)}
            </h3>
            <dl className="grid gap-x-4 gap-y-1 text-sm text-ink sm:grid-cols-[auto_1fr]">
              <dt className="text-muted">Phone</dt>
              <dd>
                <a className="text-primary underline" href={`tel:${request.client.phone.replace(/\s+/g, '')}`}>
                  {request.client.phone}
                </a>
              </dd>
              <dt className="text-muted">Email</dt>
              <dd className="break-all">
                <a className="text-primary underline" href={`mailto:${request.client.email}`}>
                  {request.client.email}
                </a>
              </dd>
              <dt className="text-muted">Pets</dt>
              <dd>{petLine(request)}</dd>
              <dt className="text-muted">Type</dt>
              <dd>{request.appointmentType?.name ?? 'Not chosen'}</dd>
              {request.notes && (
                <>
                  <dt className="text-muted">Notes</dt>
                  <dd className="whitespace-pre-line">{request.notes}</dd>
                </>
              )}
              <dt className="text-muted">Sent</dt>
              <dd>{formatNz(request.createdAt, 'EEE d MMM yyyy, h:mmaaa')}</dd>
            </dl>
          </div>
          <Button
            data-request={request.bookingId}
            variant={open ? 'ghost' : 'primary'}
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => (open ? requestClosed() : requestOpened(request))}
          >
            {open ? 'Close' : 'Confirm or decline'}
          </Button>
        </div>
        {open && (
          <div id={panelId} className="grid gap-6 border-t border-line pt-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <ConfirmForm api={api} request={request} onConfirmed={onFinished} />
            <DeclineForm request={request} onDeclined={onFinished} />
          </div>
        )}
      </article>
    </li>
  );
}
