// The page a set-password email links to: plain HTML, no script, accessible, in the style of
// the sign-in page. Three states: the form (with any error), the link is no good, done.
import { escapeHtml as escape, plainPage } from '../../http/page';

type PageState = { kind: 'form'; token: string; email: string; error?: string } | { kind: 'invalid'; message: string } | { kind: 'done'; email: string };

export function setPasswordPage(vetId: string, state: PageState): string {
  const q = `vetId=${encodeURIComponent(vetId)}`;
  const content =
    state.kind === 'form'
      ? `<h1>Set your password</h1>
  <p class="lead">Choose a password for ${escape(state.email)}. It must be at least 8 characters.</p>
  ${state.error ? `<p class="error" role="alert">${escape(state.error)}</p>` : ''}
  <form method="post" action="/auth/set-password?${q}">
    <input type="hidden" name="token" value="${escape(state.token)}">
    <input type="email" name="username" autocomplete="username" value="${escape(state.email)}" hidden>
    <label for="password">New password</label>
    <input id="password" name="password" type="password" autocomplete="new-password" minlength="8" required>
    <label for="confirmPassword">Confirm password</label>
    <input id="confirmPassword" name="confirmPassword" type="password" autocomplete="new-password" minlength="8" required>
    <button type="submit">Set password</button>
  </form>`
      : state.kind === 'invalid'
        ? `<h1>Set your password</h1>
  <p class="error" role="alert">${escape(state.message)}</p>`
        : `<h1>Your password is set</h1>
  <p class="lead" role="status">You can now sign in as ${escape(state.email)}.</p>
  <p><a class="button" href="/auth/sign-in?${q}">Sign in</a></p>`;
  return plainPage('Set your password', content);
}
