import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';
import { routerLink } from '../support/router-link';

const hrefForPage = (page: number) => `/category/rice?page=${page}`;

/** A list whose page is in the URL, as the storefront's are: every page is a link. */
function LinkedPages(props: Omit<PaginationProps, 'page' | 'hrefForPage' | 'onPageChange'>) {
  const [searchParams] = useSearchParams();
  const page = Number(searchParams.get('page') ?? '1');
  return <Pagination {...props} page={page} hrefForPage={hrefForPage} renderLink={routerLink} />;
}

/** Every page the button pager asked for; cleared before its story. */
const pageChanged = fn();

/** A list whose page is in the component's state, as the admin's are: every page is a button. */
function StatefulPages({ first, pageCount }: { first: number; pageCount: number }) {
  const [page, setPage] = useState(first);
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={(next) => {
        setPage(next);
        pageChanged(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 12, hrefForPage, renderLink: routerLink },
  parameters: {
    docs: componentDocs(
      `
      Previous, the page numbers and Next for a list shown a page at a time. Each page is a link
      (\`hrefForPage\`, drawn by \`renderLink\`: the page number lives in the URL, so crawlers, the back button
      and "open in new tab" work) or a button (\`onPageChange\`: the page lives in the caller's state).
      The first and last pages, the current one and its neighbours are shown, with "…" for the rest; the
      current page is \`aria-current="page"\`. Below a container width of 32rem the numbers give way to
      "Page 3 of 12", so it fits a phone. A single page renders nothing. Texts through \`labels\`; name
      the navigation with \`label\` when a page has two.
      `,
      `
      <Pagination
        page={page}
        pageCount={data.pageCount}
        hrefForPage={(page) => \`/category/\${id}?page=\${page}\`}
        renderLink={routerLink}
      />
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label="Product pages" />
      `,
    ),
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const pager = (canvas: Canvas, name = 'Pagination') => within(canvas.getByRole('navigation', { name }));
/** The page numbers shown, "…" for a gap: "1 … 5 6 7 … 12". */
const numbersOf = (nav: HTMLElement) =>
  [...within(nav).getByRole('list').children].map((item) => item.textContent?.trim()).join(' ');

export const All: Story = {
  render: () => {
    const links = { hrefForPage, renderLink: routerLink };
    return (
      <div className="flex flex-col gap-8">
        <Pagination {...links} label="First page" page={1} pageCount={12} />
        <Pagination {...links} label="Middle page" page={6} pageCount={12} />
        <Pagination {...links} label="Last page" page={12} pageCount={12} />
        <Pagination {...links} label="Few pages" page={2} pageCount={3} />
        <Pagination {...links} label="Many pages" page={208} pageCount={417} />
        <div className="w-80 border border-dashed border-border p-2">
          <Pagination {...links} label="Narrow container" page={208} pageCount={417} />
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(numbersOf(canvas.getByRole('navigation', { name: 'First page' }))).toBe('1 2 3 4 5 … 12');
    await expect(numbersOf(canvas.getByRole('navigation', { name: 'Middle page' }))).toBe('1 … 5 6 7 … 12');
    await expect(numbersOf(canvas.getByRole('navigation', { name: 'Few pages' }))).toBe('1 2 3');
    const narrow = pager(canvas, 'Narrow container');
    await expect(narrow.queryByRole('list')).toBeNull();
    await expect(narrow.getByText('Page 208 of 417')).toBeVisible();
  },
};

export const FirstPage: Story = {
  name: 'First page',
  play: async ({ canvas }) => {
    const nav = pager(canvas);
    await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const previous = nav.getByRole('link', { name: 'Previous' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).not.toHaveAttribute('href');
    await expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('href', hrefForPage(2));
    await expect(nav.getByRole('link', { name: 'Page 12' })).toHaveAttribute('href', hrefForPage(12));
  },
};

export const MiddlePage: Story = {
  name: 'Middle page',
  args: { page: 6 },
  play: async ({ canvas }) => {
    const nav = pager(canvas);
    await expect(nav.getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    await expect(nav.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', hrefForPage(5));
    await expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('href', hrefForPage(7));
    await expect(nav.queryByRole('link', { name: 'Page 3' })).toBeNull();
  },
};

export const LastPage: Story = {
  name: 'Last page',
  args: { page: 12 },
  play: async ({ canvas }) => {
    const nav = pager(canvas);
    await expect(nav.getByRole('link', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await expect(nav.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', hrefForPage(11));
  },
};

export const OnePage: Story = {
  name: 'One page',
  args: { pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const ManyPages: Story = {
  name: 'Many pages',
  parameters: { docs: { description: { story: '10,000 products at 24 a page: the pager keeps its width.' } } },
  args: { page: 208, pageCount: 417 },
  play: async ({ canvas }) => {
    await expect(numbersOf(canvas.getByRole('navigation'))).toBe('1 … 207 208 209 … 417');
  },
};

export const FollowingLinks: Story = {
  name: 'Following links',
  parameters: {
    route: hrefForPage(1),
    docs: { description: { story: 'The page comes from the URL; each link changes it.' } },
  },
  render: (args) => <LinkedPages pageCount={args.pageCount} />,
  play: async ({ canvas }) => {
    const nav = pager(canvas);
    await userEvent.click(nav.getByRole('link', { name: 'Next' }));
    await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav.getByRole('link', { name: 'Page 12' }));
    await expect(nav.getByRole('link', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Buttons: Story = {
  parameters: { docs: { description: { story: 'onPageChange: every page is a button; the caller keeps the page.' } } },
  beforeEach: () => {
    pageChanged.mockClear();
  },
  render: () => <StatefulPages first={11} pageCount={12} />,
  play: async ({ canvas }) => {
    const nav = pager(canvas);
    await expect(nav.queryByRole('link')).toBeNull();
    const next = nav.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    await expect(pageChanged).toHaveBeenLastCalledWith(12);
    await expect(nav.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
    // On the last page Next leads nowhere, but keeps the focus.
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(pageChanged).toHaveBeenCalledTimes(1);
    // The current page is no change.
    await userEvent.click(nav.getByRole('button', { name: 'Page 12' }));
    await expect(pageChanged).toHaveBeenCalledTimes(1);
    await userEvent.click(nav.getByRole('button', { name: 'Page 1' }));
    await expect(pageChanged).toHaveBeenLastCalledWith(1);
    await expect(nav.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Mobile: Story = {
  parameters: { docs: { description: { story: 'On a phone: Previous, "Page x of y", Next.' } } },
  globals: { viewport: { value: 'mobile' } },
  args: { page: 208, pageCount: 417 },
  play: async ({ canvas }) => {
    const nav = pager(canvas);
    await expect(nav.getByText('Page 208 of 417')).toBeVisible();
    await expect(nav.queryByRole('list')).toBeNull();
    await expect(nav.getByRole('link', { name: 'Previous' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Next' })).toBeVisible();
    const navigation = canvas.getByRole('navigation');
    await expect(navigation.scrollWidth).toBeLessThanOrEqual(navigation.clientWidth);
  },
};
