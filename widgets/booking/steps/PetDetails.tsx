import { useState } from 'react';
import { PET_CHOSEN_ALREADY, PET_NAME_REQUIRED, SPECIES_REQUIRED } from '../../../shared/schemas/appointments';
import { Button, buttonClass } from '../../kit/Button';
import { Modal } from '../../kit/Modal';
import { RadioCards } from '../../kit/RadioCards';
import { Select } from '../../kit/Select';
import { TextField } from '../../kit/TextField';
import { useWidget } from '../../kit/WidgetContext';
import { CLIENT_STATUS, NEW_PET, PET_COUNTS } from '../steps';
import { isLinked, isSignedIn, repeatedPets, useBooking, useBookingActions } from '../store';
import { SignInLink } from '../../kit/SignInLink';

export function PetDetails() {
  const start = useBooking((s) => s.start!);
  const form = useBooking((s) => s.form);
  const linkPrompt = useBooking((s) => s.linkPrompt);
  const actions = useBookingActions();
  // Messages appear once a field has been left empty, not before the visitor got to it.
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const touch = (key: string) => () => setTouched((t) => (t[key] ? t : { ...t, [key]: true }));
  const signedIn = isSignedIn(start);
  const repeated = repeatedPets(form.pets);
  const species = start.species.flatMap((entry) => Object.entries(entry).map(([value, label]) => ({ value, label })));

  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold text-ink" data-step-heading tabIndex={-1}>
        About your pet
      </h2>
      {!isLinked(start) && (
        <RadioCards
          name="client-status"
          label="Have you been to us before?"
          value={form.customerStatusId === null ? '' : String(form.customerStatusId)}
          onChange={(value) => actions.clientStatusChosen(Number(value))}
          options={[
            { value: String(CLIENT_STATUS.New), title: 'New', description: 'First visit to one of our clinics' },
            { value: String(CLIENT_STATUS.Returning), title: 'Returning', description: 'We have seen you or your animals before' },
          ]}
        />
      )}
      <Select
        label="How many pets are you booking for?"
        value={String(form.petCount)}
        onChange={(event) => actions.petCountChosen(Number(event.target.value))}
        options={PET_COUNTS.map((count) => ({ value: String(count), label: String(count) }))}
      />
      {form.pets.map((pet, index) => {
        const savedChosen = pet.id !== '' && pet.id !== NEW_PET;
        return (
          <fieldset key={index} className="space-y-3 rounded-lg border border-line p-4">
            <legend className="px-1 font-semibold text-ink">Pet {index + 1}</legend>
            {signedIn && start.pets.length > 0 && (
              <Select
                label="Choose a pet"
                placeholder="Select a pet…"
                value={pet.id}
                error={repeated.has(index) ? PET_CHOSEN_ALREADY : undefined}
                onChange={(event) => actions.petChanged(index, { id: event.target.value })}
                options={[...start.pets.map((saved) => ({ value: String(saved.id), label: saved.name })), { value: NEW_PET, label: 'New Pet' }]}
              />
            )}
            <TextField
              label="Pet's name"
              value={pet.name}
              readOnly={savedChosen}
              required
              autoComplete="off"
              error={touched[`name-${index}`] && !pet.name.trim() ? PET_NAME_REQUIRED : undefined}
              onBlur={touch(`name-${index}`)}
              onChange={(event) => actions.petChanged(index, { name: event.target.value })}
            />
            <Select
              label="Species"
              placeholder="Select a species…"
              required
              value={pet.speciesId}
              error={touched[`species-${index}`] && !pet.speciesId ? SPECIES_REQUIRED : undefined}
              onBlur={touch(`species-${index}`)}
              onChange={(event) => actions.petChanged(index, { speciesId: event.target.value })}
              options={species}
            />
          </fieldset>
        );
      })}
      <LinkPrompt open={linkPrompt} signedIn={signedIn} onClose={actions.linkPromptClosed} />
    </div>
  );
}

function LinkPrompt({ open, signedIn, onClose }: { open: boolean; signedIn: boolean; onClose: () => void }) {
  const { config } = useWidget();
  const here = typeof location === 'undefined' ? '/' : location.pathname + location.search;
  const href = signedIn ? `${config.apiBase}/account/linked-accounts` : `${config.apiBase}/sign-in?callbackUrl=${encodeURIComponent(here)}`;
  return (
    <Modal open={open} onClose={onClose} title={signedIn ? 'Link your practice account' : 'Log in to continue as a returning client'}>
      <p className="text-ink">
        {signedIn
          ? 'To book as a returning client, link your account with the clinic first. It only takes a minute.'
          : 'To book as a returning client, please log in and link your practice account, so we can see your animals’ history.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Continue as a new client
        </Button>
        {signedIn ? (
          <a href={href} className={buttonClass('primary')}>
            Link my account
          </a>
        ) : (
          <SignInLink href={href} className={buttonClass('primary')}>
            Log in
          </SignInLink>
        )}
      </div>
    </Modal>
  );
}
