'use client';

import type { EditorErrors, EditorField } from '@/components/admin/field-errors';
import { type FactsDraft } from '@/components/admin/facts-draft';
import { FIELD_LABELS } from '@/lib/words/fields';
import { MODE_LABELS } from '@/lib/competitions/fact-text';
import { formatLongDate } from '@/lib/competitions/dates';
import { ProvinceSelect } from '@/components/ui/province-select';
import { FACT_LIMITS, MODES } from '@/lib/competitions/fact-constants';
import { CharCount, FieldError, fieldClass, labelClass } from './form-controls';
import { EDITOR_WORDS } from '@/lib/words/admin';
import { COMMON_WORDS } from '@/lib/words/common';

type Props = {
  value: FactsDraft;
  onChange: (patch: Partial<FactsDraft>) => void;
  errors: EditorErrors;
  /** The id of a field's input, from the editor, so its errors and labels line up. */
  fid: (field: EditorField | `${EditorField}-${string}`) => string;
};

const radioClass =
  'inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800';

/** The editor's optional facts: blank means unknown, and nothing is filled in for the admin. */
export function FactFields({ value: v, onChange, errors, fid }: Props) {
  const invalid = (field: EditorField) =>
    errors.byField[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${fid(field)}-error` } : {};
  const error = (field: EditorField) => <FieldError id={`${fid(field)}-error`} message={errors.byField[field]} />;
  const text = (
    field: EditorField,
    label: string,
    val: string,
    key: keyof FactsDraft,
    extra: React.InputHTMLAttributes<HTMLInputElement> = {},
    /** Shows "n / max" under the field; a longer text is refused beside it, never cut. */
    max?: number,
  ) => (
    <div>
      <label htmlFor={fid(field)} className={labelClass}>
        {label}
      </label>
      <input
        id={fid(field)}
        type="text"
        value={val}
        onChange={(e) => onChange({ [key]: e.target.value })}
        className={fieldClass}
        {...invalid(field)}
        {...extra}
      />
      {max ? <CharCount id={fid(`${field}-count`)} length={val.trim().length} max={max} /> : null}
      {error(field)}
    </div>
  );
  const date = (key: 'submissionDeadline' | 'announcement' | 'eventStart' | 'eventEnd', label: string) => (
    <div>
      <label htmlFor={fid(`stages-${key}`)} className={labelClass}>
        {label}
      </label>
      <input
        id={fid(`stages-${key}`)}
        type="date"
        value={v[key]}
        onChange={(e) => onChange({ [key]: e.target.value })}
        className={fieldClass}
      />
    </div>
  );

  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-base font-bold text-slate-900">{EDITOR_WORDS.factsLegend}</legend>
      <p className="-mt-2 text-sm text-slate-600">{EDITOR_WORDS.factsHint}</p>

      <div role="group" aria-labelledby={fid('fee-label')} {...(errors.byField.fee ? { 'aria-describedby': `${fid('fee')}-error` } : {})}>
        <p id={fid('fee-label')} className={labelClass}>
          {EDITOR_WORDS.fee}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {(
            [
              ['', EDITOR_WORDS.unknown],
              ['free', EDITOR_WORDS.free],
              ['paid', EDITOR_WORDS.paid],
            ] as const
          ).map(([type, label]) => (
            <label key={type} className={radioClass}>
              <input
                type="radio"
                name={fid('fee-type')}
                checked={v.feeType === type}
                onChange={() => onChange({ feeType: type })}
                className="h-4 w-4 accent-brand-600"
              />
              {label}
            </label>
          ))}
          {v.feeType === 'paid' ? (
            <span className="flex items-center gap-2">
              <label htmlFor={fid('fee')} className="text-sm font-semibold text-slate-700">
                {EDITOR_WORDS.feeAmount}
              </label>
              <input
                id={fid('fee')}
                type="text"
                inputMode="numeric"
                value={v.feeAmount}
                onChange={(e) => onChange({ feeAmount: e.target.value })}
                className={`${fieldClass} w-36`}
                {...invalid('fee')}
              />
            </span>
          ) : null}
        </div>
        {error('fee')}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        {text('prize', EDITOR_WORDS.prizeTotal, v.prizeTotal, 'prizeTotal', { inputMode: 'numeric' })}
        <div>
          <label htmlFor={fid('prize-text')} className={labelClass}>
            {FIELD_LABELS['prize.text']}
          </label>
          <input
            id={fid('prize-text')}
            type="text"
            value={v.prizeText}
            onChange={(e) => onChange({ prizeText: e.target.value })}
            className={fieldClass}
          />
          <CharCount id={fid('prize-count')} length={v.prizeText.trim().length} max={FACT_LIMITS.text} />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor={fid('mode')} className={labelClass}>
            Pelaksanaan
          </label>
          <select
            id={fid('mode')}
            value={v.mode}
            onChange={(e) => onChange({ mode: e.target.value as FactsDraft['mode'] })}
            className={fieldClass}
            {...invalid('mode')}
          >
            <option value="">{EDITOR_WORDS.unknown}</option>
            {MODES.map((m) => (
              <option key={m} value={m}>
                {MODE_LABELS[m]}
              </option>
            ))}
          </select>
          {error('mode')}
        </div>
        {v.mode !== 'online' ? (
          <>
            {text('location', 'Kota', v.city, 'city', {}, FACT_LIMITS.city)}
            <div>
              <label htmlFor={fid('location-province')} className={labelClass}>
                Provinsi
              </label>
              <ProvinceSelect
                id={fid('location-province')}
                emptyLabel={EDITOR_WORDS.unknown}
                value={v.province}
                onChange={(e) => onChange({ province: e.target.value as FactsDraft['province'] })}
                className={fieldClass}
              />
            </div>
          </>
        ) : null}
      </div>

      {text('organizer', 'Penyelenggara', v.organizer, 'organizer', {}, FACT_LIMITS.name)}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('registration_url', FIELD_LABELS.registration_url, v.registrationUrl, 'registrationUrl', {
          inputMode: 'url',
          placeholder: 'https://',
        })}
        {text('guidebook_url', FIELD_LABELS.guidebook_url, v.guidebookUrl, 'guidebookUrl', { inputMode: 'url', placeholder: 'https://' })}
        {text('winners_url', FIELD_LABELS.winners_url, v.winnersUrl, 'winnersUrl', { inputMode: 'url', placeholder: 'https://' })}
      </div>

      <div role="group" aria-label="Tahapan" {...(errors.byField.stages ? { 'aria-describedby': `${fid('stages')}-error` } : {})}>
        <p className={labelClass}>Tahapan</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {date('submissionDeadline', FIELD_LABELS['stages.submission_deadline'])}
          {date('announcement', 'Pengumuman')}
          {date('eventStart', EDITOR_WORDS.eventStart)}
          {date('eventEnd', EDITOR_WORDS.eventEnd)}
        </div>
        {error('stages')}
      </div>

      <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-semibold text-slate-700">
        <input
          type="checkbox"
          checked={v.verified}
          onChange={(e) => onChange({ verified: e.target.checked })}
          className="h-4 w-4 accent-brand-600"
        />
        {EDITOR_WORDS.verified}
        {v.verified && v.verifiedAt ? (
          <span className="font-normal text-slate-600">{COMMON_WORDS.checkedOn(formatLongDate(v.verifiedAt))}</span>
        ) : null}
      </label>
      {error('verified_at')}
    </fieldset>
  );
}
