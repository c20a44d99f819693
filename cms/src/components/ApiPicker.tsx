'use client';
// A widget attribute picked from the platform's API, never typed: the clinics or species the
// document's vet group offers (GET /api/v2/appointment/start, what the booking flow itself
// reads), its products or shop categories (what the shop reads), so an editor never has to
// know an id.
import { FieldLabel, SelectInput, useField, useFormFields } from '@payloadcms/ui';
import type { TextFieldClientComponent } from 'payload';
import { useEffect, useState } from 'react';

export type PickerSource = 'clinics' | 'species' | 'products' | 'categories';
interface PickerProps {
  source: PickerSource;
  apiUrl: string;
}
type Option = { label: string; value: string };
type State = { status: 'loading' } | { status: 'ready'; options: Option[] } | { status: 'error'; message: string };

const NOUN: Record<PickerSource, string> = { clinics: 'clinics', species: 'species', products: 'products', categories: 'shop categories' };
/** Where each list comes from: what the booking flow and the shop themselves read. */
const PATH: Record<PickerSource, string> = {
  clinics: '/api/v2/appointment/start',
  species: '/api/v2/appointment/start',
  products: '/api/v1/shop?limit=100&filter=alphabeticalAsc',
  categories: '/api/v1/shop/tag',
};

function optionsOf(source: PickerSource, answer: unknown): Option[] {
  const data = ((answer as { data?: unknown }).data ?? answer ?? {}) as { clinics?: unknown; species?: unknown; items?: unknown; categories?: unknown };
  if (source === 'products') {
    const items = Array.isArray(data.items) ? (data.items as { id?: unknown; name?: unknown }[]) : [];
    return items.filter((p) => p.id !== undefined && typeof p.name === 'string').map((p) => ({ label: String(p.name), value: String(p.id) }));
  }
  if (source === 'categories') return (Array.isArray(data.categories) ? data.categories : []).map((c) => ({ label: String(c), value: String(c) }));
  if (source === 'clinics') {
    const clinics = Array.isArray(data.clinics) ? (data.clinics as { id?: unknown; name?: unknown }[]) : [];
    return clinics.filter((c) => c.id !== undefined && typeof c.name === 'string').map((c) => ({ label: String(c.name), value: String(c.id) }));
  }
  // Species come as single id-to-name maps: [{ "1": "Dog" }, …].
  const maps = Array.isArray(data.species) ? (data.species as Record<string, unknown>[]) : [];
  return maps.flatMap((map) => Object.entries(map).map(([id, name]) => ({ label: String(name), value: id })));
}

export const ApiPicker: TextFieldClientComponent = (props) => {
  const { path, field } = props;
  const { source, apiUrl } = props as unknown as PickerProps;
  const { value, setValue } = useField<string>({ path });
  const group = useFormFields(([fields]) => fields.vetGroup?.value);
  const vetId = typeof group === 'string' ? group : ((group as { id?: string } | undefined)?.id ?? '');
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (!vetId) return setState({ status: 'error', message: 'Choose the vet group first.' });
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetch(`${apiUrl}${PATH[source]}`, { headers: { 'X-Vet-Id': vetId, Accept: 'application/json' }, signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`the API answered ${res.status}`);
        setState({ status: 'ready', options: optionsOf(source, await res.json()) });
      })
      .catch((error: Error) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: `Could not load the ${NOUN[source]} from ${apiUrl} (${error.message}).` });
      });
    return () => controller.abort();
  }, [apiUrl, source, vetId]);

  const options = state.status === 'ready' ? state.options : [];
  // A value the list no longer has (a clinic closed) stays visible rather than vanishing.
  const shown = value && !options.some((o) => o.value === value) ? [...options, { label: `${value} (not offered now)`, value }] : options;
  return (
    <div className="field-type">
      <SelectInput
        path={path}
        name={field.name}
        label={field.label || field.name}
        Label={<FieldLabel label={field.label || field.name} path={path} />}
        options={shown}
        value={value ?? ''}
        isClearable
        placeholder={state.status === 'loading' ? `Loading the ${NOUN[source]}…` : `Any (the client chooses)`}
        onChange={(option) => setValue(option && !Array.isArray(option) ? String((option as Option).value) : null)}
        description={state.status === 'error' ? state.message : field.admin?.description}
      />
    </div>
  );
};
