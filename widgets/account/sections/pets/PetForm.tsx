// A pet's detail/edit form with a back button: the newer species
// form. The photo can be replaced once the pet exists; a pet linked to the practice system
// is read-only with a message to contact the vet.
import { useMemo, useState } from 'react';
import {
  OTHER_PET_TYPE_REQUIRED,
  PET_GENDERS,
  PET_PHOTO_MAX_BYTES,
  PHOTO_BYTES_TOO_LARGE,
  currentPetSchema,
  isOtherSpecies,
} from '../../../../shared/schemas/pets';
import { Button, ImageUpload, Select, TextField, useToast } from '../../../kit';
import * as v from 'valibot';
import { errorMessage } from '../../../../shared/api/errors';
import { Confirm } from '../../Confirm';
import { useAccountApi } from '../../context';
import { useForm } from '../../../kit/form';
import { readDataUrl } from '../../../kit/readDataUrl';
import type { Pet, Species } from '../../types';
import { PetAvatar } from './PetAvatar';
import { PetHealth } from './PetHealth';

export const PET_UPDATED = 'Your pet details have been updated.';
export const PET_CREATED = 'Your pet is created.';
export const PET_PHOTO_UPDATED = 'Your pet profile picture has been updated.';
// The spec leaves these failure wordings open; the server's message wins when it sends one.
export const PET_SAVE_FAILED = 'An error occurred while saving your pet details.';
export const PET_PHOTO_FAILED = 'An error occurred while updating your pet profile picture.';
export const PET_DELETE_FAILED = 'An error occurred while removing your pet.';
export const PET_DELETED = 'Your pet has been removed.';
export const PET_LINKED_MESSAGE =
  'This pet is linked to your clinic’s practice records, so its details cannot be changed here. Please contact your vet to update them.';

const GENDER_LABELS: Record<(typeof PET_GENDERS)[number], string> = { male: 'Male', female: 'Female', unknown: 'Unknown' };
const GENDER_OPTIONS = PET_GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }));
const DESEXED_OPTIONS = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];

type PetFormValues = {
  name: string;
  speciesId: string;
  /** Which animal, when the species is 'Other'. */
  otherPetType: string;
  breed: string;
  gender: string;
  dateOfBirth: string;
  weight: string;
  desexed: string;
  microchipNumber: string;
};

function initialValues(pet: Pet | null): PetFormValues {
  return {
    name: pet?.name ?? '',
    speciesId: pet?.speciesId ? String(pet.speciesId) : pet?.species ? String(pet.species.id) : '',
    otherPetType: pet?.otherPetType ?? '',
    breed: pet?.breed ?? '',
    gender: pet?.gender ?? '',
    dateOfBirth: pet?.dateOfBirth ?? '',
    weight: pet?.weight === null || pet?.weight === undefined ? '' : String(pet.weight),
    desexed: pet?.desexed === true ? 'Yes' : pet?.desexed === false ? 'No' : '',
    microchipNumber: pet?.microchipNumber ?? '',
  };
}

/** The form's values as the API takes them: desexed is a boolean on the wire. */
const toPayload = (values: PetFormValues, isOther: (speciesId: string) => boolean) => ({
  ...values,
  // The text of a species no longer 'Other' is not sent (it would name another animal).
  otherPetType: isOther(values.speciesId) ? values.otherPetType : '',
  desexed: values.desexed === 'Yes' ? true : values.desexed === 'No' ? false : null,
});

export interface PetFormProps {
  pet: Pet | null;
  species: readonly Species[];
  onBack: () => void;
  /** After a create or update: the pet as saved. */
  onSaved: (pet: Pet) => void;
  onDeleted: (pet: Pet) => void;
}

export function PetForm({ pet, species, onBack, onSaved, onDeleted }: PetFormProps) {
  const api = useAccountApi();
  const toast = useToast();
  const readOnly = pet?.isLinkedToPms === true;
  // The form's text values go to the shared schema as the API takes them (toPayload).
  const schema = useMemo(
    () =>
      v.pipe(
        v.unknown(),
        v.transform((values) => toPayload(values as PetFormValues, (id) => isOtherSpecies(species.find((s) => String(s.id) === id)?.name))),
        currentPetSchema(),
      ),
    [species],
  );
  const isOther = (id: string) => isOtherSpecies(species.find((s) => String(s.id) === id)?.name);
  const form = useForm({
    schema,
    initial: () => initialValues(pet),
    // Which species is 'Other' is the group's data, not the schema's: checked here (and by the server).
    check: (output, typed): Record<string, string> => (isOther(typed.speciesId) && !output.otherPetType ? { otherPetType: OTHER_PET_TYPE_REQUIRED } : {}),
    submit: (input) => api.savePet({ ...input, ...(pet ? { id: pet.id } : {}) }),
    failureMessage: (error) => errorMessage(error, PET_SAVE_FAILED),
    onFailure: (message) => toast.error(message),
    onSuccess: (saved) => {
      toast.success(pet ? PET_UPDATED : PET_CREATED);
      onSaved(saved);
    },
  });
  const { values, errors, set, submitting: saving } = form;
  const [photoUrl, setPhotoUrl] = useState(pet?.photoUrl ?? null);
  const [uploading, setUploading] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const disabled = readOnly || saving;

  const upload = async (file: File | null) => {
    if (!file || !pet || uploading) return;
    setUploading(true);
    setPhotoError(null);
    try {
      const url = await api.addPetPhoto(pet.id, { photoData: await readDataUrl(file), photoFilename: file.name });
      setPhotoUrl(url);
      onSaved({ ...pet, photoUrl: url });
      toast.success(PET_PHOTO_UPDATED);
    } catch (error) {
      const message = errorMessage(error, PET_PHOTO_FAILED);
      setPhotoError(message);
      toast.error(message);
    } finally {
      setUploading(false);
    }
  };

  const remove = async () => {
    if (!pet) return;
    try {
      await api.removePet(pet.id);
      toast.success(PET_DELETED);
      setDeleting(false);
      onDeleted(pet);
    } catch (error) {
      toast.error(errorMessage(error, PET_DELETE_FAILED));
      setDeleting(false);
    }
  };

  const speciesOptions = species.map((s) => ({ value: s.id, label: s.name }));

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <span aria-hidden="true">←</span> Back to pets
        </Button>
      </div>
      <div className="flex items-center gap-4">
        <PetAvatar name={values.name || pet?.name || 'New pet'} photoUrl={photoUrl} size="lg" />
        <h2 className="text-xl font-bold text-ink" tabIndex={-1} data-section-heading>
          {pet ? pet.name : 'New pet'}
        </h2>
      </div>
      {readOnly && (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
          {PET_LINKED_MESSAGE}
        </p>
      )}
      {pet && <PetHealth pet={pet} />}
      <form ref={form.formRef} noValidate onSubmit={(e) => void form.handleSubmit(e)} className="space-y-4" aria-label={pet ? `Edit ${pet.name}` : 'New pet'}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" required {...form.text('name')} disabled={disabled} />
          <Select
            label="Species"
            required
            placeholder="Choose a species"
            options={speciesOptions}
            value={values.speciesId}
            error={errors.speciesId ?? errors.type}
            disabled={disabled}
            onChange={(e) => set('speciesId', e.target.value)}
          />
          {isOther(values.speciesId) && (
            <TextField
              label="Other pet type"
              required
              hint="Which animal? For example: guinea pig"
              maxLength={100}
              {...form.text('otherPetType')}
              disabled={disabled}
            />
          )}
          <TextField label="Breed (optional)" {...form.text('breed')} disabled={disabled} />
          <Select label="Gender (optional)" placeholder="Choose" options={GENDER_OPTIONS} {...form.text('gender')} disabled={disabled} />
          <TextField label="Date of birth (optional)" type="date" {...form.text('dateOfBirth')} disabled={disabled} />
          <TextField label="Weight in kg (optional)" inputMode="decimal" {...form.text('weight')} disabled={disabled} />
          <Select label="Desexed (optional)" placeholder="Choose" options={DESEXED_OPTIONS} {...form.text('desexed')} disabled={disabled} />
          <TextField label="Microchip number (optional)" {...form.text('microchipNumber')} disabled={disabled} />
        </div>
        {!readOnly && (
          <div className="flex flex-wrap justify-end gap-2">
            {pet && (
              <Button variant="ghost" className="text-danger" onClick={() => setDeleting(true)} disabled={saving}>
                Delete pet
              </Button>
            )}
            <Button type="submit" loading={saving}>
              {pet ? 'Save changes' : 'Create pet'}
            </Button>
          </div>
        )}
      </form>
      {pet && !readOnly && (
        <section aria-labelledby="vet-pet-photo" className="space-y-2 border-t border-line pt-4">
          <h3 id="vet-pet-photo" className="font-semibold text-ink">
            Profile picture
          </h3>
          <ImageUpload
            label="Choose a photo"
            maxBytes={PET_PHOTO_MAX_BYTES}
            tooManyBytesMessage={PHOTO_BYTES_TOO_LARGE}
            error={photoError}
            disabled={uploading}
            onChange={(file) => void upload(file)}
          />
          {uploading && (
            <p className="text-sm text-muted" role="status">
              Uploading the photo…
            </p>
          )}
        </section>
      )}
      {!pet && <p className="text-sm text-muted">You can add a photo once the pet is created.</p>}
      <Confirm open={deleting} title={`Delete ${pet?.name ?? 'this pet'}?`} confirmLabel="Delete pet" onClose={() => setDeleting(false)} onConfirm={remove}>
        <p>{pet?.name} and its photo will be removed from your account.</p>
      </Confirm>
    </div>
  );
}
