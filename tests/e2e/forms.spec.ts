// The form widgets on the demo site's forms page (demo/forms.html), as new visitors use
// them, against the real server: contact (with one failed request first), sheep vaccine
// order, enquiry, feedback and newsletter, then registration through to linking a practice
// account. The dev mailbox shows the mail the server sent. axe-core on every widget.
import { expect, test, type Page } from './test';
import { expectNoA11yViolations } from './axe';
import { mailboxPath } from './mailbox';
import { fillRegistration, fillSheepOrder } from './formSteps';

const PAGE = '/demo/forms.html';

async function mailbox(page: Page) {
  await page.goto(mailboxPath('/dev/mailbox'));
  return page.locator('main');
}

test('a visitor sends a contact message, after a first attempt fails', async ({ page }) => {
  await page.goto(PAGE);
  const form = page.locator('vet-contact-form');
  await form.getByRole('combobox', { name: 'Clinic' }).selectOption({ label: 'Tui Vets Cambridge' });
  await form.getByRole('textbox', { name: 'Full name' }).fill('Aroha Ngata');
  await form.getByRole('textbox', { name: 'Email address' }).fill('aroha@example.nz');
  await form.getByRole('textbox', { name: 'Phone number' }).fill('021 555 1234');
  await form.getByRole('textbox', { name: 'Message' }).fill('Is Rex due for his booster?');

  // The first send fails on the way: the message is kept and the visitor is told.
  await page.route('**/api/v1/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }), { times: 1 });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toHaveText('An error occurred while sending your message.');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Is Rex due for his booster?');
  await expectNoA11yViolations(page, 'vet-contact-form');

  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('heading', { name: 'Thanks Aroha Ngata for contacting us!' })).toBeVisible();
  await expect(form.getByText('Your message has been sent. We will contact you soon.')).toBeVisible();

  const mail = await mailbox(page);
  await expect(mail.getByText('New message for Tui Vets Cambridge from Aroha Ngata (Contact Us Page)')).toBeVisible();
});

test('a farmer checks and places a sheep vaccine order', async ({ page }) => {
  await page.goto(`${PAGE}#sheep`);
  const order = page.locator('vet-sheep-vaccine-order');
  // Nothing filled in: the form says what is missing and where.
  await order.getByRole('button', { name: 'Review order' }).click();
  await expect(order.getByText('Your client name is required')).toBeVisible();
  await expect(order.getByRole('textbox', { name: 'Client name' })).toBeFocused();

  await fillSheepOrder(order);
  await order.getByRole('checkbox', { name: 'Campyvax needles required' }).check();
  await order.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
  await order.getByRole('button', { name: 'Review order' }).click();

  await expect(order.getByRole('heading', { name: 'Check your order' })).toBeVisible();
  await expect(order.getByRole('listitem')).toHaveCount(2);
  await expect(order.getByRole('listitem').first()).toContainText('400 doses');
  await expectNoA11yViolations(page, 'vet-sheep-vaccine-order');
  await order.getByRole('button', { name: 'Place order' }).click();
  await expect(order.getByRole('heading', { name: 'Thank you, your order has been sent' })).toBeVisible();
  await expect(order.getByText(/has gone to Tui Vets Hamilton/)).toBeVisible();

  const mail = await mailbox(page);
  await expect(mail.getByText(/Sheep vaccine order \d+ from Ngata Farms Ltd/)).toBeVisible();
  await expect(mail.getByText(/Your sheep vaccine order \d+ with Tui Vets Hamilton/)).toBeVisible();
});

test('enquiry, feedback and newsletter as a visitor', async ({ page }) => {
  await page.goto(`${PAGE}#enquiry`);
  const enquiry = page.locator('vet-enquiry');
  await enquiry.getByRole('textbox', { name: 'Full name' }).fill('Jo Bloggs');
  await enquiry.getByRole('textbox', { name: 'Phone number' }).fill('07 123 4567');
  await enquiry.getByRole('textbox', { name: 'Email address' }).fill('jo@example.nz');
  await enquiry.getByRole('textbox', { name: 'Message' }).fill('Do you treat alpacas?');
  await enquiry.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(enquiry.getByRole('heading', { name: 'Thanks Jo Bloggs, we have your enquiry.' })).toBeVisible();

  const feedback = page.locator('vet-feedback');
  await feedback.getByRole('combobox', { name: 'Type of feedback' }).selectOption('bug');
  await feedback.getByRole('textbox', { name: 'First name' }).fill('Jo');
  await feedback.getByRole('textbox', { name: 'Last name' }).fill('Bloggs');
  await feedback.getByRole('textbox', { name: 'Email' }).fill('jo@example.nz');
  await feedback.getByRole('textbox', { name: 'Phone' }).fill('07 123 4567');
  await feedback.getByRole('textbox', { name: 'Message' }).fill('The map on the Cambridge page does not load.');
  await feedback.getByRole('button', { name: 'Send feedback' }).click();
  await expect(feedback.getByRole('heading', { name: 'Thank you for your feedback' })).toBeVisible();

  const newsletter = page.locator('vet-newsletter');
  await expect(newsletter.getByText(/monthly email/)).toBeVisible();
  await newsletter.getByRole('textbox', { name: 'Email address' }).fill('jo@example.nz');
  await newsletter.getByRole('button', { name: 'Sign up' }).click();
  // Double opt-in: a link to confirm goes to the address; its page confirms.
  await expect(newsletter.getByText(/Open the link in it to confirm your sign-up/)).toBeVisible();
  await expectNoA11yViolations(page);
  const { data } = (await (await page.request.get(mailboxPath())).json()) as { data: { items: { to: string; subject: string; text: string }[] } };
  const confirm = data.items.find((m) => m.to === 'jo@example.nz' && /newsletter/i.test(m.subject))!.text.match(/https?:\/\/\S*\/newsletter\/confirm\S*/)![0];
  await page.goto(confirm);
  await page.getByRole('button', { name: 'Yes, sign me up' }).click();
  await expect(page.getByText('Thank you: you are signed up for our monthly email.')).toBeVisible();
});

test('a new client registers, sets a password, and is offered the practice-account link', async ({ page }) => {
  // The longest journey of the suite (four pages); on a busy machine it needs more than 30 s.
  test.slow();
  const email = `mere.${Date.now()}@example.nz`;
  await page.goto(`${PAGE}#register`);
  const registration = page.locator('vet-registration');
  await registration.getByRole('radio', { name: /new customer/ }).click();
  await registration.getByRole('button', { name: 'Continue' }).click();
  await fillRegistration(registration, email);
  await registration.getByRole('button', { name: 'Read the terms and conditions' }).click();
  const terms = registration.getByRole('dialog');
  await expect(terms).toBeVisible();
  await expectNoA11yViolations(page, 'vet-registration');
  await terms.getByRole('button', { name: 'I agree' }).click();
  await registration.getByRole('button', { name: 'Register' }).click();
  await expect(registration.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  // The emailed link sets the password.
  const mail = await mailbox(page);
  const text = (await mail.textContent()) ?? '';
  const link = text.match(/https?:\/\/[^\s]+\/auth\/set-password\?token=[^\s]+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('New password').fill('kowhai-road-12');
  await page.getByLabel('Confirm password').fill('kowhai-road-12');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is set' })).toBeVisible();

  await page.goto('/auth/sign-in?callbackUrl=%2Fdemo%2Fforms.html');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('kowhai-road-12');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/demo\/forms\.html/);

  // Not linked yet: the prompt asks; Yes goes to the linked-accounts section.
  const prompt = page.locator('vet-link-prompt').getByRole('dialog', { name: 'Link your practice account?' });
  await expect(prompt).toBeVisible();
  await expectNoA11yViolations(page, 'vet-link-prompt');
  await prompt.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/#linked$/);

  const linked = page.locator('vet-linked-accounts');
  await expect(linked.getByText('No linked accounts to display')).toBeVisible();
  await linked.getByRole('button', { name: 'Search' }).click();
  // A brand-new client has no record at the practice yet.
  await expect(linked.getByText('We were unable to locate a match - please contact your Vet fo set this up for you')).toBeVisible();
  await expectNoA11yViolations(page, 'vet-linked-accounts');
});
