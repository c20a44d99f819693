// Build-time patch for valibot (hostile globals on clinic pages): its object schemas walk their
// entries with `for (const key in …)`, so a clinic page that adds an enumerable member to
// Object.prototype (old libraries do) would make every form fail with "~run is not a function".
// Own keys only, the same loops otherwise. Applied to the widget and shell builds and tests.
import type { Plugin } from 'vite';

const VALIBOT = /[\\/]node_modules[\\/]valibot[\\/]dist[\\/]index\.m?js$/;
const FOR_IN = /for \(const (\w+) in ([\w.$]+)\)/g;

export function ownKeysOnly(): Plugin {
  return {
    name: 'vet-own-keys-only',
    enforce: 'pre',
    transform(code, id) {
      if (!VALIBOT.test(id)) return null;
      return { code: code.replace(FOR_IN, 'for (const $1 of Object.keys($2))'), map: null };
    },
  };
}
