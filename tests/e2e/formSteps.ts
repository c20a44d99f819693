// The form widgets' fields as the journeys fill them (forms.spec.ts, reveal.spec.ts): one
// farmer's sheep vaccine order and one new client's registration, each ready to send.
import type { Locator } from '@playwright/test';

/** A day key n days from now (the server refuses past dates). */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Ngata Farms' order of 400 Campyvax first doses, collected at Hamilton in 10 days. */
export async function fillSheepOrder(order: Locator): Promise<void> {
  await order.getByRole('textbox', { name: 'Client name' }).fill('Ngata Farms Ltd');
  await order.getByRole('textbox', { name: 'Contact name' }).fill('Hemi Ngata');
  await order.getByRole('textbox', { name: 'Mobile phone' }).fill('027 444 5555');
  await order.getByRole('textbox', { name: 'Email address' }).fill('hemi@ngatafarms.example.nz');
  await order.getByRole('combobox', { name: 'Clinic to collect from' }).selectOption({ label: 'Tui Vets Hamilton' });
  const line = order.getByRole('group', { name: 'Campyvax 1st dose' });
  await line.getByRole('spinbutton', { name: 'Doses required' }).fill('400');
  await line.getByLabel('Collection date').fill(dayFromNow(10));
  await line.getByLabel('Vaccinating date').fill(dayFromNow(12));
}

/** Mere Tane's details on the new-customer form, up to (not including) the terms. */
export async function fillRegistration(registration: Locator, email: string): Promise<void> {
  await registration.getByRole('textbox', { name: 'First name' }).fill('Mere');
  await registration.getByRole('textbox', { name: 'Last name' }).fill('Tane');
  await registration.getByRole('textbox', { name: 'Email address' }).fill(email);
  await registration.getByRole('textbox', { name: 'Phone number' }).fill('027 111 2222');
  await registration.getByRole('combobox', { name: 'Region' }).selectOption('Waikato');
  await registration.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Kowhai Road');
  await registration.getByRole('textbox', { name: 'City' }).fill('Hamilton');
  await registration.getByRole('textbox', { name: 'Postcode' }).fill('3216');
}
