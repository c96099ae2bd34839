import { LANGUAGES, type Language } from '../i18n/catalog';
import { comparable, consoleText, consoleTexts, type ValueCodec } from '../resource/sheets/labels';

/** "serial_number" → "Serial number" (the console's name for an entity its catalogue lacks). */
function humanize(key: string): string {
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An audit action as the system log shows it (apps/console/src/shared/resource/auditText.ts
 * `actionText`): `user.disable` → "User disabled" — the entity's name and the verb's, joined by the
 * language's `resource:audit.action`; the action itself when its verb has no label.
 */
export function auditActionLabel(language: Language, action: string): string | undefined {
  const dot = action.indexOf('.');
  if (dot < 0) return undefined;
  const entity = action.slice(0, dot);
  const verb = consoleText(language, `resource:audit.verbs.${action.slice(dot + 1)}`);
  const template = consoleText(language, 'resource:audit.action');
  if (!verb || !template) return undefined;
  const names: Record<string, string> = { entity: consoleText(language, `system:resources.audit.entities.${entity}`) ?? humanize(entity), verb };
  return template.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => names[name] ?? whole);
}

let index: Map<string, string> | undefined;

/** The export's action column: labelled in the caller's language, read back from any of the four (entity × verb). */
export const auditActionCodec: ValueCodec = {
  label: auditActionLabel,
  index: () => {
    if (!index) {
      index = new Map();
      const entities = Object.keys(consoleTexts('en', 'system:resources.audit.entities'));
      const verbs = Object.keys(consoleTexts('en', 'resource:audit.verbs'));
      for (const entity of entities) {
        for (const verb of verbs) {
          const action = `${entity}.${verb}`;
          index.set(comparable(action), action);
          for (const language of LANGUAGES) {
            const text = auditActionLabel(language, action);
            if (text) index.set(comparable(text), action);
          }
        }
      }
    }
    return index;
  },
};
