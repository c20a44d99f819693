import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { errorsOf, FORM_KEY, serverIssues, validate } from './issues';
import { getAt, setAt } from './paths';

describe('form paths', () => {
  it('reads and writes dot paths without changing the original', () => {
    const values = { line: { doses: '' }, people: [{ name: 'A' }] };
    const next = setAt(setAt(values, 'line.doses', '5'), 'people.0.name', 'B');
    expect(getAt(next, 'line.doses')).toBe('5');
    expect(getAt(next, 'people.0.name')).toBe('B');
    expect(Array.isArray(next.people)).toBe(true);
    expect(values).toEqual({ line: { doses: '' }, people: [{ name: 'A' }] });
    expect(getAt(values, 'missing.deeper')).toBeUndefined();
  });
});

describe('form issues', () => {
  const schema = v.pipe(
    v.object({ email: v.pipe(v.string(), v.nonEmpty('Required'), v.email('Invalid')), line: v.object({ n: v.number('A number') }) }),
    v.check((o) => o.line.n > 0, 'Order something'),
  );

  it('keeps the first message per field, keyed by dot path', () => {
    const result = validate(schema, { email: '', line: { n: 'x' } });
    expect(result).toEqual({ ok: false, errors: { email: 'Required', 'line.n': 'A number' } });
  });

  it('puts whole-form problems under FORM_KEY', () => {
    expect(validate(schema, { email: 'a@b.nz', line: { n: 0 } })).toEqual({ ok: false, errors: { [FORM_KEY]: 'Order something' } });
    expect(errorsOf([])).toEqual({});
  });

  it("reads the server's 422 issues and ignores anything else", () => {
    expect(serverIssues({ success: false, issues: { clinicId: 'Please select one of our clinics', bad: 3 } })).toEqual({
      clinicId: 'Please select one of our clinics',
    });
    expect(serverIssues('oops')).toEqual({});
    expect(serverIssues({ issues: ['x'] })).toEqual({});
  });
});
