import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../theme/UiProvider';
import { Calendar } from './Calendar';
import type { CalendarLanguage, CalendarProps } from './types';

const pad = (value: number) => String(value).padStart(2, '0');
const today = new Date();
const TODAY = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;

const TONES = { planned: 'Planned', open: 'Open', overdue: 'Overdue', completed: 'Completed', closed: 'Closed' };

function renderCalendar(language: CalendarLanguage = 'en', extra: Partial<CalendarProps> = {}) {
  const onRangeChange = jest.fn();
  const onOpen = jest.fn();
  render(
    <UiProvider>
      <Calendar
        label="Due work"
        language={language}
        events={[
          { id: '1', title: 'Pump check', start: `${TODAY}T09:00`, tone: 'overdue', href: '/task/1' },
          { id: '2', title: 'Valve service', start: `${TODAY}T14:30`, tone: 'completed' },
        ]}
        onRangeChange={onRangeChange}
        onOpen={onOpen}
        legend={{ label: 'Legend', tones: TONES }}
        {...extra}
      />
    </UiProvider>,
  );
  return { onRangeChange, onOpen };
}

const region = () => screen.findByRole('region', { name: 'Due work' });

describe('the calendar', () => {
  it('shows the events of the month with the symbol of their state, and reports the visible days', async () => {
    const { onRangeChange } = renderCalendar();
    const calendar = await region();
    expect(await within(calendar).findByText('⚠ Pump check')).toBeInTheDocument();
    expect(within(calendar).getByText('✓ Valve service')).toBeInTheDocument();
    await waitFor(() => expect(onRangeChange).toHaveBeenCalled());
    const [{ from, to }] = onRangeChange.mock.calls[0];
    expect(from <= TODAY && TODAY <= to).toBe(true);
  });

  it('names every state in a legend with its symbol, so colour is never the only cue', async () => {
    renderCalendar();
    await region();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['○Planned', '●Open', '⚠Overdue', '✓Completed', '✕Closed']);
  });

  it('moves to the next month from the keyboard and opens a linked event with Enter', async () => {
    const user = userEvent.setup();
    const { onRangeChange, onOpen } = renderCalendar();
    const calendar = await region();
    await waitFor(() => expect(onRangeChange).toHaveBeenCalledTimes(1));
    const next = within(calendar).getByRole('button', { name: /next/i });
    next.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onRangeChange).toHaveBeenCalledTimes(2));
    expect(onRangeChange.mock.calls[1][0].from > onRangeChange.mock.calls[0][0].from).toBe(true);

    within(calendar).getByRole('button', { name: /today/i }).focus();
    await user.keyboard('{Enter}');
    const event = await within(calendar).findByRole('link', { name: /Pump check/ });
    event.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith('/task/1');
  });

  it('starts the week on Monday and speaks the language it is given', async () => {
    renderCalendar('zh');
    const calendar = await region();
    const headers = await within(calendar).findAllByRole('columnheader');
    expect(headers[0]).toHaveTextContent('周一');
    expect(within(calendar).getByRole('button', { name: '今天' })).toBeInTheDocument();
  });

  it('hides the toolbar chevrons (images without names) from assistive technology', async () => {
    renderCalendar();
    const calendar = await region();
    await waitFor(() => {
      const icons = calendar.querySelectorAll('.fc-icon');
      expect(icons.length).toBeGreaterThan(0);
      icons.forEach((icon) => expect(icon).toHaveAttribute('aria-hidden', 'true'));
    });
  });

  it('switches to the list view from the keyboard: the events of the month as a list, in the language given', async () => {
    const user = userEvent.setup();
    renderCalendar('es');
    const calendar = await region();
    within(calendar).getByRole('button', { name: /agenda|lista/i }).focus();
    await user.keyboard('{Enter}');
    expect(await within(calendar).findByText('⚠ Pump check')).toBeInTheDocument();
    expect(calendar.querySelector('.fc-list')).not.toBeNull();
  });
});
