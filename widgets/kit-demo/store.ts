// The sample widget's own store: a visit planner holding how many pets to bring and a
// note. Exists to prove (in the demo page and e2e) that two instances keep separate state.
import { createStore } from 'zustand/vanilla';
import { createStoreContext } from '../kit/createStoreContext';

export interface KitDemoState {
  petCount: number;
  greeted: boolean;
  actions: {
    petAdded: () => void;
    petRemoved: () => void;
    greeted: () => void;
  };
}

export const MAX_PETS = 3;

export function createKitDemoStore(init: { petCount?: number } = {}) {
  return createStore<KitDemoState>()((set) => ({
    petCount: Math.min(Math.max(init.petCount ?? 1, 1), MAX_PETS),
    greeted: false,
    actions: {
      petAdded: () => set((s) => ({ petCount: Math.min(s.petCount + 1, MAX_PETS) })),
      petRemoved: () => set((s) => ({ petCount: Math.max(s.petCount - 1, 1) })),
      greeted: () => set({ greeted: true }),
    },
  }));
}

export const KitDemoStore = createStoreContext('vet-kit-demo', createKitDemoStore);
export const usePetCount = () => KitDemoStore.useSelector((s) => s.petCount);
export const useGreeted = () => KitDemoStore.useSelector((s) => s.greeted);
export const useKitDemoActions = () => KitDemoStore.useSelector((s) => s.actions);
