// Delivery addresses: list, add, edit, remove (not the default) and set default. The
// default moves optimistically and moves back when the save fails.
import { useState } from 'react';
import { Button, Modal, useToast } from '../../../kit';
import { errorMessage } from '../../../../shared/api/errors';
import { Confirm } from '../../Confirm';
import { useAccountApi } from '../../context';
import type { Address } from '../../types';
import { Empty, Loading, StatusBadge, SubHeading, cardClass, useList } from '../../ui';
import { AddressForm } from '../../../kit/form/AddressForm';

export const NO_ADDRESSES = 'There are no delivery addresses';
export const DEFAULT_CHANGED = 'Your default delivery address has been changed.';
export const DEFAULT_FAILED = 'An error occurred while updating your delivery address.';
export const ADDRESS_REMOVED = 'Your delivery address has been removed.';
export const ADDRESS_REMOVE_FAILED = 'An error occurred while removing your delivery address.';

type AddressLike = { [K in 'company' | 'street' | 'suburb' | 'city' | 'postCode']?: string | null } & { region?: { name: string } | null };

export function addressLines(a: AddressLike): string[] {
  return [a.company, a.street, a.suburb, [a.city, a.postCode].filter(Boolean).join(' '), a.region?.name].filter((line): line is string => Boolean(line));
}

export function Addresses() {
  const api = useAccountApi();
  const toast = useToast();
  const list = useList('addresses', () => api.addresses(), []);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [removing, setRemoving] = useState<Address | null>(null);
  const addresses = list.data ?? [];

  const setDefault = async (address: Address) => {
    const before = addresses;
    list.set((current) => (current ?? []).map((a) => ({ ...a, isDefault: a.id === address.id })));
    try {
      await api.setDefaultAddress(address.id);
      toast.success(DEFAULT_CHANGED);
    } catch {
      list.set(() => before);
      toast.error(DEFAULT_FAILED);
    }
  };

  const remove = async () => {
    if (!removing) return;
    try {
      await api.removeAddress(removing.id);
      list.set((current) => (current ?? []).filter((a) => a.id !== removing.id));
      toast.success(ADDRESS_REMOVED);
      setRemoving(null);
    } catch (error) {
      toast.error(errorMessage(error, ADDRESS_REMOVE_FAILED));
      setRemoving(null);
    }
  };

  return (
    <section aria-labelledby="vet-addresses-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SubHeading id="vet-addresses-heading" className="text-lg font-bold text-ink">
          Delivery addresses
        </SubHeading>
        <Button variant="secondary" size="sm" onClick={() => setEditing('new')}>
          Add address
        </Button>
      </div>
      {list.loading && !list.data ? (
        <Loading label="Loading your addresses…" />
      ) : addresses.length === 0 ? (
        <Empty>{NO_ADDRESSES}</Empty>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.id} className={`${cardClass} flex flex-col gap-3`}>
              <div className="flex items-start justify-between gap-2">
                <address className="not-italic text-ink">
                  {addressLines(address).map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
                {address.isDefault && <StatusBadge label="Default" severity="success" />}
              </div>
              <div className="mt-auto flex flex-wrap gap-2">
                <Button size="sm" variant="secondary" onClick={() => setEditing(address)}>
                  Edit <span className="sr-only">{address.street}</span>
                </Button>
                {!address.isDefault && (
                  <>
                    <Button size="sm" variant="ghost" onClick={() => void setDefault(address)}>
                      Set as default <span className="sr-only">for {address.street}</span>
                    </Button>
                    <Button size="sm" variant="ghost" className="text-danger" onClick={() => setRemoving(address)}>
                      Remove <span className="sr-only">{address.street}</span>
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'New delivery address' : 'Edit delivery address'} size="lg">
        {editing !== null && (
          <AddressForm
            address={editing === 'new' ? null : editing}
            save={api.saveAddress}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              // The server may move the default (a first address is the default): reload.
              list.reload();
            }}
          />
        )}
      </Modal>
      <Confirm open={removing !== null} title="Remove this address?" confirmLabel="Remove address" onClose={() => setRemoving(null)} onConfirm={remove}>
        {removing && <p>{addressLines(removing).join(', ')} will be removed from your delivery addresses.</p>}
      </Confirm>
    </section>
  );
}
