// Tokens that carry what they name and are signed with the server's secret (HMAC-SHA256):
// `<text, base64url>.<signature, base64url>`. Nothing is stored for them and they cannot be
// forged or pointed elsewhere; each use signs under a label of its own, so a token of one kind
// never passes for another. A booking's manage link and a reminder's unsubscribe link are two.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';

type Secret = Pick<Config, 'jwtSecret'>;

const signatureOf = (config: Secret, label: string, payload: string) => createHmac('sha256', config.jwtSecret).update(`${label}\n${payload}`).digest();

/** `text` in a token signed under `label`. */
export function signedToken(config: Secret, label: string, text: string): string {
  const payload = Buffer.from(text).toString('base64url');
  return `${payload}.${signatureOf(config, label, payload).toString('base64url')}`;
}

/** The text of a token signed under `label`, or null when it is longer than `maxLength`, malformed, or its signature is wrong. */
export function readSignedToken(config: Secret, label: string, token: string, maxLength: number): string | null {
  if (token.length > maxLength) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(config, label, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Buffer.from(payload, 'base64url').toString('utf8');
}
