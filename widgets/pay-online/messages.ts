// What <vet-pay-online> says (spec 2 sections 2, 5, 8), apart from the schema's field messages.
export { PAYMENT_FAILED, PAYMENT_PROCESSED } from '../../shared/schemas/payOnline';
export const CONFIRM_PAYMENT = 'Confirm payment';
