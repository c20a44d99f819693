// The clinic desk as the clinic's staff use it, on the portal's /desk page: the Hamilton
// receptionist sees a guest's request and online booking arrive without a reload, confirms the
// request (the guest is emailed the time and a manage link), takes a phone booking and blocks
// an hour, and the online slots lose both at once; the Tui manager adds a clinician whose times
// the online flow then offers, and takes a type off the booking flow. Axe checks each screen.
import { expect, test, type APIRequestContext, type Page } from './test';
import { expectNoA11yViolations } from './axe';
import { mailboxPath } from './mailbox';
import { signIn } from './session';

const RECEPTION = { email: 'reception.hamilton@tuivets.example.nz', password: 'tui-desk-2026' };
const MANAGER = { email: 'manager@tuivets.example.nz', password: 'tui-manager-2026' };
const TUI = { headers: { 'X-Vet-Id': 'tui-vets' } };
const CLINIC = 'tui-hamilton';
// New bookings come in on the next refresh (every 10 s while the page shows).
const NEXT_REFRESH = { timeout: 25_000 };

type Mail = { to: string; subject: string; text: string };
const data = async <T>(answer: Promise<{ json(): Promise<unknown> }>) => ((await (await answer).json()) as { data: T }).data;

/** A weekday the older flow takes requests for at Hamilton, well after the days other suites book first. */
async function quietDay(api: APIRequestContext): Promise<string> {
  const month = (offset: number) => {
    const d = new Date();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + offset);
    return d.toISOString().slice(0, 7);
  };
  const days = [
    ...(await data<string[]>(api.get(`/api/v1/appointment/days?clinicId=${CLINIC}&month=${month(0)}`, TUI))),
    ...(await data<string[]>(api.get(`/api/v1/appointment/days?clinicId=${CLINIC}&month=${month(1)}`, TUI))),
  ];
  return days.find((day) => new Date(`${day}T00:00:00Z`).getUTCDay() % 6 !== 0 && day > days[8]!)!;
}

/** The group's ids by name: species, types, and a type's clinicians at Hamilton. */
async function idsOf(api: APIRequestContext) {
  const species = Object.fromEntries((await data<Record<string, string>[]>(api.get('/api/v2/species', TUI))).map((pair) => Object.entries(pair)[0]!.reverse()));
  const types = await data<{ id: number; name: string }[]>(api.get(`/api/v2/appointment/appointment-type?speciesId=${species.Dog}&customerStatusId=2`, TUI));
  const consultation = types.find((t) => t.name === 'Consultation')!.id;
  return { dog: Number(species.Dog), consultation, types };
}

async function clinicianId(api: APIRequestContext, typeId: number, name: string): Promise<number | undefined> {
  const clinicians = await data<{ id: number; name: string }[]>(
    api.get(`/api/v2/appointment/calendar-resources?clinicId=${CLINIC}&appointmentTypeId=${typeId}`, TUI),
  );
  return clinicians.find((c) => c.name === name)?.id;
}

/** The times ('10:00am' → slot id) the online flow offers on `day` for a dog's consultation, with one clinician or any. */
async function offered(api: APIRequestContext, ids: { dog: number; consultation: number }, day: string, clinician?: number): Promise<Map<string, string>> {
  const query = new URLSearchParams({
    clinicId: CLINIC,
    date: day.slice(0, 7),
    petCount: '1',
    speciesId: String(ids.dog),
    appointmentTypeId: String(ids.consultation),
  });
  if (clinician) query.set('calendarResourceId', String(clinician));
  const days = await data<Record<string, Record<string, string>[]>>(api.get(`/api/v2/appointment/slots?${query}`, TUI));
  return new Map((days[`${day}T00:00:00`] ?? []).map((pair) => Object.entries(pair)[0]!.reverse() as [string, string]));
}

async function mailsTo(page: Page, to: string): Promise<Mail[]> {
  const { data: box } = (await (await page.request.get(mailboxPath())).json()) as { data: { items: Mail[] } };
  return box.items.filter((m) => m.to === to);
}

/** Reception at /desk on `day`'s diary. */
async function openDesk(page: Page, day: string) {
  await signIn(page, RECEPTION, `/desk?vet-desk-day=${day}`);
  const desk = page.locator('vet-clinic-desk');
  await expect(desk.getByRole('tab', { name: 'Diary' })).toHaveAttribute('aria-selected', 'true');
  await expect(desk.getByRole('region', { name: 'Dr Aroha Ngata' })).toBeVisible();
  return desk;
}

test.describe('the clinic desk', () => {
  test('reception: a guest’s request arrives without a reload and is confirmed; the guest is emailed the time', async ({ page }) => {
    const api = page.request;
    const day = await quietDay(api);
    const guest = `desk-guest-${Date.now()}@example.nz`;
    const desk = await openDesk(page, day);
    await expectNoA11yViolations(page);
    const waiting = Number(/\((\d+)\)/.exec((await desk.getByRole('tab', { name: /To confirm/ }).textContent())!)![1]);

    const requested = await api.post('/api/v1/appointment/anonymous', {
      ...TUI,
      data: {
        title: 'Ms',
        firstName: 'Aroha',
        lastName: 'Guest',
        phone: '021 555 0190',
        email: guest,
        comment: 'Itchy ears',
        clinicId: CLINIC,
        date: `${day}T10:00`,
        pets: [{ name: 'Kahu', type: 1, otherPetType: '', breed: 'Huntaway', gender: 2, dateOfBirth: '2022-05-01', weight: '24.5', desexed: 1 }],
      },
    });
    expect(requested.status(), await requested.text()).toBe(201);
    await expect(desk.getByRole('tab', { name: `To confirm (${waiting + 1})` })).toBeVisible(NEXT_REFRESH);
    await desk.getByRole('tab', { name: /To confirm/ }).click();
    const request = desk.getByRole('article', { name: /Aroha Guest/ });
    await request.getByRole('button', { name: 'Confirm or decline' }).click();
    // The older flow's request names no type: the desk chooses one first.
    await request.getByRole('combobox', { name: /Appointment type/ }).selectOption({ label: 'Consultation' });
    await expectNoA11yViolations(page);
    const time = request.getByRole('group', { name: 'Dr Aroha Ngata' }).getByRole('button').nth(2);
    const label = (await time.textContent())!.trim();
    await time.click();
    await request.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(desk.getByText(new RegExp(`^Booked Aroha Guest with Dr Aroha Ngata on .* at ${label}\\.$`))).toBeVisible();
    await expect(async () => {
      const mail = (await mailsTo(page, guest)).find((m) => m.subject.endsWith('is booked'));
      expect(mail?.text).toMatch(/manage-booking\?/);
      expect(mail?.text.toLowerCase()).toContain(label.toLowerCase());
    }).toPass();
  });

  test('reception: a guest’s online booking appears in the diary without a reload, and opens', async ({ page }) => {
    const api = page.request;
    const day = await quietDay(api);
    const ids = await idsOf(api);
    const desk = await openDesk(page, day);
    const [label, slotId] = [...(await offered(api, ids, day))].at(-1)!;
    const booked = await api.post('/api/v2/appointment/complete', {
      ...TUI,
      data: {
        clinicId: CLINIC,
        pets: [{ id: '', name: 'Moana', speciesId: ids.dog }],
        appointmentTypeId: ids.consultation,
        preferredClinician: null,
        acceptTermsAndConditions: false,
        slotId,
        customerStatusId: 1,
        firstName: 'Tane',
        lastName: 'Online',
        email: `desk-online-${Date.now()}@example.nz`,
        phone: '021 555 0191',
        notes: '',
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const moana = desk.getByRole('button', { name: new RegExp(`^${label} to .*, Moana \\(Dog\\) Tane Online · .* Consultation · New client · Online`) });
    await expect(moana).toBeVisible(NEXT_REFRESH);
    await moana.click();
    await expect(page.getByRole('dialog', { name: /Moana/ }).getByRole('heading', { name: 'History' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('reception: a phone booking and a blocked hour leave the online slots at once', async ({ page }) => {
    const api = page.request;
    const day = await quietDay(api);
    const ids = await idsOf(api);
    const aroha = (await clinicianId(api, ids.consultation, 'Dr Aroha Ngata'))!;
    const desk = await openDesk(page, day);

    await desk.getByRole('button', { name: 'Phone booking' }).click();
    const phone = page.getByRole('dialog', { name: 'Phone booking' });
    const type = phone.getByRole('combobox', { name: /Appointment type/ });
    await type.selectOption({ label: (await type.locator('option', { hasText: 'Consultation' }).first().textContent())! });
    await phone.getByRole('textbox', { name: /Pet 1 name/ }).fill('Pip');
    await phone.getByRole('combobox', { name: /Pet 1 species/ }).selectOption({ label: 'Cat' });
    await expectNoA11yViolations(page);
    const phoneTime = phone.getByRole('group', { name: 'Dr Aroha Ngata' }).getByRole('button').first();
    const phoneLabel = (await phoneTime.textContent())!.trim();
    expect((await offered(api, ids, day, aroha)).has(phoneLabel)).toBe(true);
    await phoneTime.click();
    await phone.getByRole('textbox', { name: /First name/ }).fill('Hemi');
    await phone.getByRole('textbox', { name: /Last name/ }).fill('Caller');
    await phone.getByRole('textbox', { name: /Phone/ }).fill('021 555 0192');
    await phone.getByRole('button', { name: /^Book / }).click();
    await expect(desk.getByText(new RegExp(`^Booked Pip with Dr Aroha Ngata on .* at ${phoneLabel}\\.$`))).toBeVisible();
    expect((await offered(api, ids, day, aroha)).has(phoneLabel)).toBe(false);
    await expect(desk.getByRole('button', { name: new RegExp(`^${phoneLabel} to .*, Pip \\(Cat\\) Hemi Caller · .* · Phone`) })).toBeVisible();

    // Dr Aroha's 3pm hour blocked for surgery: gone from the online slots at once.
    const afternoon = ['3:00pm', '3:15pm', '3:30pm', '3:45pm'];
    const before = await offered(api, ids, day, aroha);
    expect(afternoon.some((t) => before.has(t))).toBe(true);
    await desk.getByRole('button', { name: 'Block time' }).click();
    const block = page.getByRole('dialog', { name: 'Block time' });
    await block.getByRole('combobox', { name: 'Who' }).selectOption({ label: 'Dr Aroha Ngata' });
    await block.getByLabel(/From time/).fill('15:00');
    await block.getByLabel(/To time/).fill('16:00');
    await block.getByRole('textbox', { name: /Reason/ }).fill('Surgery');
    await expectNoA11yViolations(page);
    await block.getByRole('button', { name: 'Block this time' }).click();
    await expect(desk.getByText(/^Blocked Dr Aroha Ngata from .* 3:00pm to 4:00pm: Surgery\.$/)).toBeVisible();
    const after = await offered(api, ids, day, aroha);
    expect(afternoon.filter((t) => after.has(t))).toEqual([]);
    await expect(desk.getByRole('button', { name: /^Remove blocked time 3:00pm to 4:00pm: Surgery$/ })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('manager: a new clinician’s hours make online times; a type taken off online leaves the booking flow', async ({ page }) => {
    const api = page.request;
    const ids = await idsOf(api);
    const name = `Dr Test ${Date.now() % 100_000}`;
    expect(ids.types.map((t) => t.name)).toContain('Dental check');
    await signIn(page, MANAGER, '/desk?vet-desk-tab=setup');
    const desk = page.locator('vet-clinic-desk');
    await expect(desk.getByRole('heading', { name: 'Clinicians' })).toBeVisible();
    await expectNoA11yViolations(page);

    await desk.getByRole('button', { name: 'Add clinician' }).click();
    await desk.getByRole('textbox', { name: /Name/ }).fill(name);
    await desk.getByRole('checkbox', { name: 'Consultation', exact: true }).check();
    const hamilton = desk.getByRole('group', { name: 'Tui Vets Hamilton' });
    await hamilton.getByRole('checkbox', { name: 'Works here' }).check();
    for (const weekday of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      const box = hamilton.getByRole('checkbox', { name: weekday });
      if (!(await box.isChecked())) await box.check();
      await hamilton.getByLabel(`${weekday} from`).fill('09:00');
      await hamilton.getByLabel(`${weekday} to`).fill('12:00');
    }
    await expectNoA11yViolations(page);
    await desk.getByRole('button', { name: 'Save clinician' }).click();
    await expect(desk.getByText(`Saved ${name}.`)).toBeVisible();
    const added = await clinicianId(api, ids.consultation, name);
    expect(added).toBeDefined();
    const day = await quietDay(api);
    const times = await offered(api, ids, day, added);
    expect([...times.keys()]).toContain('9:00am');
    expect([...times.keys()]).not.toContain('1:00pm');

    await desk.getByRole('button', { name: 'Edit Dental check' }).click();
    await desk.getByRole('checkbox', { name: /Clients can book online/ }).uncheck();
    await desk.getByRole('button', { name: 'Save appointment type' }).click();
    await expect(desk.getByText('Saved Dental check.')).toBeVisible();
    expect((await idsOf(api)).types.map((t) => t.name)).not.toContain('Dental check');

    // Put the group back as the other suites on this server expect it.
    await desk.getByRole('button', { name: 'Edit Dental check' }).click();
    await desk.getByRole('checkbox', { name: /Clients can book online/ }).check();
    await desk.getByRole('button', { name: 'Save appointment type' }).click();
    await expect(desk.getByText('Saved Dental check.')).toBeVisible();
  });
});
