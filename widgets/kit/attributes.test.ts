import { describe, expect, it } from 'vitest';
import { DEFAULT_VET_ID, parseCommonAttributes } from './attributes';

describe('parseCommonAttributes', () => {
  it('uses the default vet group and the given API base when attributes are absent or empty', () => {
    expect(parseCommonAttributes({ vetId: '' }, { apiBase: 'https://portal.example.nz/' })).toEqual({
      ok: true,
      config: { vetId: DEFAULT_VET_ID, apiBase: 'https://portal.example.nz' },
    });
  });

  it('keeps a valid vet id, token and token url', () => {
    const parsed = parseCommonAttributes({ vetId: 'kea-vets', apiBase: 'http://localhost:8080', token: 'abc', tokenUrl: '/auth/token' }, {});
    expect(parsed).toEqual({
      ok: true,
      config: { vetId: 'kea-vets', apiBase: 'http://localhost:8080', token: 'abc', tokenUrl: '/auth/token' },
    });
  });

  it.each([
    [{ vetId: 'tui vets!' }, 'vet-id must be letters, digits and dashes (for example tui-vets)'],
    [{ apiBase: 'javascript:alert(1)' }, 'api-base must be an http(s) URL or a path starting with /'],
    [{ tokenUrl: 'ftp://x' }, 'token-url must be an http(s) URL or a path starting with /'],
    [{ token: 'x'.repeat(5000) }, 'token is too long'],
  ])('refuses %o with a message saying what to fix', (raw, message) => {
    expect(parseCommonAttributes(raw, { apiBase: 'http://x' })).toEqual({ ok: false, message });
  });
});
