// Runs before every jsdom test file: unmount React trees between tests, and start each test
// as a new page would (no account deleted on it yet).
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { forgetRevokedSessions } from '../widgets/kit/session';

afterEach(() => {
  cleanup();
  forgetRevokedSessions();
});
