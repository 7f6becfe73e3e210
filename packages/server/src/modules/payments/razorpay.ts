import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RazorpayConfig } from '../../config.js';
import type { PaymentProvider, WebhookReading } from './provider.js';

const requestTimeoutMs = 15_000;

class RazorpayError extends Error {
  override name = 'RazorpayError';
}

/**
 * Razorpay (https://razorpay.com/docs/api/): an order is created through its REST API
 * (POST /v1/orders), the shopper pays in Razorpay's Checkout, and Razorpay's webhook,
 * signed with X-Razorpay-Signature (HMAC-SHA256 of the raw body with the webhook secret),
 * confirms the payment. Refunds: POST /v1/payments/{id}/refund.
 */
export function razorpayProvider(config: RazorpayConfig): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  async function post<T>(path: string, body: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
    } catch (error) {
      throw new RazorpayError(`Razorpay could not be reached: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => undefined)) as
      (T & { error?: { description?: string } }) | undefined;
    if (!response.ok || !answer) {
      throw new RazorpayError(`Razorpay answered ${response.status}: ${answer?.error?.description ?? 'no details'}`);
    }
    return answer;
  }

  return {
    method: 'razorpay',
    awaitsPayment: true,
    async createPayment(order) {
      const created = await post<{ id?: unknown }>('/v1/orders', {
        amount: order.totalPaise,
        currency: 'INR',
        receipt: order.reference,
        notes: { order_id: order.id },
      });
      if (typeof created.id !== 'string') throw new RazorpayError('Razorpay answered an order without an id');
      return { providerOrderId: created.id };
    },
    readWebhook(rawBody, signature) {
      if (!signature || !validSignature(rawBody, signature, config.webhookSecret)) return 'forged';
      return readEvent(rawBody);
    },
    async refund({ providerPaymentId, amountPaise }) {
      if (!providerPaymentId) return false;
      await post(`/v1/payments/${encodeURIComponent(providerPaymentId)}/refund`, { amount: amountPaise });
      return true;
    },
  };
}

/** X-Razorpay-Signature: the hex HMAC-SHA256 of the raw body, compared in constant time. */
function validSignature(rawBody: Buffer, signature: string, secret: string): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(rawBody).digest('hex'));
  const given = Buffer.from(signature.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface PaymentEntity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  status?: unknown;
}

/** `payment.captured` and `order.paid` confirm a payment; every other event is acknowledged and ignored. */
function readEvent(rawBody: Buffer): WebhookReading {
  let event: { event?: unknown; payload?: { payment?: { entity?: PaymentEntity } } };
  try {
    event = JSON.parse(rawBody.toString('utf8')) as typeof event;
  } catch {
    return { ignored: 'not JSON' };
  }
  if (event.event !== 'payment.captured' && event.event !== 'order.paid') {
    return { ignored: `event ${String(event.event)}` };
  }
  const payment = event.payload?.payment?.entity;
  if (
    typeof payment?.id !== 'string' ||
    typeof payment.order_id !== 'string' ||
    typeof payment.amount !== 'number' ||
    payment.status !== 'captured'
  ) {
    return { ignored: 'no captured payment in it' };
  }
  return { payment: { providerOrderId: payment.order_id, providerPaymentId: payment.id, amountPaise: payment.amount } };
}
