import { leadRequestSchema } from '@dhanya/api';
import { schemaResolver } from '@dhanya/shell';

/** Loaded when the home page's lead form is first used: zod stays off the first load. */
export const leadResolver = schemaResolver(leadRequestSchema);
