import { type AdminOrder, displayText } from '@dhanya/api';
import { MessageCircle } from 'lucide-react';
import { customerWhatsappLink } from './customer-whatsapp';

/** Who ordered: name, email and phone, and a WhatsApp chat about the order when the phone is a mobile. */
export function CustomerDetails({ order }: { order: AdminOrder }) {
  const { customer } = order;
  if (!customer) return 'Account removed';
  const phone = displayText(customer.phone);
  const whatsapp = customerWhatsappLink(order);
  return (
    <span className="flex flex-col gap-0.5">
      <span>{customer.name}</span>
      <span className="font-normal break-all text-muted-foreground">{customer.email}</span>
      {phone && <span className="font-normal text-muted-foreground">{phone}</span>}
      {whatsapp && (
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1.5 inline-flex items-center gap-1.5 self-start rounded-sm text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-secondary focus-visible:outline-none"
        >
          <MessageCircle aria-hidden className="size-4" />
          WhatsApp customer<span className="sr-only"> about order #{order._id}</span>
        </a>
      )}
    </span>
  );
}
