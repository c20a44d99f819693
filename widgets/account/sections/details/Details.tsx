// The Details section: my details, delivery addresses, reminder emails, delete account.
import { Loading, SectionHeading, useList } from '../../ui';
import { useAccountApi } from '../../context';
import { Addresses } from './Addresses';
import { DeleteAccount } from './DeleteAccount';
import { ProfileForm } from './ProfileForm';
import { Reminders } from './Reminders';
import type { Profile } from '../../types';

export const PROFILE_LOAD_FAILED = 'We could not load your details. Please reload the page.';

export function Details({ redirect }: { redirect?: (href: string) => void }) {
  const api = useAccountApi();
  const profile = useList<Profile | null>('profile', () => api.profile(), null);
  return (
    <div className="space-y-8">
      <section>
        <SectionHeading>My details</SectionHeading>
        {profile.loading && !profile.data ? (
          <Loading label="Loading your details…" />
        ) : profile.data ? (
          <ProfileForm profile={profile.data} onSaved={(saved) => profile.set(() => saved)} />
        ) : (
          <p role="alert" className="text-danger">
            {PROFILE_LOAD_FAILED}
          </p>
        )}
      </section>
      <Addresses />
      <Reminders />
      <DeleteAccount {...(redirect ? { redirect } : {})} />
    </div>
  );
}
