import { act, render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { firstPaintSwr } from './first-paint-swr';

function Footer({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data, isLoading } = useSWR('/api/footer/getfooter', fetcher);
  return <p>{isLoading ? 'Loading footer...' : data}</p>;
}

function renderWith(swr: ReturnType<typeof firstPaintSwr>, fetcher: () => Promise<string>) {
  return render(
    <SWRConfig value={swr}>
      <Footer fetcher={fetcher} />
    </SWRConfig>,
  );
}

describe('firstPaintSwr', () => {
  it("shows the server's answer at once, as loaded data, without asking again on mount", async () => {
    const fetcher = vi.fn(async () => 'from the network');
    renderWith(firstPaintSwr({ '/api/footer/getfooter': 'Dhanya Organics' }), fetcher);
    expect(screen.getByText('Dhanya Organics')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetcher).not.toHaveBeenCalled();
    expect(screen.getByText('Dhanya Organics')).toBeInTheDocument();
  });

  it('asks the server again once the answers are no longer fresh', async () => {
    let clock = 0;
    const swr = firstPaintSwr({ '/api/footer/getfooter': 'Dhanya Organics' }, () => clock);
    clock = 6_000;
    const fetcher = vi.fn(async () => 'Dhanya Organics, Mysuru');
    renderWith(swr, fetcher);
    expect(await screen.findByText('Dhanya Organics, Mysuru')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('fetches keys the page was not rendered with as usual', async () => {
    const fetcher = vi.fn(async () => 'Fetched footer');
    renderWith(firstPaintSwr({ '/api/category/get': [] }), fetcher);
    expect(screen.getByText('Loading footer...')).toBeInTheDocument();
    expect(await screen.findByText('Fetched footer')).toBeInTheDocument();
  });
});
