import { normalizeField, parseTemplate, splitOptions, suggestKey, templateCheck, templateProblems } from './template';
import { onTemplateInput, withTemplate } from './deviceTypes.resource';

describe('the attribute template of a device type', () => {
  it('reads the editor text back as the contract list', () => {
    expect(parseTemplate('')).toEqual([]);
    expect(parseTemplate('[{"key":"power","name":"Power","kind":"number","unit":"kW","required":true}]')).toEqual([
      { key: 'power', name: 'Power', kind: 'number', unit: 'kW', required: true },
    ]);
    expect(parseTemplate('[{"key":"x","name":"X","kind":"colour"}]')).toBeUndefined();
    expect(parseTemplate('{')).toBeUndefined();
  });

  it('names each problem by row and input: key rules, duplicates, inherited keys, choices without options', () => {
    const problems = templateProblems(
      [
        { key: 'Power', name: 'Power', kind: 'number', required: false },
        { key: 'medium', name: '', kind: 'choice', options: [], required: false },
        { key: 'medium', name: 'Medium 2', kind: 'choice', options: ['a', 'a'], required: false },
        { key: 'flow', name: 'Flow', kind: 'text', required: false },
      ],
      ['flow'],
    );
    expect(problems).toEqual([
      { row: 0, part: 'key', message: 'template.keyRule' },
      { row: 1, part: 'name', message: 'template.nameRequired' },
      { row: 1, part: 'options', message: 'template.optionsRequired' },
      { row: 2, part: 'key', message: 'template.keyDuplicate' },
      { row: 2, part: 'options', message: 'template.optionsDistinct' },
      { row: 3, part: 'key', message: 'template.keyInherited' },
    ]);
    expect(templateCheck('[{"key":"power","name":"Power","kind":"number","required":true}]', [])).toBeUndefined();
    expect(templateCheck('[{"key":"power","name":"Power","kind":"number","required":true}]', ['power'])).toBe('template.fix');
  });

  it('sends a unit only with numbers and options only with choices', () => {
    expect(normalizeField({ key: ' power ', name: ' Power ', kind: 'text', unit: 'kW', options: ['a'], required: false })).toEqual({ key: 'power', name: 'Power', kind: 'text', required: false });
    expect(withTemplate({ code: 'P', template_json: '[{"key":"power","name":"Power","kind":"number","unit":" kW ","required":true}]' })).toEqual({
      code: 'P',
      template: [{ key: 'power', name: 'Power', kind: 'number', unit: 'kW', required: true }],
    });
    expect(splitOptions('Small, Medium,，Large\n')).toEqual(['Small', 'Medium', 'Large']);
    expect(suggestKey('Rated power (kW)')).toBe('rated_power_kw');
    expect(suggestKey('额定功率')).toBe('');
  });

  it("puts the server's template errors under the template editor", () => {
    const failure = { message: 'template.1.key: is used by an ancestor', code: 40000, reason: 'http' as const, notified: false };
    expect(onTemplateInput({ error: failure })).toEqual({ error: { ...failure, message: 'template_json: #2: is used by an ancestor' } });
    expect(onTemplateInput({ error: { ...failure, message: 'code: is already taken' } })).toEqual({ error: { ...failure, message: 'code: is already taken' } });
    expect(onTemplateInput({ data: 1 })).toEqual({ data: 1 });
  });
});
