// Add or edit a delivery address. 'street' is shown as Address. The account's address list
// and the checkout (a signed-in client with no saved address) both use it; each says how
// the address is saved.
// A new address starts at 'Choose a region', as the guest checkout's address does
// (one rule): a preset region is one a client outside it may not notice. Auckland is the
// spec's fallback for stored data with a missing region, not a form default.
import { CHOOSE_REGION, REGIONS } from '../../../shared/domain/regions';
import { AddressFormSchema, type Address, type AddressInput } from '../../../shared/schemas/profile';
import { errorMessage } from '../../../shared/api/errors';
import { Button } from '../Button';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { useToast } from '../Toasts';
import { useForm } from './useForm';

export const ADDRESS_SAVED = 'Your delivery address is saved.';
export const ADDRESS_SAVE_FAILED = 'An error occurred while saving your address.';

const REGION_OPTIONS = REGIONS.map((r) => ({ value: String(r.id), label: r.name }));

export interface AddressFormProps {
  address: Address | null;
  /** Saves the address (POST or PUT /api/v1/profile/address) and answers the saved one. */
  save: (input: AddressInput) => Promise<Address>;
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

export function AddressForm({ address, save, onSaved, onCancel }: AddressFormProps) {
  const toast = useToast();
  const form = useForm({
    schema: AddressFormSchema,
    initial: {
      ...(address ? { id: address.id } : {}),
      type: 'shipping' as const,
      company: address?.company ?? '',
      street: address?.street ?? '',
      suburb: address?.suburb ?? '',
      city: address?.city ?? '',
      postCode: address?.postCode ?? '',
      region: { id: address?.region?.id ? String(address.region.id) : '' },
    },
    submit: (input) => save({ ...input, ...(address ? { isDefault: address.isDefault } : {}) }),
    failureMessage: (error) => errorMessage(error, ADDRESS_SAVE_FAILED),
    onFailure: (message) => toast.error(message),
    onSuccess: (saved) => {
      toast.success(ADDRESS_SAVED);
      onSaved(saved);
    },
  });
  const { values, errors, set, submitting: saving } = form;

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={(e) => void form.handleSubmit(e)}
      className="space-y-4"
      aria-label={address ? 'Edit delivery address' : 'New delivery address'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Company (optional)" autoComplete="organization" {...form.text('company')} className="sm:col-span-2" />
        <TextField label="Address" required autoComplete="street-address" {...form.text('street')} className="sm:col-span-2" />
        <TextField label="Suburb (optional)" {...form.text('suburb')} />
        <TextField label="City" required autoComplete="address-level2" {...form.text('city')} />
        <TextField label="Postcode" required autoComplete="postal-code" inputMode="numeric" {...form.text('postCode')} />
        <Select
          label="Region"
          required
          placeholder={CHOOSE_REGION}
          options={REGION_OPTIONS}
          value={values.region.id}
          error={errors['region.id'] ?? errors.region ?? errors.regionId}
          disabled={saving}
          onChange={(e) => set('region', { id: e.target.value })}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Save address
        </Button>
      </div>
    </form>
  );
}
