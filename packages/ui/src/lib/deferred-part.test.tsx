import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { deferredPart, useDeferredPart } from './deferred-part';

const Panel = () => <p>The panel</p>;

/** A part whose fetch the test finishes (or fails) by hand. */
function heldPart() {
  const fetches: { resolve: (module: { Panel: typeof Panel }) => void; reject: (error: Error) => void }[] = [];
  const fetchModule = vi.fn(
    () =>
      new Promise<{ Panel: typeof Panel }>((resolve, reject) => {
        fetches.push({ resolve, reject });
      }),
  );
  return { part: deferredPart(fetchModule), fetchModule, fetches };
}

function Host({ part, needed }: { part: ReturnType<typeof heldPart>['part']; needed: boolean }) {
  const module = useDeferredPart(part, needed);
  return module ? <module.Panel /> : <p>Not yet</p>;
}

describe('deferredPart', () => {
  it('fetches nothing until the part is needed, then renders it once fetched', async () => {
    const { part, fetchModule, fetches } = heldPart();
    const { rerender } = render(<Host part={part} needed={false} />);
    expect(fetchModule).not.toHaveBeenCalled();

    rerender(<Host part={part} needed />);
    expect(fetchModule).toHaveBeenCalledOnce();
    expect(screen.getByText('Not yet')).toBeInTheDocument();

    await act(async () => fetches[0]!.resolve({ Panel }));
    expect(screen.getByText('The panel')).toBeInTheDocument();
  });

  it('fetches once for every user of the part', async () => {
    const { part, fetchModule } = heldPart();
    render(
      <>
        <Host part={part} needed />
        <Host part={part} needed />
      </>,
    );
    expect(fetchModule).toHaveBeenCalledOnce();
  });

  it('renders without it on the server, even once fetched, so hydration matches', async () => {
    const { part, fetches } = heldPart();
    const loading = part.load();
    fetches[0]!.resolve({ Panel });
    await loading;
    expect(renderToString(<Host part={part} needed />)).toContain('Not yet');
  });

  it('tries again after a failed fetch', async () => {
    const { part, fetchModule, fetches } = heldPart();
    const failed = part.load();
    fetches[0]!.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');

    const retried = part.load();
    fetches[1]!.resolve({ Panel });
    await expect(retried).resolves.toEqual({ Panel });
    expect(fetchModule).toHaveBeenCalledTimes(2);
  });
});
