import { firstHalf } from './cycle-a';

// Throwaway: the other half of the cycle.
export const secondHalf = (): unknown => firstHalf;
