// What a page built in the CMS sends back to the platform's API names things as the API knows
// them: the contact form's clinics (from the CMS's locations) are the API's clinic ids, not the
// CMS's document ids, so a visitor's message is sent rather than refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentClient } from '../../shared/content';
import type { TestApp } from '../../server/test/harness';
import { loadMailableClinics } from '../../widgets/kit/form/clinics';
import { cmsBesideBuiltIn, listen } from './cms';

const services = cmsBesideBuiltIn();
let cmsHttp: Awaited<ReturnType<typeof listen>>;
let api: TestApp;
beforeAll(async () => {
  const { testApp } = await import('../../server/test/harness');
  cmsHttp = await listen(services.cms);
  api = await testApp({ now: '2026-11-23T01:00:00Z', config: { contentApiUrl: `${cmsHttp.url}/api` } });
});
afterAll(async () => {
  await api?.close();
  await cmsHttp?.close();
});

/** The contact form's clinics as the widget reads them: the API's /content/api, which reads the CMS. */
const contactClinics = () =>
  loadMailableClinics(
    createContentClient({
      baseUrl: 'http://api.test/content/api',
      vetId: 'tui-vets',
      fetch: (url) => api.request(String(url).replace('http://api.test', '')),
    }),
  );

describe('the contact form on a CMS page', () => {
  it('lists the clinics under the API’s ids, and a message to one is sent', async () => {
    const clinics = await contactClinics();
    expect(clinics.map((c) => c.id)).toContain('tui-cambridge');
    expect(clinics.every((c) => !/^[0-9a-f]{8}-/.test(c.id))).toBe(true);
    const cambridge = clinics.find((c) => c.id === 'tui-cambridge')!;
    const sent = await api.request('/api/v1/contact', {
      body: {
        clinicId: cambridge.id,
        clinicName: cambridge.name,
        recipientEmail: cambridge.email,
        name: 'Aroha Ngata',
        email: 'aroha@example.nz',
        phone: '021 555 1234',
        message: 'Is the clinic open on Saturday?',
        origin: 'Contact Us Page',
      },
    });
    expect(sent.status).toBe(201);
  });

  it('a location that is not a clinic is not offered, even with an email', async () => {
    const market = await services.cms.payload.find({
      collection: 't1-location',
      where: { slug: { equals: 'hamilton-gardens-market' } },
      overrideAccess: true,
      depth: 0,
    });
    const doc = market.docs[0]!;
    await services.cms.payload.update({
      collection: 't1-location',
      id: doc.id,
      overrideAccess: true,
      data: { contacts: [...((doc.contacts as object[]) ?? []), { type: 'Email', value: 'market@tuivets.example.nz' }] } as never,
    });
    const clinics = await contactClinics();
    expect(clinics.map((c) => c.name)).not.toContain('Hamilton Gardens Sunday market');
  });
});
