// /desk: the clinic desk, where staff confirm or decline the appointment requests clients sent.
// The widget signs in with the staff session (/auth/staff-token), not the client's; signed out
// it links to the sign-in page, which brings staff back here. Staff pages are never search
// results.
import { needsHydration } from '../router/serverRender';
import { useNoIndex } from '../seo';
import { FlowPage } from './FlowPage';

export const DESK_PATH = '/desk';
export const STAFF_TOKEN_URL = '/auth/staff-token';

export function DeskPage() {
  // The robots tag is set by an effect, which only runs on a hydrated page.
  needsHydration();
  useNoIndex();
  return <FlowPage route={DESK_PATH} title="Clinic desk" tag="vet-clinic-desk" attributes={{ 'token-url': STAFF_TOKEN_URL }} />;
}
