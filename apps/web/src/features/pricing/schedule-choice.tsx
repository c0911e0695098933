import { type BenefitSchedule, benefitScheduleLabels, benefitSchedules } from '@advance/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/app-texts';
import { cn } from '../../lib/cn';
import { capitalize } from '../../lib/text';

/**
 * "The 3rd Wednesday of the month": a schedule in plain words, at the start of a line, in
 * English (staff screens); customer screens say `t('schedules.<schedule>')` of `pricing`.
 */
export function scheduleLabel(schedule: BenefitSchedule): string {
  return capitalize(benefitScheduleLabels[schedule]);
}

/**
 * Wizard step 3: "When does your benefit arrive?", the five Social Security schedules as a
 * radio group, each with who it applies to. Native radios: arrow keys move the choice.
 */
export function ScheduleChoice({
  value,
  onChange,
  error,
}: {
  value: BenefitSchedule | null;
  onChange: (schedule: BenefitSchedule) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('pricing');
  const id = useId();
  const explanationId = `${id}-explanation`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      aria-describedby={error ? `${explanationId} ${errorId}` : explanationId}
      className="space-y-3"
    >
      <legend className="text-sm font-semibold text-slate-800">{t('scheduleQuestion')}</legend>
      <p id={explanationId} className="text-sm text-slate-600">
        {t('scheduleExplanation')}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {benefitSchedules.map((schedule) => {
          const inputId = `${id}-${schedule}`;
          const hintId = `${inputId}-hint`;
          const checked = value === schedule;
          return (
            <div
              key={schedule}
              className={cn(
                'flex items-start gap-3 rounded-lg border p-3',
                checked ? 'border-blue-700 bg-blue-50' : 'border-slate-300 bg-white',
              )}
            >
              <input
                id={inputId}
                type="radio"
                name={`${id}-benefitSchedule`}
                value={schedule}
                checked={checked}
                onChange={() => onChange(schedule)}
                aria-describedby={hintId}
                aria-invalid={error ? true : undefined}
                className="mt-0.5 size-5 shrink-0 accent-blue-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2"
              />
              <div className="space-y-0.5">
                <label
                  htmlFor={inputId}
                  className="cursor-pointer text-sm font-semibold text-slate-900"
                >
                  {t(`schedules.${schedule}`)}
                </label>
                <p id={hintId} className="text-sm text-slate-600">
                  {t(`scheduleHints.${schedule}`)}
                </p>
              </div>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
