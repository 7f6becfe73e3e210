import { z } from 'zod';

/**
 * The answer of a write whose body no screen reads (deletes, offers, leads): any JSON object
 * or no body at all. The fixed answers of SPEC.md section 7 have their own schemas.
 */
export const acknowledgementSchema = z.looseObject({ msg: z.string().optional() }).optional();
