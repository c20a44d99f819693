/**
 * <vet-newsletter>: the footer's newsletter sign-up: an email field and
 * a line about the monthly email. A sign-up that leads nowhere is worse than none,
 * so it sends the address to POST /api/v1/newsletter, which mails a link to confirm (double
 * opt-in), and says so. A host that signs people up itself takes the address instead by
 * calling preventDefault on vet-newsletter:submit; the widget then says it was passed on.
 *
 * @attr heading  optional title (default 'Stay in touch')
 * @fires vet-newsletter:submit     { email } cancelable; preventDefault() = the host signed them up
 * @fires vet-newsletter:submitted  { email, handled } after the outcome was shown
 * @csspart base  the widget's outer box
 */
import { useId, useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { NEWSLETTER_CHECK_INBOX, NewsletterSignUpSchema } from '../../shared/schemas/newsletter';
import { Button, TextField } from '../kit';
import { Form, FormMessage, SubmitButton, SuccessPanel, useForm } from '../kit/form';
import { useWidget } from '../kit/WidgetContext';
import './events';

export interface NewsletterProps {
  heading?: string;
}

export const NEWSLETTER_TEXT = 'Sign up for our monthly email: pet care tips, clinic news and seasonal reminders.';
export const NEWSLETTER_PASSED_ON = 'Thanks! Your sign-up for our monthly email has been passed on.';
export const NEWSLETTER_FAILED = 'We could not sign you up just now. Please try again in a moment.';
export { NEWSLETTER_CHECK_INBOX };

const NewsletterSchema = NewsletterSignUpSchema;

export function Newsletter({ heading = 'Stay in touch' }: NewsletterProps) {
  const widget = useWidget();
  const headingId = useId();
  const textId = useId();
  const [handled, setHandled] = useState(false);

  const form = useForm({
    schema: NewsletterSchema,
    initial: { email: '' },
    submit: async ({ email }) => {
      const taken = !widget.emit('vet-newsletter:submit', { email }, { cancelable: true });
      setHandled(taken);
      if (!taken) {
        await widget.client.post('/api/v1/newsletter', { email });
      }
      return { email, handled: taken };
    },
    failureMessage: (error) => errorMessage(error, NEWSLETTER_FAILED),
    onSuccess: (result) => widget.emit('vet-newsletter:submitted', result),
  });

  if (form.status === 'done')
    return (
      <SuccessPanel
        title={handled ? 'Thank you' : 'Check your inbox'}
        action={
          <Button variant="secondary" size="sm" onClick={form.reset}>
            Use another address
          </Button>
        }
      >
        <p>{handled ? NEWSLETTER_PASSED_ON : NEWSLETTER_CHECK_INBOX}</p>
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
