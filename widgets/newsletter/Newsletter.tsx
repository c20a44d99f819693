/**
 * <vet-newsletter>: the footer's newsletter sign-up (spec 1 section 2): an email field and
 * a line about the monthly email. The spec's sign-up makes no call, so the widget never
 * claims someone was subscribed: it hands the address to the host page in an event, and
 * only says "passed on" when the host says it took it (preventDefault on the event).
 *
 * @attr vet-id, api-base, token, token-url  the common attributes (unused: no call is made)
 * @attr heading  optional title (default 'Stay in touch')
 * @event vet-newsletter:submit     { email } cancelable; preventDefault() = the host signed them up
 * @event vet-newsletter:submitted  { email, handled } after the outcome was shown
 * @csspart base  the widget's outer box
 */
import { useId, useState } from 'react';
import * as v from 'valibot';
import { emailField } from '../../shared/schemas/contact';
import { Button, TextField } from '../kit';
import { Form, FormMessage, SubmitButton, SuccessPanel, useForm } from '../kit/form';
import { useWidget } from '../kit/WidgetContext';
import './events';

export interface NewsletterProps {
  heading?: string;
}

export const NEWSLETTER_TEXT = 'Sign up for our monthly email: pet care tips, clinic news and seasonal reminders.';
export const NEWSLETTER_PASSED_ON = 'Thanks! Your sign-up for our monthly email has been passed on.';
export const NEWSLETTER_NOT_TAKEN = 'Thanks for your interest. This page cannot sign you up online yet: please ask at your clinic to be added to our monthly email.';

const NewsletterSchema = v.object({ email: emailField() });

export function Newsletter({ heading = 'Stay in touch' }: NewsletterProps) {
  const widget = useWidget();
  const headingId = useId();
  const textId = useId();
  const [handled, setHandled] = useState(false);

  const form = useForm({
    schema: NewsletterSchema,
    initial: { email: '' },
    // No request: the host decides (see the header comment).
    submit: async ({ email }) => {
      const taken = !widget.emit('vet-newsletter:submit', { email }, { cancelable: true });
      setHandled(taken);
      return { email, handled: taken };
    },
    failureMessage: () => '',
    onSuccess: (result) => widget.emit('vet-newsletter:submitted', result),
  });

  if (form.status === 'done')
    return (
      <SuccessPanel
        title={handled ? 'Thank you' : 'Not signed up yet'}
        action={
          <Button variant="secondary" size="sm" onClick={form.reset}>
            Use another address
          </Button>
        }
      >
        <p>{handled ? NEWSLETTER_PASSED_ON : NEWSLETTER_NOT_TAKEN}</p>
      </SuccessPanel>
    );

  return (
    <Form form={form} labelledBy={headingId} className="w-full max-w-md">
      <div>
        <h2 id={headingId} className="text-lg font-bold text-ink">
          {heading}
        </h2>
        <p id={textId} className="mt-1 text-sm text-muted">
          {NEWSLETTER_TEXT}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField label="Email address" type="email" required autoComplete="email" className="min-w-0 flex-1" {...form.text('email')} />
        <SubmitButton form={form} className="sm:mt-6">
          Sign up
        </SubmitButton>
      </div>
      <FormMessage form={form} />
    </Form>
  );
}
