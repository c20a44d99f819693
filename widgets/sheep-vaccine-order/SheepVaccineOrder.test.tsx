import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeReply } from '../../shared/api/fakeFetch';
import { COLLECTION_AFTER_VACCINATING, DATE_IN_PAST, NOTHING_ORDERED, VACCINATING_BEFORE_COLLECTION } from '../../shared/schemas/sheepVaccineOrder';
import { contentList, fail, fakeServer, fill, LOCATIONS, ok, renderWidget } from '../kit/form/testing';
import { ORDER_FAILED, SheepVaccineOrder } from './SheepVaccineOrder';

const NOW = new Date('2026-11-20T10:00:00+13:00');
const PATH = '/api/v1/contact/sheepvaccinesorderform';

function setup(reply: FakeReply = ok({ id: 41, clinic: { id: 'tui-hamilton', name: 'Tui Vets Hamilton' } }, 201)) {
  const fetch = fakeServer((request) => {
    if (request.path.startsWith('/content/api/t1-location')) return contentList(LOCATIONS);
    if (request.path === PATH) return reply;
    return { status: 404 };
  });
  const rendered = renderWidget(
    'vet-sheep-vaccine-order',
    <SheepVaccineOrder now={NOW} />,
    ['vet-sheep-vaccine-order:submitted', 'vet-sheep-vaccine-order:error'],
    {},
    fetch,
  );
  const orders = () => fetch.requests.filter((r) => r.path === PATH);
  return { ...rendered, fetch, orders };
}

type User = ReturnType<typeof setup>['user'];
const box = (name: RegExp) => screen.getByRole('textbox', { name });
const line = (name: string) => screen.getByRole('group', { name });

async function customer(user: User) {
  await user.selectOptions(await screen.findByRole('combobox', { name: /Clinic to collect from/ }), 'Tui Vets Hamilton');
  await fill(user, box(/Client name/), 'Ngata Farms Ltd');
  await fill(user, box(/Contact name/), 'Aroha Ngata');
  await fill(user, box(/Mobile phone/), '021 555 1234');
  await fill(user, box(/Email address/), 'aroha@example.nz');
}

async function toxovax(user: User, doses: string, collection: string, vaccinating: string) {
  const group = line('Toxovax 2 tooths');
  await fill(user, within(group).getByRole('spinbutton', { name: 'Doses required' }), doses);
  await fill(user, within(group).getByLabelText('Collection date'), collection);
  await fill(user, within(group).getByLabelText('Vaccinating date'), vaccinating);
}

const review = () => screen.getByRole('button', { name: 'Review order' });

afterEach(() => {
  document.body.innerHTML = '';
});

// A big form on a shared 2-core machine: rendering it alone takes seconds here.
describe('<vet-sheep-vaccine-order>', { timeout: 30_000 }, () => {
  it('has every vaccine line with doses and both dates, and guns and needles for each vaccine', async () => {
    setup();
    await screen.findByRole('combobox', { name: /Clinic to collect from/ });
    for (const name of [
      'Toxovax 2 tooths',
      'Toxovax Hoggets',
      'Campyvax 1st dose',
      'Campyvax 2nd dose',
      'Ovastim 1st dose',
      'Ovastim 2nd dose',
      'Salvexin 1st dose',
      'Salvexin 2nd dose',
    ]) {
      const group = line(name);
      expect(within(group).getByRole('spinbutton', { name: 'Doses required' })).toBeTruthy();
      expect(within(group).getByLabelText('Collection date')).toBeTruthy();
      expect(within(group).getByLabelText('Vaccinating date')).toBeTruthy();
    }
    for (const name of ['Toxovax', 'Campyvax', 'Ovastim', 'Salvexin']) {
      expect(screen.getByRole('checkbox', { name: `${name} vaccination gun required` })).toBeTruthy();
      expect(screen.getByRole('checkbox', { name: `${name} needles required` })).toBeTruthy();
    }
  });

  it('shows a summary of only what was ordered, then places the order and confirms it', async () => {
    const { user, fetch, orders, events } = setup();
    await customer(user);
    await toxovax(user, '250', '2026-12-01', '2026-12-03');
    await user.click(screen.getByRole('checkbox', { name: 'Campyvax vaccination gun required' }));
    await fill(user, screen.getByRole('spinbutton', { name: /Quantity/ }), '2');
    await user.click(review());

    expect(await screen.findByRole('heading', { name: 'Check your order' })).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Toxovax: 2 tooths250 doses · collect Tue 1 Dec 2026 · vaccinate Thu 3 Dec 2026', 'Campyvax: Vaccination guns2']);
    expect(orders()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, your order has been sent' })).toBeTruthy();
    expect(screen.getByText(/has gone to Tui Vets Hamilton/).textContent).toContain('41');
    const body = fetch.last().body as Record<string, unknown>;
    expect(body).toMatchObject({
      customerCode: '',
      customerEmail: 'aroha@example.nz',
      clinic: { id: 'tui-hamilton', name: 'Tui Vets Hamilton' },
      clientName: 'Ngata Farms Ltd',
      mobilePhone: '021 555 1234',
      contactName: 'Aroha Ngata',
      orderReference: '',
      toxovax2Tooths: { dosesRequired: 250, dateRequired: '2026-12-03', collectionDate: '2026-12-01' },
      toxovaxHoggets: { dosesRequired: 0, dateRequired: null, collectionDate: null },
      campyvaxGun: { required: true, quantity: 2 },
      campyvaxNeedles: { required: false, quantity: 0 },
    });
    expect(events('vet-sheep-vaccine-order:submitted')).toEqual([{ id: '41', clinic: { id: 'tui-hamilton', name: 'Tui Vets Hamilton' } }]);
  });

  it("shows the customer messages and 'order at least one' on an empty form, focusing the first field", async () => {
    const { user } = setup();
    await screen.findByRole('combobox', { name: /Clinic to collect from/ });
    await user.click(review());
    for (const message of [
      'Your client name is required',
      'Your contact name is required',
      'Your phone is required',
      'Your email address is required',
      'Clinic is required',
    ])
      expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(NOTHING_ORDERED);
    await waitFor(() => expect(document.activeElement).toBe(box(/Client name/)));
    await fill(user, box(/Email address/), 'aroha@');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
  });

  it('refuses a collection date after the vaccinating date, on both fields', async () => {
    const { user } = setup();
    await customer(user);
    await toxovax(user, '100', '2026-12-05', '2026-12-02');
    await user.click(review());
    const group = line('Toxovax 2 tooths');
    expect(within(group).getByText(VACCINATING_BEFORE_COLLECTION)).toBeTruthy();
    expect(within(group).getByText(COLLECTION_AFTER_VACCINATING)).toBeTruthy();
    expect(within(group).getByLabelText('Collection date').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Check your order' })).toBeNull();
  });

  it('refuses dates in the past', async () => {
    const { user } = setup();
    await customer(user);
    await toxovax(user, '100', '2026-11-10', '2026-11-12');
    await user.click(review());
    expect(within(line('Toxovax 2 tooths')).getAllByText(DATE_IN_PAST)).toHaveLength(2);
  });

  it('keeps the order and shows the failure when placing it fails', async () => {
    const { user, events } = setup(fail(500));
    await customer(user);
    await toxovax(user, '250', '2026-12-01', '2026-12-03');
    await user.click(review());
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ORDER_FAILED);
    expect(events('vet-sheep-vaccine-order:error')).toEqual([{ message: ORDER_FAILED }]);
    await user.click(screen.getByRole('button', { name: 'Change order' }));
    expect((box(/Client name/) as HTMLInputElement).value).toBe('Ngata Farms Ltd');
    expect((within(line('Toxovax 2 tooths')).getByRole('spinbutton', { name: 'Doses required' }) as HTMLInputElement).value).toBe('250');
  });
});
