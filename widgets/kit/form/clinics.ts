// The clinics a form can be addressed to: the group's locations (content service,
// t1-location) that have an Email contact. The spec: "Only clinics with an Email
// contact are listed" - the server refuses the others too (docs/forms.md).
import * as v from 'valibot';
import { createContentClient, type ContentClient } from '../../../shared/content';
import { apiClinicIdOf } from '../../../shared/content/clinicId';
import type { WidgetApi } from '../WidgetContext';

export interface MailableClinic {
  id: string;
  name: string;
  email: string;
  mainLocation: boolean;
}

const ContactSchema = v.object({ type: v.string(), value: v.nullish(v.string(), '') });
const LocationSchema = v.object({
  id: v.string(),
  clinicId: v.optional(v.nullable(v.string())),
  name: v.string(),
  mainLocation: v.nullish(v.boolean(), false),
  contacts: v.nullish(v.array(v.unknown()), []),
});

/** The widget's content client: the reference server mounts the content service under the API base. */
export function contentClientFor({ config, fetch }: Pick<WidgetApi, 'config' | 'fetch'>): ContentClient {
  return createContentClient({ baseUrl: `${config.apiBase}/content/api`, vetId: config.vetId, fetch });
}

export async function loadMailableClinics(content: ContentClient): Promise<MailableClinic[]> {
  const page = await content.list('t1-location', { limit: 100 });
  return page.items.flatMap((doc) => {
    const location = v.safeParse(LocationSchema, doc);
    if (!location.success) return [];
    // What the API knows the clinic by (the CMS's own document ids mean nothing to it).
    const id = apiClinicIdOf(location.output);
    if (!id) return [];
    const email = location.output.contacts
      .map((c) => v.safeParse(ContactSchema, c))
      .find((c) => c.success && c.output.type === 'Email' && c.output.value.trim() !== '');
    if (!email?.success) return [];
    const { name, mainLocation } = location.output;
    return [{ id, name, email: email.output.value.trim(), mainLocation }];
  });
}
