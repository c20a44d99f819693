export { ContactForm, type ContactFormProps } from './ContactForm';
export { createContactFormApi, type ContactFormApi } from './api';
