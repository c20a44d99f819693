// Sign-in from a widget on another site. A clinic page cannot send our session
// cookie, and its history is not ours to navigate: the widget opens /auth/embed?origin=<its
// page's origin> in a popup. Signed out, that page sends the visitor through the ordinary
// sign-in and back. Signed in, it asks before handing anything over ("Use your Tui Vets
// sign-in on clinic.example?"), because any site can open this page: only a click of the
// person signed in releases a token, and only to the origin named, through postMessage to
// the opener (never in a URL). The page cannot be framed, so the click is theirs.
import { escapeHtml, plainPage } from '../http/page';

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

export function consentPage(input: { origin: string; email: string; groupName: string }): string {
  const host = new URL(input.origin).host;
  return plainPage(
    `Sign in on ${host}`,
    `<h1>Use your ${escapeHtml(input.groupName)} sign-in on ${escapeHtml(host)}?</h1>
  <p class="lead">${escapeHtml(host)} shows ${escapeHtml(input.groupName)}'s booking, shop and account. Continuing lets it show your details, pets and saved cards while this page is open.</p>
  <form method="post" action="/auth/embed">
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
