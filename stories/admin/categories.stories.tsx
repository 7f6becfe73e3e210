import { paths } from '@dhanya/api';
import { catalogHandlers, fixtures, mockData, mockHandlers } from '@dhanya/api/msw';
import CategoriesTab from '@dhanya/admin/features/categories/categories-tab';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { tabDecorator, pageParameters, pageSetup, served } from './support/page';

const meta = {
  title: 'Admin/Tabs/Categories',
  tags: ['!autodocs'],
  component: CategoriesTab,
  decorators: [tabDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/admin-dashboard', session: 'admin' },
} satisfies Meta<typeof CategoriesTab>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const rice = fixtures.categories[0]!;
/** A category without products, which the server lets the admin delete. */
const seasonal = { _id: 'cat-seasonal', name: 'Seasonal Specials', image: null };

const table = (canvas: Canvas) => canvas.findByRole('table', { name: 'All categories' });
const editButtonName = (name: string) => `Edit ${name}`;
/** The row of a category, found by its Edit button. */
async function row(canvas: Canvas, name: string) {
  const edit = await within(await table(canvas)).findByRole('button', { name: editButtonName(name) });
  return within(edit.closest('tr')!);
}
const nameField = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^Category Name/ });
const imageInput = (canvas: Canvas) => canvas.getByLabelText(/Image \(optional\)/);
const findToast = async (text: string) => (await screen.findAllByText(text, {}, { timeout: 5000 }))[0];

type FetchSpy = { mock: { calls: unknown[][] } };
/** The calls of `method` to a path starting with `prefix` that the page sent. */
function sent(fetchSpy: FetchSpy, method: string, prefix: string) {
  return fetchSpy.mock.calls.filter(([input, init]) => {
    const request = input instanceof Request ? input : new Request(String(input), init as RequestInit);
    return request.method === method && new URL(request.url).pathname.startsWith(prefix);
  });
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'millet.png', { type: 'image/png' });

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading categories…');
  },
};

export const Empty: Story = {
  parameters: served('empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No categories yet. Add the first one with the form.')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: served('error'),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const Populated: Story = {
  tags: ['req:ADMIN-07'],
  parameters: { docs: { description: { story: 'Lists every category with its name and image.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Categories' })).toBeVisible();
    const list = within(await table(canvas));
    await waitFor(() => expect(list.getAllByRole('row')).toHaveLength(fixtures.categories.length + 1));
    for (const category of fixtures.categories) {
      const line = await row(canvas, category.name);
      await expect(line.getByRole('img', { name: category.name })).toBeVisible();
      await expect(line.getByRole('button', { name: `Delete ${category.name}` })).toBeVisible();
    }
    await expect(list.getByRole('img', { name: rice.name })).toHaveAttribute(
      'src',
      paths.upload('category', rice.image!),
    );
    await expect(canvas.getByRole('heading', { name: 'Add Category' })).toBeVisible();
  },
};

export const AddCategory: Story = {
  name: 'Add category',
  tags: ['req:ADMIN-08'],
  parameters: {
    docs: { description: { story: 'An empty name sends nothing; a new category is added with its image.' } },
  },
  play: async ({ canvas }) => {
    const fetchSpy = spyOn(window, 'fetch');
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Category' }));
    await expect(nameField(canvas)).toHaveAccessibleDescription('Category name is required');
    await expect(nameField(canvas)).toHaveFocus();
    await userEvent.type(nameField(canvas), '   ');
    await userEvent.keyboard('{Enter}');
    await expect(sent(fetchSpy, 'POST', paths.addCategory)).toHaveLength(0);

    await userEvent.clear(nameField(canvas));
    await userEvent.type(nameField(canvas), 'Millets Premium');
    await expect(nameField(canvas)).not.toHaveAccessibleDescription();
    await userEvent.upload(imageInput(canvas), png());
    await expect(canvas.getByRole('img', { name: 'Preview of the chosen file' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add Category' }));

    await expect(await findToast('Category added')).toBeInTheDocument();
    await expect(sent(fetchSpy, 'POST', paths.addCategory)).toHaveLength(1);
    const added = mockData.categories.find((category) => category.name === 'Millets Premium');
    await expect(added?.image).not.toBeNull();
    await row(canvas, 'Millets Premium');
    // The form is an empty add form again, without the chosen picture.
    await waitFor(() => expect(nameField(canvas)).toHaveValue(''));
    await expect(canvas.queryByRole('img', { name: 'Preview of the chosen file' })).toBeNull();
  },
};

export const RefusesNonImage: Story = {
  name: 'Not an image',
  parameters: { docs: { description: { story: 'A file that is not a picture is refused on the field.' } } },
  play: async ({ canvas }) => {
    await table(canvas);
    const pdf = new File(['%PDF'], 'price-list.pdf', { type: 'application/pdf' });
    await userEvent.upload(imageInput(canvas), pdf, { applyAccept: false });
    await expect(imageInput(canvas)).toHaveAccessibleDescription('Choose an image file (JPG, PNG, WebP or SVG)');
    await expect(canvas.queryByRole('img', { name: 'Preview of the chosen file' })).toBeNull();
  },
};

export const EditCategory: Story = {
  name: 'Edit',
  tags: ['req:ADMIN-09'],
  parameters: { docs: { description: { story: 'Edit fills the form, Update sends the change, the form resets.' } } },
  play: async ({ canvas }) => {
    const fetchSpy = spyOn(window, 'fetch');
    await userEvent.click((await row(canvas, rice.name)).getByRole('button', { name: `Edit ${rice.name}` }));
    await expect(canvas.getByRole('heading', { name: 'Edit Category' })).toBeVisible();
    await expect(nameField(canvas)).toHaveValue(rice.name);
    await expect(nameField(canvas)).toHaveFocus();
    await expect(canvas.getByRole('img', { name: 'Current image' })).toHaveAttribute(
      'src',
      paths.upload('category', rice.image!),
    );
    await expect(canvas.getByRole('button', { name: 'Cancel edit' })).toBeVisible();

    await userEvent.clear(nameField(canvas));
    await userEvent.type(nameField(canvas), 'Rice & Paddy');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Category' }));

    await expect(await findToast('Category updated')).toBeInTheDocument();
    await expect(sent(fetchSpy, 'PUT', paths.updateCategory(rice._id))).toHaveLength(1);
    await expect(sent(fetchSpy, 'POST', paths.addCategory)).toHaveLength(0);
    await expect(mockData.categories.find((category) => category._id === rice._id)?.name).toBe('Rice & Paddy');
    await row(canvas, 'Rice & Paddy');
    await expect(await canvas.findByRole('heading', { name: 'Add Category' })).toBeVisible();
    await expect(nameField(canvas)).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Cancel edit' })).toBeNull();
  },
};

export const CancelEdit: Story = {
  name: 'Edit cancelled',
  tags: ['req:ADMIN-09'],
  parameters: { docs: { description: { story: 'Cancel edit returns to an empty add form without sending.' } } },
  play: async ({ canvas }) => {
    const fetchSpy = spyOn(window, 'fetch');
    await userEvent.click((await row(canvas, rice.name)).getByRole('button', { name: `Edit ${rice.name}` }));
    await userEvent.type(nameField(canvas), ' changed');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel edit' }));
    await expect(await canvas.findByRole('heading', { name: 'Add Category' })).toBeVisible();
    await expect(nameField(canvas)).toHaveValue('');
    await expect(sent(fetchSpy, 'PUT', '/api/category/')).toHaveLength(0);
    await expect(mockData.categories[0]!.name).toBe(rice.name);
  },
};

export const DeleteCategory: Story = {
  name: 'Delete',
  tags: ['req:ADMIN-10'],
  parameters: {
    docs: { description: { story: 'Delete asks first; declining sends nothing, confirming removes it.' } },
  },
  beforeEach: () => {
    mockData.categories.push({ ...seasonal });
  },
  play: async ({ canvas }) => {
    const fetchSpy = spyOn(window, 'fetch');
    const deleteButton = async () =>
      (await row(canvas, seasonal.name)).getByRole('button', { name: `Delete ${seasonal.name}` });

    await userEvent.click(await deleteButton());
    let dialog = await screen.findByRole('alertdialog', { name: 'Are you sure to delete this category?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(sent(fetchSpy, 'DELETE', '/api/category/')).toHaveLength(0);
    await expect(mockData.categories.some((category) => category._id === seasonal._id)).toBe(true);

    await userEvent.click(await deleteButton());
    dialog = await screen.findByRole('alertdialog', { name: 'Are you sure to delete this category?' });
    await expect(dialog).toHaveTextContent(`"${seasonal.name}" will be removed from the shop.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await expect(await findToast('Category deleted')).toBeInTheDocument();
    await expect(sent(fetchSpy, 'DELETE', paths.deleteCategory(seasonal._id))).toHaveLength(1);
    await expect(mockData.categories.some((category) => category._id === seasonal._id)).toBe(false);
    const list = within(await table(canvas));
    await waitFor(() => expect(list.queryByRole('button', { name: editButtonName(seasonal.name) })).toBeNull());
  },
};

export const DeleteRefused: Story = {
  name: 'Delete refused',
  tags: ['req:ADMIN-41'],
  parameters: { docs: { description: { story: 'A refused delete shows the server message and keeps the category.' } } },
  play: async ({ canvas }) => {
    await userEvent.click((await row(canvas, rice.name)).getByRole('button', { name: `Delete ${rice.name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure to delete this category?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await findToast('This category still has products')).toBeInTheDocument();
    await expect((await row(canvas, rice.name)).getByRole('img', { name: rice.name })).toBeVisible();
  },
};

export const AddFailsWithoutMessage: Story = {
  name: 'Add failed',
  tags: ['req:ADMIN-41'],
  parameters: {
    msw: {
      handlers: {
        ...mockHandlers(),
        catalog: [http.post(paths.addCategory, () => HttpResponse.json({}, { status: 500 })), ...catalogHandlers()],
      },
    },
    docs: { description: { story: 'A failed add without a message shows "Operation failed" and keeps the text.' } },
  },
  play: async ({ canvas }) => {
    await table(canvas);
    await userEvent.type(nameField(canvas), 'Herbs');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Category' }));
    await expect(await findToast('Operation failed')).toBeInTheDocument();
    await expect(nameField(canvas)).toHaveValue('Herbs');
    await expect(canvas.getByRole('button', { name: 'Add Category' })).toBeEnabled();
  },
};

export const EditFailsWithServerMessage: Story = {
  name: 'Update refused',
  tags: ['req:ADMIN-41'],
  parameters: {
    msw: {
      handlers: {
        ...mockHandlers(),
        catalog: [
          http.put(paths.updateCategory.route, () =>
            HttpResponse.json({ msg: 'A category with this name already exists' }, { status: 409 }),
          ),
          ...catalogHandlers(),
        ],
      },
    },
    docs: { description: { story: 'A refused update shows the server message and stays in edit mode.' } },
  },
  play: async ({ canvas }) => {
    await userEvent.click((await row(canvas, rice.name)).getByRole('button', { name: `Edit ${rice.name}` }));
    await userEvent.clear(nameField(canvas));
    await userEvent.type(nameField(canvas), 'Spices');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Category' }));
    await expect(await findToast('A category with this name already exists')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Edit Category' })).toBeVisible();
    await expect(nameField(canvas)).toHaveValue('Spices');
    await expect(mockData.categories[0]!.name).toBe(rice.name);
  },
};

export const TranslateCategory: Story = {
  name: 'Translated in the Hindi tab',
  parameters: {
    docs: {
      description: {
        story: 'The हिन्दी tab holds the name the shop’s Hindi pages show; the list shows it under the English one.',
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click((await row(canvas, rice.name)).getByRole('button', { name: `Edit ${rice.name}` }));
    await userEvent.click(canvas.getByRole('tab', { name: 'हिन्दी' }));
    const hindiName = canvas.getByRole('textbox', { name: /^Category name in Hindi/ });
    await expect(hindiName).toHaveValue('चावल');
    await userEvent.clear(hindiName);
    await userEvent.type(hindiName, 'चावल और धान');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Category' }));

    await expect(await findToast('Category updated')).toBeInTheDocument();
    await expect(mockData.categories.find((category) => category._id === rice._id)?.translations).toEqual({
      hi: { name: 'चावल और धान' },
    });
    await expect((await row(canvas, rice.name)).getByText('चावल और धान')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Only categories not yet in Hindi (0)' })).not.toBeChecked();
  },
};
