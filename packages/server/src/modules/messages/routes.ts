import {
  contactMessageListSchema,
  contactRequestSchema,
  contactResponseSchema,
  leadListSchema,
  leadRequestSchema,
  leadSchema,
  leadSentResponseSchema,
  paths,
} from '@dhanya/api/contract';
import { idParams, messageSchema } from '../../http/route-schemas.js';
import { limitPerAddress } from '../../http/rate-limits/policy.js';
import type { ServerModule } from '../../server-types.js';
import { listContactMessages, saveContactMessage } from './contact-messages.js';
import { deleteLead, listLeads, saveLead, updateLead } from './leads.js';

const contactThanks = 'Thank you! We will get back to you soon.';

/** Leads from the home page and messages from the contact page: sent by anyone, read by the staff. */
const messages: ServerModule = async (app, { db, config }) => {
  const leadLimit = { rateLimit: limitPerAddress(config, 'lead') };
  app.post(
    paths.sendLead,
    { config: leadLimit, schema: { body: leadRequestSchema, response: { 201: leadSentResponseSchema } } },
    async (request, reply) => {
      const lead = await saveLead(db, request.body);
      return reply.code(201).send({ msg: 'Message sent successfully!', lead });
    },
  );

  app.get(paths.leads, { preValidation: app.requireAdmin, schema: { response: { 200: leadListSchema } } }, () =>
    listLeads(db),
  );

  app.put(
    paths.updateLead.route,
    {
      preValidation: app.requireAdmin,
      schema: { params: idParams, body: leadRequestSchema, response: { 200: leadSchema } },
    },
    (request) => updateLead(db, request.params.id, request.body),
  );

  app.delete(
    paths.deleteLead.route,
    { preValidation: app.requireAdmin, schema: { params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      await deleteLead(db, request.params.id);
      return { msg: 'Lead deleted' };
    },
  );

  const contactLimit = { rateLimit: limitPerAddress(config, 'contact') };
  app.post(
    paths.sendContactMessage,
    { config: contactLimit, schema: { body: contactRequestSchema, response: { 201: contactResponseSchema } } },
    async (request, reply) => {
      await saveContactMessage(db, request.body);
      return reply.code(201).send({ msg: contactThanks });
    },
  );

  app.get(
    paths.contactMessages,
    { preValidation: app.requireAdmin, schema: { response: { 200: contactMessageListSchema } } },
    () => listContactMessages(db),
  );
};

export default messages;
