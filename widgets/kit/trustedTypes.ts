// Trusted Types: a host page whose CSP says `require-trusted-types-for 'script'`
// refuses `script.src = 'string'`. The one script URL the widgets set (the card provider's)
// goes through a policy of ours, named 'vet-widgets' (a host that lists policy names adds it:
// `trusted-types vet-widgets`). Only http(s) URLs pass; without Trusted Types this is a no-op.
type ScriptUrlPolicy = { createScriptURL(url: string): unknown };
type TrustedTypesFactory = { createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy };

let policy: ScriptUrlPolicy | null | undefined;

function vetPolicy(): ScriptUrlPolicy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  try {
    policy =
      factory?.createPolicy('vet-widgets', {
        createScriptURL: (url) => {
          if (!/^https?:\/\//i.test(new URL(url, location.href).href)) throw new TypeError(`vet-widgets will not load the script ${url}`);
          return url;
        },
      }) ?? null;
  } catch {
    policy = null; // the host's CSP does not allow our policy name: try the plain string
  }
  return policy;
}

/** A script URL the page's Trusted Types enforcement accepts (or the URL itself). */
export function trustedScriptUrl(url: string): string {
  return (vetPolicy()?.createScriptURL(url) as string | undefined) ?? url;
}
