// The random tokens of emailed links (set a password, confirm an email, confirm or leave the
// newsletter): the link carries the token, the database only its SHA-256, so a leaked table
// opens nothing.
import { createHash, randomBytes } from 'node:crypto';

export const newLinkToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
