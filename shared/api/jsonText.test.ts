import { afterEach, describe, expect, it } from 'vitest';
import { jsonText } from './jsonText';

afterEach(() => {
  delete (Array.prototype as { toJSON?: unknown }).toJSON;
  delete (String.prototype as { toJSON?: unknown }).toJSON;
});

describe('jsonText on a host page with Prototype.js', () => {
  it('sends arrays and strings as JSON even when the page gave them a toJSON, and puts it back', () => {
    // Prototype.js 1.6's idea of an array's JSON: a string.
    const hostToJson = function (this: unknown[]) {
      return `[${this.map(String).join(',')}]`;
    };
    Object.defineProperty(Array.prototype, 'toJSON', { value: hostToJson, configurable: true, writable: true });
    Object.defineProperty(String.prototype, 'toJSON', {
      value: function (this: string) {
        return `"${this}"`;
      },
      configurable: true,
      writable: true,
    });
    const body = { pets: [{ name: 'Rex' }], tags: ['a'] };
    expect(JSON.stringify(body)).not.toBe('{"pets":[{"name":"Rex"}],"tags":["a"]}');
    expect(jsonText(body)).toBe('{"pets":[{"name":"Rex"}],"tags":["a"]}');
    expect((Array.prototype as unknown as { toJSON: unknown }).toJSON).toBe(hostToJson);
  });
});
