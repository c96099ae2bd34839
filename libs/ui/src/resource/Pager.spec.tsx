import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './Pager';
import { renderShell } from './testing.spec-helper';

const noop = () => undefined;

describe('Pager', () => {
  it('counts pages from an exact total', async () => {
    await renderShell(<Pager page={3} limit={20} total={45} onPageChange={noop} onLimitChange={noop} />);
    expect(screen.getByText('41–45 of 45')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('goes by the rows shown when the server stopped counting, past the cap too', async () => {
    const pages: number[] = [];
    await renderShell(<Pager page={50} limit={20} total={1000} totalExact={false} shown={20} onPageChange={(page) => pages.push(page)} onLimitChange={noop} />);
    expect(screen.getByText('981–1000 of more than 1000')).toBeInTheDocument();
    expect(screen.getByText('Page 50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(pages).toEqual([51]);
  });

  it('stops at the first page that is not full', async () => {
    await renderShell(<Pager page={51} limit={20} total={1000} totalExact={false} shown={7} onPageChange={noop} onLimitChange={noop} />);
    expect(screen.getByText('1001–1007 of more than 1000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
