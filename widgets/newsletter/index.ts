export { Newsletter, type NewsletterProps, NEWSLETTER_TEXT, NEWSLETTER_PASSED_ON, NEWSLETTER_CHECK_INBOX, NEWSLETTER_FAILED } from './Newsletter';
