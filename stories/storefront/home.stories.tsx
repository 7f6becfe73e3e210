import { paths } from '@dhanya/api';
import { catalogHandlers, fixtures, messageHandlers, mockData, mockHandlers } from '@dhanya/api/msw';
import { HomePage } from '@dhanya/storefront/routes/home';
import { LiteModeProvider } from '@dhanya/storefront/shared/lite-mode';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { advance, withFakeClock } from '../support/fake-clock';
import { layoutPageDecorator, mobileHindi, pageParameters, pageSetup, served } from './support/page';
import { requestsIdle } from '../support/story-requests';

const SENT = 'Message sent successfully!';
const FAILED = 'Failed to submit. Please try again.';
const ADDED = 'Added to cart successfully!';
const GREEN = 'rgb(30, 123, 60)';
const RED = 'rgb(180, 35, 24)';

const bestSellers = fixtures.products.filter((product) => product.isBestSeller).slice(0, 10);
const specialOffers = fixtures.products.filter((product) => product.discount !== null).slice(0, 10);

/** The bodies of the lead requests a story sent; the request then goes on to the demo handler. */
let leadRequests: unknown[] = [];
const recordLeads = http.post(paths.sendLead, async ({ request }) => {
  leadRequests.push(await request.clone().json());
  return undefined;
});
const withRecordedLeads = { msw: { handlers: { ...mockHandlers(), messages: [recordLeads, ...messageHandlers()] } } };

/**
 * Holds every lead request until `releaseLead()`, so the submitting state can be seen. The
 * play function closes the gate before it sends: a release can never come before the hold.
 */
let leadGate = Promise.resolve();
let releaseLead = () => {};
const holdLeads = () => (leadGate = new Promise<void>((resolve) => (releaseLead = resolve)));
const heldLead = http.post(paths.sendLead, async () => {
  await leadGate;
  return HttpResponse.json({ msg: SENT }, { status: 201 });
});

type Canvas = ReturnType<typeof within>;

const leadForm = (canvas: Canvas) => canvas.getByRole('form', { name: 'Get in Touch' });
const field = (canvas: Canvas, name: 'Name' | 'Email' | 'Phone' | 'Message') =>
  within(leadForm(canvas)).getByRole('textbox', { name }) as HTMLInputElement | HTMLTextAreaElement;
const submitButton = (canvas: Canvas) => within(leadForm(canvas)).getByRole('button');

async function fillLead(canvas: Canvas, values: Partial<Record<'Name' | 'Email' | 'Phone' | 'Message', string>>) {
  for (const [name, value] of Object.entries(values)) {
    const input = field(canvas, name as keyof typeof values);
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
}

/** The toast that holds a text (toasts render in a portal, outside the canvas). */
async function findToast(text: string) {
  const title = await screen.findByText(text, { selector: '[data-slot="toast-title"]' }, slow);
  const toast = title.closest('li');
  await expect(toast).not.toBeNull();
  await waitFor(() => expect(toast).toBeVisible());
  return toast!;
}
const toastShown = (text: string) => screen.queryByText(text, { selector: '[data-slot="toast-title"]' });

/** The contact card fades in; axe must judge its colours once it is fully shown. */
async function fadedIn() {
  const fades = document
    .getAnimations()
    .filter((animation) => (animation as CSSAnimation).animationName === 'dh-fade-in');
  await Promise.all(fades.map((animation) => animation.finished));
}

/** The machine running the stories may be busy: give data-driven finds time. */
const slow = { timeout: 10_000 };

const region = (canvas: Canvas, name: string) => canvas.getByRole('region', { name });

const meta = {
  title: 'Storefront/Pages/Home',
  tags: ['!autodocs'],
  component: HomePage,
  decorators: [layoutPageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  tags: [
    'req:HOME-01',
    'req:HOME-02',
    'req:HOME-04',
    'req:HOME-14',
    'req:HOME-15',
    'req:HOME-19',
    'req:HOME-20',
    'req:HOME-25',
  ],
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();

    // The carousel: one slide at a time, its title and description, arrows, dots and play/pause.
    // The loading frame is replaced by the slides once the images arrive.
    const first = fixtures.carouselImages[0]!;
    const firstTitle = await canvas.findByRole('heading', { name: first.title }, slow);
    const carousel = canvas.getByRole('region', { name: 'Featured products' });
    const slides = within(carousel);
    await expect(carousel).toContainElement(firstTitle);
    await expect(firstTitle).toBeVisible();
    await expect(slides.getByText(first.description)).toBeVisible();
    await expect(slides.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    await expect(slides.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    await expect(slides.getByRole('button', { name: 'Pause auto-play' })).toBeInTheDocument();
    await expect(slides.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(fixtures.carouselImages.length);
    await expect(carousel.getBoundingClientRect().height).toBe(600);
    // The first image is the page's largest paint: loaded at once, at high priority.
    const firstImage = carousel.querySelector('img')!;
    await expect(firstImage).toHaveAttribute('src', first.imageUrl);
    await expect(firstImage).toHaveAttribute('loading', 'eager');
    await expect(firstImage).toHaveAttribute('fetchpriority', 'high');

    // Categories: round images linking to /categories/{id}.
    const categories = region(canvas, 'Categories');
    const links = await within(categories).findAllByRole('link', {}, slow);
    await expect(links).toHaveLength(fixtures.categories.length);
    for (const [index, category] of fixtures.categories.entries()) {
      await expect(links[index]).toHaveAttribute('href', `/categories/${category._id}`);
      await expect(links[index]).toHaveTextContent(category.name);
      await expect(links[index]!.querySelector('img')).toHaveAttribute('src', `/uploads/category/${category.image}`);
    }

    // Best Sellers: "View All" and at most ten cards.
    const best = region(canvas, 'Best Sellers');
    await expect(within(best).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/allbestsellers');
    const bestCards = await within(best).findAllByRole('article', {}, slow);
    await expect(bestCards).toHaveLength(bestSellers.length);
    await expect(bestCards.length).toBeLessThanOrEqual(10);

    // Special Offer's, with the exact heading.
    const offers = region(canvas, "Special Offer's");
    await expect(within(offers).getByRole('heading', { level: 2 })).toHaveTextContent(/^Special Offer's$/);
    await expect(within(offers).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/allspecialoffer');
    const offerCards = await within(offers).findAllByRole('article', {}, slow);
    await expect(offerCards).toHaveLength(specialOffers.length);
    for (const card of offerCards) {
      await expect(within(card).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    }

    // A product card: image, title, rupee price, heart and "View Product".
    const product = bestSellers[0]!;
    const card = within(bestCards[0]!);
    await expect(card.getByRole('heading', { name: product.title })).toBeInTheDocument();
    await expect(card.getByRole('img', { name: product.title })).toBeInTheDocument();
    await expect(bestCards[0]).toHaveTextContent('₹');
    await expect(card.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'false');
    await expect(card.getByRole('link', { name: 'View Product' })).toHaveAttribute('href', `/product/${product._id}`);

    // The sections come in the spec's order, ending with the contact section.
    const order = [carousel, categories, best, offers, canvas.getByRole('region', { name: 'Contact us' })];
    for (let i = 1; i < order.length; i++) {
      await expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    await fadedIn();
  },
};

export const ContactSection: Story = {
  parameters: { visual: false },
  name: 'Contact section',
  tags: ['req:HOME-30', 'req:HOME-31', 'req:HOME-32', 'req:HOME-34'],
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Contact us' });
    const welcomeHeading = await within(section).findByRole(
      'heading',
      { name: `Welcome to ${fixtures.footer.companyName}` },
      slow,
    );
    // The form's card fades in from transparent: on a busy machine its first frame comes late.
    await fadedIn();
    await expect(welcomeHeading).toBeVisible();
    const title = within(section).getByRole('heading', { name: 'Get in Touch' });
    await expect(within(section).getByRole('heading', { name: 'Please fill the form to reach us' })).toBeVisible();
    await expect(within(section).getByText(/^Want to connect differently\?/)).toHaveTextContent(
      'Want to connect differently? Email us directly',
    );
    await expect(within(section).getByRole('link', { name: 'Email us directly' })).toHaveAttribute(
      'href',
      `mailto:${fixtures.footer.email}`,
    );

    // Two columns side by side on desktop: the welcome panel on the left, the form on the right.
    const [welcome, formCard] = [...section.children] as HTMLElement[];
    await expect(welcome).toContainElement(within(section).getByRole('heading', { name: /^Welcome to/ }));
    await expect(formCard).toContainElement(title);
    await expect(formCard!.getBoundingClientRect().left).toBeGreaterThanOrEqual(welcome!.getBoundingClientRect().right);
    await expect(formCard!.getBoundingClientRect().top).toBe(welcome!.getBoundingClientRect().top);

    // At least 500 px high, fading in over 800 ms.
    const style = getComputedStyle(formCard!);
    await expect(style.minHeight).toBe('500px');
    await expect(style.animationName).toBe('dh-fade-in');
    await expect(style.animationDuration).toBe('0.8s');
  },
};

export const Mobile: Story = {
  tags: ['req:HOME-30'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome to Dhanya Organics' }, slow)).toBeVisible();
    const [welcome, formCard] = [...canvas.getByRole('region', { name: 'Contact us' }).children] as HTMLElement[];
    // Stacked: the form comes below the welcome panel.
    await expect(formCard!.getBoundingClientRect().top).toBeGreaterThanOrEqual(welcome!.getBoundingClientRect().bottom);
    await expect(Math.round(formCard!.getBoundingClientRect().left)).toBe(
      Math.round(welcome!.getBoundingClientRect().left),
    );
    // Two product cards to a row at the narrowest.
    const cards = await within(region(canvas, 'Best Sellers')).findAllByRole('article', {}, slow);
    const rowTops = cards.slice(0, 3).map((card) => Math.round(card.getBoundingClientRect().top));
    await expect(rowTops[0]).toBe(rowTops[1]);
    await expect(rowTops[2]).toBeGreaterThan(rowTops[0]!);
    await fadedIn();
  },
};

export const MobileHindi: Story = {
  ...mobileHindi('The home page under `/hi`: every text of the shop in Hindi.'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'धान्य ऑर्गेनिक्स में आपका स्वागत है' }, slow)).toBeVisible();
    for (const name of ['श्रेणियाँ', 'सबसे ज़्यादा बिकने वाले', 'ख़ास ऑफ़र', 'संपर्क करें']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    await expect(
      within(region(canvas, 'ख़ास ऑफ़र')).getAllByRole('button', { name: 'कार्ट में डालें' }).length,
    ).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'भेजें' })).toBeInTheDocument();
    await fadedIn();
  },
};

export const MobileLite: Story = {
  name: 'Mobile (lite mode)',
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    // No picture: lite mode draws with the machine's own fonts, and a picture must depend on
    // the repository alone (README, "Visual tests").
    visual: false,
    docs: {
      description: {
        story:
          "A phone that sends `Save-Data: on` (issue 35): the phone's own fonts, and the carousel's first slide alone, at its smallest size.",
      },
    },
  },
  decorators: [
    (Story) => (
      <LiteModeProvider initial>
        <Story />
      </LiteModeProvider>
    ),
  ],
  beforeEach: () => {
    // What the server's page says in lite mode (app/document.tsx).
    document.documentElement.dataset.lite = '';
    return () => delete document.documentElement.dataset.lite;
  },
  play: async ({ canvas, canvasElement }) => {
    const first = fixtures.carouselImages[0]!;
    await expect(await canvas.findByRole('heading', { name: first.title }, slow)).toBeVisible();
    const carousel = within(canvas.getByRole('region', { name: 'Featured products' }));
    await expect(carousel.queryByRole('button', { name: /next/i })).toBeNull();
    // One slide (the mock's pictures have no smaller sizes; tests/e2e/lite-mode.spec.ts checks
    // that the shop's come at their smallest).
    await expect(canvasElement.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(1);
    await expect(getComputedStyle(canvasElement).fontFamily).not.toContain('Poppins');
    await fadedIn();
  },
};

export const Loading: Story = {
  tags: ['req:HOME-12', 'req:HOME-22'],
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading Amazing Content...', {}, slow)).toBeVisible();
    await expect(canvas.getByText('Loading Best Sellers...')).toBeVisible();
    await expect(canvas.getByText('Loading Special Offers...')).toBeVisible();
    await expect(within(region(canvas, 'Categories')).getByRole('status')).toHaveTextContent('Loading categories...');
    // Until the footer answers, the welcome uses the kit's own name; the form already works.
    await expect(canvas.getByRole('heading', { name: 'Welcome to Dhanya' })).toBeVisible();
    await expect(submitButton(canvas)).toHaveTextContent('Submit');
    await fadedIn();
  },
};

export const Empty: Story = {
  tags: ['req:HOME-12', 'req:HOME-23'],
  parameters: served('empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No images available', {}, slow)).toBeVisible();
    await expect(await canvas.findByText('No best sellers available.', {}, slow)).toBeVisible();
    await expect(await canvas.findByText('No special offers available.', {}, slow)).toBeVisible();
    await expect(
      await within(region(canvas, 'Categories')).findByText('No categories available.', {}, slow),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.getByRole('heading', { name: 'Welcome to Dhanya' })).toBeVisible();
    await fadedIn();
  },
};

export const Error: Story = {
  tags: ['req:HOME-13', 'req:HOME-18', 'req:HOME-24'],
  parameters: {
    visual: { widths: [375] },
    ...served('error'),
    docs: { description: { story: 'A failed request is logged only.' } },
  },
  beforeEach: () => {
    const consoleError = spyOn(console, 'error').mockImplementation(() => {});
    return () => consoleError.mockRestore();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No images available', {}, slow)).toBeVisible();
    await expect(await canvas.findByText('No best sellers available.', {}, slow)).toBeVisible();
    await expect(await canvas.findByText('No special offers available.', {}, slow)).toBeVisible();
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Failed to load categories', expect.anything()));
    await expect(console.error).toHaveBeenCalledWith('Failed to load best sellers', expect.anything());
    await expect(console.error).toHaveBeenCalledWith('Failed to load special offers', expect.anything());
    // The category grid stays empty, without an error or an empty text.
    const categories = region(canvas, 'Categories');
    await expect(within(categories).queryAllByRole('link')).toHaveLength(0);
    await expect(within(categories).queryByRole('status')).toBeNull();
    await expect(categories).toHaveTextContent(/^Categories$/);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByText(/went wrong|error|failed/i)).toBeNull();
    await fadedIn();
  },
};

export const CategoriesFailure: Story = {
  name: 'Categories failure',
  tags: ['req:HOME-18'],
  parameters: {
    msw: {
      handlers: {
        ...mockHandlers(),
        catalog: [
          http.get(paths.categories, () => HttpResponse.json({ msg: 'Database offline' }, { status: 500 })),
          ...catalogHandlers(),
        ],
      },
    },
    docs: { description: { story: 'Only the categories fail.' } },
  },
  beforeEach: () => {
    const consoleError = spyOn(console, 'error').mockImplementation(() => {});
    return () => consoleError.mockRestore();
  },
  play: async ({ canvas }) => {
    await expect(await within(region(canvas, 'Best Sellers')).findAllByRole('article', {}, slow)).toHaveLength(
      bestSellers.length,
    );
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Failed to load categories', expect.anything()));
    const categories = region(canvas, 'Categories');
    await expect(categories).toHaveTextContent(/^Categories$/);
    await expect(canvas.queryByText('Database offline')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await fadedIn();
  },
};

export const LeadFormNativeChecks: Story = {
  name: 'Lead form checks',
  tags: ['req:HOME-35', 'req:HOME-37'],
  parameters: {
    ...withRecordedLeads,
    docs: { description: { story: 'Lead form: native checks, then POST /api/lead.' } },
  },
  beforeEach: () => {
    leadRequests = [];
  },
  play: async ({ canvas }) => {
    const name = field(canvas, 'Name') as HTMLInputElement;
    const email = field(canvas, 'Email') as HTMLInputElement;
    const phone = field(canvas, 'Phone') as HTMLInputElement;
    const message = field(canvas, 'Message') as HTMLTextAreaElement;
    for (const input of [name, email, phone, message]) await expect(input).toHaveValue('');
    await expect(name).toBeRequired();
    await expect(email).toBeRequired();
    await expect(email).toHaveAttribute('type', 'email');
    await expect(phone).not.toBeRequired();
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(message).not.toBeRequired();
    await expect(message.tagName).toBe('TEXTAREA');
    await expect(message).toHaveAttribute('rows', '4');

    // An empty name, then an invalid email: the browser blocks the submission, no request.
    await userEvent.click(submitButton(canvas));
    await expect(name.validity.valueMissing).toBe(true);
    await fillLead(canvas, { Name: 'Asha Rao', Email: 'not-an-email' });
    await userEvent.click(submitButton(canvas));
    await expect(email.validity.typeMismatch).toBe(true);
    await requestsIdle();
    await expect(leadRequests).toHaveLength(0);
    await expect(toastShown(SENT)).toBeNull();

    // Phone and message may stay empty; no sign-in is needed (a guest's session).
    await fillLead(canvas, { Email: 'asha@example.com' });
    await userEvent.click(submitButton(canvas));
    await findToast(SENT);
    await expect(leadRequests).toEqual([{ name: 'Asha Rao', email: 'asha@example.com', phone: '', message: '' }]);
    await expect(localStorage.getItem('token')).toBeNull();
    await fadedIn();
  },
};

export const LeadFormSubmitting: Story = {
  name: 'Lead form submitting',
  tags: ['req:HOME-36'],
  parameters: { msw: { handlers: { ...mockHandlers(), messages: [heldLead, ...messageHandlers()] } } },
  play: async ({ canvas }) => {
    holdLeads();
    await expect(submitButton(canvas)).toHaveTextContent(/^Submit$/);
    await fillLead(canvas, { Name: 'Asha Rao', Email: 'asha@example.com' });
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(submitButton(canvas)).toHaveTextContent(/^Submitting\.\.\.$/));
    await expect(submitButton(canvas)).toBeDisabled();
    releaseLead();
    await findToast(SENT);
    await expect(submitButton(canvas)).toHaveTextContent(/^Submit$/);
    await expect(submitButton(canvas)).toBeEnabled();
    await fadedIn();
  },
};

export const LeadFormSuccess: Story = {
  name: 'Lead form success',
  tags: ['req:HOME-37', 'req:HOME-38', 'req:HOME-40'],
  parameters: { ...withRecordedLeads, docs: { description: { story: 'Lead form: success clears the fields.' } } },
  beforeEach: () => {
    leadRequests = [];
  },
  play: async ({ canvas }) => {
    const lead = {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98450 12345',
      message: 'Bulk ragi, please.',
    };
    await fillLead(canvas, { Name: lead.name, Email: lead.email, Phone: lead.phone, Message: lead.message });
    await userEvent.click(submitButton(canvas));
    const toast = await findToast(SENT);
    await expect(getComputedStyle(toast).backgroundColor).toBe(GREEN);
    for (const name of ['Name', 'Email', 'Phone', 'Message'] as const)
      await expect(field(canvas, name)).toHaveValue('');
    await expect(leadRequests).toEqual([lead]);
    await expect(mockData.leads[0]).toMatchObject(lead);

    // Bottom centre of the screen.
    const box = toast.getBoundingClientRect();
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThanOrEqual(2);
    await expect(window.innerHeight - box.bottom).toBeLessThanOrEqual(48);

    // Closing resets the toast: the next submission shows a fresh one.
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(toastShown(SENT)).toBeNull());
    await fillLead(canvas, { Name: 'Ravi', Email: 'ravi@example.com' });
    await userEvent.click(submitButton(canvas));
    await findToast(SENT);
    await expect(leadRequests).toHaveLength(2);
    await fadedIn();
  },
};

/** Sets an uncontrolled field's value without userEvent, which waits on timers the fake clock holds. */
/** Types a whole value at once, as the browser reports typing (through the native setter React watches). */
function setValue(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = input instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Lets fake time pass in small steps until `check` holds (the request itself runs in real time). */
async function advanceUntil(clock: Parameters<typeof advance>[0], check: () => boolean, stepMs = 20, maxSteps = 100) {
  for (let step = 0; step < maxSteps && !check(); step++) {
    await advance(clock, stepMs);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  await expect(check()).toBe(true);
}

export const LeadToastTiming: Story = {
  name: 'Lead toast timing',
  tags: ['req:HOME-40'],
  parameters: { docs: { description: { story: 'Lead toast: closes after 3000 ms, a new submission starts afresh.' } } },
  play: async ({ mount }) => {
    // The form's schema arrives in a chunk of its own; fetch it before time is faked.
    await import('@dhanya/storefront/features/messages/lead-resolver');
    await withFakeClock(mount, async (clock) => {
      const canvas = within(document.body);
      const submit = async (name: string) => {
        setValue(field(canvas, 'Name'), name);
        setValue(field(canvas, 'Email'), `${name.toLowerCase()}@example.com`);
        submitButton(canvas).click();
        await advanceUntil(clock, () => toastShown(SENT) !== null);
      };
      await submit('Asha');
      await advance(clock, 2900);
      await expect(toastShown(SENT)).not.toBeNull();
      await advanceUntil(clock, () => toastShown(SENT) === null, 100, 3);
      await submit('Ravi');
      await advance(clock, 2900);
      await expect(toastShown(SENT)).not.toBeNull();
      await advanceUntil(clock, () => toastShown(SENT) === null, 100, 3);
    });
  },
};

export const LeadFormFailure: Story = {
  name: 'Lead form failure',
  tags: ['req:HOME-39'],
  parameters: {
    msw: { handlers: { ...mockHandlers(), messages: messageHandlers({ variant: 'error' }) } },
    docs: { description: { story: 'Lead form: failure keeps the values.' } },
  },
  play: async ({ canvas }) => {
    const lead = {
      Name: 'Asha Rao',
      Email: 'asha@example.com',
      Phone: '9845012345',
      Message: 'Do you deliver to Mysuru?',
    };
    await fillLead(canvas, lead);
    await userEvent.click(submitButton(canvas));
    const toast = await findToast(FAILED);
    await expect(getComputedStyle(toast).backgroundColor).toBe(RED);
    for (const [name, value] of Object.entries(lead)) {
      await expect(field(canvas, name as keyof typeof lead)).toHaveValue(value);
    }
    await expect(submitButton(canvas)).toHaveTextContent(/^Submit$/);
    await fadedIn();
  },
};

export const LeadFormRejected: Story = {
  name: 'Lead form rejected',
  tags: ['req:HOME-39'],
  parameters: {
    msw: {
      handlers: {
        ...mockHandlers(),
        messages: [
          http.post(paths.sendLead, () => HttpResponse.json({ msg: 'Email is invalid' }, { status: 400 })),
          ...messageHandlers(),
        ],
      },
    },
    docs: { description: { story: 'Lead form: a 400 is a failure too.' } },
  },
  play: async ({ canvas }) => {
    await fillLead(canvas, { Name: 'Asha Rao', Email: 'asha@example.com' });
    await userEvent.click(submitButton(canvas));
    await findToast(FAILED);
    await expect(field(canvas, 'Name')).toHaveValue('Asha Rao');
    await fadedIn();
  },
};

export const SpecialOfferAddToCart: Story = {
  name: 'Special offer, guest adds',
  parameters: { docs: { description: { story: 'Special offer: a guest adds to the guest cart.' } } },
  play: async ({ canvas }) => {
    const offer = specialOffers[0]!;
    const [card] = await within(region(canvas, "Special Offer's")).findAllByRole('article', {}, slow);
    await expect(within(card!).getByRole('heading', { name: offer.title })).toBeInTheDocument();
    await userEvent.click(within(card!).getByRole('button', { name: 'Add to Cart' }));
    await findToast(ADDED);
    const guestCart = JSON.parse(localStorage.getItem('guest_cart') ?? '[]') as { productId: string }[];
    await expect(guestCart.map((line) => line.productId)).toEqual([offer._id]);
    await fadedIn();
  },
};

export const SpecialOfferAddToCartShopper: Story = {
  name: 'Special offer, shopper adds',
  parameters: {
    session: 'shopper',
    docs: { description: { story: 'Special offer: a shopper adds to the server cart.' } },
  },
  play: async ({ canvas }) => {
    const offer = specialOffers[1]!;
    const cards = await within(region(canvas, "Special Offer's")).findAllByRole('article', {}, slow);
    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Add to Cart' }));
    await findToast(ADDED);
    await expect(mockData.cartLines.some((line) => line.productId === offer._id)).toBe(true);
    await expect(localStorage.getItem('guest_cart')).toBeNull();
    await fadedIn();
  },
};

export const WishlistHeart: Story = {
  name: 'Wishlist heart',
  tags: ['req:HOME-29'],
  parameters: { docs: { description: { story: 'The heart saves a product.' } } },
  play: async ({ canvas }) => {
    const [card] = await within(region(canvas, 'Best Sellers')).findAllByRole('article', {}, slow);
    const heart = within(card!).getByRole('button', { name: 'Add to wishlist' });
    await userEvent.click(heart);
    await expect(within(card!).getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.queryByRole('status', { name: /Navigated/ })).toBeNull();
    await fadedIn();
  },
};

export const ScrollsToTop: Story = {
  name: 'Scrolls to top',
  tags: ['req:HOME-33'],
  parameters: { docs: { description: { story: 'Opening the page scrolls to the top.' } } },
  play: async ({ mount }) => {
    // A page the visitor had scrolled down before arriving at /.
    const tall = document.createElement('div');
    tall.style.height = '6000px';
    document.body.append(tall);
    try {
      window.scrollTo(0, 2000);
      await expect(window.scrollY).toBeGreaterThan(0);
      const canvas = await mount();
      await canvas.findByRole('region', { name: 'Featured products' });
      await waitFor(() => expect(window.scrollY).toBe(0));
    } finally {
      tall.remove();
    }
    await fadedIn();
  },
};
