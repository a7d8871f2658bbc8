import { describe, expect, it } from 'vitest';
import { groupOf, REGISTRATION_TYPES, requiredUploads, stepOfPath, stepsOf, visibility } from './registration-steps';

const NO_ANSWERS = { otherEmployerInCurrentYear: null, euCitizen: null, disabled: null, student: null };
const TEN = ['welcome', 'personal', 'address', 'banking', 'taxSocial', 'employment', 'citizenship', 'misc', 'summary', 'finished'];

describe('step order (spec 2 §2.2)', () => {
  it.each(['MODIFICATION_HELPER', 'SOCIAL_SECURITY', 'STOCK_REPLENISHMENT_SOCIAL_SECURITY', 'MINOR_EMPLOYMENT', 'WORKING_STUDENT', 'STOCK_REPLENISHMENT_MINOR_EMPLOYMENT'] as const)(
    '%s: the ten steps from welcome to finished',
    (type) => {
      expect(stepsOf(type)).toEqual(TEN);
    },
  );

  it('SHORT_TERM inserts the questionnaire right after the welcome step', () => {
    expect(stepsOf('SHORT_TERM')).toEqual(['welcome', 'questionnaire', ...TEN.slice(1)]);
  });

  it('groups the seven types', () => {
    expect(REGISTRATION_TYPES.map(groupOf)).toEqual([
      'SOCIAL_SECURITY',
      'SOCIAL_SECURITY',
      'SOCIAL_SECURITY',
      'MINOR_EMPLOYMENT',
      'MINOR_EMPLOYMENT',
      'MINOR_EMPLOYMENT',
      'SHORT_TERM',
    ]);
  });

  it('finds the step of a server error path', () => {
    expect(stepOfPath('personal.birthdate')).toBe('personal');
    expect(stepOfPath('education.schoolEducation')).toBe('taxSocial');
    expect(stepOfPath('socialSecurity.children.0.birthdate')).toBe('taxSocial');
    expect(stepOfPath('files.HEALTH_INSURANCE')).toBe('taxSocial');
    expect(stepOfPath('files.MISC')).toBe('misc');
    expect(stepOfPath('shortTermQuestionnaire.unemployed')).toBe('questionnaire');
    expect(stepOfPath('unknown.x')).toBeNull();
  });
});

describe('conditional fields and uploads per type and answers', () => {
  it('voluntary pension payment only for the minor-employment group', () => {
    expect(REGISTRATION_TYPES.filter((t) => visibility(t, NO_ANSWERS).voluntaryPension)).toEqual([
      'MINOR_EMPLOYMENT',
      'WORKING_STUDENT',
      'STOCK_REPLENISHMENT_MINOR_EMPLOYMENT',
    ]);
  });

  it('short-term days only for SHORT_TERM with another employer this year', () => {
    expect(visibility('SHORT_TERM', { ...NO_ANSWERS, otherEmployerInCurrentYear: true }).shortTermDays).toBe(true);
    expect(visibility('SHORT_TERM', { ...NO_ANSWERS, otherEmployerInCurrentYear: false }).shortTermDays).toBe(false);
    expect(visibility('MINOR_EMPLOYMENT', { ...NO_ANSWERS, otherEmployerInCurrentYear: true }).shortTermDays).toBe(false);
  });

  it('permit dates and the citizenship upload only for non-EU citizens (not while unanswered)', () => {
    for (const [eu, shown] of [[false, true], [true, false], [null, false]] as const) {
      const v = visibility('SOCIAL_SECURITY', { ...NO_ANSWERS, euCitizen: eu });
      expect(v.permits).toBe(shown);
      expect(v.uploads.CITIZENSHIP).toBe(shown);
    }
  });

  it('disability upload when disabled; student question and health-insurance upload for SHORT_TERM only', () => {
    expect(visibility('MINOR_EMPLOYMENT', { ...NO_ANSWERS, disabled: true }).uploads.DISABILITY).toBe(true);
    expect(visibility('MINOR_EMPLOYMENT', { ...NO_ANSWERS, disabled: false }).uploads.DISABILITY).toBe(false);
    expect(REGISTRATION_TYPES.filter((t) => visibility(t, NO_ANSWERS).student)).toEqual(['SHORT_TERM']);
    expect(REGISTRATION_TYPES.filter((t) => visibility(t, NO_ANSWERS).uploads.HEALTH_INSURANCE)).toEqual(['SHORT_TERM']);
  });

  it('misc upload for a SHORT_TERM student and always for WORKING_STUDENT', () => {
    expect(visibility('SHORT_TERM', { ...NO_ANSWERS, student: true }).uploads.MISC).toBe(true);
    expect(visibility('SHORT_TERM', { ...NO_ANSWERS, student: false }).uploads.MISC).toBe(false);
    expect(visibility('WORKING_STUDENT', NO_ANSWERS).uploads.MISC).toBe(true);
    expect(visibility('MINOR_EMPLOYMENT', { ...NO_ANSWERS, student: true }).uploads.MISC).toBe(false);
  });

  it('required uploads: health insurance for SHORT_TERM, misc for students', () => {
    expect(requiredUploads('SHORT_TERM', { ...NO_ANSWERS, student: true })).toEqual(['HEALTH_INSURANCE', 'MISC']);
    expect(requiredUploads('SHORT_TERM', { ...NO_ANSWERS, student: false })).toEqual(['HEALTH_INSURANCE']);
    expect(requiredUploads('WORKING_STUDENT', NO_ANSWERS)).toEqual(['MISC']);
    // The disability and citizenship documents are offered, not required.
    expect(requiredUploads('SOCIAL_SECURITY', { ...NO_ANSWERS, disabled: true, euCitizen: false })).toEqual([]);
  });
});
