export { Newsletter, type NewsletterProps, NEWSLETTER_TEXT, NEWSLETTER_PASSED_ON, NEWSLETTER_NOT_TAKEN } from './Newsletter';
