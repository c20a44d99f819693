// The account API for every section, provided once by <Account> (tests provide a fake one).
import { createContext, useContext } from 'react';
import type { AccountApi } from './api';

export const AccountApiContext = createContext<AccountApi | null>(null);

export function useAccountApi(): AccountApi {
  const api = useContext(AccountApiContext);
  if (!api) throw new Error('useAccountApi() must be used inside <Account>');
  return api;
}

/** What the host set on <vet-account> that sections need. */
export interface AccountOptions {
  /** Where to go after the account is deleted (attribute deleted-url, default /). */
  deletedUrl: string;
}

export const AccountOptionsContext = createContext<AccountOptions>({ deletedUrl: '/' });

export const useAccountOptions = () => useContext(AccountOptionsContext);
