// Loads the card provider (Stripe.js) for a widget's API server, once per page and server.
//
// The publishable key is not in the page: GET /api/v1/config/stripe says which key to use
// and, when the server runs its offline gateway, where its Stripe.js stand-in is. The
// stand-in is installed as window.Stripe BEFORE loadStripe, which then uses it instead of
// injecting js.stripe.com (ARCHITECTURE, "Payments behind one interface").
//
// '@stripe/stripe-js/pure' and not the package root: the root starts loading js.stripe.com
// as soon as it is imported, which would race the stand-in and fetch Stripe on pages (and
// tests) that never show a card field.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { createConfigApi } from '../../../shared/api/stripeConfig';
import type { StripeConfig } from '../../../shared/schemas/paymentMethods';
import type { ApiClient } from '../../../shared/api/http';
import { trustedScriptUrl } from '../trustedTypes';

/** Stripe.js, added by us (not by loadStripe) so a Trusted Types host accepts its URL. */
const STRIPE_JS = 'https://js.stripe.com/v3/';

/** The spec: the server has no publishable key. */
export const STRIPE_KEY_MISSING = 'Stripe token not found, please check your environment variables';
/** The spec: saving before the card field loaded. */
export const STRIPE_NOT_LOADED = 'Stripe has not loaded yet.';
/** Stripe.js (or the stand-in) could not be fetched: the card field cannot work. */
export const STRIPE_LOAD_FAILED = 'The card form could not be loaded. Please check your connection and reload the page.';

export class CardProviderError extends Error {
  override name = 'CardProviderError';
}

export interface CardProviderDeps {
  /** Adds a script to the page and resolves once it ran; tests evaluate the stand-in instead. */
  loadScript?: (url: string) => Promise<void>;
}

/** A classic script tag in the document (not the shadow root: scripts run there anyway). */
export function injectScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[data-vet-card-provider="${CSS.escape(url)}"]`);
    if (existing?.dataset.loaded === 'true') return resolve();
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => reject(new CardProviderError(STRIPE_LOAD_FAILED)));
    if (!existing) {
      script.src = trustedScriptUrl(url);
      script.dataset.vetCardProvider = url;
      document.head.append(script);
    }
  });
}

const isRealStripeScript = (url: string | null | undefined) => !url || /^https:\/\/js\.stripe\.com\//.test(url);

/** Which server a provider belongs to: two widgets on one page talking to one server share it. */
const cache = new Map<string, Promise<Stripe>>();

async function load(client: ApiClient, deps: CardProviderDeps): Promise<Stripe> {
  let config: StripeConfig;
  try {
    config = await createConfigApi(client).stripe();
  } catch {
    throw new CardProviderError(STRIPE_LOAD_FAILED);
  }
  const key = config?.publishableKey?.trim();
  if (!key) throw new CardProviderError(STRIPE_KEY_MISSING);
  // The script is ours to add (loadStripe then finds window.Stripe and adds nothing): the
  // offline gateway's stand-in must be window.Stripe before loadStripe looks, and Stripe.js
  // itself needs a Trusted Types URL on hosts that enforce them.
  const scriptUrl = isRealStripeScript(config.scriptUrl) ? STRIPE_JS : config.scriptUrl!;
  if (!(window as { Stripe?: unknown }).Stripe) await (deps.loadScript ?? injectScript)(scriptUrl);
  let stripe: Stripe | null;
  try {
    stripe = await loadStripe(key);
  } catch {
    throw new CardProviderError(STRIPE_LOAD_FAILED);
  }
  if (!stripe) throw new CardProviderError(STRIPE_LOAD_FAILED);
  return stripe;
}

export function loadCardProvider(client: ApiClient, deps: CardProviderDeps = {}): Promise<Stripe> {
  const key = `${client.apiBase}|${client.vetId}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = load(client, deps);
    cache.set(key, entry);
    // A failure is not kept: the next card field on the page tries again.
    entry.catch(() => cache.delete(key));
  }
  return entry;
}

/** Tests only: forget loaded providers. */
export function resetCardProviders(): void {
  cache.clear();
}
