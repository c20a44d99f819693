// A signed-in client's new delivery address, saved from the checkout with the account's
// address form. Rendered beside the checkout's form, not inside it: a form within a form is
// not allowed, and saving the address must not submit the order.
import { createProfileApi } from '../../../shared/api/profile';
import { AddressForm } from '../../kit/form/AddressForm';
import { Modal } from '../../kit/Modal';
import { useWidget } from '../../kit/WidgetContext';
import type { SavedAddress } from '../data';

export function NewAddress({ onClose, onSaved }: { onClose: () => void; onSaved: (address: SavedAddress) => void }) {
  const { client } = useWidget();
  return (
    <Modal open onClose={onClose} title="New delivery address" size="lg">
      <AddressForm address={null} save={(input) => createProfileApi(client).addresses.save(input)} onCancel={onClose} onSaved={onSaved} />
    </Modal>
  );
}
