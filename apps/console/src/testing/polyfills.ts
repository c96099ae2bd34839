// jsdom lacks ResizeObserver, which the menus' positioning (floating-ui) observes.
class NoopResizeObserver {
  observe = (): void => undefined;
  unobserve = (): void => undefined;
  disconnect = (): void => undefined;
}
globalThis.ResizeObserver ??= NoopResizeObserver;

// jsdom has no PointerEvent; Zag (under Chakra's checkboxes) makes one when a checkbox is pressed.
class PointerEventStandIn extends MouseEvent {}
if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: PointerEventStandIn });

// The test environment lends jsdom Node's FormData, which cannot read a form; React builds one when a
// form is submitted while a navigation (a transition) is still pending.
const NodeFormData = FormData;
class FormReadingFormData extends NodeFormData {
  constructor(form?: HTMLFormElement) {
    super();
    for (const element of form ? Array.from(form.elements) : []) {
      if (element instanceof HTMLInputElement && element.name) this.append(element.name, element.value);
    }
  }
}
globalThis.FormData = FormReadingFormData;
