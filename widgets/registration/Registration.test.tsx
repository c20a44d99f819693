import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeReply } from '../../shared/api/fakeFetch';
import { REGION_NAMES } from '../../shared/domain/regions';
import { REGISTRATION_DONE } from '../../shared/schemas/registration';
import { contentList, fail, fakeServer, fill, ok, renderWidget } from '../kit/form/testing';
import { Registration } from './Registration';

const TERMS = {
  id: 't',
  slug: 'client-registration-terms',
  title: 'Client terms of trade',
  body: [{ type: 'paragraph', children: [{ text: 'Accounts are due on the 20th.' }] }],
};

function setup(reply: (type: string) => FakeReply = (type) => ok({ email: 'mere@example.nz', type, message: REGISTRATION_DONE }, 201), type?: string) {
  const fetch = fakeServer((request) => {
    if (request.path.startsWith('/content/api/ui-terms-and-conditions')) return contentList([TERMS]);
    if (request.path === '/api/v1/profile/new') return reply('new');
    if (request.path === '/api/v1/profile/existing') return reply('existing');
    return { status: 404 };
  });
  const rendered = renderWidget('vet-registration', <Registration type={type} />, ['vet-registration:submitted', 'vet-registration:error'], {}, fetch);
  const posts = () => fetch.requests.filter((r) => r.path.startsWith('/api/v1/profile/'));
  return { ...rendered, fetch, posts };
}

type User = ReturnType<typeof setup>['user'];
const box = (name: RegExp) => screen.getByRole('textbox', { name });

async function choose(user: User, which: RegExp) {
  await user.click(screen.getByRole('radio', { name: which }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function details(user: User) {
  await fill(user, box(/First name/), 'Mere');
  await fill(user, box(/Last name/), 'Tane');
  await fill(user, box(/Email address/), 'mere@example.nz');
  await fill(user, box(/Phone number/), '027 111 2222');
  await user.selectOptions(screen.getByRole('combobox', { name: /Region/ }), 'Waikato');
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<vet-registration>', { timeout: 30_000 }, () => {
  it('asks existing or new customer first', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please choose existing customer or new customer')).toBeTruthy();
    await choose(user, /existing customer/);
    expect(screen.getByRole('heading', { name: 'Register as an existing customer' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Address/ })).toBeNull();
  });

  it('registers an existing customer with their client code and says to check email', async () => {
    const { user, fetch, events } = setup();
    await choose(user, /existing customer/);
    await details(user);
    await fill(user, box(/Client code/), 'TV10234');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(REGISTRATION_DONE)).toBeTruthy();
    expect(fetch.last().path).toBe('/api/v1/profile/existing');
    expect(fetch.last().headers['x-vet-id']).toBe('tui-vets');
    expect(fetch.last().body).toEqual({
      firstName: 'Mere',
      lastName: 'Tane',
      email: 'mere@example.nz',
      phone: '027 111 2222',
      region: 'Waikato',
      agreeTermsConditions: true,
      clientCode: 'TV10234',
      type: 'existing',
      vetId: 'tui-vets',
    });
    expect(events('vet-registration:submitted')).toEqual([{ type: 'existing', email: 'mere@example.nz' }]);
  });

  it('offers the 16 regions', async () => {
    const { user } = setup();
    await choose(user, /new customer/);
    const options = Array.from((screen.getByRole('combobox', { name: /Region/ }) as HTMLSelectElement).options).map((o) => o.value);
    expect(options).toEqual([...REGION_NAMES]);
  });

  it('registers a new customer, dropping authorised people without both name and phone', async () => {
    const { user, fetch } = setup();
    await choose(user, /new customer/);
    await details(user);
    await fill(user, box(/^Address/), '12 Kowhai Road');
    await fill(user, box(/Suburb/), 'Hillcrest');
    await fill(user, box(/City/), 'Hamilton');
    await fill(user, box(/Postcode/), '3216');
    await fill(user, box(/Name of authorised person 1/), 'Tama Tane');
    await fill(user, box(/Phone of authorised person 1/), '021 333 444');
    await user.click(screen.getByRole('button', { name: 'Add an authorised person' }));
    await fill(user, box(/Name of authorised person 2/), 'No Phone');
    await user.click(screen.getByRole('checkbox', { name: /pick up and drop off/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(fetch.last().path).toBe('/api/v1/profile/new');
    expect(fetch.last().body).toMatchObject({
      type: 'new',
      registeredFrom: 'web',
      vetId: 'tui-vets',
      region: 'Waikato',
      street: '12 Kowhai Road',
      suburb: 'Hillcrest',
      city: 'Hamilton',
      postCode: '3216',
      driverLicense: '',
      authorisedPeople: [{ name: 'Tama Tane', phone: '021 333 444' }],
      pickupDropoff: true,
      payMoneyOwed: false,
      makeEnquires: false,
      subscribePromotionalEmails: false,
      agreeTermsConditions: true,
    });
  });

  it('shows the new-client messages and the terms message', async () => {
    const { user, posts } = setup();
    await choose(user, /new customer/);
    const terms = screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }) as HTMLInputElement;
    expect(terms.checked).toBe(true);
    await user.click(terms);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    for (const message of [
      'Your first name is required',
      'Your last name is required',
      'Your email is required',
      'A phone number is required',
      'Your address is required',
      'Your city is required',
      'Your postcode is required',
      'You must agree to the terms and conditions',
    ])
      expect(screen.getByText(message)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(box(/First name/)));
    await fill(user, box(/Email address/), 'mere@');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('shows the terms in a modal; I agree ticks the box', async () => {
    const { user } = setup(undefined, 'existing');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Read the terms and conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Client terms of trade' });
    expect(await within(dialog).findByText('Accounts are due on the 20th.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('says when the terms cannot load, and Try again loads them', async () => {
    let failing = true;
    const fetch = fakeServer((request) => {
      if (request.path.startsWith('/content/api/ui-terms-and-conditions')) return failing ? { status: 503 } : contentList([TERMS]);
      return { status: 404 };
    });
    const { user } = renderWidget('vet-registration', <Registration type="existing" />, [], {}, fetch);
    await user.click(screen.getByRole('button', { name: 'Read the terms and conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'We could not load the terms and conditions. Please try again later or ask at the clinic.',
    );
    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Accounts are due on the 20th.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Client terms of trade' })).toBeTruthy();
  });

  it("shows the server's error and keeps the form", async () => {
    const taken = 'An account with this email address is already registered. Please sign in, or use the link in your registration email to set your password.';
    const { user, events } = setup(() => fail(409, taken), 'existing');
    await details(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe(taken);
    expect((box(/First name/) as HTMLInputElement).value).toBe('Mere');
    expect(events('vet-registration:error')).toEqual([{ message: taken }]);
  });
});

describe('<vet-registration> going back', { timeout: 30_000 }, () => {
  it('keeps what was typed when the person goes back to the first question', async () => {
    const { user } = setup();
    await choose(user, /new customer/);
    // Typed key by key: focus stays in the field while the form re-renders.
    await user.type(box(/First name/), 'Mere');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByRole('radio', { name: /new customer/ }) as HTMLElement).getAttribute('aria-checked')).toBe('true');
    await choose(user, /existing customer/);
    expect((box(/First name/) as HTMLInputElement).value).toBe('Mere');
    expect(screen.getByRole('heading', { name: 'Register as an existing customer' })).toBeTruthy();
  });
});
