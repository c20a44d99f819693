// The Hono environment every route shares: request-scoped values set by middleware.
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/index';
import type { Mailer } from '../mail/mailer';
import type { PaymentGateway } from '../payments/index';
import type { StaffRole } from '../../shared/schemas/desk';

export interface AuthUser {
  id: number;
  vetId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The session the bearer token came from (our own tokens; not OIDC ones). */
  sessionId?: string;
  /** Set when the token was handed to another site (the sign-in popup): that site's origin. */
  embedOrigin?: string;
}

/** A signed-in staff member of the clinic desk (server/auth/staffAuth.ts); never an AuthUser. */
export interface StaffMember {
  id: number;
  vetId: string;
  email: string;
  name: string;
  role: StaffRole;
}

/** What the app is built from; tests pass their own (a cloned database, a fixed clock …). */
export interface Deps {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** The current time. Injectable so schedules and slot rules are testable. */
  now: () => Date;
  /** The one payment gateway (server/deps.ts builds it). */
  payments: PaymentGateway;
}

/** Read with `c.get('deps')` (not `c.var.deps`, which copies them all on every read). */
export interface AppEnv {
  Variables: {
    deps: Deps;
    /** The vet group named by X-Vet-Id (default tui-vets), known to exist. */
    vetId: string;
    /** The signed-in user, when a valid bearer token came with the request. */
    user?: AuthUser;
    /** The staff member, on desk routes called with a staff token of this group. */
    staff?: StaffMember;
    /** This request's logger: its lines carry the request id (server/ops/requests.ts). */
    log: Logger;
  };
}
