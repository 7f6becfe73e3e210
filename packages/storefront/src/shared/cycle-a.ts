import { secondHalf } from './cycle-b';

// Throwaway: half of an import cycle, which lint must refuse.
export const firstHalf = () => secondHalf();
