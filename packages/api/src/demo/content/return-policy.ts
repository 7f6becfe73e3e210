/** Plain text, as the admin edits it in a text area. */
export const demoReturnPolicy = {
  policyText: [
    'Return & Refund Policy',
    'We pack every order by hand and check it before it leaves the shop. If something is not right, we will make it right.',
    'What you can return. You can ask for a replacement or a refund if a product arrives damaged, leaking, spoilt, past its best-before date, or different from what you ordered, or if an item is missing from your parcel. Dry goods such as rice, millets, pulses, flours, spices, dry fruits and jaggery must be reported within 7 days of delivery, unopened except for the item you are reporting. Fresh produce must be reported within 24 hours of delivery, with a photo.',
    'What we cannot take back. For reasons of food safety we cannot accept returns of opened food that is in good condition, fresh produce reported after 24 hours, or products damaged by storage after delivery. A change of mind is not a reason for return for perishable goods.',
    'How to ask for a return. Write to us at the email address in the footer, or call us, with your order number, the product, and a photo of the pack and its label. We reply within one working day. For most claims we do not need the product back; when we do, our delivery partner collects it at no cost to you.',
    'Refunds. Once a claim is approved we refund the price you paid for the affected item, including any discount that applied. Card and UPI payments are refunded to the same account, and cash-on-delivery orders by UPI or bank transfer, within 7 working days. If you prefer, we can send a replacement with your next order instead.',
    'Cancelled orders. If you cancel an order before it is packed, or if we cancel it because a product is out of stock, you receive a full refund of anything already paid.',
  ].join('\n\n'),
};
