// Runs before every jsdom test file: unmount React trees between tests, and start each test
// as a new page would (no account deleted on it yet).
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { forgetRevokedSessions } from '../widgets/kit/session';

// How long findBy/waitFor wait before failing: a bound, not a pause (they return as soon as
// the thing shows). Testing Library's 1 s is too short for a lazily imported chunk (the toasts)
// to be transformed on a 2-core machine running the browser suite beside this one.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  forgetRevokedSessions();
});
