// The sign-in page of the built-in identity provider: plain HTML, no script, accessible.
import { escapeHtml as escape } from '../http/page';

export interface SignInPageOptions {
  callbackUrl: string;
  vetId: string;
  error?: string;
  email?: string;
  /** The vet group's name and logo: people see whose sign-in this is. */
  groupName?: string;
  logoUrl?: string | null;
  /** The demo accounts' passwords, only on a demo server (DEMO, config.demo). */
  showDemoAccounts?: boolean;
  /** With them, this group's demo staff, who sign in here for the clinic desk. */
  demoStaff?: readonly { email: string; password: string }[];
}

export function signInPage(options: SignInPageOptions): string {
  const { callbackUrl, vetId, error, email = '', groupName = 'your vet clinic', logoUrl, showDemoAccounts = false, demoStaff = [] } = options;
  const staffLine = demoStaff.length
    ? `<p class="demo">Clinic desk (staff): ${demoStaff.map((s) => `${escape(s.email)} / ${escape(s.password)}`).join(', ')}.</p>`
    : '';
  return `<!doctype html>
<html lang="en-NZ">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2937; background: #f1f5f4; }
  main { max-width: 400px; margin: 10vh auto; background: #fff; padding: 32px; border-radius: 12px; box-shadow: 0 1px 3px rgb(0 0 0 / .1); }
  h1 { margin: 0 0 4px; font-size: 1.5rem; } p.lead { margin: 0 0 24px; color: #4b5563; }
  label { display: block; font-weight: 600; margin: 16px 0 4px; }
  input { box-sizing: border-box; width: 100%; height: 44px; padding: 0 12px; border: 1px solid #9ca3af; border-radius: 8px; font: inherit; }
  input:focus-visible, button:focus-visible { outline: 3px solid #0f766e; outline-offset: 2px; }
  button { margin-top: 24px; width: 100%; height: 44px; border: 0; border-radius: 8px; background: #0f766e; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  button:hover { background: #115e59; }
  .error { margin: 0 0 8px; padding: 12px; border-radius: 8px; background: #fef2f2; color: #991b1b; border: 1px solid #fecaca; }
  .forgot { margin: 16px 0 0; text-align: center; } .forgot a { color: #0f766e; font-weight: 600; }
  .back { margin: 0 0 16px; } .back a { color: #0f766e; font-weight: 600; text-decoration: none; } .back a:hover { text-decoration: underline; }
  .logo { display: block; height: 48px; width: auto; margin: 0 0 16px; }
  .demo { margin-top: 24px; font-size: .875rem; color: #4b5563; }
</style>
</head>
<body>
<main>
  <p class="back"><a href="/">← Back to ${escape(groupName)}</a></p>
  ${logoUrl ? `<img class="logo" src="${escape(logoUrl)}" alt="${escape(groupName)}">` : ''}
  <h1>Sign in</h1>
  <p class="lead">Welcome back. Sign in to book with your saved pets and manage your account.</p>
  ${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
  <form method="post" action="/auth/sign-in?vetId=${encodeURIComponent(vetId)}">
    <input type="hidden" name="callbackUrl" value="${escape(callbackUrl)}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" required value="${escape(email)}">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    <button type="submit">Sign in</button>
  </form>
  <p class="forgot"><a href="/auth/forgot-password?vetId=${encodeURIComponent(vetId)}">Forgot your password?</a></p>
  ${showDemoAccounts ? `<p class="demo">Demo accounts: sam@example.nz / tui-demo-1, alex@example.nz / tui-demo-2.</p>${staffLine}` : ''}
</main>
</body>
</html>`;
}
