// What pages and other features use of the messages: the contact page and the home page's lead form.
export { ContactScreen } from './contact-screen';
export { LeadForm } from './lead-form';
