// What <vet-pay-online> says, apart from the schema's field messages.
export { PAYMENT_FAILED, PAYMENT_PROCESSED } from '../../shared/schemas/payOnline';
export const CONFIRM_PAYMENT = 'Confirm payment';
