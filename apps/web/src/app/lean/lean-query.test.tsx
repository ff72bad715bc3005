import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShellQueryOptions } from '../../lib/shell-query';
import { fetchLeanQuery, leanQuerySnapshot, resetLeanQueries, useLeanQuery } from './lean-query';

afterEach(() => resetLeanQueries());

function query(queryFn: ShellQueryOptions<string>['queryFn'], extra: Partial<ShellQueryOptions<string>> = {}) {
  return { queryKey: ['greeting'], queryFn, ...extra } as ShellQueryOptions<string>;
}

function Greeting({ options, label }: { options: ShellQueryOptions<string>; label: string }) {
  const result = useLeanQuery(options);
  return (
    <p data-testid={label}>
      {result.isPending ? 'pending' : result.isError ? `error (${result.data ?? 'no data'})` : result.data}
      <button type="button" onClick={() => void result.refetch()}>
        retry {label}
      </button>
    </p>
  );
}

describe('the home page’s first-screen queries', () => {
  it('are asked for once, however many components want them, and show the data to all', async () => {
    const queryFn = vi.fn(async () => 'hello');
    const options = query(queryFn);
    render(
      <>
        <Greeting options={options} label="a" />
        <Greeting key="b" options={options} label="b" />
      </>,
    );
    expect(screen.getByTestId('a')).toHaveTextContent('pending');
    await waitFor(() => expect(screen.getByTestId('b')).toHaveTextContent('hello'));
    expect(screen.getByTestId('a')).toHaveTextContent('hello');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('join a request already under way (the site settings asked for at start)', async () => {
    let answer!: (value: string) => void;
    const queryFn = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const options = query(queryFn);
    const early = fetchLeanQuery(options);
    render(<Greeting options={options} label="a" />);
    act(() => answer('early'));
    await expect(early).resolves.toBe('early');
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('early'));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('are not asked for while disabled (the wallets of a visitor)', async () => {
    const queryFn = vi.fn(async () => 'wallets');
    render(<Greeting options={query(queryFn, { enabled: false })} label="a" />);
    await act(async () => {});
    expect(screen.getByTestId('a')).toHaveTextContent('pending');
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('after a failure are asked again only by the retry button, not by a component mounting', async () => {
    const queryFn = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('back');
    const options = query(queryFn);
    const { rerender } = render(<Greeting options={options} label="a" />);
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('error (no data)'));
    rerender(
      <>
        <Greeting options={options} label="a" />
        <Greeting key="b" options={options} label="b" />
      </>,
    );
    await act(async () => {});
    expect(screen.getByTestId('b')).toHaveTextContent('error (no data)');
    expect(queryFn).toHaveBeenCalledTimes(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'retry b' }));
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('back'));
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('hand their state to the app: the data with its time, or the request under way', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    await fetchLeanQuery(query(async () => 'in'));
    const pending = fetchLeanQuery({ queryKey: ['later'], queryFn: () => new Promise<string>(() => {}) });
    const failed = fetchLeanQuery({ queryKey: ['failed'], queryFn: async () => Promise.reject(new Error('x')) });
    await failed.catch(() => undefined);
    const snapshot = leanQuerySnapshot();
    expect(snapshot.find((q) => q.queryKey[0] === 'greeting')).toMatchObject({
      status: 'success',
      data: 'in',
      updatedAt: 1_700_000_000_000,
      promise: undefined,
    });
    expect(snapshot.find((q) => q.queryKey[0] === 'later')).toMatchObject({ status: 'pending', promise: pending });
    expect(snapshot.find((q) => q.queryKey[0] === 'failed')).toMatchObject({ status: 'error', promise: undefined });
  });

  it('are asked again, in the background, by a component mounting once they are older than their staleTime', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const queryFn = vi.fn(async () => 'balance');
    const options = query(queryFn, { staleTime: 30_000 });
    const { rerender } = render(<Greeting options={options} label="a" />);
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('balance'));
    now.mockReturnValue(1_020_000);
    rerender(
      <>
        <Greeting options={options} label="a" />
        <Greeting key="b" options={options} label="b" />
      </>,
    );
    await act(async () => {});
    expect(queryFn).toHaveBeenCalledTimes(1);
    now.mockReturnValue(1_040_000);
    rerender(
      <>
        <Greeting options={options} label="a" />
        <Greeting key="c" options={options} label="c" />
      </>,
    );
    // The data stays on screen while it is asked for again.
    expect(screen.getByTestId('c')).toHaveTextContent('balance');
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
  });
});
