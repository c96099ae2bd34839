import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { KeepAliveOutlet } from './KeepAliveOutlet';

function Filters({ name }: { name: string }) {
  const [text, setText] = useState('');
  const { pathname } = useLocation();
  return (
    <section aria-label={name}>
      <label>
        {name} filter
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <p>seen at {pathname}</p>
    </section>
  );
}

function setup(cachedKeys: string[], generations: Record<string, number> = {}) {
  const state = { cachedKeys, generations };
  // Like the shell, the layout follows the location (and so passes the current generations).
  const Layout = () => {
    useLocation();
    return <KeepAliveOutlet cachedKeys={state.cachedKeys} generations={state.generations} />;
  };
  const router = createMemoryRouter(
    [{ path: '/', Component: Layout, children: [
      { path: 'a', element: <Filters name="A" /> },
      { path: 'b', element: <Filters name="B" /> },
    ] }],
    { initialEntries: ['/a'] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, state, view };
}

describe('KeepAliveOutlet', () => {
  it('keeps a cached page alive, hidden, while another shows: its input survives', async () => {
    const { router } = setup(['/a', '/b']);
    await userEvent.type(screen.getByLabelText('A filter'), 'pump');
    await act(() => router.navigate('/b'));
    expect(screen.getByLabelText('B filter')).toBeVisible();
    expect(screen.getByLabelText('A filter', { selector: 'input' })).not.toBeVisible();
    // The hidden page still sees where it was left.
    expect(screen.getByText('seen at /a')).toBeInTheDocument();
    await act(() => router.navigate('/a'));
    expect(screen.getByLabelText('A filter')).toHaveValue('pump');
    expect(screen.getByLabelText('A filter')).toBeVisible();
  });

  it('unmounts a page that is not cached (noCache) when another shows', async () => {
    const { router } = setup(['/b']);
    await userEvent.type(screen.getByLabelText('A filter'), 'pump');
    await act(() => router.navigate('/b'));
    expect(screen.queryByLabelText('A filter')).not.toBeInTheDocument();
    await act(() => router.navigate('/a'));
    expect(screen.getByLabelText('A filter')).toHaveValue('');
  });

  it('mounts a page afresh when its generation changes (refresh)', async () => {
    const { router, state } = setup(['/a', '/b']);
    await userEvent.type(screen.getByLabelText('A filter'), 'pump');
    state.generations = { '/a': 1 };
    await act(() => router.navigate('/a?again'));
    expect(screen.getByLabelText('A filter')).toHaveValue('');
  });
});
