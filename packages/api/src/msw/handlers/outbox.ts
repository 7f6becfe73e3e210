import { HttpResponse } from 'msw';
import { pageOffset } from '../../paging';
import { paths } from '../../paths';
import { type OutboxList, outboxMessages, outboxQuerySchema } from '../../schemas/outbox';
import { type MockOptions, failWith, mockRoutes, param, requireAdmin, validate } from '../respond';
import { db } from '../store';

/**
 * The admin's E-mails tab (issue 16): the order e-mails newest first, a page at a time, with
 * how many are in each state, as the server lists them; a retry makes a failed or waiting
 * message pending again with its tries counted afresh. `empty`: the shop has sent none yet.
 */
export function outboxHandlers(options: MockOptions = {}) {
  const route = mockRoutes(options);
  const { empty } = route;
  return [
    route.get(paths.outbox, ({ request }) => {
      requireAdmin(request);
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const { status, page, pageSize } = validate(outboxQuerySchema, query);
      const all = empty ? [] : [...db.outbox].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const found = status ? all.filter((message) => message.status === status) : all;
      const counts = { pending: 0, sent: 0, failed: 0 };
      for (const message of all) counts[message.status] += 1;
      const answer: OutboxList = {
        messages: found.slice(pageOffset(page, pageSize), pageOffset(page + 1, pageSize)),
        page,
        pageSize,
        total: found.length,
        counts,
        sending: db.outboxSending,
      };
      return HttpResponse.json(answer);
    }),
    route.post(paths.retryOutboxMessage.route, ({ request, params }) => {
      requireAdmin(request);
      const message =
        db.outbox.find((candidate) => candidate._id === param(params.id)) ?? failWith(404, outboxMessages.notFound);
      if (message.status === 'sent') failWith(409, outboxMessages.alreadySent);
      Object.assign(message, { status: 'pending', attempts: 0, nextAttemptAt: new Date().toISOString() });
      return HttpResponse.json({ msg: outboxMessages.retried, message });
    }),
  ];
}
