import { COURSE_TYPES, type CourseType } from '@contracts/planning';
import { useLingui } from '@lingui/react/macro';
import { FormField } from '@/components/ui/form-field';
import { inputClasses } from '@/components/ui/input';
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
  const { i18n, t } = useLingui();
  return (
    <FormField label={t`Course`}>
      <select
        className={inputClasses}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as CourseType)}
      >
        {COURSE_TYPES.map((course) => (
          <option key={course} value={course}>
            {i18n._(COURSE_NAMES[course])}
          </option>
        ))}
      </select>
    </FormField>
  );
}
