import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createI18n, I18nextProvider, loadLanguage } from '@om/i18n';
import { UiProvider } from '../theme/UiProvider';

// jsdom has no PointerEvent; Zag (under Chakra's checkboxes) makes one on a key press.
class PointerEventStandIn extends MouseEvent {
  readonly pointerId = 1;
  readonly pointerType = 'mouse';
}
if (typeof window !== 'undefined' && !('PointerEvent' in window)) Object.assign(window, { PointerEvent: PointerEventStandIn });

/** Renders a resource shell with the English texts and the platform theme. */
export async function renderShell(ui: ReactElement) {
  const i18n = createI18n('en', await loadLanguage('en'));
  const wrap = (element: ReactElement) => (
    <I18nextProvider i18n={i18n}>
      <UiProvider>{element}</UiProvider>
    </I18nextProvider>
  );
  const views: ReturnType<typeof render>[] = [];
  // Asynchronously, so the effects Zag schedules right after mounting run inside act too.
  await act(async () => {
    views.push(render(wrap(ui)));
  });
  const [view] = views;
  if (!view) throw new Error('nothing rendered');
  return { ...view, rerender: (element: ReactElement) => view.rerender(wrap(element)) };
}
