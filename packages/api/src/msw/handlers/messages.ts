import { HttpResponse } from 'msw';
import { paths } from '../../paths';
import { contactRequestSchema, leadRequestSchema } from '../../schemas/messages';
import { fixtureDate } from '../fixtures';
import { type MockOptions, failWith, jsonBody, mockRoutes, param, requireAdmin, validate } from '../respond';
import { db, newId } from '../store';

function findLead(id: string) {
  return db.leads.find((lead) => lead._id === id) ?? failWith(404, 'Lead not found');
}

/** The lead form, the contact page and the admin Lead Form tab. */
export function messageHandlers(options: MockOptions = {}) {
  const route = mockRoutes(options);
  const { empty } = route;
  return [
    route.get(paths.leads, ({ request }) => {
      requireAdmin(request);
      return HttpResponse.json(empty ? [] : db.leads);
    }),
    route.post(paths.sendLead, async ({ request }) => {
      const lead = {
        _id: newId('lead'),
        ...validate(leadRequestSchema, await jsonBody(request)),
        createdAt: fixtureDate.toISOString(),
      };
      db.leads.unshift(lead);
      return HttpResponse.json({ msg: 'Message sent successfully!' }, { status: 201 });
    }),
    route.put(paths.updateLead.route, async ({ request, params }) => {
      requireAdmin(request);
      const lead = findLead(param(params.id));
      Object.assign(lead, validate(leadRequestSchema, await jsonBody(request)));
      return HttpResponse.json(lead);
    }),
    route.delete(paths.deleteLead.route, ({ request, params }) => {
      requireAdmin(request);
      const { _id } = findLead(param(params.id));
      db.leads = db.leads.filter((lead) => lead._id !== _id);
      return HttpResponse.json({ msg: 'Lead deleted' });
    }),
    route.get(paths.contactMessages, ({ request }) => {
      requireAdmin(request);
      return HttpResponse.json(empty ? [] : db.contactMessages);
    }),
    route.post(paths.sendContactMessage, async ({ request }) => {
      const message = validate(contactRequestSchema, await jsonBody(request));
      db.contactMessages.unshift({ _id: newId('message'), ...message, createdAt: fixtureDate.toISOString() });
      return HttpResponse.json({ msg: 'Thank you for reaching out! We will get back to you soon.' }, { status: 201 });
    }),
  ];
}
