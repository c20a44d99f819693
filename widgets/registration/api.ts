// Registration's calls: the registration itself (shared/api/registration.ts) and the terms
// and conditions shown in the modal (content service, ui-terms-and-conditions).
import * as v from 'valibot';
import type { RegistrationExistingInput, RegistrationNewInput } from '../../shared/api/payloads';
import { createRegistrationApi } from '../../shared/api/registration';
import type { RegistrationResult } from '../../shared/schemas/registration';
import { contentClientFor } from '../kit/form/clinics';
import { RichTextSchema, type SlateNode } from '../../shared/content/richText';
import type { WidgetApi } from '../kit/WidgetContext';

export interface Terms {
  title: string;
  body: SlateNode[];
}

export interface RegistrationFlowApi {
  registerNew: (payload: Omit<RegistrationNewInput, 'type' | 'vetId' | 'registeredFrom'>) => Promise<RegistrationResult>;
  registerExisting: (payload: Omit<RegistrationExistingInput, 'type' | 'vetId'>) => Promise<RegistrationResult>;
  terms: () => Promise<Terms | null>;
}

/** The registration terms; the site's general terms when a group has none of its own. */
export const REGISTRATION_TERMS_SLUGS = ['client-registration-terms', 'terms-conditions'];

const TermsSchema = v.object({
  title: v.string(),
  body: v.pipe(
    RichTextSchema,
    v.transform((x) => x as SlateNode[]),
  ),
});

export function createRegistrationFlowApi(widget: WidgetApi, deps: { termsSlug?: string } = {}): RegistrationFlowApi {
  const registration = createRegistrationApi(widget.client);
  const content = contentClientFor(widget);
  return {
    registerNew: (payload) => registration.registerNew(payload),
    registerExisting: (payload) => registration.registerExisting(payload),
    terms: async () => {
      for (const slug of deps.termsSlug ? [deps.termsSlug] : REGISTRATION_TERMS_SLUGS) {
        const parsed = v.safeParse(TermsSchema, await content.bySlug('ui-terms-and-conditions', slug));
        if (parsed.success) return parsed.output;
      }
      return null;
    },
  };
}
