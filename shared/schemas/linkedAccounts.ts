// Linking the customer's account to the practice-management system: the
// account type in the path, the optional search criteria, the shapes the
// server answers with, and every message the widgets show, word for word.
import * as v from 'valibot';

/** The only account type the specs name. */
export const ACCOUNT_TYPES = ['pms'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE_NAMES: Record<AccountType, string> = { pms: 'Practice management system' };

// ---- messages the spec quotes (section 8); the odd spelling is the spec's ----------------

export const SEARCH_FAILED = 'Error when searching linked account';
export const CONFIRM_FAILED = 'Error when confirming linked account';
export const LINK_STARTED = 'The linking process has been started - you will receive a notification email shortly when this is complete';
export const NO_MATCH = 'We were unable to locate a match - please contact your Vet fo set this up for you';
export const DECLINE_FAILED = 'Error when declining linked account';
/** The spec's empty state of the account area's list. */
export const NO_LINKED_ACCOUNTS = 'No linked accounts to display';

// ---- server messages the spec leaves open (docs/forms.md) ---------------------------------

export const UNKNOWN_ACCOUNT_TYPE = 'Unknown account type';
export const ALREADY_LINKED = 'Your account is already linked to the practice system.';
export const LINK_IN_PROGRESS = 'The linking process has already been started for your account.';
export const SEARCH_FIRST = 'Please search for your practice account before confirming the link.';
export const LINKED_TITLE = 'Your practice account is linked';

export const AccountTypeSchema = v.picklist(ACCOUNT_TYPES, UNKNOWN_ACCOUNT_TYPE);

export const RECORD_DETAIL_REQUIRED = "With a client code, also enter the phone number or one of your pets' names as the clinic has them.";
export const TOO_MANY_SEARCHES = 'Too many searches for a practice account. Please wait an hour and try again, or ask your clinic to link your account.';

/**
 * The body of POST search/{accountType}: optional. Without it the practice record is found
 * by the signed-in customer's confirmed email. With a client code it takes a second fact
 * the record holds (`recordDetail`: the phone on file or a pet's name) as well as the
 * customer's last name: practice systems number clients in sequence, so a code alone is no
 * secret.
 */
export const LinkedAccountSearchSchema = v.pipe(
  v.object(
    {
      clientCode: v.pipe(v.nullish(v.string('The client code must be text'), ''), v.trim(), v.maxLength(30, 'The client code must be at most 30 characters')),
      recordDetail: v.pipe(
        v.nullish(v.string('The phone number or pet name must be text'), ''),
        v.trim(),
        v.maxLength(100, 'The phone number or pet name must be at most 100 characters'),
      ),
    },
    'The request body must be a JSON object.',
  ),
  v.forward(
    v.check((input) => input.clientCode === '' || input.recordDetail !== '', RECORD_DETAIL_REQUIRED),
    ['recordDetail'],
  ),
);
export type LinkedAccountSearchInput = v.InferInput<typeof LinkedAccountSearchSchema>;
export type LinkedAccountSearch = v.InferOutput<typeof LinkedAccountSearchSchema>;

/** Where a link stands; isLinked and displayPrompt are what the widgets read. */
export const LINK_STATUSES = ['none', 'matched', 'pending', 'linked'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

export const LinkedAccountSchema = v.object({
  accountType: AccountTypeSchema,
  name: v.string(),
  isLinked: v.boolean(),
  linkedAccountIdentifier: v.nullable(v.string()),
  displayPrompt: v.boolean(),
  status: v.picklist(LINK_STATUSES),
});
export type LinkedAccount = v.InferOutput<typeof LinkedAccountSchema>;

/** What confirming a link answers: the status, with the message that the linking has started. */
export const LinkedAccountConfirmSchema = v.object({ ...LinkedAccountSchema.entries, message: v.optional(v.string()) });

export const LinkedAccountMatchSchema = v.object({
  name: v.string(),
  emailAddress: v.string(),
  petCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type LinkedAccountMatch = v.InferOutput<typeof LinkedAccountMatchSchema>;
