// Registration as a new or an existing client. One transaction
// makes the account (no password yet), keeps what the form said, adds a new client's
// address as their default delivery address, and creates a set-password link; then the
// person is mailed the link and the clinic is told. If the person's mail cannot be handed
// over, the account goes again, so they can simply register once more.
import type * as v from 'valibot';
import type { RegistrationExisting, RegistrationNew, RegistrationType } from '../../../shared/schemas/registration';
import { REGISTRATION_DONE } from '../../../shared/schemas/registration';
import { badRequest, conflict } from '../../http/errors';
import type { Deps } from '../../http/env';
import { groupInbox, oneLine } from '../clinics';
import { createSetPasswordToken, SET_PASSWORD_TTL_DAYS } from './passwordTokens';
import type { RegistrationResultAnswerSchema } from '../../../shared/schemas/registration';

export const EMAIL_REGISTERED =
  'An account with this email address is already registered. Please sign in, or use the link in your registration email to set your password.';
export const VET_GROUP_MISMATCH = 'This registration is for another vet group.';

type RegisterDeps = Pick<Deps, 'db' | 'mailer' | 'now'>;
type Registration = ({ type: 'new' } & RegistrationNew) | ({ type: 'existing' } & RegistrationExisting);

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

export async function register(deps: RegisterDeps, vetId: string, siteOrigin: string, type: RegistrationType, input: RegistrationNew | RegistrationExisting) {
  if (input.vetId && input.vetId !== vetId) throw badRequest(VET_GROUP_MISMATCH);
  const reg = { ...input, type } as Registration;
  const { db, now } = deps;
  const at = now();

  const taken = await db.one('select 1 from users where vet_id = $1 and lower(email) = lower($2)', [vetId, reg.email]);
  if (taken) throw conflict(EMAIL_REGISTERED);

  let created: { userId: number; token: string };
  try {
    created = await db.tx(async (tx) => {
      const user = await tx.one<{ id: number }>(
        // The client code a registrant types is kept on the registration for the clinic to
        // check; the account's own code is the practice system's to set, by linking.
        `insert into users (vet_id, email, password_hash, first_name, last_name, phone, region_id, created_at)
         values ($1, $2, null, $3, $4, $5, $6, $7) returning id`,
        [vetId, reg.email, reg.firstName, reg.lastName, reg.phone, reg.region.id, at],
      );
      const userId = user!.id;
      const isNew = reg.type === 'new';
      await tx.query(
        `insert into registrations (vet_id, user_id, type, first_name, last_name, email, phone, region_id, client_code, street, suburb,
                                    city, post_code, driver_license, authorised_people, pickup_dropoff, pay_money_owed, make_enquires,
                                    subscribe_promotional_emails, registered_from, terms_accepted_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, 'web', $20, $20)`,
        [
          vetId,
          userId,
          reg.type,
          reg.firstName,
          reg.lastName,
          reg.email,
          reg.phone,
          reg.region.id,
          reg.clientCode,
          isNew ? reg.street : '',
          isNew ? reg.suburb : '',
          isNew ? reg.city : '',
          isNew ? reg.postCode : '',
          isNew ? reg.driverLicense : '',
          JSON.stringify(isNew ? reg.authorisedPeople : []),
          isNew && reg.pickupDropoff,
          isNew && reg.payMoneyOwed,
          isNew && reg.makeEnquires,
          isNew && reg.subscribePromotionalEmails,
          at,
        ],
      );
      if (isNew) {
        await tx.query(
          `insert into addresses (vet_id, user_id, type, street, suburb, city, post_code, region_id, is_default)
           values ($1, $2, 'shipping', $3, $4, $5, $6, $7, true)`,
          [vetId, userId, reg.street, reg.suburb, reg.city, reg.postCode, reg.region.id],
        );
      }
      return { userId, token: await createSetPasswordToken(tx, vetId, userId, at) };
    });
  } catch (error) {
    // Two registrations racing for one email: the database's unique index decides.
    if (isUniqueViolation(error)) throw conflict(EMAIL_REGISTERED);
    throw error;
  }

  const link = `${siteOrigin}/auth/set-password?token=${encodeURIComponent(created.token)}&vetId=${encodeURIComponent(vetId)}`;
  try {
    await deps.mailer.send({
      vetId,
      to: reg.email,
      subject: 'Set your password to finish registering',
      text: [
        `Kia ora ${reg.firstName},`,
        '',
        'Thanks for registering. To finish, set your password here:',
        link,
        '',
        `This link works once and expires in ${SET_PASSWORD_TTL_DAYS} days.`,
        'If you did not register, you can ignore this email.',
      ].join('\n'),
    });
  } catch (error) {
    await db.query('delete from users where id = $1 and vet_id = $2', [created.userId, vetId]);
    throw error;
  }
  await tellClinic(deps, vetId, reg);
  return { email: reg.email, type: reg.type, message: REGISTRATION_DONE } satisfies v.InferInput<typeof RegistrationResultAnswerSchema>;
}

/** The clinic hears of every registration, so staff can set the client up in the practice system. */
async function tellClinic(deps: RegisterDeps, vetId: string, reg: Registration) {
  const inbox = await groupInbox(deps.db, vetId).catch(() => undefined);
  if (!inbox) return;
  const lines = [
    `Type: ${reg.type === 'new' ? 'New client' : 'Existing client'}`,
    `Name: ${reg.firstName} ${reg.lastName}`,
    `Email: ${reg.email}`,
    `Phone: ${reg.phone}`,
    `Region: ${reg.region.name}`,
    `Client code: ${reg.clientCode || '-'}`,
  ];
  if (reg.type === 'new') {
    lines.push(
      `Address: ${[reg.street, reg.suburb, reg.city, reg.postCode].filter(Boolean).join(', ')}`,
      `Driver licence: ${reg.driverLicense || '-'}`,
      `Authorised people: ${reg.authorisedPeople.map((p) => `${p.name} (${p.phone})`).join(', ') || '-'}`,
      `Pick up and drop off: ${reg.pickupDropoff ? 'yes' : 'no'}`,
      `Pay money owed: ${reg.payMoneyOwed ? 'yes' : 'no'}`,
      `Make enquiries: ${reg.makeEnquires ? 'yes' : 'no'}`,
      `Promotional emails: ${reg.subscribePromotionalEmails ? 'yes' : 'no'}`,
    );
  }
  await deps.mailer.send({
    vetId,
    to: inbox.email,
    subject: oneLine(`New website registration: ${reg.firstName} ${reg.lastName}`),
    text: ['Someone registered on the website.', '', ...lines].join('\n'),
  });
}
