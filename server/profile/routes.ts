// /api/v1/profile: the signed-in client's details, addresses and password.
import { Hono } from 'hono';
import * as v from 'valibot';
import { requireCurrentPassword } from '../auth/currentPassword';
import { CHANGE_EMAIL, CHANGE_PASSWORD, DELETE_ACCOUNT, portalOnly, refuseOnEmbed } from '../auth/embedScope';
import { currentUser, requireUser } from '../auth/middleware';
import { unprocessable } from '../http/errors';
import type { AppEnv } from '../http/env';
import { list, ok } from '../http/respond';
import { checked, idParam, input } from '../http/validate';
import { callerAddressKey } from '../http/callerAddress';
import { enforce } from '../http/rateLimit';
import { DELETE_PASSWORD_REQUIRED, isNewEmail, profileFormSchema } from '../../shared/schemas/profile';
import { EMAIL_CHANGES_PER_ACCOUNT, EMAIL_CHANGES_PER_ADDRESS, TOO_MANY_EMAIL_CHANGES } from './emailChange';
import { AddressSchema, PasswordChangeSchema, withDefaults } from './schemas';
import * as profile from './service';

const PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'email'];
const ADDRESS_FIELDS = ['street', 'city', 'postCode'];

/** Absent fields read as empty ones, so each gets its own "required" message (no body at all is still invalid JSON). */
const filled = <S extends v.GenericSchema>(fields: string[], schema: S) =>
  v.pipe(
    v.unknown(),
    v.transform((raw) => (raw === undefined ? raw : withDefaults(raw, fields))),
    schema,
  );
const AddressBody = filled(ADDRESS_FIELDS, AddressSchema);
// The profile's rules depend on the account's email; they are judged in the handler, after an
// embedded site trying to change that email has been told it cannot.
const ProfileBody = filled(PROFILE_FIELDS, v.record(v.string(), v.unknown()));

// Each route asks for a user itself, not a '*' middleware: other modules own public paths under
// /api/v1/profile (/new, /existing, /anonymous/oneoffpayment), and a '*' here would guard them
// too, so modules could only mount in one order (docs: server/README-platform.md).
export const profileRoutes = new Hono<AppEnv>()
  .get('/', requireUser, async (c) => ok(c, await profile.getProfile(c.get('deps').db, currentUser(c), c.get('deps').now())))
  .on(['POST', 'PUT'], '/', requireUser, input('json', ProfileBody), async (c) => {
    const user = currentUser(c);
    const body = c.req.valid('json');
    // A site signed in with the account edits the details but never the sign-in's email: it is
    // told so before the form is judged, since it could never give what the form would ask next.
    if (typeof body.email === 'string' && isNewEmail(user.email, body.email)) await refuseOnEmbed(c, CHANGE_EMAIL);
    const input = checked(profileFormSchema(user.email), body);
    // A new email asks for the password again, and is limited: each request mails two people.
    if (isNewEmail(user.email, input.email)) {
      await requireCurrentPassword(c, user, input.currentPassword, profile.WRONG_PASSWORD, 'currentPassword');
      await enforce(c, EMAIL_CHANGES_PER_ACCOUNT, [`user:${user.id}`], TOO_MANY_EMAIL_CHANGES);
      await enforce(c, EMAIL_CHANGES_PER_ADDRESS, [`ip:${callerAddressKey(c)}`], TOO_MANY_EMAIL_CHANGES);
    }
    return ok(c, await profile.updateProfile(c.get('deps'), user, input, c.get('deps').now()));
  })
  .delete('/delete', requireUser, portalOnly(DELETE_ACCOUNT), async (c) => {
    // The password travels in the body of the DELETE (a query string would end up in logs).
    const raw = (await c.req.text()).trim();
    let given: unknown;
    try {
      given = raw ? JSON.parse(raw) : {};
    } catch {
      given = {};
    }
    const password =
      given && typeof given === 'object' && typeof (given as { password?: unknown }).password === 'string'
        ? (given as { password: string }).password.slice(0, 200)
        : '';
    if (!password) throw unprocessable(DELETE_PASSWORD_REQUIRED, { issues: { password: DELETE_PASSWORD_REQUIRED } });
    await requireCurrentPassword(c, currentUser(c), password, profile.DELETE_PASSWORD_WRONG, 'password');
    await profile.deleteAccount(c.get('deps').db, currentUser(c));
    return ok(c, null);
  })
  .put(
    '/changepassword',
    requireUser,
    portalOnly(CHANGE_PASSWORD),
    input('json', filled(['currentPassword', 'newPassword', 'verifyNewPassword'], PasswordChangeSchema)),
    async (c) => {
      const given = c.req.valid('json');
      await requireCurrentPassword(c, currentUser(c), given.currentPassword, profile.WRONG_PASSWORD, 'currentPassword');
      await profile.changePassword(c.get('deps').db, currentUser(c), given.newPassword);
      return ok(c, null);
    },
  )
  .get('/address', requireUser, async (c) => {
    const items = await profile.listAddresses(c.get('deps').db, currentUser(c));
    return list(c, items, items.length);
  })
  .get('/address/:id', requireUser, async (c) => ok(c, await profile.getAddress(c.get('deps').db, currentUser(c), idParam(c))))
  .post('/address', requireUser, input('json', AddressBody), async (c) => {
    return ok(c, await profile.saveAddress(c.get('deps').db, currentUser(c), c.req.valid('json')), 201);
  })
  .put('/address/:id/setdefault', requireUser, async (c) => ok(c, await profile.setDefaultAddress(c.get('deps').db, currentUser(c), idParam(c))))
  .put('/address/:id', requireUser, input('json', AddressBody), async (c) => {
    const id = idParam(c);
    return ok(c, await profile.saveAddress(c.get('deps').db, currentUser(c), c.req.valid('json'), id));
  })
  .delete('/address/:id', requireUser, async (c) => {
    await profile.removeAddress(c.get('deps').db, currentUser(c), idParam(c));
    return ok(c, null);
  });
