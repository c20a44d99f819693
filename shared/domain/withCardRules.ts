// The Stripe.js stand-in (server/payments/standin/v3.js) keeps no copy of the card rules: it
// marks where they go, and whoever runs it (the server that sends it, the card-frame tests that
// run it in jsdom) puts cardRules.js there, so the browser and the gateway judge a card alike.

/** The line in the stand-in that the card rules replace. */
export const CARD_RULES_MARK = '/* card rules: shared/domain/cardRules.js */';

/** The stand-in's text with the card rules in place, as plain functions of its closure. */
export function withCardRules(standin: string, rules: string): string {
  if (!standin.includes(CARD_RULES_MARK)) throw new Error('The stand-in marks no place for the card rules.');
  return standin.replace(CARD_RULES_MARK, () => rules.replace(/^export /gm, ''));
}
