// Sign-in from a widget on another site. A clinic page cannot send our session cookie, and its
// history is not ours to navigate: the widget opens /auth/embed?origin=<its page's origin>&vetId=
// <its group> in a popup. Only a site the group lists (vet_group_sites, server/auth/
// embedSessions.ts) gets further than a refusal. Signed out, the page sends the visitor through
// the group's sign-in and back. Signed in, it asks before handing anything over, and says what
// the site may do and what it may not: only a click of the person signed in releases a token,
// a scoped one (server/auth/embedScope.ts) of a session of its own, and only to the origin
// named, through postMessage to the opener (never in a URL). The page cannot be framed, so the
// click is theirs.
import { escapeHtml, plainPage } from '../http/page';
import { possessive } from './embedScope';

/** The origin the widget gave, if it is a plain http(s) origin (no path, no credentials). */
export function embedOrigin(raw: string | undefined): string | undefined {
  if (!raw || raw.length > 200) return undefined;
  try {
    const url = new URL(raw);
    if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.origin !== raw) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

export const EMBED_ORIGIN_INVALID = 'This sign-in link is not valid. Close this window and try again from the clinic’s page.';

export function badOriginPage(): string {
  return plainPage('Sign-in link not valid', `<h1>Sign-in link not valid</h1>\n  <p class="error" role="alert">${escapeHtml(EMBED_ORIGIN_INVALID)}</p>`);
}

export const SITE_NOT_ALLOWED =
  'This website may not sign in with your account. Nothing was shared. Close this window and sign in on the clinic’s own site instead.';

/** The answer to a site the group does not list: no question, no sign-in form. */
export function notAllowedPage(input: { origin: string; groupName: string }): string {
  const host = new URL(input.origin).host;
  return plainPage(
    'Sign-in not available here',
    `<h1>Sign-in not available on ${escapeHtml(host)}</h1>
  <p class="error" role="alert">${escapeHtml(SITE_NOT_ALLOWED)}</p>
  <p>${escapeHtml(host)} is not one of ${escapeHtml(possessive(input.groupName))} clinic websites.</p>`,
  );
}

/** What a site may do with the sign-in, in the words the consent uses. */
export const SITE_MAY = 'can book, order, pay and see your account';
export const SITE_MAY_NOT = 'cannot change your email, password or saved cards';

export function consentPage(input: { origin: string; email: string; groupName: string; vetId: string; minutes: number }): string {
  const host = escapeHtml(new URL(input.origin).host);
  const group = escapeHtml(input.groupName);
  const groups = escapeHtml(possessive(input.groupName));
  return plainPage(
    `Sign in on ${new URL(input.origin).host}`,
    `<h1>Use your ${group} sign-in on ${host}?</h1>
  <p class="lead">${host} shows ${groups} booking, shop and account.</p>
  <p>If you continue, ${host} <strong>${SITE_MAY}</strong> for the next ${input.minutes} minutes. It <strong>${SITE_MAY_NOT}</strong>, or delete your account.</p>
  <p>You can sign ${host} out at any time in your ${group} account, under Change Password.</p>
  <form method="post" action="/auth/embed?vetId=${encodeURIComponent(input.vetId)}">
    <input type="hidden" name="origin" value="${escapeHtml(input.origin)}">
    <button type="submit">Continue as ${escapeHtml(input.email)}</button>
  </form>
  <p><a href="/auth/embed/cancel">Not now</a></p>`,
  );
}

/** The page that hands the token to the opener (its script is /auth/embed-handoff.js). */
export function handoffPage(input: { origin: string; token: string; expiresIn: number }): string {
  return plainPage(
    'Signed in',
    `<h1>Signed in</h1>
  <p class="lead" id="handoff" data-origin="${escapeHtml(input.origin)}" data-token="${escapeHtml(input.token)}" data-expires-in="${input.expiresIn}">You can close this window and carry on where you were.</p>
  <script src="/auth/embed-handoff.js"></script>`,
  );
}

/** Posts the token to the window that opened us, for that origin only, then closes. */
export const HANDOFF_SCRIPT = `(function () {
  var el = document.getElementById('handoff');
  if (!el || !window.opener) return;
  window.opener.postMessage({ source: 'vet-auth', token: el.dataset.token, expiresIn: Number(el.dataset.expiresIn) }, el.dataset.origin);
  el.removeAttribute('data-token');
  setTimeout(function () { window.close(); }, 50);
})();`;

export function cancelledPage(): string {
  return plainPage(
    'Not signed in',
    `<h1>Not signed in</h1>\n  <p class="lead">Nothing was shared. You can close this window.</p>\n  <script src="/auth/embed-handoff.js"></script>`,
  );
}
