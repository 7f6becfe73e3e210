import ImageUploadTab from '@dhanya/admin/features/carousel/image-upload-tab';
import { paths } from '@dhanya/api';
import { contentHandlers, fixtures, mockData, mockHandlers } from '@dhanya/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { tabDecorator, pageParameters, pageSetup, served } from './support/page';
import { toast } from './support/toast';
import { requestsIdle } from '../support/story-requests';

const slow = { timeout: 5000 };
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'slide.png', { type: 'image/png' });

/** Every write the tab sent, before the demo handlers answer it. */
let writes: string[] = [];
const recordWrites = http.all('/api/*', ({ request }) => {
  if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`);
  return undefined;
});
/** The content group with the recorder first, then one-off handlers, then the demo ones. */
const content = (...first: HttpHandler[]) => ({
  msw: { handlers: { ...mockHandlers(), content: [recordWrites, ...first, ...contentHandlers()] } },
});

type Canvas = ReturnType<typeof within>;
const addForm = (canvas: Canvas) => within(canvas.getByRole('form', { name: 'Add an image' }));
const editForm = (canvas: Canvas) => within(canvas.getByRole('form', { name: 'Edit image' }));
const imageList = async (canvas: Canvas) => within(await canvas.findByRole('list', { name: 'Carousel images' }, slow));

const meta = {
  title: 'Admin/Tabs/Image Upload',
  tags: ['!autodocs'],
  component: ImageUploadTab,
  decorators: [tabDecorator],
  beforeEach: (context) => {
    writes = [];
    return pageSetup(context);
  },
  parameters: { ...pageParameters, path: '/admin-dashboard', session: 'admin' },
} satisfies Meta<typeof ImageUploadTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Image Upload' })).toBeVisible();
    await expect(await canvas.findByText('Loading images…')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { ...served('empty'), docs: { description: { story: 'No slides yet.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No images yet', {}, slow)).toBeVisible();
    await expect(addForm(canvas).getByRole('button', { name: 'Add image' })).toBeEnabled();
  },
};

export const Error: Story = {
  tags: ['req:ADMIN-41'],
  parameters: { ...served('error'), docs: { description: { story: 'A failed load shows the server message.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Something went wrong. Please try again.', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const Populated: Story = {
  tags: ['req:ADMIN-35'],
  parameters: { docs: { description: { story: 'Each image with its title, description and thumbnail.' } } },
  play: async ({ canvas }) => {
    const list = await imageList(canvas);
    await expect(list.getAllByRole('listitem')).toHaveLength(fixtures.carouselImages.length);
    for (const image of fixtures.carouselImages) {
      await expect(list.getByText(image.title)).toBeVisible();
      await expect(list.getByText(image.description)).toBeVisible();
      await expect(list.getByRole('img', { name: image.title })).toHaveAttribute('src', image.imageUrl);
    }
  },
};

export const ArrayAnswer: Story = {
  name: 'Plain array answer',
  tags: ['req:ADMIN-35'],
  parameters: {
    ...content(http.get(paths.carouselImages, () => HttpResponse.json(fixtures.carouselImages.slice(0, 2)))),
    docs: { description: { story: 'A plain array answer is listed too.' } },
  },
  play: async ({ canvas }) => {
    const list = await imageList(canvas);
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getByText(fixtures.carouselImages[1]!.title)).toBeVisible();
  },
};

export const Add: Story = {
  tags: ['req:ADMIN-36'],
  parameters: {
    ...content(),
    docs: { description: { story: 'Adding needs a title, a description and an image; then the image is listed.' } },
  },
  play: async ({ canvas }) => {
    await imageList(canvas);
    const form = addForm(canvas);
    const add = form.getByRole('button', { name: 'Add image' });
    await userEvent.click(add);
    await expect(form.getByText('Title is required')).toBeVisible();
    await expect(form.getByText('Description is required')).toBeVisible();
    await expect(form.getByText('Image is required')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveFocus();

    await userEvent.type(form.getByRole('textbox', { name: 'Title' }), 'Jaggery season');
    await userEvent.type(form.getByRole('textbox', { name: 'Description' }), 'Fresh organic jaggery from Mandya.');
    await userEvent.click(add);
    await expect(form.queryByText('Title is required')).toBeNull();
    await expect(form.getByText('Image is required')).toBeVisible();

    await userEvent.clear(form.getByRole('textbox', { name: 'Description' }));
    await userEvent.upload(form.getByLabelText(/^Image/), png());
    await userEvent.click(add);
    await expect(form.getByText('Description is required')).toBeVisible();
    await requestsIdle();
    await expect(writes).toEqual([]);

    await userEvent.type(form.getByRole('textbox', { name: 'Description' }), 'Fresh organic jaggery from Mandya.');
    await userEvent.click(add);
    await toast('Image added', 'success');
    await expect(writes).toEqual([`POST ${paths.addCarouselImage}`]);
    await expect(mockData.carouselImages.at(-1)).toMatchObject({
      title: 'Jaggery season',
      description: 'Fresh organic jaggery from Mandya.',
    });
    await expect(await (await imageList(canvas)).findByText('Jaggery season', {}, slow)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  },
};

export const Edit: Story = {
  tags: ['req:ADMIN-37'],
  parameters: {
    ...content(),
    docs: { description: { story: 'Title and description required, image optional; the list shows the new values.' } },
  },
  play: async ({ canvas }) => {
    const list = await imageList(canvas);
    const image = fixtures.carouselImages[1]!;
    await userEvent.click(list.getByRole('button', { name: `Edit ${image.title}` }));
    const form = editForm(canvas);
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(image.title);
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue(image.description);

    await userEvent.clear(form.getByRole('textbox', { name: 'Description' }));
    await userEvent.click(form.getByRole('button', { name: 'Update image' }));
    await expect(form.getByText('Description is required')).toBeVisible();
    await requestsIdle();
    await expect(writes).toEqual([]);

    await userEvent.type(form.getByRole('textbox', { name: 'Description' }), 'Ragi, jowar and bajra.');
    await userEvent.clear(form.getByRole('textbox', { name: 'Title' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Title' }), 'Millets all year');
    await userEvent.click(form.getByRole('button', { name: 'Update image' }));
    await toast('Image updated', 'success');
    await expect(writes).toEqual([`PUT ${paths.updateCarouselImage(image._id)}`]);
    await expect(mockData.carouselImages[1]).toMatchObject({
      title: 'Millets all year',
      description: 'Ragi, jowar and bajra.',
      imageUrl: image.imageUrl,
    });
    await expect(await list.findByText('Millets all year', {}, slow)).toBeVisible();
    await expect(list.getByText('Ragi, jowar and bajra.')).toBeVisible();
    // Back to adding.
    await expect(addForm(canvas).getByRole('textbox', { name: 'Title' })).toHaveValue('');
  },
};

export const EditWithNewPicture: Story = {
  name: 'Edit with a new picture',
  tags: ['req:ADMIN-37'],
  parameters: {
    ...content(
      http.put(paths.updateCarouselImage.route, async ({ request }) => {
        const form = await request.clone().formData();
        writes.push(`image: ${(form.get('image') as File | null)?.name ?? 'none'}`);
        return undefined;
      }),
    ),
    docs: { description: { story: 'Edit with a new picture sends it along.' } },
  },
  play: async ({ canvas }) => {
    const list = await imageList(canvas);
    await userEvent.click(list.getByRole('button', { name: `Edit ${fixtures.carouselImages[0]!.title}` }));
    const form = editForm(canvas);
    await userEvent.upload(form.getByLabelText(/^Image/), png());
    await userEvent.click(form.getByRole('button', { name: 'Update image' }));
    await toast('Image updated', 'success');
    await expect(writes).toEqual([
      `PUT ${paths.updateCarouselImage(fixtures.carouselImages[0]!._id)}`,
      'image: slide.png',
    ]);
  },
};

export const Delete: Story = {
  tags: ['req:ADMIN-38'],
  parameters: {
    ...content(),
    docs: { description: { story: 'Delete asks "Are you sure to delete this image?"; declining sends nothing.' } },
  },
  play: async ({ canvas }) => {
    const list = await imageList(canvas);
    const image = fixtures.carouselImages[0]!;
    await userEvent.click(list.getByRole('button', { name: `Delete ${image.title}` }));
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Are you sure to delete this image?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await requestsIdle();
    await expect(writes).toEqual([]);
    await expect(list.getByText(image.title)).toBeVisible();

    await userEvent.click(list.getByRole('button', { name: `Delete ${image.title}` }));
    dialog = within(await screen.findByRole('alertdialog', { name: 'Are you sure to delete this image?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await toast('Image deleted', 'success');
    await expect(writes).toEqual([`DELETE ${paths.deleteCarouselImage(image._id)}`]);
    await waitFor(() => expect(list.queryByText(image.title)).toBeNull());
    await expect(mockData.carouselImages).toHaveLength(fixtures.carouselImages.length - 1);
  },
};

const refused = { msg: 'Image too large' };
export const Failures: Story = {
  tags: ['req:ADMIN-41'],
  parameters: {
    ...content(
      http.post(paths.addCarouselImage, () => HttpResponse.json(refused, { status: 400 })),
      http.put(paths.updateCarouselImage.route, () => HttpResponse.json({}, { status: 500 })),
      http.delete(paths.deleteCarouselImage.route, () => new HttpResponse(null, { status: 500 })),
    ),
    docs: { description: { story: 'Failed add, edit and delete show the server message, else "Operation failed".' } },
  },
  play: async ({ canvas }) => {
    const list = await imageList(canvas);
    const form = addForm(canvas);
    await userEvent.type(form.getByRole('textbox', { name: 'Title' }), 'Jaggery season');
    await userEvent.type(form.getByRole('textbox', { name: 'Description' }), 'From Mandya.');
    await userEvent.upload(form.getByLabelText(/^Image/), png());
    await userEvent.click(form.getByRole('button', { name: 'Add image' }));
    await toast('Image too large', 'error');
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Jaggery season');

    const image = fixtures.carouselImages[0]!;
    await userEvent.click(list.getByRole('button', { name: `Edit ${image.title}` }));
    await userEvent.click(editForm(canvas).getByRole('button', { name: 'Update image' }));
    await toast('Operation failed', 'error');
    await expect(canvas.getByRole('form', { name: 'Edit image' })).toBeVisible();

    await userEvent.click(list.getByRole('button', { name: `Delete ${image.title}` }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes.at(-1)).toBe(`DELETE ${paths.deleteCarouselImage(image._id)}`));
    await toast('Operation failed', 'error');
    await expect(list.getByText(image.title)).toBeVisible();
    await expect(mockData.carouselImages).toEqual(fixtures.carouselImages);
  },
};

export const TranslateSlide: Story = {
  name: 'Translated in the Hindi tab',
  parameters: {
    ...content(),
    docs: { description: { story: 'The हिन्दी tab holds the slide’s title and description as `/hi` shows them.' } },
  },
  play: async ({ canvas }) => {
    const list = await imageList(canvas);
    const image = fixtures.carouselImages[0]!;
    await userEvent.click(list.getByRole('button', { name: `Edit ${image.title}` }));
    const form = editForm(canvas);
    await userEvent.click(form.getByRole('tab', { name: 'हिन्दी' }));
    const hindiTitle = form.getByRole('textbox', { name: 'Title in Hindi' });
    await expect(hindiTitle).toHaveValue(image.translations!.hi!.title!);
    await userEvent.clear(hindiTitle);
    await userEvent.type(hindiTitle, 'खेत से सीधे पुराना बासमती');
    await userEvent.click(form.getByRole('button', { name: 'Update image' }));
    await toast('Image updated', 'success');
    await expect(mockData.carouselImages[0]!.translations?.hi).toEqual({
      title: 'खेत से सीधे पुराना बासमती',
      description: image.translations!.hi!.description,
    });
    // The English slide is as it was.
    await expect(mockData.carouselImages[0]).toMatchObject({ title: image.title, description: image.description });
  },
};
