import { mockData } from '@dhanya/api/msw';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** Every order write the handlers saw (status changes, payments recorded); cleared before each story. */
export const orderWrites: { request: string; body: unknown }[] = [];
const logged = async ({ request }: { request: Request }) => {
  orderWrites.push({
    request: `${request.method} ${new URL(request.url).pathname}`,
    body: await request.clone().json(),
  });
};
/** Put before the handlers that answer: they record, then let the request through. */
export const logOrderWrites = [
  http.put('*/api/admin/orders/:id/status', logged),
  http.post('*/api/admin/orders/:id/paid', logged),
];

export async function toastShows(text: string) {
  await waitFor(() => expect(screen.getAllByText(text)[0]).toBeVisible(), { timeout: 5000 });
}

export const orderCard = async (canvas: Canvas, id: string) =>
  within(await canvas.findByRole('article', { name: `Order #${id}` }, { timeout: 5000 }));

/** An order's detail ("Customer", "Payment", "Total") by its term; undefined when it has none. */
export function detail(card: Canvas, term: string): HTMLElement | undefined {
  const index = card.getAllByRole('term').findIndex((element: HTMLElement) => element.textContent === term);
  return index < 0 ? undefined : card.getAllByRole('definition')[index];
}

export const stored = (id: string) => mockData.adminOrders.find((order) => order._id === id)!;

export async function chooseStatus(canvas: Canvas, id: string, label: string) {
  const card = await orderCard(canvas, id);
  await userEvent.click(card.getByRole('combobox', { name: `Status of order #${id}` }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}
