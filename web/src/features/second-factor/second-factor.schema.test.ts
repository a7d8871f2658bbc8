import { describe, expect, it } from 'vitest';
import { schemaErrors } from '@/shared/form/yup';
import { disableCodeSchema, enrolmentCodeSchema } from './second-factor.schema';

const MESSAGE = 'Bitte den 6-stelligen Code eingeben.';

describe('second factor code forms', () => {
  it('confirming the enrolment needs exactly six digits (blanks around them do not count)', () => {
    const check = (code: string) => schemaErrors(enrolmentCodeSchema(), { code });
    expect(check('')).toEqual({ code: MESSAGE });
    expect(check('12345')).toEqual({ code: MESSAGE });
    expect(check('1234567')).toEqual({ code: MESSAGE });
    expect(check('12a456')).toEqual({ code: MESSAGE });
    expect(check(' 123456 ')).toEqual({});
  });

  it('removing it takes any code (a recovery code too), but not nothing', () => {
    const check = (code: string) => schemaErrors(disableCodeSchema(), { code });
    expect(check('   ')).toEqual({ code: MESSAGE });
    expect(check('abcd-efgh')).toEqual({});
  });
});
