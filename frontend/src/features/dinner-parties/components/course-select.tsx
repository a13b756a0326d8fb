import { COURSE_TYPES, type CourseType } from '@contracts/plan-slots';
import { useLingui } from '@lingui/react/macro';
import { FormField } from '@/components/ui/form-field';
import { inputClasses } from '@/components/ui/input';
import { NamedOptions } from '@/components/ui/named-options';
import { COURSE_NAMES } from '../lib/labels';

/** The course new recipes go under (SPEC 4: main unless chosen). */
export function CourseSelect({
  value,
  onChange,
  disabled,
}: {
  value: CourseType;
  onChange: (course: CourseType) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  return (
    <FormField label={t`Course`}>
      <select
        className={inputClasses}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as CourseType)}
      >
        <NamedOptions values={COURSE_TYPES} names={COURSE_NAMES} />
      </select>
    </FormField>
  );
}
