/**
 * <vet-sheep-vaccine-order>: the sheep vaccine order form: the
 * customer's details and clinic; for Toxovax (2 tooths, hoggets), Campyvax, Ovastim and
 * Salvexin (1st and 2nd dose) the doses, vaccinating date and collection date; vaccination
 * guns and needles per vaccine. A summary to check before sending, then a confirmation.
 *
 * @fires vet-sheep-vaccine-order:review     { lines } when the summary is shown
 * @fires vet-sheep-vaccine-order:submitted  { id, clinic } after the order was placed
 * @fires vet-sheep-vaccine-order:error      { message } when placing it failed
 * @csspart base  the widget's outer box
 */
import { useId, useMemo, useState } from 'react';
import { errorMessage, isApiError } from '../../shared/api/errors';
import { todayKey } from '../../shared/format/dates';
import {
  emptySheepVaccineOrder,
  SHEEP_VACCINES,
  SheepVaccineOrderSchema,
  sheepOrderPastDates,
  type SheepVaccineOrderInput,
} from '../../shared/schemas/sheepVaccineOrder';
import { Button, Checkbox, TextField } from '../kit';
import {
  ClinicSelect,
  Fieldset,
  Form,
  FormMessage,
  serverIssues,
  SubmitButton,
  SuccessPanel,
  useClinics,
  useRevealOnMount,
  useForm,
  validate,
  type FormApi,
} from '../kit/form';
import { useWidget } from '../kit/WidgetContext';
import { createSheepOrderApi, type SheepOrderApi } from './api';
import './events';
import { orderLines } from './summary';

export interface SheepVaccineOrderProps {
  /** Tests inject the clock. */
  now?: Date;
}

/** The spec shows no wording for a failed order; the server's message wins when it sends one. */
export const ORDER_FAILED = 'An error occurred while sending your order. Please try again.';

type Values = SheepVaccineOrderInput;
type Placed = Awaited<ReturnType<SheepOrderApi['place']>>;

/** Number fields start empty rather than showing 0 (the schema reads '' as 0). */
function startingValues(): Values {
  const order = emptySheepVaccineOrder() as Record<string, unknown>;
  for (const [key, value] of Object.entries(order)) {
    if (value && typeof value === 'object' && 'dosesRequired' in value) order[key] = { ...value, dosesRequired: '' };
    if (value && typeof value === 'object' && 'quantity' in value) order[key] = { ...value, quantity: '' };
  }
  return order as Values;
}

export function SheepVaccineOrder({ now }: SheepVaccineOrderProps) {
  const widget = useWidget();
  const [api] = useState(() => createSheepOrderApi(widget));
  const clinics = useClinics(api.clinics);
  const [phase, setPhase] = useState<'form' | 'review'>('form');
  const headingId = useId();

  const form = useForm({
    schema: SheepVaccineOrderSchema,
    initial: startingValues,
    // Dates must not be in the past (the server checks too, with its clock).
    check: (output) => sheepOrderPastDates(output, todayKey(now ?? new Date())),
    submit: (output) => api.place(output),
    failureMessage: (error) => errorMessage(error, ORDER_FAILED),
    onSuccess: (placed) => widget.emit('vet-sheep-vaccine-order:submitted', { id: String(placed.id), clinic: placed.clinic }),
    onFailure: (message, error) => {
      widget.emit('vet-sheep-vaccine-order:error', { message });
      // A field the server refused (a date now past, a clinic gone) is fixed on the form.
      if (isApiError(error) && Object.keys(serverIssues(error.data)).length > 0) setPhase('form');
    },
  });

  if (form.status === 'done' && form.result) return <Confirmation form={form} placed={form.result} />;

  if (phase === 'review') return <Review form={form} onEdit={() => setPhase('form')} />;

  const review = (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validateNow()) return;
    const checked = validate(SheepVaccineOrderSchema, form.values);
    if (checked.ok) widget.emit('vet-sheep-vaccine-order:review', { lines: orderLines(checked.output).length });
    setPhase('review');
  };

  return (
    <Form form={form} labelledBy={headingId} onSubmit={review} className="mx-auto w-full max-w-4xl">
      <h2 id={headingId} className="text-2xl font-bold text-ink">
        Sheep vaccine order
      </h2>
      <p className="text-sm text-muted">Fields marked * are required. Order what you need below; you can check everything before it is sent.</p>
      <Fieldset legend="Your details">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Client name" required autoComplete="organization" {...form.text('clientName')} />
          <TextField label="Customer code" hint="If you know it (on your invoice)" {...form.text('customerCode')} />
          <TextField label="Contact name" required autoComplete="name" {...form.text('contactName')} />
          <TextField label="Mobile phone" type="tel" inputMode="tel" required autoComplete="tel" {...form.text('mobilePhone')} />
          <TextField label="Email address" type="email" required autoComplete="email" {...form.text('customerEmail')} />
          <TextField label="Order reference" hint="Optional: your own reference" {...form.text('orderReference')} />
        </div>
        <ClinicSelect
          clinics={clinics}
          label="Clinic to collect from"
          value={String(form.values.clinic?.id ?? '')}
          error={form.error('clinic.id') ?? form.error('clinic')}
          disabled={form.submitting}
          onChange={(id) => {
            const name = clinics.status === 'ready' ? (clinics.clinics.find((c) => c.id === id)?.name ?? '') : '';
            form.set('clinic', { id, name });
          }}
        />
      </Fieldset>
      {SHEEP_VACCINES.map((product) => (
        <Fieldset key={product.key} legend={product.name}>
          {product.lines.map((line) => (
            <div key={line.key} role="group" aria-labelledby={`${headingId}-${line.key}`} className="grid gap-3 sm:grid-cols-3">
              <p id={`${headingId}-${line.key}`} className="font-semibold text-ink sm:col-span-3">
                {product.name} {line.label}
              </p>
              <TextField label="Doses required" type="number" inputMode="numeric" min={0} step={1} {...form.text(`${line.key}.dosesRequired`)} />
              <TextField label="Collection date" type="date" {...form.text(`${line.key}.collectionDate`)} />
              <TextField label="Vaccinating date" type="date" {...form.text(`${line.key}.dateRequired`)} />
            </div>
          ))}
          <div className="grid gap-3 border-t border-line pt-3 sm:grid-cols-2">
            <Equipment form={form} path={`${product.key}Gun`} label={`${product.name} vaccination gun required`} />
            <Equipment form={form} path={`${product.key}Needles`} label={`${product.name} needles required`} />
          </div>
        </Fieldset>
      ))}
      <FormMessage form={form} />
      <Button type="submit" size="lg" disabled={clinics.status !== 'ready'}>
        Review order
      </Button>
    </Form>
  );
}

function Equipment({ form, path, label }: { form: FormApi<Values, Placed>; path: string; label: string }) {
  const ticked = form.checkbox(`${path}.required`);
  return (
    <div className="space-y-2">
      <Checkbox label={label} {...ticked} />
      {ticked.checked && (
        <TextField label="Quantity" type="number" inputMode="numeric" min={1} step={1} required className="pl-8" {...form.text(`${path}.quantity`)} />
      )}
    </div>
  );
}

function Review({ form, onEdit }: { form: FormApi<Values, Placed>; onEdit: () => void }) {
  const headingId = useId();
  const heading = useRevealOnMount<HTMLHeadingElement>();
  const checked = useMemo(() => validate(SheepVaccineOrderSchema, form.values), [form.values]);
  if (!checked.ok) return null;
  const order = checked.output;
  const lines = orderLines(order);
  return (
    <Form form={form} labelledBy={headingId} className="mx-auto w-full max-w-3xl">
      <h2 id={headingId} className="text-2xl font-bold text-ink" tabIndex={-1} ref={heading}>
        Check your order
      </h2>
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-line p-4 sm:grid-cols-[max-content_1fr]">
        {[
          ['Client name', order.clientName],
          ['Customer code', order.customerCode || '-'],
          ['Contact name', order.contactName],
          ['Mobile phone', order.mobilePhone],
          ['Email address', order.customerEmail],
          ['Order reference', order.orderReference || '-'],
          ['Clinic', order.clinic.name || order.clinic.id],
        ].map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-ink">{term}</dt>
            <dd className="break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="text-lg font-semibold text-ink">What you are ordering</h3>
      <ul className="divide-y divide-line rounded-lg border border-line">
        {lines.map((line) => (
          <li key={line.key} className="flex flex-col gap-1 p-3 sm:flex-row sm:justify-between">
            <span className="font-semibold">
              {line.product}: {line.item}
            </span>
            <span className="text-ink">{line.detail}</span>
          </li>
        ))}
      </ul>
      <FormMessage form={form} />
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onEdit} disabled={form.submitting}>
          Change order
        </Button>
        <SubmitButton form={form}>Place order</SubmitButton>
      </div>
    </Form>
  );
}

function Confirmation({ form, placed }: { form: FormApi<Values, Placed>; placed: Placed }) {
  return (
    <SuccessPanel
      title="Thank you, your order has been sent"
      action={
        <Button
          variant="secondary"
          onClick={() => {
            form.reset();
          }}
        >
          Place another order
        </Button>
      }
    >
      <p>
        Order number <strong>{placed.id}</strong> has gone to {placed.clinic.name}. We have emailed a copy to {String(form.values.customerEmail).trim()}.
      </p>
      <p>The clinic will be in touch if anything needs checking before you collect.</p>
    </SuccessPanel>
  );
}
