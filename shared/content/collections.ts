// The content service's collections, in one list so callers cannot
// ask for a collection the service does not have.
export const CONTENT_COLLECTIONS = [
  'block-app-promo',
  'block-payment-information',
  'meta-seo',
  'navigation',
  't1-fundraiser',
  't1-location',
  't2-news-category',
  'ui-clinic',
  'ui-fragment',
  'ui-news',
  'ui-page',
  'ui-service',
  'ui-terms-and-conditions',
] as const;

export type ContentCollection = (typeof CONTENT_COLLECTIONS)[number];

/** Named handles, so call sites read `Collections.news` rather than a string literal. */
export const Collections = {
  appPromo: 'block-app-promo',
  paymentInformation: 'block-payment-information',
  seo: 'meta-seo',
  navigation: 'navigation',
  fundraiser: 't1-fundraiser',
  location: 't1-location',
  newsCategory: 't2-news-category',
  clinic: 'ui-clinic',
  fragment: 'ui-fragment',
  news: 'ui-news',
  page: 'ui-page',
  service: 'ui-service',
  termsAndConditions: 'ui-terms-and-conditions',
} as const satisfies Record<string, ContentCollection>;
