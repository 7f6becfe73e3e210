import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, getInitial } from './avatar';

describe('getInitial', () => {
  it('[ACCOUNT-17] takes the first letter of the name, upper-cased', () => {
    expect(getInitial('ravi kumar')).toBe('R');
    expect(getInitial('  anjali')).toBe('A');
    expect(getInitial('Éva')).toBe('É');
  });

  it('falls back to "?" without a name', () => {
    expect(getInitial('')).toBe('?');
    expect(getInitial('   ')).toBe('?');
    expect(getInitial(undefined)).toBe('?');
    expect(getInitial(null)).toBe('?');
  });
});

describe('Avatar', () => {
  it('[ACCOUNT-17] shows the initial and is named after the person', () => {
    render(<Avatar name="ravi kumar" />);
    const avatar = screen.getByRole('img', { name: 'ravi kumar' });
    expect(avatar).toHaveTextContent('R');
  });

  it('is hidden from assistive tech when decorative', () => {
    render(<Avatar name="Ravi" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('keeps the initial until the photo loads, and when it fails', () => {
    const { container } = render(<Avatar name="Ravi" src="data:image/png;base64,broken" />);
    const image = container.querySelector('img');
    expect(screen.getByRole('img', { name: 'Ravi' })).toHaveTextContent('R');
    fireEvent.error(image!);
    expect(container.querySelector('img')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ravi' })).toHaveTextContent('R');
  });

  it('shows the photo instead of the initial once it loads', () => {
    render(<Avatar name="Ravi" src="data:image/png;base64,ok" />);
    const avatar = screen.getByRole('img', { name: 'Ravi' });
    expect(avatar).toHaveTextContent('R');
    const photo = within(avatar).getByRole('presentation');
    fireEvent.load(photo);
    expect(avatar.textContent).toBe('');
    expect(within(avatar).getByRole('presentation')).toHaveAttribute('src', 'data:image/png;base64,ok');
  });
});
