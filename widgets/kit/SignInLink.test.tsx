// "Log in" in a widget on another site opens the sign-in popup for the widget's own vet group,
// and the token the popup sends back is kept for that group only.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedToken, forgetEmbedToken } from './embedTokens';
import { SignInLink } from './SignInLink';
import { WidgetRoot } from './WidgetRoot';

const API = 'http://api.test';

function setup(vetId: string) {
  const host = document.createElement('div');
  document.body.append(host);
  render(
    <WidgetRoot tag="vet-test" host={host} root={host} attributes={{ apiBase: API, vetId }}>
      <SignInLink href="/auth/sign-in">Log in</SignInLink>
    </WidgetRoot>,
  );
}

describe('<SignInLink> on another site', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    for (const vetId of ['tui-vets', 'kea-vets']) forgetEmbedToken(API, vetId);
  });

  it("opens the popup for the widget's vet group and this page's origin", async () => {
    const popup = { closed: false } as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    setup('kea-vets');
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(open).toHaveBeenCalledTimes(1);
    const url = new URL(open.mock.calls[0]![0] as string);
    expect(url.origin + url.pathname).toBe(`${API}/auth/embed`);
    expect(url.searchParams.get('vetId')).toBe('kea-vets');
    expect(url.searchParams.get('origin')).toBe(window.location.origin);
  });

  it("keeps the popup's token for that group only, and only from the popup on the API's origin", async () => {
    const popup = { closed: false } as Window;
    vi.spyOn(window, 'open').mockReturnValue(popup);
    setup('kea-vets');
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    const send = (origin: string, source: unknown) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', { origin, source: source as Window, data: { source: 'vet-auth', token: 'kea.token.x', expiresIn: 900 } }),
        );
      });
    send('https://evil.example', popup);
    send(API, window);
    expect(embedToken(API, 'kea-vets')).toBeUndefined();
    send(API, popup);
    expect(embedToken(API, 'kea-vets')).toBe('kea.token.x');
    expect(embedToken(API, 'tui-vets')).toBeUndefined();
  });
});
