// The part both pay online forms share: 'Amount due' with 'Amount (NZD)',
// 'Details' with the Reference, the form's message and 'Confirm payment'.
import { AMOUNT_LABEL } from '../../shared/format/money';
import { Fieldset, FormMessage, SubmitButton, type FormApi } from '../kit/form';
import { TextField } from '../kit/TextField';
import { CONFIRM_PAYMENT } from './messages';

export function AmountAndReference<V, R>({ form }: { form: FormApi<V, R> }) {
  return (
    <>
      <Fieldset legend="Amount due">
        <TextField label={AMOUNT_LABEL} type="number" inputMode="decimal" min={1} step="0.01" required {...form.text('amount')} />
      </Fieldset>
      <Fieldset legend="Details">
        <TextField label="Reference" required hint="Your invoice number" {...form.text('reference')} />
      </Fieldset>
      <FormMessage form={form} />
      <SubmitButton form={form} className="w-full sm:w-auto">
        {CONFIRM_PAYMENT}
      </SubmitButton>
    </>
  );
}
