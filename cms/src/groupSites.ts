// A vet group's clinic sites: the websites whose widgets may ask a client to sign in (the
// popup refuses every other). The list is kept in the group's record here and given to the
// portal's server (shared/content/webhook.ts) before the record is saved: if the portal does
// not take it, the save fails with its reason, so the two never disagree about who may ask.
import * as v from 'valibot';
import type { CollectionBeforeChangeHook, TextFieldManyValidation } from 'payload';
import { GROUP_SITES_PATH, SiteOrigin } from '../../shared/content/webhook';
import { QUIET } from './contentChanged';
import { givePortal } from './givePortal';
import { contentWebhookSecret } from './secrets';

/** Every entry is a site's address alone (https://www.clinic.example). */
export const validateSites: TextFieldManyValidation = (value) => {
  for (const site of value ?? []) {
    const checked = v.safeParse(SiteOrigin, site);
    if (!checked.success) return `${site}: ${checked.issues[0].message}`;
  }
  return true;
};

/** Before a group is saved: its sites in the form browsers send, and the portal told. */
export const giveSitesToPortal: CollectionBeforeChangeHook = async ({ data, originalDoc, context }) => {
  if (!Array.isArray(data.allowedSites)) return data;
  const origins = [...new Set((data.allowedSites as string[]).map((site) => v.parse(SiteOrigin, site)))];
  data.allowedSites = origins;
  const key = contentWebhookSecret();
  const vetId = String(data.id ?? (originalDoc as { id?: unknown } | undefined)?.id ?? '');
  if (context[QUIET] || !key || !vetId) return data;
  await givePortal(GROUP_SITES_PATH, { vetId, key, body: { origins }, what: 'the sites' });
  return data;
};
