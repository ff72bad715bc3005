import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Placeholder } from './placeholder';

describe('Placeholder', () => {
  it('is one line high (1em) by default', () => {
    render(<Placeholder />);
    expect(screen.getByTestId('placeholder').style.height).toBe('1em');
  });

  it('takes a configured height', () => {
    render(<Placeholder height="3rem" />);
    expect(screen.getByTestId('placeholder').style.height).toBe('3rem');
  });

  it('keeps a fixed width when given one', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    render(<Placeholder width="12rem" />);
    expect(screen.getByTestId('placeholder').style.width).toBe('12rem');
    render(<Placeholder width="40%" />);
    expect(screen.getAllByTestId('placeholder')[1]!.style.width).toBe('40%');
  });

  it.each([
    [0, '80%'],
    [0.5, '90%'],
    [0.999, '100%'],
  ])('otherwise takes a random width between 80 and 100 %% (random %s → %s)', (value, width) => {
    vi.spyOn(Math, 'random').mockReturnValue(value);
    render(<Placeholder />);
    expect(screen.getByTestId('placeholder').style.width).toBe(width);
  });

  it('keeps its random width across re-renders and is hidden from screen readers', () => {
    vi.spyOn(Math, 'random').mockReturnValueOnce(0.25).mockReturnValue(0.75);
    const { rerender } = render(<Placeholder />);
    rerender(<Placeholder />);
    const block = screen.getByTestId('placeholder');
    expect(block.style.width).toBe('85%');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveClass('shimmer');
  });
});
