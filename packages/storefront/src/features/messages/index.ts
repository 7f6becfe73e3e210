// What other features use of the messages: the lead form the home page shows.
export { LeadForm } from './lead-form';
