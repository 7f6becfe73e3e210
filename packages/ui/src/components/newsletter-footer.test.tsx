import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewsletterFooter } from './newsletter-footer';

function setup(onSubscribe = vi.fn<(email: string) => Promise<void>>().mockResolvedValue(undefined)) {
  render(<NewsletterFooter onSubscribe={onSubscribe} />);
  return {
    user: userEvent.setup(),
    onSubscribe,
    box: screen.getByRole('textbox', { name: 'Email address' }),
    button: screen.getByRole('button', { name: 'Subscribe' }),
  };
}

describe('NewsletterFooter', () => {
  it.each(['', '   ', 'ravi', 'ravi@', 'ravi@mail', 'ravi kumar@mail.in'])(
    '[LAYOUT-28] refuses the malformed address "%s" without calling onSubscribe',
    async (value) => {
      const { user, onSubscribe, box, button } = setup();
      if (value) await user.type(box, value);
      await user.click(button);
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveFocus();
      expect(onSubscribe).not.toHaveBeenCalled();
    },
  );

  it('[LAYOUT-28] sends the trimmed address, and only once when Enter is pressed again while pending', async () => {
    let resolve = () => {};
    const onSubscribe = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    const { user, box, button } = setup(onSubscribe);
    await user.type(box, '  ravi@farm.co.in ');
    await user.click(button);
    expect(button).toBeDisabled();
    await user.type(box, '{Enter}');
    expect(onSubscribe).toHaveBeenCalledTimes(1);
    expect(onSubscribe).toHaveBeenCalledWith('ravi@farm.co.in');
    resolve();
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(button).toBeEnabled();
  });
});
