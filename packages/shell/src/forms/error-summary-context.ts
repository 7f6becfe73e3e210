import { createContext, useContext } from 'react';

/**
 * Set by a form that names its problems in one summary (`SchemaForm`'s `errorSummaryId`):
 * its fields are marked invalid and described by the summary instead of a text of their own.
 */
export const ErrorSummaryContext = createContext<string | undefined>(undefined);

export const useErrorSummaryId = () => useContext(ErrorSummaryContext);
