import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastOptions } from './toast';

function Trigger({ options, children = 'Show' }: { options: ToastOptions; children?: string }) {
  const { toast } = useToast();
  return <button onClick={() => toast(options)}>{children}</button>;
}

const sent: ToastOptions = { title: 'Message sent successfully!', tone: 'success' };

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function show(name = 'Show') {
  act(() => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
  // Radix mounts the toast once its viewport is registered; let that settle.
  advance(0);
}

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives each toast its own time', () => {
    render(
      <ToastProvider>
        <Trigger options={{ title: 'Signup failed! Please try again.', tone: 'error', durationMs: 5000 }}>
          Error
        </Trigger>
        <Trigger options={sent} />
      </ToastProvider>,
    );
    show('Error');
    show();
    advance(3000);
    expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument();
    expect(screen.getByText('Signup failed! Please try again.')).toBeInTheDocument();
    advance(2000);
    expect(screen.queryByText('Signup failed! Please try again.')).not.toBeInTheDocument();
  });

  it('[HOME-40] closed with its Close button, the same message again shows a fresh toast with its full time', () => {
    render(
      <ToastProvider>
        <Trigger options={sent} />
      </ToastProvider>,
    );
    show();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    });
    expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument();

    show();
    expect(screen.getByText('Message sent successfully!')).toBeInTheDocument();
    advance(2999);
    expect(screen.getByText('Message sent successfully!')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument();

    show();
    expect(screen.getByText('Message sent successfully!')).toBeInTheDocument();
  });

  it('[HOME-40] the same message while one is still shown is one fresh toast with its full time, not two', () => {
    render(
      <ToastProvider>
        <Trigger options={sent} />
      </ToastProvider>,
    );
    show();
    advance(2000);
    show();
    expect(screen.getAllByText('Message sent successfully!')).toHaveLength(1);
    advance(2999);
    expect(screen.getByText('Message sent successfully!')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument();
  });

  it('dismiss(id) closes a toast early', () => {
    function Dismisser() {
      const { toast, dismiss } = useToast();
      return (
        <button
          onClick={() => {
            const id = toast({ title: 'Saving…', tone: 'info', durationMs: 6000 });
            setTimeout(() => dismiss(id), 500);
          }}
        >
          Show
        </button>
      );
    }
    render(
      <ToastProvider>
        <Dismisser />
      </ToastProvider>,
    );
    show();
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    advance(500);
    expect(screen.queryByText('Saving…')).not.toBeInTheDocument();
  });

  it('announces errors assertively and other toasts politely', () => {
    render(
      <ToastProvider>
        <Trigger options={{ title: 'Failed to submit. Please try again.', tone: 'error' }}>Error</Trigger>
        <Trigger options={sent} />
      </ToastProvider>,
    );
    show('Error');
    show();
    // Radix copies each toast's text into a short-lived live region.
    advance(100);
    const regions = screen.getAllByRole('status');
    const assertive = regions.find((region) => region.textContent?.includes('Failed to submit'));
    const polite = regions.find((region) => region.textContent?.includes('Message sent'));
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
    expect(polite).toHaveAttribute('aria-live', 'polite');
  });

  it('useToast() outside its provider throws a clear error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger options={sent} />)).toThrow(/inside a <ToastProvider>/);
  });
});
